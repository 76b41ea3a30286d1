// The GraphQL endpoint's tests run it inside a small server made like buildApp's API (sign-in,
// permissions, records, GraphQL under /api) over the heritage example's documents and seed
// rows, with a few documents of the tests' own in a store held in memory.

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { GraphqlDocument, RoleDocument } from '@tamga/schema'
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify'
import WebSocket from 'ws'
import { datasourceListSource } from '../analytics/datasourceListSource.ts'
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
    await api.register(recordsPlugin, {
      store,
      database: server,
      changes,
      catalogue,
      datasources: datasourceListSource,
    })
    await api.register(graphqlPlugin, { store, database: counted, catalogue, changes, ...options })
  }
  await app.register(api, { prefix: '/api' })
  await app.ready()
  return { app, changes, statements, allStatements }
}

/** Starts `app` listening on a free loopback port; answers the WebSocket URL of `path`. */
export async function listenForSockets(app: FastifyInstance, path = '/api/graphql'): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return `ws://127.0.0.1:${address.port}${path}`
}

/**
 * A graphql-transport-ws client with one subscription, over a real WebSocket, collecting the
 * value of the subscription's root field in each message it is sent.
 */
export class GraphqlSubscriber<TValue> {
  readonly #messages: TValue[] = []
  readonly #waiting: Array<(value: TValue) => void> = []
  readonly errors: unknown[] = []
  /** The close code and reason, once either side closed the socket. */
  readonly closed: Promise<{ code: number; reason: string }>
  readonly #socket: WebSocket

  private constructor(socket: WebSocket) {
    this.#socket = socket
    this.closed = new Promise((resolve) => {
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }))
    })
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; payload?: { data?: Record<string, TValue> } }
      if (message.type === 'next') {
        const value = Object.values(message.payload?.data ?? {})[0]
        if (value === undefined) return
        const waiter = this.#waiting.shift()
        if (waiter === undefined) this.#messages.push(value)
        else waiter(value)
      } else if (message.type === 'error') this.errors.push(message.payload)
    })
  }

  /** Connects as the person of `headers` and sends the subscription `query`. */
  static async open<TValue>(
    url: string,
    headers: Record<string, string>,
    query: string,
  ): Promise<GraphqlSubscriber<TValue>> {
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers })
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    })
    const acknowledged = new Promise<void>((resolve) => {
      socket.on('message', (data) => {
        if ((JSON.parse(String(data)) as { type: string }).type === 'connection_ack') resolve()
      })
    })
    socket.send(JSON.stringify({ type: 'connection_init', payload: {} }))
    await acknowledged
    const subscriber = new GraphqlSubscriber<TValue>(socket)
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }))
    return subscriber
  }

  /** The next value, or undefined after `ms` milliseconds without one. */
  next(ms = 5000): Promise<TValue | undefined> {
    const queued = this.#messages.shift()
    if (queued !== undefined) return Promise.resolve(queued)
    return new Promise((resolve) => {
      const take = (value: TValue) => {
        clearTimeout(timer)
        resolve(value)
      }
      const timer = setTimeout(() => {
        const index = this.#waiting.indexOf(take)
        if (index >= 0) this.#waiting.splice(index, 1)
        resolve(undefined)
      }, ms)
      this.#waiting.push(take)
    })
  }

  close(): void {
    this.#socket.close()
  }
}

export { HERITAGE_DIR as HERITAGE, seedHeritage } from '../records/testing.ts'
