import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { projectKind } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../../app.ts'
import { MemoryDocumentStore, testConfig } from '../../http/testing.ts'
import { cacheControlFor, IMMUTABLE_CACHE, isHashedAsset, looksLikeFile, REVALIDATE_CACHE } from './index.ts'

const INDEX_HTML = '<!doctype html><html lang="mn"><body><div id="root"></div></body></html>'
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true })
    await writeFile(join(root, path), contents)
  }
}

describe('portal caching rules', () => {
  it('caches only hashed build outputs under assets/ for good', () => {
    expect(isHashedAsset('assets/index-JoMHKV2B.js')).toBe(true)
    expect(isHashedAsset('assets/index-BMJxG72v.css')).toBe(true)
    expect(isHashedAsset('assets/logo.svg')).toBe(false)
    expect(isHashedAsset('assets/heritage-building.svg')).toBe(false)
    expect(isHashedAsset('index-JoMHKV2B.js')).toBe(false)
    expect(cacheControlFor('index.html')).toBe(REVALIDATE_CACHE)
    expect(cacheControlFor('builds/latest.json')).toBe(REVALIDATE_CACHE)
    expect(cacheControlFor('assets/app-Ab12Cd34.js')).toBe(IMMUTABLE_CACHE)
    expect(cacheControlFor('assets/app-Ab12Cd34.js.br')).toBe(IMMUTABLE_CACHE)
    expect(cacheControlFor('assets/app-Ab12Cd34.js.gz')).toBe(IMMUTABLE_CACHE)
    expect(cacheControlFor('index.html.br')).toBe(REVALIDATE_CACHE)
  })

  it('tells a file from an app route by its last segment', () => {
    expect(looksLikeFile('/favicon.png')).toBe(true)
    expect(looksLikeFile('/assets/x.js')).toBe(true)
    expect(looksLikeFile('/admin/p/12')).toBe(false)
    expect(looksLikeFile('/news.d/list')).toBe(false)
  })
})

describe('the portal', () => {
  let root: string
  let app: TamgaApp
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tamga-portal-'))
    await writeFiles(join(root, 'project', 'public'), {
      'assets/brand/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" id="project"/>',
      'robots.txt': 'project robots',
    })
    await writeFiles(join(root, 'dist'), {
      'index.html': INDEX_HTML,
      'assets/app-Ab12Cd34.js': 'console.log("app")',
      'assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'builds/latest.json': '{"id":"ebef5db7a79e18ff","timestamp":1795296143670}',
      'builds/meta/ebef5db7a79e18ff.json': '{"id":"ebef5db7a79e18ff","timestamp":1795296143670,"files":[]}',
      'robots.txt': 'User-agent: *',
      // A file at a path under the API base must never be served as a portal file.
      'api/lambda-config': 'not the API',
    })
    app = buildApp({
      config: testConfig({ portalDir: join(root, 'dist'), projectDir: join(root, 'project') }),
      store: new MemoryDocumentStore([projectKind.example]),
      logger: false,
    })
  })
  afterAll(async () => {
    await app.close()
    await rm(root, { recursive: true, force: true })
  })

  it('serves the project’s public files beside the portal’s, revalidated, the portal’s winning', async () => {
    const logo = await app.inject({ method: 'GET', url: '/assets/brand/logo.svg' })
    expect(logo.statusCode).toBe(200)
    expect(logo.body).toContain('id="project"')
    expect(logo.headers['cache-control']).toBe(REVALIDATE_CACHE)
    expect((await app.inject({ method: 'GET', url: '/robots.txt' })).body).toBe('User-agent: *')
  })

  it('serves index.html at / without long caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: '*/*' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toBe(INDEX_HTML)
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('serves hashed assets with a year of immutable caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-Ab12Cd34.js' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('console.log("app")')
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('revalidates an unhashed file under assets/', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/logo.svg' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('serves builds/latest.json (with the client’s ?t= timestamp) and builds/meta with no-cache', async () => {
    const latest = await app.inject({ method: 'GET', url: '/builds/latest.json?t=1795296200000' })
    expect(latest.statusCode).toBe(200)
    expect(latest.json()).toEqual({ id: 'ebef5db7a79e18ff', timestamp: 1795296143670 })
    expect(latest.headers['cache-control']).toBe('no-cache')
    const meta = await app.inject({ method: 'GET', url: '/builds/meta/ebef5db7a79e18ff.json' })
    expect(meta.statusCode).toBe(200)
    expect(meta.headers['cache-control']).toBe('no-cache')
  })

  it('answers a conditional request for an unchanged file with 304', async () => {
    const first = await app.inject({ method: 'GET', url: '/builds/latest.json' })
    const again = await app.inject({
      method: 'GET',
      url: '/builds/latest.json',
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })

  it('serves a byte range of a file, and answers a range past its end with 416', async () => {
    const part = await app.inject({ method: 'GET', url: '/robots.txt', headers: { range: 'bytes=0-9' } })
    expect(part.statusCode).toBe(206)
    expect(part.body).toBe('User-agent')
    const beyond = await app.inject({ method: 'GET', url: '/robots.txt', headers: { range: 'bytes=1000-2000' } })
    expect(beyond.statusCode).toBe(416)
    expect(beyond.json()).toMatchObject({ status: false, code: 'RANGE_NOT_SATISFIABLE' })
  })

  it('answers an app route a browser asks for with index.html (the SPA fallback)', async () => {
    for (const url of ['/admin/p/12', '/auth/login?redirect=%2Fadmin', '/auth/register', '/admin/', '/dom-zasal']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: BROWSER } })
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toBe(INDEX_HTML)
      expect(response.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('answers a path no route knows with 404 and index.html, so the browser shows the app’s 404 page (spec 2.4)', async () => {
    for (const url of ['/admin/no-such-page', '/admin/p', '/auth', '/select-role/x', '/something-random', '/builds']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: BROWSER } })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).toMatch(/^text\/html/)
      expect(response.body, url).toBe(INDEX_HTML)
      expect(response.headers['cache-control'], url).toBe('no-cache')
    }
    // A browser revalidating the page it kept still gets the whole page with the 404.
    const known = await app.inject({ method: 'GET', url: '/admin', headers: { accept: BROWSER } })
    const again = await app.inject({
      method: 'GET',
      url: '/admin/no-such-page',
      headers: { accept: BROWSER, 'if-none-match': String(known.headers.etag) },
    })
    expect(again.statusCode).toBe(404)
    expect(again.body).toBe(INDEX_HTML)
  })

  it('answers a HEAD for an app route like its GET, without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/admin', headers: { accept: BROWSER } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toBe('')
  })

  it('answers a missing file with 404, not with the HTML page', async () => {
    for (const url of ['/assets/x.js', '/favicon.png', '/builds/meta/0000000000000000.json']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: BROWSER } })
      expect(response.statusCode, url).toBe(404)
      expect(response.json(), url).toMatchObject({ status: false, code: 'NOT_FOUND' })
    }
  })

  it('answers 404 to a client that does not accept HTML, and to other methods', async () => {
    const json = await app.inject({ method: 'GET', url: '/admin/p/12', headers: { accept: 'application/json' } })
    expect(json.statusCode).toBe(404)
    expect(json.json()).toMatchObject({ status: false, code: 'NOT_FOUND' })
    const post = await app.inject({ method: 'POST', url: '/admin/p/12', payload: {} })
    expect(post.statusCode).toBe(404)
  })

  it('never answers an API path with a portal file or the HTML page', async () => {
    const config = await app.inject({ method: 'GET', url: '/api/lambda-config', headers: { accept: BROWSER } })
    expect(config.statusCode).toBe(200)
    expect(config.json()).toMatchObject({ status: true })
    const unknown = await app.inject({ method: 'GET', url: '/api/no-such-route', headers: { accept: BROWSER } })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ status: false, code: 'NOT_FOUND' })
  })

  it('never serves a file from outside the portal folder', async () => {
    await writeFile(join(root, '..', 'tamga-outside-secret.txt'), 'outside secret')
    try {
      for (const url of [
        '/../tamga-outside-secret.txt',
        '/assets/../../tamga-outside-secret.txt',
        '/assets/%2e%2e/%2e%2e/tamga-outside-secret.txt',
        '/assets/..%2f..%2ftamga-outside-secret.txt',
      ]) {
        const response = await app.inject({ method: 'GET', url, headers: { accept: BROWSER } })
        expect(response.body, url).not.toContain('outside secret')
        expect([403, 404], url).toContain(response.statusCode)
        expect(response.json(), url).toMatchObject({ status: false })
      }
    } finally {
      await rm(join(root, '..', 'tamga-outside-secret.txt'), { force: true })
    }
  })
})

describe('the portal before it is built', () => {
  let root: string
  let app: TamgaApp
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tamga-portal-unbuilt-'))
    await writeFiles(root, { 'assets/app-Ab12Cd34.js': 'console.log("half a build")' })
    app = buildApp({
      config: testConfig({ portalDir: root }),
      store: new MemoryDocumentStore([projectKind.example]),
      logger: false,
    })
  })
  afterAll(async () => {
    await app.close()
    await rm(root, { recursive: true, force: true })
  })

  it('answers every non-API path with 503 PORTAL_NOT_BUILT', async () => {
    for (const url of ['/', '/admin/p/12', '/assets/app-Ab12Cd34.js', '/favicon.png']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: BROWSER } })
      expect(response.statusCode, url).toBe(503)
      expect(response.json(), url).toEqual({
        status: false,
        code: 'PORTAL_NOT_BUILT',
        msg: 'Портал бүтээгдээгүй байна: `npm start` түүнийг бүтээнэ',
        enMsg: 'The portal is not built: `npm start` builds it',
        koMsg: '포털이 빌드되지 않았습니다. `npm start`로 빌드합니다',
      })
    }
  })

  it('still serves the API', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/lambda-config' })
    expect(response.statusCode).toBe(200)
  })

  it('serves the portal as soon as it is built, without a restart', async () => {
    await writeFile(join(root, 'index.html'), INDEX_HTML)
    const response = await app.inject({ method: 'GET', url: '/admin', headers: { accept: BROWSER } })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(INDEX_HTML)
  })
})

describe('the portal when its folder does not exist', () => {
  it('answers 503 PORTAL_NOT_BUILT and keeps the API up', async () => {
    const app = buildApp({
      config: testConfig({ portalDir: join(tmpdir(), 'tamga-no-such-portal-folder') }),
      store: new MemoryDocumentStore([projectKind.example]),
      logger: false,
    })
    try {
      const page = await app.inject({ method: 'GET', url: '/', headers: { accept: BROWSER } })
      expect(page.statusCode).toBe(503)
      expect(page.json()).toMatchObject({ code: 'PORTAL_NOT_BUILT' })
      expect((await app.inject({ method: 'GET', url: '/api/lambda-config' })).statusCode).toBe(200)
    } finally {
      await app.close()
    }
  })
})
