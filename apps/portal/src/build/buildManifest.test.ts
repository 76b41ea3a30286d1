// The build plugin lives in build/ beside vite.config.ts; its test sits here because the
// workspace's test run looks for app tests under src/.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { build } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { afterAll, describe, expect, it } from 'vitest'
import {
  BUILD_ID_LENGTH,
  BUILD_ID_PLACEHOLDER,
  buildIdOf,
  buildManifest,
  buildManifestOf,
  type LatestBuild,
} from '../../build/buildManifest.ts'

describe('buildManifestOf', () => {
  const files = [
    { fileName: 'index.html', content: '<script src="/assets/index-a.js"></script>' },
    { fileName: 'assets/index-a.js', content: 'console.log(1)' },
    { fileName: 'assets/logo.png', content: new Uint8Array([1, 2, 3]) },
  ]

  it('names latest.json and meta/{id}.json, both with the same id and timestamp', () => {
    const manifest = buildManifestOf(files, 1_700_000_000_000)
    expect(manifest.latestFileName).toBe('builds/latest.json')
    expect(manifest.metaFileName).toBe(`builds/meta/${manifest.latest.id}.json`)
    expect(manifest.latest).toEqual({ id: manifest.meta.id, timestamp: 1_700_000_000_000 })
    expect(manifest.meta.files).toEqual(['assets/index-a.js', 'assets/logo.png', 'index.html'])
  })

  it('the id is a hash of the files: the same files in any order give the same id', () => {
    const id = buildIdOf(files)
    expect(id).toMatch(new RegExp(`^[0-9a-f]{${BUILD_ID_LENGTH}}$`))
    expect(buildIdOf([...files].reverse())).toBe(id)
    expect(id).toHaveLength(BUILD_ID_PLACEHOLDER.length)
  })

  it('any change to a file, or to its name, gives a new id', () => {
    const id = buildIdOf(files)
    expect(
      buildIdOf(files.map((f) => (f.fileName === 'assets/index-a.js' ? { ...f, content: 'console.log(2)' } : f))),
    ).not.toBe(id)
    expect(
      buildIdOf(files.map((f) => (f.fileName === 'assets/logo.png' ? { ...f, fileName: 'assets/logo2.png' } : f))),
    ).not.toBe(id)
  })

  it('the time of the build does not change the id', () => {
    expect(buildManifestOf(files, 1).latest.id).toBe(buildManifestOf(files, 2).latest.id)
  })

  it('files already under builds/ are not hashed', () => {
    const withOld = [...files, { fileName: 'builds/latest.json', content: '{"id":"old"}' }]
    expect(buildManifestOf(withOld, 1).latest.id).toBe(buildIdOf(files))
  })
})

describe('the buildManifest plugin in a real Vite build', () => {
  const cleanup: string[] = []
  afterAll(async () => {
    await Promise.all(cleanup.map((dir) => rm(dir, { recursive: true, force: true })))
  })

  /** Builds a one-page app with the plugin and returns its output folder. */
  async function buildApp(timestamp: number): Promise<string> {
    const root = await mkdtemp(join(tmpdir(), 'tamga-portal-build-'))
    cleanup.push(root)
    await writeFile(
      join(root, 'index.html'),
      '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
    )
    await writeFile(join(root, 'main.js'), 'document.body.dataset.build = import.meta.env.TAMGA_BUILD_ID\n')
    const outDir = join(root, 'dist')
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      // As in vite.config.ts: the compression plugin runs before the id is put in.
      plugins: [
        buildManifest({ now: () => timestamp }),
        compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 0, skipIfLargerOrEqual: false }),
      ],
      build: { outDir, emptyOutDir: true },
    })
    return outDir
  }

  it('writes builds/latest.json and builds/meta/{id}.json with matching ids, and puts the id in the client', async () => {
    const outDir = await buildApp(1_700_000_000_000)
    const latest = JSON.parse(await readFile(join(outDir, 'builds', 'latest.json'), 'utf8')) as LatestBuild
    expect(latest).toEqual({ id: expect.stringMatching(/^[0-9a-f]{16}$/), timestamp: 1_700_000_000_000 })

    const meta = JSON.parse(await readFile(join(outDir, 'builds', 'meta', `${latest.id}.json`), 'utf8')) as LatestBuild
    expect(meta).toMatchObject(latest)
    expect(await readdir(join(outDir, 'builds', 'meta'))).toEqual([`${latest.id}.json`])

    const assets = await readdir(join(outDir, 'assets'))
    const script = assets.find((name) => name.endsWith('.js'))
    expect(script).toBeDefined()
    const code = await readFile(join(outDir, 'assets', script ?? ''), 'utf8')
    expect(code).toContain(latest.id)
    expect(code).not.toContain(BUILD_ID_PLACEHOLDER)
    // The copies a browser is really sent say the same.
    expect(brotliDecompressSync(await readFile(join(outDir, 'assets', `${script}.br`))).toString()).toBe(code)
    expect(gunzipSync(await readFile(join(outDir, 'assets', `${script}.gz`))).toString()).toBe(code)
  })

  it('building the same sources again gives the same id, at a new time', async () => {
    const first = JSON.parse(await readFile(join(await buildApp(1), 'builds', 'latest.json'), 'utf8')) as LatestBuild
    const second = JSON.parse(await readFile(join(await buildApp(2), 'builds', 'latest.json'), 'utf8')) as LatestBuild
    expect(second.id).toBe(first.id)
    expect(second.timestamp).toBe(2)
  })
})
