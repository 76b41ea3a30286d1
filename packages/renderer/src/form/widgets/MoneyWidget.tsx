import { Input, InputNumber } from 'antd'
import { amountText, currencySign, groupedAmount, moneyDisplay } from '../moneyFormat.ts'
import { numberOf, numberPrecision } from './NumberWidget.tsx'
import type { RecordWidgetProps } from './widgetProps.ts'

/**
 * An amount of money: thousands separated as it is typed, the currency's sign after it (₮ for
 * tugrik); read-only, it reads as spec 9 writes money (`1,250,000₮`).
 */
export function MoneyWidget(props: RecordWidgetProps) {
  const { currency } = props.field.settings
  const precision = numberPrecision(props)
  if (props.disabled) {
    return <Input id={props.id} value={moneyDisplay(props.value, currency, precision)} disabled />
  }
  return (
    <InputNumber<string | number>
      id={props.id}
      value={numberOf(props.value)}
      onChange={(value) => {
        const number = typeof value === 'string' ? numberOf(value) : value
        props.onChange(number === null ? props.emptyValue : number)
      }}
      formatter={(value) => groupedAmount(value === undefined ? '' : String(value))}
      parser={(text) => amountText(text ?? '')}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      placeholder={props.placeholder}
      precision={precision}
      suffix={currencySign(currency)}
      status={props.hasError ? 'error' : undefined}
      changeOnWheel={false}
      autoFocus={props.autoFocus}
      style={{ width: '100%' }}
    />
  )
}
