import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { projectKind } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts'
import { MemoryDocumentStore, testConfig } from './testing.ts'

// A script as a build leaves it: big enough to be worth compressing, with the build's own
// `.br` and `.gz` beside it. The pre-compressed copies are made with a marker comment the
// original lacks, so an answer shows which file it came from.
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `үг ${i}`))}\n`
const BUILT_BR = brotliCompressSync(`${SCRIPT}// br\n`)
const BUILT_GZ = gzipSync(`${SCRIPT}// gz\n`)
const UNPAIRED = `export const more = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `мөр ${i}`))}\n`
const INDEX_HTML = `<!doctype html><html lang="mn"><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`

const varies = (header: string | string[] | number | undefined) =>
  String(header ?? '')
    .toLowerCase()
    .includes('accept-encoding')

describe('answers on the wire', () => {
  let root: string
  let app: TamgaApp
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tamga-compression-'))
    const dist = join(root, 'dist')
    await mkdir(join(dist, 'assets'), { recursive: true })
    await writeFile(join(dist, 'index.html'), INDEX_HTML)
    await writeFile(join(dist, 'assets/app-Ab12Cd34.js'), SCRIPT)
    await writeFile(join(dist, 'assets/app-Ab12Cd34.js.br'), BUILT_BR)
    await writeFile(join(dist, 'assets/app-Ab12Cd34.js.gz'), BUILT_GZ)
    await writeFile(join(dist, 'assets/more-Ef56Gh78.js'), UNPAIRED)
    app = buildApp({
      config: testConfig({ portalDir: dist, projectDir: join(root, 'project') }),
      store: new MemoryDocumentStore([projectKind.example]),
      logger: false,
    })
  })
  afterAll(async () => {
    await app.close()
    await rm(root, { recursive: true, force: true })
  })

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    })

  it('sends a built script’s own brotli copy, as it is, to a browser that accepts brotli', async () => {
    const response = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br, zstd')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(varies(response.headers.vary)).toBe(true)
    expect(String(response.headers['content-type'])).toContain('javascript')
    // Byte for byte the build's file: not compressed a second time.
    expect(response.rawPayload.equals(BUILT_BR)).toBe(true)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${SCRIPT}// br\n`)
    expect(response.headers['cache-control']).toContain('immutable')
  })

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const response = await get('/assets/app-Ab12Cd34.js', 'gzip')
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(varies(response.headers.vary)).toBe(true)
    expect(response.rawPayload.equals(BUILT_GZ)).toBe(true)
    expect(gunzipSync(response.rawPayload).toString()).toBe(`${SCRIPT}// gz\n`)
  })

  it('sends the file itself to a client that did not ask for an encoding', async () => {
    for (const asked of [undefined, 'identity']) {
      const response = await get('/assets/app-Ab12Cd34.js', asked)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBeUndefined()
      expect(response.body).toBe(SCRIPT)
    }
  })

  it('compresses once, on the fly, a file the build left without copies', async () => {
    const response = await get('/assets/more-Ef56Gh78.js', 'br')
    expect(response.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(UNPAIRED)
  })

  it('compresses the app’s page and an API answer by what the client accepts', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/admin',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(page.rawPayload).toString()).toBe(INDEX_HTML)

    const plain = await get('/api/docs/json')
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES)
    const compressed = await get('/api/docs/json', 'br;q=1, gzip;q=0.5')
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(varies(compressed.headers.vary)).toBe(true)
    expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 3)
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(JSON.parse(plain.body))
  })

  it('leaves an answer below the threshold as it is, its status kept', async () => {
    const response = await get('/api/no-such-route', 'br, gzip')
    expect(response.statusCode).toBe(404)
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.json()).toMatchObject({ status: false, code: 'NOT_FOUND' })
  })
})
