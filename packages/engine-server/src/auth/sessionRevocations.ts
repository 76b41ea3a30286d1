// A revoked session stops working at its next request on every instance (sessions live in the
// database), but a WebSocket subscription or a notification stream makes no further request:
// it would keep delivering for hours. So a revocation is also published on a bus every instance
// hears, and each instance ends the connections it holds for the revoked sessions.
import { EventEmitter } from 'node:events'
import { setTimeout as wait } from 'node:timers/promises'
import type { Kysely } from 'kysely'
import mqemitter, { type MQEmitter } from 'mqemitter'
import type { SystemDatabase } from '../db/tables.ts'
import { liveSessionExpiry } from './sessions.ts'

/**
 * What was revoked: one session (sign-out), or every session of a user but `keptSessionId`
 * (a password change keeps the changer's own; a reset or a deletion keeps none).
 */
export type SessionRevocation =
  | { userId: number; sessionId: string }
  | { userId: number; keptSessionId?: string | undefined }

/** The longest wait `setTimeout` keeps (2³¹ − 1 ms, about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1

/** A watched connection: its session, how it is ended, and the timer of its session's expiry. */
interface Watched {
  holder: SessionHolder
  end: () => void
  expiry: NodeJS.Timeout | undefined
}

/** The session an open connection acts for. */
export interface SessionHolder {
  userId: number
  sessionId: string
}

/** The close reason sent with `SESSION_ENDED_CLOSE_CODE` (`@tamga/schema`). */
export const SESSION_REVOKED_CLOSE_REASON = 'Session ended: sign in again'

/** Whether `revocation` ends `holder`'s session. */
export function revokes(revocation: SessionRevocation, holder: SessionHolder): boolean {
  if (revocation.userId !== holder.userId) return false
  if ('sessionId' in revocation) return revocation.sessionId === holder.sessionId
  return revocation.keptSessionId !== holder.sessionId
}

/**
 * Revocations of sessions, told to every instance, and the open connections of this instance
 * that end with their session.
 */
export interface SessionRevocations {
  /**
   * Tells every instance that sessions were revoked. Call it once the revoking transaction has
   * committed: an instance that hears it early could still find the session live. Never throws;
   * a failure to publish is logged (the sessions are revoked all the same, and every request
   * made with them is refused).
   */
  publish(revocation: SessionRevocation): void
  /**
   * Calls `end` once, when `holder`'s session is revoked on any instance, when it expires, or at
   * once when it no longer stands (revoked, expired, its user deleted or unconfirmed): a
   * revocation published before the connection was watched was heard by no one on its behalf.
   * Answers the function that stops watching, for when the connection ends by itself.
   */
  watch(holder: SessionHolder, end: () => void): Promise<() => void>
  /** Stops hearing revocations (the connections themselves are the plugins' to end). */
  close(): Promise<void>
}

/** What {@link createSessionRevocations} needs. */
export interface SessionRevocationsOptions {
  /** The sessions, to check that a newly watched one still stands. */
  db: Kysely<SystemDatabase>
  /**
   * `redis://…` (`REDIS_URL`): revocations travel through Redis to every instance, as GraphQL's
   * change events do. @default in-process only (one instance)
   */
  redisUrl?: string | undefined
  /** The deployment's Redis channel prefix (`TAMGA_REDIS_PREFIX` or `redisPrefixOf` its secret). @default 'tamga:' */
  redisPrefix?: string | undefined
  /** Where a lost Redis connection or a failed publication is reported. */
  log: { error(details: object, message: string): void }
  /**
   * How long the start waits for Redis to take the subscription before it goes on without
   * (reported; taken as soon as Redis answers). @default 5000
   */
  subscribeWaitMs?: number | undefined
}

const isRevocation = (value: unknown): value is SessionRevocation => {
  if (typeof value !== 'object' || value === null) return false
  const { userId, sessionId, keptSessionId } = value as Record<string, unknown>
  return (
    Number.isInteger(userId) &&
    (sessionId === undefined || typeof sessionId === 'string') &&
    (keptSessionId === undefined || typeof keptSessionId === 'string')
  )
}

/** Whether `promise` settles within `ms` milliseconds (the timer does not outlive it). */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const timer = new AbortController()
  const settled = await Promise.race([
    promise.then(() => true),
    wait(ms, false, { signal: timer.signal }).catch(() => false),
  ])
  timer.abort()
  return settled
}

/**
 * Starts hearing revocations on the deployment's bus (Redis when `redisUrl` is given); resolves
 * once this instance hears them, so that an instance serving requests misses none. With Redis
 * down it resolves after `subscribeWaitMs`, reported, and hears them once Redis answers;
 * revocations published meanwhile are lost to the open connections (never to the sessions,
 * which stay revoked at every request).
 *
 * @example
 * const revocations = await createSessionRevocations({ db, redisUrl: config.redisUrl, redisPrefix, log })
 * revocations.publish({ userId, sessionId })
 */
export async function createSessionRevocations(options: SessionRevocationsOptions): Promise<SessionRevocations> {
  const { db, log } = options
  const topic = `${options.redisPrefix ?? 'tamga:'}sessions/revoked`
  const emitter: MQEmitter =
    options.redisUrl === undefined
      ? mqemitter()
      : // Loaded only when configured: ioredis and its kin cost every other start a tenth of a second.
        (await import('mqemitter-redis')).default({ connectionString: options.redisUrl })
  // mqemitter-redis reports a lost connection as an 'error' event of its `state`; unheard, it
  // would end the process. ioredis reconnects by itself.
  const state: unknown = Reflect.get(emitter, 'state')
  if (state instanceof EventEmitter) {
    state.on('error', (error: unknown) => log.error({ err: error }, 'Redis of the session revocations'))
  }

  /** The watched connections of this instance, by user: a revocation always names its user. */
  const watched = new Map<number, Set<Watched>>()
  const unwatch = (entry: Watched) => {
    clearTimeout(entry.expiry)
    const ofUser = watched.get(entry.holder.userId)
    ofUser?.delete(entry)
    if (ofUser?.size === 0) watched.delete(entry.holder.userId)
  }
  const endOf = (entry: Watched) => {
    unwatch(entry)
    try {
      entry.end()
    } catch (error) {
      log.error({ err: error }, 'a connection of a revoked session could not be ended')
    }
  }
  const hear = (revocation: SessionRevocation) => {
    for (const entry of [...(watched.get(revocation.userId) ?? [])]) {
      if (revokes(revocation, entry.holder)) endOf(entry)
    }
  }
  /** Ends the connection when its session expires (timers run at most ~24 days, so longer waits are chained). */
  const endAt = (entry: Watched, expiresAt: Date) => {
    const wait = expiresAt.getTime() - Date.now()
    entry.expiry = setTimeout(
      () => (wait > MAX_TIMER_MS ? endAt(entry, expiresAt) : endOf(entry)),
      Math.max(0, Math.min(wait, MAX_TIMER_MS)),
    )
    // An open connection keeps the process alive, not its expiry.
    entry.expiry.unref()
  }
  const listener = (message: mqemitter.Message, done: () => void) => {
    if (isRevocation(message.revocation)) hear(message.revocation)
    done()
  }
  const subscribed = new Promise<void>((resolve) => emitter.on(topic, listener, resolve))
  // A subscription Redis refused (it was down) is not renewed by ioredis when it comes back,
  // so it is asked for again each time the connection is ready (not at 'connect': a connection
  // subscribed before ioredis's ready check fails that check and reconnects, over and over).
  const subscriber = Object(Reflect.get(emitter, 'subConn')) as object
  const on: unknown = Reflect.get(subscriber, 'on')
  const subscribe: unknown = Reflect.get(subscriber, 'subscribe')
  if (typeof on === 'function' && typeof subscribe === 'function') {
    on.call(subscriber, 'ready', () => {
      Promise.resolve(subscribe.call(subscriber, topic)).catch((error: unknown) => {
        log.error({ err: error }, 'the session revocations could not be subscribed to in Redis')
      })
    })
  }
  // An instance should miss no revocation, but Redis being down must not keep it from starting.
  if (!(await settlesWithin(subscribed, options.subscribeWaitMs ?? 5000)))
    log.error({ topic }, 'Redis has not yet taken the session revocations subscription')

  return {
    publish(revocation) {
      emitter.emit({ topic, revocation }, (error?: unknown) => {
        if (error) log.error({ err: error, userId: revocation.userId }, 'a session revocation could not be published')
      })
    },
    async watch(holder, end) {
      const entry: Watched = { holder: { userId: holder.userId, sessionId: holder.sessionId }, end, expiry: undefined }
      const ofUser = watched.get(holder.userId) ?? new Set()
      watched.set(holder.userId, ofUser.add(entry))
      // Watched first, checked second: a revocation either committed before the check (and the
      // check sees it) or is published after it (and is heard).
      const expiresAt = await liveSessionExpiry(db, holder.sessionId, new Date())
      if (!ofUser.has(entry)) return () => {}
      if (expiresAt === undefined) {
        unwatch(entry)
        end()
      } else endAt(entry, expiresAt)
      return () => unwatch(entry)
    },
    async close() {
      for (const ofUser of watched.values()) for (const entry of ofUser) clearTimeout(entry.expiry)
      const closed = new Promise<void>((resolve) => emitter.close(() => resolve()))
      // Closing asks Redis to end each connection, and a Redis that is down never answers (nor
      // does ioredis report the end of a connection it was still trying to make): past a
      // second the connections are dropped instead.
      if (await settlesWithin(closed, 1000)) return
      for (const connection of [subscriber, Object(Reflect.get(emitter, 'pubConn')) as object]) {
        const disconnect: unknown = Reflect.get(connection, 'disconnect')
        if (typeof disconnect === 'function') disconnect.call(connection)
      }
    },
  }
}
