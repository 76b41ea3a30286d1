// A value a request compares with a column (a filter, a range bound, a cursor, a GraphQL
// argument), checked against the column's type before it is bound, by Tamga and by the servers
// it generates (whose tests are written from this module's answers): PostgreSQL must never be
// handed text it cannot cast or store, which would answer 500 for the caller's mistake. One
// check for the records API and GraphQL alike.

import type { GridColumn } from '../documents/grid.ts'
import { columnTypeName, type ModelColumn, type ModelDocument } from '../documents/model.ts'
import type { BilingualMessage } from '../validation/issue.ts'
import { type DocumentIssue, issue, pointer } from '../validation/issue.ts'
import { filterBoundIssue, isListText, type ListFilter, MAX_SEARCH_LENGTH, readListFilter } from './list-request.ts'

/**
 * How a column's values are compared: `int` (integer), `decimal` (bigint and numeric: exact,
 * as a number or as decimal text), `boolean`, `string` (text, varchar, uuid, time), `date`
 * ('YYYY-MM-DD'), `timestamp` (ISO 8601), `json` (json and jsonb: never compared).
 */
export type ColumnKind = 'int' | 'decimal' | 'boolean' | 'string' | 'date' | 'timestamp' | 'json'

/** A column as a compared value needs it. */
export interface ValueColumn {
  kind: ColumnKind
  /** The PostgreSQL type's name (`uuid`, `time`, `integer`, …). */
  sqlType: string
}

/** The kind of a model column's values, or undefined for one no request compares with (geometry). */
export function columnKind(column: ModelColumn): ColumnKind | undefined {
  switch (columnTypeName(column.type)) {
    case 'integer':
      return 'int'
    case 'bigint':
    case 'numeric':
      return 'decimal'
    case 'boolean':
      return 'boolean'
    case 'text':
    case 'varchar':
    case 'uuid':
    case 'time':
      return 'string'
    case 'date':
      return 'date'
    case 'timestamp':
    case 'timestamptz':
      return 'timestamp'
    case 'json':
    case 'jsonb':
      return 'json'
    default:
      return undefined
  }
}

/** A model's columns as compared values need them, by name. */
export function valueColumns(model: ModelDocument): ReadonlyMap<string, ValueColumn> {
  const columns = new Map<string, ValueColumn>()
  for (const column of model.columns) {
    const kind = columnKind(column)
    if (kind !== undefined) columns.set(column.name, { kind, sqlType: columnTypeName(column.type) })
  }
  return columns
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-](0\d|1[0-5])(:?[0-5]\d)?)?$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DECIMAL_TEXT = /^-?\d{1,30}(\.\d{1,30})?$/
/** The range of PostgreSQL's `integer`. */
export const INT4_MIN = -2_147_483_648
export const INT4_MAX = 2_147_483_647
const INT8_MIN = -(2n ** 63n)
const INT8_MAX = 2n ** 63n - 1n

/** Whether a number or integer text fits a bigint column: 2 ** 70 or 1.5 would make PostgreSQL fail. */
function isBigint(value: unknown): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value)
  if (typeof value !== 'string' || !/^-?\d{1,19}$/.test(value)) return false
  const integer = BigInt(value)
  return integer >= INT8_MIN && integer <= INT8_MAX
}

/** Whether `text` names a day of the calendar: 2024-02-30 does not. */
function isCalendarDay(match: RegExpExecArray): boolean {
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** What a compared value must be: the value as it is bound, or why it cannot be. */
export type CheckedValue = { ok: true; value: string | number | boolean } | { ok: false; expected: BilingualMessage }

const expected = (en_US: string, mn_MN: string, ko_KR: string): CheckedValue => ({
  ok: false,
  expected: { en_US: `must be ${en_US}`, mn_MN: `${mn_MN} байх ёстой`, ko_KR },
})

/**
 * Checks a value compared with `column`: an integer within the column's range, a decimal as a
 * number or decimal text, true or false, a real calendar day, an ISO date and time, text without
 * a NUL character of at most {@link MAX_SEARCH_LENGTH} characters (a UUID or a time where the
 * column is one). JSON columns compare with nothing. `maxText` lifts the length limit for a
 * value the server wrote itself (a cursor holds a row's whole sort value).
 *
 * @example checkColumnValue({ kind: 'int', sqlType: 'integer' }, 'abc') // { ok: false, expected: … }
 */
export function checkColumnValue(column: ValueColumn, value: unknown, maxText = MAX_SEARCH_LENGTH): CheckedValue {
  switch (column.kind) {
    case 'int':
      if (typeof value === 'number' && Number.isSafeInteger(value) && value >= INT4_MIN && value <= INT4_MAX)
        return { ok: true, value }
      return expected('an integer', 'бүхэл тоо', '정수여야 합니다')
    case 'decimal':
      if (column.sqlType === 'bigint')
        return isBigint(value)
          ? { ok: true, value: value as number | string }
          : expected('an integer', 'бүхэл тоо', '정수여야 합니다')
      if (typeof value === 'number' && Number.isFinite(value)) return { ok: true, value }
      if (typeof value === 'string' && DECIMAL_TEXT.test(value)) return { ok: true, value }
      return expected('a number', 'тоо', '숫자여야 합니다')
    case 'boolean':
      if (typeof value === 'boolean') return { ok: true, value }
      return expected('true or false', 'true эсвэл false', 'true 또는 false여야 합니다')
    case 'date':
    case 'timestamp': {
      const match = typeof value === 'string' ? (DATE.exec(value) ?? DATE_TIME.exec(value)) : null
      if (typeof value === 'string' && match !== null && isCalendarDay(match)) return { ok: true, value }
      return expected(
        'a date YYYY-MM-DD or an ISO date and time',
        'YYYY-MM-DD огноо эсвэл ISO огноо цаг',
        'YYYY-MM-DD 날짜 또는 ISO 날짜와 시간이어야 합니다',
      )
    }
    case 'string':
      if (!isListText(value, maxText))
        return expected(
          `text of at most ${maxText} characters, without a NUL character`,
          `NUL тэмдэгтгүй, ${maxText} хүртэл тэмдэгт бүхий текст`,
          `NUL 문자가 없는 ${maxText}자 이하의 텍스트여야 합니다`,
        )
      if (column.sqlType === 'uuid' && !UUID.test(value)) return expected('a UUID', 'UUID', 'UUID여야 합니다')
      if (column.sqlType === 'time' && !TIME.test(value))
        return expected('a time HH:MM[:SS]', 'HH:MM[:SS] цаг', 'HH:MM[:SS] 시간이어야 합니다')
      return { ok: true, value }
    case 'json':
      return {
        ok: false,
        expected: {
          en_US: 'cannot be compared: a JSON column is not filtered',
          mn_MN: 'JSON баганаар шүүх боломжгүй',
          ko_KR: 'JSON 열은 필터할 수 없습니다',
        },
      }
  }
}

/**
 * A value as a grid's filter sends it, in the column's own type where the text says so: a set
 * or relation filter's values come as text from the grid ("20" for a province's id).
 */
export function listedFilterValue(column: ValueColumn | undefined, value: unknown): unknown {
  if (typeof value !== 'string' || column === undefined) return value
  if (column.kind === 'int' && /^-?\d{1,10}$/.test(value)) return Number(value)
  if (column.kind === 'boolean' && (value === 'true' || value === 'false')) return value === 'true'
  return value
}

/** The problem with a value compared with `column`, or undefined when it fits. */
export function filterValueProblem(
  column: ValueColumn | undefined,
  value: unknown,
  maxText = MAX_SEARCH_LENGTH,
): BilingualMessage | undefined {
  if (column === undefined) {
    // A data source's field: no type to check against, but never anything PostgreSQL refuses as text.
    if (typeof value === 'number' ? Number.isFinite(value) : typeof value === 'boolean' || isListText(value, maxText))
      return undefined
    return {
      en_US: 'must be a number, true, false or text without a NUL character',
      mn_MN: 'тоо, true, false эсвэл NUL тэмдэгтгүй текст байх ёстой',
    }
  }
  const checked = checkColumnValue(column, value, maxText)
  return checked.ok ? undefined : checked.expected
}

/** A day as a date-range filter's bound takes it, checked as a date column's value is. */
const DAY: ValueColumn = { kind: 'date', sqlType: 'date' }

/**
 * A grid column's filter value as Tamga's list reads it, by Tamga's server and by the servers it
 * generates: in the contract's shape ({@link readListFilter}), each `in` value in the column's
 * own type ({@link listedFilterValue}) and fitting it, each range bound a value of the column (a
 * day of the calendar for dates). An issue at its place, and undefined, otherwise. `column` is
 * undefined for a field no type is known of (a data source's).
 */
export function readColumnFilter(
  gridColumn: GridColumn,
  value: unknown,
  issues: DocumentIssue[],
  column: ValueColumn | undefined,
): ListFilter | undefined {
  const read = readListFilter(gridColumn, value, issues)
  if (read === undefined) return undefined
  const field = gridColumn.field
  if ('in' in read) {
    const listed = read.in.map((item) => listedFilterValue(column, item))
    for (const [index, item] of listed.entries()) {
      const wrong = filterValueProblem(column, item)
      if (wrong !== undefined) {
        issues.push(issue(pointer('filter', field, 'in', index), 'filter-value', wrong))
        return undefined
      }
    }
    return { in: listed as Array<string | number | boolean> }
  }
  if ('text' in read || 'label' in read) return read
  for (const bound of ['from', 'to'] as const) {
    const given = read[bound]
    if (given === undefined) continue
    const fits =
      typeof given === 'number' ? filterValueProblem(column, given) === undefined : checkColumnValue(DAY, given).ok
    if (!fits) {
      issues.push(filterBoundIssue(field, bound, typeof given === 'number'))
      return undefined
    }
  }
  return read
}
