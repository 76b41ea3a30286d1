// The floor of the GraphQL benchmark: bare node:http and pg, one hand-written statement per
// case that builds the whole answer as JSON text in PostgreSQL, sent as it comes: at `/graphql`
// 20 applications, each with its votes; at `/relations` the first 20 applications whose
// bearer's province is Ховд, each with its bearer and the bearer's province. Whatever a GraphQL
// server adds is measured against this. DATABASE_URL names the database.
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

/** The answer's `data`: the first 20 live applications of a bearer in Ховд, with the bearer and province. */
const RELATIONS_STATEMENT = `
  select json_build_object('applications', coalesce(json_agg(json_build_object(
           'id', a.id, 'title', a.title, 'heritage_bearer', json_build_object(
             'id', b.id, 'first_name', b.first_name, 'aimag', json_build_object('name', m.name))) order by a.id), '[]'::json))::text as data
  from (select id, title, heritage_bearer_id from application
        where deleted_at is null and exists (select 1 from heritage_bearer b join aimag m on m.id = b.aimag_id
          where b.id = application.heritage_bearer_id and m.name ilike '%Ховд%')
        order by id limit 20) as a
  join heritage_bearer b on b.id = a.heritage_bearer_id
  join aimag m on m.id = b.aimag_id`

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
const server = createServer((request, response) => {
  // The body (the GraphQL query) is read and not looked at: the floor answers one query per path.
  request.resume()
  request.on('end', () => {
    pool.query<{ data: string }>(request.url === '/relations' ? RELATIONS_STATEMENT : FLOOR_STATEMENT).then(
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
