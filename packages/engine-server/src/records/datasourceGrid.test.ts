// A krud whose grid lists a data source: the records list reads the data source's statement,
// compiled for the caller, as if it were a table.

import { rm } from 'node:fs/promises'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { signInHeaders, testConfig } from '../http/testing.ts'
import { projectWithDatasourceGrid, seedHeritage } from './testing.ts'

interface ListAnswer {
  rows: Array<Record<string, unknown>>
  total: number
  code?: string
}

describe.each(testBackends())('a grid over a data source on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let app: TamgaApp
  let project: string

  beforeAll(async () => {
    await seedHeritage(database().db)
    project = await projectWithDatasourceGrid()
    app = buildApp({
      config: testConfig({ projectDir: project }),
      store: createFolderStore(project),
      database: database(),
      logger: false,
    })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    if (project !== undefined) await rm(project, { recursive: true, force: true })
  })

  const list = async (login: string, query = '') => {
    const response = await app.inject({
      url: `/api/records/application-overview${query}`,
      headers: await signInHeaders(app, login),
    })
    return { status: response.statusCode, body: response.json() as ListAnswer }
  }
  const count = async (where = sql`true`) =>
    Number(
      (
        await sql<{ n: string }>`select count(*) as n from application where deleted_at is null and ${where}`.execute(
          database().db,
        )
      ).rows[0]?.n,
    )

  it('lists the data source’s rows, sorted, filtered and searched like a table', async () => {
    const all = await list('admin', '?pageSize=1000')
    expect(all.status).toBe(200)
    expect(all.body.total).toBe(await count())
    expect(all.body.rows[0]).toHaveProperty('bearer_last_name')
    const sorted = await list('admin', '?pageSize=1000&sort=-amount')
    const amounts = sorted.body.rows.map((row) => Number(row.amount))
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a))
    const filter = encodeURIComponent(JSON.stringify({ amount: { from: 1_000_000 } }))
    const big = await list('admin', `?pageSize=1000&filter=${filter}`)
    expect(big.body.total).toBe(await count(sql`amount >= 1000000`))
  })

  it('passes the data source’s parameters, and refuses parameters that are not a JSON object', async () => {
    const status = encodeURIComponent(JSON.stringify({ status: 'VOTE' }))
    const only = await list('admin', `?pageSize=1000&params=${status}`)
    expect(only.status).toBe(200)
    expect(only.body.total).toBe(await count(sql`process_status = 'VOTE'`))
    expect(only.body.total).toBeGreaterThan(0)
    expect(only.body.total).toBeLessThan(await count())
    expect((await list('admin', '?params=%5B1%5D')).status).toBe(400)
  })

  it('gives a role with row conditions on the data source’s models only its own rows', async () => {
    const me = (await app.inject({ url: '/api/auth/me', headers: await signInHeaders(app, 'applicant') })).json().user
      .id as number
    const mine = await list('applicant', '?pageSize=1000')
    expect(mine.status).toBe(200)
    expect(mine.body.total).toBe(await count(sql`applicant_id = ${me}`))
    expect(mine.body.total).toBeLessThan(await count())
  })

  it('has no single records to open: a data source is read-only', async () => {
    const response = await app.inject({
      url: '/api/records/application-overview/1',
      headers: await signInHeaders(app, 'admin'),
    })
    expect(response.statusCode).toBe(404)
  })
})
