import { type ReactNode, useMemo } from 'react'
import type { CompiledSubForm } from '../../compile/index.ts'
import { RecordFormContext, useRecordForm } from '../../RecordFormContext.ts'
import { FieldFrame } from '../../templates/FieldFrame.tsx'
import { emptyValueOf } from '../../valuesAfterChange.ts'
import { RECORD_WIDGETS } from '../registry.ts'
import { rowFormState } from './rowFormState.ts'
import type { SubFormRow } from './subFormRows.ts'

/** Where a row's fields are drawn: the row's own form state around them (see {@link rowFormState}). */
export function SubFormRowScope(props: {
  sub: CompiledSubForm
  row: SubFormRow
  index: number
  locked: boolean
  children: ReactNode
}) {
  const parent = useRecordForm()
  const { sub, row, index, locked } = props
  const state = useMemo(() => rowFormState(parent, { sub, row, index, locked }), [parent, sub, row, index, locked])
  return <RecordFormContext.Provider value={state}>{props.children}</RecordFormContext.Provider>
}

const nothing = () => undefined

/** Props of {@link SubFormCell}. */
export interface SubFormCellProps {
  /** The child field drawn. */
  name: string
  /** Told the field's new value. */
  onChange(value: unknown): void
  /** The row may not change (a read-only form, a stored row of a sub-form that cannot be edited). */
  locked: boolean
  /** The messages the field shows; none when it is fine. */
  errors?: readonly string[] | undefined
  /** Draws the field's label above it (a card); a grid's column heading names it instead. */
  labelled: boolean
}

/**
 * One field of a child row, drawn by the child form's own widget — the same component the
 * parent form draws that widget id with — with its message under it. Must be drawn inside a
 * {@link SubFormRowScope}.
 */
export function SubFormCell(props: SubFormCellProps) {
  const row = useRecordForm()
  const field = row.compiled.widgets[props.name]
  if (field === undefined || row.visibility.hidden.has(props.name)) return null
  const Widget = RECORD_WIDGETS[field.widget]
  const id = `${row.idPrefix}_${props.name}`
  const messages = props.errors ?? []
  return (
    <div className="sub-form-cell" data-sub-field={props.name}>
      <FieldFrame
        label={props.labelled && field.widget !== 'checkbox' ? field.label : undefined}
        required={props.labelled && field.required}
        htmlFor={id}
        errors={messages}
        compact={!props.labelled}
      >
        <Widget
          id={id}
          name={props.name}
          value={row.values[props.name]}
          onChange={props.onChange}
          onBlur={nothing}
          onFocus={nothing}
          disabled={props.locked || row.readOnly || field.disabled || row.visibility.disabled.has(props.name)}
          placeholder={field.placeholder}
          label={field.label ?? props.name}
          required={field.required}
          field={field}
          emptyValue={emptyValueOf(row.compiled, props.name)}
          hasError={messages.length > 0}
          autoFocus={false}
        />
      </FieldFrame>
    </div>
  )
}
