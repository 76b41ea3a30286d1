import { existsSync, readdirSync, statSync } from 'node:fs'
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { ModelDocument } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateSystemTables } from '../../db/database.ts'
import { testBackends } from '../../db/testing.ts'
import { applyModelChanges } from '../../models/apply.ts'
import { planModelChanges } from '../../models/plan.ts'
import type { CliContext } from '../context.ts'
import { runCli } from '../runCli.ts'

// The real Lambda documents live beside the repository (most may not be redistributed). Locally
// the suite is skipped without them; in CI their absence is a failure, not a skip.
const repoRoot = join(import.meta.dirname, '..', '..', '..', '..', '..')
const fixtures = resolve(repoRoot, '../shared/fixtures/lambda')
const present = existsSync(fixtures)
const folders = present
  ? readdirSync(fixtures)
      .filter((name) => statSync(join(fixtures, name)).isDirectory())
      .sort()
  : []

async function run(argv: string[], cwd: string) {
  const stdout: string[] = []
  const stderr: string[] = []
  const context: CliContext = { cwd, env: {}, out: (line) => stdout.push(line), err: (line) => stderr.push(line) }
  const code = await runCli(argv, context)
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') }
}

describe('the Lambda fixtures', () => {
  it('are beside the repository when CI runs', () => {
    if (process.env.CI === 'true') expect(present, `${fixtures} must exist in CI`).toBe(true)
  })
})

describe.skipIf(!present)(`every Lambda fixture folder imports into a valid project (${fixtures})`, () => {
  let scratch: string
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'tamga-lambda-import-'))
  })
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true })
  })

  const importAndValidate = async (folder: string, options: string[] = []) => {
    const source = folder === '(all)' ? fixtures : join(fixtures, folder)
    const out = join(scratch, `${folder === '(all)' ? 'all' : folder}${options.length > 0 ? '-with-options' : ''}`)
    const imported = await run(['import-lambda', source, '--out', out, ...options, '--lang', 'en_US'], repoRoot)
    expect(imported.stderr).toBe('')
    expect(imported.code).toBe(0)
    const validated = await run(['validate', out, '--lang', 'en_US'], repoRoot)
    expect(validated.stderr).toBe('')
    expect(validated.code).toBe(0)
    expect(validated.stdout).toMatch(/all valid, every reference resolved/)
    expect(validated.stdout).toMatch(/languages: mn_MN, en_US, ko_KR \(default mn_MN\)/)
    // The project is whole: its own project document, at least one role and a menu.
    expect(await readdir(join(out, 'documents'))).toEqual(expect.arrayContaining(['project.json', 'menus', 'roles']))
    const project = JSON.parse(await readFile(join(out, 'documents', 'project.json'), 'utf8')) as { kind: string }
    expect(project.kind).toBe('project')
    return { out, imported }
  }

  // One folder alone, then every folder together (the fixtures root itself).
  it.each([...folders, '(all)'])('%s passes tamga validate with no problem', { timeout: 120_000 }, async (folder) => {
    const { imported } = await importAndValidate(folder)
    // The report ends with a summary per folder: documents, fields carried, notes by kind.
    const summary = imported.stdout.slice(imported.stdout.lastIndexOf('Per folder:'))
    expect(summary).toMatch(/^Per folder:\n/)
    const lines = summary.split('\n').slice(1)
    lines.splice(lines.findIndex((line) => !line.startsWith('  ')))
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines)
      expect(line).toMatch(
        /^ {2}\S+: \d+ document\(s\).*, \d+ field\(s\) carried; notes: not carried over \d+, approximated \d+, unreadable \d+, added \d+$/,
      )
    if (folder === '(all)')
      expect(lines.map((line) => line.trim().split(':')[0])).toEqual(expect.arrayContaining(folders))
  })

  it('--into adds a folder to an existing project under a prefix, and --dry-run shows the diff first', {
    timeout: 120_000,
  }, async () => {
    const project = join(scratch, 'heritage')
    await cp(join(repoRoot, 'examples', 'heritage', 'documents'), join(project, 'documents'), { recursive: true })
    const before = await readFile(join(project, 'documents', 'project.json'), 'utf8')
    const source = join(fixtures, 'dataanalytic')
    const args = ['import-lambda', source, '--into', project, '--prefix', 'lambda-', '--lang', 'en_US']

    const dry = await run([...args, '--dry-run'], repoRoot)
    expect(dry.stderr).toBe('')
    expect(dry.code).toBe(0)
    expect(dry.stdout).toMatch(/^\+ create model "lambda_analytic"$/m)
    expect(dry.stdout).toMatch(/^\+ create form "lambda-analytic-form"$/m)
    expect(dry.stdout).toMatch(/\[not carried over\] {2}the imported project document .* was left out/)
    expect(dry.stdout).toMatch(/\d+ to create, 0 to update, 0 to delete, \d+ unchanged/)
    expect(dry.stdout).toContain(`dry run: nothing was written to ${project}`)
    expect(await readdir(join(project, 'documents', 'forms'))).not.toContain('lambda-analytic-form.json')

    const wet = await run(args, repoRoot)
    expect(wet.code).toBe(0)
    expect(await readFile(join(project, 'documents', 'project.json'), 'utf8')).toBe(before)
    const form = JSON.parse(await readFile(join(project, 'documents', 'forms', 'lambda-analytic-form.json'), 'utf8'))
    expect(form.model).toBe('lambda_analytic')
    const validated = await run(['validate', project, '--lang', 'en_US'], repoRoot)
    expect(validated.stderr).toBe('')
    expect(validated.code).toBe(0)

    const again = await run([...args, '--dry-run'], repoRoot)
    expect(again.stdout).toMatch(/^No changes: all \d+ documents are the same\.$/m)
  })

  // Lambda's step data does not say which table a workflow belongs to; told, the fragments
  // become complete diagrams (a START and an END added) that validate with the rest.
  it.each(['admin-app', '(all)'])(
    '%s with --workflow-model makes complete workflow diagrams that validate',
    { timeout: 120_000 },
    async (folder) => {
      const { out, imported } = await importAndValidate(folder, ['--workflow-model', 'process_request'])
      expect(await readdir(join(out, 'documents', 'workflows'))).toEqual(['del.json'])
      expect(imported.stdout).toMatch(/\[added\] {2}the steps are a fragment without a START step/)
    },
  )
})

// Validating is not starting: `tamga start` also makes the project's tables, which refuses two
// models on one table or a view the database lacks. Every imported folder's models must apply
// to a fresh database, on every backend.
describe.skipIf(!present).each(testBackends())('every imported Lambda folder makes its tables on $name', (backend) => {
  let scratch: string
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'tamga-lambda-tables-'))
  })
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true })
  })

  it.each([...folders, '(all)'])('%s', { timeout: 120_000 }, async (folder) => {
    const out = join(scratch, folder === '(all)' ? 'all' : folder)
    const source = folder === '(all)' ? fixtures : join(fixtures, folder)
    expect((await run(['import-lambda', source, '--out', out, '--lang', 'en_US'], repoRoot)).code).toBe(0)
    const modelsDir = join(out, 'documents', 'models')
    const models = existsSync(modelsDir)
      ? await Promise.all(
          (await readdir(modelsDir)).map(
            async (file) => JSON.parse(await readFile(join(modelsDir, file), 'utf8')) as ModelDocument,
          ),
        )
      : []
    const database = await backend.open()
    try {
      await migrateSystemTables(database.db)
      const plan = await planModelChanges(database.db, models)
      expect(plan.issues.map((issue) => issue.message.en_US)).toEqual([])
      await applyModelChanges(database.db, plan)
      expect(await planModelChanges(database.db, models)).toMatchObject({ changes: [], issues: [] })
    } finally {
      await database.close()
    }
  })
})
