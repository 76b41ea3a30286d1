import { formatClock, mongolianDateText } from '@tamga/schema'

/**
 * How often the lock screen's clock is refreshed (spec 2.6, 9).
 * @default 1000
 */
export const LOCK_CLOCK_REFRESH_MS = 1000

/** What the lock screen shows of the time. */
export interface LockTimeTexts {
  /** `HH:mm`, 24-hour (spec 2.6). */
  clock: string
  /** The Mongolian date text: month number, day, weekday (spec 2.6), e.g. `'11 сарын 23, Бямба гараг'`. */
  date: string
}

/**
 * The lock screen's clock and date at an instant, on the device's own wall clock: the lock
 * stands in for the device's clock, so it follows the zone the device is set to.
 *
 * @example lockTimeTexts(new Date('2024-11-23T06:05:00Z'), 480) // { clock: '14:05', date: '11 сарын 23, Бямба гараг' }
 */
export function lockTimeTexts(now: Date, offsetMinutes: number = -now.getTimezoneOffset()): LockTimeTexts {
  const options = { timeZoneOffsetMinutes: offsetMinutes }
  return { clock: formatClock(now, options), date: mongolianDateText(now, options) }
}
