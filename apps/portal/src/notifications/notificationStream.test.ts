import { afterEach, describe, expect, it, vi } from 'vitest'
import { SUBSCRIPTION_RETRY_ATTEMPTS, SUBSCRIPTION_SETTLED_MS } from '../api/retry.ts'
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
  let clock = 0
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
    now: () => clock,
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
    /** Moves the clock connections are timed with. */
    wait: (ms: number) => {
      clock += ms
    },
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

  it('a connection that stayed open a while starts the retry count again when it breaks', () => {
    const h = harness()
    h.last().handlers.error()
    h.fireTimer()
    h.last().handlers.error()
    h.fireTimer()
    h.last().handlers.open()
    h.wait(SUBSCRIPTION_SETTLED_MS)
    h.last().handlers.error()
    expect(h.timers.map((timer) => timer.ms)).toEqual([500, 1000, 500])
  })

  it('a connection that delivered a notification starts the retry count again when it breaks', () => {
    const h = harness()
    h.last().handlers.error()
    h.fireTimer()
    h.last().handlers.open()
    h.last().handlers.notification(event(1))
    h.last().handlers.error()
    expect(h.timers.map((timer) => timer.ms)).toEqual([500, 500])
  })

  it('a subscription acknowledged and then refused does not start the count again', () => {
    const h = harness()
    for (let attempt = 0; attempt < SUBSCRIPTION_RETRY_ATTEMPTS; attempt++) {
      h.last().handlers.open()
      h.wait(50)
      h.last().handlers.error()
      h.fireTimer()
    }
    h.last().handlers.open()
    h.last().handlers.error()
    expect(h.timers.map((timer) => timer.ms)).toEqual([500, 1000, 2000, 4000, 8000])
    expect(h.statuses.at(-1)).toBe('gave-up')
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

describe('connectNotificationStream against a server that refuses the subscription', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('connects 6 times, 500, 1000, 2000, 4000 and 8000 ms apart, then gives up for good', () => {
    vi.useFakeTimers()
    const started = Date.now()
    const connectedAt: number[] = []
    // As the server answers a signed-out caller: connection_ack, then an error for the subscription.
    const refusing: OpenStream = (_url, handlers) => {
      connectedAt.push(Date.now() - started)
      const ack = setTimeout(() => handlers.open(), 20)
      const refusal = setTimeout(() => handlers.error(), 40)
      return {
        close: () => {
          clearTimeout(ack)
          clearTimeout(refusal)
        },
      }
    }
    const statuses: LiveStatus[] = []
    const stop = connectNotificationStream({
      open: refusing,
      onNotification: () => {},
      onStatusChange: (status) => void statuses.push(status),
    })
    vi.advanceTimersByTime(10 * 60_000)
    expect(connectedAt).toEqual([0, 540, 1580, 3620, 7660, 15700])
    expect(statuses.at(-1)).toBe('gave-up')
    expect(vi.getTimerCount()).toBe(0)
    stop()
  })
})
