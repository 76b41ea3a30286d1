// What one subscription WebSocket may ask of the server. An HTTP request passes the rate limit
// once; a socket stays open and each of its messages is work (a `subscribe` compiles a query and
// holds a listener), so its messages are counted on the socket itself.

/** The limits of one socket. */
export interface SocketLimits {
  /** Messages a socket may send in one window. */
  messages: number
  windowMs: number
  /** Subscriptions one socket may hold at once. */
  subscriptions: number
}

/** @see SECURITY.md */
export const DEFAULT_SOCKET_LIMITS: Readonly<SocketLimits> = { messages: 100, windowMs: 10_000, subscriptions: 50 }

/** The close code of a socket past its limits: the 4xxx of HTTP's 429, as 4401 stands for 401. */
export const SOCKET_LIMITED_CLOSE_CODE = 4429
export const SOCKET_LIMITED_CLOSE_REASON = 'Too many messages or subscriptions: slow down'

/** The part of a WebSocket the limits watch and close. */
interface LimitedSocket {
  on(event: 'message', listener: (data: unknown) => void): unknown
  close(code: number, reason: string): void
}

/** The message's type and id, as both subscription protocols (graphql-ws and its predecessor) send them. */
function messageOf(data: unknown): { type?: unknown; id?: unknown } {
  try {
    const parsed: unknown = JSON.parse(String(data))
    return typeof parsed === 'object' && parsed !== null ? parsed : {}
  } catch {
    return {}
  }
}

/**
 * Closes the socket with {@link SOCKET_LIMITED_CLOSE_CODE} once it sends more than
 * `limits.messages` messages within a window, or holds more than `limits.subscriptions` at once
 * (each `subscribe`/`start` counted until its `complete`/`stop`).
 */
export function limitSocket(socket: LimitedSocket, limits: SocketLimits = DEFAULT_SOCKET_LIMITS): void {
  let windowStart = Date.now()
  let sent = 0
  const live = new Set<string>()
  let closed = false
  const refuse = () => {
    if (closed) return
    closed = true
    socket.close(SOCKET_LIMITED_CLOSE_CODE, SOCKET_LIMITED_CLOSE_REASON)
  }
  socket.on('message', (data) => {
    const now = Date.now()
    if (now - windowStart >= limits.windowMs) {
      windowStart = now
      sent = 0
    }
    sent += 1
    if (sent > limits.messages) return refuse()
    const { type, id } = messageOf(data)
    if (typeof id !== 'string') return
    if (type === 'subscribe' || type === 'start') live.add(id)
    else if (type === 'complete' || type === 'stop') live.delete(id)
    if (live.size > limits.subscriptions) refuse()
  })
}
