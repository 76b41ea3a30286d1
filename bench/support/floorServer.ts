// The floor of the GraphQL benchmark: bare node:http and pg, one hand-written statement that
// builds the whole answer (20 applications, each with its votes) as JSON text in PostgreSQL,
// sent as it comes. Whatever a GraphQL server adds is measured against this. DATABASE_URL
// names the database.
import { createServer } from 'node:http'
import pg from 'pg'
import { serveHttpUntilStopped } from './serverProcess.ts'

/** The answer's `data`: the first 20 live applications by id, each with its votes by id. */
const FLOOR_STATEMENT = `
  select json_build_object('applications', coalesce(json_agg(json_build_object(
           'id', a.id, 'title', a.title, 'votes', v.votes) order by a.id), '[]'::json))::text as data
  from (select id, title from application where deleted_at is null order by id limit 20) as a
  cross join lateral (
    select coalesce(json_agg(json_build_object('id', vote.id, 'value', vote.value) order by vote.id), '[]'::json) as votes
    from vote where vote.application_id = a.id
  ) as v`

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
const server = createServer((request, response) => {
  // The body (the GraphQL query) is read and not looked at: the floor answers one query.
  request.resume()
  request.on('end', () => {
    pool.query<{ data: string }>(FLOOR_STATEMENT).then(
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
