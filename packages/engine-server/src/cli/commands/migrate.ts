import { type Command, parseCommandArgs, USAGE_ERROR } from '../context.ts'
import { configFor, messageOf } from './shared.ts'

/** `tamga migrate`: system tables, then the project's tables, destructive changes only when confirmed. */
export const migrateCommand: Command = {
  name: 'migrate',
  summary: "bring the system tables and the project's tables up to date",
  help: `migrate [--dry-run] [--prune] [--confirm-destructive --by NAME --reason TEXT] [--lang mn_MN|en_US]

  Runs the system migrations, then plans the changes that bring each model's table to its
  document. Creating and widening are applied; a destructive change (dropping or narrowing a
  column, NOT NULL on existing rows, dropping a table) is refused unless confirmed, and logged.
  --dry-run                only print the plan
  --prune                  also drop tables, columns and indexes no model describes (destructive)
  --confirm-destructive    apply destructive changes; needs --by and --reason, both logged`,
  async run(argv, context) {
    const args = parseCommandArgs(
      this,
      argv,
      {
        'dry-run': { type: 'boolean', default: false },
        prune: { type: 'boolean', default: false },
        'confirm-destructive': { type: 'boolean', default: false },
        by: { type: 'string' },
        reason: { type: 'string' },
      },
      context,
    )
    if ('exit' in args) return args.exit
    const { values } = args.parsed
    if (values['confirm-destructive'] && (values.by === undefined || values.reason === undefined)) {
      context.err(`tamga migrate: --confirm-destructive needs --by NAME and --reason TEXT\n\nusage: tamga ${this.help}`)
      return USAGE_ERROR
    }
    const config = await configFor(context)
    if ('exit' in config) return config.exit
    const [
      { migrateSystemTables, openDatabase },
      { applyModelChanges },
      { planModelChanges },
      { openProjectDocuments },
    ] = await Promise.all([
      import('../../db/database.ts'),
      import('../../models/apply.ts'),
      import('../../models/plan.ts'),
      import('../../server/prepareInstance.ts'),
    ])
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
    try {
      const { applied } = await migrateSystemTables(database.db)
      context.out(applied.length === 0 ? 'system tables: up to date' : `system tables: ran ${applied.join(', ')}`)
      const { store } = await openProjectDocuments(config, database, { importIntoEmpty: false })
      const models = (await store.list('model')).map((entry) => entry.document)
      const plan = await planModelChanges(database.db, models, { prune: values.prune })
      for (const issue of plan.issues) context.err(`  cannot: ${issue.message[args.language]}`)
      for (const change of plan.changes) {
        context.out(`  ${change.destructive ? 'DESTRUCTIVE ' : ''}${change.description[args.language]}`)
      }
      if (plan.changes.length === 0 && plan.issues.length === 0) context.out("project's tables: up to date")
      if (values['dry-run']) return plan.issues.length === 0 ? 0 : 1
      const confirmation =
        values['confirm-destructive'] && values.by !== undefined && values.reason !== undefined
          ? { by: values.by, reason: values.reason }
          : undefined
      const report = await applyModelChanges(
        database.db,
        plan,
        confirmation === undefined ? {} : { confirmDestructive: confirmation },
      )
      if (report.applied.length > 0)
        context.out(`applied ${report.applied.length} change(s), each logged in tamga_schema_change`)
      return 0
    } catch (error) {
      context.err(`tamga migrate: ${messageOf(error, args.language)}`)
      return 1
    } finally {
      await database.close()
    }
  },
}
