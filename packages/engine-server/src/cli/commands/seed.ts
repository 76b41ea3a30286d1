import { DEMO_PASSWORD } from '../../seed/demoPassword.ts'
import { type Command, parseCommandArgs } from '../context.ts'
import { configFor, messageOf } from './shared.ts'

/** `tamga seed`: the project's seed rows (once per database) and, on request, the demo accounts. */
export const seedCommand: Command = {
  name: 'seed',
  summary: "insert the project's seed rows (once per database), and the demo accounts on request",
  help: `seed [--demo-accounts] [--lang mn_MN|en_US]

  Inserts the rows of the project's seed/ folder in one transaction, the first time only.
  A new embedded database is seeded by tamga start already; on PostgreSQL run this yourself.
  --demo-accounts   also create the demo accounts (admin, sysadmin, staff, council1–3,
                    applicant) that do not exist, with the password ${DEMO_PASSWORD}: for demos only`,
  async run(argv, context) {
    const args = parseCommandArgs(this, argv, { 'demo-accounts': { type: 'boolean', default: false } }, context)
    if ('exit' in args) return args.exit
    const config = await configFor(context)
    if ('exit' in config) return config.exit
    const [
      { migrateSystemTables, openDatabase },
      { applyModelChanges },
      { planModelChanges },
      { seedDemoAccounts },
      { openProjectDocuments, seedProjectRows },
      { seedProcesses },
    ] = await Promise.all([
      import('../../db/database.ts'),
      import('../../models/apply.ts'),
      import('../../models/plan.ts'),
      import('../../seed/accounts.ts'),
      import('../../server/prepareInstance.ts'),
      import('../../workflow/index.ts'),
    ])
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
    try {
      await migrateSystemTables(database.db)
      const { store } = await openProjectDocuments(config, database, { importIntoEmpty: true })
      const models = (await store.list('model')).map((entry) => entry.document)
      const plan = await planModelChanges(database.db, models)
      await applyModelChanges(database.db, {
        changes: plan.changes.filter((change) => !change.destructive),
        issues: plan.issues,
      })
      if (args.parsed.values['demo-accounts']) {
        const created = await seedDemoAccounts(database.db)
        context.out(
          created.length === 0
            ? 'demo accounts: all there already'
            : `demo accounts created (password ${DEMO_PASSWORD}): ${created.map((a) => a.login).join(', ')}`,
        )
      }
      const seeded = await seedProjectRows(database, models, config.projectDir)
      context.out(
        seeded === undefined
          ? 'seed rows: this database was seeded before; nothing inserted'
          : `seed rows: ${seeded.reduce((sum, entry) => sum + entry.rows, 0)} rows in ${seeded.length} tables`,
      )
      if (seeded !== undefined) context.out(`workflow processes started: ${await seedProcesses(database.db, store)}`)
      return 0
    } catch (error) {
      context.err(`tamga seed: ${messageOf(error, args.language)}`)
      return 1
    } finally {
      await database.close()
    }
  },
}
