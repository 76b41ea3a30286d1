import { isAppArea, PAYLOAD_SUFFIX } from '@tamga/schema'

/**
 * Paths that belong to the server, never to the site's pages (nor to the app's areas, which
 * `isAppArea` knows): a link there is a full page load.
 */
const SERVER_PATH_PREFIXES = ['/api', '/_site', '/_img'] as const

/** A last path segment with an extension names a file (`/sitemap.xml`, `/files/a.pdf`), not a page. */
const FILE_PATTERN = /\.[A-Za-z0-9]+$/

/**
 * Whether an address is one of the site's own pages, which the site can draw from its
 * `_payload.json` without a page load: same origin, http(s), not an admin, auth, API or asset
 * path, not a file, and not a language switch (`?lang=`), which needs the server to render the
 * whole page again in the new language.
 *
 * @example isSitePageUrl(new URL('https://a.mn/news/5'), 'https://a.mn') // true
 */
export function isSitePageUrl(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  const path = url.pathname
  if (isAppArea(path)) return false
  if (SERVER_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false
  if (path.endsWith(PAYLOAD_SUFFIX)) return false
  const last = path.slice(path.lastIndexOf('/') + 1)
  if (FILE_PATTERN.test(last)) return false
  return !url.searchParams.has('lang')
}

/**
 * The address of a page's data for client-side navigation (spec 7):
 * `/news/5?page=2` → `/news/5/_payload.json?page=2`, `/` → `/_payload.json`.
 */
export function sitePayloadUrl(url: URL): string {
  const path = url.pathname.replace(/\/+$/, '')
  return `${path}${PAYLOAD_SUFFIX}${url.search}`
}

/** What a click on a link carries that decides whether the site handles it. */
export interface SiteLinkClick {
  /** The link's resolved address (`anchor.href`). */
  href: string
  /** The anchor's `target` attribute, '' when none. */
  target: string
  /** Whether the anchor has a `download` attribute. */
  download: boolean
  /** The mouse button: 0 is the main one. */
  button: number
  /** Whether Ctrl, ⌘, Shift or Alt was held (a new tab, a new window, a download). */
  modified: boolean
  /** Whether something else already handled the click. */
  defaultPrevented: boolean
}

/**
 * The address the site navigates to for a click, or null when the browser should follow the
 * link itself: a modified or non-primary click, a target or download link, a foreign address,
 * or a jump to an anchor of the page being shown.
 */
export function interceptedLinkUrl(click: SiteLinkClick, current: URL): URL | null {
  if (click.defaultPrevented || click.button !== 0 || click.modified) return null
  if (click.download || (click.target !== '' && click.target !== '_self')) return null
  let url: URL
  try {
    url = new URL(click.href, current)
  } catch {
    return null
  }
  if (!isSitePageUrl(url, current.origin)) return null
  if (url.hash !== '' && url.pathname === current.pathname && url.search === current.search) return null
  return url
}

/** The query of a listing page: its search words, its filter's choice and the page number. */
export interface ListingQuery {
  search: string
  /** The filter's query key (`listing.filter.name`), null when the listing has no filter. */
  filterName: string | null
  filterValue: string
  page: number
}

/**
 * The link to a listing page with a query; empty parts are left out so page 1 with no search is
 * the listing's plain path.
 *
 * @example listingHref('/ahas', { search: 'хуур', filterName: 'aimag', filterValue: '11', page: 2 })
 * // '/ahas?search=%D1%85%D1%83%D1%83%D1%80&aimag=11&page=2'
 */
export function listingHref(path: string, query: ListingQuery): string {
  const params = new URLSearchParams()
  if (query.search !== '') params.set('search', query.search)
  if (query.filterName !== null && query.filterValue !== '') params.set(query.filterName, query.filterValue)
  if (query.page > 1) params.set('page', String(query.page))
  const text = params.toString()
  return text === '' ? path : `${path}?${text}`
}
