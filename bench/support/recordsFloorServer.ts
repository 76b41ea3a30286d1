// The floor of the records benchmark: bare node:http and pg sending the very statements Tamga
// sends for a page of a krud's records (the page, and the total that also proves the caller's
// session; compiled by the server's own code and checked against what Tamga's connections
// ran), with the same bound values, both at once as Tamga sends them, and answering the page
// in Tamga's shape. No session lookup, no rights, no validation, no framework: whatever Tamga
// adds to the two statements is measured against this.
//
// The answer is built in node from the rows with JSON.stringify (Tamga's serializer writes each
// row value with JSON.stringify too), not with json_agg in the statement: the statement stays
// Tamga's, and PostgreSQL (on the same two cores) does no work for the floor that it does not
// do for Tamga, nor the reverse. The pool parses values as Tamga's does (bigint as a number
// when safe, dates as text), so the two answers are equal as JSON.
//
// RECORDS_FLOOR names, per path, what to send: a JSON object of {@link FloorRoute}s.
// DATABASE_URL names the database.
import { createServer } from 'node:http'
import pg from 'pg'
import { serveHttpUntilStopped } from './serverProcess.ts'

/** A statement as Kysely compiled it: its text and bound values. */
export interface FloorStatement {
  text: string
  values: unknown[]
}

/** What the floor answers on one path: the two statements of one list request, and the page it asked for. */
export interface FloorRoute {
  page: FloorStatement
  totals: FloorStatement
  pageNumber: number
  pageSize: number
  /** The totals row's columns the answer's consolidation holds (not the session's proof). */
  consolidation: string[]
  /** The row fields a keyset cursor holds (the sort keys, then the identity). */
  cursorFields: string[]
}

const INT8 = 20
const DATE = 1082
const parseInt8 = (text: string): number | string => {
  const value = Number(text)
  return Number.isSafeInteger(value) ? value : text
}

const routes = new Map(Object.entries(JSON.parse(process.env.RECORDS_FLOOR ?? '{}') as Record<string, FloorRoute>))
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  types: {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8) return parseInt8
      if (oid === DATE) return (text: string) => text
      return format === undefined ? pg.types.getTypeParser(oid) : pg.types.getTypeParser(oid, format)
    }) as typeof pg.types.getTypeParser,
  },
})

async function answer(route: FloorRoute): Promise<string> {
  const [page, totals] = await Promise.all([
    pool.query<Record<string, unknown>>(route.page.text, route.page.values),
    pool.query<Record<string, unknown>>(route.totals.text, route.totals.values),
  ])
  const rows = page.rows
  const counted = totals.rows[0] ?? {}
  const consolidation: Record<string, number | null> = {}
  for (const key of route.consolidation) {
    const value = counted[key]
    consolidation[key] = value === null || value === undefined ? null : Number(value)
  }
  const last = rows.at(-1)
  const cursor = last === undefined ? [] : route.cursorFields.map((field) => last[field])
  const next =
    rows.length === route.pageSize && cursor.every((value) => value !== null && value !== undefined)
      ? Buffer.from(JSON.stringify(cursor)).toString('base64url')
      : null
  return JSON.stringify({
    status: true,
    rows,
    total: Number(counted.total ?? 0),
    totalIsEstimate: false,
    page: route.pageNumber,
    pageSize: route.pageSize,
    firstRowNumber: (route.pageNumber - 1) * route.pageSize + 1,
    next,
    consolidation,
  })
}

const server = createServer((request, response) => {
  const route = routes.get(new URL(request.url ?? '/', 'http://floor').pathname)
  if (route === undefined) {
    response.writeHead(404).end()
    return
  }
  answer(route).then(
    (body) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
      response.end(body)
    },
    (error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ message: String(error) }))
    },
  )
})
await serveHttpUntilStopped(server, async () => {
  await pool.end()
})
process.exit(0)
