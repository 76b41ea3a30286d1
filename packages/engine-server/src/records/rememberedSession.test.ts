// The records list answered from a remembered session: two statements instead of three, and
// never an answer the looked-up session would not have had.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { RoleDocument } from '@tamga/schema'
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { datasourceListSource } from '../analytics/datasourceListSource.ts'
import { authPlugin } from '../auth/index.ts'
import type { TamgaDatabase } from '../db/database.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { errorHandler } from '../http/errorHandler.ts'
import { MemoryDocumentStore, signInHeaders } from '../http/testing.ts'
import { createValidatorCompiler } from '../http/validation.ts'
import { bumpDocumentsVersion } from '../permissions/documentsVersion.ts'
import { permissionsPlugin } from '../permissions/index.ts'
import { createCatalogueReader } from './catalogue.ts'
import { recordsPlugin } from './plugin.ts'
import { HERITAGE_DIR, seedHeritage } from './testing.ts'

/** The database, counting the statements run through it. */
function counting(database: TamgaDatabase, counter: { count: number }): TamgaDatabase {
  return {
    ...database,
    db: database.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        counter.count += 1
        return args.result
      },
    }),
  }
}

interface ListAnswer {
  rows?: Array<{ id: number }>
  total?: number
  code?: string
}

describe.each(testBackends())('the records list from a remembered session on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  const statements = { count: 0 }
  let app: FastifyInstance
  let store: MemoryDocumentStore

  beforeAll(async () => {
    await seedHeritage(database().db)
    store = new MemoryDocumentStore((await createFolderStore(HERITAGE_DIR).listAll()).map((stored) => stored.document))
    const server = counting(database(), statements)
    app = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>()
    app.setValidatorCompiler(createValidatorCompiler())
    app.setErrorHandler(errorHandler)
    const api: FastifyPluginAsync = async (api) => {
      await api.register(authPlugin, { store, database: server })
      await api.register(permissionsPlugin, { store, database: server })
      await api.register(recordsPlugin, {
        store,
        database: server,
        catalogue: createCatalogueReader(store),
        datasources: datasourceListSource,
      })
    }
    await app.register(api, { prefix: '/api' })
    await app.ready()
  }, 60_000)
  afterAll(async () => {
    await app?.close()
  })

  const list = async (headers: Record<string, string>) => {
    statements.count = 0
    const response = await app.inject({ url: '/api/records/applications', headers })
    return { status: response.statusCode, body: response.json() as ListAnswer, statements: statements.count }
  }
  const ids = (answer: { body: ListAnswer }) => (answer.body.rows ?? []).map((row) => row.id)
  const count = async (condition: ReturnType<typeof sql>) =>
    Number(
      (
        await sql<{
          n: string
        }>`select count(*) as n from application where deleted_at is null and ${condition}`.execute(database().db)
      ).rows[0]?.n,
    )

  it('runs the page and the total alone once the session is known, and answers the same', async () => {
    const headers = await signInHeaders(app, 'staff')
    const looked = await list(headers)
    expect(looked.status).toBe(200)
    expect(looked.statements).toBeGreaterThanOrEqual(3)
    const remembered = await list(headers)
    expect(remembered.statements).toBe(2)
    expect(remembered.body).toEqual(looked.body)
  })

  it('never answers from a remembered session that was revoked, or that acts as another role since', async () => {
    const db = database().db
    const headers = await signInHeaders(app, 'staff')
    const all = await count(sql`true`)
    expect((await list(headers)).body.total).toBe(all)
    expect((await list(headers)).statements).toBe(2)

    // Another instance (here: the database directly) makes the staff member an applicant…
    const staff = await db
      .selectFrom('tamga_user')
      .select(['id', 'role_id'])
      .where('login', '=', 'staff')
      .executeTakeFirstOrThrow()
    await db.updateTable('tamga_user').set({ role_id: 5 }).where('id', '=', staff.id).execute()
    const own = await list(headers)
    expect(own.status).toBe(200)
    expect(own.body.total).toBe(await count(sql`applicant_id = ${staff.id}`))
    expect(own.body.total).toBeLessThan(all)
    // …a role that does not read the krud (here: none there is a document of): refused as it is now…
    await db.updateTable('tamga_user').set({ role_id: 77 }).where('id', '=', staff.id).execute()
    expect((await list(headers)).status).toBe(403)
    await db.updateTable('tamga_user').set({ role_id: staff.role_id }).where('id', '=', staff.id).execute()
    expect((await list(headers)).body.total).toBe(all)

    // …or signs the session out: the next list is refused as anonymous.
    await db.updateTable('tamga_session').set({ revoked_at: new Date() }).where('user_id', '=', staff.id).execute()
    const revoked = await list(headers)
    expect(revoked.status).toBe(401)
    expect(revoked.body.rows).toBeUndefined()
  })

  it('reads the documents at their new version once another instance changed them', async () => {
    const db = database().db
    const headers = await signInHeaders(app, 'staff')
    const staffId = (
      await db.selectFrom('tamga_user').select('id').where('login', '=', 'staff').executeTakeFirstOrThrow()
    ).id
    const before = await list(headers)
    expect((await list(headers)).statements).toBe(2)

    // The staff role now reads only the applications it filed, written as another instance
    // writes a document: the document, then the version in the same transaction.
    const role = (await store.get('role', 'staff'))?.document as RoleDocument
    const changed: RoleDocument = structuredClone(role)
    changed.kruds = {
      ...changed.kruds,
      applications: { r: true, rowConditions: [{ type: 'current-user', column: 'applicant_id' }] },
    }
    await store.put(changed, { by: null })
    await bumpDocumentsVersion(db)
    try {
      const after = await list(headers)
      expect(after.status).toBe(200)
      expect(after.body.total).toBe(await count(sql`applicant_id = ${staffId}`))
      expect(ids(after)).not.toEqual(ids(before))
      expect((await list(headers)).statements).toBe(2)
    } finally {
      await store.put(role, { by: null })
      await bumpDocumentsVersion(db)
    }
    expect((await list(headers)).body.total).toBe(before.body.total)
  })
})
