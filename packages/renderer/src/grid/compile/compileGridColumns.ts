import {
  type ExpressionNode,
  evaluateExpression,
  FALLBACK_LANGUAGE,
  type GridColumn,
  type GridDocument,
  LABEL_SUFFIX,
  type LanguageCode,
  localizedText,
  type ModelDocument,
  modelColumnTypeName,
  parseExpression,
  translationColumnName,
} from '@tamga/schema'
import type { ColDef, ValueFormatterParams, ValueGetterParams, ValueSetterParams } from 'ag-grid-community'
import { type CellKind, cellKind, isNumericKind } from './cellKind.ts'
import { colorRuleClassRules, ICON_CELL_CLASS } from './colorRule.ts'
import { compileColumnFilter, filterChoices } from './columnFilter.ts'
import { type CellChoice, formatCellValue } from './formatCell.ts'
import { languageTextsOf, translatedValue } from './localizedText.ts'

/** One row of a records list, as the API answers it. */
export type RecordRow = Record<string, unknown>

/** The column id of a numbered grid's row-number column. */
export const ROW_NUMBER_COLUMN_ID = '__row_number'

/** The header of the row-number column, the same in every language (as on the server's exports). */
export const ROW_NUMBER_HEADER = '№'

/** The width of a column the grid document gives none, in pixels (as on the server's exports). */
export const DEFAULT_COLUMN_WIDTH = 120

/** The narrowest a column without a width of its own may be squeezed when columns fill the screen. */
export const MIN_COLUMN_WIDTH = 60

/** The width of the row-number column, in pixels. */
export const ROW_NUMBER_WIDTH = 64

/** Options of {@link compileGridColumns}. */
export interface CompileGridColumnsOptions {
  /**
   * The grid's model: plain columns take their shape (number, date, boolean…) and headers
   * without a label take the model column's label from it.
   */
  model?: ModelDocument | undefined
  /** The reader's language: headers, set labels and translatable values are shown in it. */
  language: LanguageCode
  /**
   * The reader may change rows: the columns the document allows are edited in the grid itself.
   * @default false
   */
  editable?: boolean | undefined
}

/**
 * What a compiled column tells the React layer in `colDef.context`: the document's column and
 * how its cells are shown, for what ag-grid does not draw itself (images, files, links, icons,
 * tags, colour swatches, the workflow status cell).
 */
export interface TamgaColumnContext {
  /** The grid column; absent on the row-number column. */
  column?: GridColumn
  kind: CellKind | 'row-number'
  /** A set column's values with their labels in the reader's language. */
  choices?: CellChoice[]
}

/** Cell kinds a grid edits in place; files, images, HTML, JSON and the workflow status are edited in the form. */
const EDITABLE_KINDS: ReadonlySet<CellKind> = new Set(['text', 'number', 'money', 'date', 'boolean', 'tag', 'color'])

/** The header of a grid column: its label, else the model column's label, else its name. */
export function columnHeader(column: GridColumn, model: ModelDocument | undefined, language: LanguageCode): string {
  if (column.label !== undefined) return localizedText(column.label, language)
  const modelLabel = model?.columns.find((candidate) => candidate.name === column.field)?.label
  return modelLabel === undefined ? column.field : localizedText(modelLabel, language)
}

/** Whether the values a column stores (not shows) are numbers: a relation's key, a number column. */
function storesNumbers(column: GridColumn, kind: CellKind, model: ModelDocument | undefined): boolean {
  const type = modelColumnTypeName(model, column.field)
  if (type !== undefined) return type === 'integer' || type === 'bigint' || type === 'numeric'
  return column.relation === undefined && isNumericKind(kind)
}

/**
 * Whether a cell shows a translation rather than the column's own text: its model column is
 * translatable (the list answer carries `title_en` beside `title`) and the reader's language is
 * not Mongolian.
 */
function showsTranslation(column: GridColumn, model: ModelDocument | undefined, language: LanguageCode): boolean {
  if (language === FALLBACK_LANGUAGE || column.formula !== undefined || column.relation !== undefined) return false
  return model?.columns.find((candidate) => candidate.name === column.field)?.translatable === true
}

function rowValueGetter(
  column: GridColumn,
  language: LanguageCode,
  model: ModelDocument | undefined,
): ((params: ValueGetterParams<RecordRow>) => unknown) | undefined {
  const field = column.field
  if (showsTranslation(column, model, language)) {
    // The reader's language where the record has it, else the Mongolian text (spec 9).
    const translation = translationColumnName(field, language)
    return (params) => {
      const data = params.data
      if (data === undefined) return undefined
      const own = data[translation]
      if (typeof own === 'string' && own.trim() !== '') return own
      // A column also marked translatable may still hold its texts per language as JSON.
      return column.translatable === true ? translatedValue(data[field], language) : data[field]
    }
  }
  if (column.formula !== undefined) {
    const parsed = parseExpression(column.formula)
    const ast: ExpressionNode | undefined = parsed.ok ? parsed.ast : undefined
    return (params) => {
      const data = params.data
      if (data === undefined) return undefined
      // The consolidation row holds totals, not a row to compute the formula over.
      if (params.node?.rowPinned) return data[field]
      if (ast === undefined) return null
      const result = evaluateExpression(ast, data)
      return result.ok ? result.value : null
    }
  }
  if (column.relation !== undefined) {
    const labelKey = `${field}${LABEL_SUFFIX}`
    return (params) => (params.data === undefined ? undefined : (params.data[labelKey] ?? params.data[field]))
  }
  if (column.translatable === true) {
    return (params) => (params.data === undefined ? undefined : translatedValue(params.data[field], language))
  }
  return undefined
}

/** Writes an edited text into the reader's language of a translatable value, keeping the others. */
function translatableValueSetter(field: string, language: LanguageCode) {
  return (params: ValueSetterParams<RecordRow>): boolean => {
    const data = params.data
    const stored = data[field]
    const texts = languageTextsOf(stored)
    const text = params.newValue === null || params.newValue === undefined ? '' : String(params.newValue)
    if (texts === undefined && language === FALLBACK_LANGUAGE) {
      data[field] = text
      return stored !== text
    }
    const previous = texts ?? { [FALLBACK_LANGUAGE]: typeof stored === 'string' ? stored : '' }
    const next = { ...previous, [language]: text }
    // A varchar column keeps the texts as JSON text: it is written back the way it came.
    data[field] = typeof stored === 'string' && texts !== undefined ? JSON.stringify(next) : next
    return previous[language] !== text
  }
}

function editorOf(kind: CellKind, column: GridColumn, choices: CellChoice[] | undefined): Partial<ColDef<RecordRow>> {
  if (choices !== undefined) {
    return { cellEditor: 'agSelectCellEditor', cellEditorParams: { values: choices.map((choice) => choice.value) } }
  }
  switch (kind) {
    case 'number':
    case 'money':
      return {
        cellEditor: 'agNumberCellEditor',
        cellEditorParams: column.precision === undefined ? {} : { precision: column.precision },
      }
    case 'boolean':
      return { cellEditor: 'agCheckboxCellEditor' }
    case 'date':
      return { cellEditor: 'agDateStringCellEditor' }
    default:
      return { cellEditor: 'agTextCellEditor' }
  }
}

function isEditable(
  grid: GridDocument,
  column: GridColumn,
  kind: CellKind,
  options: CompileGridColumnsOptions,
): boolean {
  return (
    options.editable === true &&
    grid.easyEdit === true &&
    column.editable === true &&
    // A formula is computed, a relation shows another table's label and the identity names the row.
    column.formula === undefined &&
    column.relation === undefined &&
    column.field !== grid.identity &&
    EDITABLE_KINDS.has(kind) &&
    // A translation shown is changed in the form, beside the text it translates.
    !showsTranslation(column, options.model, options.language)
  )
}

function widthOf(grid: GridDocument, column: GridColumn): Partial<ColDef<RecordRow>> {
  if (grid.staticWidth === true) {
    const width = column.width ?? DEFAULT_COLUMN_WIDTH
    return { width, minWidth: Math.min(width, MIN_COLUMN_WIDTH) }
  }
  // Filling the screen: columns share the free space in proportion to their widths and never
  // get narrower than the width the document gives them.
  return { flex: column.width ?? DEFAULT_COLUMN_WIDTH, minWidth: column.width ?? MIN_COLUMN_WIDTH }
}

/** The text of a consolidation row's cell: {@link consolidationRow} writes it out already. */
function pinnedText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value)
}

function compileColumn(grid: GridDocument, column: GridColumn, options: CompileGridColumnsOptions): ColDef<RecordRow> {
  const { model, language } = options
  // A relation column shows the related row's label, whatever type its key has.
  const kind: CellKind = column.relation === undefined ? cellKind(column, model) : 'text'
  const statusColumn = column.type === 'process_status'
  const choices = column.filter === undefined ? undefined : filterChoices(column.filter, language, statusColumn)
  const context: TamgaColumnContext = { column, kind, ...(choices === undefined ? {} : { choices }) }
  const format = { kind, language, precision: column.precision, choices }
  const sortable = column.sortable === true
  const valueGetter = rowValueGetter(column, language, model)

  const def: ColDef<RecordRow> = {
    colId: column.field,
    headerName: columnHeader(column, model, language),
    ...(valueGetter === undefined ? { field: column.field } : { valueGetter }),
    // The grid must not guess types from the first page: the document and the model say them.
    cellDataType: false,
    sortable,
    ...widthOf(grid, column),
    valueFormatter: (params: ValueFormatterParams<RecordRow>) =>
      params.node?.rowPinned ? pinnedText(params.value) : formatCellValue(params.value, format),
    context,
  }
  if (column.pinned !== undefined) def.pinned = column.pinned
  if (column.hidden === true) def.hide = true
  if (isNumericKind(kind)) def.type = 'rightAligned'
  if (sortable && grid.sort?.field === column.field) def.initialSort = grid.sort.order ?? 'asc'

  if (column.filter === undefined) {
    def.filter = false
  } else {
    const compiled = compileColumnFilter(column.filter, storesNumbers(column, kind, model), language, statusColumn)
    def.filter = compiled.filter
    def.filterParams = compiled.filterParams
    if (grid.columnFilter === false) {
      // No filter under the headers; the filter stays, for the filter panel beside the grid to set.
      def.floatingFilter = false
      def.suppressHeaderFilterButton = true
    } else {
      def.floatingFilter = true
    }
  }

  if (column.colorRule !== undefined) def.cellClassRules = colorRuleClassRules(column.colorRule)
  if (column.icon !== undefined) def.cellClass = ICON_CELL_CLASS

  if (isEditable(grid, column, kind, options)) {
    def.editable = (params) => !params.node.rowPinned
    Object.assign(def, editorOf(kind, column, choices))
    if (column.translatable === true) def.valueSetter = translatableValueSetter(column.field, language)
  } else {
    def.editable = false
  }
  return def
}

/**
 * The row-number column of a numbered grid: the row's place in the whole list, 1 for the first
 * row of the first page. The infinite row model numbers rows across pages, so the node's
 * `rowIndex + 1` is the list answer's `firstRowNumber` plus the row's place on its page.
 */
export function rowNumberColumn(): ColDef<RecordRow> {
  const context: TamgaColumnContext = { kind: 'row-number' }
  return {
    colId: ROW_NUMBER_COLUMN_ID,
    headerName: ROW_NUMBER_HEADER,
    valueGetter: (params: ValueGetterParams<RecordRow>) => {
      const node = params.node
      if (node === null || node.rowPinned || node.rowIndex === null) return null
      return node.rowIndex + 1
    },
    cellDataType: false,
    width: ROW_NUMBER_WIDTH,
    minWidth: ROW_NUMBER_WIDTH,
    pinned: 'left',
    lockPosition: 'left',
    suppressMovable: true,
    resizable: false,
    sortable: false,
    filter: false,
    editable: false,
    type: 'rightAligned',
    context,
  }
}

/**
 * Compiles a grid document's columns into ag-grid column definitions for the infinite row
 * model: headers in the reader's language (Mongolian when a label has none in it), widths
 * (fixed with `staticWidth`, else filling the screen), left/right pinning, hidden columns,
 * sorting and filtering only where the document allows them (filters the server can answer,
 * see `compileColumnFilter`), the row-number column of a numbered grid, value formatting by
 * column type (spec 9), the threshold colour rule as `cellClassRules`, relation columns showing
 * the label the list answer carries, translatable values in the reader's language, and in-place
 * editing only of the columns the document marks editable in a grid with `easyEdit`, and only
 * when the reader may edit.
 *
 * Each definition's `colId` is the grid column's field, so ag-grid's sort and filter models
 * name grid columns (see `recordsQuery`).
 *
 * @example compileGridColumns(grid, { model, language: 'en_US' })
 */
export function compileGridColumns(grid: GridDocument, options: CompileGridColumnsOptions): ColDef<RecordRow>[] {
  const columns = grid.columns.map((column) => compileColumn(grid, column, options))
  return grid.numbered === true ? [rowNumberColumn(), ...columns] : columns
}
