// Each role's schema holds only the root fields the role may use: the queries and subscriptions
// of the entries it may read, and the mutations its krud rights grant (create: add and addList,
// update: edit, delete: delete and restore). Introspection and GraphiQL show it; a mutation
// outside it is refused by GraphQL's validation, before anything runs.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { type MemoryDocumentStore, signInHeaders } from '../http/testing.ts'
import { bumpDocumentsVersion } from '../permissions/documentsVersion.ts'
import { type GraphqlTestServer, graphqlTestServer, heritageStore, seedHeritage } from './testing.ts'

interface Answer {
  status: number
  data: Record<string, unknown> | null
  errors: Array<{ message: string; extensions: { code: string; enMsg?: string } }>
}

interface IntrospectedSchema {
  queryType: { fields: Array<{ name: string }> }
  mutationType: { fields: Array<{ name: string }> } | null
  subscriptionType: { fields: Array<{ name: string }> } | null
}

const SCHEMA_QUERY = `{ __schema {
  queryType { fields { name } }
  mutationType { fields { name } }
  subscriptionType { fields { name } }
} }`

/** The mutations of the heritage project's entries (and the tests' application entry) a role's krud rights grant. */
const EXPECTED_MUTATIONS: Readonly<Record<string, readonly string[]>> = {
  // Super admin: every write the entries' actions allow and their kruds offer; the feedback
  // krud offers no create, so there is no addFeedback, and the bearer entry allows no delete.
  admin: [
    'addApplication',
    'addApplicationList',
    'addHeritageBearer',
    'addHeritageBearerList',
    'deleteApplication',
    'editApplication',
    'editFeedback',
    'editHeritageBearer',
    'restoreApplication',
  ],
  // Staff: applications r/u, heritage bearers c/r/u, feedback r/u.
  staff: ['addHeritageBearer', 'addHeritageBearerList', 'editApplication', 'editFeedback', 'editHeritageBearer'],
  // Applicant: c/r/u/d on their own applications (the tests' store adds u and d); no access to
  // the feedback and bearer entries (roles 1, 2 and 3 only).
  applicant: ['addApplication', 'addApplicationList', 'deleteApplication', 'editApplication', 'restoreApplication'],
  // Council member: reads applications; the subject of an open approval step edits one.
  council1: ['editApplication'],
}

describe.each(testBackends())('each role’s GraphQL schema on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let server: GraphqlTestServer
  let store: MemoryDocumentStore
  const headers = new Map<string, Record<string, string>>()

  beforeAll(async () => {
    await seedHeritage(database().db)
    store = await heritageStore()
    server = await graphqlTestServer(database(), store)
  }, 60_000)
  afterAll(async () => {
    await server?.app.close()
  })

  async function signedIn(login: string | null): Promise<Record<string, string>> {
    if (login === null) return { 'x-requested-with': 'XMLHttpRequest' }
    let found = headers.get(login)
    if (found === undefined) {
      found = await signInHeaders(server.app, login)
      headers.set(login, found)
    }
    return found
  }

  async function gql(login: string | null, query: string): Promise<Answer> {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: await signedIn(login),
      payload: { query },
    })
    const body = response.json() as { data?: Record<string, unknown> | null; errors?: Answer['errors'] }
    return { status: response.statusCode, data: body.data ?? null, errors: body.errors ?? [] }
  }

  async function introspect(
    login: string | null,
  ): Promise<{ query: string[]; mutation: string[]; subscription: string[] }> {
    const answer = await gql(login, SCHEMA_QUERY)
    expect(answer.errors).toEqual([])
    const schema = answer.data?.__schema as IntrospectedSchema
    const names = (type: { fields: Array<{ name: string }> } | null) =>
      (type?.fields ?? []).map((field) => field.name).sort()
    return {
      query: names(schema.queryType),
      mutation: names(schema.mutationType),
      subscription: names(schema.subscriptionType),
    }
  }

  const applications = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from application`.execute(database().db)).rows[0]?.n)

  it.each(Object.entries(EXPECTED_MUTATIONS))(
    'shows %s exactly the mutations its krud rights grant',
    async (login, expected) => {
      expect((await introspect(login)).mutation).toEqual([...expected].sort())
    },
  )

  it('shows each role the queries and subscriptions of the entries it may read, and a visitor the public ones only', async () => {
    const applicant = await introspect('applicant')
    expect(applicant.query).toContain('applicationList')
    expect(applicant.query.filter((name) => /^(feedback|heritageBearer)/.test(name))).toEqual([])
    expect(applicant.subscription).toEqual(['applicationChanged', 'newsChanged', 'notificationAdded'])
    const staff = await introspect('staff')
    expect(staff.query).toEqual(expect.arrayContaining(['feedbackList', 'heritageBearerList', 'applicationList']))
    expect(staff.subscription).toEqual(['applicationChanged', 'feedbackChanged', 'newsChanged', 'notificationAdded'])
    const visitor = await introspect(null)
    expect(visitor.query).toEqual([
      '_schemaVersion',
      'news',
      'newsAggregate',
      'newsConnection',
      'newsCount',
      'newsList',
    ])
    expect(visitor.mutation).toEqual([])
    expect(visitor.subscription).toEqual(['newsChanged'])
  })

  it('refuses a mutation the role’s schema lacks as an unknown field, writing nothing', async () => {
    const before = await applications()
    const add = 'mutation { addApplication(input: { title: "Эрхгүй", heritage_bearer_id: 1, amount: 1 }) { id } }'
    const council = await gql('council1', add)
    expect(council.status).toBe(400)
    expect(council.data).toBeNull()
    expect(council.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    expect(council.errors[0]?.message).toMatch(/addApplication/)
    // The staff reads applications and edits them, but deletes none.
    const removed = await gql('staff', 'mutation { deleteApplication(id: 1) }')
    expect(removed.status).toBe(400)
    expect(removed.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    // A visitor has no mutation at all.
    const visitor = await gql(null, add)
    expect(visitor.status).toBe(400)
    expect(visitor.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    expect(await applications()).toBe(before)
    // A granted one still runs, through the krud's checks.
    const added = await gql('applicant', add)
    expect(added.errors).toEqual([])
    expect(await applications()).toBe(before + 1)
  })

  it('shows a mutation to a role at the next request after its role document grants the right', async () => {
    const role = await store.get('role', 'council-member')
    if (role === undefined || role.document.kind !== 'role') throw new Error('the heritage project has a council role')
    const add = 'mutation { addApplication(input: { title: "Шинэ эрх", heritage_bearer_id: 1, amount: 1 }) { title } }'
    expect((await introspect('council1')).mutation).not.toContain('addApplication')
    await store.put(
      { ...role.document, kruds: { ...role.document.kruds, applications: { r: true, c: true } } },
      { by: null },
    )
    await bumpDocumentsVersion(database().db)
    try {
      expect((await introspect('council1')).mutation).toEqual([
        'addApplication',
        'addApplicationList',
        'editApplication',
      ])
      const added = await gql('council1', add)
      expect(added.errors).toEqual([])
      expect(added.data).toEqual({ addApplication: { title: 'Шинэ эрх' } })
    } finally {
      await store.put(role.document, { by: null })
      await bumpDocumentsVersion(database().db)
    }
    expect((await introspect('council1')).mutation).toEqual(['editApplication'])
    expect((await gql('council1', add)).status).toBe(400)
  })
})
