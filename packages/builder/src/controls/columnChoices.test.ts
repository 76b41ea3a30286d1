import type { ModelDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { connectionChoices, gridColumnChoices, modelColumnChoices, modelOf } from './columnChoices.ts'

const apprentice: ModelDocument = {
  kind: 'model',
  version: 1,
  name: 'heritage_apprentice',
  table: 'heritage_apprentice',
  columns: [
    { name: 'id', type: 'bigint', default: { named: 'identity' } },
    { name: 'aimag_id', type: 'bigint', label: { mn_MN: 'Аймаг' } },
    { name: 'heritage_bearer_id', type: 'bigint', label: { mn_MN: 'Өв тээгч' } },
    { name: 'full_name', type: 'text', label: { mn_MN: 'Овог нэр' } },
  ],
  primaryKey: ['id'],
  foreignKeys: [
    { columns: ['aimag_id'], references: { model: 'aimag', columns: ['id'] } },
    { columns: ['heritage_bearer_id'], references: { model: 'heritage_bearer', columns: ['id'] } },
  ],
} as ModelDocument

describe('the columns a picker offers', () => {
  it('a table’s columns carry their labels and where their foreign keys point', () => {
    const choices = modelColumnChoices(apprentice)
    expect(choices.map((choice) => choice.name)).toEqual(['id', 'aimag_id', 'heritage_bearer_id', 'full_name'])
    expect(choices[2]).toEqual({
      name: 'heritage_bearer_id',
      label: { mn_MN: 'Өв тээгч' },
      references: { model: 'heritage_bearer', column: 'id' },
    })
    expect(choices.some((choice) => choice.unsaved === true)).toBe(false)
  })

  it('with the model’s unsaved edits open, its new columns are offered too, marked as not saved', () => {
    const draft = {
      ...apprentice,
      timestamps: true,
      columns: [...apprentice.columns, { name: 'teacher_name', type: 'text', label: { mn_MN: 'Багшийн нэр' } }],
    }
    const choices = modelColumnChoices(apprentice, draft)
    expect(choices.filter((choice) => choice.unsaved === true).map((choice) => choice.name)).toEqual([
      'teacher_name',
      'created_at',
      'updated_at',
    ])
    expect(choices.find((choice) => choice.name === 'full_name')?.unsaved).toBeUndefined()
  })

  it('a model not stored yet offers its draft’s columns, every one unsaved', () => {
    const choices = modelColumnChoices(undefined, apprentice)
    expect(choices).toHaveLength(4)
    expect(choices.every((choice) => choice.unsaved === true)).toBe(true)
  })

  it('a half-typed column of a draft is not offered until its name is a sound one', () => {
    const draft = { ...apprentice, columns: [...apprentice.columns, { name: 'Ба', type: 'text' }, { type: 'text' }] }
    expect(modelOf(draft)?.columns.map((column) => column.name)).toEqual([
      'id',
      'aimag_id',
      'heritage_bearer_id',
      'full_name',
    ])
    expect(modelColumnChoices(apprentice, { kind: 'form' })).toHaveLength(4)
  })

  it('a grid’s columns are offered with its headers, else its table’s labels', () => {
    const grid = {
      kind: 'grid',
      columns: [{ field: 'full_name', label: { mn_MN: 'Шавийн нэр' } }, { field: 'aimag_id' }, { field: '' }],
    }
    expect(gridColumnChoices(grid, modelColumnChoices(apprentice))).toEqual([
      { name: 'full_name', label: { mn_MN: 'Шавийн нэр' } },
      { name: 'aimag_id', label: { mn_MN: 'Аймаг' }, references: { model: 'aimag', column: 'id' } },
    ])
    expect(gridColumnChoices({ kind: 'model', columns: [] }, [])).toEqual([])
  })

  it('a grid that shows no column of its key offers the key first, the value a picked row is kept by', () => {
    const grid = { kind: 'grid', identity: 'id', columns: [{ field: 'full_name' }] }
    expect(gridColumnChoices(grid, modelColumnChoices(apprentice)).map((choice) => choice.name)).toEqual([
      'id',
      'full_name',
    ])
    const listed = { ...grid, columns: [{ field: 'full_name' }, { field: 'id', label: 'ID' }] }
    expect(gridColumnChoices(listed, modelColumnChoices(apprentice)).map((choice) => choice.name)).toEqual([
      'full_name',
      'id',
    ])
  })

  it('a sub-form’s link offers the columns pointing at the parent’s table first', () => {
    const ordered = connectionChoices(modelColumnChoices(apprentice), 'heritage_bearer')
    expect(ordered.map((choice) => choice.name)).toEqual(['heritage_bearer_id', 'id', 'aimag_id', 'full_name'])
    expect(connectionChoices(modelColumnChoices(apprentice), undefined).map((choice) => choice.name)[0]).toBe('id')
  })
})
