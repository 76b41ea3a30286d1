// The coarse outer wall against abuse (issue 22): how many sign-ins, password resets,
// registrations, public forms and anonymous GraphQL requests one client address may send a
// minute. The finer rules stay where they are (a login's lockout, a reset code's tries, the
// registrations and site forms an address has stored); this wall only bounds how fast anyone can
// knock, so a flood costs the server little. Counted by @fastify/rate-limit: in Redis when the
// deployment has one, so every instance of a fleet counts together; in memory otherwise.
import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import { type BilingualMessage, GRAPHQL_PATHS, SITE_ROUTES } from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import type { TamgaConfig } from '../config.ts'
import type { TamgaDatabase } from '../db/database.ts'
import { instanceSecret, redisPrefixOf } from '../db/instanceSecret.ts'
import { errorAnswer } from './errorHandler.ts'
import { tamgaError } from './errors.ts'

/** The kinds of request limited per client address, each counted on its own. */
export const RATE_LIMITED_REQUESTS = [
  'signIn',
  'passwordReset',
  'registration',
  'publicForms',
  'anonymousGraphql',
] as const

/** One of {@link RATE_LIMITED_REQUESTS}. */
export type RateLimitedRequest = (typeof RATE_LIMITED_REQUESTS)[number]

/** How many requests of each kind one client address may send a minute; 0 for no limit. */
export type RateLimits = Record<RateLimitedRequest, number>

/** The window every limit counts in: limits are requests a minute. */
export const RATE_LIMIT_WINDOW_MS = 60_000

/** What {@link rateLimitedRequestOf} reads of a request. */
export type RateLimitedRequestView = Pick<FastifyRequest, 'method' | 'headers' | 'routeOptions'> & {
  /** The caller; missing on routes outside the API, where the auth plugin does not run. */
  auth?: FastifyRequest['auth'] | undefined
}

/**
 * Which limit a request counts against, by its route (not its raw URL, so a query string or an
 * odd spelling of the path cannot dodge it), its method and whether it carries a session:
 * - `signIn`: `POST /auth/login`;
 * - `passwordReset`: `POST /auth/forgot`, `/auth/reset` and `/auth/reset/…`;
 * - `registration`: `POST /auth/register`;
 * - `publicForms`: the public site's forms (`POST /site/forms/:kind`, and a page's form posted
 *   to the page without a script: `POST /feedback`) and a record created without a session
 *   (`POST /records/:krud`);
 * - `anonymousGraphql`: a GraphQL request over HTTP (GET or POST) without a session; a signed-in
 *   caller is not limited, and a subscription's WebSocket is not counted here.
 *
 * @example rateLimitedRequestOf(request, '/api') // 'signIn' for POST /api/auth/login
 */
export function rateLimitedRequestOf(request: RateLimitedRequestView, apiBase: string): RateLimitedRequest | undefined {
  const route = request.routeOptions.url
  if (route === undefined) return undefined
  if (!route.startsWith(`${apiBase}/`))
    return request.method === 'POST' && SITE_ROUTES.includes(route) ? 'publicForms' : undefined
  const path = route.slice(apiBase.length)
  const anonymous = (request.auth ?? null) === null
  if (request.method === 'POST') {
    if (path === '/auth/login') return 'signIn'
    if (path === '/auth/forgot' || path === '/auth/reset' || path.startsWith('/auth/reset/')) return 'passwordReset'
    if (path === '/auth/register') return 'registration'
    if (path === '/site/forms/:kind') return 'publicForms'
    if (path === '/records/:krud' && anonymous) return 'publicForms'
  }
  if (
    (request.method === 'POST' || request.method === 'GET') &&
    (GRAPHQL_PATHS as readonly string[]).includes(path) &&
    anonymous &&
    request.headers.upgrade === undefined
  ) {
    return 'anonymousGraphql'
  }
  return undefined
}

/**
 * The message of a refused request, saying how long to wait.
 *
 * @example tooManyRequestsMessage(42).en_US // 'Too many requests from this address: try again in 42 seconds'
 */
export function tooManyRequestsMessage(seconds: number): BilingualMessage & { ko_KR: string } {
  return {
    mn_MN: `Энэ хаягаас хэт олон хүсэлт илгээсэн байна: ${seconds} секундын дараа дахин оролдоно уу`,
    en_US: `Too many requests from this address: try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
    ko_KR: `이 주소에서 요청이 너무 많습니다. ${seconds}초 후에 다시 시도해 주세요`,
  }
}

/** What {@link rateLimitsPlugin} needs. */
export interface RateLimitsPluginOptions {
  config: Pick<TamgaConfig, 'rateLimits' | 'apiBase' | 'redisUrl' | 'redisPrefix' | 'secret'>
  /** The database whose instance secret names the deployment's Redis keys when `redisPrefix` is unset. */
  database?: TamgaDatabase | undefined
}

/**
 * Counts the requests {@link rateLimitedRequestOf} names, per client address (as Fastify's
 * `trustProxy` makes it; an IPv6 address by its /64), and refuses those past their limit with
 * 429 `TOO_MANY_REQUESTS` and `retry-after`. Counted before the body is read, after the session
 * is (the GraphQL limit is for anonymous callers). Not encapsulated: register it before the
 * routes it guards.
 *
 * @example
 * app.register(rateLimitsPlugin, { config, database })
 */
export const rateLimitsPlugin = fp<RateLimitsPluginOptions>(
  async (app, { config, database }) => {
    const limits = config.rateLimits
    let redis: Redis | undefined
    if (config.redisUrl !== undefined) {
      // A slow or absent Redis must not hold sign-ins up: a count that fails lets the request
      // through (and is logged), as the finer limits behind this wall still hold.
      // Loaded only when configured: ioredis costs every other start a twentieth of a second.
      const { Redis } = await import('ioredis')
      redis = new Redis(config.redisUrl, { commandTimeout: 1000, maxRetriesPerRequest: 1 })
      redis.on('error', (error: unknown) => app.log.warn({ err: error }, 'Redis of the rate limits'))
      const client = redis
      app.addHook('onClose', async () => {
        client.disconnect()
      })
    }
    const prefix =
      config.redisUrl === undefined
        ? undefined
        : (config.redisPrefix ??
          (database === undefined ? 'tamga:' : redisPrefixOf(await instanceSecret(database.db, config.secret))))
    await app.register(rateLimit, {
      // No route is limited by itself: the hook below decides, since the GraphQL limit depends
      // on the session, which the API's own hooks find.
      global: false,
      ...(redis === undefined ? {} : { redis, nameSpace: `${prefix}rate-limit:` }),
    })
    const counters = new Map(
      RATE_LIMITED_REQUESTS.map((kind) => [
        kind,
        app.createRateLimit({
          max: limits[kind],
          timeWindow: RATE_LIMIT_WINDOW_MS,
          keyGenerator: (request) => `${kind}:${normalizeIP(request.ip)}`,
        }),
      ]),
    )

    app.addHook('preParsing', async (request, reply) => {
      const kind = rateLimitedRequestOf(request, config.apiBase)
      if (kind === undefined || limits[kind] === 0) return
      const count = counters.get(kind)
      if (count === undefined) return
      let counted: Awaited<ReturnType<typeof count>>
      try {
        counted = await count(request)
      } catch (error) {
        request.log.warn({ err: error, limit: kind }, 'a request could not be counted against its rate limit')
        return
      }
      if (counted.isAllowed || !counted.isExceeded) return
      const seconds = Math.max(1, counted.ttlInSeconds)
      request.log.info({ limit: kind, address: request.ip }, 'a request past its rate limit was refused')
      // Answered here, not thrown: a route's own error handler (mercurius's, on the GraphQL
      // endpoint) would make it something other than the catalogue's answer.
      const { statusCode, body } = errorAnswer(
        tamgaError('TOO_MANY_REQUESTS', { messages: tooManyRequestsMessage(seconds) }),
      )
      reply.code(statusCode).header('retry-after', String(seconds)).type('application/json; charset=utf-8').send(body)
    })
  },
  { name: 'tamga-rate-limits', fastify: '5.x' },
)
