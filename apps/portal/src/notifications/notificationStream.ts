import { API_BASE } from '../api/apiBase.ts'
import { SUBSCRIPTION_RETRY_ATTEMPTS, subscriptionRetryDelay } from '../api/retry.ts'
import { type AppNotification, parseNotification } from './notificationList.ts'

/** The health of the live stream: `gave-up` after the retries of spec 7 ran out. */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'gave-up'

/** The address of the server-sent event stream of new notifications. */
export const NOTIFICATION_STREAM_URL = `${API_BASE}/notifications/stream`

/** What a stream connection reports. */
export interface StreamHandlers {
  open(): void
  error(): void
  /** The data of one `notification` event. */
  notification(data: string): void
}

/** Opens one connection to the stream; closing it ends it for good. */
export type OpenStream = (url: string, handlers: StreamHandlers) => { close(): void }

/**
 * The browser's EventSource. It cannot send an Authorization header; the server reads the
 * httpOnly session cookie that sign-in set, which a same-origin EventSource sends by itself
 * (`withCredentials` also sends it when the API is on another origin that allows it).
 */
export const openEventSource: OpenStream = (url, handlers) => {
  const source = new EventSource(url, { withCredentials: true })
  source.addEventListener('open', () => handlers.open())
  source.addEventListener('error', () => handlers.error())
  source.addEventListener('notification', (event) => handlers.notification(String(event.data)))
  return { close: () => source.close() }
}

/** Options of {@link connectNotificationStream}. */
export interface NotificationStreamOptions {
  /** Called with each notification that arrives. */
  onNotification(item: AppNotification): void
  /** Called when the stream is open again after a break: what was sent meanwhile was missed. */
  onReconnect?(): void
  onStatusChange?(status: LiveStatus): void
  /** @default NOTIFICATION_STREAM_URL */
  url?: string
  /** @default openEventSource */
  open?: OpenStream
  /** @default setTimeout; returns the cancel function */
  schedule?: (run: () => void, ms: number) => () => void
}

const defaultSchedule = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms)
  return () => clearTimeout(timer)
}

/**
 * Listens to the user's new notifications. On an error the connection is closed and opened
 * again with the subscription retry policy of spec 7 and 9: up to 5 attempts, waiting 500 ms
 * and doubling; an open connection starts the count again. After the last attempt it gives up
 * (status `gave-up`) until called again. Returns the function that stops listening.
 */
export function connectNotificationStream(options: NotificationStreamOptions): () => void {
  const open = options.open ?? openEventSource
  const schedule = options.schedule ?? defaultSchedule
  const url = options.url ?? NOTIFICATION_STREAM_URL
  let retries = 0
  let openedBefore = false
  let stopped = false
  let connection: { close(): void } | undefined
  let cancelRetry: (() => void) | undefined

  const connect = () => {
    cancelRetry = undefined
    options.onStatusChange?.('connecting')
    // A closed connection may still deliver a queued event; only the current one counts.
    let current = true
    const handlers: StreamHandlers = {
      open() {
        if (!current || stopped) return
        retries = 0
        options.onStatusChange?.('open')
        if (openedBefore) options.onReconnect?.()
        openedBefore = true
      },
      error() {
        if (!current || stopped) return
        current = false
        connection?.close()
        connection = undefined
        if (retries >= SUBSCRIPTION_RETRY_ATTEMPTS) {
          options.onStatusChange?.('gave-up')
          return
        }
        options.onStatusChange?.('connecting')
        cancelRetry = schedule(connect, subscriptionRetryDelay(retries))
        retries++
      },
      notification(data) {
        if (!current || stopped) return
        let parsed: unknown
        try {
          parsed = JSON.parse(data)
        } catch {
          return
        }
        const item = parseNotification(parsed)
        if (item !== undefined) options.onNotification(item)
      },
    }
    const opened = open(url, handlers)
    // An error reported while opening has already scheduled the next attempt.
    if (current && !stopped) connection = opened
    else opened.close()
  }

  connect()
  return () => {
    stopped = true
    cancelRetry?.()
    connection?.close()
    connection = undefined
    options.onStatusChange?.('off')
  }
}
