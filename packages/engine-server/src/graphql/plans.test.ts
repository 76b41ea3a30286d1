// A compiled GraphQL statement is prepared once per connection; PostgreSQL should then run it
// on its generic plan instead of planning it again at every execution (planning cost as much
// as a third of the statement's time on the benchmark's page of 20 applications).
import { CompiledQuery, sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnPostgres, useMigratedDatabase } from '../db/testing.ts'
import { signInHeaders } from '../http/testing.ts'
import { type GraphqlTestServer, graphqlTestServer, heritageStore, seedHeritage } from './testing.ts'

/** The heritage documents with a GraphQL entry of provinces, so a bearer's `aimag` is a relation. */
async function storeWithProvinces() {
  const store = await heritageStore()
  await store.put(
    {
      kind: 'graphql',
      version: 1,
      name: 'aimag',
      title: { mn_MN: 'Аймаг' },
      model: 'aimag',
      typeName: 'Aimag',
      idField: 'id',
    },
    { by: null },
  )
  return store
}

// Prepared statements and their plan counts are PostgreSQL's; PGlite runs no prepared statements here.
describeOnPostgres(
  'plans of a compiled list',
  (postgres) => {
    const database = useMigratedDatabase(postgres.backend)
    let server: GraphqlTestServer
    /** The GraphQL statements the server prepared, as it ran them. */
    const ran: Array<{ text: string; values: readonly unknown[] }> = []

    beforeAll(async () => {
      const db = database().db
      await seedHeritage(db)
      // Enough rows that "a tenth of the table" (PostgreSQL's guess for a bound limit) is far more than a page.
      await sql`insert into application (applicant_id, title, amount)
      select (select id from tamga_user where login = 'applicant'), 'Өргөдөл ' || n, n
      from generate_series(1, 20000) as n`.execute(db)
      await sql`analyze application`.execute(db)
      const { prepared } = database()
      server = await graphqlTestServer(
        {
          ...database(),
          prepared:
            prepared &&
            (async (name, text, values) => {
              ran.push({ text, values })
              return prepared(name, text, values)
            }),
        },
        await storeWithProvinces(),
      )
    }, 60_000)
    afterAll(async () => {
      await server?.app.close()
    })

    /** The plan of the statement the server last ran whose text has `marker`, as EXPLAIN writes it. */
    async function planOf(marker: string): Promise<string> {
      const statement = ran.findLast((found) => found.text.includes(marker))
      if (statement === undefined) throw new Error(`the query ran no statement with ${marker}`)
      const rows = await database().db.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${statement.text}`, [...statement.values]),
      )
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n')
    }

    /** The plan of the statement over the applications a query as the administrator ran. */
    async function planOfQuery(query: string): Promise<string> {
      ran.length = 0
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/query',
        headers: await signInHeaders(server.app, 'admin'),
        payload: { query },
      })
      expect(response.json().errors).toBeUndefined()
      return planOf('from "application"')
    }

    it('runs a repeated page on its generic plan, not planned anew each time', async () => {
      const headers = await signInHeaders(server.app, 'admin')
      for (let run = 0; run < 10; run += 1) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/query',
          headers,
          payload: { query: '{ applicationList(limit: 20) { id title } }' },
        })
        expect(response.json().data.applicationList).toHaveLength(20)
      }
      // Requests one after another reuse the pool's most recently released connection, which is
      // also the one this query gets.
      const { rows } = await sql<{ generic: string; custom: string }>`
      select coalesce(sum(generic_plans), 0) as generic, coalesce(sum(custom_plans), 0) as custom
      from pg_prepared_statements where name like 'tamga_gql_%' and statement like '%from "application"%'`.execute(
        database().db,
      )
      const [plans] = rows
      expect(Number(plans?.generic) + Number(plans?.custom)).toBeGreaterThanOrEqual(10)
      expect(Number(plans?.generic)).toBeGreaterThan(0)
    })

    it('reads the rows a relation filter names once, into a hash, rather than probing them for every row', async () => {
      const plan = await planOfQuery(
        `{ applicationList(limit: 20, filter: { heritage_bearer: { first_name: { contains: "а" } } }) { id } }`,
      )
      // The bearers read once for the whole statement; a semi join would probe a bearer for
      // every application the scan passes (twice the time in bench:graphql's relation case).
      expect(plan, plan).toMatch(/hashed SubPlan/)
      expect(plan, plan).not.toMatch(/Semi Join/)
    })

    it('joins a relation filter’s next relation inside the rows read once, rather than hashing it too', async () => {
      const plan = await planOfQuery(
        `{ applicationList(limit: 20, filter: { heritage_bearer: { aimag: { name: { contains: "Ховд" } } } }) { id } }`,
      )
      // One hashed lookup, the applications' among the bearers; the bearers of the province are
      // found by joining the provinces, not by testing each bearer against a second hash.
      expect(plan.match(/hashed SubPlan/g), plan).toHaveLength(1)
      expect(plan, plan).toMatch(/Join|Nested Loop/)
    })

    it('tests the bound of a range that turns away more rows first, once the statistics are read', async () => {
      const headers = await signInHeaders(server.app, 'admin')
      /** The order the statement of a count over `from`–`to` tests its two bounds in. */
      async function boundsTested(from: number, to: number): Promise<string[]> {
        ran.length = 0
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/query',
          headers,
          payload: {
            query: `{ applicationAggregate(filter: { amount: { from: "${from}", to: "${to}" } }) { count } }`,
          },
        })
        expect(response.json().data.applicationAggregate.count).toBe(to - from + 1)
        const text = ran.findLast((found) => found.text.includes('from "application"'))?.text ?? ''
        return [...text.matchAll(/"amount" (<=|>=)/g)].map((match) => match[1] ?? '')
      }
      // The amounts are 1 to 20,000: below 100 lie few, above 2,000 nine tenths.
      await boundsTested(100, 2000)
      await database().statistics?.refresh()
      // The statement compiled before the statistics came is compiled again.
      expect(await boundsTested(100, 2000)).toEqual(['<=', '>='])
      expect(await boundsTested(18_000, 19_900)).toEqual(['>=', '<='])
    })

    it('plans a grouped aggregate with its values at every run, not on a generic plan', async () => {
      const headers = await signInHeaders(server.app, 'admin')
      const query =
        '{ applicationAggregate(filter: { amount: { from: "1000", to: "3000" } }) { count groups(groupBy: [process_status]) { keys count } } }'
      for (let run = 0; run < 10; run += 1) {
        const response = await server.app.inject({ method: 'POST', url: '/api/query', headers, payload: { query } })
        expect(response.json().data.applicationAggregate.count).toBe(2001)
      }
      // A generic plan guesses the range matches a handful of rows and sorts them to group them;
      // planned with its values, PostgreSQL sees two thousand and hashes them.
      const { rows } = await sql<{ n: string }>`
      select count(*) as n from pg_prepared_statements where statement like '%"aggregated"%process_status%'`.execute(
        database().db,
      )
      expect(Number(rows[0]?.n)).toBe(0)
    })

    it('tests whether a row is deleted only on the rows an aggregate’s other conditions let through', async () => {
      const { db } = database()
      await sql`update application set deleted_at = now() where title = 'Өргөдөл 5000'`.execute(db)
      try {
        const headers = await signInHeaders(server.app, 'admin')
        ran.length = 0
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/query',
          headers,
          payload: { query: '{ applicationAggregate(filter: { amount: { from: "4990", to: "5010" } }) { count } }' },
        })
        expect(response.json().data.applicationAggregate.count).toBe(20)
        const plan = await planOf('from "application"')
        // The scan tests the amounts alone, so a row they turn away is not deformed up to
        // `deleted_at`, the table's last column; the level above tests it on the rows let through.
        const scan = plan.slice(plan.indexOf('Seq Scan on application'))
        const scanFilter = scan.split('\n')[1] ?? ''
        expect(scanFilter, plan).toMatch(/Filter: .*amount/)
        expect(scanFilter, plan).not.toMatch(/deleted_at/)
        expect(plan, plan).toMatch(/Subquery Scan[^\n]*\n\s*Filter: \(t0\.deleted_at IS NULL\)/)
      } finally {
        await sql`update application set deleted_at = null where title = 'Өргөдөл 5000'`.execute(db)
      }
    })
  },
  { timeout: 60_000 },
)
