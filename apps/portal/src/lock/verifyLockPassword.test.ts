import { describe, expect, it } from 'vitest'
import { createHttpClient } from '../api/httpClient.ts'
import { verifyLockPassword } from './verifyLockPassword.ts'
import { withoutCookies } from './withoutCookies.ts'

interface Call {
  url: string
  init: RequestInit
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function server(answers: Response[]) {
  const calls: Call[] = []
  const toasts: string[] = []
  const fetch = async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init })
    const next = answers.shift()
    if (next === undefined) throw new TypeError('Failed to fetch')
    return next
  }
  const client = createHttpClient({
    fetch: withoutCookies(fetch as typeof globalThis.fetch),
    token: () => undefined,
    language: () => 'mn_MN',
    messages: () => ({ forbidden: 'f', serverError: 's', network: 'network down', timeout: 't', unknown: 'u' }),
    notify: (message) => toasts.push(message),
    onNotAcceptable: () => {},
  })
  const headers = (index: number) => (calls[index]?.init.headers ?? {}) as Record<string, string>
  return { client, calls, toasts, headers }
}

const SIGNED_IN = { status: true, token: 'second-session', user: { login: 'admin' }, redirect: '/admin' }

describe('verifyLockPassword', () => {
  it('an empty password is wrong without a server call', async () => {
    const { client, calls } = server([])
    expect(await verifyLockPassword(client, 'admin', '')).toEqual({ kind: 'wrong' })
    expect(calls).toHaveLength(0)
  })

  it("signs in with the stored user's login, quietly", async () => {
    const { client, calls, toasts } = server([json(401, { status: false, code: 'LOGIN_FAILED', msg: 'x' })])
    expect(await verifyLockPassword(client, 'admin', 'nope')).toEqual({ kind: 'wrong' })
    expect(calls[0]?.url).toBe('/api/auth/login')
    expect(calls[0]?.init.method).toBe('POST')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ login: 'admin', password: 'nope' })
    expect(toasts).toEqual([])
  })

  it('a right password ends the new session with its own token and is right', async () => {
    const { client, calls, headers } = server([json(200, SIGNED_IN), json(200, { status: true })])
    expect(await verifyLockPassword(client, 'admin', 'Demo#2026')).toEqual({ kind: 'right' })
    expect(calls[1]?.url).toBe('/api/auth/logout')
    expect(calls[1]?.init.method).toBe('POST')
    expect(headers(1).Authorization).toBe('Bearer second-session')
  })

  it('neither sends nor accepts cookies, so the session in use keeps its cookie', async () => {
    const { client, calls } = server([json(200, SIGNED_IN), json(200, { status: true })])
    await verifyLockPassword(client, 'admin', 'Demo#2026')
    expect(calls.map((call) => call.init.credentials)).toEqual(['omit', 'omit'])
  })

  it('stays right when ending the second session fails', async () => {
    const { client } = server([json(200, SIGNED_IN), json(500, { status: false })])
    expect(await verifyLockPassword(client, 'admin', 'Demo#2026')).toEqual({ kind: 'right' })
  })

  it('an answer whose status is not true is wrong', async () => {
    const { client, calls } = server([json(200, { status: false })])
    expect(await verifyLockPassword(client, 'admin', 'x')).toEqual({ kind: 'wrong' })
    expect(calls).toHaveLength(1)
  })

  it('a failure that says nothing about the password is passed on with its message', async () => {
    const locked = server([json(429, { status: false, code: 'LOGIN_LOCKED', msg: 'Түр хаалаа' })])
    expect(await verifyLockPassword(locked.client, 'admin', 'x')).toEqual({ kind: 'failed', message: 'Түр хаалаа' })
    const offline = server([])
    expect(await verifyLockPassword(offline.client, 'admin', 'x')).toEqual({ kind: 'failed', message: 'network down' })
  })
})
