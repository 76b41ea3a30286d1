import { resolve } from 'node:path'
import type { Target, WriteOutcome } from '@tamga/codegen'
import type { loadProject, Project } from '@tamga/schema'
import { type CliContext, type Command, type Language, parseCommandArgs, USAGE_ERROR } from '../context.ts'

const BAR_WIDTH = 30

/** `[#########.....]  120/300` */
function progressBar(done: number, total: number): string {
  const filled = total === 0 ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH)
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${String(done).padStart(String(total).length)}/${total}`
}

/** Reads the project from a folder, or from a database (`--database URL`), reporting what is wrong with it. */
async function readProject(
  source: { folder: string } | { databaseUrl: string },
  context: CliContext,
  language: Language,
): Promise<Project | undefined> {
  const { formatIssue, loadProject } = await import('@tamga/schema')
  let loaded: ReturnType<typeof loadProject>
  if ('folder' in source) {
    try {
      const { readProjectDirectory } = await import('../../project/readProjectDirectory.ts')
      loaded = loadProject(await readProjectDirectory(source.folder))
    } catch (error) {
      context.err(`tamga generate: cannot read the project at ${source.folder}: ${(error as Error).message}`)
      context.err('tamga generate: nothing was generated')
      return undefined
    }
  } else {
    const [{ migrateSystemTables, openDatabase }, { createDatabaseStore }, { loadStoredProject }] = await Promise.all([
      import('../../db/database.ts'),
      import('../../documents/databaseStore.ts'),
      import('../../documents/storedProject.ts'),
    ])
    const database = await openDatabase({ databaseUrl: source.databaseUrl, dataDir: '' })
    try {
      await migrateSystemTables(database.db)
      loaded = await loadStoredProject(createDatabaseStore(database.db))
    } finally {
      await database.close()
    }
  }
  for (const issue of loaded.issues) context.err(`${issue.file}: ${formatIssue(issue, language)}`)
  if (loaded.project === undefined || loaded.issues.length > 0) {
    context.err(`tamga generate: the project has ${loaded.issues.length} problem(s); nothing was generated`)
    return undefined
  }
  return loaded.project
}

/** `tamga generate`: a Laravel or Go server project from a project's documents. */
export const generateCommand: Command = {
  name: 'generate',
  summary: 'generate a Laravel or Go server project from the project (regenerating keeps custom code)',
  help: `generate --target laravel|go --out DIR [--project DIR | --database URL] [--allow-destructive] [--lang mn_MN|en_US]

  --target    laravel or go
  --out DIR   the folder to write the server project into; generated files that changed are
              rewritten, files under custom/ (Go) or app/Custom/ (Laravel) are never overwritten
  --project   the project folder holding documents/ (default TAMGA_PROJECT, examples/heritage)
  --database  read the documents from this PostgreSQL database instead of a folder
  --allow-destructive
              regenerating over an earlier generation keeps its migrations and adds one for what
              the models changed since; a change that can lose data (a dropped or narrowed
              column, a changed type, a dropped table) is refused unless this confirms it`,
  async run(argv, context) {
    const args = parseCommandArgs(
      this,
      argv,
      {
        target: { type: 'string' },
        out: { type: 'string' },
        project: { type: 'string' },
        database: { type: 'string' },
        'allow-destructive': { type: 'boolean', default: false },
      },
      context,
    )
    if ('exit' in args) return args.exit
    const values = args.parsed.values as {
      target?: string
      out?: string
      project?: string
      database?: string
      'allow-destructive'?: boolean
    }
    const usage = (problem: string) => {
      context.err(`tamga generate: ${problem}\n\nusage: tamga ${this.help}`)
      return USAGE_ERROR
    }
    const {
      DestructiveMigrationError,
      generateProject,
      migrationLayout,
      readGenerated,
      RegenerationError,
      TARGETS,
      writeTree,
    } = await import('@tamga/codegen')
    const isTarget = (value: string): value is Target => (TARGETS as readonly string[]).includes(value)
    if (values.target === undefined || !isTarget(values.target)) return usage('--target must be laravel or go')
    if (values.out === undefined) return usage('--out DIR is required')
    if (values.project !== undefined && values.database !== undefined) {
      return usage('give --project or --database, not both')
    }
    if (values.database !== undefined && !/^postgres(ql)?:\/\//.test(values.database)) {
      return usage('--database must be a postgres:// address')
    }
    const env = context.env ?? process.env
    const source =
      values.database !== undefined
        ? { databaseUrl: values.database }
        : { folder: resolve(context.cwd, values.project ?? env.TAMGA_PROJECT ?? 'examples/heritage') }
    const project = await readProject(source, context, args.language)
    if (project === undefined) return 1

    const started = performance.now()
    const out = resolve(context.cwd, values.out)
    const target = values.target
    let tree: ReturnType<typeof generateProject>
    try {
      // The migrations generated before stay as they are; what the models changed since is a new one.
      tree = generateProject(project, target, {
        previous: await readGenerated(out, target),
        allowDestructive: values['allow-destructive'] === true,
      })
    } catch (error) {
      if (error instanceof DestructiveMigrationError) {
        context.err(`tamga generate: ${error.messages[args.language]}`)
        return 1
      }
      if (error instanceof RegenerationError) {
        context.err(`tamga generate: ${error.message}; nothing was generated`)
        return 1
      }
      throw error
    }
    const migrations = migrationLayout(target).folder
    const changed: string[] = []
    const added: string[] = []
    const summary = await writeTree(out, tree, (path, outcome: WriteOutcome, done, total) => {
      if (outcome === 'changed') changed.push(path)
      if (outcome === 'created' && path.startsWith(migrations)) added.push(path)
      if (context.progress !== undefined) context.progress(progressBar(done, total))
      else if (done === total || done % 100 === 0) context.out(progressBar(done, total))
    })
    context.progress?.('\n')
    const seconds = ((performance.now() - started) / 1000).toFixed(2)
    context.out(
      `${values.target} project of "${project.config.name}" in ${out}: ${tree.size} files (${summary.created} created, ${summary.changed} changed, ${summary.unchanged} unchanged, ${summary.kept} custom kept) in ${seconds} s`,
    )
    for (const path of changed) context.out(`  changed: ${path}`)
    if (summary.created < tree.size) for (const path of added) context.out(`  new migration: ${path}`)
    return 0
  },
}
