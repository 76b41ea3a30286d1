// TEST-ONLY: a server with the analytics routes under /api, the way apiPlugin registers its
// domains (real sessions, the real authorizer), until buildApp registers analyticsPlugin itself.
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify from 'fastify'
import type { TamgaApp } from '../app.ts'
import { authPlugin } from '../auth/index.ts'
import type { TamgaDatabase } from '../db/database.ts'
import type { DocumentStore } from '../documents/store.ts'
import { errorHandler } from '../http/errorHandler.ts'
import { apiNotFoundHandler } from '../http/notFound.ts'
import { createValidatorCompiler } from '../http/validation.ts'
import { permissionsPlugin } from '../permissions/index.ts'
import { createCatalogueReader } from '../records/catalogue.ts'
import { analyticsPlugin } from './plugin.ts'

/** What {@link buildAnalyticsTestApp} needs. */
export interface AnalyticsTestAppOptions {
  store: DocumentStore
  database: TamgaDatabase
  statementTimeoutMs?: number
}

const testApi: FastifyPluginAsyncTypebox<AnalyticsTestAppOptions> = async (api, options) => {
  api.setNotFoundHandler(apiNotFoundHandler)
  await api.register(authPlugin, { store: options.store, database: options.database })
  await api.register(permissionsPlugin, { store: options.store, database: options.database })
  await api.register(analyticsPlugin, {
    store: options.store,
    database: options.database,
    catalogue: createCatalogueReader(options.store),
    statementTimeoutMs: options.statementTimeoutMs,
  })
}

/** A server with sign-in, permissions and the analytics routes under `/api`, as buildApp's API part. */
export function buildAnalyticsTestApp(options: AnalyticsTestAppOptions): TamgaApp {
  const app = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>()
  app.setValidatorCompiler(createValidatorCompiler())
  app.setErrorHandler(errorHandler)
  app.register(testApi, { prefix: '/api', ...options })
  return app
}
