import type {
  ColumnFilter,
  ColumnRelation,
  GridColumn,
  GridColumnType,
  GridDocument,
  GridRowAction,
  LocalizedText,
} from '@tamga/schema'
import { emit, type ImportContext, sqlName, translateCondition } from './context.ts'
import {
  changedMessage,
  conditionLeftBehindMessage,
  conflictMessage,
  invalidValueMessage,
  type Phrase,
  phrase,
  rawSqlMessage,
  sqlConditionMessage,
  triggerMessage,
  unknownElementMessage,
} from './messages.ts'
import type { ImportReporter } from './report.ts'
import { type JsonRecord, SourceObject } from './source.ts'
import { LAMBDA_COLUMN_METADATA_KEYS } from './table.ts'

/** Lambda's grid cell types (`gridType`) and the Tamga column type each becomes. */
export const LAMBDA_COLUMN_TYPES: Readonly<Record<string, GridColumnType>> = {
  Text: 'text',
  Number: 'number',
  Money: 'money',
  Date: 'date',
  Datetime: 'datetime',
  DateTime: 'datetime',
  Time: 'time',
  Switch: 'boolean',
  Boolean: 'boolean',
  Checkbox: 'boolean',
  Tag: 'tag',
  Image: 'image',
  File: 'file',
  Color: 'color',
  ColorPicker: 'color',
  Html: 'html',
  process_status: 'process_status',
}

/** Lambda's row action codes: `e` edit, `d` delete, `v` view, `cl` clone (copy into a new form). */
const ROW_ACTIONS: Readonly<Record<string, GridRowAction>> = { e: 'edit', d: 'delete', v: 'view', cl: 'copy' }

/** Keys of a Lambda grid column that, beside the column's own, only hold the builder's state. */
const COLUMN_METADATA_KEYS = [...LAMBDA_COLUMN_METADATA_KEYS, 'excelImportGridType', 'updateable', 'update'] as const

// Phrases several notes of this file share, so the same thing is called the same in every note.
const LABEL_COLUMN = phrase('the label column', 'харуулах багана')
const SORT_COLUMN = phrase('the sort column', 'эрэмбэлэх багана')
const ROW_CONDITION = phrase('the row condition', 'мөрийн нөхцөл')

/**
 * Lambda's grid trigger keys, in the order they are reported, and when each runs as the
 * attribute of "trigger": Mongolian says "before" with the ablative of the verb and "after"
 * with its genitive.
 */
const GRID_TRIGGER_EVENTS: Readonly<Record<string, Phrase>> = {
  beforeFetch: phrase('beforeFetch', 'мөр уншихаас өмнөх'),
  afterFetch: phrase('afterFetch', 'мөр уншсаны дараах'),
  beforeDelete: phrase('beforeDelete', 'мөр устгахаас өмнөх'),
  afterDelete: phrase('afterDelete', 'мөр устгасны дараах'),
  beforePrint: phrase('beforePrint', 'хэвлэхээс өмнөх'),
}

interface GridMapping {
  name: string
  title?: LocalizedText
}

/**
 * Maps a Lambda grid (the decoded `schema` of a vb_schemas row of type grid, or a raw grid
 * file) to a Tamga grid document. SQL conditions, triggers and settings Tamga has no place for
 * are reported.
 */
export function importGrid(
  grid: JsonRecord,
  mapping: GridMapping,
  context: ImportContext,
  reporter: ImportReporter,
): GridDocument | undefined {
  const source = new SourceObject(grid, '', reporter)
  const model = sqlName(source.raw('model'), reporter, source.at('model'), phrase('the table name', 'хүснэгтийн нэр'))
  if (model === undefined) {
    reporter.unreadable(
      source.at('model'),
      invalidValueMessage(phrase('the grid table "model"', 'мөр унших хүснэгт ("model")'), grid.model),
    )
    return undefined
  }
  const identity =
    sqlName(
      source.raw('identity') ?? 'id',
      reporter,
      source.at('identity'),
      phrase('the identity column', 'таних багана'),
    ) ?? 'id'
  const mainTable = source.text('mainTable')
  source.skip('isView')
  if (mainTable !== undefined && mainTable.toLowerCase() !== model)
    reporter.notCarried(source.at('mainTable'), {
      en_US: `rows are read from "${model}" but written to "${mainTable}"; a Tamga grid reads and deletes in one model`,
      mn_MN: `мөрүүдийг "${model}" хүснэгтээс уншиж, "${mainTable}" хүснэгтэд бичдэг; Tamga хүснэгт нэг моделиос уншиж, устгадаг`,
    })

  const printing = source.boolean('isPrint') === true
  const columns: GridColumn[] = []
  let searchable = 0
  for (const column of source.objects('schema')) {
    const field = sqlName(column.raw('model'), reporter, column.at('model'), phrase('the column name', 'баганын нэр'))
    if (field === undefined) {
      reporter.notCarried(
        column.path,
        invalidValueMessage(phrase('a column without a name', 'нэргүй багана'), column.value.label ?? null),
      )
      continue
    }
    if (columns.some((existing) => existing.field === field)) {
      reporter.notCarried(column.path, invalidValueMessage(phrase('a second column for', 'давхардсан багана'), field))
      continue
    }
    column.skip(...COLUMN_METADATA_KEYS)
    const result: GridColumn = { field }
    const label = column.text('label')
    if (label !== undefined) result.label = label
    const gridType = column.text('gridType')
    if (gridType !== undefined) {
      const type = LAMBDA_COLUMN_TYPES[gridType]
      if (type === undefined) reporter.notCarried(column.at('gridType'), unknownElementMessage(gridType, 'text'))
      else if (type !== 'text') result.type = type
    }
    const width = column.number('width')
    if (width !== undefined && Number.isInteger(width) && width >= 1) result.width = width
    if (column.boolean('hide') === true) result.hidden = true
    if (column.boolean('sortable') === true) result.sortable = true
    const pinned = column.boolean('pinned')
    const pinPosition = column.text('pinPosition')
    if (pinned === true) result.pinned = pinPosition === 'right' ? 'right' : 'left'
    const link = column.text('link')
    const target = column.text('linkTarget')
    if (link !== undefined)
      result.link = {
        url: link,
        ...(target === '_blank' ? { target: 'blank' as const } : target === '_new' ? { target: 'new' as const } : {}),
      }
    const printable = column.boolean('printable')
    if (printing && printable === false) result.printable = false
    const editable = column.object('editable')
    if (editable?.boolean('status') === true) result.editable = true
    editable?.skip('type', 'shouldUpdate', 'shouldPost')
    if (column.boolean('hasTranslation') === true) result.translatable = true
    if (column.boolean('searchable') === true) searchable += 1
    const relation = readColumnRelation(
      column.object('relation'),
      phrase(`the lookup of "${field}"`, `"${field}" баганын холбоос`),
    )
    if (relation !== undefined) result.relation = relation
    const filterable = column.boolean('filterable') === true
    const filter = column.object('filter')
    if (filterable && filter !== undefined) {
      const mapped = readFilter(filter, field)
      if (mapped !== undefined) result.filter = mapped
    } else filter?.skip('type', 'param', 'paramCompareType', 'showSideFilter', 'default', 'relation', 'label')
    if (column.boolean('virtualColumn') === true)
      reporter.notCarried(
        column.at('virtualColumn'),
        invalidValueMessage(
          phrase('a virtual column (computed by Lambda code)', 'Lambda-ийн кодоор тооцоолдог виртуал багана'),
          field,
        ),
      )
    column.skip('canExcelImport', 'excelImportFieldName', 'excelImportRelation')
    columns.push(result)
  }
  if (columns.length === 0) {
    reporter.unreadable(
      source.at('schema'),
      invalidValueMessage(phrase('a grid without columns', 'баганагүй хүснэгт'), grid.model),
    )
    return undefined
  }

  const document: GridDocument = {
    kind: 'grid',
    version: 1,
    name: mapping.name,
    ...(mapping.title === undefined ? {} : { title: mapping.title }),
    model,
    identity,
    columns,
  }
  const actions: GridRowAction[] = []
  ;(source.array('actions') ?? []).forEach((code, index) => {
    const action = typeof code === 'string' ? ROW_ACTIONS[code] : undefined
    if (action !== undefined) {
      if (!actions.includes(action)) actions.push(action)
    } else if (code === 'dbl')
      reporter.approximated(source.at('actions', index), {
        en_US: 'double-click to open a row ("dbl") is how Tamga grids open rows anyway',
        mn_MN: 'Tamga хүснэгт мөрийг угаасаа давхар товшиход ("dbl") нээдэг',
      })
    else
      reporter.notCarried(
        source.at('actions', index),
        invalidValueMessage(phrase('the row action', 'мөрийн үйлдэл'), code),
      )
  })
  if (!(actions.length === 2 && actions.includes('edit') && actions.includes('delete'))) document.actions = actions
  if (source.boolean('hasCheckbox') === true) document.selection = 'multiple'
  if (source.boolean('staticWidth') === true) document.staticWidth = true
  if (source.boolean('softDelete') === true) document.softDelete = true
  const pageSize = source.number('paging')
  if (pageSize !== undefined && Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= 1000 && pageSize !== 50)
    document.pageSize = pageSize
  if (source.boolean('isNumbered') === true) document.numbered = true
  if (source.boolean('isRefresh') === true) document.refreshButton = true
  if (source.boolean('isPivot') === true) document.pivot = true
  if (source.boolean('saveFilter') === true) document.savedSearch = true
  if (source.boolean('isGlobalSearch') === true) document.globalSearch = true
  if (searchable > 0) {
    document.globalSearch = true
    reporter.approximated(source.at('schema'), {
      en_US: `${searchable} column(s) marked searchable became the grid-wide search box`,
      mn_MN: `хайлт хийх боломжтой гэж тэмдэглэсэн ${searchable} баганыг хүснэгтийн ерөнхий хайлтын талбар болгосон`,
    })
  }
  if (source.boolean('colFilterButton') === false) document.columnFilter = false
  const exportExcel = source.boolean('isExcel') === true
  const upload = source.boolean('isExcelUpload') === true
  if (exportExcel) document.excel = { export: true }
  if (upload)
    reporter.notCarried(source.at('isExcelUpload'), {
      en_US:
        'Excel upload is on, but Lambda keeps its column headers in the form; set up the Tamga Excel import by hand',
      mn_MN:
        'Excel-ээс оруулах тохиргоо идэвхтэй боловч Lambda баганын гарчгийг маягтдаа хадгалдаг; Tamga-ийн Excel оруулалтыг гараар тохируулна уу',
    })
  source.skip(
    'excelUploadSample',
    'excelImportRowtoStart',
    'excelUploadCustomUrl',
    'excelUploadCustomNamespace',
    'excelUploadCustomTrigger',
    'excelImportRelation',
  )
  if (printing) {
    const size = source.text('printSize')
    document.print = size === 'A3' || size === 'A4' || size === 'A5' ? { paperSize: size } : {}
  } else source.skip('printSize')
  const sortField = sqlName(source.raw('sort'), reporter, source.at('sort'), SORT_COLUMN)
  const sortOrder = source.text('sortOrder')
  const sordOrder = source.text('sordOrder')
  // Lambda writes the direction twice, once misspelt; the correctly spelt key wins.
  const order = sortOrder ?? sordOrder
  if (sortOrder !== undefined && sordOrder !== undefined && sortOrder !== sordOrder)
    reporter.approximated(
      source.at('sordOrder'),
      conflictMessage(
        phrase('the sort direction (sortOrder/sordOrder)', 'эрэмбийн чиглэл ("sortOrder"/"sordOrder")'),
        sortOrder,
        sordOrder,
      ),
    )
  if (sortField !== undefined && columns.some((column) => column.field === sortField))
    document.sort = { field: sortField, ...(order === 'desc' ? { order: 'desc' as const } : {}) }
  else if (sortField !== undefined)
    reporter.notCarried(
      source.at('sort'),
      invalidValueMessage(
        phrase('the sort column (not a column of the grid)', 'эрэмбэлэх багана (хүснэгтийн багана биш)'),
        sortField,
      ),
    )
  const condition = source.text('condition')
  if (condition !== undefined) {
    const translation = translateCondition(context, model, condition)
    if (translation.ok) {
      document.rowFilter = translation.formula
      reporter.approximated(
        source.at('condition'),
        sqlConditionMessage(ROW_CONDITION, condition, translation.formula, translation.comparesText),
      )
    } else
      reporter.notCarried(
        source.at('condition'),
        conditionLeftBehindMessage(ROW_CONDITION, condition, model, translation),
      )
  }
  const triggers = source.object('triggers')
  if (triggers !== undefined) {
    const namespace = triggers.text('namespace') ?? ''
    for (const [event, when] of Object.entries(GRID_TRIGGER_EVENTS)) {
      const handler = triggers.text(event)
      if (handler !== undefined)
        reporter.notCarried(triggers.at(event), triggerMessage(when, `${namespace} ${handler}`.trim()))
    }
  }
  // Display details of Lambda's ag-grid wrapper that Tamga's grid decides for itself.
  source.skipIfDefault('gridTheme', 'balham')
  source.skipIfDefault('theme', 'normal')
  source.skipIfDefault('fullWidth', true)
  source.skipIfDefault('singleClickEdit', true)
  source.skipIfDefault('header', { render: false, preview: false, structure: [] })
  source.skip('width', 'isContextMenu', 'actionPosition', 'isClient', 'fullText', 'editableAction', 'editFullRow')
  source.skip('editableShouldSubmit', 'flashChanges', 'colMenu', 'sizeColumnsToFit', 'autoSelect', 'autoSelectModel')
  source.finish()
  emit(context, reporter.source, document)
  return document
}

function readColumnRelation(relation: SourceObject | undefined, what: Phrase): ColumnRelation | undefined {
  if (relation === undefined) return undefined
  const reporter = relation.reporter
  const table = sqlName(
    relation.raw('table'),
    reporter,
    relation.at('table'),
    phrase('the related table', 'холбогдох хүснэгт'),
  )
  const key = sqlName(relation.raw('key'), reporter, relation.at('key'), phrase('the related key', 'холбогдох түлхүүр'))
  const raw = relation.raw('fields')
  const fields = (Array.isArray(raw) ? raw : typeof raw === 'string' && raw !== '' ? [raw] : [])
    .map((name, index) => sqlName(name, reporter, relation.at('fields', index), LABEL_COLUMN))
    .filter((name): name is string => name !== undefined)
  const sortField = sqlName(relation.raw('sortField'), reporter, relation.at('sortField'), SORT_COLUMN)
  const sortOrder = relation.text('sortOrder')
  relation.skip('multiple', 'parentFieldOfForm', 'parentFieldOfTable', 'column', 'connection_field')
  // "self" marks a lookup into the grid's own table; it only means something when there is a table.
  if (table === undefined) relation.skip('self')
  const microservice = relation.raw('microservice_id')
  if (typeof microservice === 'number' && microservice !== 0)
    reporter.notCarried(
      relation.at('microservice_id'),
      invalidValueMessage(phrase('the microservice of the relation', 'холбоосын микросервис'), microservice),
    )
  const filter = relation.text('filter')
  if (filter !== undefined) reporter.notCarried(relation.at('filter'), rawSqlMessage(what, filter))
  if (table === undefined || key === undefined) return undefined
  if (fields.length === 0) {
    reporter.notCarried(
      relation.path,
      invalidValueMessage(
        phrase(`${what.en_US} without label columns`, `харуулах багана заагаагүй ${what.mn_MN}`),
        table,
      ),
    )
    return undefined
  }
  return {
    model: table,
    valueField: key,
    labelFields: fields,
    ...(sortField === undefined ? {} : { sortField }),
    ...(sortOrder === 'desc' ? { sortOrder: 'desc' as const } : {}),
  }
}

function readFilter(filter: SourceObject, field: string): ColumnFilter | undefined {
  const type = filter.text('type') ?? 'Text'
  const sidebar = filter.boolean('showSideFilter') === true ? { sidebar: true } : {}
  const compare = filter.text('paramCompareType')
  filter.skip('label', 'param')
  const preset = filter.raw('default')
  if (preset !== null && preset !== undefined && preset !== '')
    filter.reporter.notCarried(
      filter.at('default'),
      invalidValueMessage(phrase('the preset filter value', 'шүүлтүүрийн урьдчилан өгсөн утга'), preset),
    )
  if (type === 'Select') {
    const relation = readColumnRelation(
      filter.object('relation'),
      phrase(`the filter of "${field}"`, `"${field}" баганын шүүлтүүр`),
    )
    return relation === undefined ? { type: 'set', ...sidebar } : { type: 'relation', relation, ...sidebar }
  }
  // Lambda writes an empty relation into every filter; only a filled-in one is worth a report.
  const relation = filter.object('relation')
  if (relation !== undefined && relation.text('table') === undefined) relation.skipAll()
  switch (type) {
    case 'Text':
      return {
        type: 'text',
        ...(compare === 'equals'
          ? { match: 'equals' as const }
          : compare === 'startsWith'
            ? { match: 'starts-with' as const }
            : {}),
        ...sidebar,
      }
    case 'Number':
      return { type: 'number-range', ...sidebar }
    case 'Date':
    case 'DateRange':
    case 'Datetime':
      return { type: 'date-range', ...sidebar }
    default:
      filter.reporter.approximated(
        filter.at('type'),
        changedMessage(phrase('the filter type', 'шүүлтүүрийн төрөл'), type, 'text'),
      )
      return { type: 'text', ...sidebar }
  }
}
