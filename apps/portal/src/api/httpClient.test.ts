import { describe, expect, it } from 'vitest'
import { createHttpClient, type HttpClientOptions } from './httpClient.ts'

interface Call {
  url: string
  init: RequestInit
}

const WORDS = {
  forbidden: 'forbidden',
  serverError: 'server error',
  network: 'network',
  timeout: 'timeout',
  unknown: '!',
}

/** The headers of the call at `index`. */
function headersOf(calls: Call[], index: number): Record<string, string> {
  return (calls[index]?.init.headers ?? {}) as Record<string, string>
}

function harness(
  answers: Array<Response | Error | (() => Promise<Response>)>,
  overrides: Partial<HttpClientOptions> = {},
) {
  const calls: Call[] = []
  const toasts: string[] = []
  const loading: boolean[] = []
  let notAcceptable = 0
  const fetch = async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init })
    const next = answers.shift()
    if (next === undefined) throw new Error('no answer left')
    if (next instanceof Error) throw next
    return typeof next === 'function' ? next() : next
  }
  const client = createHttpClient({
    fetch: fetch as typeof globalThis.fetch,
    token: () => 'tok',
    language: () => 'mn_MN',
    messages: () => WORDS,
    notify: (message) => toasts.push(message),
    onNotAcceptable: () => notAcceptable++,
    onLoadingChange: (value) => loading.push(value),
    ...overrides,
  })
  return { client, calls, toasts, loading, notAcceptable: () => notAcceptable }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('createHttpClient', () => {
  it('sends X-Requested-With, the Bearer token, JSON and credentials to the API base', async () => {
    const { client, calls } = harness([json(200, { status: true })])
    const result = await client.post('/auth/login', { login: 'a' })
    expect(result).toEqual({ ok: true, status: 200, data: { status: true } })
    const headers = headersOf(calls, 0)
    expect(calls[0]?.url).toBe('/api/auth/login')
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest')
    expect(headers.Authorization).toBe('Bearer tok')
    expect(headers['Content-Type']).toBe('application/json')
    expect(calls[0]?.init.body).toBe('{"login":"a"}')
    expect(calls[0]?.init.credentials).toBe('include')
  })

  it('sends FormData as multipart, leaving the boundary header to the browser', async () => {
    const { client, calls } = harness([json(200, {})])
    const form = new FormData()
    form.set('file', 'x')
    await client.post('/uploads', form)
    expect(calls[0]?.init.body).toBe(form)
    expect(headersOf(calls, 0)['Content-Type']).toBeUndefined()
  })

  it('sends no Authorization header without a stored token', async () => {
    const { client, calls } = harness([json(200, {})], { token: () => undefined })
    await client.get('/lambda-config')
    expect(headersOf(calls, 0).Authorization).toBeUndefined()
  })

  it('retries a GET once on each retryable status, then gives up', async () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      const { client, calls } = harness([json(status, {}), json(status, { msg: 'дахин' })])
      const result = await client.get('/x', { quiet: true })
      expect(calls).toHaveLength(2)
      expect(result).toMatchObject({ ok: false, status })
    }
    const { client, calls } = harness([json(503, {}), json(200, { fine: true })])
    expect(await client.get('/x')).toMatchObject({ ok: true, data: { fine: true } })
    expect(calls).toHaveLength(2)
  })

  it('never retries a write, nor a GET that failed with another status', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const { client, calls } = harness([json(503, {})])
      await client.request(method, '/x', { quiet: true })
      expect(calls).toHaveLength(1)
    }
    const { client, calls } = harness([json(404, {})])
    await client.get('/x', { quiet: true })
    expect(calls).toHaveLength(1)
  })

  it('toasts the server message in Mongolian, or enMsg when the language is English', async () => {
    const body = { status: false, msg: 'Хэрэглэгч олдсонгүй', enMsg: 'User not found' }
    const mn = harness([json(404, body)])
    await mn.client.get('/x')
    expect(mn.toasts).toEqual(['Хэрэглэгч олдсонгүй'])
    const en = harness([json(404, body)], { language: () => 'en_US' })
    const result = await en.client.get('/x')
    expect(en.toasts).toEqual(['User not found'])
    expect(result).toMatchObject({ ok: false, status: 404, message: 'User not found', body })
  })

  it('uses its own words for 401, 403 and 500 without a server message', async () => {
    const { client, toasts } = harness([json(401, {}), json(403, {}), json(500, {}), json(500, {})])
    await client.post('/a')
    await client.post('/b')
    await client.post('/c')
    expect(toasts).toEqual(['forbidden', 'forbidden', 'server error'])
  })

  it('sends a 406 to the login route after its toast', async () => {
    const { client, toasts, notAcceptable } = harness([json(406, { msg: 'Дахин нэвтэрнэ үү' })])
    expect(await client.post('/x')).toMatchObject({ ok: false, status: 406 })
    expect(toasts).toEqual(['Дахин нэвтэрнэ үү'])
    expect(notAcceptable()).toBe(1)
  })

  it('shows nothing for a quiet call but still answers the failure', async () => {
    const { client, toasts } = harness([json(401, { msg: 'Нэвтрэх нэр эсвэл нууц үг буруу' })])
    expect(await client.post('/auth/login', {}, { quiet: true })).toMatchObject({
      ok: false,
      message: 'Нэвтрэх нэр эсвэл нууц үг буруу',
    })
    expect(toasts).toEqual([])
  })

  it('gives a network failure the generic message and a cancelled call nothing at all', async () => {
    const network = harness([new TypeError('Failed to fetch')])
    expect(await network.client.get('/x')).toMatchObject({ ok: false, status: 0, message: 'network' })
    expect(network.toasts).toEqual(['network'])

    const controller = new AbortController()
    const cancelled = harness([
      () => {
        controller.abort()
        return Promise.reject(new DOMException('aborted', 'AbortError'))
      },
    ])
    expect(await cancelled.client.get('/x', { signal: controller.signal })).toMatchObject({ cancelled: true })
    expect(cancelled.toasts).toEqual([])
  })

  it('gives up after its time-out with the time-out message', async () => {
    const never = (_url: unknown, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )
    const { client, toasts } = harness([], { timeoutMs: 20, fetch: never as typeof globalThis.fetch })
    expect(await client.get('/slow')).toMatchObject({ ok: false, status: 0, message: 'timeout' })
    expect(toasts).toEqual(['timeout'])
  })

  it('turns the loading flag on for the first call and off after the last', async () => {
    let release: (value: Response) => void = () => {}
    const pending = () => new Promise<Response>((resolve) => (release = resolve))
    const { client, loading } = harness([pending, json(200, {})])
    const first = client.get('/a')
    const second = client.get('/b')
    await second
    expect(loading).toEqual([true])
    release(json(200, {}))
    await first
    expect(loading).toEqual([true, false])
  })

  it('adds query parameters, leaving undefined ones out', async () => {
    const { client, calls } = harness([json(200, [])])
    await client.get('/users', { query: { search: 'Болд', page: 2, deleted: undefined } })
    expect(calls[0]?.url).toBe('/api/users?search=%D0%91%D0%BE%D0%BB%D0%B4&page=2')
  })
})

describe('createHttpClient when a call is cancelled while its body is read', () => {
  it('answers cancelled and shows nothing, instead of throwing', async () => {
    const controller = new AbortController()
    const toasts: string[] = []
    const body = new ReadableStream({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"partial":'))
        controller.abort()
        stream.error(new DOMException('signal is aborted without reason', 'AbortError'))
      },
    })
    const client = createHttpClient({
      fetch: (async () => new Response(body, { status: 200 })) as typeof globalThis.fetch,
      token: () => undefined,
      language: () => 'mn_MN',
      messages: () => WORDS,
      notify: (message) => toasts.push(message),
      onNotAcceptable: () => {},
    })
    expect(await client.get('/users', { signal: controller.signal })).toMatchObject({ ok: false, cancelled: true })
    expect(toasts).toEqual([])
  })
})
