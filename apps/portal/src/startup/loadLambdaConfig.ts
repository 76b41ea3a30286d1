import type { LocalizedText } from '@tamga/schema'
import { API_BASE, HTTP_TIMEOUT_MS } from '../api/apiBase.ts'

/** The part of the project configuration (spec 3.7) the start page reads. */
export interface StartupConfig {
  /** The project's title, plain or per language. */
  title?: LocalizedText
  /** The line under the title, plain or per language. */
  subTitle?: LocalizedText
  /** The server's default interface language, e.g. `mn_MN`. */
  default_language?: string
}

/** Why the configuration could not be used. */
export type LambdaConfigFailure =
  /** No answer: the server is down or the network failed. */
  | 'unreachable'
  /** The server answered with an error status or with `status: false`. */
  | 'refused'
  /** The server answered 2xx with something that is not a configuration. */
  | 'invalid'

/** Why and how the configuration call failed, for the error page (spec 2.4). */
export interface LambdaConfigError {
  ok: false
  /** The HTTP status to show on the error page; 500 when there was no error status. */
  status: number
  reason: LambdaConfigFailure
  /** The server's own message in Mongolian (`msg`), when its error body had one. */
  msg?: string
  /** The server's own message in English (`enMsg`), when its error body had one. */
  enMsg?: string
}

/** What {@link loadLambdaConfig} found. */
export type LambdaConfigResult = { ok: true; config: StartupConfig } | LambdaConfigError

/** The part of `fetch` the loader uses, so tests can pass a fake one. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>

/** Options of {@link loadLambdaConfig}. */
export interface LoadLambdaConfigOptions {
  /**
   * The function that makes the request.
   * @default globalThis.fetch
   */
  fetch?: FetchLike
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isLocalizedText(value: unknown): value is LocalizedText {
  if (typeof value === 'string') return value.length > 0
  return isRecord(value) && typeof value.mn_MN === 'string'
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined
}

/** Reads the fields the start page needs; the configuration's other fields are for later screens. */
function startupConfigOf(body: Record<string, unknown>): StartupConfig {
  const config: StartupConfig = {}
  if (isLocalizedText(body.title)) config.title = body.title
  if (isLocalizedText(body.subTitle)) config.subTitle = body.subTitle
  const language = optionalString(body.default_language)
  if (language !== undefined) config.default_language = language
  return config
}

async function jsonOrUndefined(response: Pick<Response, 'json'>): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

/**
 * The first step of the app's start (spec 4.4): `GET {API_BASE}/lambda-config`, sent the way
 * every call is (spec 7: `X-Requested-With`, credentials included, 60 s time-out). Never
 * throws: a failed or refused call, or an answer with `status: false`, comes back as a failure
 * carrying the status and the server's message for the error page (spec 2.4).
 *
 * @example
 * const result = await loadLambdaConfig()
 * if (result.ok) document.title = String(result.config.title ?? '')
 */
export async function loadLambdaConfig(options: LoadLambdaConfigOptions = {}): Promise<LambdaConfigResult> {
  const request = options.fetch ?? globalThis.fetch
  let response: Pick<Response, 'ok' | 'status' | 'json'>
  try {
    response = await request(`${API_BASE}/lambda-config`, {
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      credentials: 'include',
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    })
  } catch {
    return { ok: false, status: 500, reason: 'unreachable' }
  }
  const body = await jsonOrUndefined(response)
  const refused = !response.ok || (isRecord(body) && body.status === false)
  if (refused) {
    const failure: LambdaConfigError = { ok: false, status: response.ok ? 500 : response.status, reason: 'refused' }
    if (isRecord(body)) {
      const msg = optionalString(body.msg)
      const enMsg = optionalString(body.enMsg)
      if (msg !== undefined) failure.msg = msg
      if (enMsg !== undefined) failure.enMsg = enMsg
    }
    return failure
  }
  if (!isRecord(body)) return { ok: false, status: 500, reason: 'invalid' }
  return { ok: true, config: startupConfigOf(body) }
}
