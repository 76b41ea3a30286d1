import type { ModelDocument } from '@tamga/schema'
import type { TamgaConfig } from '../config.ts'
import { migrateSystemTables, openDatabase, type TamgaDatabase } from '../db/database.ts'
import { instanceSecret } from '../db/instanceSecret.ts'
import { createDatabaseStore } from '../documents/databaseStore.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { copyProject } from '../documents/projectDiff.ts'
import type { DocumentStore } from '../documents/store.ts'
import { applyModelChanges } from '../models/apply.ts'
import { type ModelChange, planModelChanges } from '../models/plan.ts'
import { createLocalBus, createPostgresBus, type NotificationBus } from '../notifications/bus.ts'
import { type DemoAccount, hasAccounts, type SuperAdmin, seedDemoAccounts, seedSuperAdmin } from '../seed/accounts.ts'
import { readSeedFolder, seedRows } from '../seed/rows.ts'
import { seedProcesses } from '../workflow/index.ts'
import { underFirstStartLock } from './firstStartLock.ts'
import { type StartupClock, type StartupPhase, startupClock } from './startupClock.ts'

/** A server's database, documents and secret, ready to serve. */
export interface Instance {
  database: TamgaDatabase
  store: DocumentStore
  secret: string
  /** New notifications to open streams: across instances through PostgreSQL, in process on PGlite. */
  notificationBus: NotificationBus
  close(): Promise<void>
}

/** What preparing the instance did, for the start-up banner and logs. */
export interface PrepareReport {
  /** System migrations run now. */
  migrations: string[]
  /** Where the documents are read from. */
  documents: DocumentStore['mode']
  /** The project folder was copied into an empty database. */
  projectImported: boolean
  /** Additive changes applied to builder-defined tables. */
  modelChanges: number
  /** Destructive changes the documents ask for, not applied: `tamga migrate` applies them when confirmed. */
  destructiveWaiting: ModelChange[]
  /** Accounts created now: the demo accounts (embedded database) or the first super admin (PostgreSQL). */
  accounts: { demo: readonly DemoAccount[] } | { superAdmin: SuperAdmin } | undefined
  /** Rows seeded now from the project's seed folder, per table. */
  seeded: Array<{ table: string; rows: number }>
  /** How long each step took (with the clock's earlier phases, when one was given). */
  phases: StartupPhase[]
}

const SEEDED_KEY = 'seeded'

/**
 * Inserts the project's seed rows once per database: the first time it runs it records that
 * it did, so later calls (and a database whose demo rows were deleted on purpose) get nothing.
 * Returns the rows per table, or undefined when the database was seeded before.
 */
export async function seedProjectRows(
  database: TamgaDatabase,
  models: readonly ModelDocument[],
  projectDir: string,
): Promise<Array<{ table: string; rows: number }> | undefined> {
  const before = await database.db
    .selectFrom('tamga_setting')
    .select('key')
    .where('key', '=', SEEDED_KEY)
    .executeTakeFirst()
  if (before !== undefined) return undefined
  const seeded = await seedRows(database.db, models, await readSeedFolder(projectDir))
  await database.db
    .insertInto('tamga_setting')
    .values({ key: SEEDED_KEY, value: JSON.stringify({ at: new Date().toISOString(), rows: seeded }) })
    .execute()
  return seeded
}

/**
 * The store the project's documents are read from: where its `schema_load_mode` says (the
 * database's project document decides once there is one, else the project folder's). With
 * `importIntoEmpty`, an empty database in "database" mode first receives the project folder.
 */
export async function openProjectDocuments(
  config: TamgaConfig,
  database: TamgaDatabase,
  { importIntoEmpty }: { importIntoEmpty: boolean },
): Promise<{ store: DocumentStore; imported: boolean }> {
  const databaseStore = createDatabaseStore(database.db)
  const [stored] = await databaseStore.list('project')
  if (stored !== undefined) {
    const mode = stored.document.schema_load_mode ?? 'database'
    return { store: mode === 'files' ? createFolderStore(config.projectDir) : databaseStore, imported: false }
  }
  const folderStore = createFolderStore(config.projectDir)
  const [project] = await folderStore.list('project')
  if (project === undefined) {
    throw new Error(`${config.projectDir} has no documents/project.json; set TAMGA_PROJECT to a Tamga project folder`)
  }
  if ((project.document.schema_load_mode ?? 'database') === 'files') return { store: folderStore, imported: false }
  if (!importIntoEmpty) return { store: databaseStore, imported: false }
  await copyProject(folderStore, databaseStore, { by: null })
  return { store: databaseStore, imported: true }
}

/** What {@link prepareDatabase} read and did. */
interface PreparedDatabase {
  store: DocumentStore
  secret: string
  report: Omit<PrepareReport, 'documents' | 'phases'>
}

/** The steps of {@link prepareInstance} that write to the database, run under the first-start lock. */
async function prepareDatabase(
  config: TamgaConfig,
  database: TamgaDatabase,
  clock: StartupClock,
): Promise<PreparedDatabase> {
  const { applied } = await migrateSystemTables(database.db)
  clock.end('migrations')
  const { store, imported } = await openProjectDocuments(config, database, { importIntoEmpty: true })
  const models: ModelDocument[] = (await store.list('model')).map((entry) => entry.document)
  clock.end(imported ? 'project import' : 'project documents')
  const plan = await planModelChanges(database.db, models)
  const additive = plan.changes.filter((change) => !change.destructive)
  const destructiveWaiting = plan.changes.filter((change) => change.destructive)
  await applyModelChanges(database.db, { changes: additive, issues: plan.issues })
  clock.end('model tables')

  let accounts: PrepareReport['accounts']
  let seeded: PrepareReport['seeded'] = []
  if (!(await hasAccounts(database.db))) {
    if (database.backend === 'pglite') {
      accounts = { demo: await seedDemoAccounts(database.db) }
      seeded = (await seedProjectRows(database, models, config.projectDir)) ?? []
      // The seed's records under a workflow get processes that reach the state they are seeded in.
      if (seeded.length > 0) await seedProcesses(database.db, store)
    } else {
      accounts = { superAdmin: await seedSuperAdmin(database.db, config.adminPassword) }
    }
    clock.end('seeding')
  }
  const secret = await instanceSecret(database.db, config.secret)
  return {
    store,
    secret,
    report: {
      migrations: applied,
      projectImported: imported,
      modelChanges: additive.length,
      destructiveWaiting,
      accounts,
      seeded,
    },
  }
}

/**
 * Brings a database to the point where the server can serve it: system migrations; the
 * project's documents (copied from the project folder into an empty database, or read from
 * the folder in "files" mode); builder-defined tables created or widened (destructive changes
 * wait for `tamga migrate` with a confirmation); on a new database, the accounts (demo
 * accounts on the embedded database, one super admin on PostgreSQL) and, on the embedded
 * database, the project's seed rows; the session secret. On PostgreSQL these steps run under
 * the first-start advisory lock (firstStartLock.ts), so any number of instances may start together on a new database.
 * Each step is timed on `clock` (the start command passes the one it also times its own steps on).
 */
export async function prepareInstance(
  config: TamgaConfig,
  clock: StartupClock = startupClock(),
): Promise<{ instance: Instance; report: PrepareReport }> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  clock.end('open database')
  try {
    // Instances started together on a new database take turns: the first one migrates, imports,
    // creates the tables and seeds; each of the others then finds that done and reads it.
    const prepared = await underFirstStartLock(database, ({ waited }) => {
      clock.end(waited ? 'wait for another instance to start' : 'first-start lock')
      return prepareDatabase(config, database, clock)
    })
    const { store, secret } = prepared
    const notificationBus =
      config.databaseUrl === undefined ? createLocalBus() : await createPostgresBus(config.databaseUrl)
    clock.end('secret and bus')
    return {
      instance: {
        database,
        store,
        secret,
        notificationBus,
        close: async () => {
          await notificationBus.close()
          await database.close()
        },
      },
      report: { ...prepared.report, documents: store.mode, phases: clock.phases },
    }
  } catch (error) {
    await database.close()
    throw error
  }
}
