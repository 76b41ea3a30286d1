// The security headers on each kind of answer, through the whole server: the portal's HTML, a
// page of the public site, an API answer (a refusal too), the API's description page, and HSTS
// only when PUBLIC_URL is https.
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { projectKind } from '@tamga/schema'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { HERITAGE_DIR, seedHeritage } from '../records/testing.ts'
import { API_POLICY, docsPolicy, portalPolicy } from './contentSecurityPolicy.ts'
import { DOCUMENT_ONLY_HEADERS, HSTS_MAX_AGE_SECONDS } from './securityHeaders.ts'
import { MemoryDocumentStore, testConfig } from './testing.ts'

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
const PUBLIC_URL = 'http://heritage.test:8080'

/** A policy's directives by name. */
function directivesOf(policy: unknown): Map<string, string[]> {
  if (typeof policy !== 'string') throw new Error(`no Content Security Policy: ${String(policy)}`)
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

/** The headers every answer carries, whatever it is. */
function expectCommonHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(response.headers['x-content-type-options']).toBe('nosniff')
}

/** The browser's own hash of an inline element's text, computed here apart from the server's. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

// The heritage project on PGlite: the headers do not depend on the database.
const pglite = testBackends()[0]
if (pglite === undefined) throw new Error('PGlite is always a test backend')

describe('security headers', { timeout: 60_000 }, () => {
  const database = useMigratedDatabase(pglite)
  let app: TamgaApp
  let root: string

  beforeAll(async () => {
    await seedHeritage(database().db)
    root = await mkdtemp(join(tmpdir(), 'tamga-headers-'))
    await mkdir(join(root, 'portal'), { recursive: true })
    await writeFile(
      join(root, 'portal', 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    )
    await mkdir(join(root, 'portal', 'assets'), { recursive: true })
    await writeFile(join(root, 'portal', 'assets', 'app-Ab12Cd34.js'), 'console.log("app")')
    await writeFile(join(root, 'portal', 'assets', 'app-Ab12Cd34.css'), 'body{margin:0}')
    await writeFile(join(root, 'portal', 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    app = buildApp({
      config: testConfig({
        projectDir: HERITAGE_DIR,
        dataDir: join(root, 'data'),
        portalDir: join(root, 'portal'),
        publicUrl: PUBLIC_URL,
      }),
      store: createFolderStore(HERITAGE_DIR),
      database: database(),
      logger: false,
    })
    await app.ready()
  }, 60_000)
  afterAll(async () => {
    await app?.close()
    await rm(root, { recursive: true, force: true })
  })

  it('the portal’s HTML: its policy, framed only by our own pages', async () => {
    const response = await app.inject({ method: 'GET', url: '/admin/p/news', headers: { accept: BROWSER } })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<div id="root">')
    expectCommonHeaders(response)
    expect(response.headers['content-security-policy']).toBe(portalPolicy(PUBLIC_URL))
    const policy = directivesOf(response.headers['content-security-policy'])
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'")
    expect(response.headers['strict-transport-security']).toBeUndefined()
  })

  it('a script or style sheet of a page: only the headers that apply to it, none of a document’s', async () => {
    for (const url of ['/assets/app-Ab12Cd34.js', '/assets/app-Ab12Cd34.css']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      for (const header of DOCUMENT_ONLY_HEADERS) expect(response.headers[header], `${url} ${header}`).toBeUndefined()
    }
    // A picture that can open as a document of its own keeps everything.
    const svg = await app.inject({ method: 'GET', url: '/assets/logo.svg' })
    expectCommonHeaders(svg)
    expect(svg.headers['content-security-policy']).toBe(portalPolicy(PUBLIC_URL))
  })

  it('a page of the public site: its inline style sheet allowed by hash, no inline script, nothing evaluated', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: BROWSER } })
    expect(response.statusCode).toBe(200)
    expectCommonHeaders(response)
    const policy = directivesOf(response.headers['content-security-policy'])
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    // Every inline <style> and running <script> of the page, and nothing else, is allowed.
    const styles = [...response.body.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '')
    const scripts = [
      ...response.body.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
    ].map((match) => match[1] ?? '')
    expect(styles.length).toBeGreaterThan(0)
    expect(policy.get('style-src')).toEqual(["'self'", ...styles.map(sha256)])
    expect(policy.get('script-src')).toEqual(["'self'", ...scripts.map(sha256)])
    // The payload is data, never run.
    expect(response.body).toContain('<script type="application/json" id="site-payload">')
  })

  it('the site’s not-found page, answered through the portal’s fallback, carries the site’s policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page', headers: { accept: BROWSER } })
    expect(response.statusCode).toBe(404)
    expectCommonHeaders(response)
    expect(directivesOf(response.headers['content-security-policy']).get('style-src')?.[1]).toMatch(/^'sha256-/)
  })

  it('an API answer, and an API refusal: the common headers and a policy that loads nothing', async () => {
    for (const [url, status] of [
      ['/api/lambda-config', 200],
      ['/api/records/news', 401],
      ['/api/no-such-route', 404],
    ] as const) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(status)
      expect(response.headers['content-type']).toContain('application/json')
      expectCommonHeaders(response)
      expect(response.headers['content-security-policy']).toBe(API_POLICY)
    }
  })

  it('the API’s description page: swagger-ui’s own allowances, framed by nobody', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs', headers: { accept: BROWSER } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expectCommonHeaders(response)
    expect(response.headers['content-security-policy']).toBe(docsPolicy(PUBLIC_URL))
    // swagger-ui's page runs its scripts from files, none inline.
    expect(response.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/)
  })
})

describe('HSTS', () => {
  const portalAndApi = async (publicUrl: string) => {
    const app = buildApp({
      config: testConfig({ publicUrl }),
      store: new MemoryDocumentStore([projectKind.example]),
      logger: false,
    })
    try {
      return [
        await app.inject({ method: 'GET', url: '/api/lambda-config' }),
        await app.inject({ method: 'GET', url: '/admin', headers: { accept: BROWSER } }),
      ]
    } finally {
      await app.close()
    }
  }

  it('is sent on every answer when PUBLIC_URL is https', async () => {
    for (const response of await portalAndApi('https://heritage.mn')) {
      expect(response.headers['strict-transport-security']).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}`)
    }
  })

  it('is never sent when PUBLIC_URL is plain http: browsers would refuse the site', async () => {
    for (const response of await portalAndApi('http://10.0.0.5:8080')) {
      expect(response.headers['strict-transport-security']).toBeUndefined()
      expectCommonHeaders(response)
    }
  })
})
