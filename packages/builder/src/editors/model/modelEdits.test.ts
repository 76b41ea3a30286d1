import type { ModelDocument } from '@tamga/schema'
import { describe, expect, test } from 'vitest'
import {
  addColumn,
  columnTypeOf,
  defaultFromText,
  defaultText,
  labelColumn,
  moveColumn,
  planReady,
  removeColumn,
  renameColumn,
  tableFollowsName,
  tableFromName,
  updateColumn,
} from './modelEdits.ts'

const bearer: ModelDocument = {
  kind: 'model',
  version: 1,
  name: 'heritage_bearer',
  table: 'heritage_bearer',
  columns: [
    { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
    { name: 'aimag_id', type: 'bigint' },
    { name: 'parent_id', type: 'bigint' },
    { name: 'note', type: 'text' },
  ],
  primaryKey: ['id'],
  indexes: [{ columns: ['aimag_id'] }, { columns: ['aimag_id', 'note'] }],
  foreignKeys: [
    { columns: ['aimag_id'], references: { model: 'aimag', columns: ['id'] }, onDelete: 'set-null' },
    { columns: ['parent_id'], references: { model: 'heritage_bearer', columns: ['id'] } },
  ],
}

describe('table name from the document name', () => {
  test('dashes, capitals and a leading digit become a valid SQL identifier', () => {
    expect(tableFromName('Heritage-Bearer')).toBe('heritage_bearer')
    expect(tableFromName('2024-grants')).toBe('_2024_grants')
    expect(tableFromName('x'.repeat(100))).toHaveLength(63)
  })
  test('the table follows the name while empty or still what the old name suggested', () => {
    expect(tableFollowsName(undefined, undefined)).toBe(true)
    expect(tableFollowsName('', 'news')).toBe(true)
    expect(tableFollowsName('news_item', 'news-item')).toBe(true)
    expect(tableFollowsName('legacy_news', 'news')).toBe(false)
  })
})

describe('column types', () => {
  test('a parametrised type gets default parameters, a simple type is its name', () => {
    expect(columnTypeOf('varchar')).toEqual({ name: 'varchar', length: 255 })
    expect(columnTypeOf('numeric')).toEqual({ name: 'numeric', precision: 14, scale: 2 })
    expect(columnTypeOf('jsonb', { name: 'varchar', length: 10 })).toBe('jsonb')
  })
  test('choosing the same type name keeps its parameters', () => {
    expect(columnTypeOf('varchar', { name: 'varchar', length: 10 })).toEqual({ name: 'varchar', length: 10 })
  })
})

describe('column edits keep references in step', () => {
  test('adding a column picks a free name and leaves the original untouched', () => {
    const next = addColumn(bearer)
    expect(next.columns.at(-1)).toEqual({ name: 'column_5', type: 'text' })
    expect(bearer.columns).toHaveLength(4)
  })
  test('removing a column drops it from the key, indexes and foreign keys', () => {
    const next = removeColumn(bearer, 1)
    expect(next.columns.map((c) => c.name)).toEqual(['id', 'parent_id', 'note'])
    expect(next.indexes).toEqual([{ columns: ['note'] }])
    expect(next.foreignKeys?.map((key) => key.columns)).toEqual([['parent_id']])
    expect(removeColumn(bearer, 0).primaryKey).toEqual([])
  })
  test('renaming a column renames it in the key, indexes, foreign keys and self-references', () => {
    const next = renameColumn(bearer, 0, 'bearer_id')
    expect(next.primaryKey).toEqual(['bearer_id'])
    expect(next.foreignKeys?.[1]?.references.columns).toEqual(['bearer_id'])
    // Another model's `id` is not this model's column.
    expect(next.foreignKeys?.[0]?.references.columns).toEqual(['id'])
    const aimag = renameColumn(bearer, 1, 'province_id')
    expect(aimag.indexes?.[1]?.columns).toEqual(['province_id', 'note'])
    expect(aimag.foreignKeys?.[0]?.columns).toEqual(['province_id'])
  })
  test('moving a column reorders; moving past either end does nothing', () => {
    expect(moveColumn(bearer, 3, 0).columns.map((c) => c.name)).toEqual(['note', 'id', 'aimag_id', 'parent_id'])
    expect(moveColumn(bearer, 0, -1)).toBe(bearer)
  })
  test('an undefined property is left out, not stored as undefined', () => {
    const next = updateColumn(bearer, 0, { default: undefined, nullable: undefined })
    expect(next.columns[0]).toEqual({ name: 'id', type: 'bigint' })
    expect(Object.hasOwn(next.columns[0] ?? {}, 'default')).toBe(false)
  })
})

describe('defaults typed in a box', () => {
  test('a named default is written with or without @', () => {
    expect(defaultFromText('@now', 'timestamptz')).toEqual({ named: 'now' })
    expect(defaultFromText('identity', 'bigint')).toEqual({ named: 'identity' })
    expect(defaultText({ named: 'now' })).toBe('@now')
  })
  test('literals take the column type: numbers, booleans, text; empty is none', () => {
    expect(defaultFromText('0', 'integer')).toEqual({ value: 0 })
    expect(defaultFromText('2.5', { name: 'numeric', precision: 5, scale: 1 })).toEqual({ value: 2.5 })
    expect(defaultFromText('false', 'boolean')).toEqual({ value: false })
    expect(defaultFromText('0', 'text')).toEqual({ value: '0' })
    expect(defaultFromText('  ', 'text')).toBeUndefined()
  })
})

describe('when the plan may be asked for', () => {
  test('a valid model is ready', () => {
    expect(planReady(bearer)).toBe(true)
  })
  test('a half-typed column name or a missing table is not', () => {
    expect(planReady(renameColumn(bearer, 3, 'Note '))).toBe(false)
    expect(planReady({ ...bearer, table: '' })).toBe(false)
  })
})

describe('a new column is named from its label', () => {
  const stored = new Set(['id', 'aimag_id', 'parent_id', 'note'])
  const added = () => addColumn(bearer)
  const at = (model: ModelDocument) => model.columns[4]

  test('its made-up name follows the Mongolian label as it is typed', () => {
    let model = labelColumn(added(), 4, { mn_MN: 'Огноо' }, stored)
    expect(at(model)).toMatchObject({ name: 'ognoo', label: { mn_MN: 'Огноо' } })
    model = labelColumn(model, 4, { mn_MN: 'Эхлэх огноо' }, stored)
    expect(at(model)?.name).toBe('ekhlekh_ognoo')
  })

  test('the proposal is free among the other columns', () => {
    expect(at(labelColumn(added(), 4, { mn_MN: 'Note' }, stored))?.name).toBe('note_2')
  })

  test('a name the person typed stays when the label changes', () => {
    const typed = renameColumn(added(), 4, 'start_date')
    expect(at(labelColumn(typed, 4, { mn_MN: 'Огноо' }, stored))?.name).toBe('start_date')
  })

  test('a stored column keeps its name, so a label never alters the table', () => {
    const model = labelColumn(bearer, 3, { mn_MN: 'Тэмдэглэл' }, stored)
    expect(model.columns[3]).toMatchObject({ name: 'note', label: { mn_MN: 'Тэмдэглэл' } })
  })

  test('an emptied label gives the column a made-up name again, which the next label replaces', () => {
    let model = labelColumn(added(), 4, { mn_MN: 'Огноо' }, stored)
    model = labelColumn(model, 4, undefined, stored)
    expect(at(model)?.name).toMatch(/^column_\d+$/)
    expect(at(labelColumn(model, 4, { mn_MN: 'Дүн' }, stored))?.name).toBe('dun')
  })
})
