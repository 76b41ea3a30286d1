import {
  checkListSearch,
  checkPageSize,
  type DocumentIssue,
  encodeListRequest,
  type GridDocument,
  isJsonObject,
  issue,
  type ListFilter,
  type ListSortKey,
  pointer,
  readListSort,
  type SavedSearchQuery,
} from '@tamga/schema'
import type { FilterModel, SortModelItem } from 'ag-grid-community'
import { serverFilterValue } from './serverFilter.ts'

/** What ag-grid's infinite row model asks a datasource for (see `IGetRowsParams`). */
export interface RowsRequest {
  /** The first row index to get. */
  startRow: number
  /** The first row index not to get. */
  endRow: number
  sortModel: readonly SortModelItem[]
  filterModel: FilterModel | null
}

/** What a list request carries besides ag-grid's state. */
export interface RecordsQueryOptions {
  /** The words of the grid's search box, looked for in every text column. */
  search?: string | undefined
  /** The deleted rows (of a grid with soft delete) instead of the live ones. @default false */
  deleted?: boolean | undefined
  /**
   * A saved search applied under the grid's own state: its filters for the columns the grid
   * does not filter, its sort when the grid has none, its search text when the box is empty.
   */
  savedFilter?: SavedSearchQuery | undefined
  /** A grid over a data source: the data source's parameter values. */
  params?: Readonly<Record<string, unknown>> | undefined
}

/** A list request the records API would refuse, refused before it is sent; `issues` say why. */
export class RecordsQueryError extends Error {
  readonly issues: DocumentIssue[]

  constructor(issues: DocumentIssue[]) {
    super(issues.map((item) => `${item.path}: ${item.message.en_US}`).join('; '))
    this.name = 'RecordsQueryError'
    this.issues = issues
  }
}

function pageOf(request: RowsRequest, issues: DocumentIssue[]): { page: number; pageSize: number } {
  const { startRow, endRow } = request
  const pageSize = endRow - startRow
  if (!Number.isInteger(startRow) || !Number.isInteger(endRow) || startRow < 0 || pageSize < 1) {
    issues.push(
      issue(pointer('pageSize'), 'page-size', {
        en_US: `rows ${startRow} to ${endRow} are not a page`,
        mn_MN: `${startRow}-ээс ${endRow} хүртэлх мөрүүд хуудас биш`,
      }),
    )
    return { page: 1, pageSize: 1 }
  }
  checkPageSize(pageSize, issues)
  // The server pages by number: a block that does not start on a page boundary has no number.
  if (startRow % pageSize !== 0) {
    issues.push(
      issue(pointer('page'), 'page-boundary', {
        en_US: `rows from ${startRow} do not start a page of ${pageSize}`,
        mn_MN: `${startRow}-ээс эхлэх мөрүүд ${pageSize} мөртэй хуудасны эхлэл биш`,
      }),
    )
  }
  return { page: Math.floor(startRow / pageSize) + 1, pageSize }
}

function sortOf(grid: GridDocument, sortModel: readonly SortModelItem[], issues: DocumentIssue[]): ListSortKey[] {
  return readListSort(
    grid,
    sortModel.map((item) => (item.sort === 'desc' ? `-${item.colId}` : item.colId)),
    issues,
  )
}

function savedFilters(saved: SavedSearchQuery | undefined, issues: DocumentIssue[]): Record<string, unknown> {
  if (saved?.filter === undefined || saved.filter === '') return {}
  try {
    const parsed: unknown = JSON.parse(saved.filter)
    if (isJsonObject(parsed)) return parsed as Record<string, unknown>
  } catch {
    // Reported below, as for any filter that is not a JSON object.
  }
  issues.push(
    issue(pointer('filter'), 'filter-json', {
      en_US: 'the saved search’s filter must be a JSON object',
      mn_MN: 'хадгалсан хайлтын шүүлтүүр JSON объект байх ёстой',
    }),
  )
  return {}
}

function filtersOf(
  grid: GridDocument,
  filterModel: FilterModel | null,
  saved: SavedSearchQuery | undefined,
  issues: DocumentIssue[],
): Record<string, ListFilter> {
  // A saved search's filters were the server's to check when it was saved, and are again when sent.
  const filters = savedFilters(saved, issues) as Record<string, ListFilter>
  for (const [colId, model] of Object.entries(filterModel ?? {})) {
    const column = grid.columns.find((candidate) => candidate.field === colId)
    if (column === undefined) {
      issues.push(
        issue(pointer('filter', colId), 'unknown-filter-field', {
          en_US: `"${colId}" cannot be filtered`,
          mn_MN: `"${colId}" баганаар шүүх боломжгүй`,
        }),
      )
      continue
    }
    const value = serverFilterValue(column, model, issues)
    // The grid's own filter of a column replaces the saved search's; a cleared one clears it.
    delete filters[colId]
    if (value !== undefined) filters[colId] = value
  }
  return filters
}

/**
 * The query string of `GET /records/:krud` for a block of ag-grid's infinite row model, in the
 * exact syntax the records API reads (and checks with `readListRequest`):
 * - `page`/`pageSize` from the block's rows: `pageSize = endRow − startRow`,
 *   `page = startRow / pageSize + 1`;
 * - `sort`: the sorted columns in order, `-` before a descending one (`-created_at,title`);
 * - `filter`: JSON, column → `{text}`, `{from,to}` or `{in:[…]}` as each column's document
 *   filter asks (see `serverFilterValue`), over a saved search's filters;
 * - `search`, `deleted=true` and `params` (JSON) when given.
 *
 * Empty parts are left out. A request the API would refuse (a column the document does not let
 * sort or filter, a condition the server cannot answer exactly, a page it does not serve)
 * throws a {@link RecordsQueryError} listing every problem, at the paths the server would use.
 *
 * @example recordsQuery({ startRow: 50, endRow: 100, sortModel: [{ colId: 'amount', sort: 'desc' }], filterModel: null }, grid)
 * // { page: '2', pageSize: '50', sort: '-amount' }
 */
export function recordsQuery(
  request: RowsRequest,
  grid: GridDocument,
  options: RecordsQueryOptions = {},
): Record<string, string> {
  const issues: DocumentIssue[] = []
  const { page, pageSize } = pageOf(request, issues)
  const saved = options.savedFilter
  const sort =
    request.sortModel.length > 0
      ? sortOf(grid, request.sortModel, issues)
      : readListSort(grid, (saved?.sort ?? '').split(',').filter(Boolean), issues)
  const filters = filtersOf(grid, request.filterModel, saved, issues)
  const typed = options.search?.trim() ?? ''
  const search = typed === '' ? (saved?.search?.trim() ?? '') : typed
  checkListSearch(search, issues)
  if (issues.length > 0) throw new RecordsQueryError(issues)
  return encodeListRequest({ page, pageSize, sort, filters, search, deleted: options.deleted, params: options.params })
}
