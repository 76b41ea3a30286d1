import { EventEmitter } from 'node:events'
import websocket from '@fastify/websocket'
import {
  GRAPHQL_PATHS,
  SERVICE_RESTART_CLOSE_CODE,
  SERVICE_RESTART_CLOSE_REASON,
  SESSION_ENDED_CLOSE_CODE,
  searchVariants,
} from '@tamga/schema'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
// graphql's CommonJS entry, the one mercurius loads: a second copy (its ESM build) would
// not recognise mercurius's schema objects.
import type { GraphQLSchema } from 'graphql/index.js'
import mercurius from 'mercurius'
import mqemitter, { type MQEmitter } from 'mqemitter'
import { settleSession } from '../auth/deferredSession.ts'
import { SESSION_REVOKED_CLOSE_REASON, type SessionRevocations } from '../auth/sessionRevocations.ts'
import type { TamgaDatabase } from '../db/database.ts'
import type { DocumentStore } from '../documents/store.ts'
import { allowedOrigins } from '../http/cors.ts'
import { domainPlugin } from '../http/domainPlugin.ts'
import { errorAnswer } from '../http/errorHandler.ts'
import { tamgaError } from '../http/errors.ts'
import { ANYONE } from '../http/routeAudience.ts'
import { isSameOrigin } from '../http/sameOrigin.ts'
import type { NotificationBus } from '../notifications/bus.ts'
import { type CatalogueReader, createCatalogueReader } from '../records/catalogue.ts'
import type { RecordChange, RecordChangeHub } from '../records/changes.ts'
import { TriggerRegistry } from '../records/triggers.ts'
import { ConnectionInitPayloads, connectionInitToken, signInByToken } from './connectionInit.ts'
import { type ChangeEvent, type GraphqlContext, GraphqlEngine } from './engine.ts'
import {
  answerInLanguage,
  graphqlErrorFormatter,
  graphqlLanguage,
  socketMessageInLanguage,
  toCatalogueGraphqlError,
} from './errors.ts'
import { registerGraphiql } from './graphiqlRoute.ts'
import { DEFAULT_MAX_COST, DEFAULT_MAX_DEPTH, DEFAULT_OPERATION_LIMITS, type OperationLimits } from './limits.ts'
import { registerGraphqlPreview } from './previewAsRole.ts'
import { limitSocket, type SocketLimits } from './socketLimits.ts'

/** Options of {@link graphqlPlugin}. */
export interface GraphqlPluginOptions {
  store: DocumentStore
  database: TamgaDatabase
  /** The documents per version; share the records plugin's. @default one of its own over `store` */
  catalogue?: CatalogueReader | undefined
  /** Every write path tells this hub (records API and GraphQL mutations); subscribers hear it. */
  changes?: RecordChangeHub | undefined
  /** Where new notifications travel: `notificationAdded` streams the caller's. @default none (the subscription stays silent) */
  notifications?: NotificationBus | undefined
  /** The trigger methods documents name; mutations run them as the records API does. @default the built-in ones only */
  triggers?: TriggerRegistry | undefined
  /**
   * `redis://…` (`REDIS_URL`): change events go through Redis, so a subscriber on one instance
   * hears a write made on another. @default in-process only (one instance)
   */
  redisUrl?: string | undefined
  /**
   * The address people reach the server at (`PUBLIC_URL`): a subscription's WebSocket opened
   * by a page of another origin is refused (403 `FOREIGN_ORIGIN`). The host the request came to
   * is always accepted.
   */
  publicUrl?: string | undefined
  /**
   * The prefix of the Redis channels, for several deployments (or test runs) on one Redis; the
   * server gives each deployment its own (`TAMGA_REDIS_PREFIX`, or `redisPrefixOf` its secret).
   * @default 'tamga:'
   */
  redisPrefix?: string | undefined
  /**
   * Revoked sessions, heard from every instance: a subscription's WebSocket whose session is
   * revoked is closed with {@link SESSION_ENDED_CLOSE_CODE} (4401, sign in again).
   * @default none (a socket lasts until the client or the server closes it)
   */
  revocations?: SessionRevocations | undefined
  /** Whether `__schema` and `__type` may be asked (turn off in production). @default true */
  introspection?: boolean | undefined
  /** How deep fields may nest (a root field is 1). @default 8 */
  maxDepth?: number | undefined
  /** The most rows a request may read, estimated from its limits (10 per parent for a sub-table without one). @default 50000 */
  maxCost?: number | undefined
  /** Tokens, root fields, aliases and fields one operation may have. @default DEFAULT_OPERATION_LIMITS */
  limits?: Partial<OperationLimits> | undefined
  /** The spellings a search term is looked for in. @default Cyrillic and Latin (`@tamga/schema` searchVariants) */
  searchVariants?: ((term: string) => readonly string[]) | undefined
  /** Messages and subscriptions one WebSocket may send and hold. @default DEFAULT_SOCKET_LIMITS */
  socketLimits?: SocketLimits | undefined
}

/**
 * The auto-generated GraphQL endpoint (issue 6, spec 3.13): a schema built from the `graphql`
 * documents of the current documents version, at `/query` and `/graphql` (POST and GET, and
 * WebSocket subscriptions on both), with mercurius and its JIT.
 *
 * - Each root field compiles to one SQL statement building its JSON in PostgreSQL (nested
 *   sub-tables included), cached per selection, role and variables; a query made only of such
 *   fields is answered with that JSON text as it is, without GraphQL's executor.
 * - Reading needs the entry's access (spec 6) and is narrowed by the role's row conditions on
 *   each model; mutations go through the records write path of a krud granting the action.
 * - The schema follows the documents version: a changed entry is served at the next request.
 * - Subscriptions hear every write path through the change hub, across instances through Redis;
 *   `notificationAdded` hears the caller's notifications through the notification bus. A
 *   socket whose session is revoked, on any instance, is closed with 4401.
 * - `POST /graphql/preview` lets the administration roles run a query as another role (the
 *   builder's try-it pane; see `previewAsRole.ts`).
 *
 * @example
 * await api.register(graphqlPlugin, { store, database, catalogue, changes, triggers, redisUrl: config.redisUrl })
 */
const graphqlRoutes: FastifyPluginAsync<GraphqlPluginOptions> = async (app, options) => {
  const prefix = options.redisPrefix ?? 'tamga:'
  const topic = (model: string) => `${prefix}records/${model}`
  const emitter: MQEmitter =
    options.redisUrl === undefined
      ? mqemitter()
      : // Loaded only when configured: ioredis and its kin cost every other start a tenth of a second.
        (await import('mqemitter-redis')).default({ connectionString: options.redisUrl })
  // mqemitter-redis reports a lost connection as an 'error' event of its `state`; unheard, it
  // would end the process. ioredis reconnects by itself.
  const state: unknown = Reflect.get(emitter, 'state')
  if (state instanceof EventEmitter) {
    state.on('error', (error: unknown) => app.log.error({ err: error }, 'Redis of the GraphQL subscriptions'))
  }
  const engine = new GraphqlEngine({
    database: options.database,
    catalogue: options.catalogue ?? createCatalogueReader(options.store),
    services: {
      triggers:
        options.triggers ??
        new TriggerRegistry((namespace, method) =>
          app.log.warn({ namespace, method }, 'a document names a trigger method this server has no registration for'),
        ),
      changes: options.changes,
    },
    searchVariants: options.searchVariants ?? searchVariants,
    limits: {
      ...DEFAULT_OPERATION_LIMITS,
      ...options.limits,
      maxDepth: options.maxDepth ?? DEFAULT_MAX_DEPTH,
      maxCost: options.maxCost ?? DEFAULT_MAX_COST,
    },
    introspection: options.introspection ?? true,
    log: app.log,
    topic,
    notifications: options.notifications,
  })

  const publish = (change: RecordChange) => {
    const payload: ChangeEvent = {
      model: change.model,
      action: change.action,
      id: change.id,
      row: JSON.stringify(change.row),
    }
    emitter.emit({ topic: topic(change.model), payload }, (error?: unknown) => {
      if (error) app.log.error({ err: error, model: change.model }, 'a change could not be published to subscribers')
    })
  }
  const unlisten = options.changes?.listen(publish)
  app.addHook('onClose', async () => {
    unlisten?.()
    await new Promise<void>((resolve) => emitter.close(() => resolve()))
  })

  /** Answers a query the engine compiles entirely, before mercurius would execute it. */
  async function answerCompiledQuery(request: FastifyRequest, reply: FastifyReply) {
    if (request.ws || request.validationError !== undefined) return
    const answer = await engine.respond(request)
    if (answer === undefined) return
    // The body is already JSON text: Fastify sends a string with a JSON content type as it is.
    return reply.code(answer.statusCode).type('application/json; charset=utf-8').send(answer.body)
  }

  registerGraphqlPreview(app, engine)
  registerGraphiql(app, { store: options.store, endpoint: '/query', introspection: options.introspection ?? true })

  // Errors are written in Mongolian with the English and Korean texts beside; the message is
  // put in the caller's language on the way out, the one place every answer passes.
  app.addHook('onSend', async (request, reply, payload) => {
    const language = graphqlLanguage(request.headers['accept-language'])
    reply.header('vary', [reply.getHeader('vary'), 'Accept-Language'].filter(Boolean).join(', '))
    return typeof payload === 'string' ? answerInLanguage(payload, language) : payload
  })

  // One WebSocket server for both paths; mercurius registers its own only when none exists.
  await app.register(websocket, {
    options: { maxPayload: 1024 * 1024 },
    // A server closing on purpose tells each subscriber to come back (1012), which reaches
    // another instance behind the balancer; the default would close with no code at all.
    preClose(done) {
      for (const client of this.websocketServer.clients) {
        client.close(SERVICE_RESTART_CLOSE_CODE, SERVICE_RESTART_CLOSE_REASON)
      }
      this.websocketServer.close()
      done()
    },
  })
  const initPayloads = new ConnectionInitPayloads()
  initPayloads.listen(app.websocketServer)
  const hosts: Array<{ replaceSchema(schema: GraphQLSchema): void }> = []
  engine.onSchema = (schema) => {
    for (const host of hosts) host.replaceSchema(schema)
  }
  for (const path of GRAPHQL_PATHS) {
    await app.register(async (endpoint) => {
      // A query the engine compiles proves the caller's session in its own statement; anything
      // else has the session looked up (settled) before mercurius runs it.
      endpoint.addHook('onRoute', (route) => {
        // Open to visitors: each entry's access decides, in the schema the caller is given.
        // Without a cookie a request is a visitor's or a bearer token's: no header to ask for.
        route.config = { ...route.config, deferSessionCheck: true, audience: ANYONE, csrfForCookiesOnly: true }
      })
      // A page of another site could open a subscription with the visitor's cookie; a client
      // that is not a browser sends no Origin. A page of an origin the project lists
      // (`cors_origins`) may open one, signed in only by the token of its connection_init: the
      // cookie its browser may have sent along (a site of the same domain) never acts.
      // Answered here in the catalogue's shape: mercurius's error handler would make it a
      // GraphQL answer with status 200.
      endpoint.addHook('onRequest', async (request, reply) => {
        const origin = request.headers.origin
        if (!request.ws || origin === undefined || isSameOrigin(origin, request.headers.host, options.publicUrl)) return
        if ((await allowedOrigins(options.store)).includes(origin)) {
          request.auth = null
          request.sessionProof = undefined
          request.documentsVersion = undefined
          return
        }
        const { statusCode, body } = errorAnswer(tamgaError('FOREIGN_ORIGIN'))
        return reply.code(statusCode).send(body)
      })
      endpoint.addHook('preHandler', answerCompiledQuery)
      endpoint.addHook('preHandler', settleSession)
      await endpoint.register(mercurius, {
        schema: engine.schema,
        path,
        jit: 1,
        graphiql: false,
        validationRules: [...engine.validationRules],
        context: (request: FastifyRequest): GraphqlContext => ({ request }),
        errorFormatter: (execution, context) => graphqlErrorFormatter(execution, context.reply?.log ?? app.log),
        subscription: {
          emitter,
          // Run at the client's connection_init, which may come long after the upgrade that
          // carried the session: watching then checks that the session still stands.
          context: async (socket, request) => {
            limitSocket(socket, options.socketLimits)
            const language = graphqlLanguage(request.headers['accept-language'])
            if (language !== 'mn_MN') {
              const send = socket.send.bind(socket)
              socket.send = ((data: unknown, ...rest: unknown[]) =>
                Reflect.apply(send, socket, [
                  typeof data === 'string' ? socketMessageInLanguage(data, language) : data,
                  ...rest,
                ])) as typeof socket.send
            }
            // A token in connection_init signs the socket in, as a bearer header a request.
            const token = connectionInitToken(initPayloads.take(socket))
            if (token !== undefined) await signInByToken(request, options.database, token)
            const claimed = request.auth ?? null
            await settleSession(request)
            if (claimed !== null && options.revocations !== undefined) {
              const end = () => socket.close(SESSION_ENDED_CLOSE_CODE, SESSION_REVOKED_CLOSE_REASON)
              const unwatch = await options.revocations.watch(claimed, end)
              if (socket.readyState === socket.CLOSED) unwatch()
              else socket.once('close', unwatch)
              // Ended at once (revoked before it was watched): mercurius's acknowledgement
              // finds the socket closing, and no subscription starts.
              if (socket.readyState !== socket.OPEN) return { request }
            }
            await engine.buildFor(request)
            return { request }
          },
        },
      })
      // mercurius runs a subscription without validating it; this hook does, with the same rules.
      endpoint.graphql.addHook('preSubscriptionExecution', async (schema, document, context) => {
        const request = (context as unknown as GraphqlContext).request
        const [error] = engine.validate(
          schema,
          document,
          await engine.limitsFor(await engine.buildFor(request), request),
        )
        if (error !== undefined) throw toCatalogueGraphqlError(error, context.app.log)
      })
      hosts.push(endpoint.graphql)
    })
  }
}

/** {@link graphqlRoutes} as the plugin `tamga-graphql`. */
export const graphqlPlugin = domainPlugin('graphql', { caller: true, authorizer: true }, graphqlRoutes)
