import { describe, expect, it } from 'vitest'
import { SUBSCRIPTION_RETRY_ATTEMPTS } from '../api/retry.ts'
import type { AppNotification } from './notificationList.ts'
import {
  connectNotificationStream,
  type LiveStatus,
  type OpenStream,
  type StreamHandlers,
} from './notificationStream.ts'

/** A fake stream server and clock: records connections and scheduled reconnections. */
function harness() {
  const connections: Array<{ url: string; handlers: StreamHandlers; closed: boolean }> = []
  const timers: Array<{ run: () => void; ms: number; cancelled: boolean }> = []
  const statuses: LiveStatus[] = []
  const received: AppNotification[] = []
  let reconnects = 0
  let sessionEnds = 0
  const open: OpenStream = (url, handlers) => {
    const connection = { url, handlers, closed: false }
    connections.push(connection)
    return {
      close: () => {
        connection.closed = true
      },
    }
  }
  const stop = connectNotificationStream({
    open,
    schedule: (run, ms) => {
      const timer = { run, ms, cancelled: false }
      timers.push(timer)
      return () => {
        timer.cancelled = true
      }
    },
    onNotification: (item) => void received.push(item),
    onReconnect: () => void reconnects++,
    onStatusChange: (status) => void statuses.push(status),
    onSessionEnded: () => void sessionEnds++,
  })
  const last = () => {
    const connection = connections.at(-1)
    if (connection === undefined) throw new Error('no connection')
    return connection
  }
  const fireTimer = () => {
    const timer = timers.at(-1)
    if (timer === undefined || timer.cancelled) throw new Error('no timer')
    timer.run()
  }
  return {
    connections,
    timers,
    statuses,
    received,
    reconnects: () => reconnects,
    sessionEnds: () => sessionEnds,
    stop,
    last,
    fireTimer,
  }
}

const event = (id: number) => ({ id, title: `n${id}`, body: null, link: null, createdAt: '2026-01-01T00:00:00Z' })

describe('connectNotificationStream', () => {
  it('connects to the GraphQL endpoint of the API and passes each notification on', () => {
    const h = harness()
    expect(h.last().url).toBe('/api/graphql')
    h.last().handlers.open()
    h.last().handlers.notification(event(4))
    expect(h.received.map((item) => item.id)).toEqual([4])
    expect(h.received[0]?.readAt).toBeNull()
    expect(h.statuses).toEqual(['connecting', 'open'])
  })

  it('ignores events that are not notifications', () => {
    const h = harness()
    h.last().handlers.notification('not json')
    h.last().handlers.notification({ id: 'x' })
    expect(h.received).toEqual([])
  })

  it('retries 5 times, waiting 500 ms and doubling, then gives up', () => {
    const h = harness()
    for (let attempt = 0; attempt < SUBSCRIPTION_RETRY_ATTEMPTS; attempt++) {
      h.last().handlers.error()
      expect(h.connections.at(-1)?.closed).toBe(true)
      h.fireTimer()
    }
    h.last().handlers.error()
    expect(h.timers.map((timer) => timer.ms)).toEqual([500, 1000, 2000, 4000, 8000])
    expect(h.connections).toHaveLength(1 + SUBSCRIPTION_RETRY_ATTEMPTS)
    expect(h.statuses.at(-1)).toBe('gave-up')
  })

  it('an open connection starts the retry count again', () => {
    const h = harness()
    h.last().handlers.error()
    h.fireTimer()
    h.last().handlers.error()
    h.fireTimer()
    h.last().handlers.open()
    h.last().handlers.error()
    expect(h.timers.map((timer) => timer.ms)).toEqual([500, 1000, 500])
  })

  it('being open again after a break asks for what was missed', () => {
    const h = harness()
    h.last().handlers.open()
    expect(h.reconnects()).toBe(0)
    h.last().handlers.error()
    h.fireTimer()
    h.last().handlers.open()
    expect(h.reconnects()).toBe(1)
  })

  it('a closed connection’s late events are ignored', () => {
    const h = harness()
    const first = h.last()
    first.handlers.error()
    first.handlers.notification(event(1))
    first.handlers.error()
    expect(h.received).toEqual([])
    expect(h.timers).toHaveLength(1)
  })

  it('stopping closes the connection and cancels a pending retry', () => {
    const h = harness()
    h.last().handlers.error()
    h.stop()
    expect(h.timers[0]?.cancelled).toBe(true)
    expect(h.statuses.at(-1)).toBe('off')
    const open = harness()
    open.stop()
    expect(open.last().closed).toBe(true)
  })

  it('does not retry a stream the server ended with the session, and says so once', () => {
    const h = harness()
    h.last().handlers.open()
    h.last().handlers.sessionEnded()
    h.last().handlers.error()
    expect(h.timers).toEqual([])
    expect(h.connections).toHaveLength(1)
    expect(h.last().closed).toBe(true)
    expect(h.sessionEnds()).toBe(1)
    expect(h.statuses.at(-1)).toBe('off')
  })
})
