import {
  flattenMenu,
  type KrudDocument,
  type MenuDocument,
  type PermissionGranted,
  PermissionResponseSchema,
  type RoleDocument,
  validateAgainst,
} from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createDatabaseStore } from '../documents/databaseStore.ts'
import { MemoryDocumentStore, testConfig } from '../http/testing.ts'
import { authHeaders, buildPermissionsTestApp, heritagePermissionDocuments, testAuth } from './testing.ts'

const documents = heritagePermissionDocuments()
const roles = documents.filter((document): document is RoleDocument => document.kind === 'role')
const kruds = documents.filter((document): document is KrudDocument => document.kind === 'krud')
const menu = documents.find((document): document is MenuDocument => document.kind === 'menu')
const allMenuIds = flattenMenu(menu?.items ?? []).map((entry) => entry.id)

describe.each(testBackends())('GET /api/get-permissions on $name', (backend) => {
  const database = useMigratedDatabase(backend)
  let app: TamgaApp

  beforeAll(async () => {
    const store = createDatabaseStore(database().db)
    for (const document of documents) await store.put(document, { by: null })
    app = buildPermissionsTestApp({ store, database: database() })
  })
  afterAll(async () => {
    await app.close()
  })

  const get = (roleId: number | null, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url: '/api/get-permissions',
      headers: { ...authHeaders(roleId === null ? null : testAuth(roleId)), ...headers },
    })

  it('refuses an anonymous caller with 401 and the catalogue’s message', async () => {
    const response = await get(null)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      status: false,
      code: 'UNAUTHORIZED',
      msg: 'Нэвтэрнэ үү',
      enMsg: 'Please sign in',
      koMsg: '로그인해 주세요',
    })
  })

  it.each(roles.map((role) => [role.name, role] as const))(
    'answers %s its own permission set, menu and kruds in the shape of PermissionResponseSchema',
    async (_name, role) => {
      const response = await get(role.id)
      expect(response.statusCode).toBe(200)
      const body = response.json() as PermissionGranted
      const valid = validateAgainst(PermissionResponseSchema, body)
      expect(valid.ok ? [] : valid.issues).toEqual([])
      expect(body.status).toBe(true)
      expect(body.saved_tabs).toEqual([])
      expect(body.permission.microserviceSettings).toEqual([])
      expect(body.permission.permissions.default_menu).toBe(role.default_menu)
      expect(body.permission.permissions.menu_id).toBe(role.menu)

      // Only entries the role is shown, at every level.
      const shown = flattenMenu(body.permission.menu).map((entry) => entry.id)
      expect(shown).toEqual(allMenuIds.filter((id) => role.permissions[id]?.show === true))

      // Crud entries carry their krud's title (spec 3.9).
      for (const entry of flattenMenu(body.permission.menu)) {
        if (entry.link_to !== 'crud') continue
        const krud = kruds.find((candidate) => candidate.name === entry.url)
        expect(entry.title, entry.id).toEqual(krud?.title)
      }
      // Every krud listed is one the role uses, with its form and grid.
      for (const listed of body.permission.kruds) {
        const krud = kruds.find((candidate) => candidate.name === listed.id)
        expect(listed).toEqual({ id: krud?.name, title: krud?.title, form: krud?.form, grid: krud?.grid })
      }
    },
  )

  it('tells the applicant the rights the server will really allow, not more', async () => {
    const body = (await get(5)).json() as PermissionGranted
    expect(body.permission.permissions.permissions.applications).toEqual({ show: true, c: true, r: true })
    expect(body.permission.kruds.map((krud) => krud.id)).toEqual(['applications'])
    expect(flattenMenu(body.permission.menu).map((entry) => entry.id)).toEqual([
      'my-applications',
      'applications',
      'account',
      'profile',
      'change-password',
      'public-site',
    ])
    expect(body.permission.permissions.extra).toEqual({
      approve: false,
      chart: false,
      datasource: false,
      excelupload: false,
      hascustomcreatebtn: true,
    })
  })

  it('answers 304 to a client that has the current answer, and a new answer after the role changes', async () => {
    const first = await get(4)
    const tag = first.headers.etag
    expect(typeof tag).toBe('string')
    expect(first.headers['cache-control']).toBe('private, no-cache')
    const again = await get(4, { 'if-none-match': String(tag) })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    const store = createDatabaseStore(database().db)
    const stored = await store.get('role', 'council-member')
    if (stored === undefined) throw new Error('the council role is missing')
    const { registries: _r, 'heritage-bearers': _h, ...permissions } = stored.document.permissions
    const { 'heritage-bearers': _k, ...rights } = stored.document.kruds ?? {}
    await store.put({ ...stored.document, permissions, kruds: rights }, { by: 'test' })
    try {
      const changed = await get(4, { 'if-none-match': String(tag) })
      expect(changed.statusCode).toBe(200)
      const ids = flattenMenu((changed.json() as PermissionGranted).permission.menu).map((entry) => entry.id)
      expect(ids).not.toContain('heritage-bearers')
      expect(ids).not.toContain('registries')
    } finally {
      await store.put(stored.document, { by: 'test' })
    }
  })

  it('refuses a role that has no role document with 403 ROLE_NOT_CONFIGURED', async () => {
    const response = await get(42)
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ status: false, code: 'ROLE_NOT_CONFIGURED' })
  })

  it('answers for the active role, not the main one', async () => {
    const auth = testAuth(3, { mainRoleId: 5, roleIds: [5, 3] })
    const response = await app.inject({ method: 'GET', url: '/api/get-permissions', headers: authHeaders(auth) })
    expect((response.json() as PermissionGranted).permission.permissions.permissions.news).toEqual({
      show: true,
      c: true,
      r: true,
      u: true,
      d: true,
    })
  })
})

describe('GET /api/get-permissions in buildApp', () => {
  it('is served by the API and refuses a request without a session', async () => {
    const app = buildApp({ config: testConfig(), store: new MemoryDocumentStore(documents), logger: false })
    try {
      const response = await app.inject({ method: 'GET', url: '/api/get-permissions' })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({ status: false, code: 'UNAUTHORIZED' })
    } finally {
      await app.close()
    }
  })
})
