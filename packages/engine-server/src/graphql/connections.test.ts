// `<entry>Connection`: Relay's connection over the list's keyset cursor. Paging to the end
// gives every row the caller may read once, in the order the test's own SQL gives; the page
// info and the total agree with it; each root field is one SQL statement, within the cost limit.
import { type RawBuilder, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { signInHeaders } from '../http/testing.ts'
import { type GraphqlTestServer, graphqlTestServer, heritageStore, seedHeritage } from './testing.ts'

type Row = Record<string, unknown>

interface Answer {
  status: number
  data: Row | null
  errors: Array<{ message: string; extensions: { code: string } }>
}

interface Page {
  totalCount: number
  edges: Array<{ cursor: string; node: { id: string; title: string } }>
  nodes: Array<{ id: string }>
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null }
}

const PAGE = `query ($first: Int, $after: String, $filter: ApplicationFilter, $sort: [ApplicationSort!]) {
  applicationConnection(first: $first, after: $after, filter: $filter, sort: $sort) {
    totalCount edges { cursor node { id title } } nodes { id }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`

const BACKWARD = `query ($last: Int, $before: String, $filter: ApplicationFilter, $sort: [ApplicationSort!]) {
  applicationConnection(last: $last, before: $before, filter: $filter, sort: $sort) {
    totalCount edges { cursor node { id title } } nodes { id }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`

describe.each(testBackends())('connections of a GraphQL entry on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let server: GraphqlTestServer
  let cheap: GraphqlTestServer
  const headers = new Map<string, Record<string, string>>()

  beforeAll(async () => {
    const db = database().db
    await seedHeritage(db)
    // 50 more applications made in one statement (so with one created_at: the ID breaks the
    // ties), a third of them the staff member's, some deleted.
    await sql`insert into application (applicant_id, heritage_bearer_id, title, amount, process_status, deleted_at)
      select (select id from tamga_user where login = case when n % 3 = 0 then 'staff' else 'applicant' end),
        1 + n % 5, 'Нэмэлт ' || (n % 17), 1000 * n, (array['START', 'CHECK', 'END'])[1 + n % 3],
        case when n % 13 = 0 then now() end
      from generate_series(1, 50) as n`.execute(db)
    const store = await heritageStore()
    server = await graphqlTestServer(database(), store)
    cheap = await graphqlTestServer(database(), store, { maxCost: 150 })
  }, 60_000)
  afterAll(async () => {
    await server?.app.close()
    await cheap?.app.close()
  })

  async function gql(login: string, query: string, variables: Row = {}, on = server): Promise<Answer> {
    let found = headers.get(login)
    if (found === undefined) {
      found = await signInHeaders(server.app, login)
      headers.set(login, found)
    }
    on.statements.count = 0
    const response = await on.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: found,
      payload: { query, variables },
    })
    const body = response.json() as { data?: Row | null; errors?: Answer['errors'] }
    return { status: response.statusCode, data: body.data ?? null, errors: body.errors ?? [] }
  }

  const ids = async (query: RawBuilder<Row>) => (await query.execute(database().db)).rows.map((row) => String(row.id))
  const userId = async (login: string) =>
    (await database().db.selectFrom('tamga_user').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id

  /** Every page from the first, `first` rows each, checking each page's info as it goes. */
  async function pageThrough(login: string, variables: Row): Promise<string[]> {
    const seen: string[] = []
    let after: string | null = null
    for (let pages = 0; pages < 100; pages++) {
      const answer = await gql(login, PAGE, { ...variables, after })
      expect(answer.errors).toEqual([])
      const page = answer.data?.applicationConnection as Page
      expect(server.statements.count).toBe(1)
      const cursors = page.edges.map((edge) => edge.cursor)
      expect(page.nodes.map((node) => node.id)).toEqual(page.edges.map((edge) => edge.node.id))
      expect(page.pageInfo.startCursor).toBe(cursors[0] ?? null)
      expect(page.pageInfo.endCursor).toBe(cursors.at(-1) ?? null)
      expect(page.pageInfo.hasPreviousPage).toBe(after !== null)
      seen.push(...page.edges.map((edge) => edge.node.id))
      expect(page.totalCount).toBeGreaterThanOrEqual(seen.length)
      if (!page.pageInfo.hasNextPage) {
        expect(page.totalCount).toBe(seen.length)
        // Past the end: no rows, no cursors, and the rows before still said.
        if (page.pageInfo.endCursor !== null) {
          const past = (await gql(login, PAGE, { ...variables, after: page.pageInfo.endCursor })).data
            ?.applicationConnection as Page
          expect(past.edges).toEqual([])
          expect(past.pageInfo).toEqual({
            hasNextPage: false,
            hasPreviousPage: true,
            startCursor: null,
            endCursor: null,
          })
        }
        return seen
      }
      expect(page.edges).toHaveLength(variables.first as number)
      after = page.pageInfo.endCursor
    }
    throw new Error('the pages never ended')
  }

  it('pages to the end giving every row once, in the sort’s order with the ID breaking ties', async () => {
    const seen = await pageThrough('admin', { first: 7, sort: [{ field: 'created_at', desc: true }] })
    expect(seen).toEqual(
      await ids(sql`select id from application where deleted_at is null order by created_at desc, id`),
    )
    expect(new Set(seen).size).toBe(seen.length)
    const byTitle = await pageThrough('admin', { first: 9, sort: [{ field: 'title' }] })
    expect(byTitle).toEqual(await ids(sql`select id from application where deleted_at is null order by title, id`))
  })

  it('pages only through the rows of a role limited to its own, and through the filter’s', async () => {
    const applicant = await userId('applicant')
    const own = await ids(
      sql`select id from application where deleted_at is null and applicant_id = ${applicant} order by id`,
    )
    const all = await ids(sql`select id from application where deleted_at is null`)
    expect(own.length).toBeLessThan(all.length)
    expect(await pageThrough('applicant', { first: 6 })).toEqual(own)
    const filtered = await pageThrough('applicant', {
      first: 4,
      filter: { process_status: { equals: 'START' } },
      sort: [{ field: 'amount', desc: true }],
    })
    const either = await pageThrough('applicant', {
      first: 5,
      filter: { _or: [{ process_status: { equals: 'START' } }, { _not: { amount: { to: '30000' } } }] },
    })
    expect(either).toEqual(
      await ids(sql`select id from application where deleted_at is null and applicant_id = ${applicant}
        and (process_status = 'START' or not (amount <= 30000)) order by id`),
    )
    expect(filtered).toEqual(
      await ids(sql`select id from application where deleted_at is null and applicant_id = ${applicant}
        and process_status = 'START' order by amount desc, id`),
    )
  })

  /** Every page from the end, `last` rows each, back to the start; the rows in the list's order. */
  async function pageBack(login: string, variables: Row): Promise<string[]> {
    const pages: string[][] = []
    let before: string | null = null
    for (let count = 0; count < 100; count++) {
      const answer = await gql(login, BACKWARD, { ...variables, before })
      expect(answer.errors).toEqual([])
      expect(server.statements.count).toBe(1)
      const page = answer.data?.applicationConnection as Page
      const cursors = page.edges.map((edge) => edge.cursor)
      expect(page.nodes.map((node) => node.id)).toEqual(page.edges.map((edge) => edge.node.id))
      expect(page.pageInfo.startCursor).toBe(cursors[0] ?? null)
      expect(page.pageInfo.endCursor).toBe(cursors.at(-1) ?? null)
      // Rows follow the page exactly when it was asked before a cursor.
      expect(page.pageInfo.hasNextPage).toBe(before !== null)
      pages.unshift(page.edges.map((edge) => edge.node.id))
      if (!page.pageInfo.hasPreviousPage) return pages.flat()
      expect(page.edges).toHaveLength(variables.last as number)
      before = page.pageInfo.startCursor
    }
    throw new Error('the pages never ended')
  }

  it('pages backward with last and before to the start, every row once in the list’s order', async () => {
    const sort = [{ field: 'created_at', desc: true }]
    const back = await pageBack('admin', { last: 7, sort })
    expect(back).toEqual(
      await ids(sql`select id from application where deleted_at is null order by created_at desc, id`),
    )
    // The applicant's own rows only, filtered, by amount.
    const applicant = await userId('applicant')
    const filter = { process_status: { equals: 'CHECK' } }
    const own = await pageBack('applicant', { last: 3, filter, sort: [{ field: 'amount' }] })
    expect(own).toEqual(
      await ids(sql`select id from application where deleted_at is null and applicant_id = ${applicant}
        and process_status = 'CHECK' order by amount, id`),
    )
    expect(own.length).toBeGreaterThan(3)
    // A page back from a forward page's start cursor is the rows just before it.
    const forward = (await gql('admin', PAGE, { first: 5, sort, after: null })).data?.applicationConnection as Page
    const second = (await gql('admin', PAGE, { first: 5, sort, after: forward.pageInfo.endCursor })).data
      ?.applicationConnection as Page
    const previous = (await gql('admin', BACKWARD, { last: 5, sort, before: second.pageInfo.startCursor })).data
      ?.applicationConnection as Page
    expect(previous.edges).toEqual(forward.edges)
    expect(previous.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false })
  })

  it('refuses first and last together, and a before that is not a cursor', async () => {
    const both = await gql('admin', '{ applicationConnection(first: 2, last: 2) { totalCount } }')
    expect(both.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    const nonsense = await gql('admin', BACKWARD, { last: 2, before: 'nonsense' })
    expect(nonsense.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
  })

  it('answers through GraphQL’s executor as through the compiled path, in one statement', async () => {
    const query = PAGE.replace('applicationConnection(', '__type(name: "Query") { name } applicationConnection(')
    const compiled = await gql('staff', PAGE, { first: 3 })
    const executed = await gql('staff', query, { first: 3 })
    expect(server.statements.count).toBe(1)
    expect(executed.data?.applicationConnection).toEqual(compiled.data?.applicationConnection)
    const two = await gql('staff', '{ applicationConnection { totalCount } applicationCount }')
    expect(two.data?.applicationConnection).toEqual({ totalCount: two.data?.applicationCount })
    expect(server.statements.count).toBe(2)
  })

  it('answers an empty page for first: 0, saying that rows follow', async () => {
    const answer = await gql('admin', PAGE, { first: 0 })
    const page = answer.data?.applicationConnection as Page
    expect(page.edges).toEqual([])
    expect(page.nodes).toEqual([])
    expect(page.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null })
    expect(page.totalCount).toBe((await ids(sql`select id from application where deleted_at is null`)).length)
  })

  it('refuses a cursor that is not one, and a page past the page size', async () => {
    for (const after of ['nonsense', '[1, 2, 3]', '{"id": 1}']) {
      const answer = await gql('admin', PAGE, { first: 2, after })
      expect(answer.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    }
    const past = await gql('admin', PAGE, { first: 1001 })
    expect(past.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
  })

  it('counts the page, and the rows nested under each of its rows, against the cost limit', async () => {
    const fits = await gql(
      'admin',
      '{ applicationConnection(first: 100) { totalCount edges { node { id } } } }',
      {},
      cheap,
    )
    expect(fits.errors).toEqual([])
    const large = await gql('admin', '{ applicationConnection(first: 200) { edges { node { id } } } }', {}, cheap)
    expect(large.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    // 11 rows, each with its bearer's applications (10 assumed per parent) under it.
    const nested = await gql(
      'admin',
      '{ applicationConnection(first: 10) { nodes { id bearer { applications { id } } } } }',
      {},
      cheap,
    )
    expect(nested.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    expect(cheap.statements.count).toBe(0)
  })
})
