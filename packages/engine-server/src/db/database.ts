import { join } from 'node:path'
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite'
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import { type ColumnStatistics, columnStatistics } from './columnStatistics.ts'
import { systemMigrationProvider } from './migrations/index.ts'
import { openPgliteFolder } from './pgliteFolder.ts'
import type { SystemDatabase } from './tables.ts'

/** Which engine holds the data: PostgreSQL through `pg`, or PGlite embedded in the process. */
export type DatabaseBackend = 'postgres' | 'pglite'

/** An open database: the Kysely handle, which backend it is, and how to close it. */
export interface TamgaDatabase {
  db: Kysely<SystemDatabase>
  backend: DatabaseBackend
  /** Where the data is, without credentials, for logs. */
  description: string
  /**
   * Runs a statement PostgreSQL keeps parsed and planned per connection under `name` (one per
   * distinct text): for the hot statements a server runs again and again with other values.
   * Absent on PGlite, which has one connection and no gain from it.
   */
  prepared?: (<Row>(name: string, text: string, values: readonly unknown[]) => Promise<Row[]>) | undefined
  /** PostgreSQL's pool as it is now, for the metrics; absent on PGlite, which has no pool. */
  poolStats?: (() => { total: number; idle: number; waiting: number }) | undefined
  /** Where the columns' values lie, by PostgreSQL's statistics (reads test a range's selective bound first). */
  statistics?: ColumnStatistics | undefined
  close(): Promise<void>
}

/** Where to open the database. */
export interface OpenDatabaseOptions {
  /** A postgres:// URL; when absent, PGlite is used. */
  databaseUrl?: string | undefined
  /** PGlite's data folder (its `pglite/` subfolder); in memory when absent. */
  dataDir?: string | undefined
  /** PGlite only: start from a data-folder snapshot instead of running initdb (tests). */
  pgliteSnapshot?: Blob | undefined
  /**
   * PGlite on a data folder only: where the snapshot a new data folder starts from is kept;
   * `null` for none (initdb makes every new folder).
   * @default node_modules/.cache/tamga (see {@link openPgliteFolder})
   */
  pgliteSnapshotCacheDir?: string | null | undefined
  /**
   * PostgreSQL only: told when the server drops an idle connection (a restart, a failover, an
   * administrator). The pool replaces the connection; without a listener the error would end
   * the process. @default a one-line warning on stderr
   */
  onConnectionError?: ((error: Error) => void) | undefined
}

const INT8 = 20
const DATE = 1082

/**
 * Both backends return the same JavaScript values: `bigint` as a number when it is a safe
 * integer (as a string otherwise, so nothing is rounded), `date` as its 'YYYY-MM-DD' text (a
 * Date would shift with the server's time zone), `numeric` as text, `timestamptz` as a Date.
 */
const parseInt8 = (text: string): number | string => {
  const value = Number(text)
  return Number.isSafeInteger(value) ? value : text
}
const keepText = (text: string): string => text

/** Opens PostgreSQL (with `databaseUrl`) or the embedded PGlite database. Does not migrate. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<TamgaDatabase> {
  if (options.databaseUrl !== undefined) {
    // Loaded only for PostgreSQL: the embedded database's start has no use for it.
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          if (oid === INT8) return parseInt8
          if (oid === DATE) return keepText
          return format === undefined ? pg.types.getTypeParser(oid) : pg.types.getTypeParser(oid, format)
        }) as typeof pg.types.getTypeParser,
      },
    })
    pool.on(
      'error',
      options.onConnectionError ??
        ((error) => process.stderr.write(`tamga: PostgreSQL closed an idle connection: ${error.message}\n`)),
    )
    const db = new Kysely<SystemDatabase>({ dialect: new PostgresDialect({ pool }) })
    const statistics = columnStatistics(db)
    return {
      db,
      backend: 'postgres',
      description: options.databaseUrl.replace(/\/\/([^:@/]+)(:[^@/]*)?@/, '//$1@'),
      prepared: async <Row>(name: string, text: string, values: readonly unknown[]) =>
        (await pool.query({ name, text, values: [...values] })).rows as Row[],
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      statistics,
      close: () => {
        statistics.stop()
        return db.destroy()
      },
    }
  }
  const parsers = { [pgliteTypes.INT8]: parseInt8, [pgliteTypes.DATE]: keepText }
  let client: PGlite
  if (options.dataDir === undefined) {
    client = await PGlite.create({
      parsers,
      ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
    })
  } else {
    const opened = await openPgliteFolder({
      folder: join(options.dataDir, 'pglite'),
      parsers,
      snapshotCacheDir: options.pgliteSnapshotCacheDir,
    })
    client = opened.client
  }
  const db = new Kysely<SystemDatabase>({ dialect: new PGliteDialect(client) })
  const statistics = columnStatistics(db)
  return {
    db,
    backend: 'pglite',
    description: options.dataDir === undefined ? 'PGlite in memory' : `PGlite in ${join(options.dataDir, 'pglite')}`,
    statistics,
    close: () => {
      statistics.stop()
      return db.destroy()
    },
  }
}

/** The outcome of bringing the system tables up to date. */
export interface MigrationReport {
  /** Names of the migrations this call ran, in order (empty when already up to date). */
  applied: string[]
}

/**
 * Whether exactly the system migrations compiled into this server have run, read in two small
 * statements: Kysely's migrator finds that out by introspecting the whole catalogue twice (its
 * tables and its lock's), a fifth of a second of every start on PGlite. Any other case (a new
 * database, a migration to run, one this server does not know) is the migrator's to handle.
 */
async function systemTablesCurrent(db: Kysely<SystemDatabase>): Promise<boolean> {
  const table = await sql<{ name: string | null }>`select to_regclass('tamga_migration')::text as name`.execute(db)
  if (table.rows[0]?.name === null || table.rows[0]?.name === undefined) return false
  const { rows } = await sql<{ name: string }>`select name from tamga_migration`.execute(db)
  const wanted = new Set(Object.keys(await systemMigrationProvider.getMigrations()))
  return rows.length === wanted.size && rows.every((row) => wanted.has(row.name))
}

/**
 * Runs every system migration not yet applied, in one locked run so that two instances
 * starting together do not both migrate. Throws with the failing migration's name.
 */
export async function migrateSystemTables(db: Kysely<SystemDatabase>): Promise<MigrationReport> {
  if (await systemTablesCurrent(db)) return { applied: [] }
  const migrator = new Migrator({
    db,
    provider: systemMigrationProvider,
    migrationTableName: 'tamga_migration',
    migrationLockTableName: 'tamga_migration_lock',
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error !== undefined) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`migration ${failed?.migrationName ?? '(before any migration)'} failed: ${reason}`, {
      cause: error,
    })
  }
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) }
}
