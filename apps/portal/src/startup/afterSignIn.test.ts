import type { PermissionGranted, SessionUser } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { type FakeAnswer, fakeApi } from '../pages/auth/fakeApi.ts'
import { destinationOf, goTo, SELECT_ROLE_ROUTE, signIn, signInFailureReason } from './afterSignIn.ts'
import { GRANTED_PERMISSIONS } from './testing.ts'

const ORIGIN = 'https://heritage.example.com'

const user = (roles: number[], role = roles[0] ?? 1): SessionUser => ({
  id: 7,
  login: 'staff',
  first_name: 'Бат',
  last_name: 'Дорж',
  email: 'staff@example.com',
  role,
  roles,
  role_names: roles.map((id) => ({ id, display_name: `Эрх ${id}` })),
})

const loginAnswer = (roles: number[], redirect = '/admin/p/applications'): FakeAnswer => ({
  status: 200,
  body: {
    status: true,
    msg: 'Амжилттай нэвтэрлээ. Түр хүлээнэ үү!',
    enMsg: 'ok',
    token: 'tok-1',
    user: user(roles),
    redirect,
  },
})

const failure = (status: number, code: string): FakeAnswer => ({
  status,
  body: { status: false, code, msg: `${code} mn`, enMsg: `${code} en` },
})

function harness(routes: Record<string, FakeAnswer | FakeAnswer[]>) {
  const api = fakeApi(routes)
  const stored: Array<[string, boolean]> = []
  const session = {
    token: undefined as string | undefined,
    user: undefined as SessionUser | undefined,
    permissions: undefined as PermissionGranted | undefined,
    loggedOut: 0,
    setToken(token: string) {
      session.token = token
    },
    setUser(value: SessionUser) {
      session.user = value
    },
    setPermissions(answer: PermissionGranted) {
      session.permissions = answer
    },
    logout() {
      session.loggedOut++
      session.token = undefined
      session.user = undefined
    },
  }
  const deps = {
    client: api.client,
    session: () => session,
    storeToken: (token: string, remember: boolean) => stored.push([token, remember]),
    origin: ORIGIN,
  }
  return { ...api, session, stored, deps }
}

const credentials = { login: ' staff ', password: 'Demo#2026', remember: true }

describe('signIn', () => {
  it('posts the login, password and remember flag quietly, with the login trimmed', async () => {
    const { deps, calls, toasts } = harness({ 'POST /auth/login': failure(401, 'LOGIN_FAILED') })
    await signIn(deps, credentials)
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/auth/login',
      body: { login: 'staff', password: 'Demo#2026', remember: true },
    })
    expect(toasts).toEqual([])
  })

  it('keeps the token with the remember flag, the user and the permissions, then follows the redirect', async () => {
    const { deps, session, stored, calls } = harness({
      'POST /auth/login': loginAnswer([3]),
      'GET /get-permissions': { status: 200, body: GRANTED_PERMISSIONS },
    })
    const outcome = await signIn(deps, credentials)
    expect(outcome).toEqual({
      ok: true,
      user: user([3]),
      destination: { kind: 'route', path: '/admin/p/applications' },
    })
    expect(stored).toEqual([['tok-1', true]])
    expect(session.token).toBe('tok-1')
    expect(session.user).toEqual(user([3]))
    expect(session.permissions).toEqual(GRANTED_PERMISSIONS)
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /auth/login', 'GET /get-permissions'])
  })

  it('stores a session-only token without remember-me', async () => {
    const { deps, stored } = harness({
      'POST /auth/login': loginAnswer([3]),
      'GET /get-permissions': { status: 200, body: GRANTED_PERMISSIONS },
    })
    await signIn(deps, { ...credentials, remember: false })
    expect(stored).toEqual([['tok-1', false]])
  })

  it('sends a user with more than one role to /select-role', async () => {
    const { deps } = harness({
      'POST /auth/login': loginAnswer([3, 4]),
      'GET /get-permissions': { status: 200, body: GRANTED_PERMISSIONS },
    })
    const outcome = await signIn(deps, credentials)
    expect(outcome.ok && outcome.destination).toEqual({ kind: 'route', path: SELECT_ROLE_ROUTE })
  })

  it('follows a redirect to another origin with a full page load', async () => {
    const { deps } = harness({
      'POST /auth/login': loginAnswer([1], 'https://platform.example.org/super'),
      'GET /get-permissions': { status: 200, body: GRANTED_PERMISSIONS },
    })
    const outcome = await signIn(deps, credentials)
    expect(outcome.ok && outcome.destination).toEqual({ kind: 'page', url: 'https://platform.example.org/super' })
  })

  it.each([
    [401, 'LOGIN_FAILED', 'wrong-credentials'],
    [429, 'LOGIN_LOCKED', 'locked'],
    [403, 'ACCOUNT_NOT_CONFIRMED', 'not-confirmed'],
    [500, 'SERVER_ERROR', 'other'],
  ] as const)('a %i %s answer fails as %s and keeps nothing', async (status, code, reason) => {
    const { deps, session, stored, calls } = harness({ 'POST /auth/login': failure(status, code) })
    const outcome = await signIn(deps, credentials)
    expect(outcome.ok).toBe(false)
    expect(!outcome.ok && outcome.reason).toBe(reason)
    expect(stored).toEqual([])
    expect(session.token).toBeUndefined()
    expect(calls).toHaveLength(1)
  })

  it('fails as other on a network error', async () => {
    const { deps } = harness({ 'POST /auth/login': new TypeError('fetch failed') })
    const outcome = await signIn(deps, credentials)
    expect(!outcome.ok && outcome.reason).toBe('other')
    expect(!outcome.ok && outcome.failure.message).toBe('network')
  })

  it('fails as other when the answer has no token', async () => {
    const { deps, stored } = harness({
      'POST /auth/login': { status: 200, body: { status: true, user: user([3]), redirect: '/admin' } },
    })
    const outcome = await signIn(deps, credentials)
    expect(!outcome.ok && outcome.reason).toBe('other')
    expect(stored).toEqual([])
  })

  it('ends the session again when a one-role user gets no permissions', async () => {
    const { deps, session, calls } = harness({
      'POST /auth/login': loginAnswer([3]),
      'GET /get-permissions': failure(403, 'ROLE_NOT_CONFIGURED'),
      'POST /auth/logout': { status: 200, body: { status: true } },
    })
    const outcome = await signIn(deps, credentials)
    expect(!outcome.ok && outcome.reason).toBe('no-permissions')
    expect(!outcome.ok && outcome.failure.message).toBe('ROLE_NOT_CONFIGURED mn')
    expect(session.loggedOut).toBe(1)
    expect(session.token).toBeUndefined()
    expect(calls.map((call) => call.path)).toContain('/auth/logout')
  })

  it.each([
    ['status false', { status: false }],
    // Read with the answer's schema: a role whose menu is missing is not a menu of nothing.
    ['status true in another shape', { status: true, permission: { permissions: {}, kruds: [] } }],
  ])('treats a permissions answer with %s as no permissions', async (_case, body) => {
    const { deps, session } = harness({
      'POST /auth/login': loginAnswer([3]),
      'GET /get-permissions': { status: 200, body },
      'POST /auth/logout': { status: 200, body: { status: true } },
    })
    const outcome = await signIn(deps, credentials)
    expect(!outcome.ok && outcome.reason).toBe('no-permissions')
    expect(session.permissions).toBeUndefined()
    expect(session.loggedOut).toBe(1)
  })

  it('lets a user with several roles choose one even when the main role has no permissions', async () => {
    const { deps, session } = harness({
      'POST /auth/login': loginAnswer([3, 4]),
      'GET /get-permissions': failure(403, 'ROLE_NOT_CONFIGURED'),
    })
    const outcome = await signIn(deps, credentials)
    expect(outcome.ok && outcome.destination).toEqual({ kind: 'route', path: SELECT_ROLE_ROUTE })
    expect(session.loggedOut).toBe(0)
  })
})

describe('signInFailureReason', () => {
  it('is other for a failure without a body', () => {
    expect(signInFailureReason({ ok: false, status: 0, message: 'network', cancelled: false })).toBe('other')
  })
})

describe('destinationOf', () => {
  it('keeps an app path in the router', () => {
    expect(destinationOf('/admin/platform', ORIGIN)).toEqual({ kind: 'route', path: '/admin/platform' })
  })

  it('turns an absolute URL on this origin into its path, query and hash', () => {
    expect(destinationOf(`${ORIGIN}/admin/p/7?tab=1#top`, ORIGIN)).toEqual({
      kind: 'route',
      path: '/admin/p/7?tab=1#top',
    })
  })

  it('loads another origin in full', () => {
    expect(destinationOf('http://heritage.example.com/admin', ORIGIN)).toEqual({
      kind: 'page',
      url: 'http://heritage.example.com/admin',
    })
  })

  it('goes home for an empty or non-http redirect', () => {
    expect(destinationOf('', ORIGIN)).toEqual({ kind: 'route', path: '/' })
    expect(destinationOf('javascript:alert(1)', ORIGIN)).toEqual({ kind: 'route', path: '/' })
  })
})

describe('goTo', () => {
  it('navigates a route and assigns a page', () => {
    const went: string[] = []
    const navigation = {
      navigate: (path: string) => went.push(`route ${path}`),
      assign: (url: string) => went.push(`page ${url}`),
    }
    goTo({ kind: 'route', path: '/admin' }, navigation)
    goTo({ kind: 'page', url: 'https://x.mn/' }, navigation)
    expect(went).toEqual(['route /admin', 'page https://x.mn/'])
  })
})
