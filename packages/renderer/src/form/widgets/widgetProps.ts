import type { ComponentType } from 'react'
import type { FieldWidget } from '../compile/index.ts'

/**
 * What every widget of the form takes, whether rjsf draws it as a widget (a scalar or a list of
 * choices) or as a custom field (any JSON, an object), or the layout draws it for a computed
 * field outside the record.
 */
export interface RecordWidgetProps {
  /** The input's id, for its label. */
  id: string
  /** The field's name in the record. */
  name: string
  value: unknown
  onChange(value: unknown): void
  onBlur(): void
  onFocus(): void
  /** Read-only for any reason: the document, a `disabledWhen`, a computed value, a read-only form. */
  disabled: boolean
  placeholder?: string | undefined
  /** The field's label, for widgets that draw it themselves (a checkbox). */
  label: string
  required: boolean
  /** The compiled field: its widget settings, value type and texts. */
  field: FieldWidget
  /** The value an emptied input takes: null for a nullable column, `''` for text, else undefined. */
  emptyValue: unknown
  hasError: boolean
  autoFocus: boolean
}

/** A widget of the form. */
export type RecordWidget = ComponentType<RecordWidgetProps>

/** The props each antd input of the form takes from its widget's alike, whatever its value is. */
export function fieldInputProps(props: RecordWidgetProps) {
  return {
    id: props.id,
    onBlur: props.onBlur,
    onFocus: props.onFocus,
    disabled: props.disabled,
    placeholder: props.placeholder,
    status: props.hasError ? ('error' as const) : undefined,
    autoFocus: props.autoFocus,
  }
}
