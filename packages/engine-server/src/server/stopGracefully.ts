import type { FastifyInstance } from 'fastify'
import type { Readiness } from './readiness.ts'

/** Options of {@link stopGracefully}. */
export interface GracefulStopOptions {
  /** The listening server. */
  app: Pick<FastifyInstance, 'close' | 'server' | 'log'>
  /** Drained first, so `GET /api/health/ready` answers 503 from the first moment. */
  readiness: Readiness
  /** How long the requests under way may take before the connections left are cut. */
  timeoutMs: number
}

/** How a {@link stopGracefully} ended. */
export interface GracefulStopReport {
  /** The bound was reached and the connections still open were cut. */
  forced: boolean
  /** How long the stop took. */
  ms: number
}

/**
 * Stops a server the way a load balancer expects on SIGTERM: it answers not ready at once,
 * accepts no new connection, ends idle keep-alive connections, lets the requests under way
 * finish, closes the GraphQL subscriptions' WebSockets with 1012 (`SERVICE_RESTART_CLOSE_CODE`,
 * so clients reconnect, to another instance) and ends the notification streams. Past
 * `timeoutMs` the connections still open are cut, so the process exits within a known time.
 *
 * @example
 * signal.addEventListener('abort', async () => {
 *   const { forced } = await stopGracefully({ app, readiness, timeoutMs: config.shutdownTimeoutMs })
 * })
 */
export async function stopGracefully({ app, readiness, timeoutMs }: GracefulStopOptions): Promise<GracefulStopReport> {
  const started = performance.now()
  readiness.drain()
  const closed = app.close()
  let timer: NodeJS.Timeout | undefined
  const bound = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs)
  })
  const outcome = await Promise.race([closed.then(() => 'closed' as const), bound])
  clearTimeout(timer)
  if (outcome === 'late') {
    app.log.warn(`requests still under way after ${timeoutMs} ms of stopping: their connections are cut`)
    app.server.closeAllConnections()
    // A WebSocket is no HTTP connection of the server's any more: one whose client never
    // answers the close is left to the process's exit rather than waited for.
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000).unref())])
  }
  return { forced: outcome === 'late', ms: Math.round(performance.now() - started) }
}
