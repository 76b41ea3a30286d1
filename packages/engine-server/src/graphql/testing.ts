// The GraphQL endpoint's tests run it inside a small server made like buildApp's API (sign-in,
// permissions, records, GraphQL under /api) over the heritage example's documents and seed
// rows, with a few documents of the tests' own in a store held in memory.

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { GraphqlDocument, RoleDocument } from '@tamga/schema'
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify'
import { authPlugin } from '../auth/index.ts'
import type { TamgaDatabase } from '../db/database.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { errorHandler } from '../http/errorHandler.ts'
import { MemoryDocumentStore } from '../http/testing.ts'
import { createValidatorCompiler } from '../http/validation.ts'
import { permissionsPlugin } from '../permissions/index.ts'
import { createCatalogueReader } from '../records/catalogue.ts'
import { createChangeHub, type RecordChangeHub } from '../records/changes.ts'
import { recordsPlugin } from '../records/plugin.ts'
import { HERITAGE_DIR as HERITAGE } from '../records/testing.ts'
import { type GraphqlPluginOptions, graphqlPlugin } from './plugin.ts'

/** The heritage example project. */

/**
 * The tests' entry over applications: every signed-in person, add, edit and delete, a
 * subscription, and the application's heritage bearer as a sub-table (through the
 * application's `heritage_bearer_id`), whose own applications nest once more.
 */
export const APPLICATION_ENTRY: GraphqlDocument = {
  kind: 'graphql',
  version: 1,
  name: 'application',
  model: 'application',
  typeName: 'Application',
  idField: 'id',
  hiddenFields: ['deleted_at', 'created_by'],
  actions: { add: true, edit: true, delete: true },
  subTables: [
    {
      model: 'heritage_bearer',
      name: 'bearer',
      connectionField: 'id',
      parentIdField: 'heritage_bearer_id',
      hiddenFields: ['register_number'],
      subTables: [
        {
          model: 'application',
          name: 'applications',
          connectionField: 'heritage_bearer_id',
          hiddenFields: ['deleted_at'],
        },
      ],
    },
  ],
  subscription: true,
}

/**
 * The heritage documents with the tests' entry, and the applicant's role also allowed to
 * change and delete its own applications (the same row condition), so that writes outside
 * the condition can be tried.
 */
export async function heritageStore(): Promise<MemoryDocumentStore> {
  const documents = (await createFolderStore(HERITAGE).listAll()).map((stored) => {
    const document = stored.document
    if (document.kind !== 'role' || document.name !== 'applicant') return document
    const role: RoleDocument = structuredClone(document)
    const own = role.kruds?.applications
    if (own !== undefined) Object.assign(own, { u: true, d: true })
    return role
  })
  return new MemoryDocumentStore([...documents, APPLICATION_ENTRY])
}

/** A server with the GraphQL plugin, and what its tests look into. */
export interface GraphqlTestServer {
  app: FastifyInstance
  changes: RecordChangeHub
  /** SQL statements the GraphQL plugin ran since the last reset (not sign-in's or the records API's). */
  statements: { count: number }
  /** SQL statements the whole server ran since the last reset (sessions, documents version, records, GraphQL). */
  allStatements: { count: number }
}

function counting(database: TamgaDatabase, counter: { count: number }): TamgaDatabase {
  const prepared = database.prepared
  return {
    ...database,
    prepared:
      prepared === undefined
        ? undefined
        : async <Row>(name: string, text: string, values: readonly unknown[]) => {
            const rows = await prepared<Row>(name, text, values)
            counter.count += 1
            return rows
          },
    db: database.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        counter.count += 1
        return args.result
      },
    }),
  }
}

/** Builds (and readies) the test server over `database` and `store`. */
export async function graphqlTestServer(
  database: TamgaDatabase,
  store: MemoryDocumentStore,
  options: Partial<GraphqlPluginOptions> = {},
): Promise<GraphqlTestServer> {
  const statements = { count: 0 }
  const allStatements = { count: 0 }
  const server = counting(database, allStatements)
  const counted = counting(server, statements)
  const changes = createChangeHub()
  const app = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>()
  app.setValidatorCompiler(createValidatorCompiler())
  app.setErrorHandler(errorHandler)
  const api: FastifyPluginAsync = async (api) => {
    await api.register(authPlugin, { store, database: server })
    await api.register(permissionsPlugin, { store, database: server })
    const catalogue = createCatalogueReader(store)
    await api.register(recordsPlugin, { store, database: server, changes, catalogue })
    await api.register(graphqlPlugin, { store, database: counted, catalogue, changes, ...options })
  }
  await app.register(api, { prefix: '/api' })
  await app.ready()
  return { app, changes, statements, allStatements }
}

export { HERITAGE_DIR as HERITAGE, seedHeritage } from '../records/testing.ts'
