import type { AccessCondition } from '@tamga/schema'
import {
  type DocumentIssue,
  type GridColumn,
  type GridDocument,
  issue,
  type ModelDocument,
  type PivotAggregate,
  pointer,
} from '@tamga/schema'
import { type RawBuilder, sql } from 'kysely'
import { tamgaError } from '../http/errors.ts'
import type { Fragment } from '../reads/rowConditions.ts'
import type { ListCaller, ListParams } from '../records/listQuery.ts'
import { compileListWhere, LIST_ROW_ALIAS } from '../records/listQuery.ts'
import { aggregateSql } from './aggregateSql.ts'
import { aggregateResultKind } from './compileDatasource.ts'
import { chartValue, modelColumnKinds, type ValueKind } from './valueKinds.ts'

// The aggregates are the pivot request's, defined once with it in @tamga/schema.
export { PIVOT_AGGREGATES, type PivotAggregate } from '@tamga/schema'

/** The most cells (row keys × column keys × values) a pivot answers. */
export const MAX_PIVOT_CELLS = 10_000

/** What a pivot asks for: grid columns for its rows and columns, and the values in its cells. */
export interface PivotRequest {
  rows: readonly string[]
  columns: readonly string[]
  values: ReadonlyArray<{ column: string; aggregate: PivotAggregate }>
}

/** The pivot table: every combination of row and column keys, each cell one value per requested value. */
export interface PivotTable {
  rows: string[]
  columns: string[]
  /** The requested values, each with its `key`: `sum_amount`. */
  values: Array<{ column: string; aggregate: PivotAggregate; key: string }>
  /** The distinct value combinations of the row columns, sorted; `[]` once when there are none. */
  rowKeys: unknown[][]
  /** The distinct value combinations of the column columns, sorted; `[]` once when there are none. */
  columnKeys: unknown[][]
  /**
   * `cells[row][column]`: the values (in the order of `values`) of the rows with
   * `rowKeys[row]` and `columnKeys[column]`, or null when there are no such rows.
   */
  cells: Array<Array<unknown[] | null>>
  /** The label of each value of a relation column (the related row's label fields): column → value → label. */
  labels: Record<string, Record<string, string>>
}

/** The compiled pivot: one statement, and how its rows become the table. */
export interface CompiledPivot {
  statement: RawBuilder<Record<string, unknown>>
  /** Shapes the statement's rows into the table; refuses a table of more than {@link MAX_PIVOT_CELLS} cells. */
  table(rows: ReadonlyArray<Record<string, unknown>>): PivotTable
}

/** What {@link compilePivot} needs. */
export interface CompilePivotOptions {
  model: ModelDocument
  grid: GridDocument
  request: PivotRequest
  /** The list request's filters and search, read with `readListRequest`. */
  params: ListParams
  /** The caller's row conditions on the krud. */
  rowConditions: readonly AccessCondition[]
  caller: ListCaller
  /** Resolves a relation column's model to its table, for the labels. */
  tableOf: (model: string) => string | undefined
}

const ROW_RANK = '__row'
const COLUMN_RANK = '__column'

function tooLarge(cells: number | undefined): never {
  const message = {
    en_US: `The pivot would have more than ${MAX_PIVOT_CELLS} cells: choose fewer row or column fields, or filter the rows`,
    mn_MN: `Пивот хүснэгт ${MAX_PIVOT_CELLS}-аас олон нүдтэй болох байна: мөр, баганын талбарыг цөөлөх эсвэл шүүлт хийнэ үү`,
  }
  throw tamgaError('VALIDATION_FAILED', {
    in: 'body',
    issues: [issue('', 'pivot-too-large', message, { maxCells: MAX_PIVOT_CELLS, ...(cells ? { cells } : {}) })],
    messages: message,
  })
}

function relationLabel(column: GridColumn, value: Fragment, tableOf: (model: string) => string | undefined) {
  const relation = column.relation
  const table = relation === undefined ? undefined : tableOf(relation.model)
  if (relation === undefined || table === undefined) return undefined
  const labels = relation.labelFields.map((field) => sql`r.${sql.ref(field)}::text`)
  const label = labels.length === 1 ? labels[0] : sql`concat_ws(' ', ${sql.join(labels)})`
  return sql`(select ${label} from ${sql.table(table)} as r where r.${sql.ref(relation.valueField)} = ${value} limit 1)`
}

/**
 * Compiles a pivot over a krud's rows (issue 6: "group-by rows × columns × aggregate computed
 * in SQL, returned as a table") into ONE statement: the list's WHERE (soft delete, the caller's
 * row conditions, the grid's filters and search, exactly as the records list), grouped by the
 * row and column fields, each group's aggregates, and the position of its row and column keys
 * (`dense_rank`) so that the table is laid out without sorting values in JavaScript. Row and
 * column fields and value columns must be columns of the grid (and the model); `sum` and `avg`
 * need numbers. The statement stops one group past what {@link MAX_PIVOT_CELLS} allows, so a
 * pivot too large is refused without reading it whole.
 */
export function compilePivot(options: CompilePivotOptions): CompiledPivot {
  const { model, grid, request, params, rowConditions, caller } = options
  const kinds = modelColumnKinds(model)
  const issues: DocumentIssue[] = []
  const gridColumn = (field: string, path: string): GridColumn | undefined => {
    const column = grid.columns.find((candidate) => candidate.field === field)
    if (column === undefined || !kinds.has(field)) {
      issues.push(
        issue(
          path,
          'unknown-column',
          {
            en_US: `"${field}" is not a column of the grid "${grid.name}"`,
            mn_MN: `"${field}" гэсэн багана "${grid.name}" хүснэгтэд байхгүй`,
          },
          { column: field },
        ),
      )
      return undefined
    }
    return column
  }

  const seen = new Set<string>()
  const dimensionColumns = (fields: readonly string[], part: 'rows' | 'columns') =>
    fields.map((field, index) => {
      const path = pointer(part, index)
      if (seen.has(field)) {
        issues.push(
          issue(
            path,
            'duplicate-field',
            { en_US: `"${field}" is already a row or column field`, mn_MN: `"${field}" аль хэдийн сонгогдсон` },
            { column: field },
          ),
        )
      }
      seen.add(field)
      return gridColumn(field, path)
    })
  const rowColumns = dimensionColumns(request.rows, 'rows')
  const columnColumns = dimensionColumns(request.columns, 'columns')
  const valueKinds: ValueKind[] = request.values.map((value, index) => {
    const kind = gridColumn(value.column, pointer('values', index, 'column')) && kinds.get(value.column)
    if (kind === undefined) return 'json'
    const result = aggregateResultKind(value.aggregate, kind)
    if (result === undefined) {
      issues.push(
        issue(
          pointer('values', index, 'aggregate'),
          'aggregate-type',
          {
            en_US: `"${value.aggregate}" does not apply to the ${kind} column "${value.column}"`,
            mn_MN: `"${value.aggregate}" функц ${kind} төрлийн "${value.column}" баганад хэрэглэгдэхгүй`,
          },
          { aggregate: value.aggregate, column: value.column },
        ),
      )
      return 'json'
    }
    return result
  })
  if (issues.length > 0) throw tamgaError('VALIDATION_FAILED', { issues, in: 'body' })

  const t = (field: string) => sql.ref(`${LIST_ROW_ALIAS}.${field}`)
  const rowNames = request.rows.map((_, index) => `r${index}`)
  const columnNames = request.columns.map((_, index) => `c${index}`)
  const valueNames = request.values.map((_, index) => `v${index}`)
  const grouped: Fragment[] = [
    ...request.rows.map((field, index) => sql`${t(field)} as ${sql.ref(rowNames[index] as string)}`),
    ...request.columns.map((field, index) => sql`${t(field)} as ${sql.ref(columnNames[index] as string)}`),
  ]
  const aggregates = request.values.map((value, index) => {
    const target = t(value.column)
    return sql`${aggregateSql(value.aggregate, target)} as ${sql.ref(valueNames[index] as string)}`
  })
  const groupBy = [...request.rows, ...request.columns].map((field) => t(field))
  const conditions = compileListWhere(model, grid, params, rowConditions, caller)
  const where = conditions.length === 0 ? sql`` : sql` where ${sql.join(conditions, sql` and `)}`
  const group = groupBy.length === 0 ? sql`` : sql` group by ${sql.join(groupBy)}`
  const inner = sql`select ${sql.join([...grouped, ...aggregates])} from ${sql.table(model.table)} as ${sql.table(LIST_ROW_ALIAS)}${where}${group}`

  const g = (name: string) => sql.ref(`g.${name}`)
  const rank = (names: readonly string[]) =>
    names.length === 0 ? sql`1` : sql`dense_rank() over (order by ${sql.join(names.map((name) => g(name)))})`
  const labelled: Fragment[] = []
  const labelKeys: Array<{ field: string; name: string }> = []
  const labelFor = (columns: ReadonlyArray<GridColumn | undefined>, names: readonly string[]) =>
    columns.forEach((column, index) => {
      const name = names[index] as string
      const label = column === undefined ? undefined : relationLabel(column, g(name), options.tableOf)
      if (column === undefined || label === undefined) return
      labelled.push(sql`${label} as ${sql.ref(`l_${name}`)}`)
      labelKeys.push({ field: column.field, name })
    })
  labelFor(rowColumns, rowNames)
  labelFor(columnColumns, columnNames)

  const maxGroups = Math.floor(MAX_PIVOT_CELLS / Math.max(request.values.length, 1))
  const statement = sql<Record<string, unknown>>`select g.*, ${sql.join([
    sql`${rank(rowNames)} as ${sql.ref(ROW_RANK)}`,
    sql`${rank(columnNames)} as ${sql.ref(COLUMN_RANK)}`,
    ...labelled,
  ])} from (${inner}) as g order by ${sql.ref(ROW_RANK)}, ${sql.ref(COLUMN_RANK)} limit ${maxGroups + 1}`

  const rowKinds = request.rows.map((field) => kinds.get(field))
  const columnKinds = request.columns.map((field) => kinds.get(field))

  return {
    statement,
    table(rows) {
      if (rows.length > maxGroups) tooLarge(undefined)
      const rowKeys: unknown[][] = []
      const columnKeys: unknown[][] = []
      const labels: Record<string, Record<string, string>> = {}
      for (const row of rows) {
        const rowIndex = Number(row[ROW_RANK]) - 1
        const columnIndex = Number(row[COLUMN_RANK]) - 1
        rowKeys[rowIndex] ??= rowNames.map((name, index) => chartValue(row[name], rowKinds[index]))
        columnKeys[columnIndex] ??= columnNames.map((name, index) => chartValue(row[name], columnKinds[index]))
        for (const { field, name } of labelKeys) {
          const label = row[`l_${name}`]
          if (typeof label !== 'string' || row[name] === null || row[name] === undefined) continue
          labels[field] ??= {}
          ;(labels[field] as Record<string, string>)[String(row[name])] = label
        }
      }
      const cellCount = rowKeys.length * columnKeys.length * request.values.length
      if (cellCount > MAX_PIVOT_CELLS) tooLarge(cellCount)
      const cells: Array<Array<unknown[] | null>> = rowKeys.map(() => columnKeys.map(() => null))
      for (const row of rows) {
        const line = cells[Number(row[ROW_RANK]) - 1]
        if (line === undefined) continue
        line[Number(row[COLUMN_RANK]) - 1] = valueNames.map((name, index) => chartValue(row[name], valueKinds[index]))
      }
      return {
        rows: [...request.rows],
        columns: [...request.columns],
        values: request.values.map((value) => ({ ...value, key: `${value.aggregate}_${value.column}` })),
        rowKeys,
        columnKeys,
        cells,
        labels,
      }
    },
  }
}
