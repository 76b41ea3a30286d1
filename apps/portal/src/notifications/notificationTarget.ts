/** Where clicking a notification leads: a route of the app, a page elsewhere, or nowhere. */
export type NotificationTarget = { kind: 'route'; path: string } | { kind: 'external'; url: string } | undefined

/**
 * Where a notification's link leads. An app path (`/admin/p/applications`) or an address on the
 * app's own origin is a route, followed without reloading; an http(s) address elsewhere opens
 * in a new tab; anything else (`javascript:`, `data:`, a protocol-relative `//host`) is ignored,
 * since a link is text that other code stored.
 *
 * @example notificationTarget('/admin/p/applications', 'https://tamga.mn') // { kind: 'route', path: '/admin/p/applications' }
 */
export function notificationTarget(link: string | null, origin: string): NotificationTarget {
  const text = link?.trim() ?? ''
  if (text === '') return undefined
  if (text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\')) return { kind: 'route', path: text }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (url.origin === origin) return { kind: 'route', path: `${url.pathname}${url.search}${url.hash}` }
  return { kind: 'external', url: url.href }
}
