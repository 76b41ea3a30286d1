import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import { isAppArea, isKnownRoute } from '@tamga/schema'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { domainPlugin } from '../../http/domainPlugin.ts'
import { tamgaError } from '../../http/errors.ts'
import { acceptsHtml } from '../../http/helpers.ts'
import { isApiPath, pathOf } from '../../http/notFound.ts'

/** Options of {@link portalPlugin}. */
export interface PortalPluginOptions {
  /** The built portal (`apps/portal/dist`), an absolute path. */
  portalDir: string
  /** The API base path: nothing under it is ever a portal file or answered with HTML. */
  apiBase: string
  /**
   * The project's own static files (its `public/` folder: logo, background, favicon), served at
   * the site root after the portal's files, so a project document can name `/assets/{…}/logo.svg`.
   */
  projectPublicDir?: string | undefined
  /**
   * Answers an HTML request for a path outside the app's areas (`/admin…`, `/form…`, `/auth…`,
   * `/select-role`) that no route answered: the public site's not-found page. Undefined (or
   * answering undefined): the app's `index.html` with status 404, which shows its own 404 page.
   */
  notFoundPage?: ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | undefined) | undefined
}

/** Files that never change under their name: a year, and `immutable` so browsers do not even revalidate. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
/** Everything else (index.html, builds/latest.json, builds/meta/*.json, unhashed files): revalidate every time. */
export const REVALIDATE_CACHE = 'no-cache'

/**
 * Whether a file (relative to the portal folder, `/`-separated) is a hashed build output:
 * under `assets/`, named `{name}-{hash}.{ext}` with Vite's 8-character hash. Files copied
 * unchanged from the portal's public folder can sit under `assets/` too (`assets/logo.svg`);
 * a word such as `building` is not taken for a hash, because a hash has a digit or a capital.
 */
export function isHashedAsset(file: string): boolean {
  if (!file.startsWith('assets/')) return false
  const match = /-([A-Za-z0-9_-]{8})\.[A-Za-z0-9]+$/.exec(file)
  return match?.[1] !== undefined && /[0-9A-Z]/.test(match[1])
}

/**
 * The `Cache-Control` of a portal file (relative, `/`-separated); see {@link isHashedAsset}. The
 * build's brotli or gzip copy of a file (`app-Ab12Cd34.js.br`) is cached as the file itself.
 */
export function cacheControlFor(file: string): string {
  return isHashedAsset(file.replace(/\.(br|gz)$/, '')) ? IMMUTABLE_CACHE : REVALIDATE_CACHE
}

/** Whether the last segment of a URL path names a file (`/favicon.png`), not an app route (`/admin/p/12`). */
export function looksLikeFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1)
  return /\.[A-Za-z0-9]{1,12}$/.test(last)
}

/**
 * Serves the built portal for every path outside the API (spec 7): its files with caching
 * fit for each (hashed assets for a year, the rest revalidated), and `index.html` for any
 * other GET that accepts HTML, so the browser app draws the page: with 200 for a route of the
 * table (@tamga/schema's APP_ROUTES and SITE_ROUTES), with 404 for any other path (spec 2.4),
 * which the app draws as its 404 page. The project's public folder is served beside it. A missing file
 * (`/assets/x.js`) is a 404, never the HTML page. Until the portal is built (no index.html),
 * every non-API path answers 503 `PORTAL_NOT_BUILT`. Files are read at request time, so a
 * rebuild is served without a restart and clients notice it through `builds/latest.json`.
 */
const portalRoutes: FastifyPluginAsync<PortalPluginOptions> = async (
  app,
  { portalDir, apiBase, projectPublicDir, notFoundPage },
) => {
  const indexFile = join(portalDir, 'index.html')
  // Checked per request: a rebuild empties the folder for a moment, and a server started
  // before the first build starts serving as soon as it is there.
  const built = (): boolean => existsSync(indexFile)
  if (!built()) app.log.warn({ portalDir }, 'the portal is not built (no index.html): `npm start` builds it')

  const roots =
    projectPublicDir !== undefined && existsSync(projectPublicDir) ? [portalDir, projectPublicDir] : portalDir
  await app.register(fastifyStatic, {
    // The portal's files win over a project file of the same name.
    root: roots,
    // The wildcard route reads files at request time (see above) instead of listing them once.
    wildcard: true,
    index: ['index.html'],
    // Our own Cache-Control per file, not one max-age for all.
    cacheControl: false,
    // We say it ourselves, with what to do about it.
    suppressWarning: true,
    // The build wrote `.br` and `.gz` beside each script and style (vite.config.ts): sent as
    // they are to a browser that accepts them, with Content-Encoding and Vary.
    preCompressed: true,
    allowedPath: (path) => !isApiPath(path, apiBase) && built(),
    setHeaders: (reply, file) => {
      // A project file is never a hashed build output: it is revalidated.
      const inPortal = !relative(portalDir, file).startsWith('..')
      reply.header(
        'cache-control',
        inPortal ? cacheControlFor(relative(portalDir, file).split(sep).join('/')) : REVALIDATE_CACHE,
      )
    },
  })

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url)
    if (isApiPath(path, apiBase)) return reply.send(tamgaError('NOT_FOUND'))
    const read = request.method === 'GET' || request.method === 'HEAD'
    const page = read && !looksLikeFile(path) && acceptsHtml(request.headers.accept)
    // A page outside the app's areas is the public site's not-found page, built or not.
    if (page && !isAppArea(path)) {
      const answered = notFoundPage?.(request, reply)
      if (answered !== undefined) return answered
    }
    if (!built()) return reply.send(tamgaError('PORTAL_NOT_BUILT'))
    if (!page) return reply.send(tamgaError('NOT_FOUND'))
    if (isKnownRoute(path)) return reply.code(200).sendFile('index.html')
    // Read whole rather than through sendFile, whose answer to a conditional request would be
    // a bodiless 304 turned 404: the browser needs the app to draw the 404 page.
    return readFile(indexFile).then((html) =>
      reply.code(404).header('cache-control', REVALIDATE_CACHE).type('text/html; charset=utf-8').send(html),
    )
  })
}

/** {@link portalRoutes} as the plugin `tamga-portal`. */
export const portalPlugin = domainPlugin('portal', {}, portalRoutes)
