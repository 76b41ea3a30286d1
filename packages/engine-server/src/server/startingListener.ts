import { createServer } from 'node:http'
import { ERROR_CATALOGUE } from '@tamga/schema'

/** How long a client is told to wait before asking a starting instance again, in seconds. */
const RETRY_AFTER_S = 5

/**
 * Answers on the instance's port while it prepares (migrations, the first start under its lock,
 * the seed), before the app itself listens: `GET {apiBase}/health/live` 200, so an orchestrator
 * does not kill an instance that waits for another's first start, and every other request 503
 * STARTING with Retry-After, so a balancer sends it nothing yet. Listening first also fails a
 * start whose port is taken before any of that work. Resolves with the function that frees the
 * port for the app, cutting whatever is still open.
 */
export async function listenWhileStarting(options: {
  port: number
  host: string
  apiBase: string
}): Promise<() => Promise<void>> {
  const live = `${options.apiBase}/health/live`
  const { status, ...words } = ERROR_CATALOGUE.STARTING
  const starting = JSON.stringify({ status: false, code: 'STARTING', ...words })
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]
    const alive = path === live && (request.method === 'GET' || request.method === 'HEAD')
    response.writeHead(alive ? 200 : status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...(alive ? {} : { 'retry-after': String(RETRY_AFTER_S) }),
    })
    response.end(alive ? JSON.stringify({ status: true }) : starting)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeAllConnections()
    await closed
  }
}
