import { isJsonObject } from '@tamga/schema'
/** One notification of the signed-in user, as `GET /notifications` sends it. */
export interface AppNotification {
  id: number
  title: string
  body: string | null
  /** Where clicking it leads: usually an app path such as `/admin/p/applications`. */
  link: string | null
  /** ISO date-time. */
  createdAt: string
  /** ISO date-time, or null while unread. */
  readAt: string | null
}

/** A page of `GET /notifications`: newest first, with the user's unread count at the time. */
export interface NotificationPage {
  items: AppNotification[]
  unread: number
}

/** The list the widget shows: the notifications loaded so far, newest first, and the unread count. */
export interface NotificationList {
  items: AppNotification[]
  unread: number
  /** Whether older notifications may exist on the server. */
  hasMore: boolean
}

/** The empty list, before anything is loaded. */
export const EMPTY_NOTIFICATION_LIST: NotificationList = { items: [], unread: 0, hasMore: false }

const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string'

/** Reads one notification from a server answer or a stream event; undefined when it is not one. */
export function parseNotification(value: unknown): AppNotification | undefined {
  if (!isJsonObject(value)) return undefined
  const { id, title, createdAt } = value
  // A stream event has no read time (it is new), and a missing body or link means none.
  const body = value.body ?? null
  const link = value.link ?? null
  const readAt = value.readAt ?? null
  if (typeof id !== 'number' || !Number.isInteger(id) || typeof title !== 'string' || typeof createdAt !== 'string') {
    return undefined
  }
  if (!isNullableString(body) || !isNullableString(link) || !isNullableString(readAt)) return undefined
  return { id, title, body, link, createdAt, readAt }
}

/** Reads a page answer; invalid entries are skipped; undefined when the answer is not a page at all. */
export function parseNotificationPage(value: unknown): NotificationPage | undefined {
  if (!isJsonObject(value) || !Array.isArray(value.items) || typeof value.unread !== 'number') return undefined
  const items: AppNotification[] = []
  for (const entry of value.items) {
    const item = parseNotification(entry)
    if (item !== undefined) items.push(item)
  }
  return { items, unread: value.unread }
}

/** Both lists together, each notification once (the first list's copy wins), newest (highest id) first. */
function mergeById(first: readonly AppNotification[], second: readonly AppNotification[]): AppNotification[] {
  const seen = new Set<number>()
  const merged: AppNotification[] = []
  for (const item of [...first, ...second]) {
    if (seen.has(item.id)) continue
    seen.add(item.id)
    merged.push(item)
  }
  return merged.sort((a, b) => b.id - a.id)
}

/**
 * The list after the newest page arrived (a first load, or a reload after the live stream came
 * back). The page replaces what was loaded, except live arrivals newer than anything on it: the
 * server read the page before they were stored, so they are kept and their unread ones are
 * added to the page's unread count.
 */
export function receiveNewestPage(list: NotificationList, page: NotificationPage, pageSize: number): NotificationList {
  const newestOnPage = page.items.reduce((max, item) => Math.max(max, item.id), 0)
  const laterArrivals = list.items.filter((item) => item.id > newestOnPage)
  return {
    items: mergeById(laterArrivals, page.items),
    unread: page.unread + laterArrivals.filter((item) => item.readAt === null).length,
    hasMore: page.items.length >= pageSize,
  }
}

/** The list after an older page arrived ("load more"): appended, each notification once; the unread count stays. */
export function receiveOlderPage(list: NotificationList, page: NotificationPage, pageSize: number): NotificationList {
  return { items: mergeById(list.items, page.items), unread: list.unread, hasMore: page.items.length >= pageSize }
}

/**
 * The list after a notification arrived live. One already in the list (the stream and a page
 * can both carry it) changes nothing; a new unread one raises the unread count.
 */
export function receiveLive(list: NotificationList, item: AppNotification): NotificationList {
  if (list.items.some((existing) => existing.id === item.id)) return list
  return {
    ...list,
    items: mergeById([item], list.items),
    unread: list.unread + (item.readAt === null ? 1 : 0),
  }
}

/** The list after one notification was read; reading a read or unknown one changes nothing. */
export function markRead(list: NotificationList, id: number, readAt: string): NotificationList {
  const target = list.items.find((item) => item.id === id)
  if (target === undefined || target.readAt !== null) return list
  return {
    ...list,
    items: list.items.map((item) => (item.id === id ? { ...item, readAt } : item)),
    unread: Math.max(0, list.unread - 1),
  }
}

/** The list after "mark all read": every notification read (earlier read times kept), nothing unread. */
export function markAllRead(list: NotificationList, readAt: string): NotificationList {
  return { ...list, items: list.items.map((item) => (item.readAt === null ? { ...item, readAt } : item)), unread: 0 }
}

/** The id to ask for older notifications with (`before`): the oldest loaded one. */
export function oldestId(list: NotificationList): number | undefined {
  return list.items.length === 0 ? undefined : Math.min(...list.items.map((item) => item.id))
}
