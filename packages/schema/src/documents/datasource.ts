import Type, { type Static } from 'typebox'
import { type DocumentIssue, issue, pointer } from '../validation/issue.ts'
import { PATTERNS } from '../validation/patterns.ts'
import {
  closedObject,
  DocumentNameSchema,
  documentSchema,
  LocalizedTextSchema,
  type SqlIdentifier,
  SqlIdentifierSchema,
} from './common.ts'
import type { DocumentKindDefinition } from './definition.ts'

/**
 * A column of one of the query's sources, written `alias.column`.
 *
 * @example 'a.process_status'
 */
export const ColumnRefSchema = Type.String({
  pattern: PATTERNS.columnRef.pattern,
  description: 'A source alias and a column, separated by a dot: "alias.column".',
})
export type ColumnRef = Static<typeof ColumnRefSchema>

/** Splits a column reference into its alias and its column. */
export function parseColumnRef(ref: ColumnRef): { alias: SqlIdentifier; column: SqlIdentifier } {
  const dot = ref.indexOf('.')
  return { alias: ref.slice(0, dot), column: ref.slice(dot + 1) }
}

/** The model a query reads first, under an alias the column references use. */
export const DatasourceBaseSchema = closedObject({
  model: DocumentNameSchema,
  alias: SqlIdentifierSchema,
})
export type DatasourceBase = Static<typeof DatasourceBaseSchema>

/** The join types a data source may use; both keep the query a plain read. */
export const JOIN_TYPES = ['inner', 'left'] as const

/** Another model joined to the query on pairs of equal columns. */
export const DatasourceJoinSchema = closedObject({
  type: Type.Enum([...JOIN_TYPES]),
  model: DocumentNameSchema,
  alias: SqlIdentifierSchema,
  /** Pairs that must be equal; all of them (AND). */
  on: Type.Array(closedObject({ left: ColumnRefSchema, right: ColumnRefSchema }), { minItems: 1 }),
})
export type DatasourceJoin = Static<typeof DatasourceJoinSchema>

/** The aggregates a selected column may apply; `count-distinct` is SQL's `count(DISTINCT …)`. */
export const DATASOURCE_AGGREGATES = ['count', 'count-distinct', 'sum', 'avg', 'min', 'max'] as const
export type DatasourceAggregate = (typeof DATASOURCE_AGGREGATES)[number]

/** One output column of the data source. */
export const DatasourceColumnSchema = closedObject({
  source: ColumnRefSchema,
  /** The key of this value in each JSON row the data source returns. */
  as: SqlIdentifierSchema,
  aggregate: Type.Optional(Type.Enum([...DATASOURCE_AGGREGATES])),
  label: Type.Optional(LocalizedTextSchema),
})
export type DatasourceColumn = Static<typeof DatasourceColumnSchema>

/** The comparison operators a filter may use. */
export const FILTER_OPERATORS = [
  '=',
  '<>',
  '<',
  '<=',
  '>',
  '>=',
  'in',
  'not-in',
  'like',
  'is-null',
  'is-not-null',
  'between',
] as const
export type FilterOperator = (typeof FILTER_OPERATORS)[number]

/** A value supplied when the data source is run, named in {@link DatasourceParameterSchema}. */
export const ParameterRefSchema = closedObject({ parameter: SqlIdentifierSchema })
export type ParameterRef = Static<typeof ParameterRefSchema>

/** A literal a filter compares with. */
export const FilterLiteralSchema = Type.Union([Type.String(), Type.Number(), Type.Boolean()])

const FilterOperandSchema = Type.Union([FilterLiteralSchema, ParameterRefSchema])

/**
 * What a filter compares with: one literal or parameter for `=`, `<` and the like; a list for
 * `in`, `not-in` (or one parameter holding a list) and `between` (exactly two); nothing for
 * `is-null` and `is-not-null`.
 */
export const FilterValueSchema = Type.Union([FilterOperandSchema, Type.Array(FilterOperandSchema, { minItems: 1 })])
export type FilterValue = Static<typeof FilterValueSchema>

/** One condition of the query's `WHERE`; all filters must hold (AND). */
export const DatasourceFilterSchema = closedObject({
  column: ColumnRefSchema,
  operator: Type.Enum([...FILTER_OPERATORS]),
  value: Type.Optional(FilterValueSchema),
})
export type DatasourceFilter = Static<typeof DatasourceFilterSchema>

/** The types a parameter's value is checked against before the query runs. */
export const PARAMETER_TYPES = ['text', 'integer', 'number', 'boolean', 'date', 'uuid'] as const

/** A value the caller supplies at run time (a chart's filter, a page's record id). */
export const DatasourceParameterSchema = closedObject({
  name: SqlIdentifierSchema,
  type: Type.Enum([...PARAMETER_TYPES]),
  /**
   * Whether the caller must supply a value. A filter whose optional parameter is missing (and
   * has no default) is left out, so one data source serves both "all" and "only these".
   * @default false
   */
  required: Type.Optional(Type.Boolean()),
  default: Type.Optional(Type.Union([FilterLiteralSchema, Type.Array(FilterLiteralSchema, { minItems: 1 })])),
  label: Type.Optional(LocalizedTextSchema),
})
export type DatasourceParameter = Static<typeof DatasourceParameterSchema>

/** One sort key: an output name (`as`) or a source column (`alias.column`). */
export const DatasourceOrderSchema = closedObject({
  by: Type.String({ minLength: 1 }),
  /** @default 'asc' */
  direction: Type.Optional(Type.Enum(['asc', 'desc'])),
})
export type DatasourceOrder = Static<typeof DatasourceOrderSchema>

/**
 * A read-only view over models, written as structured JSON rather than SQL so that every
 * identifier is checked and the server can compile it into one parameterised statement.
 */
export const DatasourceDocumentSchema = documentSchema('datasource', 1, {
  base: DatasourceBaseSchema,
  joins: Type.Optional(Type.Array(DatasourceJoinSchema)),
  columns: Type.Array(DatasourceColumnSchema, { minItems: 1 }),
  filters: Type.Optional(Type.Array(DatasourceFilterSchema)),
  parameters: Type.Optional(Type.Array(DatasourceParameterSchema)),
  groupBy: Type.Optional(Type.Array(ColumnRefSchema, { uniqueItems: true })),
  orderBy: Type.Optional(Type.Array(DatasourceOrderSchema)),
  /** The most rows one run returns. */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
})
export type DatasourceDocument = Static<typeof DatasourceDocumentSchema>

/** Whether the query groups its rows: it has a `groupBy` or selects an aggregate. */
export function isGroupedDatasource(datasource: DatasourceDocument): boolean {
  return (datasource.groupBy?.length ?? 0) > 0 || datasource.columns.some((column) => column.aggregate !== undefined)
}

function unknownAlias(ref: ColumnRef, path: string, known: ReadonlySet<string>): DocumentIssue | undefined {
  const { alias } = parseColumnRef(ref)
  if (known.has(alias)) return undefined
  return issue(
    path,
    'unknown-alias',
    {
      en_US: `uses the alias "${alias}", which is not the base or a join declared before this point`,
      mn_MN: `"${alias}" гэсэн нэр (alias) үндсэн эсвэл өмнө зарласан холболтод байхгүй`,
    },
    { alias },
  )
}

function operandParameters(value: FilterValue | undefined): string[] {
  if (value === undefined) return []
  const operands = Array.isArray(value) ? value : [value]
  return operands.flatMap((operand) => (typeof operand === 'object' ? [operand.parameter] : []))
}

function filterArityIssue(filter: DatasourceFilter, path: string): DocumentIssue | undefined {
  const { operator, value } = filter
  const fail = (en_US: string, mn_MN: string) => issue(path, 'filter-value', { en_US, mn_MN }, { operator })
  switch (operator) {
    case 'is-null':
    case 'is-not-null':
      return value === undefined
        ? undefined
        : fail(`must be left out for "${operator}"`, `"${operator}" үед утга өгөхгүй`)
    case 'between':
      return Array.isArray(value) && value.length === 2
        ? undefined
        : fail('must be a list of exactly two values for "between"', '"between" үед яг хоёр утгын жагсаалт байх ёстой')
    case 'in':
    case 'not-in':
      return Array.isArray(value) || (typeof value === 'object' && value !== null)
        ? undefined
        : fail(
            `must be a list of values, or one parameter holding a list, for "${operator}"`,
            `"${operator}" үед утгын жагсаалт эсвэл жагсаалт агуулсан параметр байх ёстой`,
          )
    default:
      return value !== undefined && !Array.isArray(value)
        ? undefined
        : fail(
            `must be one value or parameter for "${operator}"`,
            `"${operator}" үед нэг утга эсвэл параметр байх ёстой`,
          )
  }
}

/** The rules of a data source a JSON Schema cannot express. */
export function checkDatasource(datasource: DatasourceDocument): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const aliases = new Set<string>([datasource.base.alias])
  const push = (found: DocumentIssue | undefined) => {
    if (found !== undefined) issues.push(found)
  }

  ;(datasource.joins ?? []).forEach((join, index) => {
    if (aliases.has(join.alias)) {
      issues.push(
        issue(
          pointer('joins', index, 'alias'),
          'duplicate-alias',
          { en_US: `repeats the alias "${join.alias}"`, mn_MN: `"${join.alias}" нэр (alias) давхардсан` },
          { alias: join.alias },
        ),
      )
    }
    aliases.add(join.alias)
    // A join condition may only look at sources already in the query, this one included.
    join.on.forEach((pair, position) => {
      push(unknownAlias(pair.left, pointer('joins', index, 'on', position, 'left'), aliases))
      push(unknownAlias(pair.right, pointer('joins', index, 'on', position, 'right'), aliases))
    })
  })

  const outputs = new Set<string>()
  datasource.columns.forEach((column, index) => {
    push(unknownAlias(column.source, pointer('columns', index, 'source'), aliases))
    if (outputs.has(column.as)) {
      issues.push(
        issue(
          pointer('columns', index, 'as'),
          'duplicate-output',
          { en_US: `repeats the output name "${column.as}"`, mn_MN: `"${column.as}" гаралтын нэр давхардсан` },
          { name: column.as },
        ),
      )
    }
    outputs.add(column.as)
  })

  const parameters = new Set<string>()
  ;(datasource.parameters ?? []).forEach((parameter, index) => {
    if (parameters.has(parameter.name)) {
      issues.push(
        issue(
          pointer('parameters', index, 'name'),
          'duplicate-parameter',
          { en_US: `repeats the parameter "${parameter.name}"`, mn_MN: `"${parameter.name}" параметр давхардсан` },
          { parameter: parameter.name },
        ),
      )
    }
    parameters.add(parameter.name)
  })

  ;(datasource.filters ?? []).forEach((filter, index) => {
    push(unknownAlias(filter.column, pointer('filters', index, 'column'), aliases))
    push(filterArityIssue(filter, pointer('filters', index, 'value')))
    for (const name of operandParameters(filter.value)) {
      if (!parameters.has(name)) {
        issues.push(
          issue(
            pointer('filters', index, 'value'),
            'unknown-parameter',
            {
              en_US: `uses the parameter "${name}", which "parameters" does not declare`,
              mn_MN: `"${name}" параметр "parameters" хэсэгт зарлагдаагүй`,
            },
            { parameter: name },
          ),
        )
      }
    }
  })

  const grouped = new Set(datasource.groupBy ?? [])
  ;(datasource.groupBy ?? []).forEach((ref, index) => {
    push(unknownAlias(ref, pointer('groupBy', index), aliases))
  })
  const isGrouped = isGroupedDatasource(datasource)
  if (isGrouped) {
    datasource.columns.forEach((column, index) => {
      if (column.aggregate === undefined && !grouped.has(column.source)) {
        issues.push(
          issue(
            pointer('columns', index, 'source'),
            'ungrouped-column',
            {
              en_US: `must be in "groupBy" or have an aggregate, because the query groups its rows`,
              mn_MN: `мөрүүд бүлэглэгдэж байгаа тул "groupBy"-д орсон эсвэл нэгтгэх функцтэй байх ёстой`,
            },
            { column: column.source },
          ),
        )
      }
    })
  }

  ;(datasource.orderBy ?? []).forEach((order, index) => {
    const path = pointer('orderBy', index, 'by')
    if (outputs.has(order.by)) return
    const isRef = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/.test(order.by)
    if (isRef && aliases.has(parseColumnRef(order.by).alias) && (!isGrouped || grouped.has(order.by))) return
    issues.push(
      issue(
        path,
        'unknown-sort',
        {
          en_US: isGrouped
            ? `must be an output name or a grouped column, not "${order.by}"`
            : `must be an output name or an "alias.column" of a known source, not "${order.by}"`,
          mn_MN: isGrouped
            ? `гаралтын нэр эсвэл бүлэглэсэн багана байх ёстой ("${order.by}" биш)`
            : `гаралтын нэр эсвэл мэдэгдэх эх сурвалжийн "alias.column" байх ёстой ("${order.by}" биш)`,
        },
        { by: order.by },
      ),
    )
  })
  return issues
}

/** Applications joined with the heritage bearer they are for, newest first. */
const example: DatasourceDocument = {
  kind: 'datasource',
  version: 1,
  name: 'application-with-bearer',
  title: { mn_MN: 'Өргөдөл ба өв тээгч', en_US: 'Applications with heritage bearer', ko_KR: '신청서 및 유산 보유자' },
  base: { model: 'application', alias: 'a' },
  joins: [
    {
      type: 'left',
      model: 'heritage_bearer',
      alias: 'hb',
      on: [{ left: 'a.heritage_bearer_id', right: 'hb.id' }],
    },
  ],
  columns: [
    { source: 'a.id', as: 'id' },
    { source: 'a.title', as: 'title', label: { mn_MN: 'Гарчиг', en_US: 'Title', ko_KR: '제목' } },
    { source: 'a.amount', as: 'amount', label: { mn_MN: 'Дүн', en_US: 'Amount', ko_KR: '금액' } },
    { source: 'a.process_status', as: 'process_status', label: { mn_MN: 'Төлөв', en_US: 'Status', ko_KR: '상태' } },
    {
      source: 'hb.last_name',
      as: 'bearer_last_name',
      label: { mn_MN: 'Өв тээгчийн овог', en_US: 'Heritage bearer’s family name', ko_KR: '유산 보유자 성' },
    },
    {
      source: 'hb.first_name',
      as: 'bearer_first_name',
      label: { mn_MN: 'Өв тээгчийн нэр', en_US: 'Heritage bearer’s given name', ko_KR: '유산 보유자 이름' },
    },
    { source: 'a.created_at', as: 'created_at', label: { mn_MN: 'Огноо', en_US: 'Date', ko_KR: '날짜' } },
  ],
  parameters: [{ name: 'status', type: 'text', label: { mn_MN: 'Төлөв', en_US: 'Status', ko_KR: '상태' } }],
  filters: [
    { column: 'a.deleted_at', operator: 'is-null' },
    { column: 'a.process_status', operator: '=', value: { parameter: 'status' } },
  ],
  orderBy: [{ by: 'created_at', direction: 'desc' }],
  limit: 500,
}

/** The `datasource` document kind. */
export const datasourceKind: DocumentKindDefinition<DatasourceDocument> = {
  kind: 'datasource',
  version: 1,
  schema: DatasourceDocumentSchema,
  example,
  check: checkDatasource,
}
