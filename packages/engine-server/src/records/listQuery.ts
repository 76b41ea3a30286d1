import { type ColumnFilter, type GridColumn, type GridDocument, type ModelDocument, VERSION_FIELD } from '@tamga/schema'
import { type RawBuilder, sql } from 'kysely'
import type { AccessCondition } from '../permissions/accessCondition.ts'
import { processIdColumn } from './processIdColumn.ts'
import { type Fragment, rowConditionSql } from './rowConditions.ts'

/** A value of one column filter, as the client sends it for the column's filter type. */
export type FilterValue =
  /** `text`: the words to match (how: the column's `match`, `contains` by default). */
  | { text: string }
  /** `number-range` and `date-range`: either bound may be left out; both are inclusive. */
  | { from?: number | string; to?: number | string }
  /** `set` and `relation`: the row's value is one of these. */
  | { in: ReadonlyArray<string | number | boolean> }

/** One sort key: a grid column, ascending unless `desc`. */
export interface SortKey {
  field: string
  desc: boolean
}

/** What a list request asks for, already checked against the grid (see `readListRequest`). */
export interface ListParams {
  /** 1-based page number; ignored when `after` is given. */
  page: number
  pageSize: number
  sort: readonly SortKey[]
  filters: Readonly<Record<string, FilterValue>>
  /** Words searched in every searchable column, in each of their spellings (Cyrillic and Latin). */
  searchVariants: readonly string[]
  /** Keyset paging: the sort values and identity of the last row of the previous page. */
  after?: readonly unknown[] | undefined
  /** The deleted list (soft-deleted rows) instead of the live one. */
  deleted: boolean
  /** Every matching row, without a page (an export reads them through a cursor). */
  unpaged?: boolean | undefined
}

/** Who asks: the session values row conditions compare with. */
export interface ListCaller {
  userId: number
  /**
   * The table of a related model named by a relation column (a model document's name, or its
   * table). @default the name itself
   */
  tableOf?: ((model: string) => string | undefined) | undefined
  /** What the list reads instead of the model's table: a data source's statement as `(…) as t`. */
  from?: Fragment | undefined
  /**
   * The krud whose workflow the rows go through: each row of the page carries its process id
   * (`__process_id`, see `processIdColumn`). Left out by exports and printouts.
   */
  processesOf?: string | undefined
}

/** What the list compiles to: one statement for the page, one for the total and the consolidations. */
export interface CompiledList {
  page: RawBuilder<Record<string, unknown>>
  totals: RawBuilder<Record<string, unknown>>
  /** The row value of each sort key and then the identity, in order: what a keyset cursor holds. */
  cursorFields: readonly string[]
}

/** The alias of the table in every statement. */
/** The alias of the listed table in the list's statements (and the pivot's). */
export const LIST_ROW_ALIAS = 't'
const ROW = LIST_ROW_ALIAS

/** The suffix of a relation column's label in the answer: `aimag_id` → `aimag_id__label`. */
export const LABEL_SUFFIX = '__label'

/** The column types a text search and a `contains` filter apply to. */
const TEXT_TYPES: ReadonlySet<string> = new Set(['text', 'citext', 'uuid'])

function columnTypeName(model: ModelDocument, field: string): string | undefined {
  const column = model.columns.find((candidate) => candidate.name === field)
  if (column === undefined) return undefined
  return typeof column.type === 'string' ? column.type : column.type.name
}

/** Whether a model column holds text a search can match. */
export function isTextColumn(model: ModelDocument, field: string): boolean {
  const type = columnTypeName(model, field)
  return type !== undefined && (TEXT_TYPES.has(type) || type === 'varchar')
}

function ref(field: string): RawBuilder<unknown> {
  return sql.ref(`${ROW}.${field}`)
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

function filterCondition(column: GridColumn, filter: ColumnFilter, value: FilterValue): Fragment[] {
  const target = ref(column.field)
  if (filter.type === 'text' && 'text' in value) {
    const text = value.text
    if (text === '') return []
    const match = filter.match ?? 'contains'
    if (match === 'equals') return [sql`${target} = ${text}`]
    const pattern = match === 'starts-with' ? `${escapeLike(text)}%` : `%${escapeLike(text)}%`
    return [sql`${target}::text ilike ${pattern}`]
  }
  if ((filter.type === 'number-range' || filter.type === 'date-range') && !('in' in value) && !('text' in value)) {
    const conditions: Fragment[] = []
    if (value.from !== undefined) conditions.push(sql`${target} >= ${value.from}`)
    if (value.to !== undefined) {
      // A date range ends with its last day: a timestamp later that day is still in it.
      conditions.push(
        filter.type === 'date-range' && typeof value.to === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.to)
          ? sql`${target} < (${value.to}::date + 1)`
          : sql`${target} <= ${value.to}`,
      )
    }
    return conditions
  }
  if ((filter.type === 'set' || filter.type === 'relation') && 'in' in value) {
    if (value.in.length === 0) return [sql`false`]
    return [sql`${target} in (${sql.join(value.in.map((item) => sql`${item}`))})`]
  }
  return []
}

function relationLabel(column: GridColumn, caller: ListCaller): Fragment | undefined {
  const relation = column.relation
  if (relation === undefined) return undefined
  const table = caller.tableOf?.(relation.model) ?? relation.model
  const labels = relation.labelFields.map((field) => sql`r.${sql.ref(field)}::text`)
  const label = labels.length === 1 ? labels[0] : sql`concat_ws(' ', ${sql.join(labels)})`
  return sql`(select ${label} from ${sql.table(table)} as r where r.${sql.ref(relation.valueField)} = ${ref(column.field)} limit 1) as ${sql.ref(`${column.field}${LABEL_SUFFIX}`)}`
}

/**
 * The conditions a records list puts in its WHERE (over {@link LIST_ROW_ALIAS}): live (or
 * deleted) rows of a soft-delete model, the caller's row conditions, the grid's column filters
 * and the global search. The pivot groups over the same rows.
 */
export function compileListWhere(
  model: ModelDocument,
  grid: GridDocument,
  params: ListParams,
  rowConditions: readonly AccessCondition[],
  caller: ListCaller,
): Fragment[] {
  const conditions: Fragment[] = []
  if (model.softDelete === true) {
    conditions.push(params.deleted ? sql`${ref('deleted_at')} is not null` : sql`${ref('deleted_at')} is null`)
  }
  for (const condition of rowConditions) conditions.push(rowConditionSql(condition, caller.userId, ref))
  for (const [field, value] of Object.entries(params.filters)) {
    const column = grid.columns.find((candidate) => candidate.field === field)
    if (column?.filter === undefined) continue
    conditions.push(...filterCondition(column, column.filter, value))
  }
  const searchable = grid.columns.filter((column) => !column.hidden && isTextColumn(model, column.field))
  if (params.searchVariants.length > 0 && searchable.length > 0) {
    const matches = params.searchVariants.flatMap((variant) =>
      searchable.map((column) => sql`${ref(column.field)} ilike ${`%${escapeLike(variant)}%`}`),
    )
    conditions.push(sql`(${sql.join(matches, sql` or `)})`)
  }
  return conditions
}

function keysetCondition(sort: readonly SortKey[], identity: string, after: readonly unknown[]): Fragment {
  // (a, b, id) after (x, y, z) in a mixed order: a > x or (a = x and (b < y or (b = y and id > z))).
  const keys = [...sort, { field: identity, desc: false }]
  let condition: Fragment | undefined
  for (let index = keys.length - 1; index >= 0; index--) {
    const key = keys[index]
    if (key === undefined) continue
    const value = after[index]
    const beyond = key.desc ? sql`${ref(key.field)} < ${value}` : sql`${ref(key.field)} > ${value}`
    condition = condition === undefined ? beyond : sql`(${beyond} or (${ref(key.field)} = ${value} and ${condition}))`
  }
  return condition ?? sql`true`
}

/**
 * Compiles a grid's list request into two parameterised statements: the page (the grid's
 * columns, each relation column's label from its related table in the same statement, ordered
 * with the identity as the last key so pages never overlap), and the total with the grid's
 * consolidations over the whole filtered set. Every identifier comes from the model and grid
 * documents; every value is a bound parameter. Row conditions of the caller's role are part of
 * the WHERE clause of both.
 */
export function compileList(
  model: ModelDocument,
  grid: GridDocument,
  params: ListParams,
  rowConditions: readonly AccessCondition[],
  caller: ListCaller,
): CompiledList {
  const fields = [...new Set([grid.identity, ...grid.columns.map((column) => column.field)])]
  const selected: Fragment[] = fields.map((field) => ref(field))
  for (const column of grid.columns) {
    const label = relationLabel(column, caller)
    if (label !== undefined) selected.push(label)
  }
  if (model.softDelete === true && params.deleted) selected.push(ref('deleted_at'))
  // A table's rows carry their version, so a grid's inline edit is refused when someone changed
  // the row since the page was read (a data source's rows are not edited).
  if (caller.from === undefined) selected.push(sql`${sql.table(ROW)}.xmin::text as ${sql.ref(VERSION_FIELD)}`)
  if (caller.processesOf !== undefined && caller.from === undefined) {
    selected.push(processIdColumn(caller.processesOf, ref(grid.identity)))
  }

  const conditions = compileListWhere(model, grid, params, rowConditions, caller)
  const where = conditions.length === 0 ? sql`` : sql` where ${sql.join(conditions, sql` and `)}`
  const orderKeys = [...params.sort, { field: grid.identity, desc: false }]
  const orderBy = sql.join(
    orderKeys.map((key) => (key.desc ? sql`${ref(key.field)} desc` : sql`${ref(key.field)} asc`)),
  )
  const from = caller.from ?? sql`${sql.table(model.table)} as ${sql.table(ROW)}`

  let page: RawBuilder<Record<string, unknown>>
  if (params.unpaged === true) {
    page = sql`select ${sql.join(selected)} from ${from}${where} order by ${orderBy}`
  } else if (params.after !== undefined) {
    const keyset = keysetCondition(params.sort, grid.identity, params.after)
    const filtered = conditions.length === 0 ? sql` where ${keyset}` : sql`${where} and ${keyset}`
    page = sql`select ${sql.join(selected)} from ${from}${filtered} order by ${orderBy} limit ${params.pageSize}`
  } else {
    const offset = (params.page - 1) * params.pageSize
    page = sql`select ${sql.join(selected)} from ${from}${where} order by ${orderBy} limit ${params.pageSize} offset ${offset}`
  }

  const aggregates: Fragment[] = [sql`count(*)::bigint as total`]
  for (const consolidation of grid.consolidation ?? []) {
    const aggregate = consolidation.aggregate
    if (aggregate === undefined) continue
    // The function name is one of the schema's five (sum, avg, count, min, max), never request text.
    const fn = sql.raw(aggregate)
    aggregates.push(sql`${fn}(${ref(consolidation.column)}) as ${sql.ref(`${aggregate}_${consolidation.column}`)}`)
  }
  const totals = sql<Record<string, unknown>>`select ${sql.join(aggregates)} from ${from}${where}`
  return { page, totals, cursorFields: orderKeys.map((key) => key.field) }
}
