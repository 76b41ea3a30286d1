import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { requireAuth } from '../auth/requireAuth.ts'
import type { TamgaConfig } from '../config.ts'
import type { TamgaDatabase } from '../db/database.ts'
import type { DocumentStore } from '../documents/store.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { ANYONE, SIGNED_IN } from '../http/routeAudience.ts'
import type { NotificationBus } from '../notifications/bus.ts'
import { sendWebPushes } from './sender.ts'
import { vapidSettings } from './settings.ts'
import { deletePushSubscription, isPushableSubscription, savePushSubscription } from './subscriptions.ts'

export { type SendWebPushesOptions, sendWebPushes, type WebPushReport } from './sender.ts'
export { type VapidSettings, vapidSettings } from './settings.ts'
export {
  type BrowserSubscription,
  deletePushSubscription,
  isPushableSubscription,
  pushSubscriptionsOf,
  savePushSubscription,
} from './subscriptions.ts'

import { domainPlugin } from '../http/domainPlugin.ts'

/** Options of {@link pushPlugin}. */
export interface PushPluginOptions {
  /** `vapidPrivateKey` and `vapidSubject`. */
  config: TamgaConfig
  /** Its project document's `notify.firebaseConfig.publicKey` is the public VAPID key. */
  store: DocumentStore
  database: TamgaDatabase
  /** Every notification published through it is also pushed, when push is configured. */
  bus: NotificationBus
  /**
   * Accepts `http://127.0.0.1` endpoints, for tests whose push service is a local server.
   * Never in production: a push endpoint the server posts to must be a real push service.
   * @default false
   */
  allowLoopbackHttp?: boolean
  /** How long push services keep a push for an offline browser, in seconds. @default 86400 */
  ttlSeconds?: number
}

const SubscriptionSchema = Type.Object(
  {
    endpoint: Type.String({ minLength: 1, maxLength: 2048, description: 'The push service URL of the subscription.' }),
    keys: Type.Object(
      {
        p256dh: Type.String({
          minLength: 1,
          maxLength: 128,
          description: 'The browser’s P-256 public key, base64url.',
        }),
        auth: Type.String({
          minLength: 1,
          maxLength: 64,
          description: 'The browser’s authentication secret, base64url.',
        }),
      },
      { additionalProperties: false },
    ),
  },
  // Browsers' PushSubscription.toJSON() also has expirationTime; it is not needed.
  { additionalProperties: true },
)

const Ok = Type.Object({ status: Type.Literal(true) })

/**
 * Web push (issue 4 notifications): `GET /push/public-key` for the browser to subscribe with,
 * `POST` and `DELETE /push/subscriptions` for the caller's browsers, and, when push is
 * configured (see `vapidSettings`), every notification published on the bus from this instance
 * is sent to its recipient's browsers. Sending runs beside the request that notified, and the
 * server waits for sends under way before it closes.
 */
const pushRoutes: FastifyPluginAsyncTypebox<PushPluginOptions> = async (app, options) => {
  const { config, store, database, bus } = options
  const allowLoopbackHttp = options.allowLoopbackHttp ?? false
  const pending = new Set<Promise<unknown>>()

  const unsubscribe = bus.onPublish((events) => {
    const sending = (async () => {
      const vapid = await vapidSettings(config, store)
      if (vapid === undefined) return
      await sendWebPushes(events, { db: database.db, vapid, log: app.log, ttlSeconds: options.ttlSeconds })
    })().catch((error: unknown) => app.log.error({ err: error }, 'web pushes could not be sent'))
    pending.add(sending)
    void sending.finally(() => pending.delete(sending))
  })
  app.addHook('onClose', async () => {
    unsubscribe()
    await Promise.all(pending)
  })

  const configured = async () => {
    const vapid = await vapidSettings(config, store)
    if (vapid === undefined) throw tamgaError('PUSH_NOT_CONFIGURED')
    return vapid
  }

  app.get(
    '/push/public-key',
    {
      config: { audience: ANYONE },
      schema: {
        tags: ['notifications'],
        summary: 'The public VAPID key browsers subscribe to web push with',
        description: 'Public. 404 `PUSH_NOT_CONFIGURED` when the server sends no web push.',
        response: { 200: Type.Object({ status: Type.Literal(true), publicKey: Type.String() }), ...ERROR_RESPONSES },
      },
    },
    async function getPushPublicKey() {
      return { status: true as const, publicKey: (await configured()).publicKey }
    },
  )

  app.post(
    '/push/subscriptions',
    {
      config: { audience: SIGNED_IN },
      schema: {
        tags: ['notifications'],
        summary: 'Registers a browser of the caller for web push',
        body: SubscriptionSchema,
        response: { 200: Ok, ...ERROR_RESPONSES },
      },
    },
    async function postPushSubscriptions(request) {
      const auth = requireAuth(request)
      await configured()
      const { endpoint, keys } = request.body
      if (!isPushableSubscription({ endpoint, keys }, allowLoopbackHttp)) throw tamgaError('PUSH_SUBSCRIPTION_INVALID')
      await savePushSubscription(database.db, auth.userId, { endpoint, keys })
      return { status: true as const }
    },
  )

  app.delete(
    '/push/subscriptions',
    {
      config: { audience: SIGNED_IN },
      schema: {
        tags: ['notifications'],
        summary: 'Unregisters a browser of the caller from web push',
        body: Type.Object(
          { endpoint: Type.String({ minLength: 1, maxLength: 2048 }) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ status: Type.Literal(true), removed: Type.Boolean() }), ...ERROR_RESPONSES },
      },
    },
    async function deletePushSubscriptions(request) {
      const auth = requireAuth(request)
      return {
        status: true as const,
        removed: await deletePushSubscription(database.db, auth.userId, request.body.endpoint),
      }
    },
  )
}

/** {@link pushRoutes} as the plugin `tamga-push`. */
export const pushPlugin = domainPlugin('push', { caller: true }, pushRoutes)
