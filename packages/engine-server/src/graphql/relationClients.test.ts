// Issue 29's filters and many-to-one objects as an integrator meets them: graphql-request and
// Apollo Client from npm against the whole server on a real port, over the heritage example
// with an entry over provinces that only administrators may read.
import { ApolloClient, gql, HttpLink, InMemoryCache } from '@apollo/client'
import type { GraphqlDocument } from '@tamga/schema'
import { ClientError, GraphQLClient } from 'graphql-request'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { testConfig } from '../http/testing.ts'
import { DEMO_PASSWORD } from '../seed/accounts.ts'
import { HERITAGE, heritageStore, listenForSockets, seedHeritage } from './testing.ts'

/** Provinces, for the administrators (roles 1 and 2) only: staff read bearers but not provinces. */
const AIMAG_ENTRY: GraphqlDocument = {
  kind: 'graphql',
  version: 1,
  name: 'aimag',
  model: 'aimag',
  typeName: 'Aimag',
  idField: 'id',
  hiddenFields: ['boundary'],
  actions: { add: false, edit: false, delete: false },
  access: { roles: [1, 2] },
}

interface Bearer {
  id: string
  first_name: string
  aimag: { id: string; name: string } | null
}

describe.each(testBackends())('relations through stock GraphQL clients on $name', { timeout: 90_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let app: TamgaApp
  let origin: string
  const tokens = new Map<string, string>()

  beforeAll(async () => {
    await seedHeritage(database().db)
    const store = await heritageStore()
    await store.put(AIMAG_ENTRY, { by: null })
    app = buildApp({ config: testConfig({ projectDir: HERITAGE }), store, database: database(), logger: false })
    await app.ready()
    origin = (await listenForSockets(app, '/api/query')).replace(/^ws:/, 'http:').replace(/\/api\/query$/, '')
  }, 90_000)
  afterAll(async () => {
    await app?.close()
  })

  async function tokenOf(login: string): Promise<string> {
    let token = tokens.get(login)
    if (token === undefined) {
      const answer = await fetch(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ login, password: DEMO_PASSWORD }),
      })
      expect(answer.status).toBe(200)
      token = ((await answer.json()) as { token: string }).token
      tokens.set(login, token)
    }
    return token
  }

  const requestClient = async (login: string) =>
    new GraphQLClient(`${origin}/api/query`, { headers: { authorization: `Bearer ${await tokenOf(login)}` } })

  /** Apollo Client's core in Node over HTTP, as its documentation shows it. */
  const apolloClient = async (login: string) =>
    new ApolloClient({
      link: new HttpLink({ uri: `${origin}/api/query`, headers: { authorization: `Bearer ${await tokenOf(login)}` } }),
      cache: new InMemoryCache(),
    })

  const inKhovd = async () =>
    (
      await sql<{ id: number }>`select b.id from heritage_bearer b join aimag a on a.id = b.aimag_id
        where b.deleted_at is null and a.name = 'Ховд' order by b.id`.execute(database().db)
    ).rows.map((row) => String(row.id))

  it('graphql-request filters through a relation with _or and _not sent as variables', async () => {
    const client = await requestClient('admin')
    const data = await client.request<{ heritageBearerList: Bearer[] }>(
      `query ($where: HeritageBearerFilter) {
        heritageBearerList(limit: 100, filter: $where) { id first_name aimag { id name } } }`,
      { where: { _and: [{ aimag: { name: { contains: 'ховд' } } }, { _not: { first_name: { equals: '' } } }] } },
    )
    expect(data.heritageBearerList.map((bearer) => bearer.id)).toEqual(await inKhovd())
    for (const bearer of data.heritageBearerList) expect(bearer.aimag?.name).toBe('Ховд')
    // A role that may not read provinces is refused the filter, as the catalogue says.
    const staff = await requestClient('staff')
    const refused = await staff
      .request('{ heritageBearerList(filter: { aimag: { name: { contains: "Ховд" } } }) { id } }')
      .then(
        () => undefined,
        (error: unknown) => (error instanceof ClientError ? error.response.errors?.[0]?.extensions?.code : error),
      )
    expect(refused).toBe('FORBIDDEN')
  })

  it('Apollo Client reads related objects into its normalised cache, and null where the role may not read', async () => {
    const query = gql`
      query Bearers {
        heritageBearerList(limit: 100, filter: { applications: { some: {} } }) {
          id
          first_name
          aimag {
            id
            name
          }
        }
      }
    `
    const withApplications = (
      await sql<{ id: number }>`select b.id from heritage_bearer b where b.deleted_at is null and exists
        (select 1 from application a where a.heritage_bearer_id = b.id and a.deleted_at is null) order by b.id`.execute(
        database().db,
      )
    ).rows.map((row) => String(row.id))
    const admin = await apolloClient('admin')
    const { data } = await admin.query<{ heritageBearerList: Array<Bearer & { __typename: string }> }>({ query })
    const bearers = data?.heritageBearerList ?? []
    expect(bearers.map((bearer) => bearer.id)).toEqual(withApplications)
    const first = bearers[0]
    expect(first?.aimag).toMatchObject({ __typename: 'Aimag' })
    // Apollo keyed the province by its type and id: the same object wherever it appears.
    const cached = admin.cache.extract() as Record<string, { name?: string }>
    expect(cached[`Aimag:${first?.aimag?.id}`]?.name).toBe(first?.aimag?.name)
    const staff = await apolloClient('staff')
    const limited = await staff.query<{ heritageBearerList: Bearer[] }>({
      query: gql`
        query Mine {
          heritageBearerList(limit: 3) {
            id
            aimag {
              id
              name
            }
          }
        }
      `,
    })
    const rows = limited.data?.heritageBearerList ?? []
    expect(rows).toHaveLength(3)
    for (const row of rows) expect(row.aimag).toBeNull()
  })

  it('Apollo Client reads each bearer’s aggregates of its applications, counted and grouped per row', async () => {
    const admin = await apolloClient('admin')
    const { data } = await admin.query<{
      heritageBearerList: Array<{
        id: string
        applicationsAggregate: { count: number; groups: Array<{ keys: string[] }> }
      }>
    }>({
      query: gql`
        query Counted {
          heritageBearerList(limit: 100) {
            id
            applicationsAggregate {
              count
              groups(groupBy: [process_status]) {
                keys
                count
              }
            }
          }
        }
      `,
    })
    const counts = new Map(
      (
        await sql<{ id: string; count: number }>`select heritage_bearer_id::text as id, count(*)::int as count
          from application where deleted_at is null group by heritage_bearer_id`.execute(database().db)
      ).rows.map((row) => [row.id, row.count]),
    )
    const bearers = data?.heritageBearerList ?? []
    expect(bearers.some((bearer) => bearer.applicationsAggregate.count > 0)).toBe(true)
    for (const bearer of bearers) {
      expect(bearer.applicationsAggregate.count).toBe(counts.get(bearer.id) ?? 0)
      expect(bearer.applicationsAggregate).toMatchObject({ __typename: 'HeritageBearerApplicationsAggregate' })
    }
  })
})
