import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type GridDocument, type ModelDocument, type TamgaDocument, validateDocument } from '@tamga/schema'
import type {
  CellClassParams,
  ColDef,
  EditableCallbackParams,
  GetRowIdParams,
  ValueFormatterParams,
  ValueGetterParams,
  ValueSetterParams,
} from 'ag-grid-community'
import { describe, expect, it } from 'vitest'
import { NEGATIVE_CELL_CLASS, POSITIVE_CELL_CLASS } from './colorRule.ts'
import { choiceOptionKey, type TamgaFilterParams } from './columnFilter.ts'
import {
  compileGridColumns,
  type RecordRow,
  ROW_NUMBER_COLUMN_ID,
  ROW_NUMBER_HEADER,
  type TamgaColumnContext,
} from './compileGridColumns.ts'
import { compileGridOptions } from './compileGridOptions.ts'

const documentsDir = fileURLToPath(new URL('../../../../../examples/heritage/documents/', import.meta.url))

function documentsIn(folder: string): TamgaDocument[] {
  return readdirSync(`${documentsDir}${folder}`)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const checked = validateDocument(JSON.parse(readFileSync(`${documentsDir}${folder}/${file}`, 'utf8')))
      if (!checked.ok) throw new Error(`${folder}/${file} is not a valid document`)
      return checked.value
    })
}

const grids = documentsIn('grids').filter((document): document is GridDocument => document.kind === 'grid')
const models = documentsIn('models').filter((document): document is ModelDocument => document.kind === 'model')

function grid(name: string): GridDocument {
  const found = grids.find((candidate) => candidate.name === name)
  if (found === undefined) throw new Error(`no grid ${name}`)
  return found
}

function modelOf(document: GridDocument): ModelDocument {
  const found = models.find((model) => model.name === document.model || model.table === document.model)
  if (found === undefined) throw new Error(`no model for ${document.name}`)
  return found
}

function column(defs: ColDef<RecordRow>[], colId: string): ColDef<RecordRow> {
  const found = defs.find((def) => def.colId === colId)
  if (found === undefined) throw new Error(`no column ${colId}`)
  return found
}

function node(overrides: { rowIndex?: number | null; rowPinned?: 'top' | 'bottom' | null } = {}) {
  return { rowIndex: overrides.rowIndex ?? 0, rowPinned: overrides.rowPinned ?? null }
}

/** The value a column shows for a row: its getter (or field), then its formatter, as ag-grid calls them. */
function shown(def: ColDef<RecordRow>, data: RecordRow, at = node()): string {
  let value: unknown
  if (typeof def.valueGetter === 'function') {
    value = def.valueGetter({ data, node: at } as unknown as ValueGetterParams<RecordRow>)
  } else if (def.field !== undefined) {
    value = data[def.field]
  }
  if (typeof def.valueFormatter !== 'function') return String(value)
  return def.valueFormatter({ value, data, node: at } as unknown as ValueFormatterParams<RecordRow>)
}

function classesOf(def: ColDef<RecordRow>, value: unknown, at = node()): string[] {
  const rules = def.cellClassRules ?? {}
  return Object.entries(rules)
    .filter(
      ([, rule]) => typeof rule === 'function' && rule({ value, node: at } as unknown as CellClassParams<RecordRow>),
    )
    .map(([name]) => name)
}

function editableFor(def: ColDef<RecordRow>, at = node()): boolean {
  const editable = def.editable
  if (typeof editable === 'function') return editable({ node: at } as unknown as EditableCallbackParams<RecordRow>)
  return editable === true
}

describe('compileGridColumns over the heritage project', () => {
  it.each(grids.map((document) => [document.name, document] as const))(
    'compiles %s: one column per grid column (after № when numbered), named by its field',
    (_name, document) => {
      const defs = compileGridColumns(document, { model: modelOf(document), language: 'mn_MN', editable: true })
      const fields = document.columns.map((item) => item.field)
      expect(defs.map((def) => def.colId)).toEqual(
        document.numbered === true ? [ROW_NUMBER_COLUMN_ID, ...fields] : fields,
      )
      for (const item of document.columns) {
        const def = column(defs, item.field)
        expect(def.headerName).not.toBe('')
        expect(def.sortable).toBe(item.sortable === true)
        expect(def.filter === false).toBe(item.filter === undefined)
        expect(def.hide === true).toBe(item.hidden === true)
        expect(def.pinned).toBe(item.pinned)
      }
    },
  )

  it('compiles the applications grid: №, six columns, the title pinned left, each filter as the server reads it', () => {
    const document = grid('application-grid')
    const defs = compileGridColumns(document, { model: modelOf(document), language: 'mn_MN' })
    expect(defs).toHaveLength(7)
    expect(defs[0]?.headerName).toBe(ROW_NUMBER_HEADER)
    expect(defs.filter((def) => def.pinned === 'left').map((def) => def.colId)).toEqual([ROW_NUMBER_COLUMN_ID, 'title'])
    expect(defs.filter((def) => def.pinned === 'right')).toEqual([])
    expect(defs.map((def) => [def.colId, def.filter])).toEqual([
      [ROW_NUMBER_COLUMN_ID, false],
      ['id', false],
      ['title', 'agTextColumnFilter'],
      ['heritage_bearer_id', 'agNumberColumnFilter'],
      ['amount', 'agNumberColumnFilter'],
      ['process_status', 'agTextColumnFilter'],
      ['created_at', 'agDateColumnFilter'],
    ])
    expect((column(defs, 'title').filterParams as TamgaFilterParams).filterOptions).toEqual(['contains'])
    const amount = column(defs, 'amount').filterParams as TamgaFilterParams
    expect(amount.filterOptions).toEqual(['equals', 'greaterThanOrEqual', 'lessThanOrEqual', 'inRange'])
    expect('inRangeInclusive' in amount && amount.inRangeInclusive).toBe(true)
    const relation = column(defs, 'heritage_bearer_id').filterParams as TamgaFilterParams
    expect(relation.filterOptions).toEqual(['equals'])
    expect(relation.relation?.model).toBe('heritage_bearer')
    expect(relation.sidebar).toBe(true)
    const status = column(defs, 'process_status').filterParams as TamgaFilterParams
    expect(status.choices?.[0]).toEqual({ value: 'START', label: 'Ноорог' })
    expect(status.filterOptions?.[0]).toMatchObject({
      displayKey: choiceOptionKey(0),
      displayName: 'Ноорог',
      numberOfInputs: 0,
    })
    expect(status.defaultJoinOperator).toBe('OR')
    expect(column(defs, 'title').floatingFilter).toBe(true)
  })

  it('compiles the investors grid: the amount pinned right, the name left, money shown in tugrik', () => {
    const document = grid('investor-grid')
    const defs = compileGridColumns(document, { model: modelOf(document), language: 'en_US' })
    expect(defs).toHaveLength(10)
    expect(defs.filter((def) => def.pinned === 'right').map((def) => def.colId)).toEqual(['invested_amount'])
    expect(defs.filter((def) => def.pinned === 'left').map((def) => def.colId)).toEqual([ROW_NUMBER_COLUMN_ID, 'name'])
    const amount = column(defs, 'invested_amount')
    expect(amount.headerName).toBe('Invested (₮)')
    expect(amount.type).toBe('rightAligned')
    expect(shown(amount, { invested_amount: '25000000.00' })).toBe('25,000,000₮')
    expect(column(defs, 'invested_at').filter).toBe('agDateColumnFilter')
    // Typed YYYY-MM-DD in every language, never the browser's mm/dd/yyyy box.
    expect(column(defs, 'invested_at').filterParams).toMatchObject({ browserDatePicker: false })
    expect(shown(column(defs, 'invested_at'), { invested_at: '2023-09-01' })).toBe('2023-09-01')
  })
})

describe('a workflow status column', () => {
  const document = grid('application-grid')

  it('lists its filter values in the status vocabulary, as its cells read them', () => {
    const labels = (language: 'mn_MN' | 'en_US') =>
      (
        column(compileGridColumns(document, { model: modelOf(document), language }), 'process_status').context
          ?.choices ?? []
      ).map((choice: { label: string }) => choice.label)
    expect(labels('mn_MN').slice(0, 2)).toEqual(['Ноорог', 'Хянагдаж байна'])
    expect(labels('en_US')).toContain('Sent back')
  })
})

describe('headers', () => {
  const document = grid('application-grid')

  it('are in the reader’s language, Mongolian when the label has none in it', () => {
    const english = compileGridColumns(document, { model: modelOf(document), language: 'en_US' })
    const korean = compileGridColumns(document, { model: modelOf(document), language: 'ko_KR' })
    expect(column(english, 'title').headerName).toBe('Title')
    expect(column(korean, 'title').headerName).toBe('제목')
    const onlyEnglish: GridDocument = {
      ...document,
      columns: document.columns.map((item) =>
        item.field === 'title' ? { ...item, label: { mn_MN: 'Гарчиг', en_US: 'Title' } } : item,
      ),
    }
    expect(column(compileGridColumns(onlyEnglish, { language: 'ko_KR' }), 'title').headerName).toBe('Гарчиг')
  })

  it('take the model column’s label, then the field, when the grid column has none', () => {
    const unlabelled: GridDocument = {
      ...document,
      columns: document.columns.map(({ label: _label, ...rest }) => rest),
    }
    const model = modelOf(document)
    const withModel = compileGridColumns(unlabelled, { model, language: 'mn_MN' })
    const modelLabel = model.columns.find((item) => item.name === 'title')?.label
    expect(modelLabel).toBeDefined()
    expect(column(withModel, 'title').headerName).toBe('Гарчиг')
    expect(modelLabel).toEqual({ mn_MN: 'Гарчиг', en_US: 'Title', ko_KR: '제목' })
    expect(column(compileGridColumns(unlabelled, { language: 'mn_MN' }), 'title').headerName).toBe('title')
  })
})

describe('cells', () => {
  const document = grid('application-grid')
  const defs = compileGridColumns(document, { model: modelOf(document), language: 'mn_MN' })

  it('number rows from the node’s place in the whole list, not on the page', () => {
    const numbering = column(defs, ROW_NUMBER_COLUMN_ID)
    expect(shown(numbering, {}, node({ rowIndex: 0 }))).toBe('1')
    expect(shown(numbering, {}, node({ rowIndex: 50 }))).toBe('51')
    expect(shown(numbering, {}, node({ rowIndex: 0, rowPinned: 'bottom' }))).toBe('null')
  })

  it('show a relation column’s label from the list answer, its key when there is none', () => {
    const relation = column(defs, 'heritage_bearer_id')
    expect(shown(relation, { heritage_bearer_id: 4, heritage_bearer_id__label: 'Батбаяр Болд' })).toBe('Батбаяр Болд')
    expect(shown(relation, { heritage_bearer_id: 4 })).toBe('4')
  })

  it('show dates, date-times, amounts and set values as spec 9 writes them', () => {
    expect(shown(column(defs, 'created_at'), { created_at: '2024-11-21 14:05:59' })).toBe('2024-11-21 14:05')
    expect(shown(column(defs, 'amount'), { amount: 1250000 })).toBe('1,250,000₮')
    expect(shown(column(defs, 'process_status'), { process_status: 'CHECK' })).toBe('Хянагдаж байна')
  })

  it('show a consolidation row’s texts as they are', () => {
    expect(shown(column(defs, 'amount'), { amount: 'Нийт: 5,000₮' }, node({ rowPinned: 'bottom' }))).toBe(
      'Нийт: 5,000₮',
    )
  })

  it('take the shape of a plain column from the model', () => {
    const newsGrid = grid('news-grid')
    const newsDefs = compileGridColumns(newsGrid, { model: modelOf(newsGrid), language: 'mn_MN' })
    expect((column(newsDefs, 'title').context as TamgaColumnContext).kind).toBe('text')
    expect(shown(column(newsDefs, 'view_count'), { view_count: 1234567 })).toBe('1,234,567')
  })

  it('show a translatable value in the reader’s language', () => {
    const news = grid('news-grid')
    const english = compileGridColumns(news, { model: modelOf(news), language: 'en_US' })
    const title = { mn_MN: 'Наадам', en_US: 'Naadam festival' }
    expect(shown(column(english, 'title'), { title })).toBe('Naadam festival')
    expect(shown(column(english, 'title'), { title: JSON.stringify({ mn_MN: 'Наадам' }) })).toBe('Наадам')
  })

  it('colour a threshold column green from 1 and red below, and leave the totals row alone', () => {
    const bearers = grid('heritage-bearer-grid')
    const published = column(
      compileGridColumns(bearers, { model: modelOf(bearers), language: 'mn_MN' }),
      'is_published',
    )
    expect(classesOf(published, true)).toEqual([POSITIVE_CELL_CLASS])
    expect(classesOf(published, false)).toEqual([NEGATIVE_CELL_CLASS])
    expect(classesOf(published, 2.5)).toEqual([POSITIVE_CELL_CLASS])
    expect(classesOf(published, 1, node({ rowPinned: 'bottom' }))).toEqual([])
    expect(classesOf(column(defs, 'amount'), 5)).toEqual([])
  })
})

describe('widths', () => {
  const document = grid('investor-grid')

  it('fill the screen in proportion, never narrower than the document’s width', () => {
    const name = column(compileGridColumns(document, { language: 'mn_MN' }), 'name')
    expect([name.flex, name.minWidth, name.width]).toEqual([240, 240, undefined])
  })

  it('stay fixed with a static width', () => {
    const defs = compileGridColumns({ ...document, staticWidth: true }, { language: 'mn_MN' })
    expect([column(defs, 'name').width, column(defs, 'name').flex]).toEqual([240, undefined])
    expect(column(defs, 'invested_at').width).toBe(120)
  })
})

describe('filters without a row under the headers', () => {
  it('keep the filter for the panel beside the grid but hide it from the headers', () => {
    const document = { ...grid('news-grid'), columnFilter: false }
    const title = column(compileGridColumns(document, { language: 'mn_MN' }), 'title')
    expect([title.filter, title.floatingFilter, title.suppressHeaderFilterButton]).toEqual([
      'agTextColumnFilter',
      false,
      true,
    ])
  })
})

describe('easy edit', () => {
  const members = grid('ahas-member-grid')

  it('edits in place only the columns the document marks, and only when the reader may edit', () => {
    const editing = compileGridColumns(members, { model: modelOf(members), language: 'mn_MN', editable: true })
    const reading = compileGridColumns(members, { model: modelOf(members), language: 'mn_MN' })
    expect(editing.filter((def) => editableFor(def)).map((def) => def.colId)).toEqual(['sort_order'])
    expect(column(editing, 'sort_order').cellEditor).toBe('agNumberCellEditor')
    expect(reading.filter((def) => editableFor(def))).toEqual([])
    expect(editableFor(column(editing, 'sort_order'), node({ rowPinned: 'bottom' }))).toBe(false)
  })

  it('edits nothing in a grid without easy edit, whatever its columns say', () => {
    const document = grid('ahas-member-grid')
    const defs = compileGridColumns(
      { ...document, easyEdit: false },
      { model: modelOf(document), language: 'mn_MN', editable: true },
    )
    expect(defs.filter((def) => editableFor(def))).toEqual([])
  })

  it('writes an edited translatable text into the reader’s language only', () => {
    const domains = grid('heritage-domain-grid')
    const name = column(
      compileGridColumns(domains, { model: modelOf(domains), language: 'en_US', editable: true }),
      'name',
    )
    expect(editableFor(name)).toBe(true)
    const data: RecordRow = { name: { mn_MN: 'Хөөмий', en_US: 'Khoomei' } }
    const setter = name.valueSetter
    if (typeof setter !== 'function') throw new Error('a translatable column needs a value setter')
    expect(setter({ data, newValue: 'Khöömei' } as unknown as ValueSetterParams<RecordRow>)).toBe(true)
    expect(data.name).toEqual({ mn_MN: 'Хөөмий', en_US: 'Khöömei' })
  })
})

describe('compileGridOptions', () => {
  it('selects one row with a radio-like checkbox in a single-selection grid', () => {
    expect(compileGridOptions(grid('application-grid')).rowSelection).toEqual({
      mode: 'singleRow',
      checkboxes: true,
      enableClickSelection: true,
    })
  })

  it('selects many rows with checkboxes, without a select-all the infinite model cannot honour', () => {
    expect(compileGridOptions(grid('heritage-bearer-grid')).rowSelection).toEqual({
      mode: 'multiRow',
      checkboxes: true,
      headerCheckbox: false,
    })
  })

  it('reads one block per page of the document’s size, and scrolls instead of paging when paging is off', () => {
    const paged = compileGridOptions(grid('news-grid'))
    expect(paged).toMatchObject({ rowModelType: 'infinite', pagination: true })
    expect(paged.cacheBlockSize).toBe(paged.paginationPageSize)
    const scrolled = compileGridOptions(grid('aimag-grid'))
    expect([scrolled.pagination, scrolled.cacheBlockSize]).toEqual([false, 50])
  })

  it('lets a click select the row the toolbar acts on when the grid has no selection column', () => {
    expect(compileGridOptions(grid('aimag-grid')).rowSelection).toEqual({
      mode: 'singleRow',
      checkboxes: false,
      enableClickSelection: true,
    })
  })

  it('identifies rows by the grid’s identity column', () => {
    const getRowId = compileGridOptions(grid('news-grid')).getRowId
    if (getRowId === undefined) throw new Error('rows need an id')
    expect(getRowId({ data: { id: 42 } } as unknown as GetRowIdParams<RecordRow>)).toBe('42')
    expect(getRowId({ data: {}, rowPinned: 'bottom' } as unknown as GetRowIdParams<RecordRow>)).toBe(
      'tamga-pinned-bottom',
    )
  })
})
