import { type ModelDocument, validateDocument } from '@tamga/schema'
import { describe, expect, test } from 'vitest'
import { missingStatusColumn, withStatusColumn } from './statusColumnOffer.ts'

const event: ModelDocument = {
  kind: 'model',
  version: 1,
  name: 'event',
  table: 'event',
  primaryKey: ['id'],
  columns: [
    { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
    { name: 'title', type: 'text' },
  ],
}
const workflow = { model: 'event', statusColumn: 'process_status' }

describe('the status column a workflow needs', () => {
  test('is missing from a new table', () => {
    expect(missingStatusColumn(workflow, event)).toBe('process_status')
  })

  test('is not asked for once the model has it', () => {
    expect(missingStatusColumn(workflow, withStatusColumn(event, 'process_status'))).toBeUndefined()
  })

  test('is not asked for before the table and a valid column are chosen, nor of a view', () => {
    expect(missingStatusColumn(workflow, undefined)).toBeUndefined()
    expect(missingStatusColumn({ ...workflow, model: 'other' }, event)).toBeUndefined()
    expect(missingStatusColumn({ ...workflow, statusColumn: 'Process Status' }, event)).toBeUndefined()
    expect(missingStatusColumn(workflow, { ...event, view: true })).toBeUndefined()
  })

  test('is added as text of up to 50 letters that may be empty, and the model stays valid', () => {
    const next = withStatusColumn(event, 'process_status')
    expect(next.columns.at(-1)).toMatchObject({
      name: 'process_status',
      type: { name: 'varchar', length: 50 },
      nullable: true,
    })
    expect(validateDocument(next).ok).toBe(true)
    expect(event.columns).toHaveLength(2)
  })
})
