import { TOKEN_COOKIE } from '@tamga/schema'

/**
 * The session token as the browser keeps it (spec 7: "the token is kept in a cookie"), in
 * @tamga/schema's TOKEN_COOKIE. The server also sets its own httpOnly cookie, which scripts
 * cannot read; this readable one is what the client turns into the Bearer header, so a call
 * made from any tab carries the same session.
 */
export { TOKEN_COOKIE }

/** A remembered sign-in keeps its cookie for the server's remembered session length, 30 days. */
export const REMEMBERED_TOKEN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/** Where the cookie text comes from and goes to: `document` in the browser, a plain object in tests. */
export interface CookieJar {
  cookie: string
}

function browserJar(): CookieJar | undefined {
  return typeof document === 'undefined' ? undefined : document
}

/** The stored token, or undefined when none is stored. */
export function readToken(jar: CookieJar | undefined = browserJar()): string | undefined {
  if (jar === undefined) return undefined
  for (const part of jar.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === TOKEN_COOKIE) {
      const value = decodeURIComponent(rest.join('='))
      return value === '' ? undefined : value
    }
  }
  return undefined
}

/**
 * Stores the token: for the browser session only, or, with remember-me, for 30 days. `Secure`
 * is added on https so the token never travels in clear text.
 */
export function storeToken(token: string, remember: boolean, jar: CookieJar | undefined = browserJar()): void {
  if (jar === undefined) return
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
  const maxAge = remember ? `; Max-Age=${REMEMBERED_TOKEN_MAX_AGE_SECONDS}` : ''
  jar.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Lax${maxAge}${secure}`
}

/** Forgets the stored token (logout, spec 4.7). */
export function clearToken(jar: CookieJar | undefined = browserJar()): void {
  if (jar === undefined) return
  jar.cookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
}
