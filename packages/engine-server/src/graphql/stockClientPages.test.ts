// Aggregates and connections as an integrator meets them, through two stock clients from npm
// against the whole server on a real port: graphql-request asks an aggregate with typed
// variables, and Apollo Client pages through a connection with its own relayStylePagination
// type policy (its cursor, `pageInfo`, `__typename` everywhere, the pages merged in its cache),
// each answer checked against SQL the test writes itself.
import { ApolloClient, gql, HttpLink, InMemoryCache } from '@apollo/client'
import { relayStylePagination } from '@apollo/client/utilities'
import { GraphQLClient } from 'graphql-request'
import { type RawBuilder, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { testConfig } from '../http/testing.ts'
import { DEMO_PASSWORD } from '../seed/accounts.ts'
import { HERITAGE, heritageStore, listenForSockets, seedHeritage } from './testing.ts'

type Row = Record<string, unknown>

const AGGREGATE = `query Totals($filter: ApplicationFilter) {
  applicationAggregate(filter: $filter) {
    count sum { amount } max { amount }
    groups(groupBy: [process_status]) { keys count }
  }
}`

const PAGES = gql`
  query Pages($first: Int, $after: String) {
    applicationConnection(first: $first, after: $after, sort: [{ field: amount, desc: true }]) {
      edges { cursor node { id title amount } }
      pageInfo { hasNextPage endCursor }
      totalCount
    }
  }
`

interface PagesData {
  applicationConnection: {
    edges: Array<{ cursor: string; node: { id: string; title: string } }>
    pageInfo: { hasNextPage: boolean; endCursor: string | null }
    totalCount: number
  }
}

describe.each(testBackends())(
  'aggregates and connections through stock clients on $name',
  { timeout: 90_000 },
  (backend) => {
    const database = useMigratedDatabase(backend)
    let app: TamgaApp
    let origin: string
    let endpoint: string

    beforeAll(async () => {
      await seedHeritage(database().db)
      await sql`insert into application (applicant_id, heritage_bearer_id, title, amount, process_status)
      select (select id from tamga_user where login = case when n % 2 = 0 then 'staff' else 'applicant' end),
        1 + n % 5, 'Нэмэлт ' || n, 500 * n + 0.5, (array['START', 'CHECK', 'END'])[1 + n % 3]
      from generate_series(1, 30) as n`.execute(database().db)
      app = buildApp({
        config: testConfig({ projectDir: HERITAGE }),
        store: await heritageStore(),
        database: database(),
        logger: false,
      })
      await app.ready()
      const socketUrl = await listenForSockets(app, '/api/query')
      origin = socketUrl.replace(/^ws:/, 'http:').replace(/\/api\/query$/, '')
      endpoint = `${origin}/api/query`
    }, 90_000)
    afterAll(async () => {
      await app?.close()
    })

    /** Signs in as a stock client does: a login request, the token kept from its answer. */
    async function tokenOf(login: string): Promise<string> {
      const answer = await fetch(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ login, password: DEMO_PASSWORD }),
      })
      expect(answer.status, await answer.clone().text()).toBe(200)
      return ((await answer.json()) as { token: string }).token
    }

    const rows = async (query: RawBuilder<Row>) => (await query.execute(database().db)).rows
    const applicantId = async () => (await rows(sql`select id from tamga_user where login = 'applicant'`))[0]?.id

    it('graphql-request asks an aggregate with a typed filter variable, and a limited role gets only its rows', async () => {
      for (const login of ['admin', 'applicant']) {
        const client = new GraphQLClient(endpoint, { headers: { authorization: `Bearer ${await tokenOf(login)}` } })
        const data = await client.request<{ applicationAggregate: Row }>(AGGREGATE, {
          filter: { amount: { from: '3000' } },
        })
        const own = login === 'applicant' ? sql`applicant_id = ${await applicantId()}` : sql`true`
        const [totals] =
          await rows(sql`select count(*)::int as count, sum(amount)::text as sum, max(amount)::text as max
        from application where deleted_at is null and amount >= 3000 and ${own}`)
        const groups = await rows(sql`select process_status as status, count(*)::int as count from application
        where deleted_at is null and amount >= 3000 and ${own} group by process_status order by process_status`)
        expect(data.applicationAggregate).toEqual({
          count: totals?.count,
          sum: { amount: totals?.sum },
          max: { amount: totals?.max },
          groups: groups.map((group) => ({ keys: [group.status], count: group.count })),
        })
      }
    })

    it('Apollo Client pages a connection to its end with relayStylePagination, every row once', async () => {
      const client = new ApolloClient({
        link: new HttpLink({ uri: endpoint, headers: { authorization: `Bearer ${await tokenOf('applicant')}` } }),
        cache: new InMemoryCache({
          typePolicies: { Query: { fields: { applicationConnection: relayStylePagination(['filter', 'sort']) } } },
        }),
      })
      let result = await client.query<PagesData>({ query: PAGES, variables: { first: 4 } })
      let requests = 1
      while (result.data?.applicationConnection.pageInfo.hasNextPage === true) {
        const after = result.data.applicationConnection.pageInfo.endCursor
        result = await client.query<PagesData>({
          query: PAGES,
          variables: { first: 4, after },
          fetchPolicy: 'network-only',
        })
        requests += 1
        if (requests > 50) throw new Error('the pages never ended')
      }
      const expected = (
        await rows(sql`select id from application where deleted_at is null and applicant_id = ${await applicantId()}
        order by amount desc, id`)
      ).map((row) => String(row.id))
      // The cache holds the pages merged, in order, as Apollo's policy promises.
      const merged = result.data?.applicationConnection
      expect(merged?.edges.map((edge) => edge.node.id)).toEqual(expected)
      expect(merged?.totalCount).toBe(expected.length)
      // One request a page: the last says no page follows, without an empty page after it.
      expect(requests).toBe(Math.ceil(expected.length / 4))
    })
  },
)
