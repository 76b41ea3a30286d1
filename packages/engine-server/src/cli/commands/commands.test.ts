import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPostgresDatabase, testPostgresUrl } from '../../db/testing.ts'
import type { CliContext } from '../context.ts'
import { runCli } from '../runCli.ts'

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..', '..')

interface Target {
  name: string
  /** The environment that points the commands at a fresh database of this backend. */
  setUp(): Promise<{ env: Record<string, string>; tearDown(): Promise<void> }>
}

const targets: Target[] = [
  {
    name: 'pglite',
    setUp: async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'tamga-cli-data-'))
      return { env: { DATA_DIR: dataDir }, tearDown: () => rm(dataDir, { recursive: true, force: true }) }
    },
  },
]
const postgres = testPostgresUrl()
if (postgres !== undefined) {
  targets.push({
    name: 'postgres',
    setUp: async () => {
      const created = await createTestPostgresDatabase(postgres)
      return { env: { DATABASE_URL: created.url, TAMGA_ADMIN_PASSWORD: 'Adm1n!pass' }, tearDown: created.drop }
    },
  })
}

// Each test runs whole commands against a database: seconds on an idle machine, more under CI's load.
describe.each(targets)('the server commands on $name', { timeout: 30_000 }, (target) => {
  let scratch: string
  let env: Record<string, string>
  let tearDown: () => Promise<void>
  let project: string

  const run = async (argv: string[], extra: Partial<CliContext> = {}) => {
    const stdout: string[] = []
    const stderr: string[] = []
    const code = await runCli(argv, {
      cwd: repoRoot,
      env,
      out: (line) => stdout.push(line),
      err: (line) => stderr.push(line),
      ...extra,
    })
    return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') }
  }

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'tamga-cli-'))
    const portal = join(scratch, 'portal')
    await mkdir(portal)
    await writeFile(join(portal, 'index.html'), '<!doctype html><html lang="mn"><title>Tamga</title></html>')
    project = join(scratch, 'project')
    await cp(join(repoRoot, 'examples', 'heritage'), project, { recursive: true })
    const database = await target.setUp()
    tearDown = database.tearDown
    env = {
      ...database.env,
      TAMGA_PROJECT: project,
      TAMGA_PORTAL_DIR: portal,
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(20_000 + Math.floor(Math.random() * 20_000)),
    }
  })
  afterAll(async () => {
    await tearDown()
    await rm(scratch, { recursive: true, force: true })
  })

  it('start prepares the database, serves the API and the portal, and stops on request', async () => {
    const stop = new AbortController()
    const running = run(['start'], { signal: stop.signal })
    const base = `http://127.0.0.1:${env.PORT}`
    let config: Response | undefined
    for (let attempt = 0; attempt < 600 && config?.status !== 200; attempt += 1) {
      config = await fetch(`${base}/api/lambda-config`).catch(() => undefined)
      if (config?.status !== 200) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(config?.status).toBe(200)
    expect(await config?.json()).toMatchObject({ status: true, default_language: 'mn_MN' })
    const home = await fetch(`${base}/`)
    expect(home.headers.get('content-type')).toMatch(/text\/html/)
    expect(await home.text()).toContain('<html lang="mn">')
    const missing = await fetch(`${base}/api/no-such-route`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ status: false })
    stop.abort()
    const result = await running
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('Tamga is serving')
    expect(result.stdout).toContain('imported the project folder into the new database')
    if (target.name === 'pglite') {
      expect(result.stdout).toMatch(
        /demo accounts \(password Demo#2026\): admin, sysadmin, staff, council1, council2, council3, applicant/,
      )
      expect(result.stdout).toMatch(/seeded \d+ rows in 18 tables/)
    } else {
      expect(result.stdout).toContain('created the super admin "admin" with the password from TAMGA_ADMIN_PASSWORD')
    }
  }, 120_000)

  it('migrate finds everything up to date after start', async () => {
    const result = await run(['migrate', '--dry-run', '--lang', 'en_US'])
    expect(result.stderr).toBe('')
    expect(result.stdout).toContain('system tables: up to date')
    expect(result.stdout).toContain("project's tables: up to date")
  })

  it('export writes the project to a folder, and import of that folder changes nothing', async () => {
    const out = join(scratch, 'exported')
    const exported = await run(['export', '--out', out, '--lang', 'en_US'])
    expect(exported.code).toBe(0)
    expect(await readFile(join(out, 'documents', 'models', 'news.json'), 'utf8')).toMatch(/^\{\n {2}"kind": "model",/)
    const again = await run(['import', '--from', out, '--dry-run', '--lang', 'en_US'])
    expect(again.code).toBe(0)
    expect(again.stdout).toContain('dry run: nothing was written')
    expect(again.stdout).not.toMatch(/\bupdate\b|\bcreate\b/)
  })

  it('import --dry-run lists a changed document and its path without writing it; import writes it', async () => {
    const file = join(project, 'documents', 'kruds', 'news.json')
    const krud = JSON.parse(await readFile(file, 'utf8')) as { title: { mn_MN: string } }
    krud.title.mn_MN = 'Мэдээ, мэдээлэл'
    await writeFile(file, JSON.stringify(krud, null, 2))
    const dry = await run(['import', '--dry-run', '--lang', 'en_US'])
    expect(dry.code).toBe(0)
    expect(dry.stdout).toContain('update krud "news": /title/mn_MN')
    const before = await run(['export', '--out', join(scratch, 'before'), '--lang', 'en_US'])
    expect(before.code).toBe(0)
    expect(await readFile(join(scratch, 'before', 'documents', 'kruds', 'news.json'), 'utf8')).not.toContain(
      'Мэдээ, мэдээлэл',
    )
    const imported = await run(['import', '--by', 'test', '--lang', 'en_US'])
    expect(imported.code).toBe(0)
    const after = await run(['export', '--out', join(scratch, 'after'), '--lang', 'en_US'])
    expect(after.code).toBe(0)
    expect(await readFile(join(scratch, 'after', 'documents', 'kruds', 'news.json'), 'utf8')).toContain(
      'Мэдээ, мэдээлэл',
    )
  })

  it('import refuses a folder with a broken reference and writes nothing', async () => {
    const file = join(project, 'documents', 'kruds', 'news.json')
    const krud = JSON.parse(await readFile(file, 'utf8')) as { form: string }
    const form = krud.form
    krud.form = 'no-such-form'
    await writeFile(file, JSON.stringify(krud, null, 2))
    try {
      const result = await run(['import', '--lang', 'en_US'])
      expect(result.code).toBe(1)
      expect(result.stderr).toContain('no-such-form')
      expect(result.stderr).toContain('nothing was copied')
    } finally {
      krud.form = form
      await writeFile(file, JSON.stringify(krud, null, 2))
    }
  })

  it('migrate refuses a destructive model change until someone confirms it, then logs it', async () => {
    const file = join(project, 'documents', 'models', 'news.json')
    const model = JSON.parse(await readFile(file, 'utf8')) as {
      columns: Array<{ name: string; type: unknown; nullable?: boolean }>
    }
    const title = model.columns.find((column) => column.name === 'title')
    if (title === undefined) throw new Error('the news model has no title column')
    title.type = { name: 'varchar', length: 200 }
    await writeFile(file, JSON.stringify(model, null, 2))
    expect((await run(['import', '--by', 'test'])).code).toBe(0)

    const refused = await run(['migrate', '--lang', 'en_US'])
    expect(refused.code).toBe(1)
    expect(refused.stdout).toMatch(/DESTRUCTIVE/)
    expect(refused.stderr).toMatch(/need a confirmation/)
    const confirmed = await run([
      'migrate',
      '--confirm-destructive',
      '--by',
      'Сарнай',
      '--reason',
      'гарчиг 200 тэмдэгтээс урт байх шаардлагагүй',
      '--lang',
      'en_US',
    ])
    expect(confirmed.code).toBe(0)
    expect(confirmed.stdout).toMatch(/applied \d+ change\(s\), each logged in tamga_schema_change/)
    expect((await run(['migrate', '--dry-run', '--lang', 'en_US'])).stdout).toContain("project's tables: up to date")
  }, 60_000)

  it('seed inserts the seed rows once per database, naming any account a row needs that is missing', async () => {
    if (target.name === 'postgres') {
      // A real server has only its super admin: the applications name the demo applicant.
      const refused = await run(['seed', '--lang', 'en_US'])
      expect(refused.code).toBe(1)
      expect(refused.stderr).toContain('no account "applicant"')
      const seeded = await run(['seed', '--demo-accounts', '--lang', 'en_US'])
      expect(seeded.stderr).toBe('')
      expect(seeded.stdout).toMatch(/demo accounts created \(password Demo#2026\): sysadmin, staff/)
      expect(seeded.stdout).toMatch(/seed rows: \d+ rows in 18 tables/)
    }
    const again = await run(['seed', '--lang', 'en_US'])
    expect(again.code).toBe(0)
    expect(again.stdout).toContain('this database was seeded before; nothing inserted')
  }, 60_000)
})
