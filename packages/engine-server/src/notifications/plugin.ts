import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import type { RequestAuth } from '../auth/context.ts'
import type { SessionRevocations } from '../auth/sessionRevocations.ts'
import type { TamgaDatabase } from '../db/database.ts'
import { domainPlugin } from '../http/domainPlugin.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { SIGNED_IN } from '../http/routeAudience.ts'
import type { NotificationBus } from './bus.ts'
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './store.ts'

/** Options of {@link notificationsPlugin}. */
export interface NotificationsPluginOptions {
  database: TamgaDatabase
  bus: NotificationBus
  /** How often an open stream sends a comment line so proxies keep it open. @default 25000 */
  heartbeatMs?: number
  /**
   * Revoked sessions, heard from every instance: a stream ends when its session is revoked.
   * @default none (a stream lasts until the browser or the server closes it)
   */
  revocations?: SessionRevocations | undefined
}

const NotificationSchema = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  title: Type.String(),
  body: Type.Union([Type.String(), Type.Null()]),
  link: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  readAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})

/** The signed-in caller, or the catalogue's 401. */
function caller(auth: RequestAuth | null | undefined): RequestAuth {
  if (!auth) throw tamgaError('UNAUTHORIZED')
  return auth
}

/** The signed-in caller's id, or the catalogue's 401. */
const callerId = (auth: RequestAuth | null | undefined): number => caller(auth).userId

/**
 * The caller's notifications (the admin shell's notifications widget, spec 2.5): a page with the
 * unread count, marking read, and `GET /notifications/stream`, a server-sent event stream that
 * delivers each new notification as it is stored, on whichever instance the caller is connected to.
 */
const notificationsRoutes: FastifyPluginAsyncTypebox<NotificationsPluginOptions> = async (app, options) => {
  const { database, bus, revocations } = options
  const heartbeatMs = options.heartbeatMs ?? 25_000
  // Open streams end with the server, or closing it would wait for every browser to leave.
  const openStreams = new Set<() => void>()
  app.addHook('onClose', async () => {
    for (const end of openStreams) end()
  })

  app.get(
    '/notifications',
    {
      config: { audience: SIGNED_IN },
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first, and the unread count",
        querystring: Type.Object(
          {
            limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
            before: Type.Optional(
              Type.Integer({
                minimum: 1,
                maximum: Number.MAX_SAFE_INTEGER,
                description: 'Only notifications older than this id.',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            status: Type.Literal(true),
            items: Type.Array(NotificationSchema),
            unread: Type.Integer(),
          }),
          ...ERROR_RESPONSES,
        },
      },
    },
    async function getNotifications(request) {
      const userId = callerId(request.auth)
      const page = await listNotifications(database.db, userId, request.query)
      return { status: true as const, ...page }
    },
  )

  app.post(
    '/notifications/:id/read',
    {
      config: { audience: SIGNED_IN },
      schema: {
        tags: ['notifications'],
        summary: 'Marks one of the caller’s notifications read',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: Type.Object({ status: Type.Literal(true) }), ...ERROR_RESPONSES },
      },
    },
    async function postNotificationsByIdRead(request) {
      const userId = callerId(request.auth)
      if (!(await markNotificationRead(database.db, userId, request.params.id))) throw tamgaError('NOT_FOUND')
      return { status: true as const }
    },
  )

  app.post(
    '/notifications/read-all',
    {
      config: { audience: SIGNED_IN },
      schema: {
        tags: ['notifications'],
        summary: 'Marks every notification of the caller read',
        response: { 200: Type.Object({ status: Type.Literal(true), marked: Type.Integer() }), ...ERROR_RESPONSES },
      },
    },
    async function postNotificationsReadAll(request) {
      const userId = callerId(request.auth)
      return { status: true as const, marked: await markAllNotificationsRead(database.db, userId) }
    },
  )

  app.get(
    '/notifications/stream',
    {
      config: { audience: SIGNED_IN },
      schema: {
        tags: ['notifications'],
        summary: 'Server-sent events: each new notification of the caller as it arrives',
        description: 'The stream ends when the session is revoked (sign-out, password change or reset, deletion).',
        response: ERROR_RESPONSES,
      },
    },
    async function getNotificationsStream(request, reply) {
      const auth = caller(request.auth)
      reply.hijack()
      const raw = reply.raw
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies such as nginx would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      })
      raw.write(': connected\n\n')
      const unsubscribe = bus.subscribe(auth.userId, (event) => {
        raw.write(`id: ${event.id}\nevent: notification\ndata: ${JSON.stringify(event)}\n\n`)
      })
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), heartbeatMs)
      let stopped = false
      let unwatch = () => {}
      const stop = () => {
        if (stopped) return
        stopped = true
        clearInterval(heartbeat)
        unsubscribe()
        unwatch()
        openStreams.delete(end)
      }
      const end = () => {
        stop()
        raw.end()
      }
      openStreams.add(end)
      request.raw.once('close', stop)
      // A revoked session's stream simply ends: the browser's EventSource reconnects, is
      // answered 401, and gives up until the person signs in again.
      if (revocations === undefined) return
      try {
        const watching = await revocations.watch(auth, end)
        if (stopped) watching()
        else unwatch = watching
      } catch (error) {
        // A stream nobody can end at its session's revocation is not kept open.
        request.log.error({ err: error }, 'a notification stream could not be watched for its session')
        end()
      }
    },
  )
}

/** {@link notificationsRoutes} as the plugin `tamga-notifications`. */
export const notificationsPlugin = domainPlugin('notifications', { caller: true }, notificationsRoutes)
