// Failed sign-ins counted in the database (`tamga_login_attempt`), per login and per client
// address, so that guessing is slowed and then locked on every instance alike.
import { type Kysely, sql } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'

/** How failed sign-ins are slowed and locked. Every field has a default. */
export interface LockoutPolicy {
  /** Failures of one login within the window that lock it. @default 5 */
  maxFailures: number
  /** Failures from one client address within the window that lock it. @default maxFailures */
  maxFailuresPerAddress: number
  /** How long failures are counted together, in milliseconds. @default 900000 (15 minutes) */
  windowMs: number
  /** How long a locked login or address stays locked, in milliseconds. @default 900000 (15 minutes) */
  lockMs: number
  /** The delay after the first failure, doubled after each further one, in milliseconds. @default 250 */
  failureDelayMs: number
  /** The longest delay after a failure, in milliseconds. @default 2000 */
  maxFailureDelayMs: number
}

/** The defaults of {@link LockoutPolicy}. */
export const DEFAULT_LOCKOUT_POLICY: Readonly<Omit<LockoutPolicy, 'maxFailuresPerAddress'>> = {
  maxFailures: 5,
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
  failureDelayMs: 250,
  maxFailureDelayMs: 2000,
}

/** The keys failures of one sign-in are counted under. */
export interface AttemptKeys {
  login: string
  address: string
}

/** `login:<lower-case login>` and `ip:<address>`, as `tamga_login_attempt` keys them. */
export function attemptKeys(login: string, address: string): AttemptKeys {
  return { login: `login:${login.trim().toLowerCase()}`, address: `ip:${address}` }
}

/** The latest moment until which one of the keys is locked, if one is locked at `now`. */
export async function lockedUntil(db: Kysely<SystemDatabase>, keys: AttemptKeys, now: Date): Promise<Date | undefined> {
  const rows = await db
    .selectFrom('tamga_login_attempt')
    .select('locked_until')
    .where('key', 'in', [keys.login, keys.address])
    .where('locked_until', '>', now)
    .execute()
  let latest: Date | undefined
  for (const { locked_until } of rows) {
    if (locked_until !== null && (latest === undefined || locked_until > latest)) latest = locked_until
  }
  return latest
}

/**
 * Counts one failure under a key in one statement (safe when instances fail at once): a count
 * whose window has passed, or whose lock has ended, starts again at 1; reaching `limit` locks
 * the key until `now + lockMs`. Returns the key's failures in the current window.
 */
export async function recordFailure(
  db: Kysely<SystemDatabase>,
  key: string,
  now: Date,
  limit: number,
  policy: Pick<LockoutPolicy, 'windowMs' | 'lockMs'>,
): Promise<number> {
  const windowStart = new Date(now.getTime() - policy.windowMs)
  const lockEnd = new Date(now.getTime() + policy.lockMs)
  const restart = sql<boolean>`(tamga_login_attempt.first_failure_at <= ${windowStart}::timestamptz or (tamga_login_attempt.locked_until is not null and tamga_login_attempt.locked_until <= ${now}::timestamptz))`
  const failures = sql<number>`(case when ${restart} then 1 else tamga_login_attempt.failures + 1 end)`
  const row = await db
    .insertInto('tamga_login_attempt')
    .values({
      key,
      failures: 1,
      first_failure_at: now,
      last_failure_at: now,
      locked_until: limit <= 1 ? lockEnd : null,
    })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        failures,
        first_failure_at: sql<Date>`case when ${restart} then ${now}::timestamptz else tamga_login_attempt.first_failure_at end`,
        last_failure_at: now,
        locked_until: sql<Date | null>`case when ${failures} >= ${limit}::integer then ${lockEnd}::timestamptz when ${restart} then null else tamga_login_attempt.locked_until end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow()
  return row.failures
}

/** Forgets the failures counted under a key (a successful sign-in clears its login's count). */
export async function clearFailures(db: Kysely<SystemDatabase>, key: string): Promise<void> {
  await db.deleteFrom('tamga_login_attempt').where('key', '=', key).execute()
}

/**
 * How long to wait before answering the `failures`-th failure in a row: the first delay,
 * doubled each time, never more than the cap.
 *
 * @example
 * failureDelay(3, { failureDelayMs: 250, maxFailureDelayMs: 2000 }) // 1000
 */
export function failureDelay(
  failures: number,
  policy: Pick<LockoutPolicy, 'failureDelayMs' | 'maxFailureDelayMs'>,
): number {
  if (failures < 1 || policy.failureDelayMs <= 0) return 0
  const doubled = policy.failureDelayMs * 2 ** Math.min(failures - 1, 20)
  return Math.min(doubled, policy.maxFailureDelayMs)
}
