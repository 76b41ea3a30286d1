import { type DocumentIssue, type GridDocument, issue, pointer } from '@tamga/schema'
import { tamgaError } from '../http/errors.ts'
import { checkColumnValue, isStorableText, type ValueColumn } from './columnValue.ts'
import type { FilterValue, ListParams, SortKey } from './listQuery.ts'

/** The largest page a list answers. */
export const MAX_PAGE_SIZE = 1000

/** The page size when neither the request nor the grid gives one. */
export const DEFAULT_PAGE_SIZE = 20

/** The longest text a search or a text filter may be. */
export const MAX_SEARCH_LENGTH = 200

/** The most values a set or relation filter may list. */
export const MAX_FILTER_VALUES = 500

/** A list request's query string, as Fastify parsed it (every value a string). */
export interface ListQueryString {
  page?: number | undefined
  pageSize?: number | undefined
  /** Comma-separated grid columns, `-` before one for descending: `-score,name`. */
  sort?: string | undefined
  /** A JSON object: grid column → filter value. */
  filter?: string | undefined
  search?: string | undefined
  /** The `next` cursor of the previous page (keyset paging). */
  after?: string | undefined
  deleted?: boolean | undefined
}

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
    if (
      typeof value === 'number' ? Number.isFinite(value) : typeof value === 'boolean' || isStorableText(value, maxText)
    )
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
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

function readSort(grid: GridDocument, text: string | undefined, issues: DocumentIssue[]): SortKey[] {
  if (text === undefined || text.trim() === '') {
    return grid.sort === undefined ? [] : [{ field: grid.sort.field, desc: grid.sort.order === 'desc' }]
  }
  const keys: SortKey[] = []
  for (const part of text.split(',')) {
    const desc = part.startsWith('-')
    const field = desc ? part.slice(1) : part
    const column = grid.columns.find((candidate) => candidate.field === field)
    if (column === undefined || column.sortable === false) {
      issues.push(
        problem(
          pointer('sort'),
          'unknown-sort-field',
          `"${field}" cannot be sorted by`,
          `"${field}" баганаар эрэмбэлэх боломжгүй`,
        ),
      )
    } else keys.push({ field, desc })
  }
  return keys
}

function readFilterValue(
  grid: GridDocument,
  field: string,
  value: unknown,
  issues: DocumentIssue[],
  columns: ListColumns | undefined,
): FilterValue | undefined {
  const at = pointer('filter', field)
  const column = columns?.get(field)
  const filter = grid.columns.find((column) => column.field === field)?.filter
  if (filter === undefined) {
    issues.push(
      problem(at, 'unknown-filter-field', `"${field}" cannot be filtered`, `"${field}" баганаар шүүх боломжгүй`),
    )
    return undefined
  }
  if (!isRecord(value)) {
    issues.push(problem(at, 'filter-not-object', 'must be an object', 'объект байх ёстой'))
    return undefined
  }
  if (filter.type === 'text') {
    if (!isStorableText(value.text, MAX_SEARCH_LENGTH)) {
      issues.push(
        problem(
          at,
          'filter-text',
          `needs "text" of at most ${MAX_SEARCH_LENGTH} characters, without a NUL character`,
          `"text" нь NUL тэмдэгтгүй, ${MAX_SEARCH_LENGTH} хүртэл тэмдэгт байна`,
        ),
      )
      return undefined
    }
    return { text: value.text }
  }
  if (filter.type === 'number-range' || filter.type === 'date-range') {
    const range: { from?: number | string; to?: number | string } = {}
    for (const bound of ['from', 'to'] as const) {
      const given = value[bound]
      if (given === undefined || given === null) continue
      const valid =
        filter.type === 'number-range'
          ? typeof given === 'number' && valueProblem(column, given) === undefined
          : typeof given === 'string' && checkColumnValue(DAY, given).ok && /^\d{4}-\d{2}-\d{2}$/.test(given)
      if (!valid) {
        const expected = filter.type === 'number-range' ? 'a number' : 'a date YYYY-MM-DD'
        issues.push(
          problem(
            pointer('filter', field, bound),
            'filter-bound',
            `must be ${expected}`,
            filter.type === 'number-range' ? 'тоо байх ёстой' : 'YYYY-MM-DD огноо байх ёстой',
          ),
        )
        return undefined
      }
      range[bound] = given as number | string
    }
    return range
  }
  const values = value.in
  const primitive = (item: unknown) => typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean'
  if (!Array.isArray(values) || values.length > MAX_FILTER_VALUES || !values.every(primitive)) {
    issues.push(
      problem(
        at,
        'filter-values',
        `needs "in": a list of at most ${MAX_FILTER_VALUES} values`,
        `"in" нь ${MAX_FILTER_VALUES} хүртэл утгын жагсаалт байна`,
      ),
    )
    return undefined
  }
  const listed = values.map((item) => listedValue(column, item))
  for (const [index, item] of listed.entries()) {
    const wrong = valueProblem(column, item)
    if (wrong !== undefined) {
      issues.push(problem(pointer('filter', field, 'in', index), 'filter-value', wrong.en_US, wrong.mn_MN))
      return undefined
    }
  }
  return { in: listed as Array<string | number | boolean> }
}

function readFilters(
  grid: GridDocument,
  text: string | undefined,
  issues: DocumentIssue[],
  columns: ListColumns | undefined,
): Record<string, FilterValue> {
  if (text === undefined || text === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    issues.push(problem(pointer('filter'), 'filter-json', 'must be a JSON object', 'JSON объект байх ёстой'))
    return {}
  }
  if (!isRecord(parsed)) {
    issues.push(problem(pointer('filter'), 'filter-json', 'must be a JSON object', 'JSON объект байх ёстой'))
    return {}
  }
  const filters: Record<string, FilterValue> = {}
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
  if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    issues.push(
      problem(pointer('pageSize'), 'page-size', `must be 1 to ${MAX_PAGE_SIZE}`, `1-ээс ${MAX_PAGE_SIZE} хүртэл байна`),
    )
  }
  const search = query.search?.trim() ?? ''
  if (!isStorableText(search, MAX_SEARCH_LENGTH)) {
    issues.push(
      problem(
        pointer('search'),
        'search-length',
        `at most ${MAX_SEARCH_LENGTH} characters, without a NUL character`,
        `NUL тэмдэгтгүй, ${MAX_SEARCH_LENGTH} хүртэл тэмдэгт`,
      ),
    )
  }
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
