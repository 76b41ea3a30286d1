import type { ApiFailure, ApiResult, HttpClient, HttpMethod, RequestOptions } from '@tamga/renderer'
import type { LanguageCode } from '@tamga/schema'
import { API_BASE, HTTP_TIMEOUT_MS } from './apiBase.ts'
import { shouldRetry } from './retry.ts'
import { serverMessage } from './serverMessage.ts'

export type { ApiFailure, ApiResult, ApiSuccess, HttpClient, HttpMethod, RequestOptions } from '@tamga/renderer'

/** The words the client shows itself, in the interface language. */
export interface HttpClientMessages {
  /** 401 or 403 without a server message (spec 8.1's placeholder). */
  forbidden: string
  /** 500 without a server message. */
  serverError: string
  /** The network failed: no answer at all. */
  network: string
  /** The 60 s time-out passed. */
  timeout: string
  /** Any other failure without a message. */
  unknown: string
}

/** Options of {@link createHttpClient}. */
export interface HttpClientOptions {
  /** @default API_BASE ('/api') */
  base?: string
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch
  /** The stored token, read at each call. */
  token: () => string | undefined
  /** The interface language, read at each call: it picks the server message's language. */
  language: () => LanguageCode
  /** The client's own words for that language. */
  messages: (language: LanguageCode) => HttpClientMessages
  /** Shows an error toast. */
  notify: (message: string) => void
  /** A 406 answer: the session is not acceptable any more; go to the login route (spec 2.3). */
  onNotAcceptable: () => void
  /** The global loading flag: true while any call is under way (spec 8.1). */
  onLoadingChange?: (loading: boolean) => void
  /** @default HTTP_TIMEOUT_MS (60000) */
  timeoutMs?: number
}

function urlOf(base: string, path: string, query: RequestOptions['query']): string {
  const url = /^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`
  if (query === undefined) return url
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value))
  const text = params.toString()
  return text === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${text}`
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Makes the app's HTTP client (spec 7, 8.1): every call sends `X-Requested-With`, the Bearer
 * token when one is stored, JSON or multipart, credentials, and gives up after 60 s. A GET that
 * meets 408/409/425/429/5xx is tried once more; writes never. Failures show one toast (unless
 * quiet) with the server's message in the interface language; a 406 then goes to the login
 * route; a cancelled call shows nothing.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const base = options.base ?? API_BASE
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS
  let running = 0

  const loading = (delta: 1 | -1) => {
    const before = running
    running += delta
    if ((before === 0) !== (running === 0)) options.onLoadingChange?.(running > 0)
  }

  const fail = (failure: Omit<ApiFailure, 'ok'>, quiet: boolean): ApiFailure => {
    if (!quiet && !failure.cancelled && failure.message !== '') options.notify(failure.message)
    return { ok: false, ...failure }
  }

  async function send(method: HttpMethod, path: string, request: RequestOptions): Promise<ApiResult<unknown>> {
    const language = options.language()
    const words = options.messages(language)
    const quiet = request.quiet === true
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' }
    const token = options.token()
    if (token !== undefined) headers.Authorization = `Bearer ${token}`
    let body: BodyInit | undefined
    // FormData sets its own multipart boundary header; JSON says what it is.
    if (request.body instanceof FormData) body = request.body
    else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(request.body)
    }
    Object.assign(headers, request.headers)
    const url = urlOf(base, path, request.query)
    const fetcher = options.fetch ?? globalThis.fetch

    for (let retries = 0; ; retries++) {
      const timeout = AbortSignal.timeout(timeoutMs)
      const signal = request.signal === undefined ? timeout : AbortSignal.any([request.signal, timeout])
      let response: Response
      try {
        response = await fetcher(url, { method, headers, body, credentials: 'include', signal })
      } catch (error) {
        if (request.signal?.aborted === true) return fail({ status: 0, message: '', cancelled: true }, quiet)
        const timedOut = timeout.aborted
        const own = error instanceof Error && !(error instanceof TypeError) ? error.message : ''
        const message = timedOut ? words.timeout : own !== '' ? own : words.network
        return fail({ status: 0, message, cancelled: false }, quiet)
      }
      // The body arrives after the headers: a cancel or the time-out can still cut it off.
      let answerBody: unknown
      try {
        answerBody = response.ok || !shouldRetry(method, response.status, retries) ? await bodyOf(response) : undefined
      } catch {
        if (request.signal?.aborted === true) return fail({ status: 0, message: '', cancelled: true }, quiet)
        return fail({ status: 0, message: timeout.aborted ? words.timeout : words.network, cancelled: false }, quiet)
      }
      if (response.ok) return { ok: true, status: response.status, data: answerBody }
      if (shouldRetry(method, response.status, retries)) continue
      const errorBody = answerBody
      const said = serverMessage(errorBody, language)
      const status = response.status
      const fallback =
        status === 401 || status === 403 ? words.forbidden : status === 500 ? words.serverError : words.unknown
      const failure = fail({ status, message: said ?? fallback, cancelled: false, body: errorBody }, quiet)
      if (status === 406) options.onNotAcceptable()
      return failure
    }
  }

  const request = async <T>(method: HttpMethod, path: string, request: RequestOptions = {}) => {
    loading(1)
    try {
      return (await send(method, path, request)) as ApiResult<T>
    } finally {
      loading(-1)
    }
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  }
}
