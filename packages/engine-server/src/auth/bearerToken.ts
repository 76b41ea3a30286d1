/**
 * The session token of an `Authorization: Bearer …` header, or undefined when the header is
 * absent or is not a bearer credential (`Basic …`, `Bearer` alone, two words after it).
 *
 * The one reading of the header: the caller is looked up by this token, and then by it alone
 * (never by the session cookie beside it); the CSRF guard lets a request with it through without
 * `X-Requested-With`, since a browser never adds a bearer header of its own accord. Both use this
 * function, so a request the guard lets through is never one whose cookie signs it in.
 *
 * @example bearerToken('Bearer abc') // 'abc'
 * @example bearerToken('Basic dXNlcjpwdw==') // undefined
 */
export function bearerToken(authorization: string | readonly string[] | undefined): string | undefined {
  if (typeof authorization !== 'string') return undefined
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1]
}
