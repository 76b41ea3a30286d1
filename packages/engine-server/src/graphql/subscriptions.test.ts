// GraphQL subscriptions over a real WebSocket (graphql-transport-ws): fed by the records API and
// by GraphQL mutations, filtered by the subscriber's row conditions, and carried between two
// server instances through Redis.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { signInHeaders } from '../http/testing.ts'
import { TEST_REDIS_URL, withTestRedis } from '../testRedis.ts'
import {
  GraphqlSubscriber,
  type GraphqlTestServer,
  graphqlTestServer,
  heritageStore,
  listenForSockets,
  seedHeritage,
} from './testing.ts'

interface Change {
  action: string
  id: string
  row: Record<string, unknown> | null
}

/** The next change that is not a probe's (probes are writes made until the subscription is live). */
async function nextReal(subscriber: GraphqlSubscriber<Change>, ms = 5000): Promise<Change | undefined> {
  for (;;) {
    const change = await subscriber.next(ms)
    if (change === undefined || !String(change.row?.title ?? '').startsWith('probe')) return change
  }
}

/**
 * Makes probe writes until the subscriber hears one: a subscription goes live a moment after
 * it is sent (and, with Redis, once the channel is subscribed), with no message to say so.
 */
async function untilLive(
  subscriber: GraphqlSubscriber<Change>,
  write: (round: number) => Promise<void>,
): Promise<void> {
  for (let round = 0; round < 40; round++) {
    await write(round)
    if ((await subscriber.next(250)) !== undefined) return
  }
  throw new Error('the subscription never went live')
}

const SUBSCRIPTION = 'subscription { applicationChanged { action id row { id title applicant_id } } }'

describe.each(testBackends())('GraphQL subscriptions on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let server: GraphqlTestServer
  let url: string

  beforeAll(async () => {
    await seedHeritage(database().db)
    server = await graphqlTestServer(database(), await heritageStore())
    url = await listenForSockets(server.app)
  }, 60_000)
  afterAll(async () => {
    await server?.app.close()
  })

  const post = async (login: string, path: string, payload: object) => {
    const response = await server.app.inject({
      method: 'POST',
      url: path,
      headers: await signInHeaders(server.app, login),
      payload,
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as Record<string, unknown>
  }

  it('tells an applicant of their own applications’ changes from the records API and GraphQL, never of others', async () => {
    const applicant = await signInHeaders(server.app, 'applicant')
    const subscriber = await GraphqlSubscriber.open<Change>(url, applicant, SUBSCRIPTION)
    try {
      await untilLive(subscriber, async (round) => {
        await post('applicant', '/api/records/applications', {
          heritage_bearer_id: 1,
          title: `probe ${round}`,
          amount: 1000,
        })
      })
      // Someone else's application, through the records API: not the applicant's to hear.
      await post('admin', '/api/records/applications', { heritage_bearer_id: 2, title: 'Бусдын өргөдөл', amount: 1000 })
      // The applicant's own, through the records API, then deleted through GraphQL.
      const created = await post('applicant', '/api/records/applications', {
        heritage_bearer_id: 3,
        title: 'Миний өргөдөл',
        amount: 1000,
      })
      const id = String((created.record as Record<string, unknown>).id)
      const removed = await post('applicant', '/api/graphql', { query: `mutation { deleteApplication(id: ${id}) }` })
      expect(removed).toEqual({ data: { deleteApplication: true } })

      const insert = await nextReal(subscriber)
      expect(insert).toMatchObject({ action: 'INSERT', id, row: { id, title: 'Миний өргөдөл' } })
      // Only the selected fields, never a hidden one.
      expect(Object.keys(insert?.row ?? {}).sort()).toEqual(['applicant_id', 'id', 'title'])
      expect(await nextReal(subscriber)).toMatchObject({ action: 'DELETE', id, row: { id } })
      expect(await nextReal(subscriber, 500)).toBeUndefined()
      expect(subscriber.errors).toEqual([])
    } finally {
      subscriber.close()
    }
  })

  it('refuses a WebSocket opened by a page of another site, and takes one from its own', async () => {
    /** The upgrade's answer: 101 when the socket opened, else the refusal's status. */
    const opened = (origin: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url, 'graphql-transport-ws', { headers: { origin } })
        socket.once('open', () => {
          socket.close()
          resolve(101)
        })
        socket.once('unexpected-response', (request, response) => {
          resolve(response.statusCode ?? 0)
          request.destroy()
        })
        // Destroying the refused upgrade ends the socket with this error, which is expected.
        socket.on('error', () => {})
      })
    expect(await opened('https://evil.example')).toBe(403)
    expect(await opened(new URL(url.replace('ws:', 'http:')).origin)).toBe(101)
  })

  it('refuses a subscription to an entry the role may not read, in GraphQL’s error shape', async () => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers: await signInHeaders(server.app, 'applicant') })
    await new Promise((resolve) => socket.once('open', resolve))
    const messages: Array<{ type: string; payload?: unknown }> = []
    const error = new Promise<void>((resolve) => {
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type: string; payload?: unknown }
        messages.push(message)
        if (message.type === 'connection_ack') {
          socket.send(
            JSON.stringify({
              id: '1',
              type: 'subscribe',
              payload: { query: 'subscription { feedbackChanged { id } }' },
            }),
          )
        }
        if (message.type === 'error') resolve()
      })
    })
    socket.send(JSON.stringify({ type: 'connection_init', payload: {} }))
    await error
    socket.close()
    expect(messages.at(-1)).toMatchObject({
      type: 'error',
      payload: [{ extensions: { code: 'FORBIDDEN' } }],
    })
  })
})

describe.each(testBackends())('a subscription WebSocket’s limits on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let server: GraphqlTestServer
  let url: string

  beforeAll(async () => {
    await seedHeritage(database().db)
    server = await graphqlTestServer(database(), await heritageStore(), {
      socketLimits: { messages: 6, windowMs: 60_000, subscriptions: 2 },
    })
    url = await listenForSockets(server.app)
  }, 60_000)
  afterAll(async () => {
    await server?.app.close()
  })

  /** An acknowledged socket of the staff member, and how it closes. */
  async function connected() {
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers: await signInHeaders(server.app, 'admin') })
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    )
    await new Promise((resolve) => socket.once('open', resolve))
    const acknowledged = new Promise<void>((resolve) =>
      socket.on('message', (data) => {
        if ((JSON.parse(String(data)) as { type: string }).type === 'connection_ack') resolve()
      }),
    )
    socket.send(JSON.stringify({ type: 'connection_init', payload: {} }))
    await acknowledged
    return { socket, closed }
  }
  const subscribe = (id: string) =>
    JSON.stringify({ id, type: 'subscribe', payload: { query: 'subscription { feedbackChanged { id } }' } })

  it('closes a socket that sends more messages than a window allows, with 4429', async () => {
    const { socket, closed } = await connected()
    for (let index = 0; index < 10; index++) socket.send(JSON.stringify({ type: 'ping' }))
    expect(await closed).toEqual({ code: 4429, reason: 'Too many messages or subscriptions: slow down' })
  })

  it('closes a socket holding more subscriptions than allowed, and counts a completed one out', async () => {
    const { socket, closed } = await connected()
    socket.send(subscribe('1'))
    socket.send(JSON.stringify({ id: '1', type: 'complete' }))
    socket.send(subscribe('2'))
    socket.send(subscribe('3'))
    const open = await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve('open'), 300))])
    expect(open).toBe('open')
    socket.send(subscribe('4'))
    expect((await closed).code).toBe(4429)
  })
})

describe.runIf(withTestRedis).each(testBackends())(
  'GraphQL subscriptions through Redis on $name',
  { timeout: 60_000 },
  (backend) => {
    const database = useMigratedDatabase(backend)
    const servers: GraphqlTestServer[] = []

    beforeAll(async () => {
      await seedHeritage(database().db)
      // Channels of this run only: other test runs may share the Redis.
      const redisPrefix = `tamga-test-${randomBytes(6).toString('hex')}:`
      for (let index = 0; index < 2; index++) {
        servers.push(
          await graphqlTestServer(database(), await heritageStore(), { redisUrl: TEST_REDIS_URL, redisPrefix }),
        )
      }
    }, 60_000)
    afterAll(async () => {
      for (const server of servers) await server.app.close()
    })

    it('delivers a write made on one instance to a subscriber of the other', async () => {
      const [first, second] = servers
      if (first === undefined || second === undefined) throw new Error('two servers')
      const url = await listenForSockets(first.app, '/api/query')
      const subscriber = await GraphqlSubscriber.open<Change>(
        url,
        await signInHeaders(first.app, 'admin'),
        SUBSCRIPTION,
      )
      try {
        const headers = await signInHeaders(second.app, 'admin')
        const create = async (title: string) => {
          const response = await second.app.inject({
            method: 'POST',
            url: '/api/records/applications',
            headers,
            payload: { heritage_bearer_id: 4, title, amount: 1000 },
          })
          expect(response.statusCode, response.body).toBe(200)
          return String(response.json().record.id)
        }
        await untilLive(subscriber, (round) => create(`probe ${round}`).then(() => undefined))
        const id = await create('Нөгөө серверээс')
        expect(await nextReal(subscriber)).toMatchObject({ action: 'INSERT', id, row: { title: 'Нөгөө серверээс' } })
      } finally {
        subscriber.close()
      }
    })
  },
)
