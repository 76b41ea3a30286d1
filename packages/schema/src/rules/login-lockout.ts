// The sign-in lockout rule, defined once: Tamga's server counts attempts with it
// (engine-server auth/lockout.ts) and the generated servers take the same numbers, keys, delays
// and words, over the same table, so a login locked on one is locked on the other.
import type { BilingualMessage } from '../validation/issue.ts'

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
