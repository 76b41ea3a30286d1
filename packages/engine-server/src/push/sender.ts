import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import webPush from 'web-push'
import type { SystemDatabase } from '../db/tables.ts'
import type { NotificationEvent } from '../notifications/bus.ts'
import type { VapidSettings } from './settings.ts'
import { pushSubscriptionsOf } from './subscriptions.ts'

/** Options of {@link sendWebPushes}. */
export interface SendWebPushesOptions {
  db: Kysely<SystemDatabase>
  vapid: VapidSettings
  log: FastifyBaseLogger
  /** How long a push service keeps a push for an offline browser, in seconds. @default 86400 */
  ttlSeconds?: number
  /** How long one push service may take to answer. @default 10000 */
  timeoutMs?: number
}

/** What one round of sending did, for logs and tests. */
export interface WebPushReport {
  sent: number
  failed: number
  /** Subscriptions the push service no longer knows (404/410), removed. */
  removed: number
}

/**
 * The push's payload: the notification as the browser's service worker draws it. The body is
 * cut so the encrypted record stays under the 4 KB push services accept.
 */
function payloadOf(event: NotificationEvent): string {
  const body = event.body === null ? null : event.body.slice(0, 1000)
  return JSON.stringify({ ...event, body })
}

/**
 * Sends each notification as a web push (RFC 8030, encrypted with aes128gcm per RFC 8291,
 * signed with VAPID per RFC 8292) to every subscription of its recipient, and deletes the
 * subscriptions the push service answers 404 or 410 to (the browser unsubscribed). A failing
 * push service is logged, never thrown: the notification is stored and streamed regardless.
 */
export async function sendWebPushes(
  events: readonly NotificationEvent[],
  { db, vapid, log, ttlSeconds = 86_400, timeoutMs = 10_000 }: SendWebPushesOptions,
): Promise<WebPushReport> {
  const report: WebPushReport = { sent: 0, failed: 0, removed: 0 }
  const subscriptions = await pushSubscriptionsOf(db, [...new Set(events.map((event) => event.userId))])
  const deliveries = events.flatMap((event) =>
    subscriptions
      .filter((subscription) => subscription.userId === event.userId)
      .map((subscription) => ({ event, subscription })),
  )
  await Promise.all(
    deliveries.map(async ({ event, subscription }) => {
      try {
        const request = webPush.generateRequestDetails(subscription, payloadOf(event), {
          vapidDetails: vapid,
          TTL: ttlSeconds,
          contentEncoding: 'aes128gcm',
        })
        // fetch computes the length itself and refuses a header that could disagree with it.
        const { 'Content-Length': _length, ...headers } = request.headers
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
          // A view of the same bytes, the body type both Node's and the DOM's fetch accept.
          body: new Uint8Array(request.body),
          signal: AbortSignal.timeout(timeoutMs),
        })
        await response.body?.cancel()
        if (response.ok) {
          report.sent += 1
        } else if (response.status === 404 || response.status === 410) {
          await db.deleteFrom('tamga_push_subscription').where('endpoint', '=', subscription.endpoint).execute()
          report.removed += 1
        } else {
          report.failed += 1
          log.warn({ status: response.status, notification: event.id }, 'the push service refused a web push')
        }
      } catch (error) {
        report.failed += 1
        log.warn({ err: error, notification: event.id }, 'a web push could not be sent')
      }
    }),
  )
  return report
}
