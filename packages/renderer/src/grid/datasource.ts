// The records API as ag-grid's infinite row model reads it: one list request per block of rows,
// the total when the server knows it, and the requests ag-grid no longer waits for aborted.
import type { GridDocument, RecordsPage, SavedSearchQuery } from '@tamga/schema'
import type { IGetRowsParams } from 'ag-grid-community'
import type { ApiFailure } from '../http.ts'
import type { RecordsClient } from '../records/recordsClient.ts'
import type { RecordRow } from './compile/index.ts'
import { RecordsQueryError, recordsQuery } from './compile/index.ts'
import type { PrefetchedPage } from './firstPage.ts'

/** What a page answer says about the length of the whole list. */
export interface PageTotals {
  /**
   * ag-grid's `lastRow`: the number of rows in the list when it is known, `-1` while it is not
   * (an estimated total before its last page), so the grid keeps offering more rows.
   */
  lastRow: number
  /** The total to show: the server's count, its estimate, or the rows counted to the last page. */
  total: number
  /** The total is the planner's estimate, not a count. */
  estimate: boolean
}

/**
 * The totals of a page answer for the block that starts at `startRow`. A counted total is the
 * list's length. An estimated one (a very large, unfiltered table) is only shown: the list's end
 * is known when a page comes back short, and then the rows seen so far are the exact total.
 *
 * @example pageTotals({ ...answer, rows: 20 rows, total: 120000, totalIsEstimate: true, pageSize: 50 }, 150)
 * // { lastRow: 170, total: 170, estimate: false }
 */
export function pageTotals(answer: RecordsPage, startRow: number, requestedPageSize: number): PageTotals {
  const reached = startRow + answer.rows.length
  if (!answer.totalIsEstimate) {
    // Rows seen cannot be fewer than the rows counted, whatever was written in between.
    const total = Math.max(answer.total, reached)
    return { lastRow: total, total, estimate: false }
  }
  const pageSize = answer.pageSize > 0 ? answer.pageSize : requestedPageSize
  if (answer.rows.length < pageSize) return { lastRow: reached, total: reached, estimate: false }
  return { lastRow: -1, total: Math.max(answer.total, reached), estimate: true }
}

/** A page the datasource handed to the grid. */
export interface LoadedPage extends PageTotals {
  /** The first row index of the block. */
  startRow: number
  /** The server's answer, with its consolidations. */
  answer: RecordsPage
}

/** Why a block of rows could not be shown. */
export type BlockFailure =
  /** The grid's sort or filter is one the server would refuse; nothing was sent. */
  | { kind: 'refused'; error: RecordsQueryError }
  /** The records API answered a failure; the app's client has already said so. */
  | { kind: 'api'; failure: ApiFailure }

/** Options of {@link recordsDatasource}. */
export interface RecordsDatasourceOptions {
  client: RecordsClient
  krud: string
  grid: GridDocument
  /** The search box's words. */
  search?: string | undefined
  /** The soft-deleted rows instead of the live ones. @default false */
  deleted?: boolean | undefined
  /** A saved search applied under the grid's own sort and filters (see `recordsQuery`). */
  savedFilter?: SavedSearchQuery | undefined
  /**
   * The first page asked for ahead of the grid (see `prefetchFirstPage`): its answer is the first
   * block's when the block's query is the one it was asked with, instead of a second request.
   */
  firstPage?: PrefetchedPage | undefined
  /**
   * Told the list query of each block asked for, its page left out: what the grid shows, for
   * a screen to export, print, pivot or save as a search.
   */
  onQuery?: ((query: Record<string, string>) => void) | undefined
  /** Told after each block the grid was given. */
  onPage?: ((page: LoadedPage) => void) | undefined
  /** Told when a block failed; not when the datasource aborted it itself. */
  onFailure?: ((failure: BlockFailure) => void) | undefined
}

/** What the datasource reads of ag-grid's request for a block of rows. */
export type BlockRequest = Pick<
  IGetRowsParams<RecordRow>,
  'startRow' | 'endRow' | 'sortModel' | 'filterModel' | 'successCallback' | 'failCallback'
>

/**
 * ag-grid's datasource (an `IDatasource`) over the records API; `destroy`, which ag-grid calls
 * when the datasource is replaced or the grid goes, aborts what is in flight and nothing more.
 */
export interface RecordsDatasource {
  getRows(params: BlockRequest): void
  /** Aborts every request in flight; their blocks fail quietly. */
  abort(): void
  /** The same as `abort`. */
  destroy(): void
}

interface InFlight {
  startRow: number
  /** The sort and filter the block was asked with. */
  state: string
}

/**
 * The infinite row model's datasource over `GET /records/{krud}`: each block of rows is one page
 * (`recordsQuery` turns the block, ag-grid's sort and filter models, the search text and the
 * deleted switch into the API's query), answered with the page's rows and the list's length
 * when it is known (see {@link pageTotals}).
 *
 * A block fails when the query would be refused (nothing is sent; `onFailure` gets the
 * `RecordsQueryError`) or when the API answers a failure. A request ag-grid no longer waits for
 * is aborted: the earlier request of a block asked for again (the cache was purged or
 * refreshed), and every request of another sort or filter (the cache was reset). A new search
 * or the deleted switch is a new datasource; ag-grid destroys the old one, which aborts its
 * requests. The first block takes the page asked for ahead (`firstPage`) when its query is the
 * one that page was asked with.
 */
export function recordsDatasource(options: RecordsDatasourceOptions): RecordsDatasource {
  const { client, krud, grid, search, deleted, savedFilter, firstPage, onQuery, onPage, onFailure } = options
  const inFlight = new Map<AbortController, InFlight>()

  const abortAll = () => {
    for (const controller of inFlight.keys()) controller.abort()
    inFlight.clear()
  }

  const getRows = (params: BlockRequest): void => {
    const request = {
      startRow: params.startRow,
      endRow: params.endRow,
      sortModel: params.sortModel,
      filterModel: params.filterModel ?? null,
    }
    let query: Record<string, string>
    try {
      query = recordsQuery(request, grid, { search, deleted, savedFilter })
    } catch (error) {
      params.failCallback()
      if (error instanceof RecordsQueryError) {
        onFailure?.({ kind: 'refused', error })
        return
      }
      throw error
    }

    if (onQuery !== undefined) {
      const { page: _page, pageSize: _pageSize, ...listQuery } = query
      onQuery(listQuery)
    }

    const state = JSON.stringify([request.sortModel, request.filterModel])
    for (const [earlier, asked] of inFlight) {
      if (asked.state !== state || asked.startRow === request.startRow) {
        earlier.abort()
        inFlight.delete(earlier)
      }
    }
    const controller = new AbortController()
    inFlight.set(controller, { startRow: request.startRow, state })

    const answer = firstPage?.take(query) ?? client.list(krud, query, controller.signal)
    void answer.then((result) => {
      inFlight.delete(controller)
      // An aborted request answers nothing the grid still shows, even when the client let it finish.
      if (controller.signal.aborted) {
        params.failCallback()
        return
      }
      if (!result.ok) {
        params.failCallback()
        if (!result.cancelled) onFailure?.({ kind: 'api', failure: result })
        return
      }
      const totals = pageTotals(result.data, request.startRow, request.endRow - request.startRow)
      params.successCallback(result.data.rows, totals.lastRow)
      onPage?.({ ...totals, startRow: request.startRow, answer: result.data })
    })
  }

  return {
    getRows,
    abort: abortAll,
    // Only what is in flight ends: a grid made again with the same datasource (a remount, React's
    // strict mode) reads through it as the first one did.
    destroy: abortAll,
  }
}
