import { create } from 'zustand'
import { api } from '../api/client.ts'
import type { HttpClient } from '../api/httpClient.ts'
import {
  type AppNotification,
  EMPTY_NOTIFICATION_LIST,
  markAllRead,
  markRead,
  type NotificationList,
  oldestId,
  parseNotificationPage,
  receiveLive,
  receiveNewestPage,
  receiveOlderPage,
} from './notificationList.ts'
import type { LiveStatus } from './notificationStream.ts'

/** How many notifications one page holds. @default 20 (the server's default) */
export const NOTIFICATION_PAGE_SIZE = 20

/** The notifications widget's state (spec 2.5): the list, its loading, and the live stream's health. */
export interface NotificationsState extends NotificationList {
  /** `failed` when the newest page could not be loaded; the widget offers a retry. */
  status: 'idle' | 'loading' | 'ready' | 'failed'
  loadingMore: boolean
  live: LiveStatus
  /** Grows each time the user asks to reconnect after the stream gave up. */
  reconnectRequests: number
  /** Grows with each notification that arrives live: screens showing what it may be about reload on it. */
  arrivals: number
  /** Loads the newest page, replacing the list (keeping live arrivals newer than it). */
  load(): Promise<void>
  /** Loads the page older than the oldest notification loaded. */
  loadMore(): Promise<void>
  /** Takes a notification that arrived live; true when it was new to the list. */
  receive(item: AppNotification): boolean
  /** Marks one notification read, at once in the list and then on the server. */
  markRead(id: number): Promise<void>
  /** Marks every notification read, at once in the list and then on the server. */
  markAllRead(): Promise<void>
  setLive(live: LiveStatus): void
  requestReconnect(): void
  /** Forgets everything (another user signed in, or nobody); answers still under way are dropped. */
  reset(): void
}

/** Options of {@link createNotificationsStore}. */
export interface NotificationsStoreOptions {
  client: Pick<HttpClient, 'get' | 'post'>
  /** @default NOTIFICATION_PAGE_SIZE */
  pageSize?: number
  /** @default () => new Date() */
  now?: () => Date
}

/** Makes a notifications store on an HTTP client; the app has one ({@link useNotifications}), tests make their own. */
export function createNotificationsStore(options: NotificationsStoreOptions) {
  const { client } = options
  const pageSize = options.pageSize ?? NOTIFICATION_PAGE_SIZE
  const now = options.now ?? (() => new Date())
  // Each reset or newest-page load starts a new generation; an answer of an older one is stale.
  let generation = 0
  const listOf = (state: NotificationList): NotificationList => ({
    items: state.items,
    unread: state.unread,
    hasMore: state.hasMore,
  })

  return create<NotificationsState>()((set, get) => ({
    ...EMPTY_NOTIFICATION_LIST,
    status: 'idle',
    loadingMore: false,
    live: 'off',
    reconnectRequests: 0,
    arrivals: 0,

    async load() {
      const mine = ++generation
      set({ status: 'loading' })
      // Quiet: the widget says itself that the list could not be loaded, where it is looked at.
      const answer = await client.get<unknown>('/notifications', { query: { limit: pageSize }, quiet: true })
      if (mine !== generation) return
      const page = answer.ok ? parseNotificationPage(answer.data) : undefined
      if (page === undefined) {
        set({ status: 'failed' })
        return
      }
      set({ ...receiveNewestPage(listOf(get()), page, pageSize), status: 'ready' })
    },

    async loadMore() {
      const before = oldestId(get())
      if (before === undefined || get().loadingMore || !get().hasMore) return
      const mine = generation
      set({ loadingMore: true })
      const answer = await client.get<unknown>('/notifications', { query: { limit: pageSize, before } })
      if (mine !== generation) return
      const page = answer.ok ? parseNotificationPage(answer.data) : undefined
      set(
        page === undefined
          ? { loadingMore: false }
          : { ...receiveOlderPage(listOf(get()), page, pageSize), loadingMore: false },
      )
    },

    receive(item) {
      const before = get()
      const after = receiveLive(listOf(before), item)
      if (after.items === before.items) return false
      set({ ...after, arrivals: before.arrivals + 1 })
      return true
    },

    async markRead(id) {
      const before = get()
      const after = markRead(listOf(before), id, now().toISOString())
      // Already read (or not loaded): nothing to tell the server.
      if (after.items === before.items) return
      set(after)
      const answer = await client.post(`/notifications/${id}/read`)
      // The server said no (the toast said why): show what it holds rather than a guess.
      if (!answer.ok) await get().load()
    },

    async markAllRead() {
      set(markAllRead(listOf(get()), now().toISOString()))
      const answer = await client.post('/notifications/read-all')
      if (!answer.ok) await get().load()
    },

    setLive: (live) => set({ live }),
    requestReconnect: () => set(({ reconnectRequests }) => ({ reconnectRequests: reconnectRequests + 1 })),

    reset() {
      generation++
      set({ ...EMPTY_NOTIFICATION_LIST, status: 'idle', loadingMore: false, live: 'off' })
    },
  }))
}

/** The signed-in user's notifications. */
export const useNotifications = createNotificationsStore({ client: api })
