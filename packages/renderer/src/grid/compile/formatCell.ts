import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatTugrik,
  type LanguageCode,
  type NumberInput,
  TUGRIK_SIGN,
} from '@tamga/schema'
import type { CellKind } from './cellKind.ts'

/** One value a set column may hold and the label shown for it, in the reader's language. */
export interface CellChoice {
  value: string | number | boolean
  label: string
}

/** How {@link formatCellValue} writes a value. */
export interface CellFormat {
  kind: CellKind
  language: LanguageCode
  /** Digits after the decimal point of a number or an amount; none when absent (spec 9). */
  precision?: number | undefined
  /** The labels of a set column's values: the label is shown instead of the stored value. */
  choices?: readonly CellChoice[] | undefined
}

/** Yes and no in each interface language, for a boolean cell without labels of its own. */
export const BOOLEAN_TEXT: Readonly<Record<LanguageCode, { yes: string; no: string }>> = {
  mn_MN: { yes: 'Тийм', no: 'Үгүй' },
  en_US: { yes: 'Yes', no: 'No' },
  ko_KR: { yes: '예', no: '아니요' },
}

function isNumberInput(value: unknown): value is NumberInput {
  return typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string'
}

/**
 * A number with a comma between thousands and exactly `precision` decimals. Without a precision
 * (or with 0) it is {@link formatNumber}: no decimals (spec 9).
 */
export function formatDecimal(value: unknown, precision: number | undefined): string {
  if (!isNumberInput(value)) return ''
  if (precision === undefined || precision === 0) return formatNumber(value)
  const number = typeof value === 'string' ? Number(value.trim() === '' ? Number.NaN : value) : Number(value)
  if (!Number.isFinite(number)) return ''
  const fixed = Math.abs(number).toFixed(precision)
  const [whole = '0', fraction = ''] = fixed.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  const negative = number < 0 && /[1-9]/.test(fixed)
  return `${negative ? '-' : ''}${grouped}.${fraction}`
}

/** Whether a value counts as true: `true`, or the `1`/`'true'`/`'t'` some drivers and forms send. */
export function isTruthyFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true' || value === 't'
}

function isFalseFlag(value: unknown): boolean {
  return value === false || value === 0 || value === '0' || value === 'false' || value === 'f'
}

/** The text of an HTML fragment: tags dropped, blanks collapsed. */
function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

function choiceLabel(value: unknown, choices: readonly CellChoice[] | undefined): string | undefined {
  // Compared as text: a driver may hand a number column over as '5' while the option says 5.
  return choices?.find((choice) => String(choice.value) === String(value))?.label
}

function plainText(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value)
  if (value instanceof Date) return formatDateTime(value)
  return JSON.stringify(value)
}

/**
 * The text a grid cell shows for a value (spec 9): dates `YYYY-MM-DD`, date-times
 * `YYYY-MM-DD HH:mm`, times `HH:mm`, numbers with thousands separators and no decimals (unless
 * the column fixes a precision), amounts followed by ₮, booleans as yes/no, a set column's
 * values as their labels. Empty values are `''`.
 *
 * @example formatCellValue(1250000, { kind: 'money', language: 'mn_MN' }) // '1,250,000₮'
 */
export function formatCellValue(value: unknown, format: CellFormat): string {
  if (value === null || value === undefined || value === '') return ''
  const label = choiceLabel(value, format.choices)
  if (label !== undefined) return label
  switch (format.kind) {
    case 'number':
      return formatDecimal(value, format.precision) || plainText(value)
    case 'money': {
      if (!isNumberInput(value)) return plainText(value)
      if (format.precision === undefined || format.precision === 0) return formatTugrik(value) || plainText(value)
      const amount = formatDecimal(value, format.precision)
      return amount === '' ? plainText(value) : `${amount}${TUGRIK_SIGN}`
    }
    case 'date':
      return typeof value === 'string' || typeof value === 'number' || value instanceof Date
        ? formatDate(value) || plainText(value)
        : plainText(value)
    case 'datetime':
      return typeof value === 'string' || typeof value === 'number' || value instanceof Date
        ? formatDateTime(value) || plainText(value)
        : plainText(value)
    case 'time': {
      const match = typeof value === 'string' ? /^(\d{2}):(\d{2})/.exec(value) : null
      return match === null ? plainText(value) : `${match[1]}:${match[2]}`
    }
    case 'boolean':
      if (isTruthyFlag(value)) return BOOLEAN_TEXT[format.language].yes
      if (isFalseFlag(value)) return BOOLEAN_TEXT[format.language].no
      return plainText(value)
    case 'html':
      return typeof value === 'string' ? htmlText(value) : plainText(value)
    default:
      return plainText(value)
  }
}
