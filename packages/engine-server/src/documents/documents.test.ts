// The documents area (issue 10's builders save through it) inside the whole server: real
// sessions, the real permission check and CSRF guard, a database store on every backend, and a
// folder store for what only a database keeps (history).
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { signInHeaders, testConfig } from '../http/testing.ts'
import { seedDemoAccounts } from '../seed/accounts.ts'
import { createDatabaseStore } from './databaseStore.ts'
import { createFolderStore } from './folderStore.ts'
import type { DocumentStore } from './store.ts'

const heritage = fileURLToPath(new URL('../../../../examples/heritage', import.meta.url))

/** The server over a copy of the heritage documents, in a database store or a folder. */
async function documentsServer(database: Parameters<typeof buildApp>[0]['database'], mode: 'database' | 'files') {
  const folder = await mkdtemp(join(tmpdir(), 'tamga-documents-'))
  // A copy: a save must never write into the repository's example.
  await cp(join(heritage, 'documents'), join(folder, 'documents'), { recursive: true })
  let store: DocumentStore = createFolderStore(folder)
  if (mode === 'database' && database !== undefined) {
    const documents = await store.listAll()
    store = createDatabaseStore(database.db)
    for (const stored of documents) await store.put(stored.document, { by: null })
  }
  const app = buildApp({ config: testConfig({ dataDir: folder }), store, database, logger: false })
  await app.ready()
  return {
    app,
    close: async () => {
      await app.close()
      await rm(folder, { recursive: true, force: true })
    },
  }
}

/** What the documents area answers, as far as these tests read it. */
interface Answer {
  status?: boolean
  code?: string
  revision: number
  updatedBy?: string | null
  document: Record<string, unknown> & { name?: string; title?: unknown; type?: string }
  documents: Array<{ name: string }>
  issues: Array<{ path: string }>
  revisions: Array<{ revision: number; change: string; changedBy: string | null; document: { type?: string } | null }>
}

describe.each(testBackends())('the documents area on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let server: Awaited<ReturnType<typeof documentsServer>>
  let app: TamgaApp

  beforeAll(async () => {
    await seedDemoAccounts(database().db)
    server = await documentsServer(database(), 'database')
    app = server.app
  })
  afterAll(async () => {
    await server?.close()
  })

  const call = async (
    login: string | null,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    const headers = login === null ? { 'x-requested-with': 'XMLHttpRequest' } : await signInHeaders(app, login)
    const response = await app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    })
    return { status: response.statusCode, body: response.json() as Answer }
  }

  it('lists and reads documents for the platform’s administrators only', async () => {
    const forms = await call('sysadmin', 'GET', '/documents/form')
    expect(forms.status).toBe(200)
    expect(forms.body.documents.map((found) => found.name)).toContain('news-form')
    const one = await call('admin', 'GET', '/documents/form/news-form')
    expect(one.body).toMatchObject({ status: true, document: { kind: 'form', name: 'news-form' } })
    expect(one.body.revision).toBeGreaterThan(0)
    expect((await call('staff', 'GET', '/documents/form')).status).toBe(403)
    expect((await call(null, 'GET', '/documents/form')).status).toBe(401)
    expect((await call('admin', 'GET', '/documents/form/no-such-form')).body.code).toBe('DOCUMENT_NOT_FOUND')
    expect((await call('admin', 'GET', '/documents/spaceship')).status).toBe(400)
  })

  it('saves a changed document, refuses a stale or invalid one with where it is wrong, and loses nothing', async () => {
    const read = await call('admin', 'GET', '/documents/form/news-form')
    const changed = { ...read.body.document, title: { mn_MN: 'Мэдээ бичих', en_US: 'Write news' } }
    const saved = await call('admin', 'PUT', `/documents/form/news-form?revision=${read.body.revision}`, changed)
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.revision).toBe(read.body.revision + 1)
    expect(saved.body.updatedBy).toBe('admin')

    // Someone saving on the revision read before: refused, and the newer save stays.
    const stale = await call('sysadmin', 'PUT', `/documents/form/news-form?revision=${read.body.revision}`, {
      ...read.body.document,
      title: 'Хуучин',
    })
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('DOCUMENT_CONFLICT')
    expect((await call('admin', 'GET', '/documents/form/news-form')).body.document.title).toEqual(changed.title)

    const invalid = await call('admin', 'PUT', '/documents/form/news-form', { ...changed, fields: 'none' })
    expect(invalid.status).toBe(400)
    expect(invalid.body.code).toBe('DOCUMENT_INVALID')
    expect(invalid.body.issues.map((found) => found.path)).toContain('/fields')
    const renamed = await call('admin', 'PUT', '/documents/form/news-form', { ...changed, name: 'other-form' })
    expect(renamed.body.issues.map((found) => found.path)).toEqual(['/name'])
    expect((await call('staff', 'PUT', '/documents/form/news-form', changed)).status).toBe(403)
  })

  it('lists a document’s revisions newest first and restores an earlier one as a new revision', async () => {
    const before = await call('admin', 'GET', '/documents/chart/applications-by-status')
    await call('admin', 'PUT', '/documents/chart/applications-by-status', { ...before.body.document, type: 'line' })
    const history = await call('admin', 'GET', '/documents/chart/applications-by-status/history')
    expect(history.status).toBe(200)
    const [newest, previous] = history.body.revisions
    expect(newest).toMatchObject({ change: 'update', changedBy: 'admin', document: { type: 'line' } })
    expect(previous?.document?.type).toBe('bar')
    const restored = await call('admin', 'POST', '/documents/chart/applications-by-status/restore', {
      revision: previous?.revision,
    })
    expect(restored.status, JSON.stringify(restored.body)).toBe(200)
    expect(restored.body.document.type).toBe('bar')
    expect(restored.body.revision).toBe((newest?.revision ?? 0) + 1)
  })

  it('deletes a document, keeps it in its history for a restore, and never deletes the project', async () => {
    const read = await call('admin', 'GET', '/documents/mockup/public-site')
    expect(read.status, JSON.stringify(read.body)).toBe(200)
    expect((await call('admin', 'DELETE', `/documents/mockup/public-site?revision=${read.body.revision}`)).status).toBe(
      200,
    )
    expect((await call('admin', 'GET', '/documents/mockup/public-site')).status).toBe(404)
    const restored = await call('admin', 'POST', '/documents/mockup/public-site/restore', {
      revision: read.body.revision,
    })
    expect(restored.body.document.name).toBe('public-site')
    const project = await call('admin', 'DELETE', '/documents/project/heritage')
    expect(project.status).toBe(400)
    expect((await call('admin', 'GET', '/documents/project/heritage')).status).toBe(200)
  })
})

describe('the documents area over a project kept in files', { timeout: 60_000 }, () => {
  const [pglite] = testBackends()
  if (pglite === undefined) throw new Error('PGlite is always a backend')
  const database = useMigratedDatabase(pglite)
  let server: Awaited<ReturnType<typeof documentsServer>>

  beforeAll(async () => {
    await seedDemoAccounts(database().db)
    server = await documentsServer(database(), 'files')
  })
  afterAll(async () => {
    await server?.close()
  })

  it('has no history of its own, and points to git for a restore', async () => {
    const headers = await signInHeaders(server.app, 'admin')
    const history = await server.app.inject({ method: 'GET', url: '/api/documents/form/news-form/history', headers })
    expect(history.json()).toEqual({ status: true, revisions: [] })
    const restore = await server.app.inject({
      method: 'POST',
      url: '/api/documents/form/news-form/restore',
      headers,
      payload: { revision: 1 },
    })
    expect(restore.statusCode).toBe(400)
    expect(restore.json().code).toBe('DOCUMENT_HISTORY_IN_GIT')
  })
})
