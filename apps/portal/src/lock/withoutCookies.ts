/**
 * Wraps `fetch` so a call neither sends nor accepts cookies. The password check signs in a
 * second time and then signs that session out; both answers set the server's httpOnly session
 * cookie (a new token, then an empty one). With cookies the check would overwrite, then delete,
 * the cookie of the session still in use, and whatever authenticates by that cookie alone
 * (a server-sent event stream, an image URL) would stop working after every unlock.
 */
export function withoutCookies(fetcher: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) => fetcher(input, { ...init, credentials: 'omit' })
}
