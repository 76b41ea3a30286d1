// The roles area inside the whole server: real sessions from /auth/login, the real permission
// check and CSRF guard, and both kinds of document store on every database backend.
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PermissionGranted, RoleDocument } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createDatabaseStore } from '../documents/databaseStore.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import type { DocumentStore } from '../documents/store.ts'
import { signInHeaders, testConfig } from '../http/testing.ts'
import { seedDemoAccounts } from '../seed/accounts.ts'
import type { RolesListResponse } from './schemas.ts'

const XHR = { 'x-requested-with': 'XMLHttpRequest' }
const heritage = fileURLToPath(new URL('../../../../examples/heritage', import.meta.url))

const cases = testBackends().flatMap((backend) =>
  (['database', 'files'] as const).map((mode) => ({ backend, mode, name: `${backend.name}, ${mode} store` })),
)

describe.each(cases)('roles through buildApp on $name', { timeout: 60_000 }, ({ backend, mode }) => {
  const database = useMigratedDatabase(backend)
  let app: TamgaApp
  let folder = ''

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'tamga-roles-'))
    await seedDemoAccounts(database().db)
    // A copy of the heritage project: a save must never write into the repository's example.
    await cp(join(heritage, 'documents'), join(folder, 'documents'), { recursive: true })
    let store: DocumentStore = createFolderStore(folder)
    if (mode === 'database') {
      const documents = await store.listAll()
      store = createDatabaseStore(database().db)
      for (const stored of documents) await store.put(stored.document, { by: null })
    }
    app = buildApp({ config: testConfig({ dataDir: folder }), store, database: database(), logger: false })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await rm(folder, { recursive: true, force: true })
  })

  const signIn = (login: string, password?: string) => signInHeaders(app, login, password)
  const list = async (headers: Record<string, string>) => {
    const response = await app.inject({ method: 'GET', url: '/api/roles', headers })
    expect(response.statusCode).toBe(200)
    return response.json() as RolesListResponse
  }
  const stored = async (headers: Record<string, string>, name: string) => {
    const found = (await list(headers)).roles.find((role) => role.document.name === name)
    if (found === undefined) throw new Error(`no role ${name}`)
    return found
  }
  const save = (headers: Record<string, string>, name: string, document: unknown, revision?: number) =>
    app.inject({
      method: 'PUT',
      url: `/api/roles/${name}${revision === undefined ? '' : `?revision=${revision}`}`,
      headers,
      payload: document as Record<string, unknown>,
    })

  it('answers 401 to an anonymous caller, for reading and for saving', async () => {
    const read = await app.inject({ method: 'GET', url: '/api/roles' })
    expect(read.statusCode).toBe(401)
    expect(read.json()).toMatchObject({ code: 'UNAUTHORIZED', msg: 'Нэвтэрнэ үү' })
    expect((await save(XHR, 'staff', { kind: 'role' })).statusCode).toBe(401)
  })

  it('answers 403 to staff, whose role is not an administrator’s, for reading and for saving', async () => {
    const staff = await signIn('staff')
    const read = await app.inject({ method: 'GET', url: '/api/roles', headers: staff })
    expect(read.statusCode).toBe(403)
    expect(read.json().code).toBe('FORBIDDEN')
    const own = await stored(await signIn('sysadmin'), 'staff')
    const write = await save(staff, 'staff', { ...own.document, default_menu: 'news' })
    expect(write.statusCode).toBe(403)
  })

  it('lists every role by id with the menus, kruds, models and data sources a role can name', async () => {
    const body = await list(await signIn('sysadmin'))
    expect(body.roles.map((role) => [role.document.id, role.document.name])).toEqual([
      [1, 'super-admin'],
      [2, 'admin'],
      [3, 'staff'],
      [4, 'council-member'],
      [5, 'applicant'],
    ])
    expect(body.roles.every((role) => role.revision > 0)).toBe(true)
    const admin = body.roles[1]?.document
    expect(admin).toMatchObject({
      display_name: { mn_MN: 'Системийн админ' },
      menu: 'admin',
      default_menu: 'news',
      extra: { chart: true, datasource: true, excelupload: true },
      permissions: { users: { show: true }, roles: { show: true } },
    })
    expect(body.menus.map((menu) => menu.name)).toEqual(['admin'])
    expect(body.kruds).toContainEqual({ name: 'news', title: expect.objectContaining({ mn_MN: 'Мэдээ' }) })
    expect(body.tables).toContain('heritage_bearer')
    expect(body.datasources).toContain('application-with-bearer')
  })

  it('saves an edited role, and the role’s users get the new permissions at their next request', async () => {
    const sysadmin = await signIn('sysadmin')
    const staff = await signIn('staff')
    const menuOf = async () => {
      const response = await app.inject({ method: 'GET', url: '/api/get-permissions', headers: staff })
      expect(response.statusCode).toBe(200)
      const body = response.json() as PermissionGranted
      return { ids: body.permission.menu.map((entry) => entry.id), extra: body.permission.permissions.extra }
    }
    expect((await menuOf()).ids).toContain('feedback')

    const before = await stored(sysadmin, 'staff')
    const { feedback: _hidden, ...permissions } = before.document.permissions
    const edited: RoleDocument = {
      ...before.document,
      note: 'Санал хүсэлтгүй ажилтан',
      permissions,
      extra: { ...before.document.extra, chart: true },
    }
    const response = await save(sysadmin, 'staff', edited, before.revision)
    expect(response.statusCode).toBe(200)
    const saved = response.json().role as { document: RoleDocument; revision: number }
    expect(saved.document).toEqual(edited)
    expect(saved.revision).not.toBe(before.revision)

    expect((await stored(sysadmin, 'staff')).document.note).toBe('Санал хүсэлтгүй ажилтан')
    const after = await menuOf()
    expect(after.ids).not.toContain('feedback')
    expect(after.extra.chart).toBe(true)
  })

  it('refuses an invalid document with 400 and the path of each issue, saving nothing', async () => {
    const sysadmin = await signIn('sysadmin')
    const { document } = await stored(sysadmin, 'council-member')
    const refused = async (body: unknown, path: string) => {
      const response = await save(sysadmin, 'council-member', body)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ status: false, code: 'DOCUMENT_INVALID', in: 'body' })
      expect((response.json().issues as Array<{ path: string }>).map((found) => found.path)).toContain(path)
    }
    await refused(
      { ...document, permissions: { ...document.permissions, news: { show: 'yes' } } },
      '/permissions/news/show',
    )
    await refused(
      { ...document, default_menu: 'feedback', permissions: { feedback: { show: false } } },
      '/default_menu',
    )
    await refused(
      { ...document, permissions: { ...document.permissions, nowhere: { show: true } } },
      '/permissions/nowhere',
    )
    await refused({ ...document, permitted_tables: ['ghost_table'] }, '/permitted_tables/0')
    await refused({ ...document, id: 2 }, '/id')
    await refused({ ...document, name: 'staff' }, '/name')
    await refused({ ...document, kind: 'menu' }, '/kind')
    expect((await stored(sysadmin, 'council-member')).document).toEqual(document)
  })

  it('refuses a save based on a revision that is no longer the stored one with 409', async () => {
    const admin = await signIn('admin')
    const current = await stored(admin, 'applicant')
    const first = await save(admin, 'applicant', { ...current.document, note: 'first' }, current.revision)
    expect(first.statusCode).toBe(200)
    const second = await save(admin, 'applicant', { ...current.document, note: 'second' }, current.revision)
    expect(second.statusCode).toBe(409)
    expect(second.json().code).toBe('DOCUMENT_CONFLICT')
    expect((await stored(admin, 'applicant')).document.note).toBe('first')
  })

  it('refuses a save by the session cookie without X-Requested-With, and takes one by a bearer token alone', async () => {
    const { authorization } = await signIn('admin')
    const current = await stored({ authorization }, 'applicant')
    const cookie = `tamga_token=${authorization.replace(/^Bearer /, '')}`
    const response = await save({ cookie }, 'applicant', current.document)
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('CSRF_HEADER_MISSING')
    // A stock client's call: the token and nothing else.
    expect((await save({ authorization }, 'applicant', current.document, current.revision)).statusCode).toBe(200)
  })
})
