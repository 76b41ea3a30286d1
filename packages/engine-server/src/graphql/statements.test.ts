// Issue 6: "A query with nested sub-tables compiles to a constant number of SQL statements,
// whatever the number of rows; a test counts statements."
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { signInHeaders } from '../http/testing.ts'
import { type GraphqlTestServer, graphqlTestServer, heritageStore, seedHeritage } from './testing.ts'

type Row = Record<string, unknown>

describe.each(testBackends())('statements of a nested GraphQL query on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let server: GraphqlTestServer
  let headers: Record<string, string>

  beforeAll(async () => {
    const db = database().db
    await seedHeritage(db)
    // 60 more applications over the 14 heritage bearers, so every level has many rows.
    await sql`insert into application (applicant_id, heritage_bearer_id, title, amount)
      select (select id from tamga_user where login = 'applicant'), 1 + n % 14, 'Өргөдөл ' || n, 1000 * n
      from generate_series(1, 60) as n`.execute(db)
    server = await graphqlTestServer(database(), await heritageStore())
    headers = await signInHeaders(server.app, 'admin')
  }, 60_000)
  afterAll(async () => {
    await server?.app.close()
  })

  const query = `query ($n: Int) { applicationList(limit: $n, sort: [{ field: id }]) {
    id title bearer { id first_name applications { id title amount } } } }`

  async function run(body: object): Promise<{ rows: Row[]; statements: number }> {
    server.statements.count = 0
    const response = await server.app.inject({ method: 'POST', url: '/api/graphql', headers, payload: body })
    expect(response.statusCode, response.body).toBe(200)
    const answer = response.json() as { data: { applicationList: Row[] }; errors?: unknown }
    expect(answer.errors).toBeUndefined()
    return { rows: answer.data.applicationList, statements: server.statements.count }
  }

  const nestedRows = (rows: readonly Row[]) =>
    rows.flatMap((row) => (row.bearer as Row[]).flatMap((bearer) => bearer.applications as Row[])).length

  it('runs one statement for 2 parent rows and for 60, with every sub-table level filled', async () => {
    const few = await run({ query, variables: { n: 2 } })
    const many = await run({ query, variables: { n: 60 } })
    expect(few.rows).toHaveLength(2)
    expect(many.rows).toHaveLength(60)
    expect(nestedRows(many.rows)).toBeGreaterThan(60 * 3)
    expect(few.statements).toBe(1)
    expect(many.statements).toBe(1)
  })

  it('runs one statement per root field through GraphQL’s executor too', async () => {
    // `__typename` at the root is compiled; `__type` (introspection) sends the query to mercurius.
    const viaExecutor = await run({
      query: query.replace('{ applicationList', '{ __type(name: "Query") { name } applicationList'),
      variables: { n: 60 },
    })
    expect(viaExecutor.rows).toHaveLength(60)
    expect(viaExecutor.statements).toBe(1)
    const twoFields = await run({
      query: '{ applicationList(limit: 50) { id bearer { id } } other: applicationList(limit: 5) { id } }',
    })
    expect(twoFields.rows).toHaveLength(50)
    expect(twoFields.statements).toBe(2)
  })

  it('answers a repeated query with one statement in all, the documents version read inside it', async () => {
    const query = { query: '{ newsList(limit: 5) { id title } }' }
    const ask = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/query',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: query,
      })
    expect((await ask()).statusCode).toBe(200)
    server.allStatements.count = 0
    const again = await ask()
    expect(again.json().data.newsList).toHaveLength(5)
    expect(server.allStatements.count).toBe(1)
  })

  it('answers a signed-in repeated query with one statement that also proves the session', async () => {
    const signedIn = await signInHeaders(server.app, 'staff')
    const ask = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/query',
        headers: signedIn,
        payload: { query: '{ applicationList(limit: 3) { id title } }' },
      })
    expect((await ask()).json().data.applicationList).toHaveLength(3)
    server.allStatements.count = 0
    const again = await ask()
    expect(again.json().data.applicationList).toHaveLength(3)
    expect(server.allStatements.count).toBe(1)
  })

  it('never answers from a remembered session that was revoked, or that acts as another role since', async () => {
    const db = database().db
    const signedIn = await signInHeaders(server.app, 'staff')
    const ask = async () =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/query',
          headers: signedIn,
          payload: { query: '{ applicationList(limit: 1000) { id } }' },
        })
      ).json() as { data?: { applicationList: unknown[] | null }; errors?: Array<{ extensions?: { code?: string } }> }
    const all = Number(
      (await sql<{ n: string }>`select count(*) as n from application where deleted_at is null`.execute(db)).rows[0]?.n,
    )
    expect((await ask()).data?.applicationList).toHaveLength(all)

    // Another instance (here: the database directly) makes the staff member an applicant…
    const staff = await db
      .selectFrom('tamga_user')
      .select(['id', 'role_id'])
      .where('login', '=', 'staff')
      .executeTakeFirstOrThrow()
    await db.updateTable('tamga_user').set({ role_id: 5 }).where('id', '=', staff.id).execute()
    const own = Number(
      (
        await sql<{
          n: string
        }>`select count(*) as n from application where deleted_at is null and applicant_id = ${staff.id}`.execute(db)
      ).rows[0]?.n,
    )
    expect(own).toBeLessThan(all)
    expect((await ask()).data?.applicationList).toHaveLength(own)
    await db.updateTable('tamga_user').set({ role_id: staff.role_id }).where('id', '=', staff.id).execute()
    expect((await ask()).data?.applicationList).toHaveLength(all)

    // …or signs the session out: the next query is anonymous.
    await db.updateTable('tamga_session').set({ revoked_at: new Date() }).where('user_id', '=', staff.id).execute()
    const revoked = await ask()
    expect(revoked.data?.applicationList ?? null).toBeNull()
    expect(revoked.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED')
  })
})
