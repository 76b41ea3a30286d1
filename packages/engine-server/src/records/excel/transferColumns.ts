// The columns of a krud's rows as they leave the server (an Excel export, a printout): which
// grid columns, their headers in the reader's language, and each value as a cell or a text.
import {
  columnValueKind,
  formatDate,
  formatDateTime,
  type GridColumn,
  type GridDocument,
  LABEL_SUFFIX,
  LANGUAGE_CODES,
  type LanguageCode,
  localizedText,
  type ModelDocument,
  modelColumnTypeName,
  wallClock,
} from '@tamga/schema'
import { type ProjectStaticWords, type StatusWords, statusWordsIn } from './statusWords.ts'

/** How a column's values are written: what Excel stores and how a printout shows them. */
export type TransferKind = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'time' | 'boolean' | 'html' | 'json'

/** One column of an export or a printout. */
export interface TransferColumn {
  /** The grid column; `''` for the row-number column of a numbered grid. */
  field: string
  /** The column's label in the reader's language. */
  header: string
  kind: TransferKind
  /** Digits after the decimal point of a number or amount, when the grid fixes them. */
  precision: number | undefined
  /** The grid's width in pixels. @default 120 */
  width: number
  /** The relation's label (`field__label`) is shown instead of the stored key. */
  relation: boolean
  /** A set filter's options: the stored value (as text) → its label in the reader's language. */
  labels: ReadonlyMap<string, string> | undefined
  /**
   * A workflow status column's words (`process_status`): its values are step types, written as
   * the grid's status cell words them, before the set filter's labels.
   */
  statusWords?: StatusWords | undefined
}

/** The width of a column without one in the grid, in pixels. */
const DEFAULT_WIDTH = 120

/** Whether a text names an interface language. */
export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value)
}

/**
 * The language a download is written in: the `lang` the request names, else the first
 * `Accept-Language` entry Tamga speaks (`en` → en_US), else the project's default, else
 * Mongolian.
 *
 * @example requestLanguage(undefined, 'en-GB,en;q=0.9', undefined) // 'en_US'
 */
export function requestLanguage(
  lang: string | undefined,
  acceptLanguage: string | undefined,
  projectDefault: LanguageCode | undefined,
): LanguageCode {
  if (isLanguageCode(lang)) return lang
  for (const entry of (acceptLanguage ?? '').split(',')) {
    const tag = entry.split(';')[0]?.trim().toLowerCase() ?? ''
    const match = LANGUAGE_CODES.find((code) => tag === code.toLowerCase() || tag.startsWith(code.slice(0, 2)))
    if (match !== undefined) return match
  }
  return projectDefault ?? 'mn_MN'
}

function kindOf(column: GridColumn, model: ModelDocument): TransferKind {
  switch (column.type) {
    case 'number':
      return 'number'
    case 'money':
      return 'money'
    case 'date':
      return 'date'
    case 'datetime':
      return 'datetime'
    case 'time':
      return 'time'
    case 'boolean':
      return 'boolean'
    case 'html':
      return 'html'
    case 'tag':
    case 'image':
    case 'file':
    case 'color':
    case 'process_status':
      return 'text'
    case 'text':
    case undefined:
      break
  }
  // A plain column takes its shape from the model: a number stays a number in Excel.
  return columnValueKind(modelColumnTypeName(model, column.field))
}

function optionLabels(column: GridColumn, language: LanguageCode): ReadonlyMap<string, string> | undefined {
  const filter = column.filter
  if (filter?.type !== 'set' || filter.options === undefined) return undefined
  return new Map(filter.options.map((option) => [String(option.value), localizedText(option.label, language)]))
}

/** The header of a grid column: its label, else the model column's label, else its name. */
export function columnHeader(column: GridColumn, model: ModelDocument, language: LanguageCode): string {
  if (column.label !== undefined) return localizedText(column.label, language)
  const modelLabel = model.columns.find((candidate) => candidate.name === column.field)?.label
  return modelLabel === undefined ? column.field : localizedText(modelLabel, language)
}

/** The label of the row-number column of a numbered grid. */
export const NUMBER_HEADER = '№'

/**
 * The columns an export (`purpose: 'export'`: what the grid shows, its hidden columns left
 * out) or a printout (`'print'`: every column not marked `printable: false`) writes, in the
 * grid's order, after a `№` column when the grid is numbered. A `process_status` column's values
 * read as the grid's status cell reads them (the `process` words, with the project's
 * `staticWords` over them).
 */
export function transferColumns(
  grid: GridDocument,
  model: ModelDocument,
  language: LanguageCode,
  purpose: 'export' | 'print',
  staticWords?: ProjectStaticWords,
): TransferColumn[] {
  const chosen = grid.columns.filter((column) =>
    purpose === 'export' ? column.hidden !== true : column.printable !== false,
  )
  const columns: TransferColumn[] = chosen.map((column) => ({
    field: column.field,
    header: columnHeader(column, model, language),
    kind: column.relation === undefined ? kindOf(column, model) : 'text',
    precision: column.precision,
    width: column.width ?? DEFAULT_WIDTH,
    relation: column.relation !== undefined,
    labels: optionLabels(column, language),
    ...(column.type === 'process_status' && column.relation === undefined
      ? { statusWords: statusWordsIn(language, staticWords) }
      : {}),
  }))
  if (grid.numbered === true) {
    columns.unshift({
      field: '',
      header: NUMBER_HEADER,
      kind: 'number',
      precision: 0,
      width: 48,
      relation: false,
      labels: undefined,
    })
  }
  return columns
}

/** A value stored per language (a translatable column) in the reader's language. */
function inLanguage(value: unknown, language: LanguageCode): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Date) return value
  const texts = value as Record<string, unknown>
  if (!LANGUAGE_CODES.some((code) => typeof texts[code] === 'string')) return value
  const text = texts[language]
  return typeof text === 'string' && text !== '' ? text : (texts.mn_MN ?? '')
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The text of an HTML fragment: tags dropped, the common entities decoded, blanks collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
      return ENTITIES[name.toLowerCase()] ?? entity
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/** The value a row holds for a column, before it is written: the relation's label, the language's text. */
function rawValue(column: TransferColumn, row: Record<string, unknown>, language: LanguageCode): unknown {
  if (column.relation) return row[`${column.field}${LABEL_SUFFIX}`] ?? row[column.field] ?? null
  const value = inLanguage(row[column.field], language)
  if (value === null || value === undefined) return null
  // Where a record stands reads as the grid says it: the status word, then the grid's label of it.
  const word = column.statusWords !== undefined && typeof value === 'string' ? column.statusWords(value) : undefined
  if (word !== undefined) return word
  if (column.labels !== undefined) return column.labels.get(String(value)) ?? value
  return value
}

const MINUTE_MS = 60_000

/**
 * A wall-clock time (Ulaanbaatar by default) as the `Date` Excel shows it: Excel has no time
 * zones, and exceljs writes a `Date`'s UTC fields, so the wall clock goes into them.
 */
function excelDate(value: unknown, withTime: boolean, offsetMinutes: number | undefined): Date | undefined {
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return undefined
  const clock = wallClock(value, offsetMinutes === undefined ? undefined : { timeZoneOffsetMinutes: offsetMinutes })
  if (clock === null) return undefined
  const utc = Date.UTC(clock.year, clock.month - 1, clock.day)
  return new Date(withTime ? utc + (clock.hour * 60 + clock.minute) * MINUTE_MS + clock.second * 1000 : utc)
}

/** The most characters one Excel cell holds. */
export const EXCEL_CELL_LIMIT = 32_767

/** A value for an Excel cell: numbers, dates and booleans as themselves, everything else as text. */
export type ExcelCellValue = string | number | boolean | Date | null

/**
 * A row's value for an Excel cell of `column`: numbers as numbers (PostgreSQL's `numeric` text
 * included), dates and date-times as dates (the wall clock at `offsetMinutes`, Ulaanbaatar by
 * default), booleans as booleans, a relation as its label, a set value as its option's label,
 * HTML as its text, JSON as its text.
 */
export function excelCellValue(
  column: TransferColumn,
  row: Record<string, unknown>,
  language: LanguageCode,
  offsetMinutes?: number,
): ExcelCellValue {
  const value = rawValue(column, row, language)
  if (value === null) return null
  const text = (): string => {
    const written = typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : String(value)
    return written.length > EXCEL_CELL_LIMIT ? written.slice(0, EXCEL_CELL_LIMIT) : written
  }
  switch (column.kind) {
    case 'number':
    case 'money': {
      const number = typeof value === 'number' ? value : Number(value)
      return typeof value !== 'boolean' && Number.isFinite(number) && String(value).trim() !== '' ? number : text()
    }
    case 'date':
    case 'datetime':
      return excelDate(value, column.kind === 'datetime', offsetMinutes) ?? text()
    case 'boolean':
      return typeof value === 'boolean' ? value : text()
    case 'html': {
      const plain = htmlToText(String(value))
      return plain.length > EXCEL_CELL_LIMIT ? plain.slice(0, EXCEL_CELL_LIMIT) : plain
    }
    case 'time':
    case 'json':
    case 'text':
      return text()
  }
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** A number as spec 9 writes it (commas between thousands), with `precision` decimals when given. */
export function numberText(value: number, precision: number | undefined): string {
  const fixed = precision === undefined ? String(Math.round(value * 1e6) / 1e6) : value.toFixed(precision)
  const negative = fixed.startsWith('-')
  const [whole = '', fraction] = (negative ? fixed.slice(1) : fixed).split('.')
  const written = fraction === undefined ? groupThousands(whole) : `${groupThousands(whole)}.${fraction}`
  return negative && Number(fixed) !== 0 ? `-${written}` : written
}

/** Yes and no in the interface languages. */
const YES_NO: Readonly<Record<LanguageCode, readonly [string, string]>> = {
  mn_MN: ['Тийм', 'Үгүй'],
  en_US: ['Yes', 'No'],
  ko_KR: ['예', '아니요'],
}

/**
 * A row's value of `column` as a printout shows it (spec 9's formats): dates `YYYY-MM-DD`,
 * date-times `YYYY-MM-DD HH:mm` in Ulaanbaatar time (or `offsetMinutes`), numbers with thousands
 * separators, amounts with ₮, booleans as yes/no in the language; `''` for no value.
 */
export function displayText(
  column: TransferColumn,
  row: Record<string, unknown>,
  language: LanguageCode,
  offsetMinutes?: number,
): string {
  const value = rawValue(column, row, language)
  if (value === null) return ''
  const zone = offsetMinutes === undefined ? undefined : { timeZoneOffsetMinutes: offsetMinutes }
  switch (column.kind) {
    case 'number':
    case 'money': {
      const number = typeof value === 'number' ? value : Number(value)
      if (typeof value === 'boolean' || !Number.isFinite(number) || String(value).trim() === '') return String(value)
      const written = numberText(number, column.kind === 'money' ? (column.precision ?? 0) : column.precision)
      return column.kind === 'money' ? `${written}₮` : written
    }
    case 'date':
      return value instanceof Date || typeof value === 'string' ? formatDate(value, zone) || String(value) : ''
    case 'datetime':
      return value instanceof Date || typeof value === 'string' ? formatDateTime(value, zone) || String(value) : ''
    case 'boolean': {
      const [yes, no] = YES_NO[language]
      return typeof value === 'boolean' ? (value ? yes : no) : String(value)
    }
    case 'html':
      return htmlToText(String(value))
    case 'time':
    case 'json':
    case 'text':
      return typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : String(value)
  }
}
