// The Redis the tests of cross-instance behaviour use (subscriptions, session revocations, shared
// rate limits): `REDIS_URL`, or this machine's own.
import { connect } from 'node:net'

/** Where the tests find Redis. */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) })
    socket.setTimeout(1000)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

/** Whether the Redis tests run: in CI always (Redis must be there), elsewhere when it answers. */
export const withTestRedis = process.env.CI === 'true' || (await reachable(TEST_REDIS_URL))
