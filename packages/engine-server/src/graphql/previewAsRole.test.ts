// The builder's "try it as a role" (POST /api/graphql/preview): an administrator's query answered
// with another role's rights, row conditions and hidden fields, and nothing else changed by it.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { signInHeaders } from '../http/testing.ts'
import { type GraphqlTestServer, graphqlTestServer, heritageStore, seedHeritage } from './testing.ts'

type Row = Record<string, unknown>

interface Answer {
  status: number
  body: {
    data?: Row | null
    errors?: Array<{ message: string; extensions: { code: string } }>
    code?: string
  }
}

describe.each(testBackends())('previewing a GraphQL query as a role on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let server: GraphqlTestServer
  const headers = new Map<string, Record<string, string>>()
  /** The application this test files in the administrator's name, so a row condition on the user has a row to keep. */
  let adminsApplication: string

  beforeAll(async () => {
    const db = database().db
    await seedHeritage(db)
    const { rows } = await sql<{ id: number }>`update application
      set applicant_id = (select id from tamga_user where login = 'admin')
      where id = (select max(id) from application) returning id`.execute(db)
    adminsApplication = String(rows[0]?.id)
    server = await graphqlTestServer(database(), await heritageStore())
  }, 60_000)
  afterAll(async () => {
    await server?.app.close()
  })

  async function headersOf(login: string): Promise<Record<string, string>> {
    let found = headers.get(login)
    if (found === undefined) {
      found = await signInHeaders(server.app, login)
      headers.set(login, found)
    }
    return found
  }

  async function preview(login: string, roleId: number, query: string): Promise<Answer> {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/graphql/preview',
      headers: await headersOf(login),
      payload: { query, roleId },
    })
    return { status: response.statusCode, body: response.json() }
  }

  async function own(login: string, query: string): Promise<Answer> {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: await headersOf(login),
      payload: { query },
    })
    return { status: response.statusCode, body: response.json() }
  }

  const ids = (answer: Answer, field: string) => {
    const rows = answer.body.data?.[field]
    if (!Array.isArray(rows)) throw new Error(`${field} answered ${JSON.stringify(answer.body)}`)
    return (rows as Row[]).map((row) => String(row.id))
  }

  const applicationIds = async (where = sql`true`) =>
    (
      await sql<{ id: number }>`select id from application where deleted_at is null and ${where} order by id`.execute(
        database().db,
      )
    ).rows.map((row) => String(row.id))

  it('answers with the refusal of a role that may not read the entry', async () => {
    // feedback is open to roles 1, 2 and 3 only.
    const asApplicant = await preview('admin', 5, '{ feedbackList { id } }')
    expect(asApplicant.status).toBe(200)
    expect(asApplicant.body.data?.feedbackList).toBeNull()
    expect(asApplicant.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN')
    const asStaff = await preview('admin', 3, '{ feedbackList { id } }')
    expect(asStaff.body.errors).toBeUndefined()
    expect(Array.isArray(asStaff.body.data?.feedbackList)).toBe(true)
  })

  it('narrows the rows by the role’s row conditions, compared with the administrator’s own user', async () => {
    const all = await applicationIds()
    expect(all.length).toBeGreaterThan(1)
    const asApplicant = await preview(
      'admin',
      5,
      `{ applicationList(limit: 1000) { id } applicationCount application(id: ${all[0]}) { id } }`,
    )
    expect(asApplicant.body.errors).toBeUndefined()
    expect(ids(asApplicant, 'applicationList')).toEqual([adminsApplication])
    expect(asApplicant.body.data?.applicationCount).toBe(1)
    expect(asApplicant.body.data?.application).toBeNull()
    // The same through GraphQL's executor (introspection beside a compiled field).
    const executed = await preview(
      'admin',
      5,
      '{ __schema { queryType { name } } applicationList(limit: 1000) { id } }',
    )
    expect(executed.body.errors).toBeUndefined()
    expect(ids(executed, 'applicationList')).toEqual([adminsApplication])
  })

  it('keeps the entry’s hidden fields out of the previewed answer', async () => {
    const hidden = await preview('admin', 3, '{ heritageBearerList { id register_number } }')
    expect(hidden.status).toBe(400)
    expect(hidden.body.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED')
  })

  it('refuses a mutation or a subscription in GraphQL’s error shape, and runs nothing', async () => {
    const before = await applicationIds()
    const mutation = await preview(
      'admin',
      3,
      'mutation { addApplication(input: { title: "Урьдчилан харах", heritage_bearer_id: 1, amount: "1000" }) { id } }',
    )
    expect(mutation.status).toBe(400)
    expect(mutation.body.data).toBeNull()
    expect(mutation.body.errors?.[0]?.extensions.code).toBe('BAD_REQUEST')
    expect(mutation.body.errors?.[0]?.message).toMatch(/mutation/)
    expect(await applicationIds()).toEqual(before)
    const subscription = await preview('admin', 3, 'subscription { applicationChanged { id } }')
    expect(subscription.status).toBe(400)
    expect(subscription.body.errors?.[0]?.extensions.code).toBe('BAD_REQUEST')
  })

  it('is for the administration roles only, and only as a role that exists', async () => {
    expect((await preview('staff', 3, '{ applicationCount }')).status).toBe(403)
    expect((await preview('applicant', 1, '{ applicationCount }')).status).toBe(403)
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/graphql/preview',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { query: '{ applicationCount }', roleId: 3 },
    })
    expect(anonymous.statusCode).toBe(401)
    const missing = await preview('admin', 999, '{ applicationCount }')
    expect(missing.status).toBe(404)
    expect(missing.body.code).toBe('DOCUMENT_NOT_FOUND')
    // The system administrator (role 2) may preview too.
    const bySysadmin = await preview('sysadmin', 5, '{ applicationList(limit: 1000) { id } }')
    expect(bySysadmin.body.errors).toBeUndefined()
    expect(ids(bySysadmin, 'applicationList')).toEqual([])
  })

  it('leaves the administrator’s own queries, and the role’s real users, as they were', async () => {
    const query = '{ applicationList(limit: 1000) { id } feedbackList { id } }'
    await preview('admin', 5, query)
    const admins = await own('admin', query)
    expect(admins.body.errors).toBeUndefined()
    expect(ids(admins, 'applicationList')).toEqual(await applicationIds())
    // A real applicant asking the same text gets their own rows, not the preview's.
    const applicantsQuery = '{ applicationList(limit: 1000) { id } }'
    await preview('admin', 5, applicantsQuery)
    const applicant = await own('applicant', applicantsQuery)
    const applicantId = (
      await database()
        .db.selectFrom('tamga_user')
        .select('id')
        .where('login', '=', 'applicant')
        .executeTakeFirstOrThrow()
    ).id
    expect(ids(applicant, 'applicationList')).toEqual(await applicationIds(sql`applicant_id = ${applicantId}`))
    expect(ids(applicant, 'applicationList')).not.toContain(adminsApplication)
    // And the administrator's session still acts as role 1.
    const again = await own('admin', '{ feedbackList { id } }')
    expect(again.body.errors).toBeUndefined()
  })
})
