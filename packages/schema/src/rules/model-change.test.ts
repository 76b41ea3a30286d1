import { describe, expect, it } from 'vitest'
import type { ColumnType } from '../documents/model.ts'
import {
  compareColumnTypes,
  DESTRUCTIVE_MODEL_CHANGES,
  existingColumnType,
  MODEL_CHANGE_PHASE,
  type TypeComparison,
} from './model-change.ts'

describe('compareColumnTypes between two declared types (a regeneration)', () => {
  it.each<[ColumnType, ColumnType, TypeComparison]>([
    ['bigint', 'integer', 'widen'],
    ['integer', 'bigint', 'change'],
    ['text', { name: 'varchar', length: 100 }, 'widen'],
    [{ name: 'varchar', length: 200 }, { name: 'varchar', length: 100 }, 'widen'],
    [{ name: 'varchar', length: 100 }, { name: 'varchar', length: 200 }, 'change'],
    [{ name: 'varchar', length: 100 }, 'text', 'change'],
    [{ name: 'numeric', precision: 16, scale: 2 }, { name: 'numeric', precision: 14, scale: 2 }, 'widen'],
    [{ name: 'numeric', precision: 14, scale: 3 }, { name: 'numeric', precision: 14, scale: 2 }, 'change'],
    [{ name: 'numeric', precision: 14 }, { name: 'numeric', precision: 14, scale: 0 }, 'same'],
    [{ name: 'geometry', shape: 'point' }, { name: 'geometry', shape: 'point', srid: 4326 }, 'same'],
    [{ name: 'geometry', shape: 'point', srid: 3857 }, { name: 'geometry', shape: 'point' }, 'change'],
    ['date', 'timestamptz', 'change'],
  ])('%j over %j is %s', (desired, previous, expected) => {
    expect(compareColumnTypes(desired, existingColumnType(previous))).toBe(expected)
  })
})

describe('destructive changes', () => {
  it('are the ones that can cut, refuse or drop data, and widening is not one', () => {
    expect([...DESTRUCTIVE_MODEL_CHANGES].sort()).toEqual([
      'change-column-type',
      'drop-column',
      'drop-foreign-key',
      'drop-index',
      'drop-primary-key',
      'drop-table',
      'drop-unique',
      'set-not-null',
    ])
    expect(DESTRUCTIVE_MODEL_CHANGES.has('widen-column')).toBe(false)
  })

  it('run foreign keys after the tables and columns they need, and dropped tables last', () => {
    expect(MODEL_CHANGE_PHASE['add-foreign-key']).toBeGreaterThan(MODEL_CHANGE_PHASE['create-table'])
    expect(MODEL_CHANGE_PHASE['add-index']).toBeGreaterThan(MODEL_CHANGE_PHASE['add-column'])
    expect(Math.max(...Object.values(MODEL_CHANGE_PHASE))).toBe(MODEL_CHANGE_PHASE['drop-table'])
  })
})
