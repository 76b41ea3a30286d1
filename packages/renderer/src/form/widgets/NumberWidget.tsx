import { InputNumber } from 'antd'
import type { ReactNode } from 'react'
import { fieldInputProps, type RecordWidgetProps } from './widgetProps.ts'

/** The number a value holds, for an input that wants a number: numeric text (a `numeric` column) too. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value)
    return Number.isFinite(number) ? number : null
  }
  return null
}

/** The digits after the point a number input keeps: the document's `precision`, none for an integer column. */
export function numberPrecision(props: RecordWidgetProps): number | undefined {
  return props.field.settings.precision ?? (props.field.valueType === 'integer' ? 0 : undefined)
}

/** A number, rounded to the field's precision as it is typed. */
export function NumberWidget(props: RecordWidgetProps & { prefix?: ReactNode }) {
  return (
    <InputNumber<number>
      {...fieldInputProps(props)}
      value={numberOf(props.value)}
      onChange={(value) => props.onChange(value === null ? props.emptyValue : value)}
      precision={numberPrecision(props)}
      prefix={props.prefix}
      changeOnWheel={false}
      style={{ width: '100%' }}
    />
  )
}
