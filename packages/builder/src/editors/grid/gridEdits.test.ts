import { exampleGrid, type GridDocument, type ModelDocument, validateDocument } from '@tamga/schema'
import { describe, expect, test } from 'vitest'
import {
  addAllGridColumns,
  addGridColumns,
  columnsNotInGrid,
  gridColumnFromModel,
  moveGridColumn,
  relationOfColumn,
  removeGridColumn,
  setExcelImport,
} from './gridEdits.ts'

const news: ModelDocument = {
  kind: 'model',
  version: 1,
  name: 'news',
  table: 'news',
  columns: [
    { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
    { name: 'title', type: { name: 'varchar', length: 255 }, label: 'Гарчиг' },
    { name: 'published_at', type: 'timestamptz' },
    { name: 'is_published', type: 'boolean' },
    { name: 'amount', type: { name: 'numeric', precision: 14, scale: 2 } },
  ],
  primaryKey: ['id'],
  timestamps: true,
}

const grid: GridDocument = {
  kind: 'grid',
  version: 1,
  name: 'news-grid',
  model: 'news',
  identity: 'id',
  columns: [{ field: 'id' }, { field: 'title' }],
}

describe('columns from the model', () => {
  test('a model column becomes a grid column with its label and the cell type its SQL type reads as', () => {
    expect(gridColumnFromModel({ name: 'title', type: 'text', label: 'Гарчиг' })).toEqual({
      field: 'title',
      label: 'Гарчиг',
    })
    expect(gridColumnFromModel({ name: 'published_at', type: 'timestamptz' })).toEqual({
      field: 'published_at',
      type: 'datetime',
    })
    expect(gridColumnFromModel({ name: 'is_published', type: 'boolean' }).type).toBe('boolean')
    expect(gridColumnFromModel({ name: 'amount', type: { name: 'numeric', precision: 14 } }).type).toBe('number')
  })
  test('the Select offers the model columns not shown yet, the timestamps included', () => {
    expect(columnsNotInGrid(grid, news).map((c) => c.name)).toEqual([
      'published_at',
      'is_published',
      'amount',
      'created_at',
      'updated_at',
    ])
    expect(columnsNotInGrid(grid, undefined)).toEqual([])
  })
  test('adding a column already shown does nothing', () => {
    expect(addGridColumns(grid, news, ['title'])).toBe(grid)
    expect(addGridColumns(grid, news, ['amount']).columns.map((c) => c.field)).toEqual(['id', 'title', 'amount'])
  })
  test('adding all adds the columns a person fills in, once, with their labels, and keeps the grid valid', () => {
    const next = addAllGridColumns(grid, news)
    expect(next.columns.map((c) => c.field)).toEqual(['id', 'title', 'published_at', 'is_published', 'amount'])
    expect(next.columns[1]).toEqual({ field: 'title' })
    expect(validateDocument(next).ok).toBe(true)
    expect(grid.columns).toHaveLength(2)
  })
})

describe('adding all columns of a model', () => {
  const aimag: ModelDocument = {
    kind: 'model',
    version: 1,
    name: 'aimag',
    title: { mn_MN: 'Аймаг', en_US: 'Province' },
    table: 'aimag',
    primaryKey: ['id'],
    columns: [
      { name: 'id', type: 'integer', nullable: false, default: { named: 'identity' } },
      { name: 'code', type: { name: 'varchar', length: 4 } },
      { name: 'name', type: { name: 'varchar', length: 100 } },
    ],
  }
  const event: ModelDocument = {
    kind: 'model',
    version: 1,
    name: 'event',
    table: 'event',
    primaryKey: ['id'],
    timestamps: true,
    softDelete: true,
    columns: [
      { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
      { name: 'title', type: 'text', translatable: true, label: { mn_MN: 'Гарчиг', en_US: 'Title' } },
      { name: 'aimag_id', type: 'integer' },
      { name: 'amount', type: { name: 'numeric', precision: 14, scale: 2 }, label: { mn_MN: 'Дүн', en_US: 'Amount' } },
      { name: 'created_by', type: 'bigint', default: { named: 'current_user_id' } },
      { name: 'process_status', type: { name: 'varchar', length: 50 } },
    ],
    foreignKeys: [{ columns: ['aimag_id'], references: { model: 'aimag', columns: ['id'] } }],
  }
  const empty: GridDocument = {
    kind: 'grid',
    version: 1,
    name: 'event_grid',
    model: 'event',
    identity: 'id',
    columns: [],
  }

  test('skips the system columns: key, timestamps, soft delete, author, translations and the status', () => {
    expect(addAllGridColumns(empty, event, [aimag]).columns.map((c) => c.field)).toEqual([
      'title',
      'aimag_id',
      'amount',
    ])
  })

  test('adds the workflow status, drawn as a status, only when asked', () => {
    const next = addAllGridColumns(empty, event, [aimag], { status: true })
    expect(next.columns.at(-1)).toEqual({ field: 'process_status', type: 'process_status' })
  })

  test('heads each column with its label', () => {
    const columns = addAllGridColumns(empty, event, [aimag]).columns
    expect(columns.find((c) => c.field === 'amount')).toEqual({
      field: 'amount',
      label: { mn_MN: 'Дүн', en_US: 'Amount' },
      type: 'number',
    })
  })

  test("a foreign key shows the related rows' name, headed by the related model's title", () => {
    const next = addAllGridColumns(empty, event, [aimag])
    expect(next.columns.find((c) => c.field === 'aimag_id')).toEqual({
      field: 'aimag_id',
      label: { mn_MN: 'Аймаг', en_US: 'Province' },
      relation: { model: 'aimag', valueField: 'id', labelFields: ['name'] },
    })
    expect(validateDocument(next).ok).toBe(true)
  })

  test('without the related model the foreign key stays its value', () => {
    expect(addAllGridColumns(empty, event).columns.find((c) => c.field === 'aimag_id')).toEqual({
      field: 'aimag_id',
      type: 'number',
    })
  })

  test('a related model with nothing but its key shows the key', () => {
    const bare: ModelDocument = { ...aimag, columns: [{ name: 'id', type: 'integer' }] }
    expect(relationOfColumn('aimag_id', { model: event, models: [bare] })).toBeUndefined()
  })
})

describe('moving and removing columns', () => {
  test('a column moves; past either end nothing happens', () => {
    expect(moveGridColumn(exampleGrid, 2, 0).columns.map((c) => c.field)).toEqual(['published_at', 'id', 'title'])
    expect(moveGridColumn(exampleGrid, 2, 3)).toBe(exampleGrid)
  })
  test('removing the sorted column drops the default sort', () => {
    const next = removeGridColumn(exampleGrid, 2)
    expect(next.sort).toBeUndefined()
    expect(validateDocument(next).ok).toBe(true)
  })
  test('removing a column drops its Excel header and its consolidation; import goes with its last header', () => {
    const withImport: GridDocument = {
      ...grid,
      excel: { export: true, import: { columns: [{ column: 'title', header: 'Гарчиг' }], startRow: 2 } },
      consolidation: [{ column: 'title', formula: 'COUNT(id)' }],
    }
    const next = removeGridColumn(withImport, 1)
    expect(next.excel).toEqual({ export: true })
    expect(next.consolidation).toBeUndefined()
  })
})

describe('Excel import', () => {
  test('turning import on maps each visible stored column to its Mongolian label, from row 2', () => {
    const next = setExcelImport(exampleGrid, true)
    expect(next.excel?.import).toEqual({
      columns: [
        { column: 'title', header: 'Гарчиг' },
        { column: 'published_at', header: 'Нийтэлсэн огноо' },
      ],
      startRow: 2,
    })
    expect(validateDocument(next).ok).toBe(true)
  })
  test('turning it off leaves no empty excel object behind', () => {
    expect(setExcelImport(setExcelImport(grid, true), false).excel).toBeUndefined()
  })
})
