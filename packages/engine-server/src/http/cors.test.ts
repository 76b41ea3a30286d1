// Cross-origin calls through the whole server: a page of an origin the project lists may call
// the API with a bearer token and read the answer; any other origin gets no CORS header, and the
// portal's own (same-origin) calls need none.
import { projectKind } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { MemoryDocumentStore, testConfig } from './testing.ts'

const PARTNER = 'https://partner.example.mn'

describe('cross-origin calls to the API', () => {
  let app: TamgaApp
  beforeAll(async () => {
    app = buildApp({
      config: testConfig(),
      store: new MemoryDocumentStore([{ ...projectKind.example, cors_origins: [PARTNER] }]),
      logger: false,
    })
    await app.ready()
  })
  afterAll(() => app.close())

  const preflight = (origin: string, method = 'PATCH') =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/records/news/1',
      headers: {
        origin,
        host: 'tamga.test',
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization,content-type',
      },
    })

  it('answers a listed origin’s preflight with what it may send, and no cookies', async () => {
    const answer = await preflight(PARTNER)
    expect(answer.statusCode).toBe(204)
    expect(answer.headers['access-control-allow-origin']).toBe(PARTNER)
    expect(String(answer.headers['access-control-allow-methods'])).toContain('PATCH')
    expect(String(answer.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization')
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined()
  })

  it('lets a listed origin read an answer, a refusal too, and says the answer varies by origin', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { origin: PARTNER, host: 'tamga.test' },
    })
    expect(answer.statusCode).toBe(401)
    expect(answer.headers['access-control-allow-origin']).toBe(PARTNER)
    expect(String(answer.headers.vary)).toContain('Origin')
  })

  it('gives any other origin no header, so its page cannot read the answer', async () => {
    for (const origin of ['https://evil.example', `${PARTNER}.evil.example`, 'null']) {
      const answer = await preflight(origin)
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined()
      // No route answers OPTIONS: the API's not-found answer.
      expect(answer.statusCode, origin).toBe(404)
      const read = await app.inject({ method: 'GET', url: '/api/config', headers: { origin, host: 'tamga.test' } })
      expect(read.headers['access-control-allow-origin'], origin).toBeUndefined()
    }
  })

  it('needs no header for the portal’s own calls', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { origin: 'http://tamga.test', host: 'tamga.test' },
    })
    expect(answer.headers['access-control-allow-origin']).toBeUndefined()
  })
})
