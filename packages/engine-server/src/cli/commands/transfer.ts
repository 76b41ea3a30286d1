import { resolve } from 'node:path'
import type { DocumentStore } from '../../documents/store.ts'
import { type Command, type Language, parseCommandArgs } from '../context.ts'
import { configFor, messageOf } from './shared.ts'

const TRANSFER_OPTIONS = {
  'dry-run': { type: 'boolean', default: false },
  prune: { type: 'boolean', default: false },
  by: { type: 'string' },
} as const

/** Copies a project between the database and a folder, printing the diff; shared by export and import. */
async function transfer(
  direction: 'export' | 'import',
  argv: readonly string[],
  command: Command,
  folderOption: 'out' | 'from',
  context: Parameters<Command['run']>[1],
): Promise<number> {
  const args = parseCommandArgs(command, argv, { ...TRANSFER_OPTIONS, [folderOption]: { type: 'string' } }, context)
  if ('exit' in args) return args.exit
  const values = args.parsed.values as { 'dry-run': boolean; prune: boolean; by?: string } & Record<string, unknown>
  const config = await configFor(context)
  if ('exit' in config) return config.exit
  const [
    { migrateSystemTables, openDatabase },
    { createDatabaseStore },
    { formatLocatedIssues },
    { createFolderStore },
    { copyProject, formatProjectDiff },
  ] = await Promise.all([
    import('../../db/database.ts'),
    import('../../documents/databaseStore.ts'),
    import('../../documents/errors.ts'),
    import('../../documents/folderStore.ts'),
    import('../../documents/projectDiff.ts'),
  ])
  const folderValue = values[folderOption]
  const folder = resolve(context.cwd, typeof folderValue === 'string' ? folderValue : config.projectDir)
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const language: Language = args.language
  try {
    await migrateSystemTables(database.db)
    const databaseStore = createDatabaseStore(database.db)
    const folderStore = createFolderStore(folder)
    const [from, to]: [DocumentStore, DocumentStore] =
      direction === 'export' ? [databaseStore, folderStore] : [folderStore, databaseStore]
    const diff = await copyProject(from, to, { dryRun: values['dry-run'], prune: values.prune, by: values.by ?? null })
    context.out(formatProjectDiff(diff, language))
    context.out(
      values['dry-run']
        ? `dry run: nothing was written (${direction === 'export' ? `to ${folder}` : `to ${database.description}`})`
        : `${direction === 'export' ? `exported to ${folder}` : `imported into ${database.description}`}`,
    )
    return 0
  } catch (error) {
    const issues = (error as { issues?: unknown }).issues
    context.err(`tamga ${direction}: ${messageOf(error, language)}`)
    if (Array.isArray(issues)) context.err(formatLocatedIssues(issues, language))
    return 1
  } finally {
    await database.close()
  }
}

/** `tamga export`: the database's project into a folder of JSON files. */
export const exportCommand: Command = {
  name: 'export',
  summary: "write the database's project into a folder of JSON files (with a diff; --dry-run writes nothing)",
  help: `export [--out DIR] [--dry-run] [--prune] [--lang mn_MN|en_US]

  --out DIR   the project folder to write documents/ into (default TAMGA_PROJECT, examples/heritage)
  --dry-run   print what would change, write nothing
  --prune     also delete the folder's documents the database does not have`,
  run(argv, context) {
    return transfer('export', argv, this, 'out', context)
  },
}

/** `tamga import`: a folder of JSON files into the database's project. */
export const importCommand: Command = {
  name: 'import',
  summary: 'read a project folder into the database (checked first, with a diff; --dry-run writes nothing)',
  help: `import [--from DIR] [--dry-run] [--prune] [--by NAME] [--lang mn_MN|en_US]

  The whole folder is checked first (every document valid, every reference resolved); nothing is
  written when anything is wrong. Every changed document gets a new revision in its history.
  --from DIR  the project folder holding documents/ (default TAMGA_PROJECT, examples/heritage)
  --dry-run   print what would change, write nothing
  --prune     also delete the database's documents the folder does not have
  --by NAME   who the history records as the author`,
  run(argv, context) {
    return transfer('import', argv, this, 'from', context)
  },
}
