// `GET /records/:krud/screen` inside the whole server, over the heritage example: the documents
// a CRUD screen is drawn from, and only the actions the caller's role grants.
import type { KrudScreen } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { signInHeaders, testConfig } from '../http/testing.ts'
import { HERITAGE_DIR, seedHeritage } from './testing.ts'

describe.each(testBackends())('the krud screen answer on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let app: TamgaApp

  beforeAll(async () => {
    await seedHeritage(database().db)
    app = buildApp({
      config: testConfig({ projectDir: HERITAGE_DIR }),
      store: createFolderStore(HERITAGE_DIR),
      database: database(),
      logger: false,
    })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
  })

  const screen = async (login: string | undefined, krud: string) => {
    const headers = login === undefined ? { 'x-requested-with': 'XMLHttpRequest' } : await signInHeaders(app, login)
    const response = await app.inject({ url: `/api/records/${krud}/screen`, headers })
    return { status: response.statusCode, body: response.json() as KrudScreen & { code?: string } }
  }

  it('answers the krud, its grid, form and model, with every action it offers to the super admin', async () => {
    const { status, body } = await screen('admin', 'applications')
    expect(status).toBe(200)
    expect(body.krud.name).toBe('applications')
    expect(body.grid.name).toBe(body.krud.grid)
    expect(body.form?.name).toBe(body.krud.form)
    expect(body.model).toBe('application')
    expect(body.models.application?.table).toBe('application')
    expect(body.actions).toEqual(body.krud.actions)
  })

  it('leaves out the actions whose right the role lacks', async () => {
    // The applicant may create and read their own applications, not change or delete them.
    const applicant = await screen('applicant', 'applications')
    expect(applicant.status).toBe(200)
    expect(applicant.body.actions).toEqual(['create', 'view', 'excel-export', 'print'])
    // Staff read and update applications; they create none.
    const staff = await screen('staff', 'applications')
    expect(staff.body.actions).toEqual(['view', 'edit', 'excel-export', 'print'])
  })

  it('refuses a krud the role may not read, a visitor (a public krud’s too), and an unknown krud', async () => {
    expect((await screen('applicant', 'news')).status).toBe(403)
    expect((await screen(undefined, 'applications')).status).toBe(401)
    expect((await screen(undefined, 'news')).status).toBe(401)
    expect((await screen('admin', 'no-such-krud')).status).toBe(404)
  })
})
