import type { Kysely } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'

/** A browser's push subscription as the Push API gives it (`PushSubscription.toJSON()`). */
export interface BrowserSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/

/** The bytes of a base64url text, or undefined when it is not base64url. */
function base64urlBytes(text: string): Buffer | undefined {
  return BASE64URL.test(text) ? Buffer.from(text, 'base64url') : undefined
}

/**
 * Whether a subscription can be pushed to: an `https:` endpoint (or `http://127.0.0.1` when
 * `allowLoopbackHttp`, for tests standing in for a push service), a P-256 public key in
 * uncompressed form (65 bytes starting 0x04) and a 16-byte authentication secret, the sizes
 * RFC 8291 encrypts for. Checked on arrival so a bad one never fails later at sending time.
 */
export function isPushableSubscription(subscription: BrowserSubscription, allowLoopbackHttp: boolean): boolean {
  let url: URL
  try {
    url = new URL(subscription.endpoint)
  } catch {
    return false
  }
  const endpointOk =
    url.protocol === 'https:' || (allowLoopbackHttp && url.protocol === 'http:' && url.hostname === '127.0.0.1')
  const key = base64urlBytes(subscription.keys.p256dh)
  const secret = base64urlBytes(subscription.keys.auth)
  return endpointOk && key?.length === 65 && key[0] === 0x04 && secret?.length === 16
}

/**
 * Stores a subscription for the user. An endpoint belongs to one browser profile, so when
 * someone else subscribed in it before, it now belongs to this user.
 */
export async function savePushSubscription(
  db: Kysely<SystemDatabase>,
  userId: number,
  subscription: BrowserSubscription,
): Promise<void> {
  const { p256dh, auth } = subscription.keys
  await db
    .insertInto('tamga_push_subscription')
    .values({ user_id: userId, endpoint: subscription.endpoint, p256dh, auth })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh, auth }))
    .execute()
}

/** Removes the user's subscription with this endpoint; false when the user has none such. */
export async function deletePushSubscription(
  db: Kysely<SystemDatabase>,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('tamga_push_subscription')
    .where('endpoint', '=', endpoint)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** The subscriptions of these users. */
export async function pushSubscriptionsOf(
  db: Kysely<SystemDatabase>,
  userIds: readonly number[],
): Promise<Array<BrowserSubscription & { userId: number }>> {
  if (userIds.length === 0) return []
  const rows = await db
    .selectFrom('tamga_push_subscription')
    .select(['user_id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', 'in', userIds)
    .execute()
  return rows.map((row) => ({
    userId: row.user_id,
    endpoint: row.endpoint,
    keys: { p256dh: row.p256dh, auth: row.auth },
  }))
}
