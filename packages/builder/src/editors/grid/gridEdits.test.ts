import { exampleGrid, type GridDocument, type ModelDocument, validateDocument } from '@tamga/schema'
import { describe, expect, test } from 'vitest'
import {
  addAllGridColumns,
  addGridColumns,
  columnsNotInGrid,
  gridColumnFromModel,
  moveGridColumn,
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
  test('adding all shows every model column once and keeps the grid valid', () => {
    const next = addAllGridColumns(grid, news)
    expect(next.columns.map((c) => c.field)).toEqual([
      'id',
      'title',
      'published_at',
      'is_published',
      'amount',
      'created_at',
      'updated_at',
    ])
    expect(validateDocument(next).ok).toBe(true)
    expect(grid.columns).toHaveLength(2)
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
