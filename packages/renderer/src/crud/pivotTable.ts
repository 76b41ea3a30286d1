// The pivot tool's pure half: which grid columns it may group by and aggregate, and the pivot
// endpoint's answer laid out as a table (header texts and row cells, in the reader's words).
import {
  type GridColumn,
  type GridDocument,
  type LanguageCode,
  type ModelDocument,
  modelColumnTypeName,
  type PivotAggregate,
  type PivotAnswer,
} from '@tamga/schema'
import {
  aggregateWord,
  type CellKind,
  cellKind,
  columnHeader,
  filterChoices,
  formatCellValue,
  formatDecimal,
  isNumericKind,
} from '../grid/compile/index.ts'
import { crudText } from './crudMessages.ts'

/** A grid column the pivot may use, with the aggregates its values allow. */
export interface PivotField {
  field: string
  label: string
  kind: CellKind
  /** The aggregates of its values: every one for numbers, counts (and extremes of dates) otherwise. */
  aggregates: PivotAggregate[]
  /** Rows and columns may be grouped by it (a value, not a picture, a file or a long text). */
  groupable: boolean
}

const UNGROUPABLE: ReadonlySet<CellKind> = new Set(['image', 'file', 'html', 'json', 'color'])

function aggregatesOf(kind: CellKind): PivotAggregate[] {
  if (isNumericKind(kind)) return ['sum', 'avg', 'count', 'min', 'max', 'count-distinct']
  if (kind === 'date' || kind === 'datetime') return ['count', 'count-distinct', 'min', 'max']
  return ['count', 'count-distinct']
}

/**
 * The grid's columns the pivot can use: those the model stores (the server groups and
 * aggregates in SQL, so a column made up by the grid cannot be used), in the grid's order.
 */
export function pivotFields(
  grid: GridDocument,
  model: ModelDocument | undefined,
  language: LanguageCode,
): PivotField[] {
  if (model === undefined) return []
  return grid.columns
    .filter((column) => modelColumnTypeName(model, column.field) !== undefined)
    .map((column) => {
      const kind = cellKind(column, model)
      return {
        field: column.field,
        label: columnHeader(column, model, language),
        kind,
        // A related row's key is a number only to the database: it is counted, never summed.
        aggregates: column.relation === undefined ? aggregatesOf(kind) : ['count', 'count-distinct'],
        groupable: !UNGROUPABLE.has(kind),
      }
    })
}

/** The name of an aggregate in the reader's language. */
export function aggregateLabel(aggregate: PivotAggregate, language: LanguageCode): string {
  return aggregate === 'count-distinct' ? crudText('countDistinct', language) : aggregateWord(aggregate, language)
}

/** A column of the laid-out pivot: its key in every row and its header. */
export interface PivotViewColumn {
  key: string
  title: string
  /** A figure (aligned right), not a key. */
  figure: boolean
}

/** The pivot as a table: a column per row field, then one per column key and value. */
export interface PivotView {
  columns: PivotViewColumn[]
  /** One row per row key: `key`, and each column's text by its key. */
  rows: Array<Record<string, string>>
}

/** The text of a key value of the field: the related row's label, a set value's label, or the value formatted as the grid shows it. */
function keyText(
  field: string,
  value: unknown,
  answer: PivotAnswer,
  columns: ReadonlyMap<string, GridColumn>,
  model: ModelDocument | undefined,
  language: LanguageCode,
): string {
  if (value === null || value === undefined || value === '') return '—'
  const label = answer.labels[field]?.[String(value)]
  if (label !== undefined) return label
  const column = columns.get(field)
  if (column === undefined) return String(value)
  const choices = column.filter === undefined ? undefined : filterChoices(column.filter, language)
  return formatCellValue(value, { kind: cellKind(column, model), language, precision: column.precision, choices })
}

/** A figure as the grid shows its column's values; counts are whole numbers, averages keep two decimals. */
function figureText(
  value: unknown,
  aggregate: string,
  column: GridColumn | undefined,
  model: ModelDocument | undefined,
  language: LanguageCode,
): string {
  if (value === null || value === undefined) return ''
  if (aggregate === 'count' || aggregate === 'count-distinct') return formatDecimal(value, 0)
  if (column === undefined) return String(value)
  const kind = cellKind(column, model)
  const precision = aggregate === 'avg' ? (column.precision ?? 2) : column.precision
  return formatCellValue(value, { kind, language, precision })
}

/**
 * Lays the pivot endpoint's answer out as a table. Each row field is a column of key texts;
 * each column key (and, with more than one value, each value under it) is a column of figures,
 * headed by its keys' texts joined with ` / `. Without column fields the value names head the
 * figure columns.
 *
 * @example pivotView(answer, grid, model, 'en_US').rows[0] // { key: '0', r0: 'Individual', c0v0: '3' }
 */
export function pivotView(
  answer: PivotAnswer,
  grid: GridDocument,
  model: ModelDocument | undefined,
  language: LanguageCode,
): PivotView {
  const byField = new Map(grid.columns.map((column) => [column.field, column]))
  const header = (field: string) => {
    const column = byField.get(field)
    return column === undefined ? field : columnHeader(column, model, language)
  }
  const valueTitle = (value: PivotAnswer['values'][number]) =>
    `${aggregateLabel(value.aggregate as PivotAggregate, language)}: ${header(value.column)}`

  const columns: PivotViewColumn[] = answer.rows.map((field, index) => ({
    key: `r${index}`,
    title: header(field),
    figure: false,
  }))
  answer.columnKeys.forEach((keys, columnIndex) => {
    const keyTitle = keys
      .map((value, index) => keyText(answer.columns[index] ?? '', value, answer, byField, model, language))
      .join(' / ')
    answer.values.forEach((value, valueIndex) => {
      const parts = [keyTitle, answer.values.length > 1 || keyTitle === '' ? valueTitle(value) : ''].filter(
        (part) => part !== '',
      )
      columns.push({ key: `c${columnIndex}v${valueIndex}`, title: parts.join(' · '), figure: true })
    })
  })

  const rows = answer.rowKeys.map((keys, rowIndex) => {
    const row: Record<string, string> = { key: String(rowIndex) }
    keys.forEach((value, index) => {
      row[`r${index}`] = keyText(answer.rows[index] ?? '', value, answer, byField, model, language)
    })
    answer.columnKeys.forEach((_, columnIndex) => {
      const cell = answer.cells[rowIndex]?.[columnIndex] ?? null
      answer.values.forEach((value, valueIndex) => {
        row[`c${columnIndex}v${valueIndex}`] =
          cell === null ? '' : figureText(cell[valueIndex], value.aggregate, byField.get(value.column), model, language)
      })
    })
    return row
  })
  return { columns, rows }
}
