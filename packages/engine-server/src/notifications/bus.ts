import { EventEmitter } from 'node:events'

/** A notification as it travels to a browser: enough to draw it without another request. */
export interface NotificationEvent {
  id: number
  userId: number
  title: string
  body: string | null
  link: string | null
  createdAt: string
}

/**
 * Carries new notifications to the server instance that holds the recipient's open stream.
 * In one process an in-memory emitter does; across instances PostgreSQL's LISTEN/NOTIFY does,
 * so no extra service is needed for it.
 */
export interface NotificationBus {
  publish(events: readonly NotificationEvent[]): Promise<void>
  /** Calls `listener` with every new notification of `userId`; returns the unsubscribe function. */
  subscribe(userId: number, listener: (event: NotificationEvent) => void): () => void
  /**
   * Calls `listener` with every batch published through this bus object, on this instance only
   * (so a sender such as web push runs once per notification, not once per instance); returns
   * the unsubscribe function. The listener must not throw.
   */
  onPublish(listener: (events: readonly NotificationEvent[]) => void): () => void
  close(): Promise<void>
}

/** The publish listeners of one bus (see {@link NotificationBus.onPublish}). */
function publishListeners() {
  const listeners = new Set<(events: readonly NotificationEvent[]) => void>()
  return {
    emit(events: readonly NotificationEvent[]) {
      for (const listener of listeners) listener(events)
    },
    add(listener: (events: readonly NotificationEvent[]) => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

const CHANNEL = 'tamga_notification'

function localFanOut() {
  const emitter = new EventEmitter()
  // One listener per open stream: many users may be connected at once.
  emitter.setMaxListeners(0)
  return {
    emit: (event: NotificationEvent) => emitter.emit(String(event.userId), event),
    subscribe(userId: number, listener: (event: NotificationEvent) => void) {
      emitter.on(String(userId), listener)
      return () => {
        emitter.off(String(userId), listener)
      }
    },
  }
}

/** The bus of a single instance (the embedded database, tests). */
export function createLocalBus(): NotificationBus {
  const fanOut = localFanOut()
  const published = publishListeners()
  return {
    publish: async (events) => {
      for (const event of events) fanOut.emit(event)
      published.emit(events)
    },
    subscribe: fanOut.subscribe,
    onPublish: published.add,
    close: async () => {},
  }
}

/**
 * The bus of instances sharing one PostgreSQL database: every instance listens on one channel
 * with a connection of its own and hands each notification to its local streams. Payloads
 * stay well under PostgreSQL's 8000-byte NOTIFY limit because bodies are cut before sending;
 * the full text stays in the table.
 */
export async function createPostgresBus(databaseUrl: string): Promise<NotificationBus> {
  const fanOut = localFanOut()
  const published = publishListeners()
  // The PostgreSQL driver is loaded by the deployments that use it, not by every embedded start.
  const { default: pg } = await import('pg')
  const listener = new pg.Client({ connectionString: databaseUrl })
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  publisher.on('error', () => {})
  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL || message.payload === undefined) return
    try {
      fanOut.emit(JSON.parse(message.payload) as NotificationEvent)
    } catch {
      // A payload that is not ours is ignored rather than crashing the listener.
    }
  })
  await listener.connect()
  await listener.query(`listen ${CHANNEL}`)
  return {
    publish: async (events) => {
      for (const event of events) {
        const body = event.body === null ? null : event.body.slice(0, 1000)
        await publisher.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ ...event, body })])
      }
      published.emit(events)
    },
    subscribe: fanOut.subscribe,
    onPublish: published.add,
    close: async () => {
      await listener.end()
      await publisher.end()
    },
  }
}
