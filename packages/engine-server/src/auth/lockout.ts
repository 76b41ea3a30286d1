// Sign-in attempts counted in the database (`tamga_login_attempt`), per login and per client
// address, on every instance alike: a login is locked after too many wrong passwords, counted
// before any is checked so that parallel guesses cannot outrun the count; an address's failures
// only slow its answers, so one office behind one address is never locked out of its accounts.
// The rule's numbers, keys, delays and words are @tamga/schema's (rules/login-lockout.ts), which
// the generated servers take too.
import type { LockoutPolicy } from '@tamga/schema'
import { type Kysely, sql } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'

/** A sign-in attempt as counted before its password is checked. */
export interface Attempt {
  /** The attempt's number among the login's unsuccessful ones in the current window, from 1. */
  number: number
  /** Until when the login is locked, when it is: the attempt is refused unchecked. */
  lockedUntil: Date | undefined
}

/**
 * Counts a sign-in attempt of a login before its password is checked, in one statement: every
 * attempt gets its own number, however many run at once on however many instances, so no more
 * than `limit` passwords of one login are ever checked in a window. An attempt past the limit
 * starts the lock (until `now + lockMs`) if a failure has not already; an attempt during a lock
 * is refused. A count whose window has passed, or whose lock has ended, starts again at 1.
 */
export async function beginAttempt(
  db: Kysely<SystemDatabase>,
  key: string,
  now: Date,
  limit: number,
  policy: Pick<LockoutPolicy, 'windowMs' | 'lockMs'>,
): Promise<Attempt> {
  const windowStart = new Date(now.getTime() - policy.windowMs)
  const lockEnd = new Date(now.getTime() + policy.lockMs)
  const row = await db
    .insertInto('tamga_login_attempt')
    .values({ key, failures: 1, first_failure_at: now, last_failure_at: now, locked_until: null })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet(() => {
        const running = sql<boolean>`(tamga_login_attempt.locked_until is not null and tamga_login_attempt.locked_until > ${now}::timestamptz)`
        const restart = sql<boolean>`(not ${running} and (tamga_login_attempt.first_failure_at <= ${windowStart}::timestamptz or tamga_login_attempt.locked_until is not null))`
        const failures = sql<number>`(case when ${restart} then 1 else tamga_login_attempt.failures + 1 end)`
        return {
          failures,
          first_failure_at: sql<Date>`case when ${restart} then ${now}::timestamptz else tamga_login_attempt.first_failure_at end`,
          last_failure_at: now,
          locked_until: sql<Date | null>`case when ${restart} then null when ${failures} > ${limit}::integer then coalesce(tamga_login_attempt.locked_until, ${lockEnd}::timestamptz) else tamga_login_attempt.locked_until end`,
        }
      }),
    )
    .returning(['failures', 'locked_until'])
    .executeTakeFirstOrThrow()
  const locked = row.locked_until !== null && row.locked_until > now
  return { number: row.failures, lockedUntil: locked ? (row.locked_until ?? undefined) : undefined }
}

/**
 * Locks a login whose attempt numbered `limit` (or later) had a wrong password, until
 * `now + lockMs`; a running lock keeps its end.
 */
export async function lockAfterFailure(
  db: Kysely<SystemDatabase>,
  key: string,
  attempt: Attempt,
  now: Date,
  limit: number,
  policy: Pick<LockoutPolicy, 'lockMs'>,
): Promise<void> {
  if (attempt.number < limit) return
  await db
    .updateTable('tamga_login_attempt')
    .set({ locked_until: new Date(now.getTime() + policy.lockMs) })
    .where('key', '=', key)
    .where('locked_until', 'is', null)
    .execute()
}

/**
 * Counts one failure under a key that is never locked, in one statement (safe when instances
 * fail at once): a client address, whose count only slows its failures. A count whose window
 * has passed starts again at 1. Returns the key's failures in the current window.
 */
export async function recordFailure(
  db: Kysely<SystemDatabase>,
  key: string,
  now: Date,
  policy: Pick<LockoutPolicy, 'windowMs'>,
): Promise<number> {
  const windowStart = new Date(now.getTime() - policy.windowMs)
  const restart = sql<boolean>`(tamga_login_attempt.first_failure_at <= ${windowStart}::timestamptz)`
  const row = await db
    .insertInto('tamga_login_attempt')
    .values({ key, failures: 1, first_failure_at: now, last_failure_at: now, locked_until: null })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        failures: sql<number>`(case when ${restart} then 1 else tamga_login_attempt.failures + 1 end)`,
        first_failure_at: sql<Date>`case when ${restart} then ${now}::timestamptz else tamga_login_attempt.first_failure_at end`,
        last_failure_at: now,
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
