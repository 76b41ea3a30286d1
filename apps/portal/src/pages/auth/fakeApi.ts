import { createHttpClient, type HttpClient } from '../../api/httpClient.ts'

/** One answer of the fake server: a status and a JSON body, or a thrown network error. */
export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> } | Error

/** A call the fake server received. */
export interface FakeCall {
  method: string
  path: string
  body: unknown
}

/** What {@link fakeApi} gives a test. */
export interface FakeApi {
  client: HttpClient
  calls: FakeCall[]
  /** The toasts the client showed (a quiet call shows none). */
  toasts: string[]
}

/**
 * The app's real HTTP client over a fake `fetch` that answers by `"METHOD /path"` (without the
 * `/api` base), for tests of the modules that call the server. A route with a list answers its
 * entries in turn; an unknown route answers 404.
 */
export function fakeApi(routes: Record<string, FakeAnswer | FakeAnswer[]>): FakeApi {
  const calls: FakeCall[] = []
  const toasts: string[] = []
  const fetch = async (url: string | URL | Request, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    const path = new URL(String(url), 'http://portal.test').pathname.replace(/^\/api/, '')
    const raw = init.body
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw
    calls.push({ method, path, body })
    const route = routes[`${method} ${path}`]
    const answer = Array.isArray(route) ? route.shift() : route
    if (answer === undefined) return new Response(JSON.stringify({ status: false, code: 'NOT_FOUND' }), { status: 404 })
    if (answer instanceof Error) throw answer
    const text = answer.body === undefined ? null : JSON.stringify(answer.body)
    return new Response(text, {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    })
  }
  const client = createHttpClient({
    fetch: fetch as typeof globalThis.fetch,
    token: () => undefined,
    language: () => 'mn_MN',
    messages: () => ({
      forbidden: 'forbidden',
      serverError: 'server error',
      network: 'network',
      timeout: 'timeout',
      unknown: '!',
    }),
    notify: (message) => toasts.push(message),
    onNotAcceptable: () => undefined,
  })
  return { client, calls, toasts }
}
