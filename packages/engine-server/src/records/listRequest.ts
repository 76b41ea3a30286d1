import {
  checkListSearch,
  checkPageSize,
  DEFAULT_PAGE_SIZE,
  type DocumentIssue,
  filterBoundIssue,
  type GridDocument,
  isJsonObject,
  isListText,
  issue,
  type ListFilter,
  type ListQueryString,
  type ListSortKey,
  MAX_SEARCH_LENGTH,
  pointer,
  readListFilter,
  readListSort,
} from '@tamga/schema'
import { tamgaError } from '../http/errors.ts'
import { checkColumnValue, type ValueColumn } from './columnValue.ts'
import type { ListParams } from './listQuery.ts'

/** A day as a date-range filter's bound takes it, checked as a date column's value is. */
const DAY: ValueColumn = { kind: 'date', sqlType: 'date' }

/** The columns a list's values are compared with, by grid field; a data source's grid has none. */
export type ListColumns = ReadonlyMap<string, ValueColumn>

/**
 * A value as a grid's filter sends it, in the column's own type where the text says so: a set
 * or relation filter's values come as text from the grid ("20" for a province's id).
 */
function listedValue(column: ValueColumn | undefined, value: unknown): unknown {
  if (typeof value !== 'string' || column === undefined) return value
  if (column.kind === 'int' && /^-?\d{1,10}$/.test(value)) return Number(value)
  if (column.kind === 'boolean' && (value === 'true' || value === 'false')) return value === 'true'
  return value
}

/** The problem with a value compared with `column`, or undefined when it fits. */
function valueProblem(
  column: ValueColumn | undefined,
  value: unknown,
  maxText = MAX_SEARCH_LENGTH,
): { en_US: string; mn_MN: string } | undefined {
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

function problem(path: string, code: string, en: string, mn: string): DocumentIssue {
  return issue(path, code, { en_US: en, mn_MN: mn })
}

/** Encodes the sort values and identity of a page's last row as the next page's cursor. */
export function encodeCursor(values: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url')
}

function decodeCursor(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}

function readSort(grid: GridDocument, text: string | undefined, issues: DocumentIssue[]): ListSortKey[] {
  if (text === undefined || text.trim() === '') {
    return grid.sort === undefined ? [] : [{ field: grid.sort.field, desc: grid.sort.order === 'desc' }]
  }
  return readListSort(grid, text.split(','), issues)
}

/** A filter value in the contract's shape (see `readListFilter`), each value also fitting its column. */
function readFilterValue(
  grid: GridDocument,
  field: string,
  value: unknown,
  issues: DocumentIssue[],
  columns: ListColumns | undefined,
): ListFilter | undefined {
  const gridColumn = grid.columns.find((candidate) => candidate.field === field) ?? { field }
  const read = readListFilter(gridColumn, value, issues)
  if (read === undefined) return undefined
  const column = columns?.get(field)
  if ('in' in read) {
    const listed = read.in.map((item) => listedValue(column, item))
    for (const [index, item] of listed.entries()) {
      const wrong = valueProblem(column, item)
      if (wrong !== undefined) {
        issues.push(problem(pointer('filter', field, 'in', index), 'filter-value', wrong.en_US, wrong.mn_MN))
        return undefined
      }
    }
    return { in: listed as Array<string | number | boolean> }
  }
  if ('text' in read) return read
  for (const bound of ['from', 'to'] as const) {
    const given = read[bound]
    if (given === undefined) continue
    const fits = typeof given === 'number' ? valueProblem(column, given) === undefined : checkColumnValue(DAY, given).ok
    if (!fits) {
      issues.push(filterBoundIssue(field, bound, typeof given === 'number'))
      return undefined
    }
  }
  return read
}

function readFilters(
  grid: GridDocument,
  text: string | undefined,
  issues: DocumentIssue[],
  columns: ListColumns | undefined,
): Record<string, ListFilter> {
  if (text === undefined || text === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    issues.push(problem(pointer('filter'), 'filter-json', 'must be a JSON object', 'JSON объект байх ёстой'))
    return {}
  }
  if (!isJsonObject(parsed)) {
    issues.push(problem(pointer('filter'), 'filter-json', 'must be a JSON object', 'JSON объект байх ёстой'))
    return {}
  }
  const filters: Record<string, ListFilter> = {}
  for (const [field, value] of Object.entries(parsed)) {
    const read = readFilterValue(grid, field, value, issues, columns)
    if (read !== undefined) filters[field] = read
  }
  return filters
}

/**
 * Reads a list request against its grid: sort keys and filters only on the grid's columns (and
 * only the filters its columns declare), values of the declared shapes, a page size within
 * bounds, a cursor that fits the sort. Anything else is refused with 400 `VALIDATION_FAILED`
 * and an issue per problem, at `/sort`, `/filter/{field}` and so on. `variants` turns the search
 * words into the spellings searched (Cyrillic and Latin).
 */
export function readListRequest(
  grid: GridDocument,
  query: ListQueryString,
  variants: (search: string) => readonly string[],
  columns?: ListColumns,
): ListParams {
  const issues: DocumentIssue[] = []
  const sort = readSort(grid, query.sort, issues)
  const filters = readFilters(grid, query.filter, issues, columns)
  const pageSize = query.pageSize ?? grid.pageSize ?? DEFAULT_PAGE_SIZE
  checkPageSize(pageSize, issues)
  const search = query.search?.trim() ?? ''
  checkListSearch(search, issues)
  let after: unknown[] | undefined
  if (query.after !== undefined && query.after !== '') {
    const decoded = decodeCursor(query.after)
    // A cursor is the server's own, but comes back through the caller: each value must still
    // fit its column, as a filter's would.
    const keys = [...sort.map((key) => key.field), grid.identity]
    const fits =
      Array.isArray(decoded) &&
      decoded.length === keys.length &&
      decoded.every(
        (value, index) =>
          value !== null &&
          valueProblem(columns?.get(keys[index] ?? ''), value, Number.POSITIVE_INFINITY) === undefined,
      )
    if (!fits) {
      issues.push(problem(pointer('after'), 'cursor', 'is not a cursor of this sort', 'энэ эрэмбийн курсор биш'))
    } else after = decoded
  }
  if (issues.length > 0) throw tamgaError('VALIDATION_FAILED', { issues, in: 'querystring' })
  return {
    page: query.page ?? 1,
    pageSize,
    sort,
    filters,
    searchVariants: search === '' ? [] : variants(search),
    after,
    deleted: query.deleted === true,
  }
}
