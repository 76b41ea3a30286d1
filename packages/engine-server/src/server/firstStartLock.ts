import { sql } from 'kysely'
import type { TamgaDatabase } from '../db/database.ts'

/**
 * The PostgreSQL advisory lock key a start holds while it brings the database up to date
 * (system migrations, the project import, the table plan, the seed, the session secret). Keys
 * of the server's advisory locks, each distinct:
 * - 7_346_109_211 `SCHEMA_CHANGE_LOCK` (models/apply.ts): one transaction of schema changes at a time;
 * - 7_346_109_212 `FIRST_START_LOCK` (here): one start preparing the database at a time.
 */
export const FIRST_START_LOCK = 7_346_109_212

/** How the lock was taken, told to the work it guards. */
export interface FirstStartLockHeld {
  /** Another instance held the lock and this one waited for it. */
  waited: boolean
}

/**
 * Runs `work` while this process holds {@link FIRST_START_LOCK}, a session-level advisory lock
 * taken on one connection set aside for it (the work itself runs on the pool's others), so that
 * of several instances starting together on a new database exactly one imports the project,
 * creates the tables and seeds; the others wait, then run the same steps and find them done.
 * The lock is released when the work ends, or by PostgreSQL if the process dies holding it.
 * PGlite is one process's own database: there the work simply runs.
 *
 * @example
 * const report = await underFirstStartLock(database, () => prepareDatabase(database))
 */
export async function underFirstStartLock<TResult>(
  database: TamgaDatabase,
  work: (held: FirstStartLockHeld) => Promise<TResult>,
): Promise<TResult> {
  if (database.backend === 'pglite') return work({ waited: false })
  return database.db.connection().execute(async (connection) => {
    const tried = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${FIRST_START_LOCK}) as locked`.execute(
      connection,
    )
    const waited = tried.rows[0]?.locked !== true
    if (waited) await sql`select pg_advisory_lock(${FIRST_START_LOCK})`.execute(connection)
    try {
      return await work({ waited })
    } finally {
      await sql`select pg_advisory_unlock(${FIRST_START_LOCK})`.execute(connection)
    }
  })
}
