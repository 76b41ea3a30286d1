/**
 * Whether a browser's `Origin` names this server: the address people reach it at
 * (`PUBLIC_URL`), or the host the request came to (the portal's development server proxies
 * without changing it). Only the host is compared with the request's: behind a proxy that ends
 * TLS the request itself is plain http.
 *
 * @example isSameOrigin('https://evil.example', 'tamga.mn', 'https://tamga.mn') // false
 */
export function isSameOrigin(origin: string, host: string | undefined, publicUrl: string | undefined): boolean {
  let parsed: URL
  try {
    parsed = new URL(origin)
  } catch {
    return false
  }
  if (publicUrl !== undefined && parsed.origin === new URL(publicUrl).origin) return true
  return host !== undefined && parsed.host === host.toLowerCase()
}
