// Saved tabs inside the whole server: real sessions from /auth/login, the real CSRF guard.
import { projectKind } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { MemoryDocumentStore, signInHeaders, testConfig } from '../http/testing.ts'
import { seedDemoAccounts } from '../seed/accounts.ts'
import { rolesStore } from '../users/testing.ts'
import { MAX_SAVED_TABS } from './savedTabs.ts'

const XHR = { 'x-requested-with': 'XMLHttpRequest' }

describe.each(testBackends())('saved tabs through buildApp on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let app: TamgaApp

  beforeAll(async () => {
    await seedDemoAccounts(database().db)
    const roles = await rolesStore().list('role')
    const store = new MemoryDocumentStore([projectKind.example, ...roles.map((stored) => stored.document)])
    app = buildApp({ config: testConfig(), store, database: database(), logger: false })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
  })

  const signIn = (login: string, password?: string) => signInHeaders(app, login, password)
  const saveTabs = (headers: Record<string, string>, tabs: unknown) =>
    app.inject({ method: 'PUT', url: '/api/saved-tabs', headers, payload: { tabs } })
  const permissions = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/get-permissions', headers })

  it('answers the caller’s saved tabs in /get-permissions, in order, per user of one role', async () => {
    const council1 = await signIn('council1')
    const council2 = await signIn('council2')
    expect((await permissions(council1)).json().saved_tabs).toEqual([])

    const saved = await saveTabs(council1, ['applications', 'heritage-objects'])
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual({ status: true, saved_tabs: ['applications', 'heritage-objects'] })

    const first = await permissions(council1)
    expect(first.statusCode).toBe(200)
    expect(first.json().saved_tabs).toEqual(['applications', 'heritage-objects'])
    expect(first.json().status).toBe(true)
    expect(first.json().permission.permissions).toBeDefined()
    // Same role, another user: the role's cached answer is shared, the tabs are not.
    const other = await permissions(council2)
    expect(other.json().saved_tabs).toEqual([])
    expect(other.json().permission).toEqual(first.json().permission)
    expect(other.headers.etag).not.toBe(first.headers.etag)
  })

  it('replaces the tabs, and a changed list changes the ETag so a revalidating browser sees it', async () => {
    const staff = await signIn('staff')
    await saveTabs(staff, ['a', 'b'])
    const before = await permissions(staff)
    const unchanged = await permissions({ ...staff, 'if-none-match': String(before.headers.etag) })
    expect(unchanged.statusCode).toBe(304)

    await saveTabs(staff, ['b'])
    const after = await permissions({ ...staff, 'if-none-match': String(before.headers.etag) })
    expect(after.statusCode).toBe(200)
    expect(after.json().saved_tabs).toEqual(['b'])
    await saveTabs(staff, [])
    expect((await permissions(staff)).json().saved_tabs).toEqual([])
  })

  it('refuses anonymous callers with 401, and a cookie session without X-Requested-With; a bearer token alone saves', async () => {
    const anonymous = await saveTabs(XHR, ['applications'])
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toMatchObject({ status: false, code: 'UNAUTHORIZED', msg: 'Нэвтэрнэ үү' })

    const { authorization } = await signIn('applicant')
    // A cross-site form rides on the cookie and cannot set the header: refused.
    const cookie = `tamga_token=${authorization.replace(/^Bearer /, '')}`
    const forged = await saveTabs({ cookie }, ['applications'])
    expect(forged.statusCode).toBe(403)
    expect((await permissions({ authorization })).json().saved_tabs).toEqual([])
    // A stock client's call carries its token and nothing else: no form can send that header.
    expect((await saveTabs({ authorization }, ['applications'])).statusCode).toBe(200)
    expect((await permissions({ authorization })).json().saved_tabs).toEqual(['applications'])
  })

  it('refuses tabs that are not menu item ids, and more than the limit', async () => {
    const sysadmin = await signIn('sysadmin')
    for (const tabs of [
      ['has space'],
      ['-leading-dash'],
      [''],
      [42],
      'applications',
      Array.from({ length: MAX_SAVED_TABS + 1 }, (_, i) => `t${i}`),
    ]) {
      const response = await saveTabs(sysadmin, tabs)
      expect(response.statusCode, JSON.stringify(tabs)).toBe(400)
      expect(response.json()).toMatchObject({ status: false, code: 'VALIDATION_FAILED' })
    }
    const most = Array.from({ length: MAX_SAVED_TABS }, (_, i) => `t${i}`)
    expect((await saveTabs(sysadmin, most)).statusCode).toBe(200)
    expect((await permissions(sysadmin)).json().saved_tabs).toEqual(most)
  })
})
