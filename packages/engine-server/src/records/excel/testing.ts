// The server the Excel and print tests talk to: the whole server (buildApp) once it registers
// the transfer routes; until then the same API pieces by hand (sign-in, permissions, records,
// transfer) over the same documents and database, so the tests run either way.
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { searchVariants } from '@tamga/schema'
import Fastify from 'fastify'
import { datasourceListSource as datasources } from '../../analytics/datasourceListSource.ts'
import { buildApp, type TamgaApp } from '../../app.ts'
import { authPlugin } from '../../auth/index.ts'
import type { TamgaDatabase } from '../../db/database.ts'
import type { DocumentStore } from '../../documents/store.ts'
import { errorHandler } from '../../http/errorHandler.ts'
import { apiNotFoundHandler } from '../../http/notFound.ts'
import { testConfig } from '../../http/testing.ts'
import { createValidatorCompiler } from '../../http/validation.ts'
import { permissionsPlugin } from '../../permissions/index.ts'
import { createCatalogueReader } from '../catalogue.ts'
import { createChangeHub, type RecordChangeHub } from '../changes.ts'
import { recordsPlugin } from '../plugin.ts'
import { type TransferPluginOptions, transferPlugin } from '../transferPlugin.ts'

/** What {@link transferTestApp} serves. */
export interface TransferTestAppOptions {
  projectDir: string
  store: DocumentStore
  database: TamgaDatabase
  /** Limits of the transfer routes (when the server is built here). */
  limits?: Pick<TransferPluginOptions, 'maxImportRows' | 'maxImportBytes' | 'maxPrintRows'>
}

/** A ready server with the records and transfer routes under `/api`, and the change hub it tells. */
export async function transferTestApp(
  options: TransferTestAppOptions,
): Promise<{ app: TamgaApp; changes: RecordChangeHub | undefined }> {
  if (options.limits === undefined) {
    const app = buildApp({
      config: testConfig({ projectDir: options.projectDir }),
      store: options.store,
      database: options.database,
      logger: false,
    })
    await app.ready()
    if (app.hasRoute({ method: 'GET', url: '/api/records/:krud/export.xlsx' })) return { app, changes: undefined }
    await app.close()
  }
  const { store, database } = options
  const app = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>()
  app.setValidatorCompiler(createValidatorCompiler())
  app.setErrorHandler(errorHandler)
  app.removeContentTypeParser('text/plain')
  const changes = createChangeHub()
  const api: FastifyPluginAsyncTypebox = async (scope) => {
    scope.setNotFoundHandler(apiNotFoundHandler)
    await scope.register(authPlugin, { store, database })
    await scope.register(permissionsPlugin, { store, database })
    const shared = { store, database, searchVariants, catalogue: createCatalogueReader(store), changes, datasources }
    await scope.register(recordsPlugin, shared)
    await scope.register(transferPlugin, { ...shared, ...options.limits })
  }
  await app.register(api, { prefix: '/api' })
  await app.ready()
  return { app, changes }
}

/** The heritage bearers' Excel import columns the import tests and the benchmark use: every field the form requires, and more. */
export const BEARER_IMPORT_COLUMNS = [
  { column: 'last_name', header: 'Овог' },
  { column: 'first_name', header: 'Нэр' },
  { column: 'register_number', header: 'Регистрийн дугаар' },
  { column: 'heritage_domain_id', header: 'Өвийн төрөл' },
  { column: 'aimag_id', header: 'Аймаг' },
  { column: 'is_published', header: 'Нийтлэх' },
]
