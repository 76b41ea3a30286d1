// The documents area (issue 10's builders save through it) inside the whole server: real
// sessions, the real permission check and CSRF guard, a database store on every backend, and a
// folder store for what only a database keeps (history).
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { strFromU8, unzipSync } from 'fflate'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import type { TamgaDatabase } from '../db/database.ts'
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

/** A builder's model of visitors, its table not yet in the database. */
const visitorModel = (columns: ReadonlyArray<Record<string, unknown>> = []) => ({
  kind: 'model',
  version: 1,
  name: 'visitor',
  table: 'visitor',
  columns: [
    { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
    { name: 'name', type: { name: 'varchar', length: 100 }, nullable: false },
    ...columns,
  ],
  primaryKey: ['id'],
})

const visitorForm = {
  kind: 'form',
  version: 1,
  name: 'visitor-form',
  title: { mn_MN: 'Зочин', en_US: 'Visitor' },
  model: 'visitor',
  identity: 'id',
  fields: [
    { name: 'id', widget: 'hidden' },
    { name: 'name', widget: 'text', label: { mn_MN: 'Нэр', en_US: 'Name' }, required: true },
  ],
}

const visitorGrid = {
  kind: 'grid',
  version: 1,
  name: 'visitor-grid',
  title: { mn_MN: 'Зочид', en_US: 'Visitors' },
  model: 'visitor',
  identity: 'id',
  columns: [
    { field: 'id', label: 'ID', type: 'number', hidden: true },
    { field: 'name', label: { mn_MN: 'Нэр', en_US: 'Name' } },
  ],
}

const visitorKrud = {
  kind: 'krud',
  version: 1,
  name: 'visitors',
  title: { mn_MN: 'Зочид', en_US: 'Visitors' },
  form: 'visitor-form',
  grid: 'visitor-grid',
  template: 'window',
  actions: ['create', 'view', 'edit', 'delete'],
}

/** What the documents area answers, as far as these tests read it. */
interface Answer {
  status?: boolean
  code?: string
  revision: number
  updatedBy?: string | null
  document: Record<string, unknown> & { name?: string; title?: unknown; type?: string }
  documents: Array<{ name: string }>
  issues: Array<{ path: string; code: string; file?: string; table?: string; params?: Record<string, unknown> }>
  changes: Array<{ kind: string; table: string; destructive: boolean; statements: string[] }>
  revisions: Array<{ revision: number; change: string; changedBy: string | null; document: { type?: string } | null }>
}

/**
 * Starts the documents server over `database` for a describe block (demo accounts seeded) and
 * answers how to call its API as a login, or as a visitor with `null`.
 */
function useDocumentsApi(database: () => TamgaDatabase, mode: 'database' | 'files') {
  let server: Awaited<ReturnType<typeof documentsServer>>
  beforeAll(async () => {
    await seedDemoAccounts(database().db)
    server = await documentsServer(database(), mode)
  })
  afterAll(async () => {
    await server?.close()
  })
  return async (login: string | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) => {
    const headers = login === null ? { 'x-requested-with': 'XMLHttpRequest' } : await signInHeaders(server.app, login)
    const response = await server.app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    })
    const json = String(response.headers['content-type'] ?? '').includes('json')
    return {
      status: response.statusCode,
      body: (json ? response.json() : {}) as Answer & Record<string, unknown>,
      headers: response.headers,
      bytes: response.rawPayload,
    }
  }
}

describe.each(testBackends())('the documents area on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  const call = useDocumentsApi(database, 'database')

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

describe.each(testBackends())('saving model documents on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  const call = useDocumentsApi(database, 'database')
  const columnsOf = async (table: string) =>
    (
      await sql<{ column_name: string; type: string }>`
        select column_name, format_type(atttypid, atttypmod) as type
        from information_schema.columns c
        join pg_attribute a on a.attrelid = (quote_ident(c.table_schema) || '.' || quote_ident(c.table_name))::regclass
          and a.attname = c.column_name
        where c.table_schema = current_schema() and c.table_name = ${table}
        order by c.ordinal_position`.execute(database().db)
    ).rows

  it('plans a new model as a create-table and changes nothing', async () => {
    const plan = await call('admin', 'POST', '/documents/model/visitor/plan', visitorModel())
    expect(plan.status, JSON.stringify(plan.body)).toBe(200)
    expect(plan.body.changes.map((change) => [change.kind, change.table, change.destructive])).toEqual([
      ['create-table', 'visitor', false],
    ])
    expect(plan.body.changes[0]?.statements.join('\n')).toMatch(/create table "visitor"/)
    expect(plan.body.issues).toEqual([])
    expect(await columnsOf('visitor')).toEqual([])
    expect((await call('staff', 'POST', '/documents/model/visitor/plan', visitorModel())).status).toBe(403)
    const misnamed = await call('admin', 'POST', '/documents/model/visitor/plan', { ...visitorModel(), name: 'x' })
    expect(misnamed.body.issues.map((found) => found.path)).toEqual(['/name'])
  })

  it('serves records of a model, form, grid and krud saved one after the other, at once, on the same instance', async () => {
    for (const document of [visitorModel(), visitorForm, visitorGrid, visitorKrud]) {
      const saved = await call('admin', 'PUT', `/documents/${document.kind}/${document.name}?revision=0`, document)
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    }
    expect((await columnsOf('visitor')).map((column) => column.column_name)).toEqual(['id', 'name'])
    const created = await call('admin', 'POST', '/records/visitors', { name: 'Болд' })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const listed = await call('admin', 'GET', '/records/visitors')
    expect(listed.status, JSON.stringify(listed.body)).toBe(200)
    expect((listed.body.rows as Array<{ name: string }>).map((row) => row.name)).toEqual(['Болд'])
  })

  it('refuses a krud naming a missing form, with the issue at /form', async () => {
    const refused = await call('admin', 'PUT', '/documents/krud/visitors', { ...visitorKrud, form: 'no-such-form' })
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('DOCUMENT_INVALID')
    expect(refused.body.issues.map((found) => [found.path, found.code])).toEqual([['/form', 'unknown-reference']])
    expect((await call('admin', 'GET', '/documents/krud/visitors')).body.document.form).toBe('visitor-form')
  })

  it('refuses a workflow whose model lacks its status column, saying to add it to the model', async () => {
    const workflow = {
      kind: 'workflow',
      version: 1,
      name: 'visitor-approval',
      model: 'visitor',
      statusColumn: 'process_status',
      nodes: [
        {
          id: 'start',
          type: 'START',
          label: 'Оруулсан',
          position: { x: 0, y: 0 },
          subject: { subject_type: 'CURRENT' },
          ports: [{ id: 'submit', label: 'Илгээсэн' }],
        },
        { id: 'end', type: 'END', label: 'Дууссан', position: { x: 0, y: 120 }, subject: { subject_type: 'CURRENT' } },
      ],
      edges: [{ from: 'start', port: 'submit', to: 'end' }],
    }
    const refused = await call('admin', 'PUT', '/documents/workflow/visitor-approval?revision=0', workflow)
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('DOCUMENT_INVALID')
    expect(refused.body.issues.map((found) => [found.path, found.code])).toEqual([
      ['/statusColumn', 'missing-status-column'],
    ])
    // The wire type of an issue leaves its words out (they are the catalogue's); the answer carries them.
    expect(refused.body.issues[0]).toMatchObject({
      message: {
        mn_MN: expect.stringMatching(/"visitor" модельд .* "process_status" багана алга: моделд/),
        en_US: expect.stringMatching(/add it to the model .* and save the model first/),
      },
    })
    expect((await call('admin', 'GET', '/documents/workflow/visitor-approval')).status).toBe(404)
  })

  it('refuses to delete a form a krud still names, saying which krud and where', async () => {
    const read = await call('admin', 'GET', '/documents/form/visitor-form')
    const refused = await call('admin', 'DELETE', `/documents/form/visitor-form?revision=${read.body.revision}`)
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('DOCUMENT_INVALID')
    expect(refused.body.issues).toEqual([
      expect.objectContaining({
        path: '',
        file: 'kruds/visitors.json',
        params: expect.objectContaining({ at: '/form' }),
      }),
    ])
    expect((await call('admin', 'GET', '/documents/form/visitor-form')).status).toBe(200)
  })

  it('refuses a model change that breaks its form, with the issue naming the form', async () => {
    const read = await call('admin', 'GET', '/documents/model/visitor')
    const withoutName = {
      ...visitorModel(),
      columns: visitorModel().columns.filter((column) => column.name !== 'name'),
    }
    const refused = await call('admin', 'PUT', `/documents/model/visitor?revision=${read.body.revision}`, withoutName)
    expect(refused.status).toBe(400)
    expect(refused.body.issues.map((found) => [found.file, found.params?.at])).toEqual(
      expect.arrayContaining([
        ['forms/visitor-form.json', '/fields/1/name'],
        ['grids/visitor-grid.json', '/columns/1/field'],
      ]),
    )
    expect((await columnsOf('visitor')).map((column) => column.column_name)).toEqual(['id', 'name'])
  })

  it('checks the revision before changing the table: a stale save adds no column', async () => {
    const read = await call('admin', 'GET', '/documents/model/visitor')
    const stale = await call(
      'admin',
      'PUT',
      `/documents/model/visitor?revision=${read.body.revision - 1}`,
      visitorModel([{ name: 'note', type: 'text' }]),
    )
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('DOCUMENT_CONFLICT')
    expect((await columnsOf('visitor')).map((column) => column.column_name)).toEqual(['id', 'name'])
  })

  it('refuses a destructive change without a reason and applies it with one, logged with who and why', async () => {
    let read = await call('admin', 'GET', '/documents/model/visitor')
    const added = await call(
      'admin',
      'PUT',
      `/documents/model/visitor?revision=${read.body.revision}`,
      visitorModel([{ name: 'note', type: { name: 'varchar', length: 200 } }]),
    )
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect((await columnsOf('visitor')).map((column) => column.column_name)).toEqual(['id', 'name', 'note'])

    // Narrowing a type can cut values: refused without a reason, nothing changed.
    const narrower = visitorModel([{ name: 'note', type: { name: 'varchar', length: 20 } }])
    const plan = await call('admin', 'POST', '/documents/model/visitor/plan', narrower)
    expect(plan.body.changes.map((change) => [change.kind, change.destructive])).toEqual([['change-column-type', true]])
    const narrowRefused = await call(
      'admin',
      'PUT',
      `/documents/model/visitor?revision=${added.body.revision}`,
      narrower,
    )
    expect(narrowRefused.status).toBe(409)
    expect(narrowRefused.body.code).toBe('MODEL_CHANGE_DESTRUCTIVE')
    expect(narrowRefused.body.issues.map((found) => found.code)).toEqual(['change-column-type'])
    expect((await columnsOf('visitor')).find((column) => column.column_name === 'note')?.type).toBe(
      'character varying(200)',
    )

    // Dropping a column: refused without a reason (an empty one is none), applied with one.
    read = await call('admin', 'GET', '/documents/model/visitor')
    expect(read.body.revision).toBe(added.body.revision)
    const dropRefused = await call(
      'admin',
      'PUT',
      `/documents/model/visitor?revision=${read.body.revision}&destructiveReason=`,
      visitorModel(),
    )
    expect(dropRefused.status).toBe(409)
    expect(dropRefused.body.issues.map((found) => found.code)).toEqual(['drop-column'])
    expect((await columnsOf('visitor')).map((column) => column.column_name)).toEqual(['id', 'name', 'note'])
    const reason = 'Тэмдэглэл хэрэггүй болсон'
    const dropped = await call(
      'admin',
      'PUT',
      `/documents/model/visitor?revision=${read.body.revision}&destructiveReason=${encodeURIComponent(reason)}`,
      visitorModel(),
    )
    expect(dropped.status, JSON.stringify(dropped.body)).toBe(200)
    expect((await columnsOf('visitor')).map((column) => column.column_name)).toEqual(['id', 'name'])
    const logged = await database()
      .db.selectFrom('tamga_schema_change')
      .select(['model', 'destructive', 'confirmed_by', 'reason'])
      .where('destructive', '=', true)
      .execute()
    expect(logged).toEqual([{ model: 'visitor', destructive: true, confirmed_by: 'admin', reason }])
    // The rows outlive the change.
    expect(((await call('admin', 'GET', '/records/visitors')).body.rows as unknown[]).length).toBe(1)
  })

  it('refuses a model whose table cannot be made, and changes nothing', async () => {
    const plan = await call('admin', 'POST', '/documents/model/visitor/plan', {
      ...visitorModel(),
      table: 'visitor_view',
      view: true,
    })
    expect(plan.body.issues.map((found) => [found.table, found.code])).toEqual([['visitor_view', 'view-missing']])
    const read = await call('admin', 'GET', '/documents/model/visitor')
    const refused = await call('admin', 'PUT', `/documents/model/visitor?revision=${read.body.revision}`, {
      ...visitorModel(),
      table: 'visitor_view',
      view: true,
    })
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('MODEL_CHANGE_IMPOSSIBLE')
    expect(refused.body.issues.map((found) => found.code)).toEqual(['view-missing'])
    expect((await call('admin', 'GET', '/documents/model/visitor')).body.revision).toBe(read.body.revision)
  })

  it('refuses to restore a krud whose form was deleted since, with the issue at /form', async () => {
    const form = { ...visitorForm, name: 'visitor-form-2' }
    const krud = { ...visitorKrud, name: 'visitors-2', form: 'visitor-form-2' }
    expect((await call('admin', 'PUT', '/documents/form/visitor-form-2?revision=0', form)).status).toBe(200)
    const saved = await call('admin', 'PUT', '/documents/krud/visitors-2?revision=0', krud)
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect((await call('admin', 'DELETE', '/documents/krud/visitors-2')).status).toBe(200)
    expect((await call('admin', 'DELETE', '/documents/form/visitor-form-2')).status).toBe(200)
    const refused = await call('admin', 'POST', '/documents/krud/visitors-2/restore', { revision: saved.body.revision })
    expect(refused.status).toBe(400)
    expect(refused.body.issues.map((found) => [found.path, found.code])).toEqual([['/form', 'unknown-reference']])
    expect((await call('admin', 'GET', '/documents/krud/visitors-2')).status).toBe(404)
  })

  it('keeps a role’s id its own when saved here too, as the roles screen does', async () => {
    const read = await call('admin', 'GET', '/documents/role/staff')
    const refused = await call('admin', 'PUT', `/documents/role/staff?revision=${read.body.revision}`, {
      ...read.body.document,
      id: 1,
    })
    expect(refused.status).toBe(400)
    expect(refused.body.issues.map((found) => [found.path, found.code])).toContainEqual(['/id', 'role-id-fixed'])
    // The workflows' steps that name the role by its id would lose it: listed too, by workflow.
    expect(refused.body.issues.filter((found) => found.path === '').map((found) => found.file)).toContain(
      'workflows/application-approval.json',
    )
  })
})

describe.each(testBackends())('server-project generation on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  const call = useDocumentsApi(database, 'database')

  it('downloads the project as a Go or Laravel zip, the same bytes each time, for the documents area only', async () => {
    const go = await call('admin', 'GET', '/generate/go')
    expect(go.status).toBe(200)
    expect(go.headers['content-type']).toBe('application/zip')
    expect(go.headers['content-disposition']).toBe('attachment; filename="heritage-go.zip"')
    const files = unzipSync(new Uint8Array(go.bytes))
    expect(Object.keys(files)).toContain('heritage-go/go.mod')
    expect(Object.keys(files).every((path) => path.startsWith('heritage-go/'))).toBe(true)
    expect((await call('sysadmin', 'GET', '/generate/go')).bytes.equals(go.bytes)).toBe(true)

    const laravel = await call('admin', 'GET', '/generate/laravel')
    expect(Object.keys(unzipSync(new Uint8Array(laravel.bytes)))).toContain('heritage-laravel/composer.json')

    expect((await call('staff', 'GET', '/generate/go')).status).toBe(403)
    expect((await call(null, 'GET', '/generate/go')).status).toBe(401)
    expect((await call('admin', 'GET', '/generate/rails')).body.code).toBe('VALIDATION_FAILED')
  })

  it('generates from the documents as they are now', async () => {
    const before = unzipSync(new Uint8Array((await call('admin', 'GET', '/generate/go')).bytes))
    const text = (files: Record<string, Uint8Array>) =>
      Object.values(files)
        .map((bytes) => strFromU8(bytes))
        .join('\n')
    expect(text(before)).not.toContain('"visitor"')
    for (const [kind, document] of [
      ['model', visitorModel()],
      ['form', visitorForm],
      ['grid', visitorGrid],
      ['krud', visitorKrud],
    ] as const) {
      expect((await call('admin', 'PUT', `/documents/${kind}/${document.name}?revision=0`, document)).status).toBe(200)
    }
    const after = unzipSync(new Uint8Array((await call('admin', 'GET', '/generate/go')).bytes))
    expect(text(after)).toContain('"visitor"')
    expect(Object.keys(after).length).toBeGreaterThan(Object.keys(before).length)
  })
})

describe('the documents area over a project kept in files', { timeout: 60_000 }, () => {
  const [pglite] = testBackends()
  if (pglite === undefined) throw new Error('PGlite is always a backend')
  const database = useMigratedDatabase(pglite)
  const call = useDocumentsApi(database, 'files')

  it('has no history of its own, and points to git for a restore', async () => {
    const history = await call('admin', 'GET', '/documents/form/news-form/history')
    expect(history.body).toEqual({ status: true, revisions: [] })
    const restore = await call('admin', 'POST', '/documents/form/news-form/restore', { revision: 1 })
    expect(restore.status).toBe(400)
    expect(restore.body.code).toBe('DOCUMENT_HISTORY_IN_GIT')
  })
})
