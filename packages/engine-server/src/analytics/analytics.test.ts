// Charts, data sources and the pivot through the server, over the heritage example (its
// documents, seed rows, demo accounts and role documents with their row conditions) and a few
// test documents over two tables of hand-chosen rows.
import { join } from 'node:path'
import { processStatusWord } from '@tamga/schema'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { MemoryDocumentStore, signInHeaders } from '../http/testing.ts'
import { applyModelChanges } from '../models/apply.ts'
import { planModelChanges } from '../models/plan.ts'
import { heritageModels, validModel } from '../models/testing.ts'
import { seedDemoAccounts } from '../seed/accounts.ts'
import { readSeedFolder, seedRows } from '../seed/rows.ts'
import { buildAnalyticsTestApp } from './testing.ts'

const heritage = join(import.meta.dirname, '../../../../examples/heritage')

const saleModel = validModel({
  kind: 'model',
  version: 1,
  name: 'analytics_sale',
  table: 'analytics_sale',
  columns: [
    { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
    { name: 'region', type: { name: 'varchar', length: 50 }, nullable: false },
    { name: 'product', type: 'text', nullable: false },
    { name: 'amount', type: { name: 'numeric', precision: 12, scale: 2 }, nullable: false },
    { name: 'quantity', type: 'integer', nullable: false },
    { name: 'sold_on', type: 'date', nullable: false },
  ],
  primaryKey: ['id'],
  softDelete: true,
})

const eventModel = validModel({
  kind: 'model',
  version: 1,
  name: 'analytics_event',
  table: 'analytics_event',
  columns: [
    { name: 'id', type: 'integer', nullable: false },
    { name: 'bucket', type: 'integer', nullable: false },
  ],
  primaryKey: ['id'],
})

/** Live rows 1–6; row 7 is deleted and never counted. */
const SALES = [
  { id: 1, region: 'north', product: 'tea', amount: 10, quantity: 1, sold_on: '2025-01-05' },
  { id: 2, region: 'north', product: 'tea', amount: 10, quantity: 2, sold_on: '2025-01-06' },
  { id: 3, region: 'north', product: 'salt', amount: 30, quantity: 3, sold_on: '2025-02-01' },
  { id: 4, region: 'south', product: 'tea', amount: 20, quantity: 4, sold_on: '2025-02-03' },
  { id: 5, region: 'south', product: 'salt', amount: 20, quantity: 5, sold_on: '2025-03-01' },
  { id: 6, region: 'south', product: 'salt', amount: 50, quantity: 6, sold_on: '2025-03-02' },
  { id: 7, region: 'east', product: 'tea', amount: 40, quantity: 7, sold_on: '2025-03-03' },
]

const EVENTS = 20_000

const salesByRegion = {
  kind: 'chart',
  version: 1,
  name: 'sales-by-region',
  type: 'table',
  source: { kind: 'model', name: 'analytics_sale' },
  elements: [
    { field: 'region', group: true },
    { field: 'id', alias: 'n', aggregation: 'count' },
    { field: 'amount', alias: 'amounts', aggregation: 'count-distinct' },
    { field: 'amount', alias: 'total', aggregation: 'sum' },
    { field: 'amount', alias: 'total_distinct', aggregation: 'sum-distinct' },
    { field: 'amount', alias: 'mean', aggregation: 'avg' },
    { field: 'amount', alias: 'mean_distinct', aggregation: 'avg-distinct' },
    { field: 'amount', alias: 'lowest', aggregation: 'min' },
    { field: 'amount', alias: 'highest', aggregation: 'max' },
  ],
  sort: [{ by: 'total', direction: 'desc' }],
}

const testDocuments: unknown[] = [
  saleModel,
  eventModel,
  salesByRegion,
  {
    kind: 'chart',
    version: 1,
    name: 'sales-regions-ascending',
    type: 'bar',
    source: { kind: 'model', name: 'analytics_sale' },
    elements: [
      { field: 'region', alias: 'area', group: true },
      { field: 'quantity', alias: 'items', aggregation: 'sum' },
    ],
    sort: [{ by: 'area' }],
    limit: 1,
  },
  {
    kind: 'chart',
    version: 1,
    name: 'sales-largest',
    type: 'table',
    source: { kind: 'model', name: 'analytics_sale' },
    elements: [{ field: 'product' }, { field: 'amount' }],
    sort: [{ by: 'amount', direction: 'desc' }],
    limit: 2,
  },
  {
    kind: 'chart',
    version: 1,
    name: 'sales-total',
    type: 'number',
    source: { kind: 'model', name: 'analytics_sale' },
    elements: [{ field: 'amount', alias: 'total', aggregation: 'sum' }],
  },
  {
    kind: 'chart',
    version: 1,
    name: 'sales-unknown-field',
    type: 'bar',
    source: { kind: 'model', name: 'analytics_sale' },
    elements: [
      { field: 'password', group: true },
      { field: 'product', alias: 'total', aggregation: 'sum' },
    ],
  },
  {
    kind: 'chart',
    version: 1,
    name: 'sales-of-region',
    type: 'bar',
    source: { kind: 'datasource', name: 'sales-filtered' },
    elements: [
      { field: 'product', group: true },
      { field: 'amount', alias: 'total', aggregation: 'sum' },
    ],
    sort: [{ by: 'product' }],
  },
  {
    kind: 'datasource',
    version: 1,
    name: 'sales-filtered',
    base: { model: 'analytics_sale', alias: 's' },
    columns: [
      { source: 's.id', as: 'id' },
      { source: 's.product', as: 'product' },
      { source: 's.amount', as: 'amount' },
      { source: 's.sold_on', as: 'sold_on' },
    ],
    parameters: [
      { name: 'region', type: 'text', required: true },
      { name: 'min_amount', type: 'number' },
      { name: 'sold_from', type: 'date', default: '2025-01-01' },
      { name: 'products', type: 'text' },
    ],
    filters: [
      { column: 's.deleted_at', operator: 'is-null' },
      { column: 's.region', operator: '=', value: { parameter: 'region' } },
      { column: 's.amount', operator: '>=', value: { parameter: 'min_amount' } },
      { column: 's.sold_on', operator: '>=', value: { parameter: 'sold_from' } },
      { column: 's.product', operator: 'in', value: { parameter: 'products' } },
    ],
    orderBy: [{ by: 'id' }],
  },
  {
    kind: 'datasource',
    version: 1,
    name: 'sales-by-product',
    base: { model: 'analytics_sale', alias: 's' },
    columns: [
      { source: 's.product', as: 'product' },
      { source: 's.id', as: 'n', aggregate: 'count' },
      { source: 's.amount', as: 'total', aggregate: 'sum' },
      { source: 's.amount', as: 'kinds_of_amount', aggregate: 'count-distinct' },
    ],
    filters: [{ column: 's.deleted_at', operator: 'is-null' }],
    groupBy: ['s.product'],
    orderBy: [{ by: 'total', direction: 'desc' }],
  },
  {
    kind: 'datasource',
    version: 1,
    name: 'bearer-applications',
    base: { model: 'heritage_bearer', alias: 'hb' },
    joins: [{ type: 'left', model: 'application', alias: 'a', on: [{ left: 'a.heritage_bearer_id', right: 'hb.id' }] }],
    columns: [
      { source: 'hb.id', as: 'bearer_id' },
      { source: 'a.id', as: 'application_id' },
    ],
    orderBy: [{ by: 'bearer_id' }, { by: 'application_id' }],
  },
  {
    kind: 'grid',
    version: 1,
    name: 'sales-grid',
    model: 'analytics_sale',
    identity: 'id',
    pivot: true,
    columns: [
      { field: 'id', hidden: true },
      { field: 'region', filter: { type: 'set', options: [{ value: 'north', label: 'North' }] } },
      { field: 'product', filter: { type: 'text' } },
      { field: 'amount', filter: { type: 'number-range' } },
      { field: 'quantity' },
    ],
  },
  { kind: 'krud', version: 1, name: 'sales', title: 'Sales', form: 'sales-form', grid: 'sales-grid' },
  {
    kind: 'grid',
    version: 1,
    name: 'events-grid',
    model: 'analytics_event',
    identity: 'id',
    pivot: true,
    columns: [{ field: 'id' }, { field: 'bucket' }],
  },
  { kind: 'krud', version: 1, name: 'events', title: 'Events', form: 'events-form', grid: 'events-grid' },
]

/** The heritage documents with the test ones; the applicant may also run `bearer-applications`. */
async function analyticsStore(): Promise<MemoryDocumentStore> {
  const stored = await createFolderStore(heritage).listAll()
  const documents = stored.map(({ document }) =>
    document.kind === 'role' && document.name === 'applicant'
      ? { ...document, permitted_datasources: ['bearer-applications'] }
      : document,
  )
  return new MemoryDocumentStore([...documents, ...testDocuments])
}

interface Answer {
  status: boolean
  code?: string
  rows: Array<Record<string, unknown>>
  columns: Array<{ name: string; kind: string }>
  dimensions: Array<{ key: string; kind: string }>
  limit: number
  more: boolean
  issues?: Array<{ path: string; code: string }>
  in?: string
}

describe.each(testBackends())('charts, data sources and the pivot on $name', { timeout: 120_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let store: MemoryDocumentStore
  let app: TamgaApp
  const headers = new Map<string, Awaited<ReturnType<typeof signInHeaders>>>()
  const userIds = new Map<string, number>()

  beforeAll(async () => {
    const db = database().db
    const models = heritageModels()
    await applyModelChanges(db, await planModelChanges(db, [...models, saleModel, eventModel]))
    await seedDemoAccounts(db)
    await seedRows(db, models, await readSeedFolder(heritage))
    for (const user of await db.selectFrom('tamga_user').select(['id', 'login']).execute()) {
      userIds.set(user.login, user.id)
    }
    // The seed's applications are all the applicant's: the first becomes the staff member's.
    await sql`update application set applicant_id = ${userIds.get('staff')} where id = 1`.execute(db)
    for (const sale of SALES) {
      await sql`insert into analytics_sale (id, region, product, amount, quantity, sold_on, deleted_at)
        values (${sale.id}, ${sale.region}, ${sale.product}, ${sale.amount}, ${sale.quantity}, ${sale.sold_on},
        ${sale.id === 7 ? new Date() : null})`.execute(db)
    }
    await sql`insert into analytics_event (id, bucket) select n, n % 2 from generate_series(1, ${EVENTS}) as n`.execute(
      db,
    )
    store = await analyticsStore()
    app = buildAnalyticsTestApp({ store, database: database() })
    await app.ready()
    for (const login of ['admin', 'sysadmin', 'staff', 'applicant', 'council1']) {
      headers.set(login, await signInHeaders(app, login))
    }
  })
  afterAll(async () => {
    await app?.close()
  })

  const call = async (login: string | null, url: string, payload?: unknown) => {
    const response = await app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url,
      headers: login === null ? {} : headers.get(login),
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
    return { status: response.statusCode, body: response.json() as Answer }
  }
  const issuePaths = (body: Answer) => (body.issues ?? []).map((found) => `${found.path} ${found.code}`).sort()

  describe('charts', () => {
    it('computes every aggregation, the distinct ones on distinct values, grouped and sorted by an alias', async () => {
      const { status, body } = await call('admin', '/api/charts/sales-by-region/data')
      expect(status).toBe(200)
      const [south, north, ...rest] = body.rows
      expect(rest).toEqual([])
      expect(south).toEqual({
        region: 'south',
        n: 3,
        amounts: 2,
        total: 90,
        total_distinct: 70,
        mean: 30,
        mean_distinct: 35,
        lowest: 20,
        highest: 50,
      })
      expect(north).toMatchObject({
        region: 'north',
        n: 3,
        amounts: 2,
        total: 50,
        total_distinct: 40,
        mean_distinct: 20,
      })
      expect(north?.mean).toBeCloseTo(50 / 3, 10)
      expect(north).toMatchObject({ lowest: 10, highest: 30 })
      expect(body.dimensions.map((dimension) => dimension.key)).toEqual([
        'region',
        'n',
        'amounts',
        'total',
        'total_distinct',
        'mean',
        'mean_distinct',
        'lowest',
        'highest',
      ])
    })

    it('names values by their alias, sorts ascending by it and stops at the document’s limit', async () => {
      const { body } = await call('admin', '/api/charts/sales-regions-ascending/data')
      expect(body.rows).toEqual([{ area: 'north', items: 6 }])
    })

    it('lists ungrouped rows sorted by a field, leaving deleted rows out', async () => {
      const { body } = await call('admin', '/api/charts/sales-largest/data')
      expect(body.rows).toEqual([
        { product: 'salt', amount: 50 },
        { product: 'salt', amount: 30 },
      ])
    })

    it('answers one number for a KPI chart, leaving deleted rows out', async () => {
      const { body } = await call('admin', '/api/charts/sales-total/data')
      expect(body.rows).toEqual([{ total: 140 }])
    })

    it('refuses a chart naming a field its model does not have, or summing text, naming each', async () => {
      const { status, body } = await call('admin', '/api/charts/sales-unknown-field/data')
      expect(status).toBe(400)
      expect(body.code).toBe('DOCUMENT_INVALID')
      expect(issuePaths(body)).toEqual(['/elements/0/field unknown-field', '/elements/1/aggregation aggregate-type'])
    })

    it('draws every heritage chart from the seed rows', async () => {
      for (const name of [
        'applications-by-status',
        'content-items-by-category',
        'feedback-by-status',
        'heritage-bearers-by-aimag',
      ]) {
        const { status, body } = await call('admin', `/api/charts/${name}/data`)
        expect({ name, status }).toEqual({ name, status: 200 })
        expect(body.rows.length).toBeGreaterThan(0)
        for (const row of body.rows) {
          const measured = Object.values(row).filter((value) => typeof value === 'number')
          expect(measured.length).toBeGreaterThan(0)
        }
      }
    })

    it('counts the heritage bearers of each province as the tables hold them', async () => {
      const { body } = await call('staff', '/api/charts/heritage-bearers-by-aimag/data')
      const expected = await sql<{ aimag_name: string; bearer_count: number }>`
        select ag.name as aimag_name, count(distinct hb.id)::int as bearer_count
        from heritage_bearer hb join aimag ag on hb.aimag_id = ag.id
        where hb.deleted_at is null and hb.is_published
        group by ag.name`.execute(database().db)
      const byName = (rows: ReadonlyArray<Record<string, unknown>>) =>
        Object.fromEntries(rows.map((row) => [row.aimag_name, Number(row.bearer_count)]))
      expect(byName(body.rows)).toEqual(byName(expected.rows))
    })

    it('words a chart’s workflow statuses as the grid does, in the reader’s language', async () => {
      const answerIn = async (acceptLanguage: string) => {
        const response = await app.inject({
          url: '/api/charts/applications-by-status/data',
          headers: { ...headers.get('staff'), 'accept-language': acceptLanguage },
        })
        expect(response.statusCode).toBe(200)
        const body = response.json() as { dimensions: Array<{ key: string; labels?: Record<string, string> }> }
        return body.dimensions.find((dimension) => dimension.key === 'process_status')?.labels ?? {}
      }
      const english = await answerIn('en-US,en;q=0.9')
      expect(english.CHECK).toBe('Being checked')
      for (const [status, word] of Object.entries(english)) expect(word).toBe(processStatusWord(status, 'en_US'))
      expect((await answerIn('mn')).CHECK).toBe('Хянагдаж байна')
      expect((await answerIn('ko-KR')).RE_CREATE).toBe('반려됨')
    })

    it('counts only the applicant’s own applications in a chart over applications', async () => {
      const count = (rows: ReadonlyArray<Record<string, unknown>>) =>
        rows.reduce((sum, row) => sum + Number(row.application_count), 0)
      const applicant = await call('applicant', '/api/charts/applications-by-status/data')
      expect(applicant.status).toBe(200)
      const own = await sql<{ n: number }>`select count(*)::int as n from application
        where applicant_id = ${userIds.get('applicant')} and deleted_at is null`.execute(database().db)
      expect(count(applicant.body.rows)).toBe(own.rows[0]?.n)
      const staff = await call('staff', '/api/charts/applications-by-status/data')
      expect(count(staff.body.rows)).toBe((own.rows[0]?.n ?? 0) + 1)
    })

    it('refuses a chart over a model the role cannot read, and anonymous callers of a closed model', async () => {
      expect((await call('applicant', '/api/charts/feedback-by-status/data')).status).toBe(403)
      expect((await call(null, '/api/charts/applications-by-status/data')).status).toBe(401)
      expect((await call('admin', '/api/charts/no-such-chart/data')).status).toBe(404)
    })

    it('passes parameters to the data source a chart reads, and refuses a missing required one', async () => {
      const missing = await call('admin', '/api/charts/sales-of-region/data')
      expect(missing.status).toBe(400)
      expect(issuePaths(missing.body)).toEqual(['/region required'])
      const { body } = await call('admin', '/api/charts/sales-of-region/data?region=south')
      expect(body.rows).toEqual([
        { product: 'salt', total: 70 },
        { product: 'tea', total: 20 },
      ])
      const extra = await call('admin', '/api/charts/sales-of-region/data?region=south&limit=1')
      expect(issuePaths(extra.body)).toEqual(['/limit unknown-parameter'])
      const overModel = await call('admin', '/api/charts/sales-total/data?region=south')
      expect(issuePaths(overModel.body)).toEqual(['/region unknown-parameter'])
    })

    it('previews an unsaved chart with the rows and dimensions the saved one answers', async () => {
      const saved = await call('admin', '/api/charts/sales-by-region/data')
      const unsaved = await call('admin', '/api/charts/preview', { ...salesByRegion, name: 'sales-by-region-draft' })
      expect(unsaved.status).toBe(200)
      expect(unsaved.body).toEqual({ ...saved.body, name: 'sales-by-region-draft' })
      const edited = await call('admin', '/api/charts/preview', {
        ...salesByRegion,
        elements: [
          { field: 'product', group: true },
          { field: 'quantity', alias: 'items', aggregation: 'sum' },
        ],
        sort: [{ by: 'product' }],
      })
      expect(edited.body.rows).toEqual([
        { product: 'salt', items: 14 },
        { product: 'tea', items: 7 },
      ])
    })

    it('passes parameters to the data source a previewed chart reads', async () => {
      const chart = testDocuments.find(
        (document) => (document as { name?: string }).name === 'sales-of-region',
      ) as Record<string, unknown>
      const { status, body } = await call('admin', '/api/charts/preview?region=north', { ...chart, name: 'draft' })
      expect(status).toBe(200)
      expect(body.rows).toEqual([
        { product: 'salt', total: 30 },
        { product: 'tea', total: 20 },
      ])
      const missing = await call('admin', '/api/charts/preview', { ...chart, name: 'draft' })
      expect(issuePaths(missing.body)).toEqual(['/region required'])
    })

    it('refuses an invalid previewed chart, or one naming an unknown source or field, at each problem’s path', async () => {
      const invalid = await call('admin', '/api/charts/preview', { ...salesByRegion, type: 'sundial' })
      expect(invalid.status).toBe(400)
      expect(invalid.body.in).toBe('body')
      expect(issuePaths(invalid.body).map((found) => found.split(' ')[0])).toContain('/type')
      const unknownSource = await call('admin', '/api/charts/preview', {
        ...salesByRegion,
        source: { kind: 'model', name: 'nothing_here' },
      })
      expect(unknownSource.status).toBe(400)
      expect(issuePaths(unknownSource.body)).toEqual(['/source/name unknown-source'])
      const unknownField = await call('admin', '/api/charts/preview', {
        ...salesByRegion,
        elements: [
          { field: 'password', group: true },
          { field: 'product', alias: 'total', aggregation: 'sum' },
        ],
        sort: [],
      })
      expect(unknownField.status).toBe(400)
      expect(unknownField.body.in).toBe('body')
      expect(issuePaths(unknownField.body)).toEqual([
        '/elements/0/field unknown-field',
        '/elements/1/aggregation aggregate-type',
      ])
    })

    it('previews for the administration roles only, with the read rights the saved chart needs', async () => {
      expect((await call('staff', '/api/charts/preview', salesByRegion)).status).toBe(403)
      expect((await call('applicant', '/api/charts/preview', salesByRegion)).status).toBe(403)
      expect((await call(null, '/api/charts/preview', salesByRegion)).status).toBe(403)
      expect((await call('admin', '/api/charts/preview', salesByRegion)).status).toBe(200)
      // Role 2 reads no krud over the test model: its rows stay closed in a preview as when saved.
      expect((await call('sysadmin', '/api/charts/sales-by-region/data')).status).toBe(403)
      expect((await call('sysadmin', '/api/charts/preview', salesByRegion)).status).toBe(403)
    })
  })

  describe('data sources', () => {
    it('runs a heritage data source, its optional parameter left out or applied', async () => {
      const all = await call('staff', '/api/datasources/application-with-bearer/rows')
      expect(all.status).toBe(200)
      expect(all.body.rows).toHaveLength(7)
      expect(all.body.columns.map((column) => column.name)).toEqual([
        'id',
        'title',
        'amount',
        'process_status',
        'bearer_last_name',
        'bearer_first_name',
        'created_at',
      ])
      const voting = await call('staff', '/api/datasources/application-with-bearer/rows?status=VOTE')
      expect(voting.body.rows.map((row) => row.process_status)).toEqual(['VOTE'])
      for (const name of ['content-item-with-category', 'heritage-bearer-with-aimag']) {
        const { status, body } = await call('staff', `/api/datasources/${name}/rows`)
        expect({ name, status }).toEqual({ name, status: 200 })
        expect(body.rows.length).toBeGreaterThan(0)
      }
    })

    it('is read with the permitted data sources only; role 1 passes', async () => {
      expect((await call('council1', '/api/datasources/application-with-bearer/rows')).status).toBe(403)
      expect((await call(null, '/api/datasources/application-with-bearer/rows')).status).toBe(401)
      expect((await call('admin', '/api/datasources/sales-by-product/rows')).status).toBe(200)
    })

    it('groups and aggregates in SQL, ordered by an output', async () => {
      const { body } = await call('admin', '/api/datasources/sales-by-product/rows')
      expect(body.rows).toEqual([
        { product: 'salt', n: 3, total: 100, kinds_of_amount: 3 },
        { product: 'tea', n: 3, total: 40, kinds_of_amount: 2 },
      ])
    })

    it('checks, converts and binds parameters: required, optional, defaults, lists', async () => {
      const ids = async (query: string) =>
        (await call('admin', `/api/datasources/sales-filtered/rows?${query}`)).body.rows.map((row) => Number(row.id))
      expect(await ids('region=south')).toEqual([4, 5, 6])
      expect(await ids('region=south&min_amount=25')).toEqual([6])
      expect(await ids('region=north&sold_from=2025-01-06')).toEqual([2, 3])
      expect(await ids('region=north&products=salt')).toEqual([3])
      expect(await ids('region=north&products=salt&products=tea')).toEqual([1, 2, 3])
      // A value that only looks like SQL is a value like any other.
      expect(await ids(`region=${encodeURIComponent("south' or '1'='1")}`)).toEqual([])
    })

    it('refuses a missing required parameter, a value of the wrong type and an unknown name, each at its key', async () => {
      const missing = await call('admin', '/api/datasources/sales-filtered/rows')
      expect(missing.status).toBe(400)
      expect(missing.body.code).toBe('VALIDATION_FAILED')
      expect(missing.body.in).toBe('querystring')
      expect(issuePaths(missing.body)).toEqual(['/region required'])
      const wrong = await call(
        'admin',
        '/api/datasources/sales-filtered/rows?region=north&min_amount=lots&sold_from=2025-02-30&colour=red',
      )
      expect(wrong.status).toBe(400)
      expect(issuePaths(wrong.body)).toEqual([
        '/colour unknown-parameter',
        '/min_amount parameter-type',
        '/sold_from parameter-type',
      ])
      const list = await call('admin', '/api/datasources/sales-filtered/rows?region=north&region=south')
      expect(issuePaths(list.body)).toEqual(['/region one-value'])
    })

    it('applies each joined model’s row conditions on its own alias: another’s application shows as nulls', async () => {
      const { status, body } = await call('applicant', '/api/datasources/bearer-applications/rows?limit=1000')
      expect(status).toBe(200)
      const applications = body.rows.map((row) => row.application_id).filter((id) => id !== null)
      const own = await sql<{ id: number }>`select id from application
        where applicant_id = ${userIds.get('applicant')} order by id`.execute(database().db)
      expect(applications.map(Number).sort((a, b) => a - b)).toEqual(own.rows.map((row) => Number(row.id)))
      expect(applications.map(Number)).not.toContain(1)
      // The bearer of the staff member's application is still listed, without it.
      const bearers = await sql<{ n: number }>`select count(*)::int as n from heritage_bearer`.execute(database().db)
      expect(new Set(body.rows.map((row) => row.bearer_id)).size).toBe(bearers.rows[0]?.n)
    })

    it('answers at most the requested rows, 100 by default, and says there are more', async () => {
      const events = {
        kind: 'datasource',
        version: 1,
        name: 'events-preview',
        base: { model: 'analytics_event', alias: 'e' },
        columns: [{ source: 'e.id', as: 'id' }],
        orderBy: [{ by: 'id' }],
      }
      const byDefault = await call('sysadmin', '/api/datasources/preview', events)
      expect(byDefault.status).toBe(200)
      expect(byDefault.body.rows).toHaveLength(100)
      expect(byDefault.body.more).toBe(true)
      const two = await call('sysadmin', '/api/datasources/preview?limit=2', events)
      expect(two.body.rows).toEqual([{ id: 1 }, { id: 2 }])
      const tooMany = await call('sysadmin', '/api/datasources/preview?limit=5000', events)
      expect(tooMany.status).toBe(400)
      const capped = await call('sysadmin', '/api/datasources/preview?limit=1000', { ...events, limit: 3 })
      expect(capped.body.rows).toHaveLength(3)
      expect(capped.body.more).toBe(false)
    })

    it('previews for the administration roles only', async () => {
      const document = {
        kind: 'datasource',
        version: 1,
        name: 'preview',
        base: { model: 'aimag', alias: 'ag' },
        columns: [{ source: 'ag.name', as: 'name' }],
      }
      expect((await call('staff', '/api/datasources/preview', document)).status).toBe(403)
      expect((await call('admin', '/api/datasources/preview', document)).status).toBe(200)
    })

    it('refuses a previewed document naming an unknown model or column, or an invalid one, naming each problem', async () => {
      const unknown = await call('sysadmin', '/api/datasources/preview', {
        kind: 'datasource',
        version: 1,
        name: 'preview',
        base: { model: 'application', alias: 'a' },
        joins: [{ type: 'inner', model: 'nothing_here', alias: 'n', on: [{ left: 'n.id', right: 'a.id' }] }],
        columns: [{ source: 'a.id', as: 'id' }],
      })
      expect(unknown.status).toBe(400)
      expect(unknown.body.in).toBe('body')
      expect(issuePaths(unknown.body)).toEqual(['/joins/0/model unknown-model'])
      const columns = await call('sysadmin', '/api/datasources/preview', {
        kind: 'datasource',
        version: 1,
        name: 'preview',
        base: { model: 'application', alias: 'a' },
        columns: [
          { source: 'a.password', as: 'secret', aggregate: 'count' },
          { source: 'a.title', as: 'total', aggregate: 'sum' },
        ],
        filters: [{ column: 'a.amount', operator: '=', value: 'lots' }],
      })
      expect(columns.status).toBe(400)
      expect(issuePaths(columns.body)).toEqual([
        '/columns/0/source unknown-column',
        '/columns/1/aggregate aggregate-type',
        '/filters/0/value value-type',
      ])
      const invalid = await call('sysadmin', '/api/datasources/preview', {
        kind: 'datasource',
        version: 1,
        name: 'preview',
        base: { model: 'application', alias: 'a' },
        columns: [{ source: 'a.id; drop table application', as: 'id' }],
      })
      expect(invalid.status).toBe(400)
      expect(issuePaths(invalid.body)[0]).toMatch(/^\/columns\/0\/source /)
    })

    it.skipIf(backend.name === 'pglite')(
      'stops a preview past its statement time-out with a clear error (PostgreSQL: PGlite cannot interrupt a statement)',
      async () => {
        const impatient = buildAnalyticsTestApp({ store, database: database(), statementTimeoutMs: 100 })
        try {
          const response = await impatient.inject({
            method: 'POST',
            url: '/api/datasources/preview',
            headers: headers.get('admin'),
            payload: {
              kind: 'datasource',
              version: 1,
              name: 'slow',
              base: { model: 'analytics_event', alias: 'a' },
              joins: [
                { type: 'inner', model: 'analytics_event', alias: 'b', on: [{ left: 'a.bucket', right: 'b.bucket' }] },
              ],
              columns: [{ source: 'a.id', as: 'pairs', aggregate: 'count' }],
            },
          })
          expect(response.statusCode).toBe(400)
          const body = response.json() as Answer
          expect(body.code).toBe('QUERY_TIMEOUT')
          expect(issuePaths(body)).toEqual([' statement-timeout'])
        } finally {
          await impatient.close()
        }
      },
    )
  })

  describe('pivot', () => {
    const pivot = (login: string, krud: string, payload: unknown) => call(login, `/api/records/${krud}/pivot`, payload)

    it('groups rows × columns in SQL with the values of each cell, as computed by hand', async () => {
      const { status, body } = await pivot('admin', 'sales', {
        rows: ['region'],
        columns: ['product'],
        values: [
          { column: 'amount', aggregate: 'sum' },
          { column: 'id', aggregate: 'count' },
        ],
      })
      expect(status).toBe(200)
      expect(body).toMatchObject({
        rowKeys: [['north'], ['south']],
        columnKeys: [['salt'], ['tea']],
        cells: [
          [
            [30, 1],
            [20, 2],
          ],
          [
            [70, 2],
            [20, 1],
          ],
        ],
        values: [
          { column: 'amount', aggregate: 'sum', key: 'sum_amount' },
          { column: 'id', aggregate: 'count', key: 'count_id' },
        ],
      })
    })

    it('applies the list’s filters, and leaves an empty cell null', async () => {
      const { body } = await pivot('admin', 'sales', {
        rows: ['region'],
        columns: ['product'],
        values: [
          { column: 'amount', aggregate: 'avg' },
          { column: 'amount', aggregate: 'count-distinct' },
          { column: 'quantity', aggregate: 'max' },
        ],
        filter: { amount: { from: 15 } },
      })
      expect(body).toMatchObject({
        rowKeys: [['north'], ['south']],
        columnKeys: [['salt'], ['tea']],
        cells: [
          [[30, 1, 3], null],
          [
            [35, 2, 6],
            [20, 1, 4],
          ],
        ],
      })
    })

    it('counts only the applicant’s own applications, labelled by their relation', async () => {
      const { status, body } = await pivot('applicant', 'applications', {
        rows: ['heritage_bearer_id'],
        columns: [],
        values: [{ column: 'id', aggregate: 'count' }],
      })
      expect(status).toBe(200)
      const cells = body as unknown as { cells: number[][][]; rowKeys: number[][]; labels: Record<string, object> }
      const total = cells.cells.flat().reduce((sum, cell) => sum + (cell[0] ?? 0), 0)
      expect(total).toBe(6)
      expect(cells.rowKeys.flat()).not.toContain(8)
      expect(Object.keys(cells.labels.heritage_bearer_id ?? {}).length).toBe(cells.rowKeys.length)
    })

    it('refuses columns the grid does not have and sums of text, naming each', async () => {
      const { status, body } = await pivot('admin', 'sales', {
        rows: ['deleted_at'],
        columns: ['password'],
        values: [{ column: 'product', aggregate: 'sum' }],
      })
      expect(status).toBe(400)
      expect(issuePaths(body)).toEqual([
        '/columns/0 unknown-column',
        '/rows/0 unknown-column',
        '/values/0/aggregate aggregate-type',
      ])
      const filter = await pivot('admin', 'sales', {
        rows: ['region'],
        columns: [],
        values: [{ column: 'id', aggregate: 'count' }],
        filter: { quantity: { from: 1 } },
      })
      expect(filter.status).toBe(400)
      expect(filter.body.in).toBe('body')
      expect(issuePaths(filter.body)).toEqual(['/filter/quantity unknown-filter-field'])
    })

    it('refuses a grid without the pivot tool, and a role without read rights', async () => {
      const body = { rows: ['title'], columns: [], values: [{ column: 'id', aggregate: 'count' }] }
      expect((await pivot('admin', 'news', body)).status).toBe(403)
      expect((await pivot('council1', 'sales', body)).status).toBe(403)
    })

    it('refuses a table of more than 10,000 cells', async () => {
      const { status, body } = await pivot('admin', 'events', {
        rows: ['id'],
        columns: [],
        values: [{ column: 'id', aggregate: 'count' }],
      })
      expect(status).toBe(400)
      expect(issuePaths(body)).toEqual([' pivot-too-large'])
      const small = await pivot('admin', 'events', {
        rows: ['bucket'],
        columns: [],
        values: [{ column: 'id', aggregate: 'count' }],
      })
      expect(small.body).toMatchObject({ rowKeys: [[0], [1]], cells: [[[EVENTS / 2]], [[EVENTS / 2]]] })
    })
  })
})
