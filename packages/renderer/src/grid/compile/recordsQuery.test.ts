import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type GridDocument, validateDocument } from '@tamga/schema'
import type { FilterModel, SortModelItem } from 'ag-grid-community'
import { describe, expect, it } from 'vitest'
// The server's own reader of a list request: what it accepts is what the API accepts.
import { readListRequest } from '../../../../engine-server/src/records/listRequest.ts'
import { choiceOptionKey } from './columnFilter.ts'
import { RecordsQueryError, type RecordsQueryOptions, recordsQuery } from './recordsQuery.ts'

const gridsDir = fileURLToPath(new URL('../../../../../examples/heritage/documents/grids/', import.meta.url))

function heritageGrid(name: string): GridDocument {
  const checked = validateDocument(JSON.parse(readFileSync(`${gridsDir}${name}.json`, 'utf8')))
  if (!checked.ok || checked.value.kind !== 'grid') throw new Error(`${name} is not a valid grid document`)
  return checked.value
}

const application = heritageGrid('application-grid')
const aimag = heritageGrid('aimag-grid')
const ahasMember = heritageGrid('ahas-member-grid')
const heritageBearer = heritageGrid('heritage-bearer-grid')
const news = heritageGrid('news-grid')
const partner = heritageGrid('partner-grid')

/** Reads a query as the API does: Fastify turns numbers and booleans of the query string into values first. */
function serverReads(grid: GridDocument, query: Record<string, string>) {
  return readListRequest(
    grid,
    {
      page: query.page === undefined ? undefined : Number(query.page),
      pageSize: query.pageSize === undefined ? undefined : Number(query.pageSize),
      sort: query.sort,
      filter: query.filter,
      search: query.search,
      after: query.after,
      deleted: query.deleted === undefined ? undefined : query.deleted === 'true',
    },
    (term) => [term],
  )
}

function query(
  grid: GridDocument,
  state: { startRow?: number; endRow?: number; sortModel?: SortModelItem[]; filterModel?: FilterModel | null },
  options?: RecordsQueryOptions,
): Record<string, string> {
  return recordsQuery(
    {
      startRow: state.startRow ?? 0,
      endRow: state.endRow ?? 50,
      sortModel: state.sortModel ?? [],
      filterModel: state.filterModel ?? null,
    },
    grid,
    options,
  )
}

/** The filters the server reads from the query a filter model compiles to. */
function serverFilters(grid: GridDocument, filterModel: FilterModel) {
  return serverReads(grid, query(grid, { filterModel })).filters
}

function refusal(run: () => unknown): { path: string; code: string }[] {
  try {
    run()
  } catch (error) {
    if (error instanceof RecordsQueryError) return error.issues.map(({ path, code }) => ({ path, code }))
    throw error
  }
  throw new Error('the request was not refused')
}

describe('paging', () => {
  it('turns a block of rows into the page number and page size the server reads', () => {
    const sent = query(application, { startRow: 100, endRow: 150 })
    expect(sent).toEqual({ page: '3', pageSize: '50' })
    const read = serverReads(application, sent)
    expect([read.page, read.pageSize]).toEqual([3, 50])
  })

  it('asks for the first page from row 0', () => {
    expect(query(application, { startRow: 0, endRow: 20 })).toEqual({ page: '1', pageSize: '20' })
  })

  it('refuses a block that does not start on a page boundary', () => {
    expect(refusal(() => query(application, { startRow: 30, endRow: 80 }))).toEqual([
      { path: '/page', code: 'page-boundary' },
    ])
  })

  it('refuses a page larger than the server serves', () => {
    expect(refusal(() => query(application, { startRow: 0, endRow: 1001 }))).toEqual([
      { path: '/pageSize', code: 'page-size' },
    ])
  })
})

describe('sorting', () => {
  it('sends several sorted columns in order, "-" before a descending one', () => {
    const sent = query(application, {
      sortModel: [
        { colId: 'amount', sort: 'desc' },
        { colId: 'title', sort: 'asc' },
      ],
    })
    expect(sent.sort).toBe('-amount,title')
    expect(serverReads(application, sent).sort).toEqual([
      { field: 'amount', desc: true },
      { field: 'title', desc: false },
    ])
  })

  it('sends no sort when the grid has none, so the server keeps the document order', () => {
    const sent = query(ahasMember, {})
    expect(sent).not.toHaveProperty('sort')
    expect(serverReads(ahasMember, sent).sort).toEqual([{ field: 'sort_order', desc: false }])
  })

  it('refuses to sort by a column the document does not let sort', () => {
    expect(refusal(() => query(application, { sortModel: [{ colId: 'heritage_bearer_id', sort: 'asc' }] }))).toEqual([
      { path: '/sort', code: 'unknown-sort-field' },
    ])
  })
})

describe('text filters', () => {
  it('sends a contains filter as {text}', () => {
    expect(
      serverFilters(application, { title: { filterType: 'text', type: 'contains', filter: 'морин хуур' } }),
    ).toEqual({ title: { text: 'морин хуур' } })
  })

  it('sends a starts-with filter of a column matched that way', () => {
    expect(serverFilters(aimag, { code: { filterType: 'text', type: 'startsWith', filter: 'УБ' } })).toEqual({
      code: { text: 'УБ' },
    })
  })

  it('refuses another match than the column’s, which the server would not apply', () => {
    expect(
      refusal(() => query(aimag, { filterModel: { code: { filterType: 'text', type: 'contains', filter: 'x' } } })),
    ).toEqual([{ path: '/filter/code', code: 'filter-option' }])
  })

  it('refuses two text conditions: the server matches one text per column', () => {
    const filterModel = {
      title: {
        filterType: 'text',
        operator: 'OR',
        conditions: [
          { filterType: 'text', type: 'contains', filter: 'a' },
          { filterType: 'text', type: 'contains', filter: 'b' },
        ],
      },
    }
    expect(refusal(() => query(application, { filterModel }))).toEqual([
      { path: '/filter/title', code: 'filter-combined' },
    ])
  })

  it('leaves out a filter whose text is empty', () => {
    expect(
      query(application, { filterModel: { title: { filterType: 'text', type: 'contains', filter: '' } } }),
    ).toEqual({
      page: '1',
      pageSize: '50',
    })
  })
})

describe('number range filters', () => {
  it('sends an inclusive range of an amount as {from,to}', () => {
    expect(
      serverFilters(application, { amount: { filterType: 'number', type: 'inRange', filter: 1000, filterTo: 5000 } }),
    ).toEqual({ amount: { from: 1000, to: 5000 } })
  })

  it('sends "equals" as a range of one value and one-sided bounds as one bound', () => {
    expect(serverFilters(news, { view_count: { filterType: 'number', type: 'equals', filter: 7 } })).toEqual({
      view_count: { from: 7, to: 7 },
    })
    expect(
      serverFilters(news, { view_count: { filterType: 'number', type: 'greaterThanOrEqual', filter: 10 } }),
    ).toEqual({ view_count: { from: 10 } })
    expect(serverFilters(news, { view_count: { filterType: 'number', type: 'lessThanOrEqual', filter: 99 } })).toEqual({
      view_count: { to: 99 },
    })
  })

  it('narrows conditions joined with AND to one range', () => {
    const filterModel = {
      amount: {
        filterType: 'number',
        operator: 'AND',
        conditions: [
          { filterType: 'number', type: 'greaterThanOrEqual', filter: 100 },
          { filterType: 'number', type: 'lessThanOrEqual', filter: 900 },
          { filterType: 'number', type: 'greaterThanOrEqual', filter: 300 },
        ],
      },
    }
    expect(serverFilters(application, filterModel)).toEqual({ amount: { from: 300, to: 900 } })
  })

  it('refuses strict bounds, which the server’s inclusive ranges cannot express', () => {
    expect(
      refusal(() =>
        query(news, { filterModel: { view_count: { filterType: 'number', type: 'greaterThan', filter: 5 } } }),
      ),
    ).toEqual([{ path: '/filter/view_count', code: 'filter-option' }])
  })

  it('refuses ranges joined with OR', () => {
    const filterModel = {
      amount: {
        filterType: 'number',
        operator: 'OR',
        conditions: [
          { filterType: 'number', type: 'lessThanOrEqual', filter: 100 },
          { filterType: 'number', type: 'greaterThanOrEqual', filter: 900 },
        ],
      },
    }
    expect(refusal(() => query(application, { filterModel }))).toEqual([
      { path: '/filter/amount', code: 'filter-combined' },
    ])
  })
})

describe('date range filters', () => {
  it('sends a date-time column’s range as days YYYY-MM-DD', () => {
    const filterModel = {
      created_at: {
        filterType: 'date',
        type: 'inRange',
        dateFrom: '2024-01-01 00:00:00',
        dateTo: '2024-03-31 00:00:00',
      },
    }
    expect(serverFilters(application, filterModel)).toEqual({ created_at: { from: '2024-01-01', to: '2024-03-31' } })
  })

  it('sends a day of a date column as a range of that day', () => {
    const filterModel = {
      joined_at: { filterType: 'date', type: 'equals', dateFrom: '2023-06-15 00:00:00', dateTo: null },
    }
    expect(serverFilters(ahasMember, filterModel)).toEqual({ joined_at: { from: '2023-06-15', to: '2023-06-15' } })
  })

  it('sends "after" a day as from the next day and "before" a day as up to the day before', () => {
    expect(
      serverFilters(application, {
        created_at: { filterType: 'date', type: 'greaterThan', dateFrom: '2024-02-28 00:00:00', dateTo: null },
      }),
    ).toEqual({ created_at: { from: '2024-02-29' } })
    expect(
      serverFilters(application, {
        created_at: { filterType: 'date', type: 'lessThan', dateFrom: '2025-01-01T00:00:00', dateTo: null },
      }),
    ).toEqual({ created_at: { to: '2024-12-31' } })
  })

  it('refuses a date that is not a day of the calendar', () => {
    const filterModel = {
      created_at: { filterType: 'date', type: 'equals', dateFrom: '2023-02-29 00:00:00', dateTo: null },
    }
    expect(refusal(() => query(application, { filterModel }))).toEqual([
      { path: '/filter/created_at', code: 'filter-bound' },
    ])
  })
})

describe('set and relation filters', () => {
  it('sends the listed values picked, joined with OR, by their stored value', () => {
    const filterModel = {
      process_status: {
        filterType: 'text',
        operator: 'OR',
        conditions: [
          { filterType: 'text', type: choiceOptionKey(0) },
          { filterType: 'text', type: choiceOptionKey(2) },
        ],
      },
    }
    expect(serverFilters(application, filterModel)).toEqual({ process_status: { in: ['START', 'PREPARE_VOTE'] } })
  })

  it('keeps a boolean set value a boolean, picked or typed as its label', () => {
    expect(serverFilters(heritageBearer, { is_published: { filterType: 'text', type: choiceOptionKey(0) } })).toEqual({
      is_published: { in: [true] },
    })
    expect(
      serverFilters(heritageBearer, { is_published: { filterType: 'text', type: 'equals', filter: 'Үгүй' } }),
    ).toEqual({ is_published: { in: [false] } })
  })

  it('reads the set filter model’s values a filter panel may produce', () => {
    expect(serverFilters(heritageBearer, { is_published: { filterType: 'set', values: ['true'] } })).toEqual({
      is_published: { in: [true] },
    })
  })

  it('sends typed values of a set of distinct values', () => {
    const filterModel = {
      country: {
        filterType: 'text',
        operator: 'OR',
        conditions: [
          { filterType: 'text', type: 'equals', filter: 'Монгол' },
          { filterType: 'text', type: 'equals', filter: 'Япон' },
        ],
      },
    }
    expect(serverFilters(partner, filterModel)).toEqual({ country: { in: ['Монгол', 'Япон'] } })
  })

  it('sends related rows’ keys as numbers', () => {
    const filterModel = {
      heritage_bearer_id: {
        filterType: 'number',
        operator: 'OR',
        conditions: [
          { filterType: 'number', type: 'equals', filter: 12 },
          { filterType: 'number', type: 'equals', filter: 15 },
        ],
      },
    }
    expect(serverFilters(application, filterModel)).toEqual({ heritage_bearer_id: { in: [12, 15] } })
  })

  it('refuses values joined with AND: a row holds one value', () => {
    const filterModel = {
      country: {
        filterType: 'text',
        operator: 'AND',
        conditions: [
          { filterType: 'text', type: 'equals', filter: 'Монгол' },
          { filterType: 'text', type: 'equals', filter: 'Япон' },
        ],
      },
    }
    expect(refusal(() => query(partner, { filterModel }))).toEqual([
      { path: '/filter/country', code: 'filter-combined' },
    ])
  })
})

describe('the whole query', () => {
  it('refuses a filter on a column the document does not filter, with every other problem', () => {
    const issues = refusal(() =>
      query(application, {
        sortModel: [{ colId: 'nope', sort: 'asc' }],
        filterModel: { id: { filterType: 'number', type: 'equals', filter: 1 } },
      }),
    )
    expect(issues).toEqual([
      { path: '/sort', code: 'unknown-sort-field' },
      { path: '/filter/id', code: 'unknown-filter-field' },
    ])
  })

  it('combines several filters, the search, the deleted list and data source parameters', () => {
    const sent = query(
      application,
      {
        startRow: 50,
        endRow: 100,
        sortModel: [{ colId: 'created_at', sort: 'desc' }],
        filterModel: {
          title: { filterType: 'text', type: 'contains', filter: 'өв' },
          amount: { filterType: 'number', type: 'greaterThanOrEqual', filter: 500000 },
        },
      },
      { search: '  Болд ', deleted: true, params: { year: 2024 } },
    )
    expect(sent).toEqual({
      page: '2',
      pageSize: '50',
      sort: '-created_at',
      filter: JSON.stringify({ title: { text: 'өв' }, amount: { from: 500000 } }),
      search: 'Болд',
      deleted: 'true',
      params: '{"year":2024}',
    })
    const read = serverReads(application, sent)
    expect(read.filters).toEqual({ title: { text: 'өв' }, amount: { from: 500000 } })
    expect(read.searchVariants).toEqual(['Болд'])
    expect(read.deleted).toBe(true)
  })

  it('applies a saved search under the grid’s own filters, sort and search', () => {
    const savedFilter = {
      filter: JSON.stringify({ amount: { from: 100 }, process_status: { in: ['CHECK'] } }),
      sort: '-amount',
      search: 'хуур',
    }
    const sent = query(
      application,
      { filterModel: { amount: { filterType: 'number', type: 'lessThanOrEqual', filter: 900 } } },
      { savedFilter },
    )
    const read = serverReads(application, sent)
    expect(read.filters).toEqual({ amount: { to: 900 }, process_status: { in: ['CHECK'] } })
    expect(read.sort).toEqual([{ field: 'amount', desc: true }])
    expect(read.searchVariants).toEqual(['хуур'])

    const own = query(application, { sortModel: [{ colId: 'title', sort: 'asc' }] }, { savedFilter, search: 'морь' })
    expect([own.sort, own.search]).toEqual(['title', 'морь'])
  })
})
