// How often one address may do something (register, send a public form) within a window,
// counted in `tamga_login_attempt` under a key of its own, so every instance counts together.
import { type Kysely, sql } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'

/** Whether `key` (`register:<address>`, …) has reached `limit` within the last `windowMinutes`. */
export async function addressLimitReached(
  db: Kysely<SystemDatabase>,
  key: string,
  limit: number,
  windowMinutes: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('tamga_login_attempt')
    .select('failures')
    .where('key', '=', key)
    .where('first_failure_at', '>', sql<Date>`now() - make_interval(mins => ${windowMinutes})`)
    .executeTakeFirst()
  return row !== undefined && row.failures >= limit
}

/** Counts one more for `key`, starting a new window when the last one is over. */
export async function countForAddress(db: Kysely<SystemDatabase>, key: string, windowMinutes: number): Promise<void> {
  const expired = sql<boolean>`tamga_login_attempt.first_failure_at <= now() - make_interval(mins => ${windowMinutes})`
  await db
    .insertInto('tamga_login_attempt')
    .values({ key, failures: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        failures: sql<number>`case when ${expired} then 1 else tamga_login_attempt.failures + 1 end`,
        first_failure_at: sql<Date>`case when ${expired} then now() else tamga_login_attempt.first_failure_at end`,
        last_failure_at: sql<Date>`now()`,
      }),
    )
    .execute()
}
