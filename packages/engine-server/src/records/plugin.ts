import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  type FormDocument,
  type ListQueryString,
  ListQueryStringSchema,
  RecordAnswerSchema,
  type RecordRights,
  type RecordsPage,
  RecordsPageSchema,
  valueColumns,
} from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import Type from 'typebox'
import type { SessionProof } from '../auth/deferredSession.ts'
import type { TamgaDatabase } from '../db/database.ts'
import { domainPlugin } from '../http/domainPlugin.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { grantedOn } from '../http/routeAudience.ts'
import type { PermissionAction } from '../permissions/types.ts'
import { krudWithModel } from './catalogue.ts'
import { compileList } from './listQuery.ts'
import { encodeCursor, readListRequest } from './listRequest.ts'
import { type RecordsSharedOptions, recordsServices } from './pluginOptions.ts'
import {
  fromRememberedSession,
  PROOF_COLUMNS,
  proofHolds,
  provedStatement,
  rememberedSessionHook,
  SeenDocumentsVersion,
} from './rememberedSession.ts'
import { krudRights, krudRowTarget, listSourceFor, rowTargetFor } from './requestTargets.ts'
import {
  createRow,
  deleteRow,
  identityValue,
  mayUpdateRow,
  purgeRow,
  type RowTarget,
  readRow,
  readSubFormRows,
  restoreRow,
  updateRow,
} from './rowOperations.ts'

/** Options of {@link recordsPlugin}. */
export type RecordsPluginOptions = RecordsSharedOptions

/**
 * From this many rows (the planner's estimate), an unfiltered list of a table without soft
 * delete answers the estimate as its total instead of counting every row, and says so.
 */
export const ESTIMATE_THRESHOLD = 1_000_000

async function estimatedRows(database: TamgaDatabase, table: string): Promise<number> {
  const result = await sql<{ estimate: number | string | null }>`
    select reltuples::bigint as estimate from pg_class
    where oid = to_regclass(${table})`.execute(database.db)
  return Number(result.rows[0]?.estimate ?? 0)
}

/**
 * The records of a krud (issue 6), as its grid document defines them: `GET /records/:krud` lists
 * a page with the caller's role's rights and row conditions in the SQL, sorted, filtered,
 * searched, paged by offset or keyset, with the total and the grid's consolidations.
 */
const recordsRoutes: FastifyPluginAsyncTypebox<RecordsPluginOptions> = async (app, options) => {
  const { database } = options
  const { catalogueOf, triggers, variants } = recordsServices(options, app.log)

  // The list is the records API's hottest read: it proves a remembered session in its own
  // statement instead of looking the session up first (see `rememberedSession.ts`).
  const seen = new SeenDocumentsVersion()

  /**
   * A page of the list, with the caller's rights and the documents read; with a remembered
   * session (`proof`), undefined unless the totals statement proves it (see `rememberedSession.ts`).
   */
  async function listPage(
    request: FastifyRequest,
    krud: string,
    query: ListQueryString,
    proof: SessionProof | undefined,
  ): Promise<RecordsPage | undefined> {
    const catalogue = await catalogueOf(request)
    const { grid, model, conditions, caller, overDatasource } = await listSourceFor(
      request,
      catalogue,
      krud,
      query,
      options.datasources,
    )
    // A data source's statement is not one the proof is added to.
    if (proof !== undefined && overDatasource) return undefined
    const params = readListRequest(grid, query, variants, valueColumns(model))
    // Rows of a krud with a workflow carry their process id, for the grid's status cell.
    const workflow = overDatasource ? undefined : catalogue.kruds.get(krud)?.krud.workflow
    const compiled = compileList(model, grid, params, conditions, {
      ...caller,
      processesOf: workflow === undefined ? undefined : krud,
      statistics: options.database.statistics,
    })

    const unfiltered =
      !overDatasource &&
      conditions.length === 0 &&
      Object.keys(params.filters).length === 0 &&
      params.searchVariants.length === 0 &&
      model.softDelete !== true &&
      (grid.consolidation ?? []).length === 0
    const estimate = unfiltered ? await estimatedRows(database, model.table) : 0
    const useEstimate = estimate >= ESTIMATE_THRESHOLD
    // Without the totals statement, nothing proves the session.
    if (proof !== undefined && useEstimate) return undefined
    const [page, totals] = await Promise.all([
      compiled.page.execute(database.db),
      useEstimate
        ? undefined
        : proof === undefined
          ? compiled.totals.execute(database.db)
          : database.db.executeQuery<Record<string, unknown>>(
              provedStatement(compiled.totals.compile(database.db), proof),
            ),
    ])
    const counted = totals?.rows[0] ?? {}
    if (proof !== undefined) {
      seen.sawIn(counted)
      if (!proofHolds(counted, request.documentsVersion)) return undefined
    }
    const consolidation: Record<string, number | null> = {}
    for (const [key, value] of Object.entries(counted)) {
      if (key !== 'total' && key !== PROOF_COLUMNS.version && key !== PROOF_COLUMNS.session)
        consolidation[key] = value === null ? null : Number(value)
    }
    const last = page.rows.at(-1)
    const full = page.rows.length === params.pageSize
    const cursor = last === undefined ? [] : compiled.cursorFields.map((field) => last[field])
    return {
      status: true as const,
      rows: page.rows,
      total: useEstimate ? estimate : Number(counted.total ?? 0),
      totalIsEstimate: useEstimate,
      page: params.page,
      pageSize: params.pageSize,
      firstRowNumber: (params.page - 1) * params.pageSize + 1,
      next: full && cursor.every((value) => value !== null && value !== undefined) ? encodeCursor(cursor) : null,
      consolidation,
    }
  }

  app.get(
    '/records/:krud',
    {
      config: { audience: grantedOn('krud'), deferSessionCheck: true },
      onRequest: rememberedSessionHook(seen),
      schema: {
        tags: ['records'],
        summary: 'A page of a krud’s records',
        description:
          'Sorted, filtered and searched as the krud’s grid allows, only the rows the caller’s role may read (its row conditions are part of the SQL). One statement for the page, one for the total and the consolidations.',
        params: Type.Object({ krud: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]*$', maxLength: 100 }) }),
        querystring: ListQueryStringSchema,
        response: { 200: RecordsPageSchema, ...ERROR_RESPONSES },
      },
    },
    async function getRecordsByKrud(request, reply) {
      const page = await fromRememberedSession(request, seen, (proof) =>
        listPage(request, request.params.krud, request.query, proof),
      )
      // Written with one JSON.stringify: the serializer Fastify compiles from RecordsPageSchema
      // writes each row (a record of unknown values) key by key, a pattern test and a
      // JSON.stringify per value, and took 102 µs of CPU for a page of 50 rows of 7 columns where
      // one JSON.stringify of the page takes 57 µs. The text is the same: the page is a
      // RecordsPage, its keys in the schema's order.
      reply.type('application/json; charset=utf-8').serializer((payload: unknown) => JSON.stringify(payload))
      return page
    },
  )

  const RowParamsSchema = Type.Object({
    krud: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]*$', maxLength: 100 }),
    id: Type.String({ minLength: 1, maxLength: 100 }),
  })
  const DoneSchema = Type.Object({ status: Type.Literal(true) })

  const services = { triggers, changes: options.changes }
  const rowTarget = async (request: FastifyRequest, krud: string, action: PermissionAction) =>
    rowTargetFor(request, await catalogueOf(request), krud, action, services)

  /** One of the delete right's operations (delete, restore, purge) on the record the route names. */
  const withDeleteRight = async (
    request: FastifyRequest,
    params: { krud: string; id: string },
    operation: typeof deleteRow,
  ) => {
    const target = await rowTarget(request, params.krud, 'delete')
    await operation(database.db, target, identityValue(target.model, target.grid.identity, params.id))
    return { status: true as const }
  }

  /** The record with the stored rows of its form's sub-form fields, which the form edits and sends back. */
  const withSubFormRows = async (
    target: RowTarget & { form: FormDocument | undefined },
    record: Record<string, unknown>,
  ) =>
    target.form === undefined
      ? record
      : { ...record, ...(await readSubFormRows(database.db, target, target.form, record)) }

  /** The krud's form, which creates and updates are checked against. */
  function formOf(target: RowTarget & { form: FormDocument | undefined }): FormDocument {
    if (target.form === undefined) throw tamgaError('DOCUMENT_NOT_FOUND')
    return target.form
  }

  /** The caller's rights on one record they read: what a write would be let through for. */
  const rightsOn = async (request: FastifyRequest, krud: string, id: string | number): Promise<RecordRights> => {
    const catalogue = await catalogueOf(request)
    const rights = await krudRights(request, catalogue, krud, 'update')
    if (rights === undefined) return { update: false }
    const source = krudWithModel(catalogue, krud)
    // Only a step could grant it, and the krud's workflow is not running: no write gets through.
    if (rights.byStep && request.server.workflowEngine?.rowWorkflow(request, catalogue, source, true) === undefined)
      return { update: false }
    return { update: await mayUpdateRow(database.db, krudRowTarget(request, catalogue, source, rights, services), id) }
  }

  app.get(
    '/records/:krud/:id',
    {
      config: { audience: grantedOn('krud', { action: 'read' }) },
      schema: {
        tags: ['records'],
        summary: 'One live record of a krud, with the caller’s rights on it',
        description:
          'A record outside the caller’s row conditions answers 404, as one that does not exist. `rights.update` says whether a change would be let through (the role’s right, or an open step of the record’s process the caller is the subject of).',
        params: RowParamsSchema,
        response: { 200: RecordAnswerSchema, ...ERROR_RESPONSES },
      },
    },
    async function getRecordsByKrudById(request) {
      const target = await rowTarget(request, request.params.krud, 'read')
      const id = identityValue(target.model, target.grid.identity, request.params.id)
      const record = await withSubFormRows(target, await readRow(database.db, target, id))
      return { status: true as const, record, rights: await rightsOn(request, request.params.krud, id) }
    },
  )

  app.delete(
    '/records/:krud/:id',
    {
      config: { audience: grantedOn('krud', { action: 'delete' }) },
      schema: {
        tags: ['records'],
        summary: 'Deletes a record (to the deleted list when the model keeps deleted rows)',
        params: RowParamsSchema,
        response: { 200: DoneSchema, ...ERROR_RESPONSES },
      },
    },
    async function deleteRecordsByKrudById(request) {
      return withDeleteRight(request, request.params, deleteRow)
    },
  )

  app.post(
    '/records/:krud/:id/restore',
    {
      config: { audience: grantedOn('krud', { action: 'delete' }) },
      schema: {
        tags: ['records'],
        summary: 'Brings a record back from the deleted list',
        params: RowParamsSchema,
        response: { 200: DoneSchema, ...ERROR_RESPONSES },
      },
    },
    async function postRecordsByKrudByIdRestore(request) {
      return withDeleteRight(request, request.params, restoreRow)
    },
  )

  app.delete(
    '/records/:krud/:id/permanent',
    {
      config: { audience: grantedOn('krud', { action: 'delete' }) },
      schema: {
        tags: ['records'],
        summary: 'Removes a record of the deleted list for good',
        params: RowParamsSchema,
        response: { 200: DoneSchema, ...ERROR_RESPONSES },
      },
    },
    async function deleteRecordsByKrudByIdPermanent(request) {
      return withDeleteRight(request, request.params, purgeRow)
    },
  )

  app.post(
    '/records/:krud',
    {
      config: { audience: grantedOn('krud', { action: 'create' }) },
      schema: {
        tags: ['records'],
        summary: 'Creates a record from the krud’s form',
        description:
          'Checked with the JSON Schema the browser validates the form with; the fields the server fills (the current user, the role’s row conditions) are set by the server. One transaction with the audit row.',
        params: Type.Object({ krud: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]*$', maxLength: 100 }) }),
        body: Type.Record(Type.String(), Type.Unknown()),
        response: { 200: RecordAnswerSchema, ...ERROR_RESPONSES },
      },
    },
    async function postRecordsByKrud(request) {
      const target = await rowTarget(request, request.params.krud, 'create')
      const form = formOf(target)
      const record = await createRow(database.db, target, form, request.body)
      return { status: true as const, record: await withSubFormRows(target, record) }
    },
  )

  app.patch(
    '/records/:krud/:id',
    {
      // Read, not update: the subject of an open step changes a record their role only reads
      // (spec 6); the handler decides with the record in hand (`krudRights`).
      config: { audience: grantedOn('krud', { action: 'read' }) },
      schema: {
        tags: ['records'],
        summary: 'Changes the fields sent, if nobody changed the record since it was read',
        description:
          '`version` is the `_version` the record was read with; a record changed since answers 409 `RECORD_CHANGED`.',
        params: RowParamsSchema,
        querystring: Type.Object(
          { version: Type.String({ minLength: 1, maxLength: 20 }) },
          { additionalProperties: false },
        ),
        body: Type.Record(Type.String(), Type.Unknown()),
        response: { 200: RecordAnswerSchema, ...ERROR_RESPONSES },
      },
    },
    async function patchRecordsByKrudById(request) {
      const target = await rowTarget(request, request.params.krud, 'update')
      const form = formOf(target)
      const id = identityValue(target.model, target.grid.identity, request.params.id)
      const record = await updateRow(database.db, target, form, id, request.query.version, request.body)
      return { status: true as const, record: await withSubFormRows(target, record) }
    },
  )
}

/** {@link recordsRoutes} as the plugin `tamga-records`. */
export const recordsPlugin = domainPlugin('records', { caller: true, authorizer: true }, recordsRoutes)
