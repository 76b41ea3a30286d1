// `<entry>Aggregate`: how many rows match the list's filter and search, with the sums,
// averages and extremes of the entry's numeric (and date) columns and the distinct counts of its
// columns, overall and per group of chosen columns, as Hasura's `_aggregate` and PostGraphile's
// aggregates plugin answer them:
//
//   applicationAggregate(filter: { process_status: { equals: "new" } }) {
//     count  sum { amount }  avg { amount }  max { created_at }  countDistinct { heritage_bearer_id }
//     groups(groupBy: [heritage_bearer_id], limit: 10) { keys count sum { amount } }
//   }
//
// The whole field is one SQL statement: the matching rows are read once, through
// compileReadAggregate (so the caller's row conditions apply to what is counted and summed as to
// what a list shows), and aggregated in one pass: by grouping sets, the totals' and each `groups` field's, or, beside
// one `groups` field, by its columns with the totals summed from its groups.
import { MAX_PAGE_SIZE } from '@tamga/schema'
// graphql's CommonJS entry, the one mercurius loads: a second copy (its ESM build) would
// not recognise mercurius's schema objects.
import {
  type FieldNode,
  type GraphQLEnumType,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  type GraphQLFieldResolver,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  GraphQLString,
} from 'graphql/index.js'
import { type RawBuilder, sql } from 'kysely'
import { compileReadAggregate } from '../reads/compileRead.ts'
import type { ReadCondition } from '../reads/readQuery.ts'
import type { Fragment } from '../reads/rowConditions.ts'
import {
  accessOf,
  answerValue,
  argumentsOf,
  type Compilation,
  collectFields,
  invalid,
  listClauses,
  MAX_OFFSET,
  pageArgument,
  subSelections,
} from './compileSelection.ts'
import { DecimalScalar } from './scalars.ts'
import type { ColumnShape, TableShape } from './shapes.ts'

/** The groups a `groups` field answers when it is given no `limit`. */
export const DEFAULT_GROUP_LIMIT = 100

/** The aggregate functions over columns, as the schema names them. */
export type Measure = 'sum' | 'avg' | 'min' | 'max' | 'countDistinct'
const MEASURES: readonly Measure[] = ['sum', 'avg', 'min', 'max', 'countDistinct']
const MEASURE_SUFFIX: Readonly<Record<Measure, string>> = {
  sum: 'Sum',
  avg: 'Avg',
  min: 'Min',
  max: 'Max',
  countDistinct: 'CountDistinct',
}

/**
 * The columns each function is given: sums and averages of the numbers (not of the ID, nor of
 * a foreign key, whose sum means nothing); extremes of the numbers and of dates and times;
 * distinct counts of any column but the ID and JSON (a foreign key's: how many bearers).
 */
export function measuredColumns(shape: TableShape): Readonly<Record<Measure, readonly ColumnShape[]>> {
  const foreign = new Set((shape.model.foreignKeys ?? []).flatMap((key) => key.columns))
  const candidates = [...shape.columns.values()].filter(
    (column) => !column.isId && !column.writeOnly && !foreign.has(column.name),
  )
  const numbers = candidates.filter((column) => column.kind === 'int' || column.kind === 'decimal')
  const ordered = candidates.filter(
    (column) => column.kind !== 'json' && column.kind !== 'boolean' && column.kind !== 'string',
  )
  const distinct = [...shape.columns.values()].filter(
    (column) => !column.isId && !column.writeOnly && column.kind !== 'json',
  )
  return { sum: numbers, avg: numbers, min: ordered, max: ordered, countDistinct: distinct }
}

// The JSON PostgreSQL builds is keyed by response key (alias), so fields read that key.
const byResponseKey: GraphQLFieldResolver<Record<string, unknown>, unknown> = (source, _args, _context, info) =>
  source[info.path.key]

const nonNull = <TType extends GraphQLOutputType>(type: TType) => new GraphQLNonNull(type)

/** The GraphQL type of a function's answer over a column: exact numbers as `Decimal`, dates as ISO text. */
function measureType(measure: Measure, column: ColumnShape): GraphQLOutputType {
  if (measure === 'sum' || measure === 'avg') return DecimalScalar
  if (measure === 'countDistinct') return nonNull(GraphQLInt)
  switch (column.kind) {
    case 'int':
      return GraphQLInt
    case 'decimal':
      return DecimalScalar
    default:
      return GraphQLString
  }
}

/** The field of a row that aggregates its sub-table `field`'s rows: `votes` → `votesAggregate`. */
export function subTableAggregateField(field: string): string {
  return `${field}Aggregate`
}

/** What {@link aggregateRootField} builds the field from. */
export interface AggregateFieldInput<TContext> {
  /** The entry's `<T>Aggregate` type ({@link aggregateType}). */
  type: GraphQLObjectType
  /** The list's `filter` and `search` arguments. */
  filterArgs: GraphQLFieldConfigArgumentMap
  resolve: GraphQLFieldConfig<unknown, TContext>['resolve']
}

/**
 * The `<T>Aggregate` type of a table: `{ count sum avg min max countDistinct groups(groupBy,
 * limit, offset) }`, each group `<T>AggregateGroup { keys count sum avg min max countDistinct }`
 * (`keys`: the group's values as text, in `groupBy`'s order, as PostGraphile's). `columnEnum` is
 * the enum of the table's sortable columns (`<T>Field`), which `groupBy` takes; none: no `groups`.
 * Made once per table: an entry's root field and a sub-table's per-row field share it.
 */
export function aggregateType(shape: TableShape, columnEnum: GraphQLEnumType | undefined): GraphQLObjectType {
  const measured = measuredColumns(shape)
  const measureTypes = new Map<Measure, GraphQLObjectType>()
  const descriptions: Readonly<Record<Measure, string>> = {
    sum: 'The sum of each number column (null without rows).',
    avg: 'The average of each number column (null without rows).',
    min: 'The smallest value of each number, date or time column.',
    max: 'The largest value of each number, date or time column.',
    countDistinct: 'How many different values each column holds among the rows (an empty value not counted).',
  }
  for (const measure of MEASURES) {
    const columns = measured[measure]
    if (columns.length === 0) continue
    measureTypes.set(
      measure,
      new GraphQLObjectType({
        name: `${shape.typeName}Aggregate${MEASURE_SUFFIX[measure]}`,
        description: descriptions[measure],
        fields: Object.fromEntries(
          columns.map((column) => [column.name, { type: measureType(measure, column), resolve: byResponseKey }]),
        ),
      }),
    )
  }
  // The same fields overall and per group; a function without columns to take has no field.
  const measureFields = (): GraphQLFieldConfigMap<Record<string, unknown>, unknown> => {
    const fields: GraphQLFieldConfigMap<Record<string, unknown>, unknown> = {
      count: { type: nonNull(GraphQLInt), description: 'How many rows.', resolve: byResponseKey },
    }
    for (const [measure, type] of measureTypes) fields[measure] = { type, resolve: byResponseKey }
    return fields
  }
  const group = new GraphQLObjectType({
    name: `${shape.typeName}AggregateGroup`,
    description: 'The rows that share the values of the `groupBy` columns.',
    fields: () => ({
      keys: {
        type: nonNull(new GraphQLList(GraphQLString)),
        description: 'The values of the `groupBy` columns, in their order, as text (null for an empty value).',
        resolve: byResponseKey,
      },
      ...measureFields(),
    }),
  })
  return new GraphQLObjectType({
    name: `${shape.typeName}Aggregate`,
    description: 'Aggregates of the rows that match (only rows the caller may read are counted).',
    fields: () => ({
      ...measureFields(),
      ...(columnEnum === undefined
        ? {}
        : {
            groups: {
              type: nonNull(new GraphQLList(nonNull(group))),
              description:
                'The aggregates per group of rows sharing the values of `groupBy`, in the order of those values.',
              args: {
                groupBy: { type: nonNull(new GraphQLList(nonNull(columnEnum))) },
                limit: {
                  type: GraphQLInt,
                  description: `At most this many groups (${MAX_PAGE_SIZE} at most). Default ${DEFAULT_GROUP_LIMIT}.`,
                },
                offset: { type: GraphQLInt, description: 'Skip this many groups first.' },
              },
              resolve: byResponseKey,
            },
          }),
    }),
  })
}

/** The `<entry>Aggregate(filter, search)` root field. */
export function aggregateRootField<TContext>(
  input: AggregateFieldInput<TContext>,
): GraphQLFieldConfig<unknown, TContext> {
  return {
    type: nonNull(input.type),
    args: input.filterArgs,
    description: 'Count, sums, averages, extremes and distinct counts of the rows that match, overall and per group.',
    resolve: input.resolve,
  }
}

const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`)

/**
 * A function over a column as the answer carries it: exact numbers as text, averages without
 * trailing zeros, extremes as a list writes the column's values.
 */
function measureSql(measure: Measure, column: ColumnShape, value: Fragment): Fragment {
  switch (measure) {
    case 'sum':
      return sql`sum(${value})::text`
    case 'avg':
      return sql`trim_scale(avg(${value}))::text`
    case 'min':
      return answerValue(column, sql`min(${value})`)
    case 'max':
      return answerValue(column, sql`max(${value})`)
    case 'countDistinct':
      return sql`count(distinct ${value})::int`
  }
}

const isMeasure = (name: string): name is Measure => (MEASURES as readonly string[]).includes(name)

/** `json_build_object` of response keys and their values (keys are bound, never written into the text). */
function jsonObject(parts: ReadonlyArray<readonly [string, Fragment]>): Fragment {
  if (parts.length === 0) return sql`json_build_object()`
  return sql`json_build_object(${sql.join(parts.map(([key, value]) => sql`${key}::text, ${value}`))})`
}

/** How the parts of a selection write the row count and each function over a column. */
interface MeasureWriter {
  count(): Fragment
  of(measure: Measure, column: ColumnShape): Fragment
}

/** The functions over the rows whose columns `column` references. */
function directMeasures(column: (name: string) => Fragment): MeasureWriter {
  return {
    count: () => sql`count(*)::int`,
    of: (measure, target) => measureSql(measure, target, column(target.name)),
  }
}

/**
 * The totals over the one `groups` field's groups, each function of the rows written as a
 * function of the groups' partial results (a column of `partial`'s, made per group): the count
 * and sums add up, the extremes are the groups' extremes, an average is the summed sum over the
 * summed count of values. Exact: the sums of integer and numeric columns are numeric, and
 * PostgreSQL's avg divides its sum by its count the same way. A distinct count does not add up.
 */
function rolledUpMeasures(read: (name: string) => Fragment, partial: (value: Fragment) => Fragment): MeasureWriter {
  const overGroups = (value: Fragment) => sql`(select ${value} from ${sql.table(AGGREGATED)})`
  return {
    count: () => overGroups(sql`coalesce(sum(${partial(sql`count(*)`)}), 0)::int`),
    of: (measure, target) => {
      const value = read(target.name)
      switch (measure) {
        case 'sum':
          return overGroups(sql`sum(${partial(sql`sum(${value})`)})::text`)
        case 'avg':
          return overGroups(
            sql`trim_scale(sum(${partial(sql`sum(${value})`)}) / sum(${partial(sql`count(${value})`)}))::text`,
          )
        case 'min':
          return overGroups(answerValue(target, sql`min(${partial(sql`min(${value})`)})`))
        case 'max':
          return overGroups(answerValue(target, sql`max(${partial(sql`max(${value})`)})`))
        case 'countDistinct':
          throw new Error('a distinct count is not rolled up from groups')
      }
    },
  }
}

/** Whether an aggregate's own measures (not its groups') add up from groups: no distinct count among them. */
function addsUp(nodes: readonly FieldNode[], input: Compilation): boolean {
  for (const fieldNodes of collectFields(subSelections(nodes), input.fragments, input.variables).values())
    if (fieldNodes[0]?.name.value === 'countDistinct') return false
  return true
}

/**
 * The JSON parts of a selection of aggregates (`count`, `sum { … }`, …) over rows whose columns
 * `column` references; any other field (`groups`, a group's `keys`) is left to `other`.
 */
function measureParts(
  shape: TableShape,
  nodes: readonly FieldNode[],
  typeName: string,
  input: Compilation,
  measures: MeasureWriter,
  other: (name: string, key: string, nodes: FieldNode[]) => Fragment | undefined,
): Array<readonly [string, Fragment]> {
  const measured = measuredColumns(shape)
  const parts: Array<readonly [string, Fragment]> = []
  for (const [key, fieldNodes] of collectFields(subSelections(nodes), input.fragments, input.variables)) {
    const name = fieldNodes[0]?.name.value
    if (name === undefined) continue
    if (name === '__typename') parts.push([key, sql`${typeName}::text`])
    else if (name === 'count') parts.push([key, measures.count()])
    else if (isMeasure(name)) {
      const allowed = new Map(measured[name].map((found) => [found.name, found]))
      const inner: Array<readonly [string, Fragment]> = []
      for (const [innerKey, innerNodes] of collectFields(subSelections(fieldNodes), input.fragments, input.variables)) {
        const innerName = innerNodes[0]?.name.value
        if (innerName === '__typename') {
          inner.push([innerKey, sql`${`${shape.typeName}Aggregate${MEASURE_SUFFIX[name]}`}::text`])
          continue
        }
        const target = innerName === undefined ? undefined : allowed.get(innerName)
        if (target === undefined) continue
        inner.push([innerKey, measures.of(name, target)])
      }
      parts.push([key, jsonObject(inner)])
    } else {
      const value = other(name, key, fieldNodes)
      if (value !== undefined) parts.push([key, value])
    }
  }
  return parts
}

/** One `groups` field, read before its parts: the columns it groups by, in order, and its page. */
interface GroupSet {
  groupBy: ColumnShape[]
  limit: number
  offset: number
}

/** The `groups` fields of an aggregate's selection by response key, their arguments checked. */
function groupSets(
  shape: TableShape,
  nodes: readonly FieldNode[],
  input: Compilation,
  path: string,
  answers: number,
): Map<string, GroupSet> {
  const sets = new Map<string, GroupSet>()
  for (const [key, fieldNodes] of collectFields(subSelections(nodes), input.fragments, input.variables)) {
    const first = fieldNodes[0]
    if (first?.name.value !== 'groups') continue
    const at = `${path}/${key}`
    const args = argumentsOf(input, `${shape.typeName}Aggregate`, first)
    const groupBy: ColumnShape[] = []
    for (const [index, name] of (Array.isArray(args.groupBy) ? args.groupBy : []).entries()) {
      const column = typeof name === 'string' ? shape.columns.get(name) : undefined
      if (column === undefined || column.writeOnly || column.kind === 'json')
        throw invalid(
          `${at}/groupBy/${index}`,
          'cannot be grouped by',
          'бүлэглэх боломжгүй',
          '그룹 기준으로 쓸 수 없습니다',
        )
      if (!groupBy.includes(column)) groupBy.push(column)
    }
    if (groupBy.length === 0)
      throw invalid(`${at}/groupBy`, 'names no column', 'багана заагаагүй', '열을 지정하지 않았습니다')
    const limit = pageArgument(args.limit, DEFAULT_GROUP_LIMIT, MAX_PAGE_SIZE, `${at}/limit`)
    const offset = pageArgument(args.offset, 0, MAX_OFFSET, `${at}/offset`)
    // Each group answered is a row of the answer, as a list's row is (for each parent row).
    input.cost += limit * answers
    sets.set(key, { groupBy, limit, offset })
  }
  return sets
}

/** The aggregated rows: one per grouping set (the totals, each `groups` field's groups), read by the answer. */
const AGGREGATED = 'aggregated'

/** Where a sub-table's aggregate sits: its rows' alias, their link to the parent row, how many parent rows. */
export interface NestedAggregate {
  alias: string
  link: ReadCondition
  rows: number
}

/**
 * The answer of an `<entry>Aggregate` root field: one row, its JSON text; or, `nested` in a
 * row's select list, the JSON of a sub-table's `<sub>Aggregate` over that row's rows. The
 * matching rows are read once, through compileReadAggregate with the list's conditions and the
 * caller's access (only the columns aggregated or grouped by), and aggregated in ONE pass by
 * `grouping sets`: the empty set for the totals and one set per `groups` field. `grouping()` tells each
 * aggregated row's set, so the totals and each page of groups are picked from those few rows.
 * Beside a single `groups` field the rows are grouped by its columns alone and the totals summed
 * from the groups (see `rolledUpMeasures`), unless a distinct count is among them. A
 * hand-written statement reads the table no fewer times, and a CTE that each grouping read again
 * cost a third more.
 */
export function aggregateAnswer(
  shape: TableShape,
  nodes: readonly FieldNode[],
  args: Readonly<Record<string, unknown>>,
  input: Compilation,
  path: string,
  nested?: NestedAggregate,
): RawBuilder<unknown> {
  const alias = nested?.alias ?? 't0'
  const answers = nested?.rows ?? 1
  const clauses = listClauses(
    shape,
    { filter: args.filter, search: args.search },
    alias,
    input,
    path,
    nested === undefined,
  )
  input.cost += answers
  const sets = groupSets(shape, nodes, input, path, answers)
  if (sets.size > 0) input.plannedEachRun = true
  const columns = new Set<string>()
  const read = (name: string) => {
    columns.add(name)
    return ref('r', name)
  }
  // The columns grouped by in any set, each under its place: `grouping()` of them names a row's set.
  const keyColumns = [...new Set([...sets.values()].flatMap((set) => set.groupBy.map((column) => column.name)))]
  for (const name of keyColumns) read(name)
  const setOf = (names: readonly string[]) =>
    keyColumns.reduce(
      (bits, name, index) => (names.includes(name) ? bits : bits | (1 << (keyColumns.length - 1 - index))),
      0,
    )
  const keyOf = (name: string) => sql.ref(`${AGGREGATED}.k${keyColumns.indexOf(name)}`)

  const inner: Fragment[] = []
  const column = (value: Fragment) => {
    const alias = `c${inner.length}`
    inner.push(sql`${value} as ${sql.ref(alias)}`)
    return alias
  }
  const cell = (alias: string) => sql.ref(`${AGGREGATED}.${alias}`)
  // With one `groups` field and totals that add up, the rows are grouped once, by that field's
  // columns, and the totals are summed from the groups: each row is aggregated once rather than
  // once per grouping set (bench:graphql's aggregate: 12.2 ms instead of 12.7, pgbench).
  const rollUp = sets.size === 1 && addsUp(nodes, input)
  const totalsSet = setOf([])
  let totals = false
  const measures = rollUp ? rolledUpMeasures(read, (value) => cell(column(value))) : directMeasures(read)
  const parts = measureParts(shape, nodes, `${shape.typeName}Aggregate`, input, measures, (name, key, fieldNodes) => {
    const set = name === 'groups' ? sets.get(key) : undefined
    if (set === undefined) return undefined
    const keys = set.groupBy.map((found) => read(found.name))
    const groupParts = measureParts(
      shape,
      fieldNodes,
      `${shape.typeName}AggregateGroup`,
      input,
      directMeasures(read),
      (part) =>
        // Each value as text, written as a list answers it (a moment in ISO 8601, not PostgreSQL's text).
        part === 'keys'
          ? sql`json_build_array(${sql.join(set.groupBy.map((found, index) => sql`(${answerValue(found, keys[index] ?? sql`null`)})::text`))})`
          : undefined,
    )
    const alias = column(jsonObject(groupParts))
    const order = sql.join(set.groupBy.map((found) => keyOf(found.name)))
    const ofSet = rollUp
      ? sql``
      : sql` where ${sql.ref(`${AGGREGATED}.s`)} = ${sql.lit(setOf(set.groupBy.map((found) => found.name)))}`
    const page = sql`select ${cell(alias)} as g from ${sql.table(AGGREGATED)}${ofSet} order by ${order} limit ${sql.lit(set.limit)}${set.offset > 0 ? sql` offset ${set.offset}` : sql``}`
    return sql`(select coalesce(json_agg(page.g), '[]'::json) from (${page}) as page)`
  }).map(([key, value]): readonly [string, Fragment] => {
    // A page of groups is read from the aggregated rows already, and so is a rolled-up total;
    // every other part is a total, picked from the row of the totals' grouping set.
    if (sets.has(key) || rollUp) return [key, value]
    totals = true
    const alias = column(value)
    return [
      key,
      sql`(select ${cell(alias)} from ${sql.table(AGGREGATED)} where ${sql.ref(`${AGGREGATED}.s`)} = ${sql.lit(totalsSet)})`,
    ]
  })
  // A root field's answer is the statement's text; a nested one stays JSON inside its row's.
  const answer = nested === undefined ? sql`${jsonObject(parts)}::text` : jsonObject(parts)
  if (inner.length === 0) return sql`select ${answer}`
  const selected = [...columns].map((name) => ref(alias, name))
  const matched = compileReadAggregate(
    {
      model: shape.model,
      alias,
      select: [],
      where: nested === undefined ? clauses.where : [nested.link, ...clauses.where],
    },
    accessOf(shape, input),
    // A count alone reads no column: a row of none is still a row.
    selected.length === 0 ? [sql`null`] : selected,
  )
  const keys = keyColumns.map((name, index) => sql`${ref('r', name)} as ${sql.ref(`k${index}`)}`)
  let aggregated: Fragment
  if (rollUp) {
    aggregated = sql`select ${sql.join([...keys, ...inner])} from (${matched}) as r group by ${sql.join(keyColumns.map((name) => ref('r', name)))}`
  } else {
    const groupings = [
      ...(totals ? [sql`()`] : []),
      ...[...sets.values()].map((set) => sql`(${sql.join(set.groupBy.map((found) => ref('r', found.name)))})`),
    ]
    const which =
      keyColumns.length === 0 ? sql`0` : sql`grouping(${sql.join(keyColumns.map((name) => ref('r', name)))})`
    aggregated = sql`select ${sql.join([sql`${which} as s`, ...keys, ...inner])} from (${matched}) as r group by grouping sets (${sql.join(groupings)})`
  }
  return sql`with ${sql.table(AGGREGATED)} as (${aggregated}) select ${answer}`
}
