// The list request of `GET /records/{krud}` (and of its export, print, pivot and saved
// searches), written once: the renderer encodes with it, the engine server decodes with it, and
// the generated servers take its limits from it.
import Type, { type Static } from 'typebox'
import type { GridColumn, GridDocument } from '../documents/grid.ts'
import { type DocumentIssue, issue, pointer } from '../validation/issue.ts'
import { isJsonObject } from '../validation/jsonObject.ts'

/** The largest page a list answers. */
export const MAX_PAGE_SIZE = 1000

/** The page size when neither the request nor the grid gives one. */
export const DEFAULT_PAGE_SIZE = 20

/** The longest text a search or a text filter may be. */
export const MAX_SEARCH_LENGTH = 200

/** The most values a set or relation filter may list. */
export const MAX_FILTER_VALUES = 500

/** One column's filter value on the wire, in the shape its document filter asks for. */
export type ListFilter =
  /** `text`: the words to match (how: the column's `match`, `contains` by default). */
  | { text: string }
  /** `number-range` and `date-range`: either bound may be left out; both are inclusive. */
  | { from?: number | string; to?: number | string }
  /** `set` and `relation`: the row's value is one of these. */
  | { in: ReadonlyArray<string | number | boolean> }
  /**
   * `relation`: the related row's label holds these words, in any of their spellings (Cyrillic
   * and Latin), when a person types a label without picking one of the related rows.
   */
  | { label: string }

/** One key of a list's order. */
export interface ListSortKey {
  field: string
  desc: boolean
}

/** A list request's query string, as a server with this schema coerces it. */
export const ListQueryStringSchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
    sort: Type.Optional(
      Type.String({ maxLength: 500, description: 'Grid columns, `-` for descending: `-created_at,title`.' }),
    ),
    filter: Type.Optional(
      Type.String({
        maxLength: 20_000,
        description: 'JSON: column → `{text}`, `{from,to}`, `{in:[…]}` or, for a relation, `{label}`.',
      }),
    ),
    search: Type.Optional(Type.String({ maxLength: MAX_SEARCH_LENGTH })),
    after: Type.Optional(Type.String({ maxLength: 2000, description: 'The `next` cursor of the previous page.' })),
    deleted: Type.Optional(Type.Boolean({ description: 'The soft-deleted rows instead of the live ones.' })),
    params: Type.Optional(
      Type.String({
        maxLength: 20_000,
        description: 'A grid over a data source: the data source’s parameter values as a JSON object.',
      }),
    ),
  },
  { additionalProperties: false },
)

/** A list request's query string; see {@link ListQueryStringSchema}. */
export type ListQueryString = Static<typeof ListQueryStringSchema>

/** What a list request asks for, before it is encoded (every part optional, empty parts left out). */
export interface ListRequest {
  page?: number | undefined
  pageSize?: number | undefined
  sort?: readonly ListSortKey[] | undefined
  filters?: Readonly<Record<string, ListFilter>> | undefined
  search?: string | undefined
  after?: string | undefined
  deleted?: boolean | undefined
  params?: Readonly<Record<string, unknown>> | undefined
}

/**
 * The query string of a list request, in the syntax {@link ListQueryStringSchema} reads: `sort`
 * as the sorted columns in order with `-` before a descending one, `filter` and `params` as JSON.
 * Empty parts are left out.
 *
 * @example encodeListRequest({ page: 2, pageSize: 50, sort: [{ field: 'amount', desc: true }] })
 * // { page: '2', pageSize: '50', sort: '-amount' }
 */
export function encodeListRequest(request: ListRequest): Record<string, string> {
  const query: Record<string, string> = {}
  if (request.page !== undefined) query.page = String(request.page)
  if (request.pageSize !== undefined) query.pageSize = String(request.pageSize)
  const sort = (request.sort ?? []).map((key) => (key.desc ? `-${key.field}` : key.field)).join(',')
  if (sort !== '') query.sort = sort
  if (request.filters !== undefined && Object.keys(request.filters).length > 0) {
    query.filter = JSON.stringify(request.filters)
  }
  const search = request.search?.trim() ?? ''
  if (search !== '') query.search = search
  if (request.after !== undefined && request.after !== '') query.after = request.after
  if (request.deleted === true) query.deleted = 'true'
  if (request.params !== undefined && Object.keys(request.params).length > 0) {
    query.params = JSON.stringify(request.params)
  }
  return query
}

/**
 * Whether a list may be sorted by a grid's column: one the document marks `sortable`, or the
 * grid's own order, unless its column forbids sorting outright.
 */
export function sortableBy(grid: GridDocument, column: GridColumn | undefined): column is GridColumn {
  if (column === undefined) return false
  return column.sortable === true || (column.sortable === undefined && grid.sort?.field === column.field)
}

function sortIssue(field: string): DocumentIssue {
  return issue(
    pointer('sort'),
    'unknown-sort-field',
    { en_US: `"${field}" cannot be sorted by`, mn_MN: `"${field}" баганаар эрэмбэлэх боломжгүй` },
    { field },
  )
}

/**
 * The sort keys a list is asked for, each on a column the grid lets it sort by ({@link sortableBy});
 * each other column is an issue at `/sort`, and a column named twice counts once. Fields are
 * given as `-field` or `field`, the wire's syntax.
 */
export function readListSort(grid: GridDocument, fields: Iterable<string>, issues: DocumentIssue[]): ListSortKey[] {
  const keys: ListSortKey[] = []
  for (const part of fields) {
    const desc = part.startsWith('-')
    const field = desc ? part.slice(1) : part
    if (keys.some((key) => key.field === field)) continue
    const column = grid.columns.find((candidate) => candidate.field === field)
    if (sortableBy(grid, column)) keys.push({ field, desc })
    else issues.push(sortIssue(field))
  }
  return keys
}

/** Text a list may compare with: at most `max` characters and no NUL, which PostgreSQL refuses in text. */
export function isListText(value: unknown, max = MAX_SEARCH_LENGTH): value is string {
  return typeof value === 'string' && value.length <= max && !value.includes('\u0000')
}

/** Issues at `/pageSize` when a page size is not 1 to {@link MAX_PAGE_SIZE}. */
export function checkPageSize(pageSize: number, issues: DocumentIssue[]): void {
  if (Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= MAX_PAGE_SIZE) return
  issues.push(
    issue(pointer('pageSize'), 'page-size', {
      en_US: `must be 1 to ${MAX_PAGE_SIZE}`,
      mn_MN: `1-ээс ${MAX_PAGE_SIZE} хүртэл байна`,
    }),
  )
}

/** Issues at `/search` when the search words are not {@link isListText}. */
export function checkListSearch(search: string, issues: DocumentIssue[]): void {
  if (isListText(search)) return
  issues.push(
    issue(pointer('search'), 'search-length', {
      en_US: `at most ${MAX_SEARCH_LENGTH} characters, without a NUL character`,
      mn_MN: `NUL тэмдэгтгүй, ${MAX_SEARCH_LENGTH} хүртэл тэмдэгт`,
    }),
  )
}

/** The issue of a range filter's bound that is not a number (or, for dates, not a day `YYYY-MM-DD`). */
export function filterBoundIssue(field: string, bound: 'from' | 'to', numbers: boolean): DocumentIssue {
  return issue(pointer('filter', field, bound), 'filter-bound', {
    en_US: `must be ${numbers ? 'a number' : 'a date YYYY-MM-DD'}`,
    mn_MN: numbers ? 'тоо байх ёстой' : 'YYYY-MM-DD огноо байх ёстой',
  })
}

const isPrimitive = (item: unknown): item is string | number | boolean =>
  typeof item === 'string' || (typeof item === 'number' && Number.isFinite(item)) || typeof item === 'boolean'

/**
 * A column's filter value read against the column's document filter, in shape and within the
 * limits: `{text}` of at most {@link MAX_SEARCH_LENGTH} characters, `{from,to}` bounds that are
 * numbers (or days `YYYY-MM-DD` for a date range), `{in}` of at most {@link MAX_FILTER_VALUES}
 * texts, numbers or booleans, and for a relation also `{label}`, words of at most
 * {@link MAX_SEARCH_LENGTH} characters its related rows' labels are searched for. A column without a filter, or a value of another shape, is an
 * issue at `/filter/{field}` and gives undefined. Whether a value fits the column's type is the
 * server's to check.
 */
export function readListFilter(column: GridColumn, value: unknown, issues: DocumentIssue[]): ListFilter | undefined {
  const at = pointer('filter', column.field)
  const report = (path: string, code: string, en_US: string, mn_MN: string) => {
    issues.push(issue(path, code, { en_US, mn_MN }))
    return undefined
  }
  const filter = column.filter
  if (filter === undefined) {
    return report(
      at,
      'unknown-filter-field',
      `"${column.field}" cannot be filtered`,
      `"${column.field}" баганаар шүүх боломжгүй`,
    )
  }
  if (!isJsonObject(value)) return report(at, 'filter-not-object', 'must be an object', 'объект байх ёстой')
  if (filter.type === 'text') {
    if (!isListText(value.text)) {
      return report(
        at,
        'filter-text',
        `needs "text" of at most ${MAX_SEARCH_LENGTH} characters, without a NUL character`,
        `"text" нь NUL тэмдэгтгүй, ${MAX_SEARCH_LENGTH} хүртэл тэмдэгт байна`,
      )
    }
    return { text: value.text }
  }
  if (filter.type === 'number-range' || filter.type === 'date-range') {
    const numbers = filter.type === 'number-range'
    const range: { from?: number | string; to?: number | string } = {}
    for (const bound of ['from', 'to'] as const) {
      const given = value[bound]
      if (given === undefined || given === null) continue
      const fits = numbers
        ? typeof given === 'number' && Number.isFinite(given)
        : typeof given === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(given)
      if (!fits) {
        issues.push(filterBoundIssue(column.field, bound, numbers))
        return undefined
      }
      range[bound] = given as number | string
    }
    return range
  }
  if (filter.type === 'relation' && value.in === undefined && value.label !== undefined) {
    if (!isListText(value.label)) {
      return report(
        at,
        'filter-label',
        `needs "label" of at most ${MAX_SEARCH_LENGTH} characters, without a NUL character`,
        `"label" нь NUL тэмдэгтгүй, ${MAX_SEARCH_LENGTH} хүртэл тэмдэгт байна`,
      )
    }
    return { label: value.label }
  }
  const values = value.in
  if (!Array.isArray(values) || values.length > MAX_FILTER_VALUES || !values.every(isPrimitive)) {
    return report(
      at,
      'filter-values',
      `needs "in": a list of at most ${MAX_FILTER_VALUES} values`,
      `"in" нь ${MAX_FILTER_VALUES} хүртэл утгын жагсаалт байна`,
    )
  }
  return { in: values }
}
