// What a records route resolves from its request: the krud's documents, the caller's rights on
// it, and the row target writes go through, or the source a list-shaped read compiles over.
import type { FormDocument, GridDocument, ModelDocument } from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import { tamgaError } from '../http/errors.ts'
import { requirePermission } from '../permissions/requirePermission.ts'
import type { AccessCondition, PermissionAction } from '../permissions/types.ts'
import type { Fragment } from '../reads/rowConditions.ts'
import type { KrudSource, RecordsCatalogue } from './catalogue.ts'
import { krudWithModel } from './catalogue.ts'
import type { RecordChangeHub } from './changes.ts'
import type { ListCaller } from './listQuery.ts'
import type { RowTarget } from './rowOperations.ts'
import type { TriggerRegistry } from './triggers.ts'

/** What writes need besides the request: the trigger methods and the change hub. */
export interface WriteServices {
  triggers?: TriggerRegistry | undefined
  changes?: RecordChangeHub | undefined
}

/**
 * What the caller may do on a krud for one action: the row conditions of the grant, and whether
 * only a workflow step grants it (`byStep`).
 */
export interface KrudRights {
  conditions: readonly AccessCondition[]
  /**
   * The role does not grant the update; a step of the record's process does. The subject of an
   * open step that is not read-only reads and updates that record and its additional form
   * (spec 6), within the rows the role reads, and no other: the write must find such a step.
   */
  byStep: boolean
}

/**
 * The caller's rights for `action` on a krud, or undefined when they have none. The role's
 * grant comes first; an update it does not grant is still the right of a step's subject on a
 * krud with a workflow (see {@link KrudRights.byStep}). The records API, GraphQL and the record
 * read's `rights` all ask here, so the browser and every door apply one rule.
 */
export async function krudRights(
  request: FastifyRequest,
  catalogue: RecordsCatalogue,
  krud: string,
  action: PermissionAction,
): Promise<KrudRights | undefined> {
  const auth = request.auth ?? null
  const check = (asked: PermissionAction) =>
    request.server.authorizer.check(auth, asked, { kind: 'krud', name: krud }, request)
  const granted = await check(action)
  if (granted.allowed) return { conditions: granted.rowConditions, byStep: false }
  if (action !== 'update' || auth === null || catalogue.kruds.get(krud)?.krud.workflow === undefined) return undefined
  const read = await check('read')
  return read.allowed ? { conditions: read.rowConditions, byStep: true } : undefined
}

/**
 * The row target of a krud the caller has `rights` on: what its one-row reads and writes go
 * through (the records API's and GraphQL's mutations alike), keyed by the grid's identity
 * unless `identity` names another column (a GraphQL entry's own).
 */
export function krudRowTarget(
  request: FastifyRequest,
  catalogue: RecordsCatalogue,
  source: KrudSource & { model: ModelDocument; form: FormDocument | undefined },
  rights: KrudRights,
  services: WriteServices,
  identity?: string,
): RowTarget & { form: FormDocument | undefined } {
  if (!request.auth) throw tamgaError('UNAUTHORIZED')
  const { model, form } = source
  const workflow = request.server.workflowEngine?.rowWorkflow(request, catalogue, source, rights.byStep)
  // Only a step grants this update: without the workflow that holds the steps, nothing does.
  if (rights.byStep && workflow === undefined) throw tamgaError('FORBIDDEN')
  return {
    krud: source.name,
    grid: identity === undefined ? source.grid : { ...source.grid, identity },
    model,
    form,
    conditions: rights.conditions,
    userId: request.auth.userId,
    log: catalogue.project?.withCrudLog === true,
    triggers: services.triggers,
    changes: services.changes,
    documents: {
      form: (name) => catalogue.forms.get(name),
      model: (name) => catalogue.model(name),
      writeOnlyColumns: (name) => catalogue.writeOnlyColumns(name),
    },
    writeOnly: catalogue.writeOnlyColumns(model.name),
    workflow,
  }
}

/**
 * The caller's rights for `action` on a krud over a model (401/403 otherwise, see
 * {@link krudRights}), and the row target its one-row reads and writes go through, with the
 * krud's form.
 */
export async function rowTargetFor(
  request: FastifyRequest,
  catalogue: RecordsCatalogue,
  krud: string,
  action: PermissionAction,
  services: WriteServices,
): Promise<RowTarget & { form: FormDocument | undefined }> {
  const rights = await krudRights(request, catalogue, krud, action)
  if (rights === undefined) throw tamgaError(request.auth ? 'FORBIDDEN' : 'UNAUTHORIZED')
  return krudRowTarget(request, catalogue, krudWithModel(catalogue, krud), rights, services)
}

/** A list-shaped read of a krud (a page, an export, a printout): what `compileList` takes. */
export interface ListSource {
  grid: GridDocument
  model: ModelDocument
  conditions: readonly AccessCondition[]
  caller: ListCaller
  /** The rows come from a data source's statement, not a table. */
  overDatasource: boolean
}

/** A grid over a data source, as the list compiler reads it: the rows' shape and where they come from. */
export interface DatasourceListSource {
  /** The data source's output columns as a model (no table of its own). */
  model: ModelDocument
  /** `(select …) as t`: the data source's statement with the caller's rights and parameters. */
  from: Fragment
}

/** Compiles a grid's data source for the caller; analytics has the compiler (app wiring passes it in). */
export type DatasourceLists = (
  request: FastifyRequest,
  catalogue: RecordsCatalogue,
  grid: GridDocument,
  paramsText: string | undefined,
  conditions: readonly AccessCondition[],
) => Promise<DatasourceListSource>

/**
 * The caller's read rights on a krud (delete rights for its deleted list), and what its rows
 * are read from: the grid's model, or a data source's statement compiled for the caller with
 * the parameters in `params`.
 */
export async function listSourceFor(
  request: FastifyRequest,
  catalogue: RecordsCatalogue,
  krud: string,
  query: { deleted?: boolean | undefined; params?: string | undefined },
  datasources: DatasourceLists,
): Promise<ListSource> {
  const conditions = await requirePermission(request, query.deleted === true ? 'delete' : 'read', {
    kind: 'krud',
    name: krud,
  })
  const auth = request.auth
  if (!auth) throw tamgaError('UNAUTHORIZED')
  const source = catalogue.kruds.get(krud)
  if (source === undefined) throw tamgaError('DOCUMENT_NOT_FOUND')
  const { grid } = source
  // A grid over a data source reads the data source's rows, read-only, as if they were a table.
  const datasource =
    source.model === undefined && grid.dataSource !== undefined
      ? await datasources(request, catalogue, grid, query.params, conditions)
      : undefined
  const model = datasource?.model ?? krudWithModel(catalogue, krud).model
  const caller: ListCaller = {
    userId: auth.userId,
    tableOf: (name) => catalogue.model(name)?.table,
    modelOf: (name) => catalogue.model(name),
    from: datasource?.from,
  }
  const writeOnly = datasource === undefined ? catalogue.writeOnlyColumns(model.name) : new Set<string>()
  return {
    grid: withoutWriteOnlyColumns(grid, writeOnly),
    model,
    conditions,
    caller,
    overDatasource: datasource !== undefined,
  }
}

/**
 * The grid without its columns over write-only (password) fields: a list, an export or a
 * printout neither shows them nor sorts, filters, searches or sums by them (a filter on a hash
 * would let one read it a character at a time).
 */
export function withoutWriteOnlyColumns(grid: GridDocument, writeOnly: ReadonlySet<string>): GridDocument {
  if (!grid.columns.some((column) => writeOnly.has(column.field))) return grid
  return {
    ...grid,
    columns: grid.columns.filter((column) => !writeOnly.has(column.field)),
    consolidation: grid.consolidation?.filter((consolidation) => !writeOnly.has(consolidation.column)),
  }
}
