import {
  type DatasourceAggregate,
  type DatasourceDocument,
  type DatasourceFilter,
  type DatasourceParameter,
  type DocumentIssue,
  isGroupedDatasource,
  issue,
  type ModelDocument,
  parseColumnRef,
  pointer,
} from '@tamga/schema'
import { type RawBuilder, sql } from 'kysely'
import { readConditions } from '../reads/compileRead.ts'
import type { Fragment } from '../reads/rowConditions.ts'
import type { RecordsCatalogue } from '../records/catalogue.ts'
import { aggregateSql } from './aggregateSql.ts'
import { type DocumentOrigin, documentProblems } from './analyticsErrors.ts'
import { isCalendarDate, isUuid, type ParameterScalar, type ParameterValue } from './datasourceParameters.ts'
import type { RowAccess } from './readAccess.ts'
import { comparableKinds, isOrderedKind, modelColumnKinds, type ValueKind } from './valueKinds.ts'

/** One output column of a compiled data source: its name in the rows and the kind of its values. */
export interface DatasourceOutput {
  name: string
  kind: ValueKind
  /** Set when the column aggregates (the data source groups its rows). */
  aggregate?: DatasourceAggregate
}

/** What {@link compileDatasource} needs besides the document. */
export interface CompileDatasourceOptions {
  /** Resolves the models the document names (by model name or table). */
  catalogue: Pick<RecordsCatalogue, 'model'>
  /** The checked parameter values (`readDatasourceParameters`); a missing one drops its filters. */
  parameters: ReadonlyMap<string, ParameterValue>
  /** The rows of each model the caller reads, by model document name; a model missing here gives no rows. */
  access: ReadonlyMap<string, RowAccess>
  /** The caller, whom row conditions compare with. */
  userId: number
  /** Where the document came from, which decides the error for its problems. @default 'stored' */
  origin?: DocumentOrigin
}

/** A data source compiled for one caller and one set of parameter values. */
export interface CompiledDatasource {
  /**
   * The data source as one `select` without order or limit, for use as a subquery: a chart over
   * the data source, or a grid listing it (`from (${select}) as t`).
   */
  select: Fragment
  /** The output columns, in the document's order. */
  outputs: readonly DatasourceOutput[]
  /**
   * The statement a run of the data source executes: {@link select} in the document's order,
   * at most `limit` rows (and at most the document's own `limit`).
   */
  rows(limit: number): RawBuilder<Record<string, unknown>>
}

/** A source of the query: a model under the alias the column references use. */
interface Source {
  alias: string
  model: ModelDocument
  kinds: ReadonlyMap<string, ValueKind>
}

const COMPARISONS: Readonly<Record<string, string>> = {
  '=': '=',
  '<>': '<>',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
}

const unknownModel = (path: string, name: string): DocumentIssue =>
  issue(
    path,
    'unknown-model',
    { en_US: `"${name}" is not a model of the project`, mn_MN: `"${name}" гэсэн модель төсөлд байхгүй` },
    { model: name },
  )

/** Whether a literal of the document fits a column of this kind. */
function literalFits(kind: ValueKind, value: ParameterScalar): boolean {
  switch (kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
    case 'boolean':
      return typeof value === 'boolean'
    case 'text':
      return typeof value === 'string'
    case 'uuid':
      return typeof value === 'string' && isUuid(value)
    case 'date':
      return typeof value === 'string' && isCalendarDate(value)
    case 'timestamp':
      return typeof value === 'string' && isCalendarDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value))
    default:
      return false
  }
}

/** The parameter types whose values a column of this kind can be compared with. */
const PARAMETER_TYPES_FOR: Readonly<Record<ValueKind, readonly DatasourceParameter['type'][]>> = {
  number: ['integer', 'number'],
  text: ['text'],
  uuid: ['uuid'],
  boolean: ['boolean'],
  date: ['date'],
  timestamp: ['date'],
  time: [],
  json: [],
  geometry: [],
}

/**
 * The kind of an aggregate's result over values of a kind (`count` of anything is a number,
 * `sum` and `avg` need numbers, `min` and `max` keep the kind), or undefined when it does not apply.
 */
export function aggregateResultKind(aggregate: string, kind: ValueKind): ValueKind | undefined {
  // `distinct` needs equality, which json and geometry values have not.
  if (aggregate.endsWith('distinct') && (kind === 'json' || kind === 'geometry')) return undefined
  if (aggregate.startsWith('count')) return 'number'
  if (aggregate.startsWith('sum') || aggregate.startsWith('avg')) return kind === 'number' ? 'number' : undefined
  return isOrderedKind(kind) ? kind : undefined
}

/**
 * Compiles a data source document into one parameterised statement for one caller (issue 6:
 * "data sources become real database views (or safe parameterised queries)"). Parameterised
 * queries rather than views: the caller's row conditions are part of the statement, and a view
 * shared by every caller could not carry them.
 *
 * Every identifier comes from the document and is checked against the models it names (through
 * the catalogue): an unknown model or column, a filter comparing a column with a value of
 * another kind, `sum` of text, a join of an integer with text — each is an issue, and all of
 * them are refused at once (`DOCUMENT_INVALID`, or `VALIDATION_FAILED` in the body for a
 * preview), never SQL text. Every value (literals, parameters, the caller's id) is bound. A
 * filter whose optional parameter has no value is left out. The caller's rights apply per
 * source alias: the base model's access condition in `WHERE`, each joined model's in its join's
 * `ON` (so a left join shows a row the caller may not read as nulls, not as a missing base row).
 *
 * @example
 * const compiled = compileDatasource(datasource, { catalogue, parameters, access, userId })
 * const { rows } = await compiled.rows(100).execute(db)
 */
export function compileDatasource(
  datasource: DatasourceDocument,
  options: CompileDatasourceOptions,
): CompiledDatasource {
  const issues: DocumentIssue[] = []
  const sources = new Map<string, Source>()
  const sourceOf = (alias: string, name: string, path: string) => {
    const model = options.catalogue.model(name)
    if (model === undefined) {
      issues.push(unknownModel(path, name))
      return
    }
    sources.set(alias, { alias, model, kinds: modelColumnKinds(model) })
  }
  sourceOf(datasource.base.alias, datasource.base.model, pointer('base', 'model'))
  const joins = datasource.joins ?? []
  joins.forEach((join, index) => {
    sourceOf(join.alias, join.model, pointer('joins', index, 'model'))
  })
  if (issues.length > 0) throw documentProblems(issues, options.origin ?? 'stored')

  /** The kind of a column reference, or undefined (with an issue) when it names nothing. */
  const kindOf = (ref: string, path: string): ValueKind | undefined => {
    const { alias, column } = parseColumnRef(ref)
    const source = sources.get(alias)
    const kind = source?.kinds.get(column)
    if (source === undefined) {
      issues.push(
        issue(
          path,
          'unknown-alias',
          { en_US: `"${alias}" is not an alias of the query`, mn_MN: `"${alias}" нэр (alias) асуулгад байхгүй` },
          { alias },
        ),
      )
    } else if (kind === undefined) {
      issues.push(
        issue(
          path,
          'unknown-column',
          {
            en_US: `"${column}" is not a column of the model "${source.model.name}"`,
            mn_MN: `"${column}" гэсэн багана "${source.model.name}" модельд байхгүй`,
          },
          { model: source.model.name, column },
        ),
      )
    }
    return kind
  }
  const columnSql = (ref: string): Fragment => sql.ref(ref)
  /**
   * The rows of a source the caller may read, as conditions: its live rows (a deleted record is
   * gone from every view but the deleted list) that the caller's access reaches.
   */
  const accessSql = (source: Source): Fragment[] => {
    const access = options.access.get(source.model.name)
    if (access === undefined) return [sql`false`]
    return readConditions(
      { model: source.model, alias: source.alias, select: [] },
      { rows: access, userId: options.userId },
    )
  }

  // FROM and joins, each join's ON with its model's access condition.
  const base = sources.get(datasource.base.alias) as Source
  const fromParts: Fragment[] = [sql`${sql.table(base.model.table)} as ${sql.table(base.alias)}`]
  joins.forEach((join, index) => {
    const source = sources.get(join.alias) as Source
    const pairs = join.on.map((pair, position) => {
      const left = kindOf(pair.left, pointer('joins', index, 'on', position, 'left'))
      const right = kindOf(pair.right, pointer('joins', index, 'on', position, 'right'))
      if (left !== undefined && right !== undefined && !comparableKinds(left, right)) {
        issues.push(
          issue(
            pointer('joins', index, 'on', position),
            'join-type-mismatch',
            {
              en_US: `compares a ${left} column with a ${right} column`,
              mn_MN: `${left} төрлийн баганыг ${right} төрлийн баганатай харьцуулж байна`,
            },
            { left: pair.left, right: pair.right },
          ),
        )
      }
      return sql`${columnSql(pair.left)} = ${columnSql(pair.right)}`
    })
    pairs.push(...accessSql(source))
    const keyword = join.type === 'left' ? sql`left join` : sql`inner join`
    fromParts.push(
      sql`${keyword} ${sql.table(source.model.table)} as ${sql.table(source.alias)} on ${sql.join(pairs, sql` and `)}`,
    )
  })

  // Output columns.
  const outputs: DatasourceOutput[] = []
  const selected = datasource.columns.map((column, index) => {
    const path = pointer('columns', index, 'source')
    const kind = kindOf(column.source, path)
    let outputKind = kind ?? 'json'
    let expression = columnSql(column.source)
    if (column.aggregate !== undefined && kind !== undefined) {
      const result = aggregateResultKind(column.aggregate, kind)
      if (result === undefined) {
        issues.push(
          issue(
            pointer('columns', index, 'aggregate'),
            'aggregate-type',
            {
              en_US: `"${column.aggregate}" does not apply to a ${kind} column`,
              mn_MN: `"${column.aggregate}" функц ${kind} төрлийн баганад хэрэглэгдэхгүй`,
            },
            { aggregate: column.aggregate, kind },
          ),
        )
      } else outputKind = result
      expression = aggregateSql(column.aggregate, expression)
    }
    outputs.push(
      column.aggregate === undefined
        ? { name: column.as, kind: outputKind }
        : { name: column.as, kind: outputKind, aggregate: column.aggregate },
    )
    return sql`${expression} as ${sql.ref(column.as)}`
  })

  // WHERE: the base model's access, then the document's filters.
  const declared = new Map((datasource.parameters ?? []).map((parameter) => [parameter.name, parameter]))
  const conditions: Fragment[] = []
  conditions.push(...accessSql(base))
  ;(datasource.filters ?? []).forEach((filter, index) => {
    const condition = filterSql(filter, index, kindOf(filter.column, pointer('filters', index, 'column')))
    if (condition !== undefined) conditions.push(condition)
  })

  function filterSql(filter: DatasourceFilter, index: number, kind: ValueKind | undefined): Fragment | undefined {
    const target = columnSql(filter.column)
    const at = pointer('filters', index, 'value')
    if (filter.operator === 'is-null') return sql`${target} is null`
    if (filter.operator === 'is-not-null') return sql`${target} is not null`
    if (kind === undefined || filter.value === undefined) return undefined
    const textOnly = filter.operator === 'like'
    if (textOnly && kind !== 'text') {
      issues.push(
        issue(pointer('filters', index, 'operator'), 'operator-type', {
          en_US: `"like" applies to text columns only, not to a ${kind} column`,
          mn_MN: `"like" зөвхөн текст баганад хэрэглэгдэнэ (${kind} биш)`,
        }),
      )
      return undefined
    }
    const ordered = ['<', '<=', '>', '>=', 'between'].includes(filter.operator)
    if (ordered && !isOrderedKind(kind)) {
      issues.push(
        issue(pointer('filters', index, 'operator'), 'operator-type', {
          en_US: `"${filter.operator}" does not apply to a ${kind} column`,
          mn_MN: `"${filter.operator}" ${kind} төрлийн баганад хэрэглэгдэхгүй`,
        }),
      )
      return undefined
    }
    // Each operand checked against the column's kind; a missing optional parameter drops the filter.
    const operands = Array.isArray(filter.value) ? filter.value : [filter.value]
    const values: ParameterScalar[] = []
    let dropped = false
    for (const operand of operands) {
      if (typeof operand !== 'object') {
        if (!literalFits(kind, operand)) {
          issues.push(
            issue(
              at,
              'value-type',
              {
                en_US: `${JSON.stringify(operand)} cannot be compared with a ${kind} column`,
                mn_MN: `${JSON.stringify(operand)} утгыг ${kind} төрлийн баганатай харьцуулах боломжгүй`,
              },
              { kind },
            ),
          )
        }
        values.push(operand)
        continue
      }
      const parameter = declared.get(operand.parameter)
      if (parameter !== undefined && !PARAMETER_TYPES_FOR[kind].includes(parameter.type)) {
        issues.push(
          issue(
            at,
            'parameter-type',
            {
              en_US: `the ${parameter.type} parameter "${parameter.name}" cannot be compared with a ${kind} column`,
              mn_MN: `${parameter.type} төрлийн "${parameter.name}" параметрийг ${kind} төрлийн баганатай харьцуулах боломжгүй`,
            },
            { parameter: parameter.name, kind },
          ),
        )
      }
      const value = options.parameters.get(operand.parameter)
      if (value === undefined) dropped = true
      else if (Array.isArray(value)) values.push(...(value as readonly ParameterScalar[]))
      else values.push(value as ParameterScalar)
    }
    if (dropped) return undefined
    const bound = values.map((value) => sql`${value}`)
    switch (filter.operator) {
      case 'in':
        return bound.length === 0 ? sql`false` : sql`${target} in (${sql.join(bound)})`
      case 'not-in':
        return bound.length === 0 ? sql`true` : sql`${target} not in (${sql.join(bound)})`
      case 'between':
        return sql`${target} between ${bound[0]} and ${bound[1]}`
      case 'like':
        return sql`${target} like ${bound[0]}`
      default:
        // The operator is one of the schema's six comparisons, never request text.
        return sql`${target} ${sql.raw(COMPARISONS[filter.operator] ?? '=')} ${bound[0]}`
    }
  }

  // GROUP BY and ORDER BY.
  const grouped = isGroupedDatasource(datasource)
  const groupBy = (datasource.groupBy ?? []).map((ref, index) => {
    kindOf(ref, pointer('groupBy', index))
    return columnSql(ref)
  })
  const outputNames = new Set(datasource.columns.map((column) => column.as))
  const orderBy = (datasource.orderBy ?? []).map((order, index) => {
    const direction = order.direction === 'desc' ? sql`desc` : sql`asc`
    if (outputNames.has(order.by)) return sql`${sql.ref(order.by)} ${direction}`
    kindOf(order.by, pointer('orderBy', index, 'by'))
    return sql`${columnSql(order.by)} ${direction}`
  })

  if (issues.length > 0) throw documentProblems(issues, options.origin ?? 'stored')

  const where = conditions.length === 0 ? sql`` : sql` where ${sql.join(conditions, sql` and `)}`
  const group = grouped && groupBy.length > 0 ? sql` group by ${sql.join(groupBy)}` : sql``
  const select = sql`select ${sql.join(selected)} from ${sql.join(fromParts, sql` `)}${where}${group}`
  return {
    select,
    outputs,
    rows(limit) {
      const most = Math.min(limit, datasource.limit ?? limit)
      const order = orderBy.length === 0 ? sql`` : sql` order by ${sql.join(orderBy)}`
      return sql<Record<string, unknown>>`${select}${order} limit ${most}`
    },
  }
}
