// One Excel cell to the value of a model column: what an import sends through the form's
// validator. Excel gives numbers, texts, booleans, dates (or their serial numbers), rich
// text, links and formulas; a column wants its own type, and a cell that cannot be one is
// named with the reason, in Mongolian and English.
import { type BilingualMessage, DEFAULT_TIME_ZONE_OFFSET_MINUTES, type ModelColumn } from '@tamga/schema'
import type { CellValue } from 'exceljs'

/** What a cell becomes: a value (`undefined` for an empty cell), or why it cannot be one. */
export type CellConversion = { ok: true; value: unknown } | { ok: false; code: string; reason: BilingualMessage }

/** How a column reads a cell: its model type, and the labels a set column's values are chosen by. */
export interface ImportColumnType {
  /** The model column's type name (`text`, `varchar`, `bigint`, `date`, …). */
  type: string
  /** A set column's options: each label (in any language, lower case) → the stored value. */
  options?: ReadonlyMap<string, string | number | boolean> | undefined
  /** Minutes east of UTC that a date-time typed without a zone is read at. @default 480 */
  timeZoneOffsetMinutes?: number | undefined
}

/** The type name of a model column. */
export function columnTypeName(column: ModelColumn): string {
  return typeof column.type === 'string' ? column.type : column.type.name
}

type Plain = string | number | boolean | Date | { error: string } | undefined

/** A cell's own value: a formula's result, a link's or rich text's text; `undefined` when empty. */
export function plainCell(value: CellValue): Plain {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'string') {
    const trimmed = value.trim()
    return trimmed === '' ? undefined : trimmed
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value
  if ('error' in value) return { error: value.error }
  if ('richText' in value) return plainCell(value.richText.map((part) => part.text).join(''))
  if ('hyperlink' in value) return plainCell(value.text)
  if ('result' in value) return plainCell(value.result ?? null)
  return undefined
}

const fail = (code: string, en_US: string, mn_MN: string): CellConversion => ({
  ok: false,
  code,
  reason: { en_US, mn_MN },
})

const pad = (value: number, length = 2): string => String(value).padStart(length, '0')

/** Excel's day 0 (1899-12-30) in milliseconds since the epoch. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30)
const DAY_MS = 86_400_000
/** The last day Excel knows (9999-12-31). */
const EXCEL_LAST_SERIAL = 2_958_465

/** Excel's date serial as the `Date` whose UTC fields are the wall clock it names. */
function fromSerial(serial: number): Date | undefined {
  if (!Number.isFinite(serial) || serial < 1 || serial > EXCEL_LAST_SERIAL) return undefined
  return new Date(EXCEL_EPOCH_MS + Math.round(serial * DAY_MS))
}

const isoDate = (date: Date): string =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
const isoTime = (date: Date): string =>
  `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`

const DATE_TEXT = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/
const DATE_TIME_TEXT = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/
const ZONED_TEXT = /(Z|[+-]\d{2}:?\d{2})$/i
const TIME_TEXT = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/

/** A wall-clock date (and time) from text, as a `Date` whose UTC fields are it; undefined if not one. */
function wallClockText(text: string): Date | undefined {
  const match = DATE_TIME_TEXT.exec(text) ?? DATE_TEXT.exec(text)
  if (match === null) return undefined
  const [, y, mo, d, h, mi, s] = match
  const [year, month, day] = [Number(y), Number(mo), Number(d)]
  const [hour, minute, second] = [Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0)]
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  const same = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  if (!same || hour > 23 || minute > 59 || second > 59) return undefined
  return date
}

/** A cell's wall clock: a date cell, a serial number, or a text; undefined when it is none of these. */
function wallClockOf(value: Exclude<Plain, undefined>): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value
  if (typeof value === 'number') return fromSerial(value)
  if (typeof value === 'string') return wallClockText(value)
  return undefined
}

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'тийм', 'тиймээ', 'үнэн', '예'])
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'үгүй', 'худал', '아니요'])

/** Digits with thousands separators (`1,234,567`, `1 234 567`) and an optional ₮ sign. */
function numberText(text: string): number | undefined {
  const cleaned = text.replace(/₮$/u, '').replace(/[\s\u00a0]/g, '')
  const plain = /^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(cleaned) ? cleaned.replace(/,/g, '') : cleaned
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(plain)) return undefined
  const number = Number(plain)
  return Number.isFinite(number) ? number : undefined
}

function textOf(value: Exclude<Plain, undefined | { error: string }>): string {
  if (value instanceof Date) {
    const time = isoTime(value)
    return time === '00:00:00' ? isoDate(value) : `${isoDate(value)} ${time}`
  }
  return String(value)
}

/**
 * Converts one cell for a column of `column.type`: text columns take any value as text (a
 * number typed into a register-number column stays its digits); numbers accept text with
 * thousands separators; booleans accept yes/no words in Mongolian and English and 1/0; dates
 * accept date cells, Excel serial numbers and `YYYY-MM-DD` (or `.` and `/`); a `timestamptz`
 * written without a zone is read in Ulaanbaatar time. An empty cell is `undefined`.
 *
 * @example importCellValue('1,250,000', { type: 'numeric' }) // { ok: true, value: 1250000 }
 */
export function importCellValue(cell: CellValue, column: ImportColumnType): CellConversion {
  const value = plainCell(cell)
  if (value === undefined) return { ok: true, value: undefined }
  if (typeof value === 'object' && !(value instanceof Date)) {
    return fail('cell-error', `the cell holds an error (${value.error})`, `нүдэнд алдаа байна (${value.error})`)
  }
  if (column.options !== undefined) {
    const byLabel = column.options.get(textOf(value).toLowerCase())
    if (byLabel !== undefined) return { ok: true, value: byLabel }
    const byValue = [...column.options.values()].find((option) => String(option) === textOf(value))
    if (byValue !== undefined) return { ok: true, value: byValue }
    const choices = [...new Set(column.options.values())].map(String).join(', ')
    return fail('not-an-option', `must be one of: ${choices}`, `дараах утгуудын нэг байх ёстой: ${choices}`)
  }
  switch (column.type) {
    case 'integer':
    case 'bigint': {
      const number = typeof value === 'number' ? value : typeof value === 'string' ? numberText(value) : undefined
      if (number === undefined || !Number.isInteger(number))
        return fail('not-an-integer', 'must be a whole number', 'бүхэл тоо байх ёстой')
      return { ok: true, value: number }
    }
    case 'numeric': {
      const number = typeof value === 'number' ? value : typeof value === 'string' ? numberText(value) : undefined
      if (number === undefined) return fail('not-a-number', 'must be a number', 'тоо байх ёстой')
      return { ok: true, value: number }
    }
    case 'boolean': {
      if (typeof value === 'boolean') return { ok: true, value }
      const word = textOf(value).toLowerCase()
      if (TRUE_WORDS.has(word)) return { ok: true, value: true }
      if (FALSE_WORDS.has(word)) return { ok: true, value: false }
      return fail(
        'not-a-boolean',
        'must be yes or no (true/false, 1/0)',
        'тийм эсвэл үгүй (true/false, 1/0) байх ёстой',
      )
    }
    case 'date': {
      const date = wallClockOf(value)
      if (date === undefined) return fail('not-a-date', 'must be a date (YYYY-MM-DD)', 'огноо (YYYY-MM-DD) байх ёстой')
      return { ok: true, value: isoDate(date) }
    }
    case 'timestamp':
    case 'timestamptz': {
      if (column.type === 'timestamptz' && typeof value === 'string' && ZONED_TEXT.test(value)) {
        const instant = new Date(value)
        if (!Number.isNaN(instant.getTime())) return { ok: true, value: instant.toISOString() }
      }
      const date = wallClockOf(value)
      if (date === undefined)
        return fail(
          'not-a-datetime',
          'must be a date and time (YYYY-MM-DD HH:mm)',
          'огноо, цаг (YYYY-MM-DD HH:mm) байх ёстой',
        )
      if (column.type === 'timestamp') return { ok: true, value: `${isoDate(date)}T${isoTime(date)}` }
      const offset = column.timeZoneOffsetMinutes ?? DEFAULT_TIME_ZONE_OFFSET_MINUTES
      return { ok: true, value: new Date(date.getTime() - offset * 60_000).toISOString() }
    }
    case 'time': {
      if (value instanceof Date) return { ok: true, value: isoTime(value) }
      if (typeof value === 'number' && value >= 0 && value < 1) {
        return { ok: true, value: isoTime(new Date(Math.round(value * DAY_MS))) }
      }
      const match = typeof value === 'string' ? TIME_TEXT.exec(value) : null
      if (match === null || Number(match[1]) > 23)
        return fail('not-a-time', 'must be a time (HH:mm)', 'цаг (HH:mm) байх ёстой')
      return { ok: true, value: `${pad(Number(match[1]))}:${match[2]}:${match[3] ?? '00'}` }
    }
    case 'json':
    case 'jsonb':
    case 'geometry': {
      if (typeof value !== 'string') return { ok: true, value }
      try {
        return { ok: true, value: JSON.parse(value) as unknown }
      } catch {
        return column.type === 'geometry'
          ? fail('not-json', 'must be GeoJSON', 'GeoJSON байх ёстой')
          : { ok: true, value }
      }
    }
    default:
      return { ok: true, value: textOf(value) }
  }
}

/** The letters of a 1-based column number: 1 → `A`, 27 → `AA`. */
export function columnLetter(index: number): string {
  let letters = ''
  for (let rest = index; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters
  }
  return letters
}
