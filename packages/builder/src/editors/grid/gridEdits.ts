// The grid builder's edits: each takes a grid and answers the next one (never mutating), and
// keeps what names a column (sort, Excel import, consolidation) in step with the columns.
import {
  type ColumnRelation,
  columnTypeName,
  columnValueKind,
  effectiveColumns,
  type GridColumn,
  type GridColumnType,
  type GridDocument,
  type GridExcel,
  isSystemColumn,
  type ModelColumn,
  type ModelDocument,
  modelLabelColumn,
  PROCESS_STATUS_COLUMN,
  referencedBy,
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
 * What a model column needs to be shown as a person reads it: its model (for its foreign keys)
 * and the project's models (for the labels of the rows a foreign key points at).
 */
export interface GridColumnContext {
  model: ModelDocument
  models?: readonly ModelDocument[] | undefined
}

/**
 * The related rows a foreign key column shows instead of their keys: the model it points at,
 * the key it matches and that model's naming column; none when the related model is not known
 * or has nothing to show but its key.
 *
 * @example relationOfColumn('aimag_id', { model: event, models: [aimag] }) // { model: 'aimag', valueField: 'id', labelFields: ['name'] }
 */
export function relationOfColumn(column: string, context: GridColumnContext): ColumnRelation | undefined {
  const target = referencedBy(context.model, column)
  if (target === undefined) return undefined
  const related = context.models?.find((model) => model.name === target.model)
  const label = related === undefined ? undefined : modelLabelColumn(related)
  if (label === undefined || label === target.column) return undefined
  return { model: target.model, valueField: target.column, labelFields: [label] }
}

/**
 * The grid column a model column starts as: its label as the header, the cell type its SQL type
 * reads as (`text` is the default, so it is left out), the workflow's status drawn as a status,
 * and with a `context`, a foreign key shown as the related rows' labels (headed by the related
 * model's title when the column has no label of its own).
 */
export function gridColumnFromModel(column: ModelColumn, context?: GridColumnContext): GridColumn {
  const relation = context === undefined ? undefined : relationOfColumn(column.name, context)
  if (relation !== undefined) {
    const label = column.label ?? context?.models?.find((model) => model.name === relation.model)?.title
    return { field: column.name, ...(label === undefined ? {} : { label }), relation }
  }
  const type =
    column.name === PROCESS_STATUS_COLUMN ? 'process_status' : CELL_TYPES[columnValueKind(columnTypeName(column.type))]
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

/**
 * Adds the named model columns at the end, each once; with the project's `models`, foreign keys
 * show the related rows' labels.
 */
export function addGridColumns(
  grid: GridDocument,
  model: ModelDocument | undefined,
  names: readonly string[],
  models?: readonly ModelDocument[],
): GridDocument {
  if (model === undefined) return grid
  const wanted = new Set(names)
  const added = columnsNotInGrid(grid, model)
    .filter((column) => wanted.has(column.name))
    .map((column) => gridColumnFromModel(column, { model, models }))
  return added.length === 0 ? grid : { ...grid, columns: [...(grid.columns ?? []), ...added] }
}

/** What "add all columns" adds beyond the model's own columns. */
export interface AddAllColumnsOptions {
  /** The workflow's status column too (a grid of a krud with a workflow shows it). @default false */
  status?: boolean
}

/**
 * Adds every column of the model a person fills in that the grid does not show yet: the system's
 * columns ({@link isSystemColumn}: keys, timestamps, authors, translations, the workflow status
 * unless asked for) are left for the column picker. With the project's `models`, foreign keys
 * show the related rows' labels ("Ховд", not 20).
 *
 * @example addAllGridColumns(grid, event, models) // title, aimag_id (relation to aimag's name), amount
 */
export function addAllGridColumns(
  grid: GridDocument,
  model: ModelDocument | undefined,
  models?: readonly ModelDocument[],
  options: AddAllColumnsOptions = {},
): GridDocument {
  if (model === undefined) return grid
  const own = { ...model, columns: model.columns ?? [] }
  return addGridColumns(
    grid,
    model,
    columnsNotInGrid(grid, model)
      .filter((column) => !isSystemColumn(own, column, { status: options.status === true }))
      .map((column) => column.name),
    models,
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
