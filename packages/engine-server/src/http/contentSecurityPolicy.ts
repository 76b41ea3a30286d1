// The Content Security Policy of each kind of answer the server gives: the portal (the admin,
// the forms, sign-in), the public site's server-rendered pages, the API's description page
// (swagger-ui) and the API itself. Each allowance beyond `'self'` is here with the reason it
// exists; SECURITY.md lists them for people deploying Tamga.
import { createHash } from 'node:crypto'

/** A policy's directives by name, each with its sources. */
export type CspDirectives = Readonly<Record<string, readonly string[]>>

/**
 * The header value of a policy: `name source …` joined with `; `. A directive without
 * sources is written alone (`upgrade-insecure-requests`).
 *
 * @example serializeCsp({ 'default-src': ["'self'"], 'object-src': ["'none'"] })
 * // "default-src 'self'; object-src 'none'"
 */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

/**
 * The source that allows one inline `<script>` or `<style>` whose text is exactly `text`:
 * `'sha256-…'` of its UTF-8 bytes, in base64, as browsers compute it.
 *
 * @example cspHash("alert('hi')") // "'sha256-…'"
 */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** Whether the site is reached over TLS (`PUBLIC_URL` is https). */
const isHttps = (publicUrl: string): boolean => publicUrl.startsWith('https:')

/**
 * What every page of ours shares: nothing from elsewhere by default, no plugins, no `<base>`
 * pointing elsewhere, forms sent only here, and framed only by our own pages. `'self'` and not
 * `'none'` for frame-ancestors: the mock-up builder shows the app's own routes (admin pages and
 * the site's) in iframes of the same origin; another site still cannot frame them.
 */
function pageDirectives(publicUrl: string): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    // Behind https every address of a page is fetched over https too; on plain http (a
    // development machine) the directive would break every request, so it is left out.
    ...(isHttps(publicUrl) ? { 'upgrade-insecure-requests': [] } : {}),
  }
}

/**
 * Pictures may come from any https address: staff put pictures hosted elsewhere in rich texts
 * (news, pages), and the project's map tiles (`project.map`) are on the tile provider's host.
 * A picture runs nothing. `data:` for the small icons libraries inline in their CSS, `blob:` for
 * the previews of a picture chosen before it is uploaded.
 */
const PICTURES = ["'self'", 'data:', 'blob:', 'https:']

/**
 * Video and recordings may come from any https address too: the site's articles play them from
 * the project's media host (`media_url`, e.g. `https://media.heritage.example.com/…`), and an
 * upload is played from here.
 */
const MEDIA = ["'self'", 'blob:', 'https:']

/** The WebSocket address of the site (`wss://host` for https): GraphQL subscriptions. */
function webSocketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl)
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`
}

/**
 * The portal's policy (`index.html` and every file of the built app):
 * - `script-src 'unsafe-eval'`: a form is checked in the browser by @rjsf/validator-ajv8, and
 *   ajv compiles each JSON Schema to a function with `new Function` (seen in the built bundle's
 *   validator chunk; without the allowance a record form does not even draw in Chromium). The
 *   forms are documents read at run time and edited live in the builder,
 *   so there is no fixed set of schemas to precompile at build time (ajv's standalone code);
 *   compiling them on the server into served modules is possible, and would drop this
 *   allowance. The portal writes no inline script, so `'unsafe-inline'` is not needed for
 *   scripts; the public site, which has no validator, does without `'unsafe-eval'`.
 * - `style-src 'unsafe-inline'`: antd 6 (@ant-design/cssinjs) inserts `<style>` elements at
 *   run time, and so do ag-grid's themes and the rich text editor (tiptap). antd and ag-grid
 *   take a nonce, but a nonce needs `index.html` rewritten per answer, and some components set
 *   the `style` attribute through `setAttribute` (antd's auto-sized textarea), which no nonce
 *   allows. A style cannot run code.
 * - `connect-src` the site's WebSocket address besides `'self'`: browsers that do not yet count
 *   `wss:` of the same host as `'self'` still reach the subscriptions.
 */
export function portalPolicy(publicUrl: string): string {
  return serializeCsp({
    ...pageDirectives(publicUrl),
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': PICTURES,
    'media-src': MEDIA,
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", webSocketOrigin(publicUrl)],
  })
}

/** What a server-rendered page of the public site writes inline (see `documentInlineCode`). */
export interface SiteInlineCode {
  /** The texts of its inline `<script>` elements that run. */
  scripts: readonly string[]
  /** The texts of its `<style>` elements. */
  styles: readonly string[]
}

/**
 * Where Google's tag (gtag.js, GA4) loads its script from and sends page views to, as Google's
 * guide to the tag under a Content Security Policy lists them.
 */
const GOOGLE_TAG = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
}

/**
 * The policy of one page of the public site: its inline style sheet and scripts allowed by
 * their hashes and nothing else inline. Hashes and not nonces: a page is kept by this server
 * for a few seconds and by shared caches (`s-maxage`), so the same bytes are answered many
 * times, where a nonce must be new in each answer; a hash also stays the same for the same
 * page. The embedded payload (`<script type="application/json">`) is data and runs nothing.
 * With the project's analytics id (`analytics: true`), Google's tag may load and report.
 *
 * @example sitePolicy('https://heritage.mn', { scripts: [], styles: [SITE_STYLES] }, false)
 */
export function sitePolicy(publicUrl: string, inline: SiteInlineCode, analytics: boolean): string {
  return serializeCsp({
    ...pageDirectives(publicUrl),
    'script-src': ["'self'", ...inline.scripts.map(cspHash), ...(analytics ? GOOGLE_TAG.script : [])],
    'style-src': ["'self'", ...inline.styles.map(cspHash)],
    'img-src': PICTURES,
    'media-src': MEDIA,
    'connect-src': ["'self'", ...(analytics ? GOOGLE_TAG.connect : [])],
  })
}

/**
 * The policy of the API's description page (`{apiBase}/docs`, swagger-ui): its own scripts, its
 * logo as a `data:` picture, the description and "try it out" requests to this server. Its
 * bundle inserts a `<style>` element as it starts (seen in Chromium), so inline styles are
 * allowed; the page shows only the API's own description. No one needs to frame it.
 */
export function docsPolicy(publicUrl: string): string {
  return serializeCsp({
    ...pageDirectives(publicUrl),
    'frame-ancestors': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
  })
}

/**
 * The API's answers (JSON, files): never a page, so nothing may load or run if one is opened
 * as a document, and nothing may frame it.
 */
export const API_POLICY = serializeCsp({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] })
