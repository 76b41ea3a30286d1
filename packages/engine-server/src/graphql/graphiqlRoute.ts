// GraphiQL at `{apiBase}/graphiql`: the `graphiql` npm package's IDE, bundled by
// `bin/graphiqlBundle.mjs` and served from here (its script, styles, font and Monaco's workers
// under `{apiBase}/graphiql/assets/`), for a signed-in person whose role has GraphQL access.
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { dirname, extname, join } from 'node:path'
import { type GraphqlDocument, SIGN_IN_PATH } from '@tamga/schema'
import type { FastifyInstance } from 'fastify'
import type { RequestAuth } from '../auth/context.ts'
import type { DocumentStore } from '../documents/store.ts'
import { serializeCsp } from '../http/contentSecurityPolicy.ts'
import { tamgaError } from '../http/errors.ts'
import { acceptsHtml } from '../http/helpers.ts'
import { ANYONE } from '../http/routeAudience.ts'
import { canReadEntry } from './access.ts'

/** What the GraphiQL page needs to know. */
export interface GraphiqlOptions {
  store: DocumentStore
  /** The endpoint's path under the API (`/query`): what the page asks. */
  endpoint: string
  /** Whether the endpoint answers introspection: without it GraphiQL knows no schema and is not served. */
  introspection: boolean
  /** The bundle's folder. @default `dist/graphiql` of this package */
  assetsDir?: string | undefined
}

/** This package's folder: the nearest one up with a package.json, from the sources or the server bundle alike. */
function packageRoot(): string {
  let folder = import.meta.dirname
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder)
    if (parent === folder) throw new Error('the engine server is not inside its package')
    folder = parent
  }
  return folder
}

/**
 * Whether a role has GraphQL access: it may read an entry that is not open to everyone. Entries
 * open to everyone are a visitor's too; a role that reads only those has nothing to explore.
 */
export function hasGraphqlAccess(entries: readonly GraphqlDocument[], auth: RequestAuth): boolean {
  return entries.some((entry) => canReadEntry(entry, auth) && !canReadEntry(entry, null))
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * The page's policy: its own scripts and workers only; inline styles, which Monaco and
 * GraphiQL's components set as they draw; its font and the pictures its styles inline as
 * `data:`; requests and the subscriptions' WebSocket to this server. No one frames it.
 */
const GRAPHIQL_POLICY = serializeCsp({
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'script-src': ["'self'"],
  'worker-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
})

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** The page: the bundle's styles and script, and where the endpoint is. */
function graphiqlHtml(assets: string, endpoint: string): string {
  const query = '# Tamga GraphQL: Ctrl+Enter runs the query.\n{\n  _schemaVersion\n}\n'
  return `<!doctype html>
<html lang="mn">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>GraphiQL · Tamga</title>
<link rel="stylesheet" href="${escapeAttribute(`${assets}/graphiql.css`)}">
<style>html, body, #graphiql { height: 100%; margin: 0; }</style>
</head>
<body>
<div id="graphiql" data-endpoint="${escapeAttribute(endpoint)}" data-query="${escapeAttribute(query)}"></div>
<script type="module" src="${escapeAttribute(`${assets}/graphiql.js`)}"></script>
</body>
</html>
`
}

/**
 * Registers `GET /graphiql` and `GET /graphiql/assets/:file` on the GraphQL plugin (under the
 * API's base path). The page: a visitor asking for HTML is sent to sign in, any other visitor
 * gets 401; a role without GraphQL access ({@link hasGraphqlAccess}) gets 403; with
 * introspection off, 404. Until the bundle is built, 503 `PORTAL_NOT_BUILT` (`npm start` builds it).
 */
export function registerGraphiql(app: FastifyInstance, options: GraphiqlOptions): void {
  const assetsDir = options.assetsDir ?? join(packageRoot(), 'dist', 'graphiql')
  const assets = `${app.prefix}/graphiql/assets`
  const endpoint = `${app.prefix}${options.endpoint}`
  const built = () => existsSync(join(assetsDir, 'graphiql.js'))

  app.get(
    '/graphiql',
    { config: { audience: ANYONE }, schema: { hide: true } },
    async function getGraphiql(request, reply) {
      if (!options.introspection) throw tamgaError('NOT_FOUND')
      const auth = request.auth ?? null
      if (auth === null) {
        if (acceptsHtml(request.headers.accept)) return reply.redirect(SIGN_IN_PATH, 302)
        throw tamgaError('UNAUTHORIZED')
      }
      const entries = (await options.store.list('graphql')).map((stored) => stored.document)
      if (!hasGraphqlAccess(entries, auth)) throw tamgaError('FORBIDDEN')
      if (!built()) throw tamgaError('PORTAL_NOT_BUILT')
      return reply
        .header('content-security-policy', GRAPHIQL_POLICY)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(graphiqlHtml(assets, endpoint))
    },
  )

  app.get<{ Params: { file: string } }>(
    '/graphiql/assets/:file',
    { config: { audience: ANYONE }, schema: { hide: true } },
    async function getGraphiqlAsset(request, reply) {
      const { file } = request.params
      const type = CONTENT_TYPES[extname(file)]
      // Only a file the bundle holds, by its plain name: no path reaches anything else.
      const present = built() ? await readdir(assetsDir) : []
      if (type === undefined || !/^[\w.-]+$/.test(file) || !present.includes(file)) throw tamgaError('NOT_FOUND')
      // The names carry no hash: revalidated, so a rebuilt bundle is served at once.
      return reply
        .type(type)
        .header('cache-control', 'no-cache')
        .send(await readFile(join(assetsDir, file)))
    },
  )
}
