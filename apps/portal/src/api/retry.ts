/** The statuses after which a GET is tried once more (spec 7). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])

/**
 * Whether a failed call is tried again (spec 7): a GET, once, after one of
 * {@link RETRY_STATUSES}. Writes are never retried: the first one may have landed.
 *
 * @example shouldRetry('GET', 503, 0) // true
 * @example shouldRetry('POST', 503, 0) // false
 */
export function shouldRetry(method: string, status: number, retriesSoFar: number): boolean {
  return method.toUpperCase() === 'GET' && retriesSoFar < 1 && RETRY_STATUSES.has(status)
}

/** How many times a subscription reconnects before it gives up (spec 7, 9). */
export const SUBSCRIPTION_RETRY_ATTEMPTS = 5

/** The wait before the first reconnection, doubled for each later one (spec 9). */
export const SUBSCRIPTION_RETRY_BASE_MS = 500

/**
 * How long a subscription's connection must have stayed open before its end starts the retry
 * count again (as a notification it delivered does). The server's `connection_ack` comes before
 * it has looked at the subscription: one refused (signed out, say) is acknowledged and then
 * answered with an error, so counting from the acknowledgement would retry it forever. A refusal
 * arrives within a round trip; a stream that ran for this long was not refused.
 */
export const SUBSCRIPTION_SETTLED_MS = 10_000

/**
 * The wait before reconnection number `retries` (counted from 0): 500, 1000, 2000, 4000, 8000 ms.
 *
 * @example subscriptionRetryDelay(2) // 2000
 */
export function subscriptionRetryDelay(retries: number): number {
  return SUBSCRIPTION_RETRY_BASE_MS * 2 ** retries
}
