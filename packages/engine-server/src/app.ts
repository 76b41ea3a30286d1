import { join } from 'node:path'
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { searchVariants } from '@tamga/schema'
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify'
import packageJson from '../package.json' with { type: 'json' }
import { analyticsPlugin, dashboardPlugin, datasourceListSource } from './analytics/index.ts'
import { authPlugin } from './auth/index.ts'
import { passwordResetPlugin } from './auth/reset/index.ts'
import { createSessionRevocations } from './auth/sessionRevocations.ts'
import type { TamgaConfig } from './config.ts'
import type { TamgaDatabase } from './db/database.ts'
import { instanceSecret, redisPrefixOf } from './db/instanceSecret.ts'
import { generatePlugin } from './documents/generatePlugin.ts'
import { documentsPlugin } from './documents/plugin.ts'
import type { DocumentStore } from './documents/store.ts'
import { graphqlPlugin } from './graphql/plugin.ts'
import { compressionPlugin } from './http/compression.ts'
import { registerCors } from './http/cors.ts'
import { errorHandler } from './http/errorHandler.ts'
import { healthPlugin } from './http/health.ts'
import { metricsPlugin, metricsRoutesPlugin } from './http/metrics.ts'
import { apiNotFoundHandler } from './http/notFound.ts'
import { refuseNulCharacters } from './http/nulGuard.ts'
import { rateLimitsPlugin } from './http/rateLimits.ts'
import { echoRequestId, requestIdOf } from './http/requestId.ts'
import { guardRouteAudiences } from './http/routeAudience.ts'
import { securityHeadersPlugin } from './http/securityHeaders.ts'
import { lazySerializerFactory } from './http/serialization.ts'
import { createValidatorCompiler } from './http/validation.ts'
import { createMailer } from './mail/mailer.ts'
import { createLocalBus, type NotificationBus } from './notifications/bus.ts'
import type { Messengers } from './notifications/messengers.ts'
import { notificationsPlugin } from './notifications/plugin.ts'
import { organizationsPlugin } from './organizations/index.ts'
import { getPermissionsPlugin, permissionsPlugin } from './permissions/index.ts'
import { docsPlugin } from './plugins/docs/index.ts'
import { lambdaConfigPlugin } from './plugins/lambda-config/index.ts'
import { portalPlugin } from './plugins/portal/index.ts'
import { preferencesPlugin, readSavedTabs } from './preferences/index.ts'
import { pushPlugin } from './push/index.ts'
import { createCatalogueReader } from './records/catalogue.ts'
import { createChangeHub, type RecordChangeHub } from './records/changes.ts'
import { columnLayoutPlugin } from './records/columnLayout.ts'
import { fieldOptionsPlugin } from './records/fieldOptions.ts'
import { krudScreenPlugin } from './records/krudScreen.ts'
import { recordsPlugin } from './records/plugin.ts'
import { savedSearchesPlugin } from './records/savedSearches.ts'
import { transferPlugin } from './records/transferPlugin.ts'
import type { TriggerRegistry } from './records/triggers.ts'
import { recordUploadsPlugin } from './records/uploads/plugin.ts'
import { rolesPlugin } from './roles/index.ts'
import type { Readiness } from './server/readiness.ts'
import { sitePlugin } from './site/plugin.ts'
import { fileStorageFor } from './storage/fileStorageFor.ts'
import { usersPlugin } from './users/index.ts'
import { createWorkflowEngine, workflowPlugin } from './workflow/index.ts'

/** What {@link buildApp} needs: everything comes in, nothing is read from module state. */
export interface BuildAppOptions {
  config: TamgaConfig
  /** Where the project's documents are. */
  store: DocumentStore
  /** The database the domain plugins work on. The caller opened it and closes it. */
  database?: TamgaDatabase | undefined
  /** Fastify's logger: false for none, true or pino options; by default at `config.logLevel`. */
  logger?: FastifyServerOptions['logger']
  /**
   * Carries new notifications to the instance holding the recipient's stream; the caller
   * opened it and closes it. @default an in-process bus (one instance)
   */
  notificationBus?: NotificationBus | undefined
  /**
   * The trigger methods documents name (`triggers.namespace` + method), registered in
   * TypeScript. @default the built-in `Tamga` methods only
   */
  triggers?: TriggerRegistry | undefined
  /**
   * Whether the instance takes new work, told by `GET /api/health/ready`; the start command
   * drains it when asked to stop. @default always taking work
   */
  readiness?: Readiness | undefined
}

/** The Fastify instance {@link buildApp} returns, typed for TypeBox route schemas. */
export type TamgaApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>

/**
 * The largest request body the API reads (1 MiB): a whole form or workflow document fits many
 * times over; uploads declare their own limit on their route.
 */
export const BODY_LIMIT = 1024 * 1024

/** What the API's domain plugins are given. */
interface ApiPluginOptions {
  config: TamgaConfig
  store: DocumentStore
  database?: TamgaDatabase | undefined
  notificationBus?: NotificationBus | undefined
  triggers?: TriggerRegistry | undefined
  readiness?: Readiness | undefined
  /** Every record write is told to it: GraphQL subscribers and the public site's page cache hear it. */
  changes: RecordChangeHub
}

/**
 * The API, registered under the base path: its own not-found answer (JSON, never the portal)
 * and one plugin per domain, each given what it needs.
 */
const apiPlugin: FastifyPluginAsyncTypebox<ApiPluginOptions> = async (
  api,
  { config, store, database, notificationBus, triggers, changes, readiness },
) => {
  api.setNotFoundHandler(apiNotFoundHandler)
  // A partner page's preflight is answered before any route: ahead of the audience guard.
  await registerCors(api, store, config.publicUrl)
  // Every route below says who may call it, and one hook holds each caller to that.
  guardRouteAudiences(api)
  // One prefix for every Redis channel of this deployment (subscriptions, revocations).
  const redisPrefix =
    config.redisUrl === undefined || database === undefined
      ? undefined
      : (config.redisPrefix ?? redisPrefixOf(await instanceSecret(database.db, config.secret)))
  // A revoked session's subscriptions and notification streams end on every instance.
  const revocations =
    database === undefined
      ? undefined
      : await createSessionRevocations({ db: database.db, redisUrl: config.redisUrl, redisPrefix, log: api.log })
  if (revocations !== undefined) api.addHook('onClose', () => revocations.close())
  // One mailer for every notice: over SMTP, or into the outbox when no SMTP server is configured.
  const mailer = createMailer(config, { sent: api.metrics.mailsSent })
  api.addHook('onClose', async () => mailer.close())
  // One storage for uploads, profile images and signatures: PostgreSQL's tables on PostgreSQL,
  // which every instance shares; the data folder on the embedded database.
  const storage = fileStorageFor({ database, dataDir: config.dataDir })
  const messengers: Messengers | undefined =
    database === undefined
      ? undefined
      : { db: database.db, bus: notificationBus ?? createLocalBus(), mailer, publicUrl: config.publicUrl, log: api.log }
  await api.register(authPlugin, {
    store,
    database,
    revocations,
    publicUrl: config.publicUrl,
    lockout: {
      maxFailures: config.loginLockout.maxFailures,
      maxFailuresPerAddress: config.loginLockout.maxFailuresPerAddress,
      windowMs: config.loginLockout.windowMinutes * 60_000,
      lockMs: config.loginLockout.lockMinutes * 60_000,
    },
  })
  await api.register(permissionsPlugin, { store, database })
  await api.register(getPermissionsPlugin, {
    savedTabs: database && ((userId: number) => readSavedTabs(database.db, userId)),
  })
  await api.register(healthPlugin, { database, redisUrl: config.redisUrl, readiness })
  await api.register(metricsRoutesPlugin, { metricsToken: config.metricsToken })
  await api.register(lambdaConfigPlugin, { store })
  await api.register(passwordResetPlugin, { config, store, database, revocations, mailer })
  await api.register(usersPlugin, { config, store, database, revocations, messengers, storage })
  await api.register(rolesPlugin, { store, database })
  await api.register(documentsPlugin, { store, database })
  await api.register(generatePlugin, { store })
  if (database !== undefined && messengers !== undefined) {
    const { bus } = messengers
    await api.register(organizationsPlugin, { database })
    await api.register(notificationsPlugin, { database, bus, revocations })
    // One catalogue of documents per version for every records reader and writer.
    const catalogue = createCatalogueReader(store)
    // A grid over a data source is listed through analytics' compiler: records sits below analytics.
    const datasources = datasourceListSource
    // Record writes of a krud with a workflow consult the engine: decorated before they register.
    const workflow = createWorkflowEngine({ ...messengers, changes, actionsTaken: api.metrics.workflowActions })
    api.decorate('workflowEngine', workflow)
    await api.register(recordsPlugin, { store, database, searchVariants, triggers, changes, catalogue, datasources })
    await api.register(savedSearchesPlugin, { database, catalogue })
    await api.register(columnLayoutPlugin, { database, catalogue })
    await api.register(fieldOptionsPlugin, { database, catalogue, searchVariants })
    await api.register(krudScreenPlugin, { catalogue })
    await api.register(recordUploadsPlugin, { config, store, database, catalogue, storage })
    await api.register(transferPlugin, { store, database, searchVariants, triggers, changes, catalogue, datasources })
    await api.register(analyticsPlugin, { store, database, catalogue, searchVariants })
    await api.register(dashboardPlugin, { store, database, catalogue })
    await api.register(graphqlPlugin, {
      store,
      database,
      catalogue,
      changes,
      triggers,
      notifications: bus,
      redisUrl: config.redisUrl,
      publicUrl: config.publicUrl,
      redisPrefix,
      revocations,
      introspection: config.graphqlIntrospection,
    })
    await api.register(workflowPlugin, { database, catalogue, engine: workflow, config, storage })
    await api.register(pushPlugin, { config, store, database, bus })
    await api.register(preferencesPlugin, { database })
  }
}

/**
 * Builds the server: the error catalogue and handlers, the OpenAPI description, the API under
 * `config.apiBase` (`/lambda-config`, `/health`, …) and the portal for every other path. Nothing
 * listens yet: call `listen()`, or `inject()` in tests.
 *
 * @example
 * const app = buildApp({ config, store, database })
 * await app.listen({ port: config.port, host: config.host })
 */
export function buildApp(options: BuildAppOptions): TamgaApp {
  const { config, store, database } = options
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // Behind a load balancer the client's address (lockout per address) comes from X-Forwarded-For.
    trustProxy: config.trustProxy,
    // One line per request drowns what matters at the default level; debug and trace keep them.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    bodyLimit: BODY_LIMIT,
    // A draining instance still serves what reaches it on a connection already open: the
    // balancer stops sending once /api/health/ready says 503, and a 503 here would reach the
    // client for a POST, which a balancer must not resend (deploy/haproxy.cfg).
    return503OnClosing: false,
    // The load balancer's X-Request-Id when it sends a safe one: one id in its log and ours.
    genReqId: requestIdOf,
    // Response serializers are compiled at a route's first answer: see lazySerializerFactory.
    schemaController: { compilersFactory: { buildSerializer: lazySerializerFactory() } },
    // Requests Fastify refuses before routing (a malformed URL) get the same answer shape.
    frameworkErrors: (error, request, reply) => {
      errorHandler(error, request, reply)
    },
  }).withTypeProvider<TypeBoxTypeProvider>()

  // Route schemas are checked like documents: see createValidatorCompiler. Every problem is
  // reported at once, each with its path; the body limit bounds the work this costs.
  app.setValidatorCompiler(createValidatorCompiler())
  app.setErrorHandler(errorHandler)
  // The API speaks JSON (and multipart where a route adds it); plain text is refused with 415
  // rather than reaching a handler as a string.
  app.removeContentTypeParser('text/plain')
  // A NUL character in any parameter or JSON body is refused before a handler could pass it on.
  refuseNulCharacters(app)

  // One hub for every record write, so the API's subscribers and the site's pages hear each one.
  const changes = createChangeHub()
  // Every answer carries its request's id and is timed under its route, refusals included.
  app.addHook('onRequest', echoRequestId)
  app.register(metricsPlugin, { database })
  // First, so every answer carries them, refusals included.
  app.register(securityHeadersPlugin, { publicUrl: config.publicUrl, apiBase: config.apiBase })
  // Before the routes too: every answer is negotiated, refusals included.
  app.register(compressionPlugin)
  // Before the routes it guards: the API's and the public site's forms.
  app.register(rateLimitsPlugin, { config, database })
  app.register(docsPlugin, { apiBase: config.apiBase, version: packageJson.version })
  app.register(apiPlugin, {
    prefix: config.apiBase,
    config,
    store,
    database,
    notificationBus: options.notificationBus,
    triggers: options.triggers,
    changes,
    readiness: options.readiness,
  })
  // The public site answers its routes before the portal's files and fallback; the portal's
  // fallback hands it paths that are no route of the app, for its not-found page.
  let siteNotFound: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | undefined
  if (database !== undefined) {
    app.register(sitePlugin, {
      database,
      store,
      publicUrl: config.publicUrl,
      secret: config.secret,
      clientDir: config.siteDir,
      publicDir: join(config.projectDir, 'public'),
      imageCacheDir: join(config.dataDir, 'cache', 'images'),
      apiBase: config.apiBase,
      pageCacheMs: config.siteCacheMs,
      changes,
      searchVariants,
      onNotFoundPage: (answer) => {
        siteNotFound = answer
      },
    })
  }
  app.register(portalPlugin, {
    portalDir: config.portalDir,
    apiBase: config.apiBase,
    projectPublicDir: join(config.projectDir, 'public'),
    notFoundPage: (request, reply) => siteNotFound?.(request, reply),
  })
  return app
}
