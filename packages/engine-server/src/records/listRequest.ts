import {
  checkListSearch,
  checkPageSize,
  DEFAULT_PAGE_SIZE,
  type DocumentIssue,
  filterValueProblem,
  type GridDocument,
  isJsonObject,
  issue,
  type ListFilter,
  type ListQueryString,
  type ListSortKey,
  pointer,
  readColumnFilter,
  readListSort,
  type ValueColumn,
} from '@tamga/schema'
import { tamgaError } from '../http/errors.ts'
import type { ListParams } from './listQuery.ts'

/** The columns a list's values are compared with, by grid field; a data source's grid has none. */
export type ListColumns = ReadonlyMap<string, ValueColumn>

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
    const gridColumn = grid.columns.find((candidate) => candidate.field === field) ?? { field }
    const read = readColumnFilter(gridColumn, value, issues, columns?.get(field))
    if (read !== undefined) filters[field] = read
  }
  return filters
}

/**
 * Reads a list request against its grid: sort keys and filters only on the grid's columns (and
 * only the filters its columns declare), values of the declared shapes, a page size within
 * bounds, a cursor that fits the sort. Anything else is refused with 400 `VALIDATION_FAILED`
 * and an issue per problem, at `/sort`, `/filter/{field}` and so on. `variants` turns the search
 * words, and a relation filter's label words, into the spellings searched (Cyrillic and Latin).
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
          filterValueProblem(columns?.get(keys[index] ?? ''), value, Number.POSITIVE_INFINITY) === undefined,
      )
    if (!fits) {
      issues.push(problem(pointer('after'), 'cursor', 'is not a cursor of this sort', 'энэ эрэмбийн курсор биш'))
    } else after = decoded
  }
  if (issues.length > 0) throw tamgaError('VALIDATION_FAILED', { issues, in: 'querystring' })
  const labelVariants: Record<string, readonly string[]> = {}
  for (const [field, filter] of Object.entries(filters)) {
    const words = 'label' in filter ? filter.label.trim() : ''
    if (words !== '') labelVariants[field] = variants(words)
  }
  return {
    page: query.page ?? 1,
    pageSize,
    sort,
    filters,
    searchVariants: search === '' ? [] : variants(search),
    labelVariants,
    after,
    deleted: query.deleted === true,
  }
}
