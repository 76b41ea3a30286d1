import { beforeAll, describe, expect, it } from 'vitest'
import type { TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { seedDemoAccounts } from '../seed/accounts.ts'
import { TEST_USER_HEADER, usersTestServer, useTemporaryStorage } from './testing.ts'

const XHR = { 'x-requested-with': 'XMLHttpRequest' }

describe.each(testBackends())('users administration on $name', (backend) => {
  const database = useMigratedDatabase(backend)
  const folder = useTemporaryStorage()
  let app: TamgaApp
  const ids = new Map<string, number>()
  const idOf = (login: string): number => {
    const id = ids.get(login)
    if (id === undefined) throw new Error(`no user ${login}`)
    return id
  }
  const as = (login: string) => ({ ...XHR, [TEST_USER_HEADER]: String(idOf(login)) })

  beforeAll(async () => {
    await seedDemoAccounts(database().db)
    for (const row of await database().db.selectFrom('tamga_user').select(['id', 'login']).execute()) {
      ids.set(row.login, row.id)
    }
    app = await usersTestServer({ database: database(), storage: folder().storage })
    return () => app.close()
  })

  const create = (body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/users', headers: as('admin'), payload: body })

  it('creates a user with extra roles and never answers a password hash', async () => {
    const response = await create({
      login: 'dulmaa',
      password: 'Strong#Pass1',
      email: 'dulmaa@example.mn',
      first_name: 'Дулмаа',
      register_no: 'ай01020304',
      role_id: 3,
      extra_role_ids: [4, 3],
    })
    expect(response.statusCode).toBe(201)
    const { user } = response.json()
    expect(user).toMatchObject({
      login: 'dulmaa',
      role_id: 3,
      extra_role_ids: [4],
      register_no: 'АЙ01020304',
      confirmed: false,
    })
    expect(response.body).not.toMatch(/password|argon2/)
    ids.set('dulmaa', user.id)
  })

  it('refuses a weak password, a broken field and an unknown role, each at its path', async () => {
    const response = await create({ login: 'x y', password: 'short', phone: '12', role_id: 99, extra_role_ids: [77] })
    expect(response.statusCode).toBe(400)
    const paths = (response.json().issues as Array<{ path: string }>).map((found) => found.path)
    expect(paths).toEqual(expect.arrayContaining(['/login', '/password', '/phone', '/role_id', '/extra_role_ids/0']))
  })

  it('answers 409 for a login that is taken', async () => {
    const response = await create({ login: 'STAFF', password: 'Strong#Pass1', role_id: 3 })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('USER_EXISTS')
  })

  it('searches over login, names, e-mail and registration number, with paging and a total', async () => {
    const search = async (query: string) => {
      const response = await app.inject({ method: 'GET', url: `/users?${query}`, headers: as('admin') })
      expect(response.statusCode).toBe(200)
      return response.json() as { users: Array<{ login: string }>; total: number; page: number; page_size: number }
    }
    expect((await search('search=council')).users.map((user) => user.login).sort()).toEqual([
      'council1',
      'council2',
      'council3',
    ])
    expect((await search('search=Дорж')).users.map((user) => user.login)).toEqual(['staff'])
    expect((await search('search=АЙ0102')).users.map((user) => user.login)).toEqual(['dulmaa'])
    expect((await search('search=SYSADMIN@EXAMPLE')).users.map((user) => user.login)).toEqual(['sysadmin'])
    // LIKE's wildcards are searched for literally.
    expect((await search('search=%25')).total).toBe(0)
    const first = await search('search=council&page=1&page_size=2')
    const second = await search('search=council&page=2&page_size=2')
    expect([first.total, first.users.length, second.users.length]).toEqual([3, 2, 1])
    expect(new Set([...first.users, ...second.users].map((user) => user.login)).size).toBe(3)
    expect((await search('confirmed=false')).users.map((user) => user.login)).toEqual(['dulmaa'])
    expect((await search('confirmed=true')).total).toBe(7)
  })

  it('searches in Cyrillic and Latin spellings: "bold" finds Болд and "Цэцэг" finds Tsetseg', async () => {
    const made = await Promise.all([
      create({ login: 'u_cyrillic', password: 'Strong#Pass1', last_name: 'Болд', first_name: 'Сараа', role_id: 3 }),
      create({ login: 'u_latin', password: 'Strong#Pass1', first_name: 'Tsetseg', last_name: 'Dorj', role_id: 3 }),
    ])
    expect(made.map((response) => response.statusCode)).toEqual([201, 201])
    const logins = async (words: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/users?search=${encodeURIComponent(words)}`,
        headers: as('admin'),
      })
      expect(response.statusCode).toBe(200)
      return (response.json().users as Array<{ login: string }>).map((user) => user.login).sort()
    }
    try {
      // The demo's super administrator is a Болд too.
      expect(await logins('bold')).toEqual(['sysadmin', 'u_cyrillic'])
      expect(await logins('Болд')).toEqual(['sysadmin', 'u_cyrillic'])
      expect(await logins('Цэцэг')).toEqual(['u_latin'])
      expect(await logins('tsetseg')).toEqual(['u_latin'])
      // Both spellings at once: Dorj and the staff member Дорж.
      expect(await logins('дорж')).toEqual(['staff', 'u_latin'])
    } finally {
      await database().db.deleteFrom('tamga_user').where('login', 'in', ['u_cyrillic', 'u_latin']).execute()
    }
  })

  it('edits only the fields sent, replaces extra roles and ends the user’s sessions on a role change', async () => {
    const id = idOf('dulmaa')
    await database()
      .db.insertInto('tamga_session')
      .values({ user_id: id, token_hash: 'edit-test', active_role_id: 3, expires_at: new Date(Date.now() + 3_600_000) })
      .execute()
    const response = await app.inject({
      method: 'PATCH',
      url: `/users/${id}`,
      headers: as('admin'),
      payload: { nickname: 'Дулмаа Д.', role_id: 4, extra_role_ids: [5] },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toMatchObject({
      nickname: 'Дулмаа Д.',
      first_name: 'Дулмаа',
      role_id: 4,
      extra_role_ids: [5],
    })
    const session = await database()
      .db.selectFrom('tamga_session')
      .select('revoked_at')
      .where('token_hash', '=', 'edit-test')
      .executeTakeFirstOrThrow()
    expect(session.revoked_at).not.toBeNull()
  })

  it('confirms a registration', async () => {
    const response = await app.inject({ method: 'POST', url: `/users/${idOf('dulmaa')}/confirm`, headers: as('admin') })
    expect(response.statusCode).toBe(200)
    expect(response.json().user.confirmed).toBe(true)
    const missing = await app.inject({ method: 'POST', url: '/users/999999/confirm', headers: as('admin') })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'USER_NOT_FOUND', enMsg: 'User not found' })
  })

  it('soft-deletes (ending sessions), lists deleted users, restores, then deletes for good', async () => {
    const id = idOf('dulmaa')
    await database()
      .db.insertInto('tamga_session')
      .values({
        user_id: id,
        token_hash: 'delete-test',
        active_role_id: 4,
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .execute()
    // A live user cannot be removed for good.
    expect(
      (await app.inject({ method: 'DELETE', url: `/users/${id}/permanent`, headers: as('admin') })).statusCode,
    ).toBe(404)

    expect((await app.inject({ method: 'DELETE', url: `/users/${id}`, headers: as('sysadmin') })).statusCode).toBe(200)
    const session = await database()
      .db.selectFrom('tamga_session')
      .select('revoked_at')
      .where('token_hash', '=', 'delete-test')
      .executeTakeFirstOrThrow()
    expect(session.revoked_at).not.toBeNull()
    const live = await app.inject({ method: 'GET', url: '/users?search=dulmaa', headers: as('admin') })
    expect(live.json().total).toBe(0)
    const deleted = await app.inject({ method: 'GET', url: '/users/deleted', headers: as('admin') })
    expect(deleted.json().users.map((user: { login: string }) => user.login)).toEqual(['dulmaa'])
    expect(deleted.json().users[0].deleted_at).toEqual(expect.any(String))

    const restored = await app.inject({ method: 'POST', url: `/users/${id}/restore`, headers: as('admin') })
    expect(restored.statusCode).toBe(200)
    expect(restored.json().user).toMatchObject({ login: 'dulmaa', deleted_at: null })

    await app.inject({ method: 'DELETE', url: `/users/${id}`, headers: as('admin') })
    const gone = await app.inject({ method: 'DELETE', url: `/users/${id}/permanent`, headers: as('admin') })
    expect(gone.statusCode).toBe(200)
    const rows = await database().db.selectFrom('tamga_user').select('id').where('id', '=', id).execute()
    expect(rows).toEqual([])
    expect((await app.inject({ method: 'POST', url: `/users/${id}/restore`, headers: as('admin') })).statusCode).toBe(
      404,
    )
  })

  it('refuses to restore a user whose login a live account took meanwhile', async () => {
    const first = await create({ login: 'reused', password: 'Strong#Pass1', role_id: 3 })
    await app.inject({ method: 'DELETE', url: `/users/${first.json().user.id}`, headers: as('admin') })
    expect((await create({ login: 'reused', password: 'Strong#Pass1', role_id: 3 })).statusCode).toBe(201)
    const restore = await app.inject({
      method: 'POST',
      url: `/users/${first.json().user.id}/restore`,
      headers: as('admin'),
    })
    expect(restore.statusCode).toBe(409)
  })

  it('does not let an administrator delete their own account', async () => {
    const response = await app.inject({ method: 'DELETE', url: `/users/${idOf('admin')}`, headers: as('admin') })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('USER_DELETE_SELF')
  })

  it('lets only a super admin grant role 1, or change, remove, restore or confirm a super admin', async () => {
    const call = (login: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers: as(login), ...(payload === undefined ? {} : { payload }) })
    const refused = { status: false, code: 'SUPER_ADMIN_ONLY' }
    const newcomer = { login: 'raised', password: 'Strong#Pass1', email: 'raised@example.mn' }
    // A system administrator raises nobody: not a new user, not another user, not itself.
    for (const [method, url, payload] of [
      ['POST', '/users', { ...newcomer, role_id: 1 }],
      ['POST', '/users', { ...newcomer, role_id: 3, extra_role_ids: [1] }],
      ['PATCH', `/users/${idOf('staff')}`, { role_id: 1 }],
      ['PATCH', `/users/${idOf('staff')}`, { extra_role_ids: [1] }],
      ['PATCH', `/users/${idOf('sysadmin')}`, { role_id: 1 }],
      // …nor changes, removes or confirms a super admin.
      ['PATCH', `/users/${idOf('admin')}`, { first_name: 'Өөр' }],
      ['PATCH', `/users/${idOf('admin')}`, { password: 'Taken#Over1' }],
      ['DELETE', `/users/${idOf('admin')}`, undefined],
      ['POST', `/users/${idOf('admin')}/confirm`, undefined],
    ] as const) {
      const response = await call('sysadmin', method, url, payload)
      expect({ request: `${method} ${url} ${JSON.stringify(payload)}`, status: response.statusCode }).toEqual({
        request: `${method} ${url} ${JSON.stringify(payload)}`,
        status: 403,
      })
      expect(response.json()).toMatchObject(refused)
    }
    const roles = await database()
      .db.selectFrom('tamga_user')
      .select(['login', 'role_id', 'first_name'])
      .where('login', 'in', ['staff', 'sysadmin', 'admin', 'raised'])
      .orderBy('login')
      .execute()
    expect(roles).toEqual([
      { login: 'admin', role_id: 1, first_name: 'Тэмүүлэн' },
      { login: 'staff', role_id: 3, first_name: 'Сарнай' },
      { login: 'sysadmin', role_id: 2, first_name: 'Мөнхзул' },
    ])
    const extra = await database().db.selectFrom('tamga_user_role').select('role_id').where('role_id', '=', 1).execute()
    expect(extra).toEqual([])

    // The system administrator still runs everyone else's accounts.
    expect((await call('sysadmin', 'PATCH', `/users/${idOf('staff')}`, { extra_role_ids: [4] })).statusCode).toBe(200)
    // A super admin grants role 1.
    const raised = await call('admin', 'POST', '/users', { ...newcomer, role_id: 3, extra_role_ids: [1] })
    expect(raised.statusCode).toBe(201)
    expect(raised.json().user).toMatchObject({ login: 'raised', extra_role_ids: [1] })
    // Now a super admin, the new account is out of the system administrator's reach too.
    const id = raised.json().user.id as number
    expect((await call('sysadmin', 'PATCH', `/users/${id}`, { extra_role_ids: [] })).json()).toMatchObject(refused)
    expect((await call('admin', 'DELETE', `/users/${id}`)).statusCode).toBe(200)
    expect((await call('sysadmin', 'POST', `/users/${id}/restore`)).json()).toMatchObject(refused)
    expect((await call('sysadmin', 'DELETE', `/users/${id}/permanent`)).json()).toMatchObject(refused)
    expect((await call('admin', 'DELETE', `/users/${id}/permanent`)).statusCode).toBe(200)
    await call('admin', 'PATCH', `/users/${idOf('staff')}`, { extra_role_ids: [] })
  })

  const endpoints: Array<{ method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: () => string; payload?: object }> = [
    { method: 'GET', url: () => '/users' },
    { method: 'GET', url: () => '/users/deleted' },
    { method: 'GET', url: () => `/users/${idOf('staff')}` },
    { method: 'POST', url: () => '/users', payload: { login: 'nobody', password: 'Strong#Pass1', role_id: 1 } },
    { method: 'PATCH', url: () => `/users/${idOf('staff')}`, payload: { role_id: 1 } },
    { method: 'DELETE', url: () => `/users/${idOf('staff')}` },
    { method: 'POST', url: () => `/users/${idOf('staff')}/restore` },
    { method: 'DELETE', url: () => `/users/${idOf('staff')}/permanent` },
    { method: 'POST', url: () => `/users/${idOf('staff')}/confirm` },
  ]

  describe.each(endpoints)('$method $url', (endpoint) => {
    it.each(['staff', 'council1', 'applicant'])('is forbidden to %s (403)', async (login) => {
      const response = await app.inject({
        method: endpoint.method,
        url: endpoint.url(),
        headers: as(login),
        ...(endpoint.payload === undefined ? {} : { payload: endpoint.payload }),
      })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ status: false, code: 'FORBIDDEN' })
    })

    it('asks an anonymous caller to sign in (401)', async () => {
      const response = await app.inject({
        method: endpoint.method,
        url: endpoint.url(),
        headers: XHR,
        ...(endpoint.payload === undefined ? {} : { payload: endpoint.payload }),
      })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({ status: false, code: 'UNAUTHORIZED', msg: 'Нэвтэрнэ үү' })
    })
  })

  it('left the users the refused calls named untouched', async () => {
    const staff = await app.inject({ method: 'GET', url: `/users/${idOf('staff')}`, headers: as('admin') })
    expect(staff.json().user).toMatchObject({ role_id: 3, deleted_at: null })
    const nobody = await app.inject({ method: 'GET', url: '/users?search=nobody', headers: as('admin') })
    expect(nobody.json().total).toBe(0)
  })
})
