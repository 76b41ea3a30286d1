import { type KrudDocument, type ModelDocument, validateDocument } from '@tamga/schema'
import { describe, expect, test } from 'vitest'
import { formForKrud, gridForKrud, krudPartName, missingKrudParts } from './krudPrerequisites.ts'

const aimag: ModelDocument = {
  kind: 'model',
  version: 1,
  name: 'aimag',
  title: { mn_MN: 'Аймаг', en_US: 'Province' },
  table: 'aimag',
  primaryKey: ['id'],
  columns: [
    { name: 'id', type: 'integer', nullable: false, default: { named: 'identity' } },
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
  columns: [
    { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
    { name: 'title', type: { name: 'varchar', length: 200 }, nullable: false, label: { mn_MN: 'Гарчиг' } },
    { name: 'happens_on', type: 'date' },
    { name: 'amount', type: { name: 'numeric', precision: 14, scale: 2 } },
    { name: 'aimag_id', type: 'integer' },
    { name: 'is_open', type: 'boolean', nullable: false, default: { value: true } },
    { name: 'process_status', type: { name: 'varchar', length: 50 } },
  ],
  foreignKeys: [{ columns: ['aimag_id'], references: { model: 'aimag', columns: ['id'] } }],
}
const krud: KrudDocument = {
  kind: 'krud',
  version: 1,
  name: 'events',
  title: { mn_MN: 'Арга хэмжээ' },
  form: '',
  grid: '',
}

describe('what a krud lacks', () => {
  test('a grid and a form it does not name', () => {
    expect(missingKrudParts(krud)).toEqual(['grid', 'form'])
    expect(missingKrudParts({ grid: 'events_grid', form: ' ' })).toEqual(['form'])
    expect(missingKrudParts({ grid: 'events_grid', form: 'events_form' })).toEqual([])
  })

  test('its new parts are named after it, free among the names taken', () => {
    expect(krudPartName(krud, 'grid', new Set())).toBe('events_grid')
    expect(krudPartName(krud, 'form', new Set(['events_form']))).toBe('events_form_2')
    expect(krudPartName({ ...krud, name: '' }, 'grid', new Set())).toBe('arga_khemjee_grid')
  })
})

describe('the grid made for a krud', () => {
  test('lists the columns a person fills in, with labels and the province by name', () => {
    const grid = gridForKrud({ krud, model: event, models: [aimag], taken: new Set() })
    expect(grid).toMatchObject({ name: 'events_grid', model: 'event', identity: 'id', title: krud.title })
    expect(grid.columns.map((c) => c.field)).toEqual(['title', 'happens_on', 'amount', 'aimag_id', 'is_open'])
    expect(grid.columns.find((c) => c.field === 'aimag_id')?.relation).toEqual({
      model: 'aimag',
      valueField: 'id',
      labelFields: ['name'],
    })
    expect(validateDocument(grid).ok).toBe(true)
  })

  test('shows the workflow status when the krud has a workflow', () => {
    const grid = gridForKrud({ krud: { ...krud, workflow: 'event_flow' }, model: event, taken: new Set() })
    expect(grid.columns.at(-1)).toEqual({ field: 'process_status', type: 'process_status' })
  })
})

describe('the form made for a krud', () => {
  test('has the key hidden, then a field per column a person fills in, each with the input its type calls for', () => {
    const form = formForKrud({ krud, model: event, models: [aimag], taken: new Set() })
    expect(form).toMatchObject({ name: 'events_form', model: 'event', identity: 'id' })
    expect(form.fields.map((field) => [field.name, field.widget])).toEqual([
      ['id', 'hidden'],
      ['title', 'text'],
      ['happens_on', 'date'],
      ['amount', 'money'],
      ['aimag_id', 'select'],
      ['is_open', 'switch'],
    ])
    expect(form.fields[1]).toMatchObject({ label: { mn_MN: 'Гарчиг' }, required: true })
    expect(form.fields[4]).toMatchObject({
      label: aimag.title,
      options: { source: 'model', model: 'aimag', valueField: 'id', labelFields: ['name'], sortField: 'name' },
    })
    expect(validateDocument(form).ok).toBe(true)
  })
})
