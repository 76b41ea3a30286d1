import { richTextSanitizer } from '@tamga/schema'
import DOMPurify from 'dompurify'

let sanitize: ((html: string) => string) | undefined

/**
 * A rich text (HTML) with only what the rich-text policy of `@tamga/schema` lets through (the
 * same policy the server applies to the public pages): the editor's elements, `http(s):` and
 * `mailto:` links, pictures from `http(s):` or the server's uploads. Used on the value the form
 * reads and on the value it sends.
 *
 * Throws where there is no DOM to parse with (DOMPurify would hand the text back untouched).
 *
 * @example sanitizeRichText('<p onclick="x()">Өв <b>соёл</b><script>alert(1)</script></p>')
 * // '<p>Өв <b>соёл</b></p>'
 */
export function sanitizeRichText(html: string): string {
  // DOMPurify of its own, made once per page, so the policy's hooks never reach another caller.
  sanitize ??= richTextSanitizer(DOMPurify())
  return sanitize(html)
}
