import type { PermissionGranted, SessionUser } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { GRANTED_PERMISSIONS } from '../startup/testing.ts'
import { type FakeAnswer, fakeApi } from './auth/fakeApi.ts'
import { selectRole } from './selectRole.ts'

const ORIGIN = 'https://heritage.example.com'
const USER: SessionUser = {
  id: 3,
  login: 'council1',
  first_name: 'Б',
  last_name: 'Д',
  email: null,
  role: 4,
  roles: [3, 4],
  role_names: [
    { id: 3, display_name: { mn_MN: 'Ажилтан', en_US: 'Staff' } },
    { id: 4, display_name: { mn_MN: 'Зөвлөлийн гишүүн', en_US: 'Council member' } },
  ],
}

function harness(routes: Record<string, FakeAnswer>) {
  const api = fakeApi(routes)
  const seen: { user?: SessionUser; permissions?: PermissionGranted } = {}
  const session = {
    setToken: () => undefined,
    setUser: (user: SessionUser) => {
      seen.user = user
    },
    setPermissions: (answer: PermissionGranted) => {
      seen.permissions = answer
    },
    logout: () => undefined,
  }
  return { ...api, seen, deps: { client: api.client, session: () => session, origin: ORIGIN } }
}

describe('selectRole', () => {
  it('switches the role, reloads the permissions and follows the role redirect', async () => {
    const { deps, calls, seen } = harness({
      'POST /auth/select-role': { status: 200, body: { status: true, user: USER, redirect: '/admin/p/applications' } },
      'GET /get-permissions': { status: 200, body: GRANTED_PERMISSIONS },
    })
    const outcome = await selectRole(deps, 4)
    expect(outcome).toEqual({ ok: true, user: USER, destination: { kind: 'route', path: '/admin/p/applications' } })
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/auth/select-role', { roleId: 4 }],
      ['GET', '/get-permissions', undefined],
    ])
    expect(seen).toEqual({ user: USER, permissions: GRANTED_PERMISSIONS })
  })

  it('reports a role that is not the user’s without loading permissions', async () => {
    const { deps, calls, toasts } = harness({
      'POST /auth/select-role': {
        status: 403,
        body: { status: false, code: 'ROLE_NOT_ASSIGNED', msg: 'Энэ эрх танд олгогдоогүй байна' },
      },
    })
    const outcome = await selectRole(deps, 9)
    expect(!outcome.ok && outcome.failure.message).toBe('Энэ эрх танд олгогдоогүй байна')
    expect(calls).toHaveLength(1)
    expect(toasts).toEqual([])
  })

  it('fails when the new role’s permissions do not load', async () => {
    const { deps } = harness({
      'POST /auth/select-role': { status: 200, body: { status: true, user: USER, redirect: '/admin' } },
      'GET /get-permissions': { status: 403, body: { status: false, code: 'ROLE_NOT_CONFIGURED', msg: 'x' } },
    })
    expect((await selectRole(deps, 4)).ok).toBe(false)
  })
})
