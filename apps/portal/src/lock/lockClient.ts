import { clientMessages } from '../api/clientMessages.ts'
import { createHttpClient, type HttpClient } from '../api/httpClient.ts'
import { useApp } from '../stores/app.ts'
import { withoutCookies } from './withoutCookies.ts'

/**
 * The HTTP client of the lock screen's password check: the app's client (time-out, headers,
 * messages in the interface language) without cookies and without the stored token, and off
 * the global loading flag. Its calls are quiet: the lock screen shows every outcome itself.
 */
export function createLockClient(
  fetcher: typeof globalThis.fetch = (...args) => globalThis.fetch(...args),
): HttpClient {
  return createHttpClient({
    fetch: withoutCookies(fetcher),
    token: () => undefined,
    language: () => useApp.getState().language,
    messages: clientMessages,
    notify: () => {},
    // Signing in never answers 406; the app's own client handles it everywhere else.
    onNotAcceptable: () => {},
  })
}
