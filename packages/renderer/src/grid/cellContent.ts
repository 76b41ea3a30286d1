// What the drawn cells of a records grid show, worked out from a row: the addresses of its
// uploads, a column's link, the tags of a tag column and a colour column's swatch.
import type { GridColumn } from '@tamga/schema'
import type { RecordRow } from './compile/index.ts'

/**
 * Where the portal's API answers (the portal's `API_BASE`): uploads are read from
 * `{base}/records/{krud}/uploads/{id}`, with the session cookie, as images and links need.
 */
export const UPLOADS_API_BASE = '/api'

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A value's items: an array, an array written as JSON text, or the one value. */
function itemsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (typeof value === 'string' && value.trimStart().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value)
      if (Array.isArray(parsed)) return parsed
    } catch {
      // Not JSON after all: the text is one value.
    }
  }
  return value === null || value === undefined || value === '' ? [] : [value]
}

/**
 * The addresses of the files an image or file column's value names: each upload id (what the
 * form stores: one id, an array of ids, or the array as JSON text) becomes its address under the
 * records API; a value that is already an address (`https://…`, `/assets/…`) is kept. Anything
 * else names no file.
 *
 * @example fileUrls('["0b5c…"]', 'news') // ['/api/records/news/uploads/0b5c…']
 */
export function fileUrls(value: unknown, krud: string, apiBase: string = UPLOADS_API_BASE): string[] {
  const urls: string[] = []
  for (const item of itemsOf(value)) {
    if (typeof item !== 'string') continue
    const text = item.trim()
    if (UPLOAD_ID.test(text)) urls.push(`${apiBase}/records/${encodeURIComponent(krud)}/uploads/${text.toLowerCase()}`)
    else if (/^https?:\/\//i.test(text) || (text.startsWith('/') && !text.startsWith('//'))) urls.push(text)
  }
  return urls
}

/** Schemes a cell's link may lead to; anything else (`javascript:`, `data:`) is not a link. */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

function textOf(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/**
 * The address a link column's cell leads to: the column's URL with each `{column}` replaced by
 * the row's value. A value inside the URL is escaped (`/news/{id}`); a value that is the whole
 * beginning of the URL (`{website}`) is itself an address, and gets `https://` when it has no
 * scheme (`www.unesco.org`). `undefined` when a value is missing or the address would run script.
 *
 * @example linkHref({ url: '/news/{id}' }, { id: 7 }) // '/news/7'
 */
export function linkHref(link: NonNullable<GridColumn['link']>, row: RecordRow): string | undefined {
  let missing = false
  const href = link.url.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_match, name: string, offset: number) => {
    const text = textOf(row[name]).trim()
    if (text === '') missing = true
    // `@` may stand in a path as it is, and `mailto:{email}` reads better with it.
    if (offset > 0) return encodeURIComponent(text).replace(/%40/g, '@')
    return /^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('/') || !text.includes('.') ? text : `https://${text}`
  })
  if (missing) return undefined
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(href)?.[1]?.toLowerCase()
  if (scheme !== undefined && !SAFE_SCHEMES.has(scheme)) return undefined
  return href
}

/** Where a link opens: the document's `self` in the same tab, `blank` and `new` in another. */
export function linkTarget(link: NonNullable<GridColumn['link']>): '_self' | '_blank' {
  return (link.target ?? 'self') === 'self' ? '_self' : '_blank'
}

/** The values a tag column's cell shows as tags: each item of a list, or the one value. */
export function tagValues(value: unknown): Array<string | number | boolean> {
  return itemsOf(value).filter(
    (item): item is string | number | boolean =>
      (typeof item === 'string' && item.trim() !== '') || typeof item === 'number' || typeof item === 'boolean',
  )
}

/** antd's preset tag colours, in the order values are spread over them. */
export const TAG_COLORS = [
  'blue',
  'green',
  'gold',
  'purple',
  'cyan',
  'magenta',
  'volcano',
  'geekblue',
  'lime',
  'orange',
] as const

/** The colour of a tag: the same value always gets the same colour, on every page and screen. */
export function tagColor(value: string | number | boolean): (typeof TAG_COLORS)[number] {
  const text = String(value)
  let hash = 0
  for (let index = 0; index < text.length; index += 1) hash = (hash * 31 + text.charCodeAt(index)) >>> 0
  return TAG_COLORS[hash % TAG_COLORS.length] ?? 'blue'
}

const CSS_COLOR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|[a-z]{3,20})$/i

/** The colour a colour column's value paints its swatch with, or `undefined` when it is not a colour. */
export function swatchColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  return CSS_COLOR.test(text) ? text : undefined
}
