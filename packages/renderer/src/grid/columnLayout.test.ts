import type { GridColumn, GridDocument } from '@tamga/schema'
import type { ColumnState } from 'ag-grid-community'
import { describe, expect, it } from 'vitest'
import { layoutOfColumnState, sameColumnLayout, shownColumns, withShownColumns } from './columnLayout.ts'
import { compileGridColumns, ROW_NUMBER_COLUMN_ID } from './compile/index.ts'

const columns: GridColumn[] = [
  { field: 'id', hidden: true },
  { field: 'title', pinned: 'left', width: 300 },
  { field: 'published_at', width: 170 },
  { field: 'view_count' },
]
const grid = (extra: Partial<GridDocument> = {}): GridDocument => ({
  kind: 'grid',
  version: 1,
  name: 'news-grid',
  model: 'news',
  identity: 'id',
  columns,
  ...extra,
})

describe('a person’s column layout over the builder’s', () => {
  it('shows the builder’s layout when the person has none', () => {
    expect(shownColumns(columns, null)).toEqual([
      { field: 'id', hidden: true, pinned: null },
      { field: 'title', hidden: false, pinned: 'left' },
      { field: 'published_at', hidden: false, pinned: null },
      { field: 'view_count', hidden: false, pinned: null },
    ])
  })

  it('puts the named columns first in the person’s order, then the rest as built, ignoring columns since removed', () => {
    const shown = shownColumns(columns, {
      columns: [
        { field: 'view_count', pinned: 'right', width: 90 },
        { field: 'gone', hidden: true },
        { field: 'title', pinned: null, hidden: true },
        { field: 'id', hidden: false },
      ],
    })
    expect(shown).toEqual([
      { field: 'view_count', hidden: false, pinned: 'right', width: 90 },
      { field: 'title', hidden: true, pinned: null },
      { field: 'id', hidden: false, pinned: null },
      { field: 'published_at', hidden: false, pinned: null },
    ])
  })

  it('says every column’s visibility, pinning and size to ag-grid, so going back to the builder’s undoes the person’s', () => {
    const defs = compileGridColumns(grid({ numbered: true }), { language: 'mn_MN' })
    const back = withShownColumns(defs, shownColumns(columns, null))
    expect(back.map((def) => def.colId)).toEqual([ROW_NUMBER_COLUMN_ID, 'id', 'title', 'published_at', 'view_count'])
    expect(back.map((def) => [def.hide, def.pinned])).toEqual([
      [undefined, 'left'],
      [true, null],
      [false, 'left'],
      [false, null],
      [false, null],
    ])
    // Filling the screen: the builder's columns flex; a width the person set is fixed.
    expect(back.find((def) => def.colId === 'title')).toMatchObject({ flex: 300 })
    const mine = withShownColumns(defs, shownColumns(columns, { columns: [{ field: 'title', width: 180 }] }))
    expect(mine.find((def) => def.colId === 'title')).toMatchObject({ width: 180, flex: null })
    const fixed = withShownColumns(
      compileGridColumns(grid({ staticWidth: true }), { language: 'mn_MN' }),
      shownColumns(columns, null),
    )
    expect(fixed.find((def) => def.colId === 'published_at')).toMatchObject({ width: 170, flex: null })
  })

  it('reads the layout back from ag-grid’s column state: the grid’s columns only, widths only where the person set them', () => {
    const defs = compileGridColumns(grid({ numbered: true }), { language: 'mn_MN' })
    const state: ColumnState[] = [
      { colId: ROW_NUMBER_COLUMN_ID, width: 56, pinned: 'left' },
      { colId: 'ag-Grid-SelectionColumn', width: 50, pinned: 'left' },
      { colId: 'view_count', width: 222.4, flex: null, pinned: 'left', hide: false },
      { colId: 'id', width: 120, flex: 120, hide: true, pinned: null },
      { colId: 'title', width: 5000, flex: null, pinned: null, hide: false },
      { colId: 'published_at', width: 170, flex: 170, pinned: true, hide: true },
    ]
    expect(layoutOfColumnState(state, defs)).toEqual({
      columns: [
        { field: 'view_count', hidden: false, pinned: 'left', width: 222 },
        { field: 'id', hidden: true, pinned: null },
        { field: 'title', hidden: false, pinned: null, width: 2000 },
        { field: 'published_at', hidden: true, pinned: 'left' },
      ],
    })
    // A fixed-width grid's column at the builder's width has no width of the person's.
    const fixedDefs = compileGridColumns(grid({ staticWidth: true }), { language: 'mn_MN' })
    expect(layoutOfColumnState([{ colId: 'published_at', width: 170, flex: null }], fixedDefs)).toEqual({
      columns: [{ field: 'published_at', hidden: false, pinned: null }],
    })
  })

  it('compares layouts by what they say, not by the order of their keys', () => {
    const saved = { columns: [{ field: 'title', hidden: false, pinned: null, width: 200 }] }
    const fromServer = { columns: [{ width: 200, field: 'title', pinned: null, hidden: false }] }
    expect(sameColumnLayout(saved, fromServer)).toBe(true)
    expect(sameColumnLayout(saved, { columns: [{ field: 'title', hidden: false, pinned: null, width: 201 }] })).toBe(
      false,
    )
    expect(sameColumnLayout(null, { columns: [] })).toBe(false)
    expect(sameColumnLayout(null, undefined)).toBe(true)
  })
})
