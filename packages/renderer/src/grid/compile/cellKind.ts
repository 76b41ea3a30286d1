import {
  columnValueKind,
  type GridColumn,
  type GridColumnType,
  type ModelDocument,
  modelColumnTypeName,
} from '@tamga/schema'

/**
 * How a cell shows its value: a grid column type, or `json` for a plain column over a `json`
 * or `jsonb` model column.
 */
export type CellKind = GridColumnType | 'json'

/**
 * How a column's cells are shown. A column with a `type` is shown as that type; a plain
 * column (no type, or `text`) takes its shape from the model, so an integer column reads as a
 * number and a timestamp as a date-time without the grid document repeating it.
 *
 * @example cellKind({ field: 'view_count' }, newsModel) // 'number'
 */
export function cellKind(column: GridColumn, model: ModelDocument | undefined): CellKind {
  if (column.type !== undefined && column.type !== 'text') return column.type
  return columnValueKind(modelColumnTypeName(model, column.field))
}

/** Whether a column's values are numbers: what its filter inputs and its editor take. */
export function isNumericKind(kind: CellKind): boolean {
  return kind === 'number' || kind === 'money'
}
