// The admin dashboard through the whole server, over the heritage example: the charts each role's
// document grants, filtered by what the role may read, and the audit log's recent writes limited
// to the rows the caller may read.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ActivityEntry, ChartDocument, RoleDocument } from '@tamga/schema'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { MemoryDocumentStore, signInHeaders, testConfig } from '../http/testing.ts'
import { HERITAGE_DIR, seedHeritage } from '../records/testing.ts'

/** A chart grouping a text field by month: refused when it is drawn. */
const titlesPerMonth: ChartDocument = {
  kind: 'chart',
  version: 1,
  name: 'titles-per-month',
  type: 'bar',
  source: { kind: 'model', name: 'application' },
  elements: [
    { field: 'title', group: true, timeUnit: 'month' },
    { field: 'id', alias: 'n', aggregation: 'count' },
  ],
}

async function heritageRole(name: string): Promise<RoleDocument> {
  return JSON.parse(await readFile(join(HERITAGE_DIR, 'documents', 'roles', `${name}.json`), 'utf8')) as RoleDocument
}

/**
 * The heritage documents, where the applicant's dashboard also names a chart over feedback (which
 * applicants may not read) and the council's one over a data source it is not permitted.
 */
async function dashboardStore(): Promise<MemoryDocumentStore> {
  const stored = await createFolderStore(HERITAGE_DIR).listAll()
  const documents = stored.map(({ document }) => {
    if (document.kind !== 'role') return document
    if (document.name === 'applicant')
      return { ...document, dashboard: ['feedback-by-status', 'applications-by-status', 'registrations-per-month'] }
    if (document.name === 'council-member')
      return { ...document, dashboard: ['applications-by-status', 'heritage-bearers-by-aimag'] }
    return document
  })
  return new MemoryDocumentStore([...documents, titlesPerMonth])
}

interface DashboardBody {
  status: boolean
  code?: string
  charts: ChartDocument[]
  activity: ActivityEntry[]
}

describe.each(testBackends())('the admin dashboard on $name', { timeout: 120_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let app: TamgaApp
  const headers = new Map<string, Awaited<ReturnType<typeof signInHeaders>>>()

  beforeAll(async () => {
    await seedHeritage(database().db)
    app = buildApp({
      config: testConfig({ projectDir: HERITAGE_DIR }),
      store: await dashboardStore(),
      database: database(),
      logger: false,
    })
    await app.ready()
    for (const login of ['admin', 'sysadmin', 'staff', 'council1', 'applicant']) {
      headers.set(login, await signInHeaders(app, login))
    }
  }, 120_000)
  afterAll(async () => {
    await app?.close()
  })

  const dashboard = async (login: string | null) => {
    const response = await app.inject({ url: '/api/dashboard', headers: login === null ? {} : headers.get(login) })
    return { status: response.statusCode, body: response.json() as DashboardBody }
  }
  const names = (body: DashboardBody) => body.charts.map((chart) => chart.name)

  describe('charts', () => {
    it('answers the charts the active role’s dashboard names, whole and in its order', async () => {
      const admin = await dashboard('admin')
      expect(admin.status).toBe(200)
      expect(names(admin.body)).toEqual((await heritageRole('super-admin')).dashboard)
      expect(names((await dashboard('sysadmin')).body)).toEqual((await heritageRole('admin')).dashboard)
      const staff = await dashboard('staff')
      expect(names(staff.body)).toEqual(['applications-by-status', 'registrations-per-month'])
      const perMonth = staff.body.charts[1]
      expect(perMonth?.type).toBe('area')
      expect(perMonth?.elements[0]).toMatchObject({ field: 'created_at', group: true, timeUnit: 'month' })
    })

    it('leaves out a granted chart whose model or data source the role may not read', async () => {
      expect(names((await dashboard('applicant')).body)).toEqual(['applications-by-status', 'registrations-per-month'])
      expect(names((await dashboard('council1')).body)).toEqual(['applications-by-status'])
    })

    it('answers only charts the caller can draw, and they draw from the seed rows', async () => {
      for (const login of ['admin', 'sysadmin', 'staff', 'council1', 'applicant']) {
        for (const chart of (await dashboard(login)).body.charts) {
          const response = await app.inject({ url: `/api/charts/${chart.name}/data`, headers: headers.get(login) })
          expect({ login, chart: chart.name, status: response.statusCode }).toEqual({
            login,
            chart: chart.name,
            status: 200,
          })
          expect(response.json().rows.length).toBeGreaterThan(0)
        }
      }
      // What the dashboard left out is refused by the chart endpoint itself.
      const left = await app.inject({ url: '/api/charts/feedback-by-status/data', headers: headers.get('applicant') })
      expect(left.statusCode).toBe(403)
    })

    it('is for signed-in callers only', async () => {
      const { status, body } = await dashboard(null)
      expect(status).toBe(401)
      expect(body.code).toBe('UNAUTHORIZED')
    })

    it('counts applications per month of their registration, in time order', async () => {
      const response = await app.inject({
        url: '/api/charts/registrations-per-month/data',
        headers: headers.get('staff'),
      })
      const expected = await sql<{ month: string; application_count: number }>`
        select to_char(created_at, 'YYYY-MM') as month, count(*)::int as application_count
        from application where deleted_at is null group by 1 order by 1`.execute(database().db)
      expect(response.json().rows).toEqual(expected.rows)
      // The seed's applications: February to June 2025, two in each of May and June.
      expect(expected.rows.slice(0, 5)).toEqual([
        { month: '2025-02', application_count: 1 },
        { month: '2025-03', application_count: 1 },
        { month: '2025-04', application_count: 1 },
        { month: '2025-05', application_count: 2 },
        { month: '2025-06', application_count: 2 },
      ])
      expect(response.json().dimensions[0]).toMatchObject({ key: 'month', group: true, kind: 'text' })
    })

    it('refuses a calendar unit on a field that holds no date', async () => {
      const response = await app.inject({ url: '/api/charts/titles-per-month/data', headers: headers.get('admin') })
      expect(response.statusCode).toBe(400)
      expect(
        response.json().issues.map((found: { path: string; code: string }) => `${found.path} ${found.code}`),
      ).toEqual(['/elements/0/timeUnit time-unit-type'])
    })

    it('counts the published records the count boxes show', async () => {
      const count = async (chart: string) =>
        (await app.inject({ url: `/api/charts/${chart}/data`, headers: headers.get('sysadmin') })).json().rows
      const news = await sql<{ n: number }>`select count(*)::int as n from news
        where is_published and deleted_at is null`.execute(database().db)
      expect(await count('published-news-count')).toEqual([{ news_count: news.rows[0]?.n }])
      const kinds = await count('published-records-per-kind')
      const published = await count('published-content-count')
      expect(kinds.reduce((sum: number, row: { item_count: number }) => sum + row.item_count, 0)).toBe(
        published[0]?.item_count,
      )
    })
  })

  describe('recent activity', () => {
    const create = async (login: string, krud: string, payload: Record<string, unknown>) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/records/${krud}`,
        headers: headers.get(login),
        payload,
      })
      if (response.statusCode !== 200) throw new Error(`${login} could not create in ${krud}: ${response.body}`)
      return String(response.json().record.id)
    }
    let newsId = ''
    let ownApplication = ''
    let othersApplication = ''

    beforeAll(async () => {
      newsId = await create('sysadmin', 'news', { title: 'Самбарын мэдээ', body: '<p>Мэдээ</p>' })
      ownApplication = await create('applicant', 'applications', {
        heritage_bearer_id: 1,
        title: 'Самбарын өргөдөл',
        amount: 1_500_000,
      })
      othersApplication = await create('admin', 'applications', {
        heritage_bearer_id: 2,
        title: 'Админы өргөдөл',
        amount: 900_000,
      })
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/records/news/${newsId}`,
        headers: headers.get('sysadmin'),
      })
      expect(removed.statusCode).toBe(200)
    }, 60_000)

    const entries = async (login: string) =>
      (await dashboard(login)).body.activity.map((entry) => `${entry.action} ${entry.krud} ${entry.rowId}`)

    it('lists the latest writes newest first: who, what and when', async () => {
      const { body } = await dashboard('sysadmin')
      expect(body.activity.slice(0, 4).map((entry) => `${entry.action} ${entry.krud} ${entry.rowId}`)).toEqual([
        `delete news ${newsId}`,
        `create applications ${othersApplication}`,
        `create applications ${ownApplication}`,
        `create news ${newsId}`,
      ])
      const [deleted, , , created] = body.activity
      expect(created).toMatchObject({
        model: 'news',
        krudTitle: { mn_MN: 'Мэдээ' },
        user: { login: 'sysadmin' },
      })
      expect(deleted?.label).toEqual(created?.label)
      expect(JSON.stringify(created?.label)).toContain('Самбарын мэдээ')
      expect(body.activity[2]).toMatchObject({ label: 'Самбарын өргөдөл', user: { login: 'applicant' } })
      expect(Date.now() - Date.parse(created?.at ?? '')).toBeLessThan(10 * 60_000)
      const ids = body.activity.map((entry) => entry.id)
      expect(ids).toEqual([...ids].sort((a, b) => b - a))
    })

    it('shows a caller only writes on rows they may read', async () => {
      // Applicants read their own applications, and no news.
      expect(await entries('applicant')).toEqual([`create applications ${ownApplication}`])
      // Staff read every application and the news, deleted ones included.
      expect((await entries('staff')).slice(0, 4)).toEqual([
        `delete news ${newsId}`,
        `create applications ${othersApplication}`,
        `create applications ${ownApplication}`,
        `create news ${newsId}`,
      ])
      // Council members read applications and heritage bearers, not news.
      expect((await entries('council1')).slice(0, 2)).toEqual([
        `create applications ${othersApplication}`,
        `create applications ${ownApplication}`,
      ])
      expect((await entries('council1')).some((entry) => entry.includes(' news '))).toBe(false)
    })
  })
})
