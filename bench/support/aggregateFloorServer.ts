// The floor of the GraphQL benchmark's aggregate case (support/aggregateCase.ts): bare
// node:http and pg, its one hand-written statement building the answer as JSON text in
// PostgreSQL, sent as it comes. DATABASE_URL names the database.
import { createServer } from 'node:http'
import pg from 'pg'
import { AGGREGATE_FLOOR_STATEMENT } from './aggregateCase.ts'
import { serveHttpUntilStopped } from './serverProcess.ts'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
const server = createServer((request, response) => {
  // The body (the GraphQL query) is read and not looked at: this floor answers one query.
  request.resume()
  request.on('end', () => {
    pool.query<{ data: string }>(AGGREGATE_FLOOR_STATEMENT).then(
      (result) => {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(`{"data":${result.rows[0]?.data ?? 'null'}}`)
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ errors: [{ message: String(error) }] }))
      },
    )
  })
})
await serveHttpUntilStopped(server, async () => {
  await pool.end()
})
process.exit(0)
