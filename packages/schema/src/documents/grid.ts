import Type, { type Static } from 'typebox'
import { type DocumentIssue, issue } from '../validation/issue.ts'
import {
  ColorSchema,
  closedObject,
  DocumentNameSchema,
  documentSchema,
  ExpressionSchema,
  LinkTargetSchema,
  LocalizedTextSchema,
  SqlIdentifierSchema,
  UrlSchema,
} from './common.ts'
import type { DocumentKindDefinition } from './definition.ts'
import {
  AggregateFunctionSchema,
  checkFormula,
  SortOrderSchema,
  StaticOptionSchema,
  TriggerMethodSchema,
  TriggerNamespaceSchema,
} from './form.ts'

/** How a grid cell shows its value; `process_status` is the workflow status cell of spec 2.7. */
export const GRID_COLUMN_TYPES = [
  'text',
  'number',
  'money',
  'date',
  'datetime',
  'time',
  'boolean',
  'tag',
  'image',
  'file',
  'color',
  'html',
  'process_status',
] as const

/** One of {@link GRID_COLUMN_TYPES}. */
export const GridColumnTypeSchema = Type.Enum(GRID_COLUMN_TYPES)
export type GridColumnType = Static<typeof GridColumnTypeSchema>

/**
 * Rows of another table shown in place of a foreign key: the column's value is looked up in
 * `valueField` of `model` and the `labelFields` are shown.
 *
 * @example { model: 'aimag', valueField: 'id', labelFields: ['name'] }
 */
export const ColumnRelationSchema = closedObject({
  model: SqlIdentifierSchema,
  valueField: SqlIdentifierSchema,
  labelFields: Type.Array(SqlIdentifierSchema, { minItems: 1 }),
  sortField: Type.Optional(SqlIdentifierSchema),
  /** @default 'asc' */
  sortOrder: Type.Optional(SortOrderSchema),
})
export type ColumnRelation = Static<typeof ColumnRelationSchema>

const sidebar = {
  /** Also shown in the filter panel beside the grid. @default false */
  sidebar: Type.Optional(Type.Boolean()),
}

/**
 * How a column is filtered: free text, a number or date range, a set of values (the listed
 * ones, or the column's distinct values), or rows of a related table.
 */
export const ColumnFilterSchema = Type.Union([
  closedObject({
    type: Type.Literal('text'),
    /** @default 'contains' */
    match: Type.Optional(Type.Enum(['contains', 'equals', 'starts-with'])),
    ...sidebar,
  }),
  closedObject({ type: Type.Literal('number-range'), ...sidebar }),
  closedObject({ type: Type.Literal('date-range'), ...sidebar }),
  closedObject({
    type: Type.Literal('set'),
    /** The values offered; the column's distinct values when absent. */
    options: Type.Optional(Type.Array(StaticOptionSchema, { minItems: 1 })),
    ...sidebar,
  }),
  closedObject({ type: Type.Literal('relation'), relation: ColumnRelationSchema, ...sidebar }),
])
export type ColumnFilter = Static<typeof ColumnFilterSchema>

/**
 * A colour rule of a cell. `threshold`: green when the value is 1 or more, red otherwise
 * (spec 9).
 */
export const ColorRuleSchema = Type.Enum(['threshold'])
export type ColorRule = Static<typeof ColorRuleSchema>

/**
 * One column of a grid.
 *
 * @example { field: 'amount', label: { mn_MN: 'Дүн', en_US: 'Amount' }, type: 'money', sortable: true }
 */
export const GridColumnSchema = closedObject({
  /** The column of the grid's table or data source. */
  field: SqlIdentifierSchema,
  label: Type.Optional(LocalizedTextSchema),
  /** @default 'text' */
  type: Type.Optional(GridColumnTypeSchema),
  /** Width in pixels. */
  width: Type.Optional(Type.Integer({ minimum: 1 })),
  /** @default false */
  hidden: Type.Optional(Type.Boolean()),
  /** @default false */
  sortable: Type.Optional(Type.Boolean()),
  /** Kept at the left or right edge while scrolling sideways; not pinned when absent. */
  pinned: Type.Optional(Type.Enum(['left', 'right'])),
  filter: Type.Optional(ColumnFilterSchema),
  /** The cell is a link; `{column}` in the URL is replaced by the row's value of that column. */
  link: Type.Optional(
    closedObject({
      url: Type.String({ minLength: 1 }),
      /** @default 'self' */
      target: Type.Optional(LinkTargetSchema),
    }),
  ),
  /** A foreign key shown as the related row's label. */
  relation: Type.Optional(ColumnRelationSchema),
  /** @default true */
  printable: Type.Optional(Type.Boolean()),
  /** The cell can be edited in place when the grid allows easy edit. @default false */
  editable: Type.Optional(Type.Boolean()),
  /** The value holds one text per interface language; the current language's is shown. @default false */
  translatable: Type.Optional(Type.Boolean()),
  colorRule: Type.Optional(ColorRuleSchema),
  /** Icon name shown before the value. */
  icon: Type.Optional(Type.String({ minLength: 1 })),
  /** Digits after the decimal point of a `number` or `money` value. */
  precision: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
  /** A computed column, not stored: a formula over other columns of the row. */
  formula: Type.Optional(ExpressionSchema),
})
export type GridColumn = Static<typeof GridColumnSchema>

/**
 * A value shown under a column, computed from all the rows the grid's filter selects: an
 * aggregate of the column, or a formula over the grid's columns (exactly one of the two).
 *
 * @example { column: 'amount', aggregate: 'sum', label: { mn_MN: 'Нийт', en_US: 'Total' } }
 * @example { column: 'title', formula: 'COUNT(id)' }
 */
export const GridConsolidationSchema = closedObject({
  /** The column under which the value is shown. */
  column: SqlIdentifierSchema,
  aggregate: Type.Optional(AggregateFunctionSchema),
  formula: Type.Optional(ExpressionSchema),
  label: Type.Optional(LocalizedTextSchema),
})
export type GridConsolidation = Static<typeof GridConsolidationSchema>

/** What a row offers: open in the form, delete, a read-only view, or a copy into a new form. */
export const GridRowActionSchema = Type.Enum(['edit', 'delete', 'view', 'copy'])
export type GridRowAction = Static<typeof GridRowActionSchema>

/** Paper sizes a grid prints on. */
export const PaperSizeSchema = Type.Enum(['A3', 'A4', 'A5', 'letter', 'legal'])
export type PaperSize = Static<typeof PaperSizeSchema>

/** Excel import and export of a grid's rows. */
export const GridExcelSchema = closedObject({
  /** @default false */
  export: Type.Optional(Type.Boolean()),
  /** Rows can be added from an uploaded workbook; absent when import is off. */
  import: Type.Optional(
    closedObject({
      /** The header in the workbook that fills each column. */
      columns: Type.Array(closedObject({ column: SqlIdentifierSchema, header: Type.String({ minLength: 1 }) }), {
        minItems: 1,
      }),
      /** The first row of data (1-based, after the headers). @default 2 */
      startRow: Type.Optional(Type.Integer({ minimum: 1 })),
      /** A workbook users download to fill in. */
      sampleFile: Type.Optional(UrlSchema),
      /** A server address that takes the upload instead of the standard import. */
      customUrl: Type.Optional(UrlSchema),
    }),
  ),
})
export type GridExcel = Static<typeof GridExcelSchema>

/** The server methods run around a grid's reads and deletes, all in one controller. */
export const GridTriggersSchema = closedObject({
  namespace: TriggerNamespaceSchema,
  beforeFetch: Type.Optional(TriggerMethodSchema),
  afterFetch: Type.Optional(TriggerMethodSchema),
  beforeDelete: Type.Optional(TriggerMethodSchema),
  afterDelete: Type.Optional(TriggerMethodSchema),
  beforePrint: Type.Optional(TriggerMethodSchema),
})
export type GridTriggers = Static<typeof GridTriggersSchema>

/**
 * A grid document: a table of rows read from one model (or one data source), its columns and
 * everything the grid offers around them (selection, filters, paging, Excel, print, totals).
 */
export const GridDocumentSchema = documentSchema('grid', 1, {
  /** The table or view the rows come from; give this or `dataSource`. */
  model: Type.Optional(SqlIdentifierSchema),
  /** The data source document the rows come from; give this or `model`. */
  dataSource: Type.Optional(DocumentNameSchema),
  /** The column that identifies a row. */
  identity: SqlIdentifierSchema,
  /** Only rows for which this condition holds are ever shown. */
  rowFilter: Type.Optional(ExpressionSchema),
  columns: Type.Array(GridColumnSchema, { minItems: 1 }),
  /** Radio (one row) or checkbox (many rows) selection. @default 'none' */
  selection: Type.Optional(Type.Enum(['none', 'single', 'multiple'])),
  /** The grid's accent colour. */
  color: Type.Optional(ColorSchema),
  /** Icon name shown beside the grid's title. */
  icon: Type.Optional(Type.String({ minLength: 1 })),
  /** Editable columns are edited in the grid itself. @default false */
  easyEdit: Type.Optional(Type.Boolean()),
  /** @default ['edit', 'delete'] */
  actions: Type.Optional(Type.Array(GridRowActionSchema, { uniqueItems: true })),
  /** A filter under each column's header. @default true */
  columnFilter: Type.Optional(Type.Boolean()),
  /** One search box over every text column. @default false */
  globalSearch: Type.Optional(Type.Boolean()),
  /** @default true */
  paging: Type.Optional(Type.Boolean()),
  /** @default 50 */
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  /** A row-number column at the left. @default false */
  numbered: Type.Optional(Type.Boolean()),
  /** Columns keep their widths instead of filling the screen. @default false */
  staticWidth: Type.Optional(Type.Boolean()),
  /** Deleting sets `deleted_at`; deleted rows can be listed and restored. @default false */
  softDelete: Type.Optional(Type.Boolean()),
  excel: Type.Optional(GridExcelSchema),
  /** Rows can be printed; absent when printing is off. */
  print: Type.Optional(
    closedObject({
      /** @default 'A4' */
      paperSize: Type.Optional(PaperSizeSchema),
      /** @default 'portrait' */
      orientation: Type.Optional(Type.Enum(['landscape', 'portrait'])),
    }),
  ),
  /** Users can save a filter under a name and apply it again. @default false */
  savedSearch: Type.Optional(Type.Boolean()),
  /** The pivot tool is offered over the rows. @default false */
  pivot: Type.Optional(Type.Boolean()),
  /** @default false */
  refreshButton: Type.Optional(Type.Boolean()),
  consolidation: Type.Optional(Type.Array(GridConsolidationSchema, { minItems: 1 })),
  triggers: Type.Optional(GridTriggersSchema),
  /** The order rows come in before the user sorts. */
  sort: Type.Optional(
    closedObject({
      field: SqlIdentifierSchema,
      /** @default 'asc' */
      order: Type.Optional(SortOrderSchema),
    }),
  ),
})
export type GridDocument = Static<typeof GridDocumentSchema>

const unknownColumn = (path: string, name: string): DocumentIssue =>
  issue(
    path,
    'unknown-column',
    { en_US: `"${name}" is not a column of this grid`, mn_MN: `"${name}" гэсэн багана энэ хүснэгтэд байхгүй` },
    { name },
  )

/**
 * The checks of a grid a JSON Schema cannot express: exactly one of `model` and `dataSource`;
 * column names are unique; the sort field, consolidations and Excel import name columns of the
 * grid; each consolidation is an aggregate or a formula; formulas parse and read only the
 * grid's columns, and the row filter parses.
 */
export function checkGrid(grid: GridDocument): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  if ((grid.model === undefined) === (grid.dataSource === undefined)) {
    issues.push(
      issue(grid.model === undefined ? '' : '/dataSource', 'grid-source', {
        en_US: 'a grid reads from either a model or a data source: give exactly one of "model" and "dataSource"',
        mn_MN: 'хүснэгт модель эсвэл өгөгдлийн эх сурвалжаас уншина: "model", "dataSource" хоёрын яг нэгийг заана уу',
      }),
    )
  }
  const columns = new Set<string>()
  grid.columns.forEach((column, i) => {
    if (columns.has(column.field)) {
      issues.push(
        issue(
          `/columns/${i}/field`,
          'duplicate-name',
          {
            en_US: `"${column.field}" is already used by another column`,
            mn_MN: `"${column.field}" нэрийг өөр багана ашигласан байна`,
          },
          { name: column.field },
        ),
      )
    }
    columns.add(column.field)
  })
  if (grid.sort !== undefined && !columns.has(grid.sort.field)) {
    issues.push(unknownColumn('/sort/field', grid.sort.field))
  }
  grid.consolidation?.forEach((item, i) => {
    if (!columns.has(item.column)) issues.push(unknownColumn(`/consolidation/${i}/column`, item.column))
    if ((item.aggregate === undefined) === (item.formula === undefined)) {
      issues.push(
        issue(`/consolidation/${i}`, 'consolidation-shape', {
          en_US: 'give exactly one of "aggregate" and "formula"',
          mn_MN: '"aggregate", "formula" хоёрын яг нэгийг заана уу',
        }),
      )
    }
  })
  grid.excel?.import?.columns.forEach((item, i) => {
    if (!columns.has(item.column)) issues.push(unknownColumn(`/excel/import/columns/${i}/column`, item.column))
  })
  const isColumn = (name: string): boolean => columns.has(name)
  grid.columns.forEach((column, i) => {
    if (column.formula !== undefined) issues.push(...checkFormula(column.formula, `/columns/${i}/formula`, isColumn))
  })
  grid.consolidation?.forEach((item, i) => {
    if (item.formula !== undefined) {
      issues.push(...checkFormula(item.formula, `/consolidation/${i}/formula`, isColumn))
    }
  })
  // The row filter may name any column of the model, which this document does not list.
  if (grid.rowFilter !== undefined) issues.push(...checkFormula(grid.rowFilter, '/rowFilter'))
  return issues
}

/** The reference grid: the news list. Used in docs, tests and as the grid builder's template. */
export const exampleGrid: GridDocument = {
  kind: 'grid',
  version: 1,
  name: 'news-grid',
  title: { mn_MN: 'Мэдээ', en_US: 'News' },
  model: 'news',
  identity: 'id',
  columns: [
    { field: 'id', label: 'ID', type: 'number', hidden: true },
    {
      field: 'title',
      label: { mn_MN: 'Гарчиг', en_US: 'Title' },
      sortable: true,
      translatable: true,
      filter: { type: 'text' },
      pinned: 'left',
      width: 320,
    },
    {
      field: 'published_at',
      label: { mn_MN: 'Нийтэлсэн огноо', en_US: 'Published on' },
      type: 'date',
      sortable: true,
      filter: { type: 'date-range' },
    },
  ],
  actions: ['edit', 'delete', 'view'],
  pageSize: 20,
  softDelete: true,
  sort: { field: 'published_at', order: 'desc' },
}

/** The grid document kind: version 1, its schema, example and checks. */
export const gridKind: DocumentKindDefinition<GridDocument> = {
  kind: 'grid',
  version: 1,
  schema: GridDocumentSchema,
  example: exampleGrid,
  check: checkGrid,
}
