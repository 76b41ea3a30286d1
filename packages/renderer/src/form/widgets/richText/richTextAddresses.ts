// Which addresses a rich text may hold. Pure string rules, so they are checked the same way in
// the sanitiser (the browser's DOM) and in Node's tests.

/** The schemes a link may use: web pages and mail. */
const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:'])

/**
 * The address the engine server answers for an upload of a krud's records,
 * `{apiBase}/records/{krud}/uploads/{id}`, on the page's own origin: a path of plain segments
 * (never `//host`, `..` or a query) ending in the krud's name and the upload's id.
 */
const UPLOAD_PATH =
  /^(?:\/[A-Za-z0-9_~-]+(?:\.[A-Za-z0-9_~-]+)*)*\/records\/[a-z0-9][a-z0-9_-]*\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// A browser drops tabs and line breaks inside a URL and ignores leading control characters and
// spaces, so `java\tscript:` runs; any of them (or an invisible format character) refuses an address.
const CONTROL_OR_SPACE = /[\p{Cc}\p{Cf}\p{Z}\s]/u

/** The URL an absolute address parses to, or undefined when it is relative or malformed. */
function absoluteUrl(address: string): URL | undefined {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(address)) return undefined
  try {
    return new URL(address)
  } catch {
    return undefined
  }
}

/**
 * Whether a link of a rich text may point at `href`: an absolute `http:`, `https:` or `mailto:`
 * address only, so never `javascript:`, `data:` or a relative path whose meaning depends on the
 * page the text is shown on.
 *
 * @example isAllowedLinkAddress('https://heritage.mn/news') // true
 * @example isAllowedLinkAddress('javascript:alert(1)') // false
 */
export function isAllowedLinkAddress(href: string): boolean {
  if (href === '' || CONTROL_OR_SPACE.test(href)) return false
  const url = absoluteUrl(href)
  if (url === undefined || !LINK_PROTOCOLS.has(url.protocol)) return false
  return url.protocol === 'mailto:' ? url.pathname.includes('@') : url.hostname !== ''
}

/**
 * Whether a picture of a rich text may be loaded from `src`: an absolute `http:` or `https:`
 * address, or an upload of the engine server on the page's own origin
 * (`/api/records/news/uploads/{id}`). Never `data:` (pictures are uploaded, not inlined),
 * `javascript:` or another relative path.
 *
 * @example isAllowedImageAddress('/api/records/news/uploads/0b7c1c59-8f3e-4a0e-9d65-6a3f1d2b9c11') // true
 * @example isAllowedImageAddress('data:image/png;base64,iVBO…') // false
 */
export function isAllowedImageAddress(src: string): boolean {
  if (src === '' || CONTROL_OR_SPACE.test(src)) return false
  if (src.startsWith('/')) return UPLOAD_PATH.test(src)
  const url = absoluteUrl(src)
  return url !== undefined && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
}

/**
 * The link address a person typed, made absolute, or undefined when it cannot be a link: an
 * e-mail address becomes `mailto:`, a bare host (`heritage.mn/about`) gets `https://`.
 *
 * @example linkAddressFromInput(' info@heritage.mn ') // 'mailto:info@heritage.mn'
 * @example linkAddressFromInput('heritage.mn') // 'https://heritage.mn'
 */
export function linkAddressFromInput(typed: string): string | undefined {
  const text = typed.trim()
  if (text === '') return undefined
  let address = text
  if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(text)) address = `mailto:${text}`
  else if (!/^[a-z][a-z0-9+.-]*:/i.test(text) && /^[^\s/:]+\.[a-z]{2,}(?:[/?#]|$)/i.test(text)) {
    address = `https://${text}`
  }
  return isAllowedLinkAddress(address) ? address : undefined
}
