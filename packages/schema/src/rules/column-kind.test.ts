import { describe, expect, it } from 'vitest'
import type { ModelDocument } from '../documents/model.ts'
import { columnValueKind, modelColumnTypeName } from './column-kind.ts'

const model: ModelDocument = {
  kind: 'model',
  version: 1,
  name: 'envoy',
  title: { mn_MN: 'Элч' },
  table: 'envoy',
  columns: [
    { name: 'id', type: 'bigint' },
    { name: 'last_name', type: { name: 'varchar', length: 75 } },
    { name: 'appointed_at', type: 'date' },
  ],
  primaryKey: ['id'],
}

describe('the value kind of a model column', () => {
  it('names a column’s type without its length, and nothing for a column the model lacks', () => {
    expect(modelColumnTypeName(model, 'last_name')).toBe('varchar')
    expect(modelColumnTypeName(model, 'nickname')).toBeUndefined()
    expect(modelColumnTypeName(undefined, 'id')).toBeUndefined()
  })

  it('reads integers as numbers, timestamps as date-times, JSON as JSON and the rest as text', () => {
    expect(columnValueKind('bigint')).toBe('number')
    expect(columnValueKind('timestamptz')).toBe('datetime')
    expect(columnValueKind('date')).toBe('date')
    expect(columnValueKind('jsonb')).toBe('json')
    expect(columnValueKind('varchar')).toBe('text')
    expect(columnValueKind(undefined)).toBe('text')
  })
})
