import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'
import { API_POLICY, docsPolicy, portalPolicy } from './contentSecurityPolicy.ts'
import { isApiPath, pathOf } from './notFound.ts'

/** Options of {@link securityHeadersPlugin}. */
export interface SecurityHeadersOptions {
  /** `PUBLIC_URL`: HSTS and `upgrade-insecure-requests` only when it is https. */
  publicUrl: string
  /** The API base path: its answers get the API's policy, `{apiBase}/docs` the docs page's. */
  apiBase: string
}

/** How long a browser keeps to https once told (a year, HSTS's usual value). */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/**
 * The policy an answer gets when its route set none: the API's description page (where
 * docsPlugin serves swagger-ui), the API's answers, else the portal's (its `index.html`, its
 * files, the project's public files). A PDF under the API gets none, as the upload route
 * already decided for PDFs: the browser's PDF viewer runs in the document the policy would
 * govern (a plugin, which `default-src 'none'` refuses). The public site's pages set their own
 * (sitePolicy).
 */
export function defaultPolicyFor(
  url: string,
  contentType: string | undefined,
  options: SecurityHeadersOptions,
): string | undefined {
  const path = pathOf(url)
  const docs = `${options.apiBase}/docs`
  if (path === docs || path.startsWith(`${docs}/`)) return docsPolicy(options.publicUrl)
  if (!isApiPath(path, options.apiBase)) return portalPolicy(options.publicUrl)
  return contentType?.startsWith('application/pdf') === true ? undefined : API_POLICY
}

/**
 * The headers that govern a document (a page, a frame, a window) and mean nothing on a script,
 * a style sheet, a font or a raster picture the page loads: {@link isSubresourceFile} answers
 * go without them. About 600 bytes an answer, sent with each of the hundred-odd files of a first
 * visit, on a slow link.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const

/**
 * Whether an answer is a file outside the API that a browser only ever runs or draws inside a
 * page of ours: a script, a style sheet, a font, a raster picture. Not HTML or SVG, which open
 * as documents of their own and keep every header; not JSON or anything else. A worker script
 * would take its policy from its own answer: the portal starts no worker.
 */
export function isSubresourceFile(url: string, contentType: string | undefined, apiBase: string): boolean {
  if (contentType === undefined || isApiPath(pathOf(url), apiBase)) return false
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  if (type === 'image/svg+xml') return false
  return (
    type === 'text/javascript' ||
    type === 'application/javascript' ||
    type === 'text/css' ||
    type.startsWith('font/') ||
    type.startsWith('image/')
  )
}

/**
 * The security headers of every answer, through @fastify/helmet: `X-Frame-Options: SAMEORIGIN`
 * (only our own pages frame ours: the mock-up builder), `Referrer-Policy:
 * strict-origin-when-cross-origin`, `X-Content-Type-Options: nosniff`, HSTS when `PUBLIC_URL`
 * is https (a plain-http deployment would otherwise lock its visitors out), and helmet's
 * cross-origin isolation headers. The Content Security Policy is chosen per answer
 * ({@link defaultPolicyFor}) unless the route set its own: the site's pages (hashes of their
 * inline code), a printout, an upload. The scripts, styles, fonts and pictures the pages load
 * keep only what applies to them ({@link DOCUMENT_ONLY_HEADERS}). Registered before every
 * route, without encapsulation.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    await app.register(helmet, {
      global: true,
      // One policy does not fit the portal, the site and the API: set in onSend below.
      contentSecurityPolicy: false,
      xFrameOptions: { action: 'sameorigin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Not includeSubDomains: the site's parent domain may serve other hosts over plain http.
      strictTransportSecurity: options.publicUrl.startsWith('https:')
        ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false }
        : false,
    })
    app.addHook('onSend', async (request, reply, payload) => {
      const contentType = reply.getHeader('content-type')
      const type = typeof contentType === 'string' ? contentType : undefined
      if (isSubresourceFile(request.url, type, options.apiBase)) {
        // helmet writes on the raw answer, Fastify's own headers live on the reply.
        for (const header of DOCUMENT_ONLY_HEADERS) {
          reply.removeHeader(header)
          reply.raw.removeHeader(header)
        }
        return payload
      }
      if (reply.hasHeader('content-security-policy')) return payload
      const policy = defaultPolicyFor(request.url, type, options)
      if (policy !== undefined) reply.header('content-security-policy', policy)
      return payload
    })
  },
  { name: 'tamga-security-headers', fastify: '5.x' },
)
