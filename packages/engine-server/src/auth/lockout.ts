// Sign-in attempts counted in the database (`tamga_login_attempt`), per login and per client
// address, on every instance alike: a login is locked after too many wrong passwords, counted
// before any is checked so that parallel guesses cannot outrun the count; an address's failures
// only slow its answers, so one office behind one address is never locked out of its accounts.
import type { BilingualMessage } from '@tamga/schema'
import { type Kysely, sql } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'

/** How failed sign-ins are slowed and locked. Every field has a default. */
export interface LockoutPolicy {
  /** Failures of one login within the window that lock it. @default 5 */
  maxFailures: number
  /** Failures from one client address within the window after which each further one waits the longest delay. @default maxFailures */
  maxFailuresPerAddress: number
  /** How long failures are counted together, in milliseconds. @default 900000 (15 minutes) */
  windowMs: number
  /** How long a locked login stays locked, in milliseconds. @default 900000 (15 minutes) */
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

/**
 * LOGIN_LOCKED's message with the minutes the lock has left, so a person knows when to try again.
 *
 * @example lockedMessage(15).en_US // 'Too many failed sign-in attempts: signing in is locked, try again in 15 minutes'
 */
export function lockedMessage(minutes: number): BilingualMessage & { ko_KR: string } {
  return {
    mn_MN: `Олон удаа буруу оролдсон тул нэвтрэхийг түр хаалаа: ${minutes} минутын дараа дахин оролдоно уу`,
    en_US: `Too many failed sign-in attempts: signing in is locked, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    ko_KR: `로그인 실패가 너무 많아 로그인이 잠겼습니다. ${minutes}분 후에 다시 시도해 주세요`,
  }
}
