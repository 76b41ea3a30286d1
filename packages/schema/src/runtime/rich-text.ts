// The rich-text policy: what a rich text (news bodies, biographies, page texts) may hold, defined
// once for the editor and the form in the browser and for the public pages the server renders.
// Both sanitise with DOMPurify, each over its own DOM (the page's, or a jsdom window on the
// server), configured by {@link richTextSanitizer}; the address rules are pure string rules.

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

/** What the address rules read of a parsed URL. */
interface ParsedUrl {
  readonly protocol: string
  readonly hostname: string
  readonly pathname: string
}

// The WHATWG URL parser every runtime of this package has (browsers, Node), reached through
// globalThis because the package compiles without the DOM's or Node's types.
const UrlParser = (globalThis as unknown as { URL: new (address: string) => ParsedUrl }).URL

/** The URL an absolute address parses to, or undefined when it is relative or malformed. */
function absoluteUrl(address: string): ParsedUrl | undefined {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(address)) return undefined
  try {
    return new UrlParser(address)
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

/**
 * The elements a rich text keeps: what the editor writes (paragraphs, headings, marks, lists,
 * quotes, links, pictures, rules, code) and the usual spellings of the same marks that pasted
 * or older texts carry (`b`, `i`, `del`). Everything else goes, its text kept.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'strike',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'hr',
] as const

/** The attributes a rich text keeps; no event handler, style or class is ever among them. */
export const RICH_TEXT_ATTRIBUTES = ['href', 'target', 'rel', 'src', 'alt', 'title', 'start'] as const

/** What every link of a rich text says about itself: it opens apart from the page, unranked. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow'

/**
 * The DOMPurify configuration of the policy. Elements whose content is no text to read
 * (scripts, styles, embedded documents) are removed with it, not unwrapped.
 */
export const RICH_TEXT_PURIFY_CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
}

/** The part of a DOM element the policy's hooks touch (this package compiles without the DOM's types). */
export interface RichTextElement {
  readonly nodeName: string
  hasAttribute(name: string): boolean
  setAttribute(name: string, value: string): void
  removeAttribute(name: string): void
  readonly parentNode: { removeChild(child: never): unknown } | null
}

/** The part of a DOMPurify instance the policy configures: its hooks and its sanitiser. */
export interface RichTextPurifier {
  readonly isSupported: boolean
  addHook(
    entry: 'uponSanitizeAttribute',
    hook: (node: RichTextElement, data: { attrName: string; attrValue: string; keepAttr: boolean }) => void,
  ): void
  addHook(entry: 'afterSanitizeAttributes', hook: (node: RichTextElement) => void): void
  sanitize(html: string, config: typeof RICH_TEXT_PURIFY_CONFIG): unknown
}

/**
 * The policy's sanitiser over a DOMPurify instance of its own (its hooks would reach every other
 * caller of that instance): a rich text with only what the editor makes left in it, the
 * elements of {@link RICH_TEXT_TAGS} and attributes of {@link RICH_TEXT_ATTRIBUTES}, links to
 * `http(s):` and `mailto:` addresses (marked `rel="noopener noreferrer nofollow"`), pictures
 * from `http(s):` addresses or the server's uploads. Scripts, event handlers, styles and
 * `javascript:` or `data:` addresses never survive; DOMPurify's own address check stays in
 * force behind these.
 *
 * Throws when the instance has no DOM to parse with (DOMPurify would hand the text back as it came).
 *
 * @example richTextSanitizer(DOMPurify())('<p onclick="x()">Өв <b>соёл</b><script>alert(1)</script></p>')
 * // '<p>Өв <b>соёл</b></p>'
 */
export function richTextSanitizer(purifier: RichTextPurifier): (html: string) => string {
  if (!purifier.isSupported) throw new Error('A rich text cannot be sanitised without a DOM')
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'href') data.keepAttr = isAllowedLinkAddress(data.attrValue)
    else if (data.attrName === 'src') data.keepAttr = isAllowedImageAddress(data.attrValue)
    else if (data.attrName === 'target') data.keepAttr = data.attrValue === '_blank'
  })
  purifier.addHook('afterSanitizeAttributes', (found: RichTextElement) => {
    if (found.nodeName === 'A') {
      if (found.hasAttribute('href')) found.setAttribute('rel', RICH_TEXT_LINK_REL)
      else {
        found.removeAttribute('rel')
        found.removeAttribute('target')
      }
    }
    // A picture whose address was refused shows nothing: it goes rather than stay empty.
    if (found.nodeName === 'IMG' && !found.hasAttribute('src')) found.parentNode?.removeChild(found as never)
  })
  return (html) => String(purifier.sanitize(html, RICH_TEXT_PURIFY_CONFIG))
}
