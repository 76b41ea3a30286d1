import type { RoleDocument } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createDatabaseStore } from '../documents/databaseStore.ts'
import { authHeaders, buildPermissionsTestApp, heritagePermissionDocuments, testAuth } from '../permissions/testing.ts'

const documents = heritagePermissionDocuments()
const roleIds = documents
  .filter((document): document is RoleDocument => document.kind === 'role')
  .map((role) => role.id)
  .sort()

describe.each(testBackends())('organisations on $name', (backend) => {
  const database = useMigratedDatabase(backend)
  let app: TamgaApp
  let userId: number
  let otherUserId: number

  beforeAll(async () => {
    const store = createDatabaseStore(database().db)
    for (const document of documents) await store.put(document, { by: null })
    const users = await database()
      .db.insertInto('tamga_user')
      .values([
        { login: 'member', password_hash: 'x', role_id: 5, first_name: 'Нарантуяа' },
        { login: 'other', password_hash: 'x', role_id: 3 },
      ])
      .returning('id')
      .execute()
    userId = users[0]?.id ?? 0
    otherUserId = users[1]?.id ?? 0
    app = buildPermissionsTestApp({ store, database: database() })
  })
  afterAll(async () => {
    await app.close()
  })

  const admin = testAuth(2)
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { auth?: ReturnType<typeof testAuth> | null; body?: unknown } = {},
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: authHeaders(options.auth === undefined ? admin : options.auth),
      ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
    })

  it('lets administrators create, change and list organisations and their types', async () => {
    const type = await call('POST', '/org-types', { body: { name: 'Сан' } })
    expect(type.statusCode).toBe(200)
    const typeId = (type.json() as { orgType: { id: number } }).orgType.id
    const parent = await call('POST', '/organizations', { body: { name: 'Өвийн сан', org_type_id: typeId } })
    expect(parent.json()).toMatchObject({
      status: true,
      organization: { name: 'Өвийн сан', org_type_id: typeId, parent_id: null, avatar: null },
    })
    const parentId = (parent.json() as { organization: { id: number } }).organization.id
    const child = await call('POST', '/organizations', { body: { name: 'Салбар', parent_id: parentId } })
    const childId = (child.json() as { organization: { id: number } }).organization.id

    const renamed = await call('PUT', `/organizations/${childId}`, { body: { name: 'Баруун салбар' } })
    expect(renamed.json()).toMatchObject({ organization: { id: childId, name: 'Баруун салбар', parent_id: parentId } })

    const listed = await call('GET', '/organizations/all')
    expect((listed.json() as { organizations: Array<{ name: string }> }).organizations.map((o) => o.name)).toEqual(
      expect.arrayContaining(['Өвийн сан', 'Баруун салбар']),
    )
    const types = await call('GET', '/org-types')
    expect(types.json()).toMatchObject({ status: true, orgTypes: [{ id: typeId, name: 'Сан' }] })
  })

  it('refuses a parent that would make the organisation tree a loop', async () => {
    const a = (await call('POST', '/organizations', { body: { name: 'A' } })).json() as { organization: { id: number } }
    const b = (await call('POST', '/organizations', { body: { name: 'B', parent_id: a.organization.id } })).json() as {
      organization: { id: number }
    }
    const loop = await call('PUT', `/organizations/${a.organization.id}`, { body: { parent_id: b.organization.id } })
    expect(loop.statusCode).toBe(400)
    expect(loop.json()).toMatchObject({ status: false, code: 'ORGANIZATION_PARENT_CYCLE' })
    const self = await call('PUT', `/organizations/${a.organization.id}`, { body: { parent_id: a.organization.id } })
    expect(self.json()).toMatchObject({ code: 'ORGANIZATION_PARENT_CYCLE' })
  })

  it('answers 4xx in the catalogue’s shape for bad input and missing references', async () => {
    const blank = await call('POST', '/organizations', { body: { name: '   ' } })
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toMatchObject({ status: false, code: 'VALIDATION_FAILED', in: 'body' })
    const unknownField = await call('POST', '/organizations', { body: { name: 'X', secret: true } })
    expect(unknownField.statusCode).toBe(400)
    const missingType = await call('POST', '/organizations', { body: { name: 'X', org_type_id: 999_999 } })
    expect(missingType.statusCode).toBe(404)
    expect(missingType.json()).toMatchObject({ code: 'ORG_TYPE_NOT_FOUND', msg: 'Байгууллагын төрөл олдсонгүй' })
    const missingParent = await call('POST', '/organizations', { body: { name: 'X', parent_id: 999_999 } })
    expect(missingParent.json()).toMatchObject({ code: 'ORGANIZATION_NOT_FOUND' })
    const badId = await call('PUT', '/organizations/abc', { body: { name: 'X' } })
    expect(badId.statusCode).toBe(400)
    expect((await call('DELETE', '/organizations/999999')).statusCode).toBe(404)
    expect((await call('DELETE', '/org-types/999999')).json()).toMatchObject({ code: 'ORG_TYPE_NOT_FOUND' })
    const noUser = await call('PUT', '/organizations/1/users/999999', { body: {} })
    expect(noUser.json()).toMatchObject({ code: 'ORGANIZATION_USER_NOT_FOUND' })
  })

  it('assigns users to organisations with one main organisation, and shows each user their own', async () => {
    const first = (await call('POST', '/organizations', { body: { name: 'Нэгдүгээр' } })).json() as {
      organization: { id: number }
    }
    const second = (
      await call('POST', '/organizations', { body: { name: 'Хоёрдугаар', avatar: '/a.png' } })
    ).json() as {
      organization: { id: number }
    }
    const firstId = first.organization.id
    const secondId = second.organization.id
    expect(
      (await call('PUT', `/organizations/${firstId}/users/${userId}`, { body: { is_main: true } })).statusCode,
    ).toBe(200)
    await call('PUT', `/organizations/${secondId}/users/${userId}`, { body: { is_main: true } })
    await call('PUT', `/organizations/${secondId}/users/${otherUserId}`, { body: {} })

    const members = await call('GET', `/organizations/${secondId}/users`)
    expect(members.json()).toEqual({
      status: true,
      users: [
        { user_id: userId, login: 'member', first_name: 'Нарантуяа', last_name: null, is_main: true },
        { user_id: otherUserId, login: 'other', first_name: null, last_name: null, is_main: false },
      ],
    })

    const member = testAuth(5, { userId, mainRoleId: 5, roleId: 3, roleIds: [5, 3] })
    const own = await call('GET', '/organizations', { auth: member })
    expect(own.statusCode).toBe(200)
    const body = own.json() as {
      organizations: Array<{ id: number; is_main: boolean }>
      organization: unknown
      userExtraRoles: unknown
      userExtraRole: unknown
    }
    expect(body.organizations.map((o) => [o.id, o.is_main])).toEqual([
      [secondId, true],
      [firstId, false],
    ])
    expect(body.organization).toEqual({ org_id: secondId, organization: 'Хоёрдугаар', org_avatar: '/a.png' })
    expect(body.userExtraRoles).toEqual([
      { id: 3, name: 'staff', display_name: { mn_MN: 'Ажилтан', en_US: 'Staff', ko_KR: '직원' } },
    ])
    expect(body.userExtraRole).toEqual({ id: 3 })

    // Removing and deleting take the organisation out of the user's list.
    expect((await call('DELETE', `/organizations/${firstId}/users/${userId}`)).statusCode).toBe(200)
    expect((await call('DELETE', `/organizations/${firstId}/users/${userId}`)).json()).toMatchObject({
      code: 'ORGANIZATION_MEMBER_NOT_FOUND',
    })
    expect((await call('DELETE', `/organizations/${secondId}`)).statusCode).toBe(200)
    const after = (await call('GET', '/organizations', { auth: member })).json() as { organizations: unknown[] }
    expect(after.organizations).toEqual([])
    expect(await call('GET', '/organizations', { auth: testAuth(4) }).then((r) => r.json())).toMatchObject({
      organizations: [],
      organization: null,
      userExtraRole: null,
    })
  })

  describe('access', () => {
    /** Every organisation endpoint with a request that would succeed for an administrator. */
    const adminEndpoints: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: () => string; body?: unknown }> = []
    let orgId = 0
    let typeId = 0
    beforeAll(async () => {
      orgId = (
        (await call('POST', '/organizations', { body: { name: 'Хандалт' } })).json() as {
          organization: { id: number }
        }
      ).organization.id
      typeId = ((await call('POST', '/org-types', { body: { name: 'Төрөл' } })).json() as { orgType: { id: number } })
        .orgType.id
    })
    adminEndpoints.push(
      { method: 'GET', url: () => '/organizations/all' },
      { method: 'POST', url: () => '/organizations', body: { name: 'Шинэ' } },
      { method: 'PUT', url: () => `/organizations/${orgId}`, body: { name: 'Хандалт' } },
      { method: 'GET', url: () => `/organizations/${orgId}/users` },
      { method: 'PUT', url: () => `/organizations/${orgId}/users/${otherUserId}`, body: {} },
      { method: 'DELETE', url: () => `/organizations/${orgId}/users/${otherUserId}` },
      { method: 'GET', url: () => '/org-types' },
      { method: 'POST', url: () => '/org-types', body: { name: 'Шинэ төрөл' } },
      { method: 'PUT', url: () => `/org-types/${typeId}`, body: { name: 'Төрөл' } },
    )

    it('gives the administration endpoints to roles 1 and 2 only, 401 to anonymous callers, 403 to the rest', async () => {
      expect(roleIds).toEqual([1, 2, 3, 4, 5])
      for (const roleId of [null, ...roleIds]) {
        for (const endpoint of adminEndpoints) {
          const auth = roleId === null ? null : testAuth(roleId)
          const response = await call(endpoint.method, endpoint.url(), { auth, body: endpoint.body })
          const label = `${roleId ?? 'anonymous'} ${endpoint.method} ${endpoint.url()}`
          if (roleId === null) expect(response.statusCode, label).toBe(401)
          else if (roleId === 1 || roleId === 2) expect(response.statusCode, label).toBe(200)
          else {
            expect(response.statusCode, label).toBe(403)
            expect(response.json(), label).toMatchObject({ status: false, code: 'FORBIDDEN' })
          }
        }
      }
      const deletions = [`/org-types/${typeId}`, `/organizations/${orgId}`]
      for (const url of deletions) {
        for (const roleId of [3, 4, 5]) {
          expect((await call('DELETE', url, { auth: testAuth(roleId) })).statusCode).toBe(403)
        }
        expect((await call('DELETE', url, { auth: null })).statusCode).toBe(401)
        expect((await call('DELETE', url, { auth: testAuth(1) })).statusCode).toBe(200)
      }
    })

    it('answers every signed-in role its own organisations and anonymous callers 401', async () => {
      expect((await call('GET', '/organizations', { auth: null })).statusCode).toBe(401)
      for (const roleId of roleIds) {
        expect((await call('GET', '/organizations', { auth: testAuth(roleId) })).statusCode).toBe(200)
      }
    })
  })
})
