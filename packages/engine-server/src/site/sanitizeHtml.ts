// Rich text from the records (news bodies, biographies, page texts) is HTML staff typed in the
// admin area; the public pages show it only after DOMPurify has taken out scripts, event
// handlers and anything else that could run in a visitor's browser. DOMPurify needs a DOM on
// the server: one jsdom window, made on first use and kept.
import { createRequire } from 'node:module'
import createDOMPurify, { type DOMPurify } from 'dompurify'

// jsdom's own types declare the browser's DOM for the whole program (`lib="dom"`), which would
// change Node's `fetch` and `Buffer` types everywhere: it is loaded untyped, for its window only.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: Parameters<typeof createDOMPurify>[0] }
}

let purifier: DOMPurify | undefined

function purify(): DOMPurify {
  if (purifier === undefined) {
    const { window } = new JSDOM('')
    purifier = createDOMPurify(window)
    // Links staff add to other sites open safely, without handing them this page.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (!node.hasAttribute('target')) return
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      else node.removeAttribute('target')
    })
  }
  return purifier
}

/** HTML that is safe to put in a page: DOMPurify's defaults (no scripts, no handlers, no `javascript:`), no forms or styles. */
export function sanitizeHtml(html: string): string {
  return purify().sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    ADD_ATTR: ['target'],
  })
}

/** The text of some HTML, in one line, for descriptions and summaries. */
export function htmlText(html: string, maxLength = 300): string {
  // Plain text (most summaries) needs no parser.
  if (!/[<&]/.test(html)) return cut(html.replace(/\s+/g, ' ').trim(), maxLength)
  // Block elements end a sentence: a space between paragraphs keeps their words apart.
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|blockquote)>|<br\s*\/?>/gi, (tag) => `${tag} `)
  const text = (purify().sanitize(spaced, { RETURN_DOM: true }).textContent ?? '').replace(/\s+/g, ' ').trim()
  return cut(text, maxLength)
}

function cut(text: string, maxLength: number): string {
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`
}
