import { describe, expect, it } from 'vitest'
import { API_POLICY, cspHash, docsPolicy, portalPolicy, serializeCsp, sitePolicy } from './contentSecurityPolicy.ts'

/** A policy's directives by name. */
function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

describe('Content Security Policies', () => {
  it('hashes an inline script as browsers do (the CSP specification’s own example)', () => {
    expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='")
  })

  it('writes a directive without sources alone', () => {
    expect(serializeCsp({ 'default-src': ["'self'"], 'upgrade-insecure-requests': [] })).toBe(
      "default-src 'self'; upgrade-insecure-requests",
    )
  })

  it('lets the portal evaluate (its form validator compiles schemas) but never run inline scripts', () => {
    const portal = directivesOf(portalPolicy('http://localhost:8080'))
    expect(portal.get('script-src')).toEqual(["'self'", "'unsafe-eval'"])
    expect(portal.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(portal.get('frame-ancestors')).toEqual(["'self'"])
    expect(portal.get('object-src')).toEqual(["'none'"])
    expect(portal.get('connect-src')).toEqual(["'self'", 'ws://localhost:8080'])
  })

  it('lets the site run only the inline code it wrote, by hash, and nothing evaluated', () => {
    const site = directivesOf(sitePolicy('https://heritage.mn', { scripts: ['gtag()'], styles: ['body{}'] }, false))
    expect(site.get('script-src')).toEqual(["'self'", cspHash('gtag()')])
    expect(site.get('style-src')).toEqual(["'self'", cspHash('body{}')])
    expect(site.get('frame-ancestors')).toEqual(["'self'"])
    // Articles play their video from the project's media host.
    expect(site.get('media-src')).toContain('https:')
  })

  it('lets Google’s tag load and report only on a site with an analytics id', () => {
    const without = directivesOf(sitePolicy('https://heritage.mn', { scripts: [], styles: [] }, false))
    const withTag = directivesOf(sitePolicy('https://heritage.mn', { scripts: [], styles: [] }, true))
    expect(without.get('script-src')).toEqual(["'self'"])
    expect(without.get('connect-src')).toEqual(["'self'"])
    expect(withTag.get('script-src')).toContain('https://*.googletagmanager.com')
    expect(withTag.get('connect-src')).toContain('https://*.google-analytics.com')
  })

  it('upgrades a page’s plain-http addresses only when the site is https', () => {
    expect(portalPolicy('https://heritage.mn')).toContain('upgrade-insecure-requests')
    expect(portalPolicy('https://heritage.mn')).toContain('wss://heritage.mn')
    expect(portalPolicy('http://localhost:8080')).not.toContain('upgrade-insecure-requests')
    expect(sitePolicy('http://localhost:8080', { scripts: [], styles: [] }, false)).not.toContain(
      'upgrade-insecure-requests',
    )
  })

  it('lets nobody frame the API or its description page', () => {
    expect(directivesOf(docsPolicy('http://localhost:8080')).get('frame-ancestors')).toEqual(["'none'"])
    expect(API_POLICY).toBe("default-src 'none'; frame-ancestors 'none'")
  })
})
