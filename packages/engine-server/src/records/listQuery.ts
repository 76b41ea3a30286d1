import type { AccessCondition } from '@tamga/schema'
import {
  type ColumnFilter,
  type ColumnRelation,
  type GridColumn,
  type GridDocument,
  isTextColumn,
  LABEL_SUFFIX,
  type ListFilter,
  type ListSortKey,
  type ModelDocument,
  translationNames,
  VERSION_FIELD,
} from '@tamga/schema'
import { type RawBuilder, sql } from 'kysely'
import type { ColumnStatistics } from '../db/columnStatistics.ts'
import { selectiveBoundsFirst } from '../reads/boundOrder.ts'
import { compileRead, compileReadAggregate, readConditions } from '../reads/compileRead.ts'
import { grantAccess } from '../reads/readAccess.ts'
import type { OrderKey, ReadColumn, ReadCondition, ReadQuery, SearchTarget } from '../reads/readQuery.ts'
import type { Fragment } from '../reads/rowConditions.ts'
import { processIdColumn } from './processIdColumn.ts'

/** What a list request asks for, already checked against the grid (see `readListRequest`). */
export interface ListParams {
  /** 1-based page number; ignored when `after` is given. */
  page: number
  pageSize: number
  sort: readonly ListSortKey[]
  filters: Readonly<Record<string, ListFilter>>
  /** Words searched in every searchable column, in each of their spellings (Cyrillic and Latin). */
  searchVariants: readonly string[]
  /**
   * By field, the spellings (Cyrillic and Latin) of a relation filter's `{label}` words.
   * @default none: a label filter without its spellings narrows nothing
   */
  labelVariants?: Readonly<Record<string, readonly string[]>> | undefined
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
  /**
   * The model document of a related model named by a relation column, whose translatable label
   * columns a search also looks in. @default none: the label columns only
   */
  modelOf?: ((model: string) => ModelDocument | undefined) | undefined
  /** What the list reads instead of the model's table: a data source's statement as `(…) as t`. */
  from?: Fragment | undefined
  /**
   * The krud whose workflow the rows go through: each row of the page carries its process id
   * (`__process_id`, see `processIdColumn`). Left out by exports and printouts.
   */
  processesOf?: string | undefined
  /** The database's column statistics: a range filter tests its more selective bound first. */
  statistics?: ColumnStatistics | undefined
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

/**
 * What a search of a relation's labels looks in: the related rows' label columns with their
 * translations (a province's name is found in any language it is written in).
 */
function relatedLabelTarget(field: string, relation: ColumnRelation, caller: ListCaller): SearchTarget {
  const related = caller.modelOf?.(relation.model)
  const fields = relation.labelFields.flatMap((name) => [
    name,
    ...(related === undefined ? [] : translationNames(related, name)),
  ])
  return {
    related: { table: caller.tableOf?.(relation.model) ?? relation.model, key: relation.valueField, fields },
    of: field,
  }
}

/** The grid's column filter as the conditions of a read. */
function filterConditions(
  column: GridColumn,
  filter: ColumnFilter,
  value: ListFilter,
  params: ListParams,
  caller: ListCaller,
): ReadCondition[] {
  const field = column.field
  if (filter.type === 'relation' && 'label' in value) {
    const variants = params.labelVariants?.[field] ?? []
    if (variants.length === 0) return []
    return [{ is: 'searched', targets: [relatedLabelTarget(field, filter.relation, caller)], variants }]
  }
  if (filter.type === 'text' && 'text' in value) {
    const text = value.text
    if (text === '') return []
    const match = filter.match ?? 'contains'
    if (match === 'equals') return [{ column: field, is: 'equal', value: text }]
    return [{ column: field, is: 'matching', match, text }]
  }
  if ((filter.type === 'number-range' || filter.type === 'date-range') && ('from' in value || 'to' in value)) {
    const conditions: ReadCondition[] = []
    if (value.from !== undefined) conditions.push({ column: field, is: 'at-least', value: value.from })
    if (value.to !== undefined) {
      conditions.push(
        filter.type === 'date-range' && typeof value.to === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.to)
          ? { column: field, is: 'on-or-before-day', day: value.to }
          : { column: field, is: 'at-most', value: value.to },
      )
    }
    return conditions
  }
  if ((filter.type === 'set' || filter.type === 'relation') && 'in' in value) {
    return [{ column: field, is: 'one-of', values: value.in }]
  }
  return []
}

/** The related row's label of a relation column, read in the same statement. */
function relationLabel(column: GridColumn, caller: ListCaller): ReadColumn | undefined {
  const relation = column.relation
  if (relation === undefined) return undefined
  return {
    label: {
      table: caller.tableOf?.(relation.model) ?? relation.model,
      key: relation.valueField,
      fields: relation.labelFields,
    },
    of: column.field,
    as: `${column.field}${LABEL_SUFFIX}`,
  }
}

/**
 * A grid's list request as a read of its model (or of a data source's rows): the grid's column
 * filters and the global search over its visible text columns, the live or the deleted rows.
 */
function listRead(
  model: ModelDocument,
  grid: GridDocument,
  params: ListParams,
  caller: ListCaller,
  select: readonly ReadColumn[],
): ReadQuery {
  const where: ReadCondition[] = []
  for (const [field, value] of Object.entries(params.filters)) {
    const column = grid.columns.find((candidate) => candidate.field === field)
    if (column?.filter === undefined) continue
    where.push(...filterConditions(column, column.filter, value, params, caller))
  }
  const visible = grid.columns.filter((column) => !column.hidden)
  // A translated text is found in any language (a data source's rows have no translations).
  const targets: SearchTarget[] = visible
    .filter((column) => column.relation === undefined && isTextColumn(model, column.field))
    .flatMap((column) => [column.field, ...(caller.from === undefined ? translationNames(model, column.field) : [])])
  // A relation column is searched as it reads: by its related row's label, not the hidden key.
  if (params.searchVariants.length > 0) {
    for (const column of visible) {
      if (column.relation !== undefined) targets.push(relatedLabelTarget(column.field, column.relation, caller))
    }
  }
  where.push({ is: 'searched', targets, variants: params.searchVariants })
  return {
    model,
    from: caller.from,
    alias: ROW,
    select,
    // A data source's rows are not its table's, whose statistics say nothing of them.
    where: caller.from === undefined ? selectiveBoundsFirst(where, model.table, caller.statistics) : where,
    rows: params.deleted ? 'deleted' : 'live',
  }
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
  return readConditions(listRead(model, grid, params, caller, []), grantAccess(rowConditions, caller.userId))
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
  const select: ReadColumn[] = fields.map((field) => ({ column: field }))
  // A translatable column's texts in the other languages, for a grid read in one of them.
  if (caller.from === undefined) {
    for (const field of fields) select.push(...translationNames(model, field).map((column) => ({ column })))
  }
  for (const column of grid.columns) {
    const label = relationLabel(column, caller)
    if (label !== undefined) select.push(label)
  }
  if (model.softDelete === true && params.deleted) select.push({ column: 'deleted_at' })
  // A table's rows carry their version, so a grid's inline edit is refused when someone changed
  // the row since the page was read (a data source's rows are not edited).
  if (caller.from === undefined) select.push({ version: true, as: VERSION_FIELD })
  if (caller.processesOf !== undefined && caller.from === undefined) {
    select.push({ expression: processIdColumn(caller.processesOf, sql.ref(`${ROW}.${grid.identity}`)) })
  }
  const access = grantAccess(rowConditions, caller.userId)
  const read = listRead(model, grid, params, caller, select)
  const order: OrderKey[] = [...params.sort, { field: grid.identity, desc: false }].map((key) => ({
    by: key.field,
    desc: key.desc,
  }))
  let page: ReadQuery
  if (params.unpaged === true) page = { ...read, order }
  else if (params.after !== undefined) {
    page = {
      ...read,
      where: [...(read.where ?? []), { is: 'after', keys: order, values: params.after }],
      order,
      window: { limit: params.pageSize },
    }
  } else {
    page = { ...read, order, window: { limit: params.pageSize, offset: (params.page - 1) * params.pageSize } }
  }

  const aggregates: Fragment[] = [sql`count(*)::bigint as total`]
  for (const consolidation of grid.consolidation ?? []) {
    const aggregate = consolidation.aggregate
    if (aggregate === undefined) continue
    // The function name is one of the schema's five (sum, avg, count, min, max), never request text.
    const fn = sql.raw(aggregate)
    aggregates.push(
      sql`${fn}(${sql.ref(`${ROW}.${consolidation.column}`)}) as ${sql.ref(`${aggregate}_${consolidation.column}`)}`,
    )
  }
  return {
    page: compileRead(page, access),
    totals: compileReadAggregate(read, access, aggregates),
    cursorFields: order.map((key) => key.by as string),
  }
}
