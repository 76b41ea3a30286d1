// PostGraphile 4 (the 4.14 line) as a library behind node:http, over the public schema of the
// database DATABASE_URL names, with the options its documentation recommends for production
// (no query log, no watch, dynamic JSON, no legacy relations), and the connection filter
// plugin with relation filters (PostGraphile's own schema has no filters but equality), and
// `@graphile/pg-aggregates` for the aggregate case, its `max` widened from numbers to
// timestamps as its README's "Defining your own aggregates" shows (the case asks the latest
// creation time).
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import pg from 'pg'
import { type Plugin, postgraphile } from 'postgraphile'
import ConnectionFilterPlugin from 'postgraphile-plugin-connection-filter'
import { serveHttpUntilStopped } from './serverProcess.ts'

/** pg-aggregates, a CommonJS module whose plugin is its `default` export. */
const PgAggregatesPlugin: Plugin = createRequire(import.meta.url)('@graphile/pg-aggregates').default

/** The `max` aggregate of pg-aggregates, over timestamps (PostgreSQL's type category `D`) as well as numbers. */
const MaxOfMomentsPlugin: Plugin = (builder) => {
  builder.hook('build', (build) => {
    const specs = (build as unknown as { pgAggregateSpecs: Array<{ id: string }> }).pgAggregateSpecs
    return Object.assign(build, {
      pgAggregateSpecs: specs.map((spec) =>
        spec.id === 'max'
          ? { ...spec, isSuitableType: (type: { category: string }) => type.category === 'N' || type.category === 'D' }
          : spec,
      ),
    })
  })
}

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
  // The filter plugin's types may name graphql 16's copy of graphile-build; at run time they take
  // everything from the `build` of PostGraphile's own (graphql 15).
  appendPlugins: [ConnectionFilterPlugin as unknown as Plugin, PgAggregatesPlugin, MaxOfMomentsPlugin],
  graphileBuildOptions: { connectionFilterRelations: true },
})
const server = createServer(handler)
await serveHttpUntilStopped(server, async () => {
  await handler.release()
  await pool.end()
})
process.exit(0)
