import { EventEmitter, on } from 'node:events'
import type { FormDocument } from '@tamga/schema'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
// graphql's CommonJS entry, the one mercurius loads: a second copy (its ESM build) would
// not recognise mercurius's schema objects.
import {
  BREAK,
  type DocumentNode,
  execute,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  Kind,
  locatedError,
  NoSchemaIntrospectionCustomRule,
  type OperationDefinitionNode,
  parse,
  specifiedRules,
  type ValidationRule,
  validate,
  visit,
} from 'graphql/index.js'
import { settleSession } from '../auth/deferredSession.ts'
import type { TamgaDatabase } from '../db/database.ts'
import { tamgaError } from '../http/errors.ts'
import type { NotificationBus, NotificationEvent } from '../notifications/bus.ts'
import type { CatalogueReader, RecordsCatalogue } from '../records/catalogue.ts'
import type { RecordChangeAction } from '../records/changes.ts'
import type { WriteServices } from '../records/requestTargets.ts'
import { createRow, deleteRow, identityValue, type RowTarget, restoreRow, updateRow } from '../records/rowOperations.ts'
import { AccessCache, canReadEntry, entryWrites, type RowAccess, requireEntry, writeTarget } from './access.ts'
import { addRows } from './bulkInsert.ts'
import {
  type CompiledStatement,
  collectFields,
  compileRootField,
  type Fragments,
  MANY_ROW_ID,
  type RootKind,
  runStatement,
  type StatementAnswer,
  subSelections,
  type Variables,
} from './compileSelection.ts'
import { formatGraphqlError, graphqlErrorFormatter, type TamgaGraphqlError, toCatalogueGraphqlError } from './errors.ts'
import { CostMeter, limitErrors, measureOperations, type OperationMeasure, type RequestLimits } from './limits.ts'
import type { EntryWrite } from './mutationTypes.ts'
import { refusedSubscription } from './refusedSubscription.ts'
import {
  type BuildSchemaOptions,
  buildGraphqlSchema,
  type MutationKind,
  type QueryKind,
  RECORD_ACTIONS,
  type SchemaRuntime,
} from './schema.ts'
import { type EntryShape, entryShapes, modelsOf } from './shapes.ts'

/** What a resolver finds in its context: the request it runs for, and the request's cost meter. */
export interface GraphqlContext {
  request: FastifyRequest
  meter?: CostMeter
  /** The subscription's pubsub (mercurius gives one to each subscription). */
  pubsub?: { subscribe(topic: string): Promise<AsyncIterable<unknown>> }
}

/**
 * A committed change as it travels between instances (through Redis when there are several):
 * the row as JSON text, so every instance reads the same values.
 */
export interface ChangeEvent {
  model: string
  action: RecordChangeAction
  id: string
  row: string
}

function isChangeEvent(value: unknown): value is ChangeEvent {
  if (typeof value !== 'object' || value === null) return false
  const event = value as Record<string, unknown>
  return (
    typeof event.model === 'string' &&
    typeof event.id === 'string' &&
    typeof event.row === 'string' &&
    typeof event.action === 'string' &&
    Object.hasOwn(RECORD_ACTIONS, event.action)
  )
}

/**
 * The notifications of one person as an async iterator, listening from the moment it is made
 * (not from its first `next()`, so nothing sent between subscribing and reading is lost);
 * `return()`, which GraphQL calls when the subscriber leaves, stops listening.
 */
function notificationStream(bus: NotificationBus | undefined, userId: number): AsyncIterableIterator<unknown> {
  const local = new EventEmitter()
  const events = on(local, 'event')
  const unsubscribe = bus?.subscribe(userId, (event) => local.emit('event', event)) ?? (() => {})
  const stream: AsyncIterableIterator<unknown> = {
    [Symbol.asyncIterator]: () => stream,
    next: async () => {
      const read = await events.next()
      if (read.done === true) return { done: true, value: undefined }
      const [event] = read.value as [NotificationEvent]
      return { done: false, value: event }
    },
    return: async () => {
      unsubscribe()
      await events.return?.()
      return { done: true, value: undefined }
    },
  }
  return stream
}

/** The right of the krud a mutation needs (restoring a deleted row is the delete right's, as on REST). */
const WRITE_ACTIONS: Readonly<Record<MutationKind, 'create' | 'update' | 'delete'>> = {
  add: 'create',
  addList: 'create',
  edit: 'update',
  delete: 'delete',
  restore: 'delete',
}

/** The most statements kept per root field node (one per role and set of variables). */
const PLANS_PER_FIELD = 64
/** The most query texts whose parsed and validated document the fast path keeps. */
const DOCUMENTS_KEPT = 1000

/** The document kept for a query text refused before it was parsed whole. */
const EMPTY_DOCUMENT: DocumentNode = { kind: Kind.DOCUMENT, definitions: [] }

class PlanCache {
  readonly #byNode = new WeakMap<FieldNode, Map<string, CompiledStatement>>()

  get(node: FieldNode, key: string): CompiledStatement | undefined {
    return this.#byNode.get(node)?.get(key)
  }

  set(node: FieldNode, key: string, statement: CompiledStatement): void {
    let plans = this.#byNode.get(node)
    if (plans === undefined) {
      plans = new Map()
      this.#byNode.set(node, plans)
    }
    if (plans.size >= PLANS_PER_FIELD) {
      const oldest = plans.keys().next()
      if (oldest.done !== true) plans.delete(oldest.value)
    }
    plans.set(key, statement)
  }
}

interface CachedDocument {
  document: DocumentNode
  /** A text past the token limit: refused whoever asks. */
  unparsable?: GraphQLError | undefined
  /** What it asks for, held to each caller's limits before it is validated. */
  measure: OperationMeasure
  /** GraphQL's validation, made once the first caller's limits let it through. */
  validated?: readonly GraphQLError[] | undefined
  fragments: Fragments
}

/** The models an entry reads (its own and its sub-tables'), and their sorted names as one key. */
interface EntryModels {
  names: ReadonlySet<string>
  key: string
}

function entryModels(shape: EntryShape): EntryModels {
  const names = modelsOf(shape.table)
  return { names, key: [...names].sort().join(',') }
}

/** Whether an operation reads the schema itself (`__schema` or `__type`, anywhere in it). */
function asksIntrospection(document: DocumentNode): boolean {
  let found = false
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true
        return BREAK
      }
      return undefined
    },
  })
  return found
}

/** What a compiled answer gives when its statements ran at another documents version than its build's. */
const STALE = Symbol('stale')

/** The schema and caches of one documents version. */
interface GraphqlBuild {
  version: number
  catalogue: RecordsCatalogue | undefined
  schema: GraphQLSchema
  queryFields: ReadonlyMap<string, { shape: EntryShape; kind: QueryKind }>
  models: WeakMap<EntryShape, EntryModels>
  plans: PlanCache
  documents: Map<string, CachedDocument>
  /**
   * The schema of the caller's role (see {@link GraphqlEngine.roleSchema}), made at the role's
   * first request that needs it and kept with the build, so a role document changed (a new
   * documents version) shows at the next request.
   */
  roleSchemas: Map<number | 'anonymous', Promise<GraphQLSchema>>
  /** Builds a role's schema: the entries given, with the writes each grants the role. */
  schemaOf: (entries: readonly EntryShape[], writes: BuildSchemaOptions['writes'], anonymous: boolean) => GraphQLSchema
  entries: readonly EntryShape[]
}

/** Options of {@link GraphqlEngine}. */
export interface GraphqlEngineOptions {
  database: TamgaDatabase
  catalogue: CatalogueReader
  services: WriteServices
  /** The spellings a search term is looked for in (Cyrillic and Latin). */
  searchVariants: (term: string) => readonly string[]
  /**
   * Tokens, depth, root fields, aliases, fields and rows one request may have: the server's,
   * which a role's document may set otherwise for its callers (`graphqlLimits`). The tokens are
   * the server's for everyone: they bound the parse, before the caller counts.
   */
  limits: RequestLimits
  introspection: boolean
  log: FastifyBaseLogger
  /** The pubsub topic of a model's changes. */
  topic: (model: string) => string
  /** Where new notifications travel (`notificationAdded`); without it the subscription stays silent. */
  notifications?: NotificationBus | undefined
}

/** A GraphQL request's parts, read from a POST body or a GET query string. */
export interface GraphqlRequest {
  query: string
  variables: Record<string, unknown>
  operationName: string | undefined
}

function readGraphqlRequest(request: FastifyRequest): GraphqlRequest | undefined {
  const source: unknown = request.method === 'GET' ? request.query : request.body
  if (typeof source !== 'object' || source === null || Array.isArray(source)) return undefined
  const { query, variables, operationName } = source as Record<string, unknown>
  if (typeof query !== 'string') return undefined
  let vars: unknown = variables ?? {}
  if (typeof vars === 'string') {
    try {
      vars = JSON.parse(vars)
    } catch {
      return undefined
    }
  }
  if (typeof vars !== 'object' || vars === null || Array.isArray(vars)) return undefined
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return undefined
  return { query, variables: vars as Record<string, unknown>, operationName: operationName ?? undefined }
}

function fragmentsOf(document: DocumentNode): Fragments {
  const fragments: Record<string, FragmentDefinitionNode> = {}
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition
  }
  return fragments
}

/**
 * The GraphQL endpoint's engine: builds the schema of each documents version, answers root
 * fields with one compiled SQL statement each (cached per selection, role and variables),
 * writes through the records write path, and filters change events for subscribers.
 */
export class GraphqlEngine {
  readonly #options: GraphqlEngineOptions
  readonly #access = new AccessCache()
  readonly #limitsByRole = new Map<number, Promise<RequestLimits>>()
  #limitsVersion = -1
  readonly #eventRows = new WeakMap<object, Map<string, Promise<string | null>>>()
  #build: GraphqlBuild
  /** Told of each new schema (the plugin swaps it into mercurius). */
  onSchema: (schema: GraphQLSchema) => void = () => {}
  /** The rules every operation is validated with besides GraphQL's own. */
  readonly validationRules: readonly ValidationRule[]

  constructor(options: GraphqlEngineOptions) {
    this.#options = options
    this.validationRules = options.introspection ? [] : [NoSchemaIntrospectionCustomRule]
    // Until the first request reads the documents version, the schema has only `_schemaVersion`.
    this.#build = this.#newBuild(-1, undefined)
  }

  /** The schema in use now. */
  get schema(): GraphQLSchema {
    return this.#build.schema
  }

  #newBuild(version: number, catalogue: RecordsCatalogue | undefined): GraphqlBuild {
    const { entries, problems } = catalogue === undefined ? { entries: [], problems: [] } : entryShapes(catalogue)
    for (const problem of problems) {
      this.#options.log.warn({ entry: problem.entry }, `GraphQL entry left out of the schema: ${problem.reason}`)
    }
    const queryFields = new Map<string, { shape: EntryShape; kind: QueryKind }>()
    const models = new WeakMap<EntryShape, EntryModels>()
    for (const shape of entries) {
      queryFields.set(shape.fields.list, { shape, kind: 'list' })
      queryFields.set(shape.fields.one, { shape, kind: 'one' })
      queryFields.set(shape.fields.count, { shape, kind: 'count' })
      queryFields.set(shape.fields.aggregate, { shape, kind: 'aggregate' })
      queryFields.set(shape.fields.connection, { shape, kind: 'connection' })
      models.set(shape, entryModels(shape))
    }
    // The resolvers reach the build their schema belongs to, made just after the schema.
    let build: GraphqlBuild | undefined
    const runtime = this.#runtime(() => {
      if (build === undefined) throw tamgaError('SERVER_ERROR')
      return build
    })
    const schema = buildGraphqlSchema(version, entries, runtime)
    build = {
      version,
      catalogue,
      schema,
      queryFields,
      models,
      plans: new PlanCache(),
      documents: new Map(),
      roleSchemas: new Map(),
      schemaOf: (readable, writes, anonymous) => buildGraphqlSchema(version, readable, runtime, { anonymous, writes }),
      entries,
    }
    return build
  }

  /**
   * The schema of the caller's role, which introspection (and so GraphiQL) shows and each
   * mutation is validated against: the queries and subscriptions of the entries the role may
   * read, and of their mutations those a krud grants the role (`entryWrites`: create gives
   * `add…` and `add…List`, update `edit…`, delete `delete…` and `restore…`). A visitor who has
   * not signed in: the public entries, read only. Kept per role with the build; each call is
   * still checked when it runs.
   */
  roleSchema(build: GraphqlBuild, request: FastifyRequest): Promise<GraphQLSchema> {
    const catalogue = build.catalogue
    if (catalogue === undefined) return Promise.resolve(build.schema)
    const auth = request.auth ?? null
    const key = auth === null ? 'anonymous' : auth.roleId
    let found = build.roleSchemas.get(key)
    if (found === undefined) {
      found = (async () => {
        const readable = build.entries.filter((shape) => canReadEntry(shape.entry, auth))
        const writes = new Map<EntryShape, ReadonlySet<EntryWrite>>()
        for (const shape of readable) writes.set(shape, await entryWrites(request, catalogue, shape.entry))
        return build.schemaOf(readable, writes, auth === null)
      })()
      build.roleSchemas.set(key, found)
      found.catch(() => build.roleSchemas.delete(key))
    }
    return found
  }

  /**
   * The build of the request's documents version: the schema is rebuilt (and handed to
   * {@link onSchema}) when the version moved, so a changed entry shows at the next request,
   * on every instance, without a restart.
   */
  async buildFor(request: FastifyRequest): Promise<GraphqlBuild> {
    const catalogue = await this.#options.catalogue(request)
    if (catalogue.version <= this.#build.version && this.#build.catalogue !== undefined) return this.#build
    const build = this.#newBuild(catalogue.version, catalogue)
    this.#build = build
    this.onSchema(build.schema)
    return build
  }

  #runtime(build: () => GraphqlBuild): SchemaRuntime<GraphqlContext> {
    return {
      query: async (shape, kind, context, info) => {
        if (context.meter === undefined)
          context.meter = new CostMeter((await this.limitsFor(build(), context.request)).maxCost)
        const meter = context.meter
        const { data } = await this.#rootField(
          build(),
          shape,
          kind,
          info.fieldNodes,
          info.variableValues,
          info.fragments,
          { request: context.request, meter },
        )
        return data === null ? null : JSON.parse(data)
      },
      mutate: (shape, kind, args, context, info) => this.#mutate(build(), shape, kind, args, context, info),
      subscribe: (shape, args, context, info) => this.#subscribe(build(), shape, args, context, info),
      notifications: async (context) => {
        const auth = context.request.auth
        if (!auth) return refusedSubscription(tamgaError('UNAUTHORIZED'), context.request.log)
        return notificationStream(this.#options.notifications, auth.userId)
      },
    }
  }

  async #statement(
    build: GraphqlBuild,
    shape: EntryShape,
    kind: RootKind,
    nodes: readonly FieldNode[],
    variables: Variables,
    fragments: Fragments,
    request: FastifyRequest,
  ): Promise<CompiledStatement> {
    const catalogue = build.catalogue
    if (catalogue === undefined) throw tamgaError('SERVER_ERROR')
    const auth = request.auth ?? null
    requireEntry(shape.entry, auth)
    const models = build.models.get(shape) ?? entryModels(shape)
    const access: ReadonlyMap<string, RowAccess> = await this.#access.of(request, catalogue, models)
    // The caller's id is bound into the statement only when a row condition compares with it.
    const conditioned = [...access.values()].some((found) => !found.every)
    const statistics = this.#options.database.statistics
    // Statistics read since a statement was compiled may order its ranges' bounds better.
    const key = `${kind}|${AccessCache.roleKey(catalogue, auth)}|${conditioned ? (auth?.userId ?? '') : ''}|${statistics?.generation ?? 0}|${JSON.stringify(variables)}`
    const node = nodes[0]
    const cached = node === undefined ? undefined : build.plans.get(node, key)
    if (cached !== undefined) return cached
    const statement = compileRootField(kind, shape.table, 'Query', nodes, {
      schema: build.schema,
      fragments,
      variables,
      access,
      userId: auth?.userId ?? 0,
      searchVariants: this.#options.searchVariants,
      db: this.#options.database.db,
      mayRead: (entry) => canReadEntry(entry, auth),
      statistics,
    })
    if (node !== undefined) build.plans.set(node, key, statement)
    return statement
  }

  /** A root query field's answer as JSON text (null for no row), after its entry and cost checks. */
  async #rootField(
    build: GraphqlBuild,
    shape: EntryShape,
    kind: QueryKind,
    nodes: readonly FieldNode[],
    variables: Variables,
    fragments: Fragments,
    caller: { request: FastifyRequest; meter: CostMeter },
  ): Promise<StatementAnswer> {
    const statement = await this.#statement(build, shape, kind, nodes, variables, fragments, caller.request)
    caller.meter.charge(statement.cost)
    let id: unknown
    if (kind === 'one') {
      const node = nodes[0]
      const field = build.schema.getQueryType()?.getFields()[shape.fields.one]
      if (node === undefined || field === undefined) throw tamgaError('SERVER_ERROR')
      const args = getArgumentValues(field, node, variables)
      try {
        id = identityValue(shape.table.model, shape.table.idField, String(args.id))
      } catch {
        // A malformed id names no row: the statement runs for none (and still reads the version).
        id = null
      }
    }
    return runStatement(
      this.#options.database.db,
      statement,
      { id },
      caller.request.sessionProof,
      this.#options.database.prepared,
    )
  }

  async #mutate(
    build: GraphqlBuild,
    shape: EntryShape,
    kind: MutationKind,
    args: Record<string, unknown>,
    context: GraphqlContext,
    info: GraphQLResolveInfo,
  ): Promise<unknown> {
    const catalogue = build.catalogue
    if (catalogue === undefined) throw tamgaError('SERVER_ERROR')
    const request = context.request
    requireEntry(shape.entry, request.auth ?? null)
    const action = WRITE_ACTIONS[kind]
    const target = await writeTarget(request, catalogue, shape.entry, action, this.#options.services)
    const db = this.#options.database.db
    const { model, idField } = shape.table
    if (kind === 'delete' || kind === 'restore') {
      const id = identityValue(model, idField, String(args.id))
      if (kind === 'restore') await restoreRow(db, target, id)
      else await deleteRow(db, target, id, typeof args.version === 'string' ? args.version : undefined)
      return true
    }
    const form = target.form
    if (form === undefined) throw tamgaError('DOCUMENT_NOT_FOUND')
    if (kind === 'addList') return this.#addList(build, shape, target, form, args, info, request)
    const input = { ...(args.input as Record<string, unknown>) }
    const row =
      kind === 'add'
        ? await createRow(db, target, form, input)
        : await updateRow(db, target, form, identityValue(model, idField, String(args.id)), String(args.version), input)
    // The answer goes through the read path: the caller's read access and hidden fields apply.
    const statement = await this.#statement(
      build,
      shape,
      'one',
      info.fieldNodes,
      info.variableValues,
      info.fragments,
      request,
    )
    const { data } = await runStatement(db, statement, { id: row[idField] })
    return data === null ? null : JSON.parse(data)
  }

  /** `add<T>List`: the rows written in one transaction (`addRows`), answered through the read path in one statement. */
  async #addList(
    build: GraphqlBuild,
    shape: EntryShape,
    target: RowTarget,
    form: FormDocument,
    args: Record<string, unknown>,
    info: GraphQLResolveInfo,
    request: FastifyRequest,
  ): Promise<unknown[]> {
    const db = this.#options.database.db
    const sent = Array.isArray(args.rows) ? (args.rows as Array<Record<string, unknown>>) : []
    const inserted = await addRows(
      db,
      target,
      form,
      sent.map((row) => ({ ...row })),
    )
    const statement = await this.#statement(
      build,
      shape,
      'many',
      info.fieldNodes,
      info.variableValues,
      info.fragments,
      request,
    )
    const ids = inserted.map((row) => row[shape.table.idField])
    const { data } = await runStatement(db, statement, { ids })
    // A row the caller may not read back (the role's row conditions) is answered as null in its place.
    const read = new Map<string, unknown>()
    for (const row of data === null ? [] : (JSON.parse(data) as Array<Record<string, unknown>>)) {
      const { [MANY_ROW_ID]: id, ...fields } = row
      read.set(String(id), fields)
    }
    return ids.map((id) => read.get(String(id)) ?? null)
  }

  async #subscribe(
    build: GraphqlBuild,
    shape: EntryShape,
    args: Record<string, unknown>,
    context: GraphqlContext,
    info: GraphQLResolveInfo,
  ): Promise<AsyncIterable<unknown>> {
    const log = this.#options.log
    let statement: CompiledStatement
    try {
      const fields = collectFields(subSelections(info.fieldNodes), info.fragments, info.variableValues)
      const rowNodes = [...fields.values()].flat().filter((node) => node.name.value === 'row')
      statement = await this.#statement(
        build,
        shape,
        'snapshot',
        rowNodes,
        info.variableValues,
        info.fragments,
        context.request,
      )
    } catch (error) {
      return refusedSubscription(error, context.request.log)
    }
    const pubsub = context.pubsub
    if (pubsub === undefined) throw toCatalogueGraphqlError(tamgaError('SERVER_ERROR'), log)
    const queue = await pubsub.subscribe(this.#options.topic(shape.entry.model))
    const wanted = Array.isArray(args.actions) ? new Set(args.actions) : undefined
    const visibleRow = (event: ChangeEvent) => this.#eventRow(event, statement)
    return (async function* changes() {
      for await (const event of queue) {
        if (!isChangeEvent(event)) continue
        const action = RECORD_ACTIONS[event.action]
        if (wanted !== undefined && !wanted.has(action)) continue
        let text: string | null
        try {
          text = await visibleRow(event)
        } catch (error) {
          log.error({ err: error, model: event.model }, 'a change event could not be checked for a subscriber')
          continue
        }
        // Not a row the subscriber may read: the event is not theirs.
        if (text === null) continue
        yield { action, id: event.id, row: JSON.parse(text) }
      }
    })()
  }

  /**
   * The row of an event as a subscriber sees it, or null when their row conditions exclude it:
   * one statement per event and distinct (selection, role, user), shared by the subscribers
   * it applies to.
   */
  #eventRow(event: ChangeEvent, statement: CompiledStatement): Promise<string | null> {
    let rows = this.#eventRows.get(event)
    if (rows === undefined) {
      rows = new Map()
      this.#eventRows.set(event, rows)
    }
    const key = `${statement.sql}\u0000${JSON.stringify(statement.parameters)}`
    let row = rows.get(key)
    if (row === undefined) {
      row = runStatement(this.#options.database.db, statement, { row: event.row }).then((answer) => answer.data)
      rows.set(key, row)
    }
    return row
  }

  /**
   * The limits `request` is held to: the server's, with the settings of the caller's role's
   * `graphqlLimits` in their place (a visitor has the server's). Kept per documents version and
   * role, so the fast path reads no role document.
   */
  async limitsFor(build: GraphqlBuild, request: FastifyRequest): Promise<RequestLimits> {
    const roleId = request.auth?.roleId
    if (roleId === undefined) return this.#options.limits
    if (this.#limitsVersion !== build.version) {
      this.#limitsByRole.clear()
      this.#limitsVersion = build.version
    }
    let found = this.#limitsByRole.get(roleId)
    if (found === undefined) {
      found = request.server.authorizer.roles(request).then((roles) => ({
        ...this.#options.limits,
        ...roles.get(roleId)?.graphqlLimits,
      }))
      this.#limitsByRole.set(roleId, found)
      found.catch(() => this.#limitsByRole.delete(roleId))
    }
    return found
  }

  /**
   * Holds an operation to the caller's limits, then validates it with GraphQL's rules and the
   * engine's (introspection): an operation past a limit is refused without GraphQL's validation,
   * whose time grows with the square of the fields.
   */
  validate(schema: GraphQLSchema, document: DocumentNode, limits: RequestLimits): readonly GraphQLError[] {
    const limited = limitErrors(measureOperations(document), limits)
    if (limited.length > 0) return limited
    return this.#graphqlValidation(schema, document)
  }

  /** GraphQL's own rules and the engine's (introspection), without the limits. */
  #graphqlValidation(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
    return validate(schema, document, [...specifiedRules, ...this.validationRules])
  }

  /** The errors of a cached document for a caller with `limits`: its limits first, then GraphQL's validation (made once). */
  #errorsOf(build: GraphqlBuild, cached: CachedDocument, limits: RequestLimits): readonly GraphQLError[] {
    if (cached.unparsable !== undefined) return [cached.unparsable]
    const limited = limitErrors(cached.measure, limits)
    if (limited.length > 0) return limited
    cached.validated ??= this.#graphqlValidation(build.schema, cached.document)
    return cached.validated
  }

  /** Parses a query text, refusing one of more tokens than the limit allows (a GraphQLError). */
  parse(query: string): DocumentNode {
    return parse(query, { maxTokens: this.#options.limits.maxTokens })
  }

  /**
   * Answers a query without GraphQL's executor when every root field is one the engine
   * compiles (lists, one-row reads, counts, aggregates, connections, `__typename`,
   * `_schemaVersion`): each root field is one SQL statement whose JSON text PostgreSQL built,
   * written into the answer as it is, with no parse and no walk over the rows. Answers
   * undefined for anything else (mutations, subscriptions, introspection, a malformed request),
   * which mercurius then runs as usual, on the schema of the request's documents version; a
   * mutation the caller's role is not granted is refused first (see `#refusedMutation`).
   *
   * A query seen before runs first on the current build without reading the documents version:
   * its statements bring the version back, and only an answer made entirely at the build's
   * version, without an error, is sent; anything else is made again after reading the version.
   * So a repeated query costs one statement per root field and nothing more.
   */
  async respond(request: FastifyRequest): Promise<{ statusCode: number; body: string } | undefined> {
    const input = readGraphqlRequest(request)
    const current = this.#build
    if (input !== undefined && current.catalogue !== undefined) {
      const answer = await this.#compiledAnswer(current, input, request, true)
      if (answer !== undefined && answer !== STALE) return answer
    }
    // From here on the caller is looked up as on every other route.
    await settleSession(request)
    const build = await this.buildFor(request)
    if (input === undefined) return undefined
    // A query GraphQL cannot parse is refused here: mercurius would read its text as a JSON AST
    // instead ("-1" parses as JSON) and fail on that as a server error.
    if (this.#document(build, input.query) === undefined) {
      try {
        this.parse(input.query)
      } catch (error) {
        if (error instanceof GraphQLError) return this.#failure([error], request.log)
        throw error
      }
    }
    const introspection = await this.#introspection(build, input, request)
    if (introspection !== undefined) return introspection
    const answer = await this.#compiledAnswer(build, input, request, false)
    if (answer !== undefined && answer !== STALE) return answer
    return this.#refusedMutation(build, input, request)
  }

  /**
   * A mutation validated against the caller's role's schema ({@link roleSchema}): one the role
   * is not granted is an unknown field, refused as GraphQL refuses any (400), before mercurius
   * runs it on the schema of every entry. Undefined for anything else, and for a mutation sent
   * by GET, which mercurius refuses (405) whoever sends it.
   */
  async #refusedMutation(
    build: GraphqlBuild,
    input: GraphqlRequest,
    request: FastifyRequest,
  ): Promise<{ statusCode: number; body: string } | undefined> {
    if (request.method === 'GET') return undefined
    const cached = this.#document(build, input.query)
    if (cached === undefined || cached.unparsable !== undefined) return undefined
    const operation = getOperationAST(cached.document, input.operationName)
    if (operation?.operation !== 'mutation') return undefined
    const schema = await this.roleSchema(build, request)
    // GraphQL's own rules (before v17's KnownOperationTypes) let a schema without mutations pass.
    if (schema.getMutationType() == null) {
      const error = new GraphQLError('The mutation operation is not supported by the schema.', { nodes: operation })
      return this.#failure([error], request.log)
    }
    const errors = this.validate(schema, cached.document, await this.limitsFor(build, request))
    return errors.length > 0 ? this.#failure(errors, request.log) : undefined
  }

  /**
   * Answers introspection on the schema the caller may use: the entries the caller's role may
   * read (a visitor who has not signed in: those open to everyone, read only), so that no role
   * is shown another's types and mutations, nor the world staff-only ones. Undefined when the
   * operation asks no introspection.
   */
  async #introspection(
    build: GraphqlBuild,
    input: GraphqlRequest,
    request: FastifyRequest,
  ): Promise<{ statusCode: number; body: string } | undefined> {
    const cached = this.#document(build, input.query)
    if (cached === undefined || !asksIntrospection(cached.document)) return undefined
    if (this.#errorsOf(build, cached, this.#options.limits).length > 0) return undefined
    const schema = await this.roleSchema(build, request)
    const errors = this.validate(schema, cached.document, this.#options.limits)
    if (errors.length > 0) return this.#failure(errors, request.log)
    const result = await execute({
      schema,
      document: cached.document,
      variableValues: input.variables,
      operationName: input.operationName,
      contextValue: { request } satisfies GraphqlContext,
    })
    const { statusCode, response } = graphqlErrorFormatter(
      { data: result.data ?? null, errors: result.errors ?? [] },
      request.log,
    )
    return { statusCode, body: JSON.stringify(response.errors.length === 0 ? { data: response.data } : response) }
  }

  /** The parsed and validated document of a query text, kept per build; undefined for a syntax error. */
  #document(build: GraphqlBuild, query: string): CachedDocument | undefined {
    let cached = build.documents.get(query)
    if (cached === undefined) {
      let document: DocumentNode
      try {
        document = this.parse(query)
      } catch (error) {
        // A syntax error is mercurius's to answer; a text past the token limit is refused here.
        if (!(error instanceof GraphQLError) || !/tokens\. Parsing aborted/.test(error.message)) return undefined
        return {
          document: EMPTY_DOCUMENT,
          unparsable: error,
          measure: measureOperations(EMPTY_DOCUMENT),
          fragments: {},
        }
      }
      cached = { document, measure: measureOperations(document), fragments: fragmentsOf(document) }
      if (build.documents.size >= DOCUMENTS_KEPT) {
        const oldest = build.documents.keys().next()
        if (oldest.done !== true) build.documents.delete(oldest.value)
      }
      build.documents.set(query, cached)
    }
    return cached
  }

  /**
   * Answers a query for `request` exactly as the endpoint would, but only a query: a mutation or
   * a subscription is refused with 400 before anything runs. The builder's preview calls it with
   * a request acting as another role (see `previewAsRole.ts`); the caller's session is settled.
   */
  async answerQuery(request: FastifyRequest, input: GraphqlRequest): Promise<{ statusCode: number; body: string }> {
    const log = request.log
    const build = await this.buildFor(request)
    let document: DocumentNode
    try {
      document = this.parse(input.query)
    } catch (error) {
      return this.#failure([error as GraphQLError], log)
    }
    const operation = getOperationAST(document, input.operationName)
    if (operation === null || operation === undefined) {
      return this.#failure(
        [new GraphQLError('The request names no operation the query holds, or several without operationName.')],
        log,
      )
    }
    if (operation.operation !== 'query') {
      return this.#failure(
        [
          new GraphQLError(`Only a query can be previewed, not a ${operation.operation}.`, {
            nodes: operation,
            extensions: { code: 'BAD_REQUEST' },
          }),
        ],
        log,
      )
    }
    const compiled = await this.#compiledAnswer(build, input, request, false)
    if (compiled !== undefined && compiled !== STALE) return compiled
    // Introspection, or fields the engine does not compile: GraphQL's executor on the same build,
    // introspection showing the previewed role's schema.
    const context: GraphqlContext = { request }
    const result = await execute({
      schema: asksIntrospection(document) ? await this.roleSchema(build, request) : build.schema,
      document,
      variableValues: input.variables,
      operationName: input.operationName,
      contextValue: context,
    })
    const { statusCode, response } = graphqlErrorFormatter(
      { data: result.data ?? null, errors: result.errors ?? [] },
      log,
    )
    return { statusCode, body: JSON.stringify(response.errors.length === 0 ? { data: response.data } : response) }
  }

  async #compiledAnswer(
    build: GraphqlBuild,
    input: GraphqlRequest,
    request: FastifyRequest,
    optimistic: boolean,
  ): Promise<{ statusCode: number; body: string } | typeof STALE | undefined> {
    const cached = this.#document(build, input.query)
    if (cached === undefined) return undefined
    const log = request.log
    const limits = await this.limitsFor(build, request)
    // A refusal is only given on the schema of the request's own documents version.
    const errors = this.#errorsOf(build, cached, limits)
    if (errors.length > 0) return optimistic ? STALE : this.#failure(errors, log)
    const operation: OperationDefinitionNode | null | undefined = getOperationAST(cached.document, input.operationName)
    if (operation === null || operation === undefined || operation.operation !== 'query') return undefined
    const coerced = getVariableValues(build.schema, operation.variableDefinitions ?? [], input.variables)
    if (coerced.errors !== undefined) return optimistic ? STALE : this.#failure(coerced.errors, log)
    const variables = coerced.coerced
    const fields = collectFields([operation.selectionSet], cached.fragments, variables)
    for (const nodes of fields.values()) {
      const name = nodes[0]?.name.value
      if (name !== '__typename' && name !== '_schemaVersion' && (name === undefined || !build.queryFields.has(name)))
        return undefined
    }
    const meter = new CostMeter(limits.maxCost)
    const failures: TamgaGraphqlError[] = []
    let stale = false
    let statements = 0
    const fragments = cached.fragments
    const parts = await Promise.all(
      [...fields].map(async ([key, nodes]): Promise<string> => {
        const name = nodes[0]?.name.value ?? ''
        if (name === '__typename') return JSON.stringify('Query')
        if (name === '_schemaVersion') return String(build.version)
        const field = build.queryFields.get(name)
        if (field === undefined) return 'null'
        try {
          const answer = await this.#rootField(build, field.shape, field.kind, nodes, variables, fragments, {
            request,
            meter,
          })
          statements += 1
          if (answer.version !== build.version || answer.sessionOk === false) stale = true
          return answer.data ?? 'null'
        } catch (error) {
          failures.push(...formatGraphqlError(locatedError(error, nodes, [key]), log))
          return 'null'
        }
      }),
    )
    // Without a statement, nothing said whether the build is still current.
    if (optimistic && (stale || failures.length > 0 || statements === 0)) return STALE
    const keys = [...fields.keys()]
    const data = parts.map((part, index) => `${JSON.stringify(keys[index])}:${part}`).join(',')
    const tail = failures.length === 0 ? '' : `,"errors":${JSON.stringify(failures)}`
    return { statusCode: 200, body: `{"data":{${data}}${tail}}` }
  }

  #failure(errors: readonly GraphQLError[], log: FastifyBaseLogger): { statusCode: number; body: string } {
    const formatted = errors.flatMap((error) => formatGraphqlError(error, log))
    return { statusCode: 400, body: JSON.stringify({ data: null, errors: formatted }) }
  }
}
