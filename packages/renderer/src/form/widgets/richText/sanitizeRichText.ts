import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify'
import { isAllowedImageAddress, isAllowedLinkAddress } from './richTextAddresses.ts'

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

// Elements whose content is no text to read: removed with it, not unwrapped.
const FORBIDDEN_WITH_CONTENT = ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math']

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  FORBID_CONTENTS: FORBIDDEN_WITH_CONTENT,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
}

let purifier: Purifier | undefined

/** DOMPurify with the rich text's own address rules, made once per page. */
function richTextPurifier(): Purifier {
  if (purifier !== undefined) return purifier
  // Its own instance, so the hooks never reach another caller of DOMPurify on the page.
  const instance = DOMPurify()
  // Without a DOM DOMPurify has no hooks and would hand the HTML back as it came.
  if (!instance.isSupported) throw new Error('A rich text cannot be sanitised without a DOM')
  // DOMPurify's own address check (no script, no unknown scheme) stays in force behind these.
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'href') data.keepAttr = isAllowedLinkAddress(data.attrValue)
    else if (data.attrName === 'src') data.keepAttr = isAllowedImageAddress(data.attrValue)
    else if (data.attrName === 'target') data.keepAttr = data.attrValue === '_blank'
  })
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      if (node.hasAttribute('href')) node.setAttribute('rel', RICH_TEXT_LINK_REL)
      else {
        node.removeAttribute('rel')
        node.removeAttribute('target')
      }
    }
    // A picture whose address was refused shows nothing: it goes rather than stay empty.
    if (node.nodeName === 'IMG' && !node.hasAttribute('src')) node.parentNode?.removeChild(node)
  })
  purifier = instance
  return instance
}

/**
 * A rich text (HTML) with only what the editor makes left in it: the elements of
 * {@link RICH_TEXT_TAGS} and attributes of {@link RICH_TEXT_ATTRIBUTES}, links to `http(s):`
 * and `mailto:` addresses (marked `rel="noopener noreferrer nofollow"`), and pictures from
 * `http(s):` addresses or the server's uploads. Scripts, event handlers, styles and
 * `javascript:` or `data:` addresses never survive. Used on the value the form reads and on
 * the value it sends.
 *
 * Throws where there is no DOM to parse with (DOMPurify would hand the text back untouched).
 *
 * @example sanitizeRichText('<p onclick="x()">Өв <b>соёл</b><script>alert(1)</script></p>')
 * // '<p>Өв <b>соёл</b></p>'
 */
export function sanitizeRichText(html: string): string {
  return richTextPurifier().sanitize(html, CONFIG)
}
