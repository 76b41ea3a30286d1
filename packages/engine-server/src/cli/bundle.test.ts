// `npm start` runs the server from the esbuild bundle (bin/serverBundle.mjs); the `tamga`
// command must behave the same from the bundle as from the TypeScript sources.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { currentServerBundle, ensureServerBundle } from '../../bin/serverBundle.mjs'

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
