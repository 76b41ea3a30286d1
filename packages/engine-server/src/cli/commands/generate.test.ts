import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestPostgresDatabase, testPostgresUrl } from '../../db/testing.ts'
import { runCli } from '../runCli.ts'

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..', '..')

async function run(argv: string[], env: Record<string, string> = {}) {
  const stdout: string[] = []
  const stderr: string[] = []
  const code = await runCli(argv, {
    cwd: repoRoot,
    env,
    out: (line) => stdout.push(line),
    err: (line) => stderr.push(line),
  })
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') }
}

const SUMMARY = /(\d+) files \((\d+) created, (\d+) changed, (\d+) unchanged, (\d+) custom kept\)/

describe('tamga generate', { timeout: 60_000 }, () => {
  let out: string
  beforeEach(async () => {
    out = await mkdtemp(join(tmpdir(), 'tamga-generate-'))
  })
  afterEach(async () => {
    await rm(out, { recursive: true, force: true })
  })

  it('writes the Go project, then rewrites only what changed and never the custom code', async () => {
    const first = await run(['generate', '--target', 'go', '--out', out, '--project', 'examples/heritage'])
    expect(first.stderr).toBe('')
    expect(first.code).toBe(0)
    const [, total, created] = SUMMARY.exec(first.stdout) ?? []
    expect(Number(total)).toBeGreaterThan(20)
    expect(created).toBe(total)
    expect(first.stdout).toMatch(/\[#{30}\] \d+\/\d+/)
    expect(await readFile(join(out, 'go.mod'), 'utf8')).toMatch(/^module /m)

    const custom = join(out, 'internal', 'custom', 'hooks.go')
    const mine = `${await readFile(custom, 'utf8')}\n// our own code\n`
    await writeFile(custom, mine)
    await writeFile(join(out, 'go.mod'), 'module edited\n')

    const again = await run(['generate', '--target', 'go', '--out', out, '--project', 'examples/heritage'])
    expect(again.code).toBe(0)
    const [, total2, created2, changed2, unchanged2, kept2] = SUMMARY.exec(again.stdout) ?? []
    expect([total2, created2, changed2, kept2]).toEqual([total, '0', '1', String(Number(kept2))])
    expect(Number(kept2)).toBeGreaterThanOrEqual(1)
    expect(Number(unchanged2)).toBe(Number(total) - 1 - Number(kept2))
    expect(again.stdout).toContain('  changed: go.mod')
    expect(await readFile(custom, 'utf8')).toBe(mine)
    expect(await readFile(join(out, 'go.mod'), 'utf8')).not.toBe('module edited\n')
  })

  it('writes the Laravel project', async () => {
    const result = await run(['generate', '--target', 'laravel', '--out', out, '--project', 'examples/heritage'])
    expect(result.code).toBe(0)
    expect(JSON.parse(await readFile(join(out, 'composer.json'), 'utf8'))).toMatchObject({
      require: expect.objectContaining({ 'laravel/framework': expect.any(String) }),
    })
  })

  it('regenerates over an earlier generation with a new migration, refusing a narrowing unless allowed', async () => {
    const project = join(out, 'project')
    const server = join(out, 'server')
    await cp(join(repoRoot, 'examples', 'heritage', 'documents'), join(project, 'documents'), { recursive: true })
    const generate = (...more: string[]) =>
      run(['generate', '--target', 'go', '--out', server, '--project', project, ...more])
    expect((await generate()).code).toBe(0)
    const migrations = join(server, 'internal', 'db', 'migrations')
    const before = await readdir(migrations)

    const aimagPath = join(project, 'documents', 'models', 'aimag.json')
    const aimag = JSON.parse(await readFile(aimagPath, 'utf8'))
    const code = aimag.columns.find((column: { name: string }) => column.name === 'code')
    code.type = { name: 'varchar', length: 5 }
    await writeFile(aimagPath, JSON.stringify(aimag))
    const refused = await generate('--lang', 'en_US')
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('--allow-destructive')
    expect(refused.stderr).toContain('change the type of "aimag"."code" from varchar(10) to varchar(5)')
    expect(await readdir(migrations)).toEqual(before)

    const allowed = await generate('--allow-destructive')
    expect(allowed.stderr).toBe('')
    expect(allowed.code).toBe(0)
    expect(allowed.stdout).toContain('  new migration: internal/db/migrations/0004_update_aimag.sql')
    expect(await readdir(migrations)).toEqual([...before, '0004_update_aimag.sql'].sort())
    expect(await readFile(join(migrations, '0004_update_aimag.sql'), 'utf8')).toContain(
      'alter table "aimag" alter column "code" type varchar(5) using "code"::text;',
    )
    // Nothing changed since: nothing is added.
    const again = await generate()
    expect(again.code).toBe(0)
    expect(again.stdout).not.toContain('new migration')
  })

  it('refuses a command line it cannot follow, writing nothing', async () => {
    expect((await run(['generate', '--target', 'rails', '--out', out])).code).toBe(2)
    expect((await run(['generate', '--target', 'go'])).code).toBe(2)
    const both = await run([
      'generate',
      '--target',
      'go',
      '--out',
      out,
      '--project',
      '.',
      '--database',
      'postgres://x/y',
    ])
    expect(both.code).toBe(2)
    expect(both.stderr).toContain('not both')
  })

  it('refuses a folder that is not a valid project', async () => {
    const result = await run(['generate', '--target', 'go', '--out', out, '--project', out])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('nothing was generated')
  })

  const postgres = testPostgresUrl()
  it.runIf(postgres !== undefined)('reads the project from a database as from its folder', async () => {
    const database = await createTestPostgresDatabase(postgres ?? '')
    try {
      const imported = await run(['import', '--from', 'examples/heritage'], { DATABASE_URL: database.url })
      expect(imported.code).toBe(0)
      const fromFolder = join(out, 'folder')
      const fromDatabase = join(out, 'database')
      expect((await run(['generate', '--target', 'go', '--out', fromFolder])).code).toBe(0)
      const generated = await run(['generate', '--target', 'go', '--out', fromDatabase, '--database', database.url])
      expect(generated.stderr).toBe('')
      expect(generated.code).toBe(0)
      const files = (await readdir(fromFolder, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(fromFolder.length + 1))
      expect(files.length).toBeGreaterThan(20)
      for (const file of files) {
        expect(await readFile(join(fromDatabase, file), 'utf8'), file).toBe(
          await readFile(join(fromFolder, file), 'utf8'),
        )
      }
    } finally {
      await database.drop()
    }
  })
})
