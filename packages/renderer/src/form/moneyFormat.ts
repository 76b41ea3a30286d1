import { type Currency, formatNumber, formatTugrik, TUGRIK_SIGN } from '@tamga/schema'

/** The sign written after an amount of each currency (spec 9: the number followed by ₮). */
export const CURRENCY_SIGNS: Readonly<Record<Currency, string>> = {
  MNT: TUGRIK_SIGN,
  USD: '$',
  EUR: '€',
  JPY: '¥',
  AUD: 'A$',
  RUB: '₽',
}

/** The sign of a currency; the tugrik's when none is set. */
export function currencySign(currency: Currency | undefined): string {
  return CURRENCY_SIGNS[currency ?? 'MNT']
}

/**
 * An amount being typed, with a comma between thousands of its whole part; the decimals and a
 * trailing point are kept as typed, so the caret does not jump while the person types.
 *
 * @example groupedAmount('1234567.5') // '1,234,567.5'
 */
export function groupedAmount(text: string): string {
  const match = /^(-?)(\d*)(\.\d*)?$/.exec(text.replaceAll(',', ''))
  if (match === null) return text
  const [, sign = '', whole = '', decimals = ''] = match
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${decimals}`
}

/** The amount a grouped text holds, with the separators and the currency sign taken out. */
export function amountText(text: string): string {
  return text.replace(/[^\d.-]/g, '')
}

/**
 * An amount as a read-only money field shows it: tugrik with spec 9's rule (thousands
 * separators, no decimals, then ₮), another currency with its decimals and its sign.
 *
 * @example moneyDisplay(1250000, 'MNT') // '1,250,000₮'
 */
export function moneyDisplay(value: unknown, currency: Currency | undefined, precision?: number): string {
  if (typeof value !== 'number' && typeof value !== 'string') return ''
  if (currency === undefined || currency === 'MNT') return formatTugrik(value)
  const number = Number(value)
  if (!Number.isFinite(number) || (typeof value === 'string' && value.trim() === '')) return ''
  const text = precision === undefined ? formatNumber(number) : groupedAmount(number.toFixed(precision))
  return `${text}${currencySign(currency)}`
}
