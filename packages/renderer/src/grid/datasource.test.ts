import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type GridDocument, type RecordsPage, validateDocument } from '@tamga/schema'
import type { FilterModel, SortModelItem } from 'ag-grid-community'
import { describe, expect, it } from 'vitest'
import type { ApiFailure, ApiResult, HttpClient, HttpMethod, RequestOptions } from '../http.ts'
import { recordsClient } from '../records/recordsClient.ts'
import { compileGridColumns, type RecordRow } from './compile/index.ts'
import { type BlockFailure, type BlockRequest, type LoadedPage, pageTotals, recordsDatasource } from './datasource.ts'
import { firstBlockRequest, initialSortModel, prefetchFirstPage } from './firstPage.ts'

const gridsDir = fileURLToPath(new URL('../../../../examples/heritage/documents/grids/', import.meta.url))

function heritageGrid(name: string): GridDocument {
  const checked = validateDocument(JSON.parse(readFileSync(`${gridsDir}${name}.json`, 'utf8')))
  if (!checked.ok || checked.value.kind !== 'grid') throw new Error(`${name} is not a valid grid document`)
  return checked.value
}

const application = heritageGrid('application-grid')

/** Applications numbered 1…count, as the list answers them. */
function applications(count: number): RecordRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `Өргөдөл ${index + 1}`,
    amount: (index + 1) * 1000,
    _version: String(700 + index),
  }))
}

interface ServerOptions {
  /** The planner's estimate the answers give instead of a count. */
  estimate?: number
  /** Every list call fails with this. */
  failure?: ApiFailure
  /** Answers wait for `release`; an aborted call answers at once, cancelled, as the portal's client does. */
  held?: boolean
}

interface Call {
  method: HttpMethod
  path: string
  query: RequestOptions['query']
  signal: AbortSignal | undefined
}

/** The records API over an HttpClient that records its calls and pages through `table`. */
function recordsServer(table: RecordRow[], options: ServerOptions = {}) {
  const calls: Call[] = []
  const waiting: Array<() => void> = []

  const page = (query: RequestOptions['query']): RecordsPage => {
    const number = Number(query?.page)
    const size = Number(query?.pageSize)
    const rows = table.slice((number - 1) * size, number * size)
    return {
      status: true,
      rows,
      total: options.estimate ?? table.length,
      totalIsEstimate: options.estimate !== undefined,
      page: number,
      pageSize: size,
      firstRowNumber: (number - 1) * size + 1,
      next: null,
      consolidation: { sum_amount: table.reduce((sum, row) => sum + Number(row.amount), 0) },
    }
  }

  const request = async <T>(method: HttpMethod, path: string, request: RequestOptions = {}): Promise<ApiResult<T>> => {
    calls.push({ method, path, query: request.query, signal: request.signal })
    const answer = (): ApiResult<T> =>
      options.failure ?? ({ ok: true, status: 200, data: page(request.query) as T } satisfies ApiResult<T>)
    if (options.held !== true) return answer()
    return new Promise((resolve) => {
      const cancelled: ApiFailure = { ok: false, status: 0, message: 'aborted', cancelled: true }
      request.signal?.addEventListener('abort', () => resolve(cancelled))
      waiting.push(() => resolve(answer()))
    })
  }
  const http: HttpClient = {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  }
  /** Lets every held answer go. */
  const release = () => {
    for (const go of waiting.splice(0)) go()
  }
  return { client: recordsClient(http), calls, release }
}

interface BlockOutcome {
  rows?: RecordRow[]
  lastRow?: number | undefined
  failed: boolean
}

/** ag-grid's request for the rows from `startRow` to `endRow`, and what the datasource answered it. */
function block(
  startRow: number,
  endRow: number,
  state: { sortModel?: SortModelItem[]; filterModel?: FilterModel } = {},
) {
  const outcome: BlockOutcome = { failed: false }
  let settle: () => void = () => {}
  const settled = new Promise<void>((resolve) => {
    settle = resolve
  })
  const params: BlockRequest = {
    startRow,
    endRow,
    sortModel: state.sortModel ?? [],
    filterModel: state.filterModel ?? null,
    successCallback: (rows, lastRow) => {
      outcome.rows = rows
      outcome.lastRow = lastRow
      settle()
    },
    failCallback: () => {
      outcome.failed = true
      settle()
    },
  }
  return { params, outcome, settled }
}

function listening() {
  const pages: LoadedPage[] = []
  const failures: BlockFailure[] = []
  return {
    pages,
    failures,
    onPage: (page: LoadedPage) => pages.push(page),
    onFailure: (f: BlockFailure) => failures.push(f),
  }
}

describe('pageTotals', () => {
  const answer = (rows: number, total: number, totalIsEstimate: boolean): RecordsPage => ({
    status: true,
    rows: applications(rows),
    total,
    totalIsEstimate,
    page: 1,
    pageSize: 50,
    firstRowNumber: 1,
    next: null,
    consolidation: {},
  })

  it('gives a counted total as the list’s last row', () => {
    expect(pageTotals(answer(50, 120, false), 0, 50)).toEqual({ lastRow: 120, total: 120, estimate: false })
  })

  it('leaves the last row unknown under an estimate until a page comes back short', () => {
    expect(pageTotals(answer(50, 2_000_000, true), 100, 50)).toEqual({ lastRow: -1, total: 2_000_000, estimate: true })
    expect(pageTotals(answer(20, 2_000_000, true), 150, 50)).toEqual({ lastRow: 170, total: 170, estimate: false })
  })

  it('ends an estimated list at the block that came back empty', () => {
    expect(pageTotals(answer(0, 2_000_000, true), 200, 50)).toEqual({ lastRow: 200, total: 200, estimate: false })
  })

  it('never counts fewer rows than the pages have shown', () => {
    expect(pageTotals(answer(50, 30, false), 50, 50)).toEqual({ lastRow: 100, total: 100, estimate: false })
    expect(pageTotals(answer(50, 40, true), 50, 50)).toEqual({ lastRow: -1, total: 100, estimate: true })
  })
})

describe('the records datasource', () => {
  it('reads each block as a page of the block’s size and hands the rows and the counted total to the grid', async () => {
    const server = recordsServer(applications(120))
    const heard = listening()
    const datasource = recordsDatasource({ client: server.client, krud: 'applications', grid: application, ...heard })

    const first = block(0, 50)
    const third = block(100, 150)
    datasource.getRows(first.params)
    datasource.getRows(third.params)
    await Promise.all([first.settled, third.settled])

    expect(server.calls.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      { method: 'GET', path: '/records/applications', query: { page: '1', pageSize: '50' } },
      { method: 'GET', path: '/records/applications', query: { page: '3', pageSize: '50' } },
    ])
    expect(first.outcome.rows?.map((row) => row.id)).toEqual(applications(50).map((row) => row.id))
    expect(third.outcome.rows?.map((row) => row.id)).toEqual([...Array(20).keys()].map((index) => 101 + index))
    expect([first.outcome.lastRow, third.outcome.lastRow]).toEqual([120, 120])
    expect(heard.pages.map(({ startRow, total, estimate }) => ({ startRow, total, estimate }))).toEqual([
      { startRow: 0, total: 120, estimate: false },
      { startRow: 100, total: 120, estimate: false },
    ])
    expect(heard.pages[0]?.answer.consolidation).toEqual({ sum_amount: 7_260_000 })
  })

  it('sends the grid’s sort and filter, the search text and the deleted switch in the API’s syntax', async () => {
    const server = recordsServer(applications(3))
    const datasource = recordsDatasource({
      client: server.client,
      krud: 'applications',
      grid: application,
      search: '  морин хуур ',
      deleted: true,
    })
    const sorted = block(50, 100, {
      sortModel: [{ colId: 'amount', sort: 'desc' }],
      filterModel: { amount: { filterType: 'number', type: 'inRange', filter: 1000, filterTo: 5000 } },
    })
    datasource.getRows(sorted.params)
    await sorted.settled

    expect(server.calls[0]?.query).toEqual({
      page: '2',
      pageSize: '50',
      sort: '-amount',
      filter: JSON.stringify({ amount: { from: 1000, to: 5000 } }),
      search: 'морин хуур',
      deleted: 'true',
    })
  })

  it('reads a saved search under the grid’s own filter and tells the list query of each block, page left out', async () => {
    const server = recordsServer(applications(3))
    const told: Array<Record<string, string>> = []
    const datasource = recordsDatasource({
      client: server.client,
      krud: 'applications',
      grid: application,
      savedFilter: { filter: JSON.stringify({ title: { text: 'хуур' } }), sort: '-created_at', search: 'морин' },
      onQuery: (query) => told.push(query),
    })
    const request = block(0, 50, {
      filterModel: { amount: { filterType: 'number', type: 'inRange', filter: 1000, filterTo: 5000 } },
    })
    datasource.getRows(request.params)
    await request.settled

    const expected = {
      sort: '-created_at',
      filter: JSON.stringify({ title: { text: 'хуур' }, amount: { from: 1000, to: 5000 } }),
      search: 'морин',
    }
    expect(server.calls[0]?.query).toEqual({ page: '1', pageSize: '50', ...expected })
    expect(told).toEqual([expected])
  })

  it('keeps an estimated list open-ended, then closes it at the short page with the exact count', async () => {
    const server = recordsServer(applications(130), { estimate: 1_500_000 })
    const heard = listening()
    const datasource = recordsDatasource({ client: server.client, krud: 'applications', grid: application, ...heard })

    const full = block(50, 100)
    const last = block(100, 150)
    datasource.getRows(full.params)
    await full.settled
    datasource.getRows(last.params)
    await last.settled

    expect([full.outcome.lastRow, last.outcome.lastRow]).toEqual([-1, 130])
    expect(heard.pages.map(({ total, estimate }) => [total, estimate])).toEqual([
      [1_500_000, true],
      [130, false],
    ])
  })

  it('fails the block on an API failure and passes the failure on', async () => {
    const failure: ApiFailure = { ok: false, status: 403, message: 'Хандах эрхгүй', cancelled: false }
    const server = recordsServer(applications(10), { failure })
    const heard = listening()
    const datasource = recordsDatasource({ client: server.client, krud: 'applications', grid: application, ...heard })

    const first = block(0, 50)
    datasource.getRows(first.params)
    await first.settled

    expect(first.outcome).toEqual({ failed: true })
    expect(heard.failures).toEqual([{ kind: 'api', failure }])
    expect(heard.pages).toEqual([])
  })

  it('fails a block the server would refuse without sending it, and says why', async () => {
    const server = recordsServer(applications(10))
    const heard = listening()
    const datasource = recordsDatasource({ client: server.client, krud: 'applications', grid: application, ...heard })

    const refused = block(0, 50, { sortModel: [{ colId: 'heritage_bearer_id', sort: 'asc' }] })
    datasource.getRows(refused.params)
    await refused.settled

    expect(refused.outcome.failed).toBe(true)
    expect(server.calls).toEqual([])
    const failure = heard.failures[0]
    expect(failure?.kind).toBe('refused')
    expect(failure?.kind === 'refused' ? failure.error.issues.map((issue) => issue.code) : []).toEqual([
      'unknown-sort-field',
    ])
  })

  it('aborts the earlier request of a block asked for again, and fails it quietly', async () => {
    const server = recordsServer(applications(120), { held: true })
    const heard = listening()
    const datasource = recordsDatasource({ client: server.client, krud: 'applications', grid: application, ...heard })

    const before = block(0, 50)
    const neighbour = block(50, 100)
    datasource.getRows(before.params)
    datasource.getRows(neighbour.params)
    const again = block(0, 50)
    datasource.getRows(again.params)
    await before.settled

    expect(server.calls.map((call) => call.signal?.aborted)).toEqual([true, false, false])
    expect(before.outcome).toEqual({ failed: true })
    server.release()
    await Promise.all([neighbour.settled, again.settled])
    expect(again.outcome.rows).toHaveLength(50)
    expect(neighbour.outcome.rows).toHaveLength(50)
    expect(heard.failures).toEqual([])
    expect(heard.pages.map((page) => page.startRow)).toEqual([50, 0])
  })

  it('aborts every request of an earlier sort or filter when the grid asks with a new one', async () => {
    const server = recordsServer(applications(120), { held: true })
    const datasource = recordsDatasource({ client: server.client, krud: 'applications', grid: application })

    const unsorted = [block(0, 50), block(50, 100)]
    for (const each of unsorted) datasource.getRows(each.params)
    const sorted = block(0, 50, { sortModel: [{ colId: 'amount', sort: 'asc' }] })
    datasource.getRows(sorted.params)
    await Promise.all(unsorted.map((each) => each.settled))

    expect(server.calls.map((call) => call.signal?.aborted)).toEqual([true, true, false])
    expect(unsorted.map((each) => each.outcome.failed)).toEqual([true, true])
  })

  it('aborts what is in flight when ag-grid destroys it, and serves a grid made again over it', async () => {
    const server = recordsServer(applications(120), { held: true })
    const datasource = recordsDatasource({ client: server.client, krud: 'applications', grid: application })

    const pending = block(0, 50)
    datasource.getRows(pending.params)
    datasource.destroy()
    await pending.settled
    // React's strict mode and a remount give the same datasource to a new grid.
    const again = block(0, 50)
    datasource.getRows(again.params)
    server.release()
    await again.settled

    expect(server.calls.map((call) => call.signal?.aborted)).toEqual([true, false])
    expect(pending.outcome.failed).toBe(true)
    expect(again.outcome.rows).toHaveLength(50)
  })

  it('gives the grid nothing from a request it aborted, even when the client let the answer through', async () => {
    const table = applications(60)
    const server = recordsServer(table, { held: true })
    // A client that ignores the signal, as a fetch that finished just before the abort.
    const deaf = {
      ...server.client,
      list: (krud: string, query: Record<string, string>) => server.client.list(krud, query),
    }
    const heard = listening()
    const datasource = recordsDatasource({ client: deaf, krud: 'applications', grid: application, ...heard })

    const pending = block(0, 50)
    datasource.getRows(pending.params)
    datasource.abort()
    server.release()
    await pending.settled

    expect(pending.outcome).toEqual({ failed: true })
    expect(heard.pages).toEqual([])
  })
})

describe('the first page asked for ahead of the grid', () => {
  const firstBlock = () => block(0, 50, { sortModel: initialSortModel(application) })

  it('is the first block’s answer when the grid asks the same query: one request, not two', async () => {
    const server = recordsServer(applications(120))
    const firstPage = prefetchFirstPage({ client: server.client, krud: 'applications', grid: application })
    expect(server.calls.map(({ query }) => query)).toEqual([{ page: '1', pageSize: '50', sort: '-created_at' }])
    const heard = listening()
    const datasource = recordsDatasource({
      client: server.client,
      krud: 'applications',
      grid: application,
      firstPage,
      ...heard,
    })

    const first = firstBlock()
    datasource.getRows(first.params)
    await first.settled

    expect(server.calls).toHaveLength(1)
    expect(first.outcome.rows?.map((row) => row.id)).toEqual(applications(50).map((row) => row.id))
    expect(first.outcome.lastRow).toBe(120)
    expect(heard.pages.map(({ startRow, total }) => ({ startRow, total }))).toEqual([{ startRow: 0, total: 120 }])
  })

  it('is aborted and left when the first block asks otherwise (a search typed meanwhile)', async () => {
    const server = recordsServer(applications(120), { held: true })
    const firstPage = prefetchFirstPage({ client: server.client, krud: 'applications', grid: application })
    const datasource = recordsDatasource({
      client: server.client,
      krud: 'applications',
      grid: application,
      search: 'Өргөдөл',
      firstPage,
    })

    const first = firstBlock()
    datasource.getRows(first.params)
    expect(server.calls.map(({ query, signal }) => ({ query, aborted: signal?.aborted }))).toEqual([
      { query: { page: '1', pageSize: '50', sort: '-created_at' }, aborted: true },
      { query: { page: '1', pageSize: '50', sort: '-created_at', search: 'Өргөдөл' }, aborted: false },
    ])
    server.release()
    await first.settled
    expect(first.outcome.rows).toHaveLength(50)
  })

  it('is taken once: the same block asked again (a refresh) is read again', async () => {
    const server = recordsServer(applications(120))
    const firstPage = prefetchFirstPage({ client: server.client, krud: 'applications', grid: application })
    const datasource = recordsDatasource({ client: server.client, krud: 'applications', grid: application, firstPage })

    const first = firstBlock()
    datasource.getRows(first.params)
    await first.settled
    const again = firstBlock()
    datasource.getRows(again.params)
    await again.settled

    expect(server.calls).toHaveLength(2)
    expect(again.outcome.rows).toHaveLength(50)
  })

  it('fails the block quietly when the datasource is destroyed before the answer', async () => {
    const server = recordsServer(applications(120), { held: true })
    const firstPage = prefetchFirstPage({ client: server.client, krud: 'applications', grid: application })
    const heard = listening()
    const datasource = recordsDatasource({
      client: server.client,
      krud: 'applications',
      grid: application,
      firstPage,
      ...heard,
    })

    const first = firstBlock()
    datasource.getRows(first.params)
    datasource.destroy()
    server.release()
    await first.settled

    expect(first.outcome).toEqual({ failed: true })
    expect(heard.pages).toEqual([])
  })

  it('is aborted with the screen that asked for it', () => {
    const server = recordsServer(applications(120), { held: true })
    const screen = new AbortController()
    prefetchFirstPage({ client: server.client, krud: 'applications', grid: application, signal: screen.signal })
    screen.abort()
    expect(server.calls[0]?.signal?.aborted).toBe(true)
  })

  it('asks with the sort ag-grid starts with, for every heritage grid', () => {
    for (const file of readdirSync(gridsDir).filter((name) => name.endsWith('.json'))) {
      const grid = heritageGrid(file.replace(/\.json$/, ''))
      const compiled = compileGridColumns(grid, { language: 'mn_MN' })
        .filter((def) => def.initialSort !== undefined && def.initialSort !== null)
        .map((def) => ({ colId: def.colId, sort: def.initialSort }))
      expect(firstBlockRequest(grid).sortModel, file).toEqual(compiled)
    }
  })
})
