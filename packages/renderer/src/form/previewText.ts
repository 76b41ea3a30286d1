const ENTITIES: Readonly<Record<string, string>> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}

/**
 * A value the form cannot edit yet (rich text, a map shape, sub-form rows) as plain text to
 * read: HTML as its text (block ends as line breaks, tags dropped, common entities decoded),
 * other text as it is, anything else as indented JSON. Never markup: the preview cannot run
 * what a stored value holds.
 *
 * @example previewText('<p>Өв <b>соёл</b></p><p>2</p>') // 'Өв соёл\n2'
 */
export function previewText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') {
    if (!/<[a-z!/][^>]*>/i.test(value)) return value
    return value
      .replace(/<(br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value, null, 2)
}
