import { randomBytes } from 'node:crypto'
import { ERROR_CATALOGUE, projectKind } from '@tamga/schema'
import type { LightMyRequestResponse } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { instanceSecret, redisPrefixOf } from '../db/instanceSecret.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { DEMO_PASSWORD, seedDemoAccounts } from '../seed/accounts.ts'
import { TEST_REDIS_URL, withTestRedis } from '../testRedis.ts'
import { rolesStore } from '../users/testing.ts'
import {
  type RateLimitedRequestView,
  type RateLimits,
  rateLimitedRequestOf,
  tooManyRequestsMessage,
} from './rateLimits.ts'
import { MemoryDocumentStore, testConfig } from './testing.ts'

const limits = (each: number, overrides: Partial<RateLimits> = {}): RateLimits => ({
  signIn: each,
  passwordReset: each,
  registration: each,
  publicForms: each,
  anonymousGraphql: each,
  ...overrides,
})

const csrf = { 'x-requested-with': 'XMLHttpRequest' }

/** Checks a refusal is the catalogue's, with a wait in `retry-after` and in its three messages. */
function expectRefused(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429)
  const seconds = Number(response.headers['retry-after'])
  expect(seconds).toBeGreaterThanOrEqual(1)
  expect(seconds).toBeLessThanOrEqual(60)
  expect(response.headers['content-type']).toMatch(/^application\/json/)
  expect(response.json()).toEqual({
    status: false,
    code: 'TOO_MANY_REQUESTS',
    msg: tooManyRequestsMessage(seconds).mn_MN,
    enMsg: tooManyRequestsMessage(seconds).en_US,
    koMsg: tooManyRequestsMessage(seconds).ko_KR,
  })
}

const view = (method: string, url: string | undefined, options: Partial<RateLimitedRequestView> = {}) =>
  ({ method, headers: {}, routeOptions: { url }, auth: null, ...options }) as RateLimitedRequestView

describe('rateLimitedRequestOf', () => {
  it('names the limit of each guarded route under the API base, by its route pattern and method', () => {
    expect(rateLimitedRequestOf(view('POST', '/api/auth/login'), '/api')).toBe('signIn')
    expect(rateLimitedRequestOf(view('POST', '/api/auth/forgot'), '/api')).toBe('passwordReset')
    expect(rateLimitedRequestOf(view('POST', '/api/auth/reset'), '/api')).toBe('passwordReset')
    expect(rateLimitedRequestOf(view('POST', '/api/auth/reset/verify'), '/api')).toBe('passwordReset')
    expect(rateLimitedRequestOf(view('POST', '/api/auth/register'), '/api')).toBe('registration')
    expect(rateLimitedRequestOf(view('POST', '/api/site/forms/:kind'), '/api')).toBe('publicForms')
    expect(rateLimitedRequestOf(view('POST', '/api/records/:krud'), '/api')).toBe('publicForms')
    // A page's form posted without a script, to the page itself.
    expect(rateLimitedRequestOf(view('POST', '/feedback'), '/api')).toBe('publicForms')
    expect(rateLimitedRequestOf(view('POST', '/tulburtei-series/:id'), '/api')).toBe('publicForms')
    expect(rateLimitedRequestOf(view('POST', '/api/graphql'), '/api')).toBe('anonymousGraphql')
    expect(rateLimitedRequestOf(view('GET', '/api/query'), '/api')).toBe('anonymousGraphql')
    expect(rateLimitedRequestOf(view('POST', '/backend/auth/login'), '/backend')).toBe('signIn')
  })

  it('leaves reading routes, other paths and unrouted requests alone', () => {
    expect(rateLimitedRequestOf(view('GET', '/api/auth/me'), '/api')).toBeUndefined()
    expect(rateLimitedRequestOf(view('GET', '/api/records/:krud'), '/api')).toBeUndefined()
    expect(rateLimitedRequestOf(view('POST', '/api/auth/logout'), '/api')).toBeUndefined()
    expect(rateLimitedRequestOf(view('POST', '/auth/login'), '/api')).toBeUndefined()
    expect(rateLimitedRequestOf(view('GET', '/feedback'), '/api')).toBeUndefined()
    expect(rateLimitedRequestOf(view('POST', undefined), '/api')).toBeUndefined()
  })

  it('limits GraphQL and record creation for anonymous callers only, and not a subscription’s WebSocket', () => {
    const auth = { userId: 3 } as NonNullable<RateLimitedRequestView['auth']>
    expect(rateLimitedRequestOf(view('POST', '/api/graphql', { auth }), '/api')).toBeUndefined()
    expect(rateLimitedRequestOf(view('POST', '/api/records/:krud', { auth }), '/api')).toBeUndefined()
    expect(rateLimitedRequestOf(view('POST', '/api/auth/login', { auth }), '/api')).toBe('signIn')
    expect(rateLimitedRequestOf(view('GET', '/api/graphql', { headers: { upgrade: 'websocket' } }), '/api')).toBe(
      undefined,
    )
  })
})

describe('tooManyRequestsMessage', () => {
  it('says in each language how many seconds to wait', () => {
    expect(tooManyRequestsMessage(42)).toEqual({
      mn_MN: 'Энэ хаягаас хэт олон хүсэлт илгээсэн байна: 42 секундын дараа дахин оролдоно уу',
      en_US: 'Too many requests from this address: try again in 42 seconds',
      ko_KR: '이 주소에서 요청이 너무 많습니다. 42초 후에 다시 시도해 주세요',
    })
    expect(tooManyRequestsMessage(1).en_US).toMatch(/in 1 second$/)
  })

  it('is the catalogue’s entry with the wait said', () => {
    expect(ERROR_CATALOGUE.TOO_MANY_REQUESTS.status).toBe(429)
    expect(ERROR_CATALOGUE.TOO_MANY_REQUESTS.enMsg).toBe('Too many requests from this address: try again later')
  })
})

// The limits read no table; one backend is enough to have every route they guard.
describe('rate limits of one server, counted in memory', { timeout: 60_000 }, () => {
  const [pglite] = testBackends()
  if (pglite === undefined) throw new Error('PGlite is always a test backend')
  const database = useMigratedDatabase(pglite)
  let app: TamgaApp
  // Each case knocks from its own address, so their counts never meet.
  let nextAddress = 1
  const address = () => `198.51.100.${nextAddress++}`

  beforeAll(async () => {
    await seedDemoAccounts(database().db)
    const roles = (await rolesStore().list('role')).map((stored) => stored.document)
    app = buildApp({
      config: testConfig({ rateLimits: limits(2) }),
      store: new MemoryDocumentStore([projectKind.example, ...roles]),
      database: database(),
      logger: false,
    })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
  })

  it('refuses a sign-in past the limit from one address, and not one from another address', async () => {
    const from = address()
    const signIn = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: csrf,
        payload: { login: 'nobody', password: 'wrong' },
        remoteAddress,
      })
    expect((await signIn(from)).statusCode).toBe(401)
    expect((await signIn(from)).statusCode).toBe(401)
    expectRefused(await signIn(from))
    expect((await signIn(address())).statusCode).toBe(401)
  })

  it('counts every step of a password reset against one limit', async () => {
    const from = address()
    const body = { email: 'nobody@example.mn', code: '123456' }
    const verify = await app.inject({
      method: 'POST',
      url: '/api/auth/reset/verify',
      headers: csrf,
      payload: body,
      remoteAddress: from,
    })
    expect(verify.statusCode).toBe(400)
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset',
      headers: csrf,
      payload: { ...body, password: 'Strong#Pass1', password_confirmation: 'Strong#Pass1' },
      remoteAddress: from,
    })
    expect(reset.statusCode).toBe(400)
    expectRefused(
      await app.inject({ method: 'POST', url: '/api/auth/forgot', headers: csrf, payload: body, remoteAddress: from }),
    )
  })

  it('refuses a registration past the limit, before its body is read', async () => {
    const from = address()
    const register = () =>
      app.inject({ method: 'POST', url: '/api/auth/register', headers: csrf, payload: {}, remoteAddress: from })
    expect((await register()).statusCode).toBe(400)
    expect((await register()).statusCode).toBe(400)
    expectRefused(await register())
  })

  it('counts the public site’s forms and anonymous record creation against one limit', async () => {
    const from = address()
    const siteForm = await app.inject({
      method: 'POST',
      url: '/api/site/forms/feedback',
      headers: csrf,
      payload: {},
      remoteAddress: from,
    })
    expect(siteForm.statusCode).not.toBe(429)
    const record = await app.inject({
      method: 'POST',
      url: '/api/records/application',
      headers: csrf,
      payload: {},
      remoteAddress: from,
    })
    expect(record.statusCode).not.toBe(429)
    expectRefused(
      await app.inject({
        method: 'POST',
        url: '/api/site/forms/feedback',
        headers: csrf,
        payload: {},
        remoteAddress: from,
      }),
    )
    expectRefused(
      await app.inject({
        method: 'POST',
        url: '/api/records/application',
        headers: csrf,
        payload: {},
        remoteAddress: from,
      }),
    )
  })

  it('refuses anonymous GraphQL past the limit, over POST and GET, with the catalogue’s answer and not a GraphQL one', async () => {
    const from = address()
    const query = '{ __typename }'
    const post = () =>
      app.inject({ method: 'POST', url: '/api/graphql', headers: csrf, payload: { query }, remoteAddress: from })
    expect((await post()).statusCode).not.toBe(429)
    expect(
      (await app.inject({ method: 'GET', url: '/api/query', query: { query }, remoteAddress: from })).statusCode,
    ).not.toBe(429)
    expectRefused(await post())
    expectRefused(await app.inject({ method: 'GET', url: '/api/graphql', query: { query }, remoteAddress: from }))
  })

  it('does not hold a signed-in GraphQL caller to the anonymous limit', async () => {
    const from = address()
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: csrf,
      payload: { login: 'staff', password: DEMO_PASSWORD },
      remoteAddress: from,
    })
    expect(signedIn.statusCode).toBe(200)
    const headers = { ...csrf, authorization: `Bearer ${signedIn.json().token as string}` }
    for (let request = 0; request < 5; request++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers,
        payload: { query: '{ __typename }' },
        remoteAddress: from,
      })
      expect(response.statusCode).not.toBe(429)
    }
    const anonymous = () =>
      app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: csrf,
        payload: { query: '{ __typename }' },
        remoteAddress: from,
      })
    expect((await anonymous()).statusCode).not.toBe(429)
    expect((await anonymous()).statusCode).not.toBe(429)
    expectRefused(await anonymous())
  })
})

describe('rate limits without a database', () => {
  it('count each client behind a trusted proxy by its forwarded address', async () => {
    const app = buildApp({
      config: testConfig({ rateLimits: limits(1), trustProxy: true }),
      store: new MemoryDocumentStore([projectKind.example]),
      logger: false,
    })
    try {
      const signIn = (client: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { ...csrf, 'x-forwarded-for': client },
          payload: { login: 'a', password: 'b' },
          remoteAddress: '10.0.0.1',
        })
      expect((await signIn('203.0.113.7')).statusCode).toBe(503)
      expectRefused(await signIn('203.0.113.7'))
      expect((await signIn('203.0.113.8')).statusCode).toBe(503)
    } finally {
      await app.close()
    }
  })

  it('are switched off by a limit of 0', async () => {
    const app = buildApp({
      config: testConfig({ rateLimits: limits(0) }),
      store: new MemoryDocumentStore([projectKind.example]),
      logger: false,
    })
    try {
      for (let request = 0; request < 3; request++) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: csrf,
          payload: { login: 'a', password: 'b' },
        })
        expect(response.statusCode).toBe(503)
      }
    } finally {
      await app.close()
    }
  })

  it('let requests through, never answering 500, when their Redis cannot be reached', async () => {
    const app = buildApp({
      config: testConfig({ rateLimits: limits(1), redisUrl: 'redis://127.0.0.1:1', redisPrefix: 'tamga-absent:' }),
      store: new MemoryDocumentStore([projectKind.example]),
      logger: false,
    })
    try {
      for (let request = 0; request < 2; request++) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: csrf,
          payload: { login: 'a', password: 'b' },
        })
        expect(response.statusCode).toBe(503)
      }
    } finally {
      await app.close()
    }
  })
})

describe.runIf(withTestRedis)('rate limits shared through Redis', { timeout: 60_000 }, () => {
  const redis = new Redis(TEST_REDIS_URL)
  afterAll(() => {
    redis.disconnect()
  })

  /** The keys under `prefix`, removed as they are read: other test runs may share the Redis. */
  async function takeKeys(prefix: string): Promise<string[]> {
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length > 0) await redis.del(...keys)
    return keys
  }

  it('counts requests to two instances of one deployment together, under its prefix', async () => {
    const redisPrefix = `tamga-test-${randomBytes(6).toString('hex')}:`
    const instances = [0, 1].map(() =>
      buildApp({
        config: testConfig({ rateLimits: limits(3), redisUrl: TEST_REDIS_URL, redisPrefix }),
        store: new MemoryDocumentStore([projectKind.example]),
        logger: false,
      }),
    )
    try {
      const signIn = (instance: TamgaApp) =>
        instance.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: csrf,
          payload: { login: 'a', password: 'b' },
        })
      const [first, second] = instances as [TamgaApp, TamgaApp]
      expect((await signIn(first)).statusCode).toBe(503)
      expect((await signIn(second)).statusCode).toBe(503)
      expect((await signIn(first)).statusCode).toBe(503)
      expectRefused(await signIn(second))
      expectRefused(await signIn(first))
      expect(await takeKeys(`${redisPrefix}rate-limit:`)).toHaveLength(1)
    } finally {
      await Promise.all(instances.map((instance) => instance.close()))
    }
  })

  describe('a deployment without TAMGA_REDIS_PREFIX', () => {
    const [pglite] = testBackends()
    if (pglite === undefined) throw new Error('PGlite is always a test backend')
    const database = useMigratedDatabase(pglite)

    it('keeps its counts under the prefix its instance secret gives', async () => {
      const app = buildApp({
        config: testConfig({ rateLimits: limits(1), redisUrl: TEST_REDIS_URL }),
        store: new MemoryDocumentStore([projectKind.example]),
        database: database(),
        logger: false,
      })
      try {
        const signIn = () =>
          app.inject({ method: 'POST', url: '/api/auth/login', headers: csrf, payload: { login: 'a', password: 'b' } })
        expect((await signIn()).statusCode).not.toBe(429)
        expectRefused(await signIn())
        const prefix = redisPrefixOf(await instanceSecret(database().db, undefined))
        expect(await takeKeys(`${prefix}rate-limit:`)).toHaveLength(1)
      } finally {
        await app.close()
      }
    })
  })
})
