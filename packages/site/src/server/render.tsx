import { PassThrough, Readable } from 'node:stream'
import type { SitePayload } from '@tamga/schema'
import { renderToPipeableStream } from 'react-dom/server'
import { htmlLang } from '../format.ts'
import { SiteApp } from '../SiteApp.tsx'
import { SITE_STYLES } from '../styles.ts'

/** The browser side's built files, as the server found them in Vite's manifest. */
export interface SiteAssets {
  /** The client entry's address (`/_site/assets/client-….js`); null renders a page without script. */
  script: string | null
  /** Chunks the entry imports, announced early with `modulepreload`. */
  preload?: string[]
}

/** How a page is rendered. */
export interface RenderSitePageOptions {
  /** Told about errors React recovered from (the page still renders). */
  onError?: (error: unknown) => void
  /**
   * How long the renderer may take before it gives up.
   *
   * @default 10000
   */
  timeoutMs?: number
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text made safe for HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
}

/**
 * JSON safe inside a `<script>`: every `<` written as `\u003c`, so no `</script>` or `<!--` in a
 * record's title can end the script early. U+2028/2029 are escaped too, for old parsers.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** An address of the site made absolute with its origin, as link previews need. */
function absolute(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`
}

/** The document's `<head>` and the opening of its body, up to where React's HTML goes. */
export function documentHead(payload: SitePayload, assets: SiteAssets): string {
  const { chrome, meta: page } = payload
  const url = absolute(chrome.origin, page.path)
  const parts = [
    '<!doctype html>',
    `<html lang="${htmlLang(chrome.language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:type', page.type),
    meta('property', 'og:url', url),
    meta('property', 'og:site_name', chrome.title),
    meta('property', 'og:locale', chrome.language),
    ...chrome.languages
      .filter((language) => language.code !== chrome.language)
      .map((language) => meta('property', 'og:locale:alternate', language.code)),
    ...(page.image === null ? [] : [meta('property', 'og:image', absolute(chrome.origin, page.image))]),
    meta('name', 'twitter:card', page.image === null ? 'summary' : 'summary_large_image'),
    ...chrome.languages.map(
      (language) =>
        `<link rel="alternate" hreflang="${htmlLang(language.code)}" href="${escapeHtml(`${absolute(chrome.origin, pathWithoutQuery(page.path))}?lang=${language.code}`)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(chrome.origin, pathWithoutQuery(page.path)))}">`,
    ...(chrome.favicon === null ? [] : [`<link rel="icon" href="${escapeHtml(chrome.favicon)}">`]),
    ...(assets.script === null ? [] : [`<link rel="modulepreload" href="${escapeHtml(assets.script)}">`]),
    ...(assets.preload ?? []).map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    `<style>${SITE_STYLES}</style>`,
    ...(chrome.analyticsId === null || chrome.analyticsId === '' ? [] : analyticsTag(chrome.analyticsId)),
    '</head>',
    '<body>',
    '<div id="site-root">',
  ]
  return parts.join('')
}

function pathWithoutQuery(path: string): string {
  const end = path.search(/[?#]/)
  return end === -1 ? path : path.slice(0, end)
}

/** Google's page-view tag (gtag.js). Client-side navigation is counted by its history-change measurement. */
function analyticsTag(id: string): string[] {
  return [
    `<script async src="https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}"></script>`,
    `<script>${analyticsScript(id)}</script>`,
  ]
}

/** The inline half of {@link analyticsTag}: the data layer and the page view. */
function analyticsScript(id: string): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${scriptJson(id)})`
}

/** The code a page writes inline, each element's text exactly as it is in the document. */
export interface DocumentInlineCode {
  /** The texts of the `<script>` elements the browser runs. */
  scripts: string[]
  /** The texts of the `<style>` elements. */
  styles: string[]
}

/**
 * The inline code a page of `payload` carries, exactly as {@link documentHead} writes it: the
 * style sheet, and the analytics tag's script when the project has an analytics id. The server
 * allows these and nothing else inline, by their hashes, in the page's Content Security Policy.
 * The payload's `application/json` script is data the browser never runs: it needs no allowance.
 */
export function documentInlineCode(payload: SitePayload): DocumentInlineCode {
  const id = payload.chrome.analyticsId
  return { scripts: id === null || id === '' ? [] : [analyticsScript(id)], styles: [SITE_STYLES] }
}

/** What follows React's HTML: the payload the browser hydrates from, and the entry script. */
export function documentTail(payload: SitePayload, assets: SiteAssets): string {
  return [
    '</div>',
    `<script type="application/json" id="site-payload">${scriptJson(payload)}</script>`,
    assets.script === null ? '' : `<script type="module" src="${escapeHtml(assets.script)}"></script>`,
    '</body>',
    '</html>',
  ].join('')
}

async function* documentChunks(head: string, body: AsyncIterable<Buffer | string>, tail: string) {
  yield Buffer.from(head)
  for await (const chunk of body) yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk
  yield Buffer.from(tail)
}

/**
 * Renders a public page into a whole HTML document, streamed by React from the same
 * components the browser hydrates. The promise settles once everything is rendered (not only
 * the shell), so crawlers and `curl` get the full content; it rejects when the shell fails.
 *
 * @example
 * const html = await renderSitePage(payload, { script: '/_site/assets/client-3f2a.js' })
 * reply.type('text/html; charset=utf-8').send(html)
 */
export function renderSitePage(
  payload: SitePayload,
  assets: SiteAssets,
  options: RenderSitePageOptions = {},
): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough()
    // React starts rendering on a later tick, so the stream exists before any callback runs.
    const stream = renderToPipeableStream(<SiteApp payload={payload} />, {
      onAllReady() {
        clearTimeout(timer)
        stream.pipe(body)
        const chunks = documentChunks(documentHead(payload, assets), body, documentTail(payload, assets))
        resolve(Readable.from(chunks, { objectMode: false }))
      },
      onShellError(error) {
        clearTimeout(timer)
        reject(error)
      },
      onError(error) {
        options.onError?.(error)
      },
    })
    const timer = setTimeout(
      () => stream.abort(new Error('the page took too long to render')),
      options.timeoutMs ?? 10_000,
    )
  })
}

/** {@link renderSitePage} read to the end: the whole document as text (tests, prerendering). */
export async function renderSitePageToString(
  payload: SitePayload,
  assets: SiteAssets = { script: null },
  options?: RenderSitePageOptions,
): Promise<string> {
  const stream = await renderSitePage(payload, assets, options)
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string))
  return Buffer.concat(chunks).toString('utf8')
}
