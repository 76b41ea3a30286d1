import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyFormbody from '@fastify/formbody'
import fastifyStatic from '@fastify/static'
import {
  ERROR_CATALOGUE,
  PAYLOAD_SUFFIX,
  SITE_ROUTES,
  type SiteFormKind,
  type SiteFormOutcome,
  type SiteFormRequest,
  type SitePayload,
  siteFormRequest,
} from '@tamga/schema'
import { documentInlineCode, renderSitePageToString } from '@tamga/site/server'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import Type from 'typebox'
import type { TamgaDatabase } from '../db/database.ts'
import { instanceSecret } from '../db/instanceSecret.ts'
import type { DocumentStore } from '../documents/store.ts'
import { sitePolicy } from '../http/contentSecurityPolicy.ts'
import { domainPlugin } from '../http/domainPlugin.ts'
import { type ErrorAnswer, errorAnswer } from '../http/errorHandler.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { ANYONE } from '../http/routeAudience.ts'
import { createValidatorCompiler } from '../http/validation.ts'
import { readDocumentsVersion } from '../permissions/documentsVersion.ts'
import { createCatalogueReader, type RecordsCatalogue } from '../records/catalogue.ts'
import type { RecordChangeHub } from '../records/changes.ts'
import { type FormTokens, formTokens } from './formToken.ts'
import { pageCache } from './pageCache.ts'
import { SITE_LANGUAGE_COOKIE, siteChrome, siteLanguage } from './siteChrome.ts'
import {
  FORM_POST_BODY_LIMIT,
  formOfPage,
  postedFormValues,
  postedText,
  type SiteFormContext,
  SiteFormKindSchema,
  SiteFormRequestSchema,
  sendSiteForm,
} from './siteForms.ts'
import { siteImages } from './siteImages.ts'
import { robotsTxt, sitemapEntries, sitemapXml } from './siteMap.ts'
import { buildSitePayload, matchSiteRoute, notFoundPayload, type SiteAnswer, type SiteQuery } from './sitePayload.ts'
import { readPublished } from './siteQueries.ts'

/** Options of {@link sitePlugin}. */
export interface SitePluginOptions {
  database: TamgaDatabase
  store: DocumentStore
  /** The site's address (`PUBLIC_URL`): canonical and Open Graph links. */
  publicUrl: string
  /** `TAMGA_SECRET`; the instance's stored secret without it (form tokens are signed with it). */
  secret: string | undefined
  /** The built browser code of the site (`packages/site/dist/client`); pages are served without it until it is built. */
  clientDir: string
  searchVariants: (term: string) => readonly string[]
  /** The project's public folder: the pictures `/_img/{width}/{path}` resizes. */
  publicDir: string
  /** Where resized pictures are kept (under the data folder). */
  imageCacheDir: string
  /** The API base path: the forms are sent to `{apiBase}/site/forms/{kind}`. */
  apiBase: string
  /** Told of every committed change: the forms' records go out on it, and any change clears the pages made. */
  changes?: RecordChangeHub | undefined
  /** How long a made page is kept (0: never). @default DEFAULT_PAGE_CACHE_MS */
  pageCacheMs?: number | undefined
  /** Handed the function that answers the site's not-found page (the portal's fallback for unknown paths uses it). */
  onNotFoundPage?:
    | ((answer: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) => void)
    | undefined
}

/** How long this server keeps a page it made, when a record write on it does not clear it first. */
export const DEFAULT_PAGE_CACHE_MS = 10_000

/** How long a page may be kept by a shared cache before it is asked again (records change at any time). */
const PAGE_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60'

/** The entry of the site's browser code in its Vite manifest. */
function clientScript(clientDir: string): { script: string | null; preload: string[] } {
  const manifestFile = join(clientDir, '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) return { script: null, preload: [] }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry === true)
  if (entry === undefined) return { script: null, preload: [] }
  const preload = (entry.imports ?? []).flatMap((key) => {
    const chunk = manifest[key]
    return chunk === undefined ? [] : [`/_site/${chunk.file}`]
  })
  return { script: `/_site/${entry.file}`, preload }
}

/** A query string value as one string ('' when absent or repeated oddly). */
function queryText(value: unknown, max = 200): string {
  const text = Array.isArray(value) ? value[0] : value
  return typeof text === 'string' ? text.slice(0, max) : ''
}

/** What a listing was asked with. */
function siteQuery(query: Record<string, unknown>): SiteQuery {
  const page = Number(queryText(query.page, 6))
  const filters: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) {
    if (key !== 'page' && key !== 'search' && key !== 'lang' && /^[a-z_][a-z0-9_]{0,62}$/.test(key)) {
      filters[key] = queryText(value, 100)
    }
  }
  return {
    search: queryText(query.search, 100).trim(),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    filters,
  }
}

/** The cookies of a request, by name (only the language is read). */
function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie
  if (header === undefined) return undefined
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(value.join('='))
    } catch {
      // A cookie no browser of ours wrote (a broken escape) chooses nothing.
      return undefined
    }
  }
  return undefined
}

/**
 * The public website (spec 1, 2.2; issue 9): every public route answered with server-rendered
 * HTML (React's streaming renderer over the same components the browser hydrates), its data
 * at `{route}/_payload.json` for client-side navigation, the not-found page with status 404,
 * `/sitemap.xml`, `/robots.txt`, and the site's browser code under `/_site/`. Pages read only
 * published records through the project's `site` configuration.
 */
const siteRoutes: FastifyPluginAsync<SitePluginOptions> = async (app, options) => {
  const { database } = options
  // The public door: every page, picture and form of the site is for anyone, and what a page
  // shows is what the published rule lets a visitor read.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, audience: ANYONE }
  })
  // Pages made in the last seconds; any record write here clears them (see pageCache.ts).
  const pages = pageCache({ ttlMs: options.pageCacheMs ?? DEFAULT_PAGE_CACHE_MS, max: 1000 })
  const unlisten = options.changes?.listen(() => pages.clear())
  app.addHook('onClose', async () => unlisten?.())
  // The site is outside the API, where the authorizer reads the documents version: one small
  // read per page here, so a document staff change shows at the next page.
  const catalogue = createCatalogueReader(options.store, () => readDocumentsVersion(database.db))
  let tokens: Promise<FormTokens> | undefined
  const formTokenIssuer = (): Promise<FormTokens> => {
    tokens ??= instanceSecret(database.db, options.secret).then(
      (secret) => formTokens(secret),
      (error: unknown) => {
        tokens = undefined
        throw error
      },
    )
    return tokens
  }

  if (existsSync(options.clientDir)) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      prefix: '/_site/',
      decorateReply: false,
      wildcard: true,
      cacheControl: false,
      // The build wrote `.br` and `.gz` beside each file (packages/site/vite.config.ts).
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  // The browser code's address, read from the build's manifest once it is there (not at every page).
  let assets: ReturnType<typeof clientScript> | undefined
  const siteAssets = () => {
    if (assets !== undefined) return assets
    const found = clientScript(options.clientDir)
    if (found.script !== null) assets = found
    return found
  }

  /** What a request asks for: its documents, its language, and the key its page is kept under. */
  async function askedFor(request: FastifyRequest, path: string, kind: 'html' | 'json') {
    const current = await catalogue(request)
    const query = request.query as Record<string, unknown>
    const { language, chosen } = siteLanguage(
      current.project,
      queryText(query.lang, 10),
      cookieOf(request, SITE_LANGUAGE_COOKIE),
      request.headers['accept-language'],
    )
    const asked = siteQuery(query)
    const filters = Object.entries(asked.filters)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => `${key}=${value}`)
    const key = [kind, current.version, language, path, asked.search, asked.page, ...filters].join('\u0000')
    return { current, language, chosen, asked, key }
  }

  /** The payload of a path for this request, in its language. */
  async function answerFor(asked: Awaited<ReturnType<typeof askedFor>>, path: string): Promise<SiteAnswer> {
    const { current, language } = asked
    const chrome = siteChrome(current.project, {
      language,
      origin: options.publicUrl,
      formToken: (await formTokenIssuer()).issue(),
      pageTitles: await pageTitles(current, language),
    })
    const route = matchSiteRoute(path)
    const context = { db: database.db, catalogue: current, chrome, variants: options.searchVariants }
    return route === undefined ? notFoundPayload(chrome, path) : buildSitePayload(context, route, path, asked.asked)
  }

  /** The titles of the published information pages in `language`, for the navigation. */
  async function pageTitles(current: RecordsCatalogue, language: string): Promise<Map<string, string>> {
    const name = current.project?.site?.pages
    const model = name === undefined ? undefined : current.models.get(name)
    if (model === undefined) return new Map()
    const column = language === 'en_US' ? 'title_en' : language === 'ko_KR' ? 'title_ko' : 'title'
    const rows = await readPublished<{ slug: string; title: string | null; own: string | null }>(
      database.db,
      current,
      model,
      { select: [{ column: 'slug' }, { column: 'title' }, { column, as: 'own' }] },
    )
    return new Map(rows.map((row) => [row.slug, row.own ?? row.title ?? row.slug]))
  }

  function remember(reply: FastifyReply, chose: boolean, language: string) {
    if (!chose) return
    reply.header('set-cookie', `${SITE_LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`)
  }

  /** Answers a page as server-rendered HTML, or as its payload's JSON (spec 7 `{route}/_payload.json`). */
  /** A page's HTML and the Content Security Policy that allows its own inline code, by hash. */
  async function renderPage(request: FastifyRequest, payload: SitePayload, path: string) {
    const body = await renderSitePageToString(payload, siteAssets(), {
      onError: (error) => request.log.warn({ err: error, path }, 'a site page rendered with an error'),
    })
    const analytics = (payload.chrome.analyticsId ?? '') !== ''
    return { body, policy: sitePolicy(options.publicUrl, documentInlineCode(payload), analytics) }
  }

  async function answer(request: FastifyRequest, reply: FastifyReply, path: string, kind: 'html' | 'json') {
    const asked = await askedFor(request, path, kind)
    remember(reply, asked.chosen, asked.language)
    let made = pages.get(asked.key)
    if (made === undefined) {
      const found = await answerFor(asked, path)
      // The page's own inline code, allowed by hash: kept with the page it belongs to.
      made =
        kind === 'json'
          ? { status: found.status, body: JSON.stringify(found.payload satisfies SitePayload), policy: undefined }
          : { status: found.status, ...(await renderPage(request, found.payload, path)) }
      pages.set(asked.key, made)
    }
    reply
      .code(made.status)
      .header('content-language', asked.language.replace('_', '-'))
      .header('vary', 'Cookie, Accept-Language')
    if (kind === 'json')
      return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(made.body)
    if (made.policy !== undefined) reply.header('content-security-policy', made.policy)
    return reply
      .header('cache-control', made.status === 200 ? PAGE_CACHE : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(made.body)
  }

  const pathOf = (request: FastifyRequest) => {
    const path = request.url.split('?')[0] ?? '/'
    let decoded = path
    try {
      decoded = decodeURI(path)
    } catch {
      // A malformed escape names no page of the site: the raw path gets the not-found page.
    }
    return decoded.replace(/\/+$/, '') || '/'
  }
  // The spec's routes (2.2) as @tamga/schema lists them, parameters written Fastify's way.
  for (const route of SITE_ROUTES) {
    app.get(route, function getSitePage(request, reply) {
      return answer(request, reply, pathOf(request), 'html')
    })
    const payloadPath = route === '/' ? PAYLOAD_SUFFIX : `${route}${PAYLOAD_SUFFIX}`
    app.get(payloadPath, function getSitePagePayload(request, reply) {
      return answer(request, reply, pathOf(request).slice(0, -PAYLOAD_SUFFIX.length) || '/', 'json')
    })
  }

  /** What sending a visitor's form needs, for this request. */
  const formContext = async (request: FastifyRequest): Promise<SiteFormContext> => ({
    database,
    catalogue: await catalogue(request),
    tokens: await formTokenIssuer(),
    changes: options.changes,
    log: request.log,
  })

  // The route schema's own validator, for the request a plain form post is read into: the same
  // schema, checker and refusal as the JSON post's.
  const validateFormRequest = createValidatorCompiler()({
    schema: SiteFormRequestSchema,
    method: 'POST',
    url: `${options.apiBase}/site/forms/:kind`,
    httpPart: 'body',
  })

  /** Sends a page's form as {@link sendSiteForm} does for the JSON post; the refusal is the JSON post's answer. */
  async function sendPostedForm(
    request: FastifyRequest,
    kind: SiteFormKind,
    siteRequest: SiteFormRequest,
  ): Promise<ErrorAnswer | undefined> {
    try {
      const checked = validateFormRequest(siteRequest) as { error?: unknown }
      if (checked.error !== undefined) {
        // Refused as Fastify refuses a JSON body the route's schema does not allow.
        throw Object.assign(new Error('the posted form does not fit its schema'), {
          validation: checked.error,
          validationContext: 'body',
        })
      }
      await sendSiteForm(await formContext(request), request, kind, siteRequest)
      return undefined
    } catch (error) {
      const refused = errorAnswer(error)
      if (refused.unexpected) throw error
      request.log.info({ code: refused.body.code, kind }, 'a public form posted without a script was refused')
      return refused
    }
  }

  /**
   * A page's form posted without a script (a plain `application/x-www-form-urlencoded` post to
   * the page itself): sent through the same checks as the JSON post, and answered with the page
   * drawn from the outcome, the thanks or the form again with what was typed and why not, with
   * the status the catalogue gives the refusal. Never kept: the answer is this visitor's.
   */
  async function answerPost(request: FastifyRequest, reply: FastifyReply) {
    const path = pathOf(request)
    const asked = await askedFor(request, path, 'html')
    const found = await answerFor(asked, path)
    const kind = found.status === 200 ? formOfPage(found.payload.page) : undefined
    let status: number = found.status
    let form: SiteFormOutcome | undefined
    if (kind === undefined) {
      // A page without a form takes no post: drawn as it is, with the catalogue's status.
      if (status === 200) status = ERROR_CATALOGUE.SITE_FORM_UNAVAILABLE.status
    } else {
      const values = postedFormValues(request.body)
      const route = matchSiteRoute(path)
      const itemId = route?.kind === 'content' ? route.id : null
      const body = request.body
      const siteRequest = siteFormRequest(kind, values, {
        token: postedText(body, 'token'),
        website: postedText(body, 'website'),
        itemId,
      })
      const refused = await sendPostedForm(request, kind, siteRequest)
      form = refused === undefined ? { kind, sent: true } : { kind, sent: false, values, failure: refused.body }
      if (refused !== undefined) status = refused.statusCode
    }
    const made = await renderPage(request, { ...found.payload, form }, path)
    return reply
      .code(status)
      .header('content-language', asked.language.replace('_', '-'))
      .header('cache-control', 'no-store')
      .header('content-security-policy', made.policy)
      .type('text/html; charset=utf-8')
      .send(made.body)
  }

  // The form posts are read by @fastify/formbody in a context of their own, so the API keeps to JSON.
  await app.register(async (posts) => {
    await posts.register(fastifyFormbody, { bodyLimit: FORM_POST_BODY_LIMIT })
    for (const route of SITE_ROUTES) {
      posts.post(route, function postSitePage(request, reply) {
        return answerPost(request, reply)
      })
    }
  })

  app.post(
    `${options.apiBase}/site/forms/:kind`,
    {
      schema: {
        tags: ['site'],
        summary: 'Sends a visitor’s form of the public site (feedback, donation, investment, access)',
        params: Type.Object({ kind: SiteFormKindSchema }),
        body: SiteFormRequestSchema,
        response: { 200: Type.Object({ status: Type.Literal(true) }), ...ERROR_RESPONSES },
      },
    },
    async function postSiteFormsByKind(request) {
      const { kind } = request.params as { kind: SiteFormKind }
      await sendSiteForm(await formContext(request), request, kind, request.body as SiteFormRequest)
      return { status: true as const }
    },
  )

  const images = siteImages(options.publicDir, options.imageCacheDir)
  app.get('/_img/:width/*', async function getImgByWidthPath(request, reply) {
    const { width, '*': path } = request.params as { width: string; '*': string }
    let image: Awaited<ReturnType<typeof images.get>>
    try {
      image = await images.get(path, Number(width), request.headers.accept)
    } catch (error) {
      // A file that is no picture sharp can read: as missing as one that is not there.
      request.log.warn({ err: error, path }, 'a site picture could not be resized')
      image = undefined
    }
    if (image === undefined) throw tamgaError('NOT_FOUND')
    return reply
      .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
      .header('vary', 'Accept')
      .type(image.type)
      .send(image.bytes)
  })

  app.get('/sitemap.xml', async function getSitemapXml(request, reply) {
    const entries = await sitemapEntries(database.db, await catalogue(request))
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(options.publicUrl, entries))
  })
  app.get('/robots.txt', async function getRobotsTxt(_request, reply) {
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(options.publicUrl, options.apiBase))
  })

  options.onNotFoundPage?.((request, reply) => answer(request, reply, pathOf(request), 'html'))
}

/** {@link siteRoutes} as the plugin `tamga-site`. */
export const sitePlugin = domainPlugin('site', {}, siteRoutes)
