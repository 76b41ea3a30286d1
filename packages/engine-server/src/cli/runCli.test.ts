import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type CliContext, runCli } from './runCli.ts'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..')

function capture(cwd: string): CliContext & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = []
  const stderr: string[] = []
  return { cwd, stdout, stderr, out: (line) => stdout.push(line), err: (line) => stderr.push(line) }
}

describe('tamga CLI', () => {
  let scratch: string
  beforeEach(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'tamga-cli-'))
  })
  afterEach(async () => {
    await rm(scratch, { recursive: true, force: true })
  })

  it('validate checks the heritage example and prints its summary', async () => {
    const context = capture(repoRoot)
    const code = await runCli(['validate', 'examples/heritage', '--lang', 'en_US'], context)
    expect(context.stderr).toEqual([])
    expect(code).toBe(0)
    expect(context.stdout.join('\n')).toMatch(/all valid, every reference resolved/)
    expect(context.stdout.join('\n')).toMatch(/workflow 1/)
  })

  it('validate fails with the file and path of a broken document', async () => {
    const documents = join(scratch, 'documents')
    await mkdir(join(documents, 'menus'), { recursive: true })
    const project = JSON.parse(await readFile(join(repoRoot, 'examples/heritage/documents/project.json'), 'utf8'))
    await writeFile(join(documents, 'project.json'), JSON.stringify(project))
    await writeFile(
      join(documents, 'menus', 'broken.json'),
      JSON.stringify({ kind: 'menu', version: 1, name: 'broken', colour: 1 }),
    )
    const context = capture(scratch)
    const code = await runCli(['validate', '.', '--lang', 'en_US'], context)
    expect(code).toBe(1)
    expect(context.stderr.join('\n')).toContain(
      'menus/broken.json: /: The setting «colour» does not belong here. Remove it.',
    )
  })

  it('validate reports a file that is not JSON instead of crashing', async () => {
    await mkdir(join(scratch, 'documents'), { recursive: true })
    await writeFile(join(scratch, 'documents', 'project.json'), '{ "kind": ')
    const context = capture(scratch)
    const code = await runCli(['validate', '.', '--lang', 'en_US'], context)
    expect(code).toBe(1)
    expect(context.stderr[0]).toMatch(/^project\.json: \/: is not valid JSON/)
  })

  it('import-lambda writes documents that validate one by one', async () => {
    const source = join(scratch, 'lambda')
    await mkdir(source)
    await writeFile(
      join(source, 'lambda.json'),
      JSON.stringify({
        title: 'Demo',
        app_url: '/admin',
        super_url: '/lambda/puzzle',
        default_language: 'mn',
        languages: [{ label: 'Монгол', code: 'mn' }],
      }),
    )
    const context = capture(scratch)
    const code = await runCli(['import-lambda', 'lambda', '--out', 'out', '--lang', 'en_US'], context)
    expect(code).toBe(0)
    // The project document from lambda.json, and the menu and super admin role that make it whole.
    expect(context.stdout.join('\n')).toMatch(/imported 3 document\(s\) from 1 file\(s\): project 1 · menu 1 · role 1/)
    expect(await readdir(join(scratch, 'out', 'documents'))).toContain('project.json')
  })

  it('import-lambda reports a file it does not know instead of failing', async () => {
    await mkdir(join(scratch, 'lambda'))
    await writeFile(join(scratch, 'lambda', 'notes.json'), JSON.stringify({ hello: 'world' }))
    const context = capture(scratch)
    expect(await runCli(['import-lambda', 'lambda', '--lang', 'en_US'], context)).toBe(0)
    const output = context.stdout.join('\n')
    expect(output).toContain('[unreadable]')
    expect(output).toMatch(/imported 3 document\(s\) from 1 file\(s\): project 1 · menu 1 · role 1; 4 note\(s\)/)
  })

  it('import-lambda builds a workflow from Lambda steps when told which table they belong to', async () => {
    await mkdir(join(scratch, 'lambda'))
    const step = (id: string, type: string, label: string, subject: Record<string, unknown>, ports: unknown[]) => ({
      id,
      type: 'app.Message',
      position: { x: 0, y: 0 },
      ports: { items: ports },
      attrs: { label: { text: label }, subject: { object_type: type, ...subject } },
    })
    const cells = [
      step('start', 'START', 'Эхлэл', { subject_type: 'CURRENT' }, [{ group: 'out', id: 'p1' }]),
      step('end', 'END', 'Дууссан', { subject_type: 'CURRENT' }, [{ group: 'in', id: 'p2' }]),
      { id: 'link', type: 'app.Link', source: { id: 'start', port: 'p1' }, target: { id: 'end', port: 'p2' } },
    ]
    await writeFile(join(scratch, 'lambda', 'flow.json'), JSON.stringify({ cells }))
    const without = capture(scratch)
    await runCli(['import-lambda', 'lambda', '--lang', 'en_US'], without)
    expect(without.stdout.join('\n')).not.toMatch(/workflow 1/)
    const withModel = capture(scratch)
    await runCli(['import-lambda', 'lambda', '--workflow-model', 'application', '--lang', 'en_US'], withModel)
    expect(withModel.stdout.join('\n')).toMatch(/imported \d+ document\(s\) from 1 file\(s\): .*workflow 1/)
  })

  it('an unknown command prints the usage and exits 2', async () => {
    const context = capture(scratch)
    expect(await runCli(['serve-coffee'], context)).toBe(2)
    expect(context.stderr.join('\n')).toContain('usage: tamga')
  })

  it('an unknown option is a usage error naming the command, not a crash', async () => {
    const context = capture(scratch)
    expect(await runCli(['migrate', '--colour'], context)).toBe(2)
    expect(context.stderr.join('\n')).toMatch(/^tamga migrate: .*--colour/)
    expect(context.stderr.join('\n')).toContain('usage: tamga migrate')
  })

  it('every command prints its own help', async () => {
    for (const command of ['start', 'migrate', 'seed', 'export', 'import', 'storage', 'validate', 'import-lambda']) {
      const context = capture(scratch)
      expect(await runCli([command, '--help'], context), command).toBe(0)
      expect(context.stdout.join('\n'), command).toMatch(new RegExp(`^usage: tamga ${command}`))
    }
  })

  it('a bad configuration value is refused with the variable it came from', async () => {
    const context = { ...capture(scratch), env: { PORT: 'eighty' } }
    expect(await runCli(['migrate'], context)).toBe(2)
    expect(context.stderr.join('\n')).toContain('PORT: "eighty" is not a port number')
  })
})
