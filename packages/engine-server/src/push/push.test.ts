// Web push for real: VAPID keys from web-push, a browser's keys from node:crypto, and a local
// HTTP server standing in for the push service.
import { createECDH, randomBytes } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { projectKind } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import webPush from 'web-push'
import { buildApp, type TamgaApp } from '../app.ts'
import { ConfigError, loadConfig } from '../config.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { MemoryDocumentStore, signInHeaders, testConfig } from '../http/testing.ts'
import { createLocalBus } from '../notifications/bus.ts'
import { notify } from '../notifications/store.ts'
import { seedDemoAccounts } from '../seed/accounts.ts'
import { rolesStore } from '../users/testing.ts'
import { isPushableSubscription, savePushSubscription } from './subscriptions.ts'

const XHR = { 'x-requested-with': 'XMLHttpRequest' }
const vapid = webPush.generateVAPIDKeys()

/** A browser's subscription keys, made as a browser makes them (RFC 8291). */
function browserKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
}

interface ReceivedPush {
  method: string | undefined
  url: string | undefined
  headers: IncomingHttpHeaders
  body: Buffer
}

/** A push service on 127.0.0.1 that records each push and answers with `status()`. */
async function startPushService(status: () => number) {
  const received: ReceivedPush[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks) })
      response.writeHead(status()).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    received,
    endpoint: (path: string) => `http://127.0.0.1:${port}/push/${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const firebaseConfig = {
  apiKey: 'AIzaSyPublicWebKey',
  projectId: 'heritage-demo',
  messagingSenderId: '123456789',
  appId: '1:123456789:web:abc',
  publicKey: vapid.publicKey,
}

describe('push settings', () => {
  it('reads the VAPID private key and subject from the environment and refuses bad ones', () => {
    const config = loadConfig(
      { TAMGA_VAPID_PRIVATE_KEY: vapid.privateKey, TAMGA_VAPID_SUBJECT: 'mailto:ops@example.mn' },
      '/',
    )
    expect(config.vapidPrivateKey).toBe(vapid.privateKey)
    expect(config.vapidSubject).toBe('mailto:ops@example.mn')
    expect(() => loadConfig({ TAMGA_VAPID_PRIVATE_KEY: 'short' }, '/')).toThrow(ConfigError)
    expect(() => loadConfig({ TAMGA_VAPID_SUBJECT: 'http://example.mn' }, '/')).toThrow(/TAMGA_VAPID_SUBJECT/)
  })

  it('accepts only https endpoints with a P-256 key and a 16-byte secret, loopback http when allowed', () => {
    const keys = browserKeys()
    expect(isPushableSubscription({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys }, false)).toBe(true)
    expect(isPushableSubscription({ endpoint: 'http://127.0.0.1:9/push', keys }, false)).toBe(false)
    expect(isPushableSubscription({ endpoint: 'http://127.0.0.1:9/push', keys }, true)).toBe(true)
    expect(isPushableSubscription({ endpoint: 'http://example.mn/push', keys }, true)).toBe(false)
    expect(isPushableSubscription({ endpoint: 'not a url', keys }, true)).toBe(false)
    const short = { ...keys, auth: randomBytes(8).toString('base64url') }
    expect(isPushableSubscription({ endpoint: 'https://push.example/x', keys: short }, false)).toBe(false)
    const bad = { ...keys, p256dh: 'not*base64' }
    expect(isPushableSubscription({ endpoint: 'https://push.example/x', keys: bad }, false)).toBe(false)
  })
})

describe.each(testBackends())('web push on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  const bus = createLocalBus()
  let app: TamgaApp
  let unconfigured: TamgaApp

  beforeAll(async () => {
    await seedDemoAccounts(database().db)
    const roles = (await rolesStore().list('role')).map((stored) => stored.document)
    const project = { ...projectKind.example, notify: { ...projectKind.example.notify, firebaseConfig } }
    app = buildApp({
      config: testConfig({ vapidPrivateKey: vapid.privateKey, vapidSubject: 'mailto:ops@example.mn' }),
      store: new MemoryDocumentStore([project, ...roles]),
      database: database(),
      notificationBus: bus,
      logger: false,
    })
    unconfigured = buildApp({
      config: testConfig(),
      store: new MemoryDocumentStore([project, ...roles]),
      database: database(),
      logger: false,
    })
    await Promise.all([app.ready(), unconfigured.ready()])
  })
  afterAll(async () => {
    await app?.close()
    await unconfigured?.close()
    await bus.close()
  })

  const signIn = (login: string, password?: string) => signInHeaders(app, login, password)
  const userId = async (login: string) =>
    (await database().db.selectFrom('tamga_user').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id
  const subscriptionsOf = async (id: number) =>
    database().db.selectFrom('tamga_push_subscription').select(['endpoint']).where('user_id', '=', id).execute()

  it('answers the public key when configured and 404 when not', async () => {
    const key = await app.inject({ method: 'GET', url: '/api/push/public-key' })
    expect(key.json()).toEqual({ status: true, publicKey: vapid.publicKey })
    const none = await unconfigured.inject({ method: 'GET', url: '/api/push/public-key' })
    expect(none.statusCode).toBe(404)
    expect(none.json()).toMatchObject({ status: false, code: 'PUSH_NOT_CONFIGURED' })
  })

  it('registers and removes the caller’s browser, refusing anonymous callers and bad subscriptions', async () => {
    const staff = await signIn('staff')
    const subscription = { endpoint: 'https://push.example.mn/send/abc', keys: browserKeys(), expirationTime: null }
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: XHR,
      payload: subscription,
    })
    expect(anonymous.statusCode).toBe(401)
    const http = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: staff,
      payload: { ...subscription, endpoint: 'http://127.0.0.1:9/push' },
    })
    expect(http.statusCode).toBe(400)
    expect(http.json()).toMatchObject({ status: false, code: 'PUSH_SUBSCRIPTION_INVALID' })

    const saved = await app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: staff,
      payload: subscription,
    })
    expect(saved.json()).toEqual({ status: true })
    expect(await subscriptionsOf(await userId('staff'))).toEqual([{ endpoint: subscription.endpoint }])

    // Another user cannot remove it; the owner can.
    const applicant = await signIn('applicant')
    const foreign = { endpoint: subscription.endpoint }
    const notTheirs = await app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: applicant,
      payload: foreign,
    })
    expect(notTheirs.json()).toEqual({ status: true, removed: false })
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: staff,
      payload: foreign,
    })
    expect(removed.json()).toEqual({ status: true, removed: true })
    expect(await subscriptionsOf(await userId('staff'))).toEqual([])
  })

  it('sends each new notification as an encrypted, VAPID-signed push to the recipient’s browsers', async () => {
    const service = await startPushService(() => 201)
    try {
      const council1 = await userId('council1')
      await savePushSubscription(database().db, council1, { endpoint: service.endpoint('c1'), keys: browserKeys() })
      await notify(database().db, bus, { userId: council1 }, { title: 'Санал хураалт эхэллээ', body: 'Өргөдөл №7' })
      await vi.waitFor(() => expect(service.received).toHaveLength(1), { timeout: 5000 })
      const [push] = service.received
      expect(push?.method).toBe('POST')
      expect(push?.url).toBe('/push/c1')
      expect(push?.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
      )
      expect(push?.headers['content-encoding']).toBe('aes128gcm')
      expect(push?.headers.ttl).toBe('86400')
      // An aes128gcm record: 16-byte salt, 4-byte record size, key id length and the 65-byte key, then ciphertext.
      expect(push?.body[20]).toBe(65)
      expect(push?.body.includes(Buffer.from('Санал'))).toBe(false)
      expect(push?.body.length).toBeGreaterThan(86 + 16)
    } finally {
      await service.close()
    }
  })

  it('removes a subscription the push service answers 410 Gone to, and keeps one it answers 500 to', async () => {
    let status = 410
    const service = await startPushService(() => status)
    try {
      const council2 = await userId('council2')
      await savePushSubscription(database().db, council2, { endpoint: service.endpoint('gone'), keys: browserKeys() })
      await notify(database().db, bus, { userId: council2 }, { title: 'Шинэ мэдэгдэл' })
      await vi.waitFor(async () => expect(await subscriptionsOf(council2)).toEqual([]), { timeout: 5000 })
      expect(service.received).toHaveLength(1)

      status = 500
      await savePushSubscription(database().db, council2, { endpoint: service.endpoint('busy'), keys: browserKeys() })
      await notify(database().db, bus, { userId: council2 }, { title: 'Дахин' })
      await vi.waitFor(() => expect(service.received).toHaveLength(2), { timeout: 5000 })
      expect(await subscriptionsOf(council2)).toEqual([{ endpoint: service.endpoint('busy') }])
    } finally {
      await service.close()
    }
  })
})
