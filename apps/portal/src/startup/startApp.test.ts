import type { PermissionGranted, SessionUser } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { createHttpClient } from '../api/httpClient.ts'
import type { LambdaConfig, StartupFailure } from '../stores/app.ts'
import { startApp } from './startApp.ts'
import { GRANTED_PERMISSIONS } from './testing.ts'

const USER: SessionUser = {
  id: 3,
  login: 'staff',
  first_name: 'Болд',
  last_name: 'Бат',
  email: null,
  role: 3,
  roles: [3],
  role_names: [{ id: 3, display_name: { mn_MN: 'Ажилтан', en_US: 'Staff' } }],
}

type Answer = { status: number; body: unknown } | Error

function run(answers: Record<string, Answer>, token: string | undefined, leaving?: () => boolean) {
  const asked: string[] = []
  const fetch = async (url: string | URL | Request) => {
    const path = String(url).replace('/api', '')
    asked.push(path)
    const answer = answers[path]
    if (answer === undefined) throw new Error(`unexpected call ${path}`)
    if (answer instanceof Error) throw answer
    return new Response(JSON.stringify(answer.body), { status: answer.status })
  }
  const state = {
    config: undefined as LambdaConfig | undefined,
    failure: undefined as StartupFailure | undefined,
    language: undefined as string | undefined,
    ready: false,
    user: undefined as SessionUser | undefined,
    permissions: undefined as PermissionGranted | undefined,
    loggedOut: 0,
  }
  const client = createHttpClient({
    fetch: fetch as typeof globalThis.fetch,
    token: () => token,
    language: () => 'mn_MN',
    messages: () => ({ forbidden: '', serverError: '', network: 'network', timeout: '', unknown: '' }),
    notify: () => {},
    onNotAcceptable: () => {},
  })
  const done = startApp({
    client,
    storedLanguage: null,
    ...(leaving === undefined ? {} : { leaving }),
    app: () => ({
      setConfig: (config) => {
        state.config = config
      },
      setFailure: (failure) => {
        state.failure = failure
      },
      setLanguage: (language) => {
        state.language = language
      },
      setReady: (ready) => {
        state.ready = ready
      },
    }),
    session: () => ({
      token,
      setUser: (user) => {
        state.user = user
      },
      setPermissions: (answer) => {
        state.permissions = answer
      },
      logout: () => {
        state.loggedOut++
      },
    }),
  })
  return { done, state, asked }
}

const CONFIG = { status: 200, body: { title: 'Өв', default_language: 'en_US', languages: [] } }

describe('startApp (spec 4.4)', () => {
  it('loads the configuration, then permissions and the user when a token is stored', async () => {
    const { done, state, asked } = run(
      {
        '/lambda-config': CONFIG,
        '/get-permissions': { status: 200, body: GRANTED_PERMISSIONS },
        '/auth/me': { status: 200, body: { status: true, user: USER } },
      },
      'token',
    )
    await done
    expect(asked[0]).toBe('/lambda-config')
    expect(asked.slice(1).sort()).toEqual(['/auth/me', '/get-permissions'])
    expect(state).toMatchObject({
      ready: true,
      language: 'en_US',
      user: USER,
      permissions: GRANTED_PERMISSIONS,
      loggedOut: 0,
    })
  })

  it('runs the logout routine without a token and asks nothing more', async () => {
    const { done, state, asked } = run({ '/lambda-config': CONFIG }, undefined)
    await done
    expect(asked).toEqual(['/lambda-config'])
    expect(state).toMatchObject({ ready: true, loggedOut: 1, user: undefined })
  })

  it('logs out when the permissions answer status false or fail', async () => {
    for (const answer of [
      { status: 200, body: { status: false } },
      { status: 401, body: { status: false, msg: 'Нэвтэрнэ үү' } },
      { status: 500, body: {} },
    ]) {
      const { done, state } = run(
        {
          '/lambda-config': CONFIG,
          '/get-permissions': answer,
          '/auth/me': { status: 200, body: { status: true, user: USER } },
        },
        'token',
      )
      await done
      expect(state).toMatchObject({ ready: true, loggedOut: 1, permissions: undefined })
    }
  })

  it('signs nobody out for calls the browser cut off while the page was being left', async () => {
    const reloading = new TypeError('Failed to fetch')
    const cutConfig = run({ '/lambda-config': reloading }, 'token', () => true)
    await cutConfig.done
    expect(cutConfig.state).toMatchObject({ ready: true, loggedOut: 0, failure: undefined })

    let left = false
    const cutPermissions = run(
      {
        '/lambda-config': CONFIG,
        '/get-permissions': reloading,
        '/auth/me': { status: 200, body: { status: true, user: USER } },
      },
      'token',
      () => left,
    )
    left = true
    await cutPermissions.done
    expect(cutPermissions.state).toMatchObject({ ready: true, loggedOut: 0, permissions: undefined })
  })

  it('keeps a failed configuration for the error page, logs out and is ready', async () => {
    const refused = run({ '/lambda-config': { status: 503, body: { status: false, msg: 'Засвартай' } } }, 'token')
    await refused.done
    expect(refused.state).toMatchObject({
      ready: true,
      loggedOut: 1,
      failure: { status: 503, reason: 'refused', message: 'Засвартай' },
    })

    const unreachable = run({ '/lambda-config': new TypeError('Failed to fetch') }, 'token')
    await unreachable.done
    expect(unreachable.state).toMatchObject({
      ready: true,
      loggedOut: 1,
      failure: { status: 500, reason: 'unreachable' },
    })

    const statusFalse = run({ '/lambda-config': { status: 200, body: { status: false } } }, undefined)
    await statusFalse.done
    expect(statusFalse.state.failure).toMatchObject({ status: 500, reason: 'refused' })
  })
})
