// The pure grid compiler of @tamga/renderer: a Tamga grid document → ag-grid (infinite row
// model) columns and options, ag-grid's sort and filter state → the records API's query, and
// the list answer's consolidations → the pinned bottom row. No React here.

export { type CellKind, cellKind, isNumericKind } from './cellKind.ts'
export {
  colorRuleClassRules,
  ICON_CELL_CLASS,
  NEGATIVE_CELL_CLASS,
  POSITIVE_CELL_CLASS,
  thresholdClass,
} from './colorRule.ts'
export {
  type AgFilterName,
  type CompiledFilter,
  choiceIndexOf,
  choiceOptionKey,
  compileColumnFilter,
  DATE_RANGE_OPTIONS,
  filterChoices,
  MAX_SET_CONDITIONS,
  NUMBER_RANGE_OPTIONS,
  type TamgaFilterParams,
  TEXT_MATCH_OPTIONS,
} from './columnFilter.ts'
export {
  type CompileGridColumnsOptions,
  columnHeader,
  compileGridColumns,
  DEFAULT_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  type RecordRow,
  ROW_NUMBER_COLUMN_ID,
  ROW_NUMBER_HEADER,
  ROW_NUMBER_WIDTH,
  rowNumberColumn,
  type TamgaColumnContext,
} from './compileGridColumns.ts'
export {
  type CompiledGridOptions,
  compileGridOptions,
  DEFAULT_GRID_PAGE_SIZE,
  gridPageSize,
  rowSelectionOf,
} from './compileGridOptions.ts'
export {
  aggregateWord,
  type ConsolidationCell,
  type ConsolidationRow,
  consolidationKey,
  consolidationRow,
} from './consolidationRow.ts'
export {
  BOOLEAN_TEXT,
  type CellChoice,
  type CellFormat,
  formatCellValue,
  formatDecimal,
  isTruthyFlag,
} from './formatCell.ts'
export { languageTextsOf, translatedValue } from './localizedText.ts'
export {
  RecordsQueryError,
  type RecordsQueryOptions,
  type RowsRequest,
  recordsQuery,
} from './recordsQuery.ts'
export {
  isRelationFilterModel,
  type RelationChoice,
  type RelationFilterModel,
  relationFilterModel,
  relationFilterPasses,
  relationListFilter,
} from './relationFilterModel.ts'
export {
  serverFilterValue,
  shiftDay,
} from './serverFilter.ts'
