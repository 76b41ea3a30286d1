// `npm start` runs the server from the esbuild bundle (bin/serverBundle.mjs); the `tamga`
// command must behave the same from the bundle as from the TypeScript sources.
import { execFile, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currentServerBundle, ensureServerBundle } from '../../bin/serverBundle.mjs'
import { SERVER_HEAP_MB, serverHeapFlags } from '../../bin/serverHeap.mjs'

const run = promisify(execFile)
const bin = join(import.meta.dirname, '..', '..', 'bin', 'tamga.mjs')
const heritage = join(import.meta.dirname, '..', '..', '..', '..', 'examples', 'heritage')

describe('the bundled server', { timeout: 60_000 }, () => {
  it('is current once built, and the tamga command answers from it as from the sources', async () => {
    const entry = await ensureServerBundle()
    expect(currentServerBundle()).toBe(entry)
    const fromBundle = await run(process.execPath, [bin, 'validate', heritage])
    const fromSource = await run(process.execPath, [bin, 'validate', heritage], {
      env: { ...process.env, TAMGA_FROM_SOURCE: '1' },
    })
    expect(fromBundle.stdout).toContain('all valid')
    expect(fromBundle.stdout).toBe(fromSource.stdout)
  })

  it('loads no npm package before a command runs, so tamga --help loads none of the server', async () => {
    const entry = await ensureServerBundle()
    const loaded = new Set<string>()
    const visit = (file: string) => {
      if (loaded.has(file)) return
      loaded.add(file)
      // esbuild writes each static import as one `import … from "…";` statement at a line's start.
      for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(
        /^import\s+(?:[^;]*?\s+from\s+)?"([^"]+)"/gm,
      )) {
        if (specifier.startsWith('./')) visit(join(dirname(file), specifier))
        else loaded.add(specifier)
      }
    }
    visit(entry)
    const packages = [...loaded].filter((specifier) => !specifier.startsWith('/') && !specifier.startsWith('node:'))
    expect(packages).toEqual([])
    const help = await run(process.execPath, [bin, '--help'])
    expect(help.stdout).toMatch(/^usage: tamga <command>/)
  })
})

describe('the heap tamga start serves with', () => {
  it('is capped unless Node was given a size, in its arguments or in NODE_OPTIONS', () => {
    expect(serverHeapFlags({ execArgv: [], nodeOptions: undefined })).toEqual([
      `--max-old-space-size=${SERVER_HEAP_MB}`,
    ])
    expect(serverHeapFlags({ execArgv: ['--cpu-prof'], nodeOptions: '--enable-source-maps' })).toEqual([
      `--max-old-space-size=${SERVER_HEAP_MB}`,
    ])
    expect(serverHeapFlags({ execArgv: ['--max-old-space-size=2048'], nodeOptions: '' })).toEqual([])
    expect(serverHeapFlags({ execArgv: [], nodeOptions: '--trace-gc --max_old_space_size=1024' })).toEqual([])
  })

  describe('from the tamga command', { timeout: 180_000 }, () => {
    let scratch: string
    beforeAll(async () => {
      await ensureServerBundle()
      scratch = await mkdtemp(join(tmpdir(), 'tamga-heap-'))
      await mkdir(join(scratch, 'portal'))
      await writeFile(join(scratch, 'portal', 'index.html'), '<!doctype html><title>Tamga</title>')
    })
    afterAll(async () => {
      await rm(scratch, { recursive: true, force: true })
    })

    /** Starts `tamga start` as a user does, reads the heap limit the server reports, and stops it. */
    async function reportedHeapLimitMb(env: Record<string, string>): Promise<number> {
      const child = spawn(process.execPath, [bin, 'start'], {
        env: {
          ...process.env,
          ...env,
          DATA_DIR: join(scratch, 'data'),
          DATABASE_URL: '',
          TAMGA_PORTAL_DIR: join(scratch, 'portal'),
          HOST: '127.0.0.1',
          PORT: String(20_000 + Math.floor(Math.random() * 20_000)),
          LOG_LEVEL: 'debug',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
      let output = ''
      const limit = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          output += chunk
          const match = /V8 heap limit: (\d+) MB/.exec(output)
          if (match !== null) resolve(Number(match[1]))
        })
        child.once('exit', () => reject(new Error(`tamga start exited before serving:\n${output}`)))
      })
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
      return limit
    }

    it('is the old generation tamga caps it to, or the one NODE_OPTIONS names', async () => {
      // V8's limit is the old generation plus room for the young one.
      const capped = await reportedHeapLimitMb({ NODE_OPTIONS: '' })
      expect(capped).toBeGreaterThanOrEqual(SERVER_HEAP_MB)
      expect(capped).toBeLessThan(SERVER_HEAP_MB + 100)
      const chosen = await reportedHeapLimitMb({ NODE_OPTIONS: '--max-old-space-size=300' })
      expect(chosen).toBeGreaterThanOrEqual(300)
      expect(chosen).toBeLessThan(400)
    })
  })
})
