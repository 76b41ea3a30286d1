// Rich text from the records (news bodies, biographies, page texts) is HTML staff typed in the
// admin area; the public pages show it only after DOMPurify has kept what the rich-text policy
// allows. DOMPurify needs a DOM on the server: one jsdom window, made on first use and kept.
import { createRequire } from 'node:module'
import { richTextSanitizer } from '@tamga/schema'
import createDOMPurify from 'dompurify'

let jsdomWindow: Parameters<typeof createDOMPurify>[0] | undefined
let sanitize: ((html: string) => string) | undefined
let textReader: ReturnType<typeof createDOMPurify> | undefined

/**
 * The one jsdom window, made on first use. jsdom is loaded then too: it takes most of a second,
 * which every start of the server paid when it was loaded with this module.
 */
function domWindow(): Parameters<typeof createDOMPurify>[0] {
  if (jsdomWindow === undefined) {
    // jsdom's own types declare the browser's DOM for the whole program (`lib="dom"`), which
    // would change Node's `fetch` and `Buffer` types everywhere: it is loaded untyped, for its
    // window only.
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
      JSDOM: new (html: string) => { window: Parameters<typeof createDOMPurify>[0] }
    }
    jsdomWindow = new JSDOM('').window
  }
  return jsdomWindow
}

/**
 * HTML that is safe to put in a page: `@tamga/schema`'s rich-text policy, the one the editor and
 * the form apply in the browser (the editor's elements, `http(s):` and `mailto:` links, pictures
 * from `http(s):` or the server's uploads; no scripts, handlers, styles or forms).
 */
export function sanitizeHtml(html: string): string {
  sanitize ??= richTextSanitizer(createDOMPurify(domWindow()))
  return sanitize(html)
}

/** The text of some HTML, in one line, for descriptions and summaries. */
export function htmlText(html: string, maxLength = 300): string {
  // Plain text (most summaries) needs no parser.
  if (!/[<&]/.test(html)) return cut(html.replace(/\s+/g, ' ').trim(), maxLength)
  // Block elements end a sentence: a space between paragraphs keeps their words apart.
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|blockquote)>|<br\s*\/?>/gi, (tag) => `${tag} `)
  // A purifier apart from the policy's: text is read, never shown as HTML, so DOMPurify's defaults do.
  textReader ??= createDOMPurify(domWindow())
  const text = (textReader.sanitize(spaced, { RETURN_DOM: true }).textContent ?? '').replace(/\s+/g, ' ').trim()
  return cut(text, maxLength)
}

function cut(text: string, maxLength: number): string {
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`
}
