// How the dashboard's timeline tells a record write: who, what and when (issue 7, "Admin home").
import type { ActivityAction, ActivityEntry, ActivityUser, FlatMenuEntry } from '@tamga/schema'

/** The dashboard catalogue's word for each action. */
export const ACTION_WORDS = {
  create: 'actionCreate',
  update: 'actionUpdate',
  delete: 'actionDelete',
  restore: 'actionRestore',
  purge: 'actionPurge',
} as const satisfies Record<ActivityAction, string>

/** The timeline dot's colour per action: additions green, changes blue, removals red. */
export const ACTION_COLORS = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  restore: 'orange',
  purge: 'gray',
} as const satisfies Record<ActivityAction, string>

/** A person's name as the timeline writes it: first and last name, else the login. */
export function activityUserName(user: ActivityUser | null): string | undefined {
  if (user === null) return undefined
  const name = [user.firstName, user.lastName].filter((part) => part !== null && part.trim() !== '').join(' ')
  return name === '' ? user.login : name
}

/**
 * Where the timeline's record leads: the role's menu entry that opens the write's krud, or
 * nowhere when the role's menu has none.
 */
export function activityScreenPath(entry: ActivityEntry, menuList: readonly FlatMenuEntry[]): string | undefined {
  const screen = menuList.find((item) => item.link_to === 'crud' && item.url === entry.krud)
  return screen === undefined ? undefined : `/admin/p/${encodeURIComponent(screen.id)}`
}

/** How long ago a write was, as the dashboard catalogue words it; a month or more is written as a date. */
export type TimeAgo =
  | { key: 'justNow' }
  | { key: 'minutesAgo' | 'hoursAgo' | 'daysAgo'; count: number }
  | { key: 'date' }

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * How long ago `at` was, in the largest whole unit: under a minute is "just now" (a clock a
 * little behind the server's too), up to 30 days in minutes, hours or days, and older writes by
 * their date. Worded by the catalogue rather than `Intl.RelativeTimeFormat`, whose Mongolian
 * words browsers do not all carry.
 *
 * @example timeAgo('2025-06-02T10:00:00Z', Date.parse('2025-06-02T10:05:00Z')) // { key: 'minutesAgo', count: 5 }
 */
export function timeAgo(at: string, now: number): TimeAgo {
  const elapsed = now - Date.parse(at)
  if (!(elapsed >= MINUTE)) return { key: 'justNow' }
  if (elapsed < HOUR) return { key: 'minutesAgo', count: Math.floor(elapsed / MINUTE) }
  if (elapsed < DAY) return { key: 'hoursAgo', count: Math.floor(elapsed / HOUR) }
  if (elapsed < 30 * DAY) return { key: 'daysAgo', count: Math.floor(elapsed / DAY) }
  return { key: 'date' }
}

/** The charts of a dashboard in its two places: the count boxes on top, the drawn charts and tables under them. */
export function dashboardSections<TChart extends { type: string }>(
  charts: readonly TChart[],
): { counts: TChart[]; drawn: TChart[] } {
  return {
    counts: charts.filter((chart) => chart.type === 'number'),
    drawn: charts.filter((chart) => chart.type !== 'number'),
  }
}
