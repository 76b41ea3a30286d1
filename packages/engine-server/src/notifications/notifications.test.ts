import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RequestAuth } from '../auth/context.ts'
import type { TamgaDatabase } from '../db/database.ts'
import { createTestPostgresDatabase, describeOnPostgres, testBackends, useMigratedDatabase } from '../db/testing.ts'
import { errorHandler } from '../http/errorHandler.ts'
import { seedDemoAccounts } from '../seed/accounts.ts'
import { createLocalBus, createPostgresBus, type NotificationEvent } from './bus.ts'
import { notificationsPlugin } from './plugin.ts'
import { listNotifications, markAllNotificationsRead, markNotificationRead, notify } from './store.ts'

/** A server with only the notifications routes; the test names the caller in a header. */
async function testServer(database: TamgaDatabase, bus: ReturnType<typeof createLocalBus>) {
  const app = Fastify()
  app.decorateRequest('auth', null)
  app.addHook('onRequest', async (request) => {
    const id = request.headers['x-test-user']
    request.auth =
      typeof id === 'string'
        ? ({
            userId: Number(id),
            login: 'test',
            firstName: null,
            lastName: null,
            email: null,
            roleId: 3,
            mainRoleId: 3,
            roleIds: [3],
            sessionId: 'test',
          } satisfies RequestAuth)
        : null
  })
  app.setErrorHandler(errorHandler)
  await app.register(notificationsPlugin, { database, bus, heartbeatMs: 50 })
  return app
}

describe.each(testBackends())('notifications on $name', (backend) => {
  const testDatabase = useMigratedDatabase(backend)
  let database: TamgaDatabase
  let ids: Map<string, number>
  beforeAll(async () => {
    database = testDatabase()
    await seedDemoAccounts(database.db)
    const users = await database.db.selectFrom('tamga_user').select(['id', 'login']).execute()
    ids = new Map(users.map((user) => [user.login, user.id]))
  })
  const id = (login: string) => {
    const found = ids.get(login)
    if (found === undefined) throw new Error(`no ${login}`)
    return found
  }

  it('notifies everyone who has a role, as main role or as an extra role, and no one else', async () => {
    await database.db
      .insertInto('tamga_user_role')
      .values({ user_id: id('staff'), role_id: 4 })
      .execute()
    const bus = createLocalBus()
    const sent = await notify(
      database.db,
      bus,
      { roleId: 4 },
      { title: 'Санал өгөх хүсэлт', link: '/admin/p/applications' },
    )
    expect(sent.map((event) => event.userId).sort()).toEqual(
      [id('council1'), id('council2'), id('council3'), id('staff')].sort(),
    )
    expect((await listNotifications(database.db, id('applicant'), { limit: 20 })).unread).toBe(0)
  })

  it('lists a user’s notifications newest first with the unread count, and marks them read', async () => {
    const bus = createLocalBus()
    const user = id('applicant')
    await notify(database.db, bus, { userId: user }, { title: 'Нэг' })
    await notify(database.db, bus, { userId: user }, { title: 'Хоёр', body: 'Өргөдөл хянагдаж байна' })
    const page = await listNotifications(database.db, user, { limit: 20 })
    expect(page.items.map((item) => item.title)).toEqual(['Хоёр', 'Нэг'])
    expect(page.unread).toBe(2)
    const [newest, oldest] = page.items
    if (newest === undefined || oldest === undefined) throw new Error('two notifications expected')
    expect(await markNotificationRead(database.db, id('staff'), newest.id)).toBe(false)
    expect(await markNotificationRead(database.db, user, newest.id)).toBe(true)
    expect((await listNotifications(database.db, user, { limit: 20 })).unread).toBe(1)
    expect((await listNotifications(database.db, user, { limit: 1, before: newest.id })).items[0]?.id).toBe(oldest.id)
    expect(await markAllNotificationsRead(database.db, user)).toBe(1)
    expect((await listNotifications(database.db, user, { limit: 20 })).unread).toBe(0)
  })

  it('answers the routes for the caller only, and 401 to anyone anonymous', async () => {
    const bus = createLocalBus()
    const app = await testServer(database, bus)
    try {
      await notify(database.db, bus, { userId: id('sysadmin') }, { title: 'Шинэ хэрэглэгч бүртгүүлэв' })
      const list = await app.inject({ url: '/notifications', headers: { 'x-test-user': String(id('sysadmin')) } })
      expect(list.statusCode).toBe(200)
      const body = list.json() as { items: Array<{ id: number; title: string }>; unread: number }
      expect(body.unread).toBe(1)
      const first = body.items[0]
      if (first === undefined) throw new Error('no notification')
      const someoneElse = await app.inject({
        method: 'POST',
        url: `/notifications/${first.id}/read`,
        headers: { 'x-test-user': String(id('applicant')) },
      })
      expect(someoneElse.statusCode).toBe(404)
      const anonymous = await app.inject({ url: '/notifications' })
      expect(anonymous.statusCode).toBe(401)
      expect(anonymous.json()).toMatchObject({ status: false, code: 'UNAUTHORIZED', msg: 'Нэвтэрнэ үү' })
      const bad = await app.inject({ url: '/notifications?limit=0', headers: { 'x-test-user': '1' } })
      expect(bad.statusCode).toBe(400)
    } finally {
      await app.close()
    }
  })

  it('streams a new notification to the recipient’s open stream, and only to theirs', async () => {
    const bus = createLocalBus()
    const app = await testServer(database, bus)
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const response = await fetch(`${address}/notifications/stream`, {
        headers: { 'x-test-user': String(id('council1')) },
      })
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
      const reader = response.body?.getReader()
      if (reader === undefined) throw new Error('no stream')
      await notify(database.db, bus, { userId: id('council2') }, { title: 'Бусдынх' })
      await notify(database.db, bus, { userId: id('council1') }, { title: 'Санал хураалт эхэллээ' })
      let text = ''
      const decoder = new TextDecoder()
      while (!text.includes('event: notification')) {
        const chunk = await reader.read()
        if (chunk.done) break
        text += decoder.decode(chunk.value)
      }
      expect(text).toContain('Санал хураалт эхэллээ')
      expect(text).not.toContain('Бусдынх')
      await reader.cancel()
    } finally {
      await app.close()
    }
  })
})

describeOnPostgres('the notification bus across instances', (postgres) => {
  let created: { url: string; drop(): Promise<void> }
  beforeAll(async () => {
    created = await createTestPostgresDatabase(postgres.url)
  })
  afterAll(async () => {
    await created?.drop()
  })

  it('delivers what one instance publishes to a stream held by another', async () => {
    const first = await createPostgresBus(created.url)
    const second = await createPostgresBus(created.url)
    try {
      const received = new Promise<NotificationEvent>((resolve) => second.subscribe(7, resolve))
      const event: NotificationEvent = {
        id: 1,
        userId: 7,
        title: 'Өөр серверээс',
        body: null,
        link: null,
        createdAt: new Date().toISOString(),
      }
      await first.publish([event])
      expect(await received).toEqual(event)
    } finally {
      await first.close()
      await second.close()
    }
  })
})
