import {
  type ChartDocument,
  type DatasourceDocument,
  type FormDocument,
  type GraphqlDocument,
  type GridDocument,
  type KrudDocument,
  type ModelDocument,
  type ProjectDocument,
  type WorkflowDocument,
  withTranslationFields,
} from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import type { DocumentStore } from '../documents/store.ts'
import { tamgaError } from '../http/errors.ts'
import { writeOnlyColumnsByModel } from './writeOnlyFields.ts'

/** A krud with the documents it is made of: what lists, reads and writes of its rows need. */
export interface KrudSource {
  name: string
  krud: KrudDocument
  grid: GridDocument
  /** The model the grid lists; undefined for a grid over a data source. */
  model: ModelDocument | undefined
  /** The krud's form document; undefined when the document is missing. */
  form: FormDocument | undefined
}

/**
 * The documents the records engine, charts, data sources and GraphQL read, at one documents
 * version: read from the store once per version (every instance bumps the version on a
 * document write), not once per request.
 */
export interface RecordsCatalogue {
  version: number
  project: ProjectDocument | undefined
  kruds: ReadonlyMap<string, KrudSource>
  /** Models by document name. */
  models: ReadonlyMap<string, ModelDocument>
  forms: ReadonlyMap<string, FormDocument>
  charts: ReadonlyMap<string, ChartDocument>
  datasources: ReadonlyMap<string, DatasourceDocument>
  graphql: ReadonlyMap<string, GraphqlDocument>
  /** Workflow documents by name (a krud's `workflow` names one). */
  workflows: ReadonlyMap<string, WorkflowDocument>
  /** The model a name designates: a model document's name, or else its table. */
  model(nameOrTable: string): ModelDocument | undefined
  /** The kruds whose grid lists this model (by model document name). */
  krudsOver(modelName: string): readonly KrudSource[]
  /**
   * The columns of a model (by document name) that some form writes as a password: stored as a
   * hash, never answered by a read (see `writeOnlyFields.ts`).
   */
  writeOnlyColumns(modelName: string): ReadonlySet<string>
}

const NO_COLUMNS: ReadonlySet<string> = new Set()

async function loadCatalogue(store: DocumentStore, version: number): Promise<RecordsCatalogue> {
  const [projects, kruds, grids, forms, models, charts, datasources, graphql, workflows] = await Promise.all([
    store.list('project'),
    store.list('krud'),
    store.list('grid'),
    store.list('form'),
    store.list('model'),
    store.list('chart'),
    store.list('datasource'),
    store.list('graphql'),
    store.list('workflow'),
  ])
  const byName = <T extends { name: string }>(list: ReadonlyArray<{ document: T }>) =>
    new Map(list.map((stored) => [stored.document.name, stored.document]))
  const modelMap = byName(models)
  const byTable = new Map(models.map((stored) => [stored.document.table, stored.document]))
  const model = (nameOrTable: string) => modelMap.get(nameOrTable) ?? byTable.get(nameOrTable)
  const gridMap = byName(grids)
  // Forms are read as they are drawn: with an input per language for each translatable column.
  const formMap = new Map(
    forms.map(({ document: form }) => [form.name, withTranslationFields(form, model(form.model))] as const),
  )
  const krudMap = new Map<string, KrudSource>()
  const over = new Map<string, KrudSource[]>()
  for (const { document: krud } of kruds) {
    const grid = gridMap.get(krud.grid)
    if (grid === undefined) continue
    const gridModel = grid.model === undefined ? undefined : model(grid.model)
    const source: KrudSource = { name: krud.name, krud, grid, model: gridModel, form: formMap.get(krud.form) }
    krudMap.set(krud.name, source)
    if (gridModel !== undefined) {
      const list = over.get(gridModel.name) ?? []
      list.push(source)
      over.set(gridModel.name, list)
    }
  }
  const writeOnly = writeOnlyColumnsByModel(formMap.values(), (form) => model(form.model)?.name)
  return {
    version,
    project: projects[0]?.document,
    kruds: krudMap,
    models: modelMap,
    forms: formMap,
    charts: byName(charts),
    datasources: byName(datasources),
    graphql: byName(graphql),
    workflows: byName(workflows),
    model,
    krudsOver: (modelName) => over.get(modelName) ?? [],
    writeOnlyColumns: (modelName) => writeOnly.get(modelName) ?? NO_COLUMNS,
  }
}

/** Answers the catalogue for a request, loading it again only when the documents version moved. */
export type CatalogueReader = (request: FastifyRequest) => Promise<RecordsCatalogue>

/**
 * The records catalogue of a server, kept per documents version (the authorizer reads the
 * version at most once per request, so this costs no query of its own). Outside the API, where
 * there is no authorizer (the public site), `versionOf` reads the version another way.
 */
export function createCatalogueReader(
  store: DocumentStore,
  versionOf: (request: FastifyRequest) => Promise<number> = (request) =>
    request.server.authorizer.documentsVersion(request),
): CatalogueReader {
  let current: RecordsCatalogue | undefined
  let loading: { version: number; promise: Promise<RecordsCatalogue> } | undefined
  return async (request) => {
    const version = await versionOf(request)
    if (current !== undefined && current.version >= version) return current
    if (loading === undefined || loading.version < version) {
      const promise = loadCatalogue(store, version)
      loading = { version, promise }
      promise.then(
        (loaded) => {
          if (current === undefined || current.version < loaded.version) current = loaded
        },
        () => {
          if (loading?.promise === promise) loading = undefined
        },
      )
    }
    return loading.promise
  }
}

/** The krud of a request's path, with a model and a form, or the catalogue's 404. */
export function krudWithModel(
  catalogue: RecordsCatalogue,
  name: string,
): KrudSource & { model: ModelDocument; form: FormDocument | undefined } {
  const source = catalogue.kruds.get(name)
  // Grids over a data source are read through the data-source compiler, not as a table.
  if (source?.model === undefined) throw tamgaError('DOCUMENT_NOT_FOUND')
  return source as KrudSource & { model: ModelDocument }
}
