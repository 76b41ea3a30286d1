import { SESSION_ENDED_CLOSE_CODE } from '@tamga/schema'
import { API_BASE } from '../api/apiBase.ts'
import { SUBSCRIPTION_RETRY_ATTEMPTS, SUBSCRIPTION_SETTLED_MS, subscriptionRetryDelay } from '../api/retry.ts'
import { type AppNotification, parseNotification } from './notificationList.ts'

/** The health of the live stream: `gave-up` after the retries of spec 7 ran out. */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'gave-up'

/** The GraphQL endpoint whose `notificationAdded` subscription carries new notifications. */
export const NOTIFICATION_STREAM_URL = `${API_BASE}/graphql`

/** The subscription: every field the notification list draws. */
export const NOTIFICATION_SUBSCRIPTION = 'subscription { notificationAdded { id title body link createdAt } }'

/** What a stream connection reports. */
export interface StreamHandlers {
  /**
   * The server acknowledged the connection and the subscription was sent: what arrives from now
   * on is delivered, unless the server refuses the subscription (then `error` follows at once).
   */
  open(): void
  /** The connection broke or the server refused the subscription. */
  error(): void
  /** The server ended the connection because the session was revoked or expired: retrying cannot help. */
  sessionEnded(): void
  /** One notification as the server sent it (checked before use). */
  notification(value: unknown): void
}

/** Opens one connection to the stream; closing it ends it for good. */
export type OpenStream = (url: string, handlers: StreamHandlers) => { close(): void }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** A path of this page's origin (or an absolute address) as a WebSocket address. */
function socketAddress(url: string): string {
  const address = new URL(url, window.location.href)
  address.protocol = address.protocol === 'https:' ? 'wss:' : 'ws:'
  return address.href
}

/**
 * The GraphQL subscription `notificationAdded` over a WebSocket (the graphql-transport-ws
 * protocol). The browser sends the httpOnly session cookie that sign-in set with the upgrade
 * request, which is how the server knows whose notifications to send.
 */
export const openGraphqlSubscription: OpenStream = (url, handlers) => {
  const socket = new WebSocket(socketAddress(url), 'graphql-transport-ws')
  let ended = false
  const send = (message: object) => socket.send(JSON.stringify(message))
  const fail = () => {
    if (ended) return
    ended = true
    socket.close()
    handlers.error()
  }
  socket.addEventListener('open', () => send({ type: 'connection_init', payload: {} }))
  socket.addEventListener('message', (event) => {
    let message: unknown
    try {
      message = JSON.parse(String(event.data))
    } catch {
      return
    }
    if (!isObject(message) || ended) return
    switch (message.type) {
      case 'connection_ack':
        send({ id: 'notifications', type: 'subscribe', payload: { query: NOTIFICATION_SUBSCRIPTION } })
        handlers.open()
        break
      case 'ping':
        send({ type: 'pong' })
        break
      case 'next': {
        const data = isObject(message.payload) ? message.payload.data : undefined
        if (isObject(data)) handlers.notification(data.notificationAdded)
        break
      }
      // A refused subscription (signed out, say) or one the server ended: retried as a break.
      case 'error':
      case 'complete':
        fail()
        break
    }
  })
  socket.addEventListener('error', fail)
  socket.addEventListener('close', (event) => {
    if (event.code !== SESSION_ENDED_CLOSE_CODE || ended) return fail()
    ended = true
    handlers.sessionEnded()
  })
  return {
    close: () => {
      ended = true
      socket.close()
    },
  }
}

/** Options of {@link connectNotificationStream}. */
export interface NotificationStreamOptions {
  /** Called with each notification that arrives. */
  onNotification(item: AppNotification): void
  /** Called when the stream is open again after a break: what was sent meanwhile was missed. */
  onReconnect?(): void
  onStatusChange?(status: LiveStatus): void
  /** Called when the server ended the stream with the session (revoked or expired): it is not retried. */
  onSessionEnded?(): void
  /** @default NOTIFICATION_STREAM_URL */
  url?: string
  /** @default openGraphqlSubscription */
  open?: OpenStream
  /** @default setTimeout; returns the cancel function */
  schedule?: (run: () => void, ms: number) => () => void
  /** The clock a connection's time open is measured with, in milliseconds. @default Date.now */
  now?: () => number
}

const defaultSchedule = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms)
  return () => clearTimeout(timer)
}

/**
 * Listens to the user's new notifications. On an error the connection is closed and opened
 * again with the subscription retry policy of spec 7 and 9: up to 5 attempts, waiting 500 ms
 * and doubling. A connection that ran (delivered a notification, or stayed open for
 * {@link SUBSCRIPTION_SETTLED_MS}) starts the count again when it breaks; one acknowledged and
 * then refused does not. After the last attempt it gives up (status `gave-up`) until called
 * again. A connection the server ends with the session (close code 4401) is not retried:
 * `onSessionEnded` is told. Returns the function that stops listening.
 */
export function connectNotificationStream(options: NotificationStreamOptions): () => void {
  const open = options.open ?? openGraphqlSubscription
  const schedule = options.schedule ?? defaultSchedule
  const url = options.url ?? NOTIFICATION_STREAM_URL
  const now = options.now ?? Date.now
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
    let openedAt: number | undefined
    let delivered = false
    const ran = () => delivered || (openedAt !== undefined && now() - openedAt >= SUBSCRIPTION_SETTLED_MS)
    const handlers: StreamHandlers = {
      open() {
        if (!current || stopped) return
        openedAt = now()
        options.onStatusChange?.('open')
        if (openedBefore) options.onReconnect?.()
        openedBefore = true
      },
      error() {
        if (!current || stopped) return
        current = false
        connection?.close()
        connection = undefined
        if (ran()) retries = 0
        if (retries >= SUBSCRIPTION_RETRY_ATTEMPTS) {
          options.onStatusChange?.('gave-up')
          return
        }
        options.onStatusChange?.('connecting')
        cancelRetry = schedule(connect, subscriptionRetryDelay(retries))
        retries++
      },
      sessionEnded() {
        if (!current || stopped) return
        current = false
        connection?.close()
        connection = undefined
        options.onStatusChange?.('off')
        options.onSessionEnded?.()
      },
      notification(value) {
        if (!current || stopped) return
        const item = parseNotification(value)
        if (item === undefined) return
        delivered = true
        options.onNotification(item)
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
