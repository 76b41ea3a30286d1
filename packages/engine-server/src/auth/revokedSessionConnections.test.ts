// A revoked session's open connections end at once, on every instance: two whole servers
// sharing one PostgreSQL database and Redis, a GraphQL subscription and a notification stream
// held by the first, and the session ended through the second (sign-out, password change,
// reset, deactivation, deletion). Another person's subscription and stream keep receiving.
import { randomBytes } from 'node:crypto'
import { SESSION_ENDED_CLOSE_CODE } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { buildApp, type TamgaApp } from '../app.ts'
import { migrateSystemTables, openDatabase, type TamgaDatabase } from '../db/database.ts'
import { instanceSecret } from '../db/instanceSecret.ts'
import { createTestPostgresDatabase, describeOnPostgres } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { GraphqlSubscriber, listenForSockets } from '../graphql/testing.ts'
import { signInHeaders, testConfig } from '../http/testing.ts'
import { createPostgresBus, type NotificationBus } from '../notifications/bus.ts'
import { notify } from '../notifications/store.ts'
import { HERITAGE_DIR, seedHeritage } from '../records/testing.ts'
import { TEST_REDIS_URL, withTestRedis } from '../testRedis.ts'
import { issueResetCode } from './reset/resetCodes.ts'

/** Resolves true once `promise` settles, false after `ms` milliseconds without. */
const within = (promise: Promise<unknown>, ms: number): Promise<boolean> =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))])

/** A notification as `notificationAdded` and the stream deliver it. */
interface Delivered {
  title: string
}

/** The notification stream (`GET /api/notifications/stream`) of one session, read as it arrives. */
async function openNotificationStream(baseUrl: string, headers: Record<string, string>) {
  const response = await fetch(`${baseUrl}/api/notifications/stream`, { headers })
  expect(response.status).toBe(200)
  const reader = response.body?.getReader()
  if (reader === undefined) throw new Error('no stream')
  const decoder = new TextDecoder()
  const titles: string[] = []
  let waiting: (() => void) | undefined
  let text = ''
  const ended = (async () => {
    for (;;) {
      const chunk = await reader.read()
      if (chunk.done) break
      text += decoder.decode(chunk.value, { stream: true })
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const block = text.slice(0, end)
        text = text.slice(end + 2)
        const data = block.split('\n').find((line) => line.startsWith('data: '))
        if (block.includes('event: notification') && data !== undefined) {
          titles.push((JSON.parse(data.slice('data: '.length)) as Delivered).title)
        }
      }
      waiting?.()
    }
    waiting?.()
  })()
  return {
    /** Resolves once the server ended the stream. */
    ended,
    /** Whether a notification titled `title` arrives within `ms` milliseconds. */
    async hears(title: string, ms = 10_000): Promise<boolean> {
      const deadline = Date.now() + ms
      while (!titles.includes(title)) {
        const left = deadline - Date.now()
        if (left <= 0) return false
        await new Promise<void>((resolve) => {
          waiting = resolve
          setTimeout(resolve, Math.min(left, 250))
        })
      }
      return true
    },
    cancel: () => reader.cancel().catch(() => {}),
  }
}

type NotificationStream = Awaited<ReturnType<typeof openNotificationStream>>

const NOTIFICATION_SUBSCRIPTION = 'subscription { notificationAdded { title } }'

/** Whether a notification titled `title` reaches `subscriber` within `ms` (probes before it are passed over). */
async function hears(subscriber: GraphqlSubscriber<Delivered>, title: string, ms = 10_000): Promise<boolean> {
  const deadline = Date.now() + ms
  for (;;) {
    const left = deadline - Date.now()
    if (left <= 0) return false
    const delivered = await subscriber.next(left)
    if (delivered === undefined) return false
    if (delivered.title === title) return true
  }
}

describeOnPostgres('a revoked session’s sockets and streams across instances', (postgres) => {
  describe.runIf(withTestRedis)('two servers, one database and Redis', { timeout: 120_000 }, () => {
    let created: { url: string; drop(): Promise<void> } | undefined
    const databases: TamgaDatabase[] = []
    const buses: NotificationBus[] = []
    const apps: TamgaApp[] = []
    const opened: Array<{ close(): void } | NotificationStream> = []
    let socketUrl: string
    let streamUrl: string
    let bystander: { subscriber: GraphqlSubscriber<Delivered>; stream: NotificationStream }
    const userIds = new Map<string, number>()

    beforeAll(async () => {
      created = await createTestPostgresDatabase(postgres.url)
      // Channels of this run only: other test runs may share the Redis.
      const redisPrefix = `tamga-test-${randomBytes(6).toString('hex')}:`
      for (let index = 0; index < 2; index++) {
        const database = await openDatabase({ databaseUrl: created.url })
        databases.push(database)
        if (index === 0) {
          await migrateSystemTables(database.db)
          await seedHeritage(database.db)
        }
        const bus = await createPostgresBus(created.url)
        buses.push(bus)
        const app = buildApp({
          config: testConfig({ projectDir: HERITAGE_DIR, redisUrl: TEST_REDIS_URL, redisPrefix }),
          store: createFolderStore(HERITAGE_DIR),
          database,
          notificationBus: bus,
          logger: false,
        })
        apps.push(app)
        await app.ready()
      }
      socketUrl = await listenForSockets(first(), '/api/graphql')
      streamUrl = socketUrl.replace('ws:', 'http:').replace('/api/graphql', '')
      for (const user of await db().selectFrom('tamga_user').select(['id', 'login']).execute()) {
        userIds.set(user.login, user.id)
      }
      bystander = await connections(await signInHeaders(first(), 'council3'), 'council3')
    }, 120_000)
    afterAll(async () => {
      for (const connection of opened) {
        if ('cancel' in connection) await connection.cancel()
        else connection.close()
      }
      for (const app of apps) await app.close()
      for (const bus of buses) await bus.close()
      for (const database of databases) await database.close()
      await created?.drop()
    })

    /** The instance the connections are held by. */
    const first = (): TamgaApp => {
      const app = apps[0]
      if (app === undefined) throw new Error('the servers start before the tests')
      return app
    }
    /** The instance the sessions are ended through. */
    const second = (): TamgaApp => {
      const app = apps[1]
      if (app === undefined) throw new Error('the servers start before the tests')
      return app
    }
    const db = () => {
      const database = databases[1]
      if (database === undefined) throw new Error('the databases open before the tests')
      return database.db
    }
    const bus = () => {
      const found = buses[1]
      if (found === undefined) throw new Error('the buses open before the tests')
      return found
    }
    const idOf = (login: string): number => {
      const id = userIds.get(login)
      if (id === undefined) throw new Error(`no ${login}`)
      return id
    }
    /** Sends `login` a notification from the second instance. */
    const send = (login: string, title: string) => notify(db(), bus(), { userId: idOf(login) }, { title })

    /**
     * A `notificationAdded` subscription and a notification stream on the first instance with
     * the session of `headers`, each proven live by a notification to `login`.
     */
    async function connections(headers: Record<string, string>, login: string) {
      const subscriber = await GraphqlSubscriber.open<Delivered>(socketUrl, headers, NOTIFICATION_SUBSCRIPTION)
      const stream = await openNotificationStream(streamUrl, headers)
      opened.push(subscriber, stream)
      // A subscription goes live a moment after it is sent, with no message to say so.
      for (let round = 0; ; round++) {
        if (round === 40) throw new Error('the subscription never went live')
        const probe = `probe ${login} ${round}`
        await send(login, probe)
        if (await hears(subscriber, probe, 250)) break
      }
      const ready = `ready ${login} ${randomBytes(3).toString('hex')}`
      await send(login, ready)
      expect(await stream.hears(ready)).toBe(true)
      return { subscriber, stream }
    }

    /** The subscriber's socket was closed as a revoked session's is, and the stream ended. */
    async function expectEnded(ended: { subscriber: GraphqlSubscriber<Delivered>; stream: NotificationStream }) {
      expect(await within(ended.subscriber.closed, 10_000)).toBe(true)
      expect((await ended.subscriber.closed).code).toBe(SESSION_ENDED_CLOSE_CODE)
      expect(await within(ended.stream.ended, 10_000)).toBe(true)
    }

    /** Another person's subscription and stream on the first instance still receive. */
    async function expectBystanderHears() {
      const title = `still here ${randomBytes(3).toString('hex')}`
      await send('council3', title)
      expect(await hears(bystander.subscriber, title)).toBe(true)
      expect(await bystander.stream.hears(title)).toBe(true)
    }

    it('closes the subscription and ends the stream of a session signed out on the other instance', async () => {
      const headers = await signInHeaders(first(), 'applicant')
      const held = await connections(headers, 'applicant')
      const response = await second().inject({ method: 'POST', url: '/api/auth/logout', headers })
      expect(response.statusCode).toBe(200)
      await expectEnded(held)
      await expectBystanderHears()
    })

    it('closes a socket opened before the sign-out when it initialises after it', async () => {
      const headers = await signInHeaders(first(), 'applicant')
      const socket = new WebSocket(socketUrl, 'graphql-transport-ws', { headers })
      const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))
      await new Promise((resolve) => socket.once('open', resolve))
      const response = await second().inject({ method: 'POST', url: '/api/auth/logout', headers })
      expect(response.statusCode).toBe(200)
      socket.send(JSON.stringify({ type: 'connection_init', payload: {} }))
      expect(await within(closed, 10_000)).toBe(true)
      expect(await closed).toBe(SESSION_ENDED_CLOSE_CODE)
    })

    it('closes the other sessions’ sockets and streams at a password change, and keeps the changer’s', async () => {
      const other = await connections(await signInHeaders(first(), 'staff'), 'staff')
      const changerHeaders = await signInHeaders(second(), 'staff')
      const changer = await connections(changerHeaders, 'staff')
      const response = await second().inject({
        method: 'POST',
        url: '/api/change-password',
        headers: changerHeaders,
        payload: { current_password: 'Demo#2026', password: 'Shine#2027x', password_confirmation: 'Shine#2027x' },
      })
      expect(response.statusCode, response.body).toBe(200)
      await expectEnded(other)
      const title = `kept ${randomBytes(3).toString('hex')}`
      await send('staff', title)
      expect(await hears(changer.subscriber, title)).toBe(true)
      expect(await changer.stream.hears(title)).toBe(true)
      await expectBystanderHears()
    })

    it('closes every session’s sockets and streams at a password reset', async () => {
      const held = await connections(await signInHeaders(first(), 'council1'), 'council1')
      const secret = await instanceSecret(db(), undefined)
      const issued = await issueResetCode(db(), { userId: idOf('council1'), secret, now: new Date(), minutes: 10 })
      if (!issued.issued) throw new Error('no reset code')
      const response = await second().inject({
        method: 'POST',
        url: '/api/auth/reset',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: {
          email: 'council1@example.com',
          code: issued.code,
          password: 'Shine#2027x',
          password_confirmation: 'Shine#2027x',
        },
      })
      expect(response.statusCode, response.body).toBe(200)
      await expectEnded(held)
      await expectBystanderHears()
    })

    it('closes the sockets and streams of a user deactivated or deleted on the other instance', async () => {
      const admin = await signInHeaders(second(), 'admin')
      const deactivated = await connections(await signInHeaders(first(), 'sysadmin'), 'sysadmin')
      const unconfirmed = await second().inject({
        method: 'PATCH',
        url: `/api/users/${idOf('sysadmin')}`,
        headers: admin,
        payload: { confirmed: false },
      })
      expect(unconfirmed.statusCode, unconfirmed.body).toBe(200)
      await expectEnded(deactivated)

      const deleted = await connections(await signInHeaders(first(), 'council2'), 'council2')
      const response = await second().inject({
        method: 'DELETE',
        url: `/api/users/${idOf('council2')}`,
        headers: admin,
      })
      expect(response.statusCode, response.body).toBe(200)
      await expectEnded(deleted)
      await expectBystanderHears()
    })
  })
})
