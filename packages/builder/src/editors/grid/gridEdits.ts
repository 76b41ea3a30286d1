// The grid builder's edits: each takes a grid and answers the next one (never mutating), and
// keeps what names a column (sort, Excel import, consolidation) in step with the columns.
import {
  columnTypeName,
  columnValueKind,
  effectiveColumns,
  type GridColumn,
  type GridColumnType,
  type GridDocument,
  type GridExcel,
  type ModelColumn,
  type ModelDocument,
} from '@tamga/schema'

const CELL_TYPES: Record<ReturnType<typeof columnValueKind>, GridColumnType> = {
  number: 'number',
  boolean: 'boolean',
  date: 'date',
  datetime: 'datetime',
  time: 'time',
  json: 'text',
  text: 'text',
}

/**
 * The grid column a model column starts as: its label, and the cell type its SQL type reads as
 * (`text` is the default, so it is left out).
 */
export function gridColumnFromModel(column: ModelColumn): GridColumn {
  const type = CELL_TYPES[columnValueKind(columnTypeName(column.type))]
  return {
    field: column.name,
    ...(column.label === undefined ? {} : { label: column.label }),
    ...(type === 'text' ? {} : { type }),
  }
}

/** The model's columns (with the implied timestamps) that the grid does not show yet. */
export function columnsNotInGrid(grid: GridDocument, model: ModelDocument | undefined): ModelColumn[] {
  if (model === undefined) return []
  const shown = new Set((grid.columns ?? []).map((column) => column.field))
  return effectiveColumns({ ...model, columns: model.columns ?? [] }).filter((column) => !shown.has(column.name))
}

/** Adds the named model columns at the end, each once. */
export function addGridColumns(
  grid: GridDocument,
  model: ModelDocument | undefined,
  names: readonly string[],
): GridDocument {
  const wanted = new Set(names)
  const added = columnsNotInGrid(grid, model)
    .filter((column) => wanted.has(column.name))
    .map(gridColumnFromModel)
  return added.length === 0 ? grid : { ...grid, columns: [...(grid.columns ?? []), ...added] }
}

/** Adds every model column the grid does not show yet. */
export function addAllGridColumns(grid: GridDocument, model: ModelDocument | undefined): GridDocument {
  return addGridColumns(
    grid,
    model,
    columnsNotInGrid(grid, model).map((column) => column.name),
  )
}

/** Moves a column from one place to another; past either end it does nothing. */
export function moveGridColumn(grid: GridDocument, from: number, to: number): GridDocument {
  const columns = [...(grid.columns ?? [])]
  if (to < 0 || to >= columns.length || from === to) return grid
  const [moved] = columns.splice(from, 1)
  if (moved === undefined) return grid
  columns.splice(to, 0, moved)
  return { ...grid, columns }
}

/**
 * Removes a column and what names it: the default sort on it, its Excel import header (import
 * goes when no header is left) and its consolidations.
 */
export function removeGridColumn(grid: GridDocument, index: number): GridDocument {
  const column = grid.columns?.[index]
  if (column === undefined) return grid
  const field = column.field
  const next: GridDocument = { ...grid, columns: grid.columns.filter((_, i) => i !== index) }
  if (grid.sort?.field === field) delete next.sort
  if (grid.consolidation !== undefined) {
    const left = grid.consolidation.filter((item) => item.column !== field)
    if (left.length === 0) delete next.consolidation
    else next.consolidation = left
  }
  const imported = grid.excel?.import
  if (grid.excel !== undefined && imported !== undefined) {
    const columns = imported.columns.filter((item) => item.column !== field)
    next.excel = columns.length === 0 ? withoutImport(grid.excel) : { ...grid.excel, import: { ...imported, columns } }
  }
  return next
}

function withoutImport(excel: GridExcel): GridExcel {
  const { import: _dropped, ...rest } = excel
  return rest
}

/** Replaces one column. */
export function setGridColumn(grid: GridDocument, index: number, column: GridColumn): GridDocument {
  return { ...grid, columns: (grid.columns ?? []).map((current, i) => (i === index ? column : current)) }
}

/** The header a column is looked for under in a workbook: its Mongolian label, else its field. */
export function importHeaderOf(column: GridColumn): string {
  const label = column.label
  if (typeof label === 'string') return label
  return label?.mn_MN ?? column.field
}

/**
 * Turns Excel import on (every visible column mapped to its header, data from row 2) or off.
 * The `excel` object goes when it would be empty.
 */
export function setExcelImport(grid: GridDocument, on: boolean): GridDocument {
  const excel = grid.excel ?? {}
  if (!on) {
    const rest = withoutImport(excel)
    return withExcel(grid, rest)
  }
  if (excel.import !== undefined) return grid
  const columns = (grid.columns ?? [])
    .filter((column) => column.hidden !== true && column.formula === undefined)
    .map((column) => ({ column: column.field, header: importHeaderOf(column) }))
  if (columns.length === 0) return grid
  return withExcel(grid, { ...excel, import: { columns, startRow: 2 } })
}

/** Sets the grid's `excel`, leaving it out when nothing is in it. */
export function withExcel(grid: GridDocument, excel: GridExcel): GridDocument {
  const next = { ...grid }
  if (Object.keys(excel).length === 0) delete next.excel
  else next.excel = excel
  return next
}
