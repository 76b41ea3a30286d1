// PostGraphile 4 (the 4.14 line) as a library behind node:http, over the public schema of the
// database DATABASE_URL names, with the options its documentation recommends for production
// (no query log, no watch, dynamic JSON, no legacy relations).
import { createServer } from 'node:http'
import pg from 'pg'
import { postgraphile } from 'postgraphile'
import { serveHttpUntilStopped } from './serverProcess.ts'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
const handler = postgraphile(pool, 'public', {
  graphqlRoute: '/graphql',
  watchPg: false,
  retryOnInitFail: false,
  dynamicJson: true,
  setofFunctionsContainNulls: false,
  ignoreRBAC: false,
  legacyRelations: 'omit',
  disableQueryLog: true,
  enableQueryBatching: false,
  extendedErrors: ['errcode'],
  graphiql: false,
})
const server = createServer(handler)
await serveHttpUntilStopped(server, async () => {
  await handler.release()
  await pool.end()
})
process.exit(0)
