import { describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { MemoryDocumentStore, testConfig } from './testing.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** A server without a database whose JSON log lines are kept, at debug so each request logs. */
function loggedApp() {
  const lines: Array<Record<string, unknown>> = []
  const app = buildApp({
    config: testConfig({ logLevel: 'debug' }),
    store: new MemoryDocumentStore([]),
    logger: { level: 'debug', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  })
  return { app, lines }
}

describe('request ids', () => {
  it('takes the load balancer’s X-Request-Id, answers it back, and logs every line of the request with it', async () => {
    const { app, lines } = loggedApp()
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': 'haproxy-7f3a:0001.b' },
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['x-request-id']).toBe('haproxy-7f3a:0001.b')
      const ofRequest = lines.filter((line) => line.reqId === 'haproxy-7f3a:0001.b')
      // Fastify's "incoming request" and "request completed" lines.
      expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed'])
    } finally {
      await app.close()
    }
  })

  it('makes a new random id in place of a missing, long or unsafe one, refusals included', async () => {
    const { app, lines } = loggedApp()
    try {
      const given = [undefined, 'a'.repeat(65), 'id with spaces', 'id"quoted', 'новый']
      const ids: string[] = []
      for (const id of given) {
        const response = await app.inject({
          method: 'GET',
          url: '/api/no-such-route',
          headers: id === undefined ? {} : { 'x-request-id': id },
        })
        expect(response.statusCode).toBe(404)
        const answered = response.headers['x-request-id']
        expect(answered).toMatch(UUID)
        ids.push(String(answered))
      }
      expect(new Set(ids).size).toBe(given.length)
      for (const id of ids) expect(lines.some((line) => line.reqId === id)).toBe(true)
    } finally {
      await app.close()
    }
  })
})
