// The first page of a grid asked for as soon as its grid document is known, so the rows are
// on their way while ag-grid starts (its first ask comes a few hundred milliseconds later).
import type { GridDocument, RecordsPage } from '@tamga/schema'
import type { SortModelItem } from 'ag-grid-community'
import type { ApiResult } from '../http.ts'
import type { RecordsClient } from '../records/recordsClient.ts'
import { gridPageSize, type RowsRequest, recordsQuery } from './compile/index.ts'

/**
 * ag-grid's sort model before anyone sorts: the grid document's `sort`, when its column is
 * sortable (the column's `initialSort`, see `compileGridColumns`).
 */
export function initialSortModel(grid: GridDocument): SortModelItem[] {
  const sort = grid.sort
  if (sort === undefined) return []
  const column = grid.columns.find((candidate) => candidate.field === sort.field)
  return column?.sortable === true ? [{ colId: sort.field, sort: sort.order ?? 'asc' }] : []
}

/** The block ag-grid's infinite row model asks for first: the first page, the grid's own sort, no filter. */
export function firstBlockRequest(grid: GridDocument): RowsRequest {
  return { startRow: 0, endRow: gridPageSize(grid), sortModel: initialSortModel(grid), filterModel: null }
}

/**
 * A first page asked for ahead of the grid. The grid's datasource takes it for its first block
 * when that block's query is the same (no search, no saved search, no filter or sort changed
 * in between); any other first block leaves it, and it is aborted. It is taken once.
 */
export interface PrefetchedPage {
  /** The list query it was asked with. */
  readonly query: Readonly<Record<string, string>>
  /**
   * The answer, when `query` is the query of the first block a datasource asks for; undefined
   * for any other query, or once taken. The first call decides: the page is for nothing later.
   */
  take(query: Readonly<Record<string, string>>): Promise<ApiResult<RecordsPage>> | undefined
  /**
   * Settles when the answer is in (or failed): until then, work that would only delay the
   * grid's start, not its rows, may still be waited for (the reader's column layout).
   */
  readonly answered: Promise<void>
}

const sameQuery = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean => {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}

/** Options of {@link prefetchFirstPage}. */
export interface PrefetchFirstPageOptions {
  client: RecordsClient
  krud: string
  grid: GridDocument
  /** Aborts the request (the screen went away). */
  signal?: AbortSignal | undefined
}

/**
 * Asks for the first page of `grid`'s live rows as ag-grid will ask for it. Undefined when the
 * grid's own first query would be refused (the grid then says why itself).
 *
 * @example const firstPage = prefetchFirstPage({ client, krud, grid: screen.grid, signal })
 * // <RecordsGrid … firstPage={firstPage} />
 */
export function prefetchFirstPage(options: PrefetchFirstPageOptions): PrefetchedPage | undefined {
  const { client, krud, grid, signal } = options
  let query: Record<string, string>
  try {
    query = recordsQuery(firstBlockRequest(grid), grid, {})
  } catch {
    return undefined
  }
  const controller = new AbortController()
  signal?.addEventListener('abort', () => controller.abort(), { once: true })
  const answer = client.list(krud, query, controller.signal)
  let taken = false
  return {
    query,
    answered: answer.then(
      () => undefined,
      () => undefined,
    ),
    take(asked) {
      if (taken) return undefined
      taken = true
      if (sameQuery(query, asked)) return answer
      controller.abort()
      return undefined
    },
  }
}
