// `<entry>Aggregate`: counts, sums, averages and extremes, overall and per group, checked
// against SQL the test writes itself, with the caller's row conditions applied, in one
// statement per root field, and held to the request's cost limit.
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

/** The object a root field answered; fails the test when it answered none. */
function objectOf(answer: Answer, field: string): Row {
  const value = answer.data?.[field]
  if (typeof value !== 'object' || value === null) throw new Error(`${field} answered ${JSON.stringify(answer)}`)
  return value as Row
}

describe.each(testBackends())('aggregates of a GraphQL entry on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let server: GraphqlTestServer
  let cheap: GraphqlTestServer
  const headers = new Map<string, Record<string, string>>()

  beforeAll(async () => {
    const db = database().db
    await seedHeritage(db)
    // 80 more applications: a third the staff member's, some without a bearer or an amount,
    // some deleted (which no aggregate may count).
    await sql`insert into application (applicant_id, heritage_bearer_id, title, amount, process_status, deleted_at)
      select (select id from tamga_user where login = case when n % 3 = 0 then 'staff' else 'applicant' end),
        case when n % 7 = 0 then null else 1 + n % 5 end, 'Нэмэлт ' || n,
        case when n % 11 = 0 then null else 1000 * n + 0.25 * (n % 4) end,
        (array['START', 'CHECK', 'END'])[1 + n % 3], case when n % 13 = 0 then now() end
      from generate_series(1, 80) as n`.execute(db)
    const store = await heritageStore()
    // Bearers open to every signed-in role, so an applicant's per-bearer aggregates show its row conditions.
    const bearer = await store.get('graphql', 'heritage_bearer')
    if (bearer === undefined || bearer.document.kind !== 'graphql') throw new Error('no heritage_bearer entry')
    await store.put({ ...bearer.document, access: {} }, { by: null })
    server = await graphqlTestServer(database(), store)
    cheap = await graphqlTestServer(database(), store, { maxCost: 150 })
  }, 60_000)
  afterAll(async () => {
    await server?.app.close()
    await cheap?.app.close()
  })

  async function gql(login: string, query: string, on = server): Promise<Answer> {
    let found = headers.get(login)
    if (found === undefined) {
      found = await signInHeaders(server.app, login)
      headers.set(login, found)
    }
    on.statements.count = 0
    const response = await on.app.inject({ method: 'POST', url: '/api/graphql', headers: found, payload: { query } })
    const body = response.json() as { data?: Row | null; errors?: Answer['errors'] }
    return { status: response.statusCode, data: body.data ?? null, errors: body.errors ?? [] }
  }

  const rows = async (query: RawBuilder<Row>) => (await query.execute(database().db)).rows
  const userId = async (login: string) =>
    String((await rows(sql`select id from tamga_user where login = ${login}`))[0]?.id)

  /** The totals as the test's own SQL computes them over the live rows `where` admits. */
  async function expectedTotals(where: RawBuilder<unknown>): Promise<Row> {
    const [row] = await rows(sql`select count(*)::int as count, sum(amount)::text as sum, avg(amount)::float8 as avg,
      min(amount)::text as min, max(amount)::text as max, min(created_at) as first, max(created_at) as last
      from application where deleted_at is null and ${where}`)
    if (row === undefined) throw new Error('no totals')
    return row
  }

  function checkTotals(answer: Row, expected: Row): void {
    expect(answer.count).toBe(expected.count)
    expect(answer.sum).toEqual({ amount: expected.sum })
    expect(Number((answer.avg as Row).amount)).toBeCloseTo(Number(expected.avg), 6)
    expect(answer.min).toMatchObject({ amount: expected.min })
    expect(answer.max).toEqual({ amount: expected.max })
    const first = (answer.min as Row).created_at
    expect(new Date(String(first)).getTime()).toBe(new Date(expected.first as string).getTime())
  }

  const totalsQuery = (args = '') =>
    `{ applicationAggregate${args} { count sum { amount } avg { amount } min { amount created_at } max { amount } } }`

  it('counts, sums, averages and finds the extremes of every row an administrator may read', async () => {
    const answer = await gql('admin', totalsQuery())
    expect(answer.errors).toEqual([])
    const expected = await expectedTotals(sql`true`)
    expect(expected.count).toBeGreaterThan(60)
    checkTotals(objectOf(answer, 'applicationAggregate'), expected)
  })

  it('applies the list’s filter and search', async () => {
    const answer = await gql(
      'admin',
      totalsQuery('(filter: { process_status: { equals: "START" }, amount: { from: "20000" } })'),
    )
    expect(answer.errors).toEqual([])
    const expected = await expectedTotals(sql`process_status = 'START' and amount >= 20000`)
    expect(expected.count).toBeGreaterThan(3)
    checkTotals(objectOf(answer, 'applicationAggregate'), expected)
    const searched = await gql('admin', '{ applicationAggregate(search: "Нэмэлт 1") { count } }')
    const [matching] = await rows(
      sql`select count(*)::int as n from application where deleted_at is null and title ilike '%Нэмэлт 1%'`,
    )
    expect(searched.data?.applicationAggregate).toEqual({ count: matching?.n })
  })

  it('takes the list’s boolean filters (_or, _not) too', async () => {
    const answer = await gql(
      'applicant',
      totalsQuery(
        '(filter: { _or: [{ process_status: { equals: "START" } }, { _not: { amount: { from: "30000" } } }] })',
      ),
    )
    expect(answer.errors).toEqual([])
    const expected = await expectedTotals(
      sql`applicant_id = ${await userId('applicant')} and (process_status = 'START' or not (amount >= 30000))`,
    )
    expect(expected.count).toBeGreaterThan(3)
    checkTotals(objectOf(answer, 'applicationAggregate'), expected)
  })

  it('takes a filter through a many-to-one relation in the same one statement', async () => {
    const query = `{ applicationAggregate(filter: { heritage_bearer: { first_name: { startsWith: "Г" } } }) {
      count sum { amount } groups(groupBy: [heritage_bearer_id]) { keys count } } }`
    const answer = await gql('admin', query)
    expect(answer.errors).toEqual([])
    expect(server.statements.count).toBe(1)
    const within = sql`heritage_bearer_id in (select id from heritage_bearer where deleted_at is null
      and first_name like 'Г%')`
    const expected = await expectedTotals(within)
    expect(expected.count).toBeGreaterThan(0)
    const aggregate = objectOf(answer, 'applicationAggregate')
    expect([aggregate.count, aggregate.sum]).toEqual([expected.count, { amount: expected.sum }])
    const groups = await rows(sql`select heritage_bearer_id::text as key, count(*)::int as count from application
      where deleted_at is null and ${within} group by heritage_bearer_id order by heritage_bearer_id`)
    expect(aggregate.groups).toEqual(groups.map((group) => ({ keys: [group.key], count: group.count })))
  })

  it('aggregates only the rows of a role limited to its own', async () => {
    const answer = await gql('staff', totalsQuery())
    const all = await expectedTotals(sql`true`)
    const own = await expectedTotals(sql`applicant_id = ${await userId('staff')}`)
    // The staff member's role reads every application: the applicant's reads only its own.
    checkTotals(objectOf(answer, 'applicationAggregate'), all)
    const applicant = await gql('applicant', totalsQuery())
    expect(applicant.errors).toEqual([])
    const mine = await expectedTotals(sql`applicant_id = ${await userId('applicant')}`)
    expect(mine.count).toBeLessThan(all.count as number)
    expect(own.count).toBeGreaterThan(0)
    checkTotals(objectOf(applicant, 'applicationAggregate'), mine)
  })

  it('gives a visitor the aggregates and pages of the published rows only', async () => {
    const query =
      '{ newsAggregate { count sum { view_count } } newsConnection(first: 100) { totalCount nodes { id } } }'
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { query },
    })
    const visitor = response.json() as Answer
    expect(visitor.errors).toBeUndefined()
    const [published] = await rows(sql`select count(*)::int as count, sum(view_count)::text as views from news
      where is_published and deleted_at is null`)
    const [all] = await rows(sql`select count(*)::int as count from news where deleted_at is null`)
    expect(published?.count).toBeLessThan(all?.count as number)
    expect(objectOf(visitor, 'newsAggregate')).toEqual({
      count: published?.count,
      sum: { view_count: published?.views },
    })
    const page = objectOf(visitor, 'newsConnection')
    expect(page.totalCount).toBe(published?.count)
    expect(page.nodes).toHaveLength(published?.count as number)
    const staff = await gql('staff', query)
    expect(objectOf(staff, 'newsAggregate').count).toBe(all?.count)
  })

  it('groups by columns, in the order of their values, each group with its keys and aggregates', async () => {
    const query = `{ applicationAggregate(filter: { amount: { isNull: false } }) {
      byBearer: groups(groupBy: [heritage_bearer_id], limit: 1000) { keys count sum { amount } max { created_at } }
      pairs: groups(groupBy: [process_status, heritage_bearer_id], limit: 4, offset: 2) { __typename keys count avg { amount } }
    } }`
    for (const login of ['admin', 'applicant']) {
      const answer = await gql(login, query)
      expect(answer.errors).toEqual([])
      const own = login === 'applicant' ? sql`applicant_id = ${await userId('applicant')}` : sql`true`
      const byBearer = await rows(sql`select heritage_bearer_id::text as key, count(*)::int as count,
        sum(amount)::text as sum from application where deleted_at is null and amount is not null and ${own}
        group by heritage_bearer_id order by heritage_bearer_id`)
      const found = objectOf(answer, 'applicationAggregate').byBearer as Row[]
      expect(found.map((group) => [group.keys, group.count, (group.sum as Row).amount])).toEqual(
        byBearer.map((group) => [[group.key], group.count, group.sum]),
      )
      // The group without a bearer comes last, its key null.
      expect(found.at(-1)?.keys).toEqual([null])
      const pairs = await rows(sql`select process_status as status, heritage_bearer_id::text as bearer,
        count(*)::int as count, avg(amount)::float8 as avg from application
        where deleted_at is null and amount is not null and ${own}
        group by process_status, heritage_bearer_id order by process_status, heritage_bearer_id limit 4 offset 2`)
      const paired = objectOf(answer, 'applicationAggregate').pairs as Row[]
      expect(paired.map((group) => [group.__typename, group.keys, group.count])).toEqual(
        pairs.map((group) => ['ApplicationAggregateGroup', [group.status, group.bearer], group.count]),
      )
      for (const [index, group] of paired.entries())
        expect(Number((group.avg as Row).amount)).toBeCloseTo(Number(pairs[index]?.avg), 6)
    }
  })

  it('gives the same totals beside one groups field, summed from its groups, to the last digit', async () => {
    const totals = `__typename count sum { amount } avg { amount } min { amount created_at } max { amount created_at }`
    for (const [login, filter] of [
      ['admin', ''],
      ['applicant', ''],
      ['admin', '(filter: { amount: { from: "20000" } })'],
      // No row: a count of nought, no sum, no average, no extremes, no groups.
      ['admin', '(filter: { amount: { from: "999999999" } })'],
    ] as const) {
      const alone = await gql(login, `{ applicationAggregate${filter} { ${totals} } }`)
      expect(alone.errors).toEqual([])
      // The groups of bearers include the one of the rows without a bearer.
      const beside = await gql(
        login,
        `{ applicationAggregate${filter} { ${totals} groups(groupBy: [heritage_bearer_id], limit: 2) { keys count } } }`,
      )
      expect(beside.errors).toEqual([])
      const { groups, ...rest } = objectOf(beside, 'applicationAggregate')
      expect(rest, `${login} ${filter}`).toEqual(objectOf(alone, 'applicationAggregate'))
      expect((groups as Row[]).length).toBe(rest.count === 0 ? 0 : 2)
    }
    const empty = await gql(
      'admin',
      `{ applicationAggregate(filter: { amount: { from: "999999999" } }) { count sum { amount } avg { amount } max { created_at } groups(groupBy: [process_status]) { count } } }`,
    )
    expect(empty.data?.applicationAggregate).toEqual({
      count: 0,
      sum: { amount: null },
      avg: { amount: null },
      max: { created_at: null },
      groups: [],
    })
  })

  it('counts the distinct values of a column, overall and per group, within the caller’s rows', async () => {
    const query = `{ applicationAggregate { countDistinct { heritage_bearer_id process_status title }
      groups(groupBy: [process_status]) { keys countDistinct { heritage_bearer_id } } } }`
    const distinct = async (login: string, where: RawBuilder<unknown>) => {
      const answer = await gql(login, query)
      expect(answer.errors).toEqual([])
      expect(server.statements.count).toBe(1)
      const [totals] = await rows(sql`select count(distinct heritage_bearer_id)::int as bearers,
        count(distinct process_status)::int as statuses, count(distinct title)::int as titles
        from application where deleted_at is null and ${where}`)
      const groups = await rows(sql`select process_status as key, count(distinct heritage_bearer_id)::int as bearers
        from application where deleted_at is null and ${where} group by process_status order by process_status`)
      expect(totals?.bearers).toBeGreaterThan(1)
      expect(objectOf(answer, 'applicationAggregate')).toEqual({
        countDistinct: { heritage_bearer_id: totals?.bearers, process_status: totals?.statuses, title: totals?.titles },
        groups: groups.map((group) => ({ keys: [group.key], countDistinct: { heritage_bearer_id: group.bearers } })),
      })
      return totals?.bearers
    }
    const all = await distinct('admin', sql`true`)
    // The applicant's role reads its own applications only: fewer bearers among them.
    const own = await distinct('applicant', sql`applicant_id = ${await userId('applicant')}`)
    expect(own).toBeLessThanOrEqual(all as number)
  })

  it('aggregates each row’s sub-table rows, with its filter and the caller’s row conditions, in the same statement', async () => {
    const query = `{ heritageBearerList(limit: 100) { id
      applicationsAggregate { count sum { amount } max { amount } countDistinct { process_status }
        groups(groupBy: [process_status]) { keys count } }
      started: applicationsAggregate(filter: { process_status: { equals: "START" } }) { count } } }`
    const perBearer = async (login: string, where: RawBuilder<unknown>) => {
      const answer = await gql(login, query)
      expect(answer.errors).toEqual([])
      expect(server.statements.count).toBe(1)
      const bearers = answer.data?.heritageBearerList as Row[]
      const totals = await rows(sql`select b.id::text as id, count(a.id)::int as count, sum(a.amount)::text as sum,
          max(a.amount)::text as max, count(distinct a.process_status)::int as statuses,
          (count(a.id) filter (where a.process_status = 'START'))::int as started
        from heritage_bearer b left join application a on a.heritage_bearer_id = b.id and a.deleted_at is null and ${where}
        where b.deleted_at is null group by b.id order by b.id`)
      const groups =
        await rows(sql`select a.heritage_bearer_id::text as id, a.process_status as key, count(*)::int as count
        from application a where a.deleted_at is null and ${where} group by a.heritage_bearer_id, a.process_status
        order by a.heritage_bearer_id, a.process_status`)
      expect(bearers.map((bearer) => bearer.id)).toEqual(totals.map((row) => row.id))
      expect(bearers).toEqual(
        totals.map((row) => ({
          id: row.id,
          applicationsAggregate: {
            count: row.count,
            sum: { amount: row.sum },
            max: { amount: row.max },
            countDistinct: { process_status: row.statuses },
            groups: groups
              .filter((group) => group.id === row.id)
              .map((group) => ({ keys: [group.key], count: group.count })),
          },
          started: { count: row.started },
        })),
      )
      return totals.reduce((sum, row) => sum + (row.count as number), 0)
    }
    const all = await perBearer('admin', sql`true`)
    // The applicant's role counts its own applications only, in every bearer's aggregate.
    const own = await perBearer('applicant', sql`a.applicant_id = ${await userId('applicant')}`)
    expect(own).toBeGreaterThan(0)
    expect(own).toBeLessThan(all)
  })

  it('aggregates a sub-table’s rows at any depth, each correlated with its own parent row', async () => {
    const answer = await gql(
      'admin',
      '{ applicationList(limit: 100) { id bearer { id applicationsAggregate { count } } } }',
    )
    expect(answer.errors).toEqual([])
    expect(server.statements.count).toBe(1)
    const counts = new Map(
      (
        await rows(sql`select heritage_bearer_id::text as id, count(*)::int as count from application
          where deleted_at is null group by heritage_bearer_id`)
      ).map((row) => [row.id, row.count]),
    )
    const applications = answer.data?.applicationList as Array<{ bearer: Row[] }>
    const bearers = applications.flatMap((application) => application.bearer)
    expect(bearers.length).toBeGreaterThan(10)
    for (const bearer of bearers) expect(bearer.applicationsAggregate).toEqual({ count: counts.get(bearer.id) })
  })

  it('writes the extremes and group keys of a moment as a list writes the moment', async () => {
    const answer = await gql(
      'admin',
      `{ applicationAggregate { min { created_at } max { created_at } groups(groupBy: [created_at], limit: 1000) { keys } }
         first: applicationList(sort: [{ field: created_at }], limit: 1) { created_at }
         last: applicationList(sort: [{ field: created_at, desc: true }], limit: 1) { created_at }
         all: applicationList(sort: [{ field: created_at }], limit: 1000) { created_at } }`,
    )
    expect(answer.errors).toEqual([])
    const aggregate = objectOf(answer, 'applicationAggregate')
    const moment = (field: string) => (answer.data?.[field] as Row[] | undefined)?.[0]?.created_at
    expect(aggregate.min).toEqual({ created_at: moment('first') })
    expect(aggregate.max).toEqual({ created_at: moment('last') })
    const distinct = [...new Set(((answer.data?.all ?? []) as Row[]).map((row) => row.created_at))]
    expect((aggregate.groups as Row[]).map((group) => group.keys)).toEqual(distinct.map((value) => [value]))
  })

  it('answers each root field with one SQL statement, through the compiled path and GraphQL’s executor', async () => {
    const query = `{ applicationAggregate { count sum { amount }
      a: groups(groupBy: [process_status]) { keys count } b: groups(groupBy: [heritage_bearer_id]) { count } } }`
    const compiled = await gql('applicant', query)
    expect(compiled.errors).toEqual([])
    expect(server.statements.count).toBe(1)
    const executed = await gql(
      'applicant',
      query.replace('{ applicationAggregate', '{ __type(name: "Query") { name } applicationAggregate'),
    )
    expect(server.statements.count).toBe(1)
    expect(executed.data?.applicationAggregate).toEqual(compiled.data?.applicationAggregate)
    const two = await gql('applicant', '{ applicationAggregate { count } applicationCount }')
    expect(two.data?.applicationAggregate).toEqual({ count: two.data?.applicationCount })
    expect(server.statements.count).toBe(2)
  })

  it('counts each group asked for against the cost limit', async () => {
    const fits = await gql(
      'admin',
      '{ applicationAggregate { count groups(groupBy: [process_status], limit: 100) { count } } }',
      cheap,
    )
    expect(fits.errors).toEqual([])
    const tooMany = await gql(
      'admin',
      '{ applicationAggregate { groups(groupBy: [process_status], limit: 200) { count } } }',
      cheap,
    )
    expect(tooMany.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    expect(tooMany.data?.applicationAggregate ?? null).toBeNull()
    expect(cheap.statements.count).toBe(0)
  })

  it('refuses a group by no column and a limit past the page size', async () => {
    const none = await gql('admin', '{ applicationAggregate { groups(groupBy: []) { count } } }')
    expect(none.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
    const past = await gql('admin', '{ applicationAggregate { groups(groupBy: [title], limit: 5000) { count } } }')
    expect(past.errors[0]?.extensions.code).toBe('VALIDATION_FAILED')
  })

  it('offers sums only of number columns that are not keys, extremes also of dates', async () => {
    const answer = await gql(
      'admin',
      `{ sum: __type(name: "ApplicationAggregateSum") { fields { name type { name } } }
         max: __type(name: "ApplicationAggregateMax") { fields { name type { name } } } }`,
    )
    const names = (type: string) => (objectOf(answer, type).fields as Row[]).map((field) => field.name)
    expect(names('sum')).toContain('amount')
    expect(names('sum')).not.toContain('id')
    expect(names('sum')).not.toContain('heritage_bearer_id')
    expect(names('max')).toEqual(expect.arrayContaining(['amount', 'created_at']))
    expect(names('max')).not.toContain('title')
    const distinct = await gql('admin', '{ __type(name: "ApplicationAggregateCountDistinct") { fields { name } } }')
    const counted = (objectOf(distinct, '__type').fields as Row[]).map((field) => field.name)
    expect(counted).toEqual(expect.arrayContaining(['heritage_bearer_id', 'title', 'process_status']))
    expect(counted).not.toContain('id')
  })
})
