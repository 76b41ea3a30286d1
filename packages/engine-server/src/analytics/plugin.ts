import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  ChartAnswerSchema,
  type ChartDocument,
  chartKind,
  type DatasourceDocument,
  datasourceKind,
  issue,
  PivotAnswerSchema,
  PivotRequestSchema,
  pointer,
  ValueKindSchema,
  validateDocumentOf,
  valueColumns,
} from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import Type from 'typebox'
import type { TamgaDatabase } from '../db/database.ts'
import type { DocumentStore } from '../documents/store.ts'
import { domainPlugin } from '../http/domainPlugin.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { adminOf, grantedOn } from '../http/routeAudience.ts'
import { requirePermission } from '../permissions/requirePermission.ts'
import { readConditions } from '../reads/compileRead.ts'
import {
  type CatalogueReader,
  createCatalogueReader,
  krudWithModel,
  type RecordsCatalogue,
} from '../records/catalogue.ts'
import { statusWordsIn } from '../records/excel/statusWords.ts'
import { requestLanguage } from '../records/excel/transferColumns.ts'
import { LIST_ROW_ALIAS } from '../records/listQuery.ts'
import { readListRequest } from '../records/listRequest.ts'
import { ANONYMOUS_USER_ID, tableAccess } from '../records/tableAccess.ts'
import { type DocumentOrigin, documentProblems } from './analyticsErrors.ts'
import { type ChartRowsSource, chartValueLabels, compileChart } from './compileChart.ts'
import type { CompiledDatasource } from './compileDatasource.ts'
import { compilePivot } from './compilePivot.ts'
import { compileDatasourceForCaller, datasourceFromItem } from './datasourceForCaller.ts'
import { DEFAULT_STATEMENT_TIMEOUT_MS, runBounded } from './runBounded.ts'
import { modelColumnKinds } from './valueKinds.ts'

/** Options of {@link analyticsPlugin}. */
export interface AnalyticsPluginOptions {
  store: DocumentStore
  database: TamgaDatabase
  /** The documents per version; share the records plugin's reader. */
  catalogue?: CatalogueReader | undefined
  /** The spellings a pivot's search term is looked for in, as the records list. @default the term alone */
  searchVariants?: ((term: string) => readonly string[]) | undefined
  /** How long one chart, data source or pivot statement may run. @default 5000 ms */
  statementTimeoutMs?: number | undefined
}

/** The rows one data source run answers when the request does not say. */
export const DEFAULT_DATASOURCE_ROWS = 100

/** The most rows one data source run answers. */
export const MAX_DATASOURCE_ROWS = 1000

/** The alias of a data source's rows under a chart. */
const DATASOURCE_ALIAS = 'ds'

const NameSchema = Type.String({ pattern: '^[a-z0-9][a-z0-9_-]*$', maxLength: 100 })

const ParameterQueryValue = Type.Union([
  Type.String({ maxLength: 1000 }),
  Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 500 }),
])

const RowsQuerySchema = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_DATASOURCE_ROWS,
        description: `The most rows answered (default ${DEFAULT_DATASOURCE_ROWS}); the data source's own limit applies too.`,
      }),
    ),
  },
  {
    additionalProperties: ParameterQueryValue,
    description: 'Every other key is a parameter of the data source by name; repeat a key to give a list.',
  },
)

const ParametersQuerySchema = Type.Object(
  {},
  {
    additionalProperties: ParameterQueryValue,
    description: 'Parameters of the chart’s data source by name; repeat a key to give a list.',
  },
)

const RowsAnswerSchema = Type.Object({
  status: Type.Literal(true),
  rows: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  columns: Type.Array(
    Type.Object({ name: Type.String(), kind: ValueKindSchema, aggregate: Type.Optional(Type.String()) }),
  ),
  limit: Type.Integer({ description: 'The most rows this answer could hold.' }),
  more: Type.Boolean({ description: 'More rows match than the answer holds.' }),
})

/** What a chart is read with besides its document. */
interface ChartRequest {
  /** The data source's parameters from the query string, by name. */
  given: Readonly<Record<string, unknown>>
  /** Where the document came from: says how its problems are answered. */
  origin: DocumentOrigin
}

/** The parameters of a query string: every key but `limit`. */
function parametersOf(query: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { limit: _limit, ...parameters } = query
  return parameters
}

/**
 * Charts, data sources and the pivot (issue 6, "Charts, data sources, pivot"):
 * - `GET /datasources/:name/rows?{parameter}=…&limit=` runs a data source (read permission on
 *   it, `permitted_datasources`; role 1 passes), at most `limit` rows (100 by default, 1000 at
 *   most), with the caller's row conditions per source model;
 * - `POST /datasources/preview?{parameter}=…&limit=` runs an unsaved data source document (the
 *   body) for the builder, in the administration areas only (roles 1 and 2);
 * - `GET /charts/:name/data?{parameter}=…` answers a chart's rows, ready for ECharts: a chart
 *   over a model is read by whoever may read that model's rows (a krud over it, or
 *   `permitted_tables`), with their row conditions; a chart over a data source by whoever may
 *   read the data source;
 * - `POST /charts/preview?{parameter}=…` answers the same for an unsaved chart document (the
 *   body) for the builder's live preview, in the administration areas only (roles 1 and 2);
 * - `POST /records/:krud/pivot` groups a krud's filtered rows by row and column fields in SQL
 *   (read permission on the krud, and the grid's `pivot: true`).
 * Every statement runs read-only, with a statement time-out.
 */
const analyticsRoutes: FastifyPluginAsyncTypebox<AnalyticsPluginOptions> = async (app, options) => {
  const { store, database } = options
  const catalogueOf = options.catalogue ?? createCatalogueReader(store)
  const variants = options.searchVariants ?? ((term: string) => [term.toLowerCase()])
  const timeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS

  async function runDatasource(compiled: CompiledDatasource, datasource: DatasourceDocument, requested?: number) {
    const limit = Math.min(requested ?? DEFAULT_DATASOURCE_ROWS, datasource.limit ?? MAX_DATASOURCE_ROWS)
    const rows = await runBounded(database.db, compiled.rows(limit + 1), timeoutMs)
    return {
      status: true as const,
      rows: rows.slice(0, limit),
      columns: compiled.outputs.map((output) => ({ ...output })),
      limit,
      more: rows.length > limit,
    }
  }

  app.get(
    '/datasources/:name/rows',
    {
      config: { audience: grantedOn('datasource') },
      schema: {
        tags: ['analytics'],
        summary: 'Runs a data source',
        description:
          'One parameterised statement compiled from the data source document, with the caller’s row conditions on each source model; parameters by name in the query string.',
        params: Type.Object({ name: NameSchema }),
        querystring: RowsQuerySchema,
        response: { 200: RowsAnswerSchema, ...ERROR_RESPONSES },
      },
    },
    async function getDatasourcesByNameRows(request) {
      const { name } = request.params
      await requirePermission(request, 'read', { kind: 'datasource', name })
      const catalogue = await catalogueOf(request)
      const datasource = catalogue.datasources.get(name)
      if (datasource === undefined) throw tamgaError('DOCUMENT_NOT_FOUND')
      const query = request.query as Record<string, unknown>
      const compiled = await compileDatasourceForCaller(request, datasource, { catalogue, given: parametersOf(query) })
      return runDatasource(compiled, datasource, request.query.limit)
    },
  )

  app.post(
    '/datasources/preview',
    {
      config: { audience: adminOf('documents') },
      schema: {
        tags: ['analytics'],
        summary: 'Runs an unsaved data source document (the builder’s preview)',
        description:
          'The body is a data source document, validated as a saved one would be. Administration areas only (roles 1 and 2). At most `limit` rows, with a statement time-out.',
        querystring: RowsQuerySchema,
        body: Type.Record(Type.String(), Type.Unknown(), { description: 'A `datasource` document.' }),
        response: { 200: RowsAnswerSchema, ...ERROR_RESPONSES },
      },
    },
    async function postDatasourcesPreview(request) {
      await requirePermission(request, 'read', { kind: 'admin', area: 'documents' })
      const validated = validateDocumentOf(datasourceKind, request.body)
      if (!validated.ok) throw tamgaError('VALIDATION_FAILED', { issues: validated.issues, in: 'body' })
      const catalogue = await catalogueOf(request)
      const datasource = validated.value
      const query = request.query as Record<string, unknown>
      const compiled = await compileDatasourceForCaller(request, datasource, {
        catalogue,
        given: parametersOf(query),
        origin: 'body',
      })
      return runDatasource(compiled, datasource, request.query.limit)
    },
  )

  /** The rows a chart reads, with the caller's access; refuses a caller who may not read them. */
  async function chartSource(
    request: FastifyRequest,
    catalogue: RecordsCatalogue,
    chart: ChartDocument,
    { given, origin }: ChartRequest,
  ): Promise<ChartRowsSource> {
    const missingSource = () =>
      documentProblems(
        [
          issue(
            pointer('source', 'name'),
            'unknown-source',
            {
              en_US: `"${chart.source.name}" is not a ${chart.source.kind} of the project`,
              mn_MN: `"${chart.source.name}" гэсэн ${chart.source.kind} төсөлд байхгүй`,
            },
            { source: chart.source.name },
          ),
        ],
        origin,
      )
    if (chart.source.kind === 'datasource') {
      await requirePermission(request, 'read', { kind: 'datasource', name: chart.source.name })
      const datasource = catalogue.datasources.get(chart.source.name)
      if (datasource === undefined) throw missingSource()
      const compiled = await compileDatasourceForCaller(request, datasource, {
        catalogue,
        given,
        // A chart's query string is all parameters: it has no row limit of its own.
        reserved: new Set(),
      })
      return {
        from: datasourceFromItem(compiled, DATASOURCE_ALIAS),
        alias: DATASOURCE_ALIAS,
        conditions: [],
        fields: new Map(compiled.outputs.map((output) => [output.name, output.kind])),
        description: {
          en_US: `the data source "${datasource.name}"`,
          mn_MN: `"${datasource.name}" өгөгдлийн эх сурвалж`,
        },
      }
    }
    const model = catalogue.model(chart.source.name)
    if (model === undefined) throw missingSource()
    const access = await tableAccess(request, catalogue, model.name, 'read')
    if (!access.allowed) throw tamgaError(request.auth == null ? 'UNAUTHORIZED' : 'FORBIDDEN')
    const names = Object.keys(given)
    if (names.length > 0) {
      throw tamgaError('VALIDATION_FAILED', {
        in: 'querystring',
        issues: names.map((key) =>
          issue(pointer(key), 'unknown-parameter', {
            en_US: `"${key}" is not a parameter: a chart over a model takes none`,
            mn_MN: `"${key}" параметр биш: модель дээрх график параметр авахгүй`,
          }),
        ),
      })
    }
    // A chart counts the live rows the caller reads, as the records list shows them.
    const conditions = readConditions(
      { model, alias: LIST_ROW_ALIAS, select: [] },
      { rows: access, userId: request.auth?.userId ?? ANONYMOUS_USER_ID },
    )
    return {
      from: sql`${sql.table(model.table)} as ${sql.table(LIST_ROW_ALIAS)}`,
      alias: LIST_ROW_ALIAS,
      conditions,
      fields: modelColumnKinds(model),
      description: { en_US: `the model "${model.name}"`, mn_MN: `"${model.name}" модель` },
    }
  }

  /**
   * A chart's answer for the caller, saved or previewed alike: its source read with their access,
   * compiled to one grouped statement, run with the time-out.
   */
  async function answerChart(
    request: FastifyRequest,
    catalogue: RecordsCatalogue,
    chart: ChartDocument,
    options: ChartRequest,
  ) {
    const source = await chartSource(request, catalogue, chart, options)
    const compiled = compileChart(chart, source, options.origin)
    const rows = compiled.present(await runBounded(database.db, compiled.statement, timeoutMs))
    // A labelled value (a workflow status) comes with its words in the reader's language, so any
    // reader of the answer says 'Хянагдаж байна' where the rows hold 'CHECK'.
    const accept = request.headers['accept-language']
    const project = catalogue.project
    const language = requestLanguage(
      undefined,
      typeof accept === 'string' ? accept : undefined,
      project?.default_language,
    )
    const labels = chartValueLabels(chart, rows, {
      language,
      statusWords: statusWordsIn(language, project?.static_words),
    })
    return {
      status: true as const,
      name: chart.name,
      type: chart.type,
      dimensions: compiled.dimensions.map((dimension) => {
        const words = labels.get(dimension.key)
        return words === undefined ? { ...dimension } : { ...dimension, labels: words }
      }),
      rows,
    }
  }

  app.get(
    '/charts/:name/data',
    {
      config: { audience: grantedOn('chart', { visitors: true }) },
      schema: {
        tags: ['analytics'],
        summary: 'A chart’s rows, ready for ECharts',
        description:
          'The chart document compiled to one grouped statement over its model or data source, with the caller’s row conditions. A chart over a model is read by whoever may read the model’s rows; over a data source, by whoever may read the data source.',
        params: Type.Object({ name: NameSchema }),
        querystring: ParametersQuerySchema,
        response: { 200: ChartAnswerSchema, ...ERROR_RESPONSES },
      },
    },
    async function getChartsByNameData(request) {
      const catalogue = await catalogueOf(request)
      const chart = catalogue.charts.get(request.params.name)
      if (chart === undefined) throw tamgaError('DOCUMENT_NOT_FOUND')
      return answerChart(request, catalogue, chart, {
        given: request.query as Record<string, unknown>,
        origin: 'stored',
      })
    },
  )

  app.post(
    '/charts/preview',
    {
      config: { audience: adminOf('documents') },
      schema: {
        tags: ['analytics'],
        summary: 'An unsaved chart document’s rows (the builder’s live preview)',
        description:
          'The body is a chart document, validated as a saved one would be, and answered as `GET /charts/:name/data` answers a saved chart, with the same checks of its source and the caller’s row conditions. Administration areas only (roles 1 and 2).',
        querystring: ParametersQuerySchema,
        body: Type.Record(Type.String(), Type.Unknown(), { description: 'A `chart` document.' }),
        response: { 200: ChartAnswerSchema, ...ERROR_RESPONSES },
      },
    },
    async function postChartsPreview(request) {
      await requirePermission(request, 'read', { kind: 'admin', area: 'documents' })
      const validated = validateDocumentOf(chartKind, request.body)
      if (!validated.ok) throw tamgaError('VALIDATION_FAILED', { issues: validated.issues, in: 'body' })
      const catalogue = await catalogueOf(request)
      return answerChart(request, catalogue, validated.value, {
        given: request.query as Record<string, unknown>,
        origin: 'body',
      })
    },
  )

  app.post(
    '/records/:krud/pivot',
    {
      config: { audience: grantedOn('krud', { action: 'read' }) },
      schema: {
        tags: ['records'],
        summary: 'A pivot table of a krud’s records',
        description:
          'The rows the records list would show (same filters, search and row conditions), grouped in SQL by the row and column fields, with the requested aggregates per cell. Needs read on the krud and a grid with `pivot: true`; at most 10,000 cells.',
        params: Type.Object({ krud: NameSchema }),
        body: PivotRequestSchema,
        response: { 200: PivotAnswerSchema, ...ERROR_RESPONSES },
      },
    },
    async function postRecordsByKrudPivot(request) {
      const { krud } = request.params
      const rowConditions = await requirePermission(request, 'read', { kind: 'krud', name: krud })
      const auth = request.auth
      if (!auth) throw tamgaError('UNAUTHORIZED')
      const catalogue = await catalogueOf(request)
      const { grid, model } = krudWithModel(catalogue, krud)
      if (grid.pivot !== true) {
        throw tamgaError('FORBIDDEN', {
          messages: {
            mn_MN: 'Энэ хүснэгтэд пивот хэрэгсэл идэвхгүй байна',
            en_US: 'This grid does not offer the pivot tool',
          },
        })
      }
      const { body } = request
      let params: ReturnType<typeof readListRequest>
      try {
        params = readListRequest(
          grid,
          { filter: body.filter === undefined ? undefined : JSON.stringify(body.filter), search: body.search },
          variants,
          valueColumns(model),
        )
      } catch (error) {
        // The list request's checks, about the body's `filter` and `search` here.
        if (typeof error === 'object' && error !== null && 'details' in error) {
          const details = (error as { details: { in?: string } }).details
          if (details.in === 'querystring') details.in = 'body'
        }
        throw error
      }
      const compiled = compilePivot({
        model,
        grid,
        request: body,
        params,
        rowConditions,
        // The search and label filters look in the related rows' labels as the list does.
        caller: {
          userId: auth.userId,
          tableOf: (name) => catalogue.model(name)?.table,
          modelOf: (name) => catalogue.model(name),
        },
        tableOf: (name) => catalogue.model(name)?.table,
      })
      const rows = await runBounded(database.db, compiled.statement, timeoutMs)
      return { status: true as const, ...compiled.table(rows) }
    },
  )
}

/** {@link analyticsRoutes} as the plugin `tamga-analytics`. */
export const analyticsPlugin = domainPlugin('analytics', { caller: true, authorizer: true }, analyticsRoutes)
