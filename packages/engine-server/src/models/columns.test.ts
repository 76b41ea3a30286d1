import type { ColumnType } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { actualDefault, compareTypes, desiredDefault, sameDefault } from './columns.ts'
import type { ActualColumn } from './introspect.ts'

const column = (typeName: string, typeModifier = -1, extra: Partial<ActualColumn> = {}): ActualColumn => ({
  name: 'c',
  typeName,
  typeModifier,
  formatted: typeName,
  notNull: false,
  defaultExpression: null,
  identity: null,
  comment: null,
  ...extra,
})
// atttypmod as PostgreSQL stores it: the length plus 4, or (precision << 16 | scale) plus 4.
const varchar = (length: number) => column('varchar', length + 4)
const numeric = (precision: number, scale: number) => column('numeric', ((precision << 16) | scale) + 4)

describe('compareTypes', () => {
  it.each<[ColumnType, ActualColumn, string]>([
    ['integer', column('int4'), 'same'],
    ['bigint', column('int4'), 'widen'],
    ['integer', column('int8'), 'change'],
    ['text', varchar(20), 'widen'],
    ['text', column('text'), 'same'],
    [{ name: 'varchar', length: 50 }, varchar(20), 'widen'],
    [{ name: 'varchar', length: 20 }, varchar(20), 'same'],
    [{ name: 'varchar', length: 10 }, varchar(20), 'change'],
    [{ name: 'varchar', length: 10 }, column('text'), 'change'],
    [{ name: 'varchar', length: 10 }, column('varchar'), 'change'],
    [{ name: 'numeric', precision: 14, scale: 2 }, numeric(14, 2), 'same'],
    [{ name: 'numeric', precision: 16, scale: 2 }, numeric(14, 2), 'widen'],
    [{ name: 'numeric', precision: 16, scale: 4 }, numeric(14, 2), 'widen'],
    [{ name: 'numeric', precision: 14, scale: 4 }, numeric(14, 2), 'change'],
    [{ name: 'numeric', precision: 14, scale: 1 }, numeric(14, 2), 'change'],
    [{ name: 'numeric', precision: 10 }, column('numeric'), 'change'],
    ['timestamptz', column('timestamp'), 'change'],
    ['boolean', column('bool'), 'same'],
    [{ name: 'geometry', shape: 'point' }, column('geometry', 0, { formatted: 'geometry(Point,4326)' }), 'same'],
    [{ name: 'geometry', shape: 'polygon' }, column('geometry', 0, { formatted: 'geometry(Point,4326)' }), 'change'],
  ])('declared %j over %o is %s', (desired, actual, expected) => {
    expect(compareTypes(desired, actual)).toBe(expected)
  })
})

describe('defaults', () => {
  it('reads back the defaults PostgreSQL prints', () => {
    expect(actualDefault(column('int4', -1, { defaultExpression: "'-1'::integer" }))).toEqual({
      kind: 'literal',
      text: '-1',
    })
    expect(actualDefault(column('varchar', 24, { defaultExpression: "'dr''aft'::character varying" }))).toEqual({
      kind: 'literal',
      text: "dr'aft",
    })
    expect(actualDefault(column('numeric', -1, { defaultExpression: '1.5' }))).toEqual({ kind: 'literal', text: '1.5' })
    expect(actualDefault(column('bool', -1, { defaultExpression: 'false' }))).toEqual({
      kind: 'literal',
      text: 'false',
    })
    expect(actualDefault(column('date', -1, { defaultExpression: 'CURRENT_DATE' }))).toEqual({
      kind: 'named',
      name: 'current_date',
    })
    expect(actualDefault(column('int8', -1, { identity: 'by-default' }))).toEqual({ kind: 'identity', always: false })
    expect(actualDefault(column('int4', -1, { defaultExpression: "nextval('t_id_seq'::regclass)" }))).toEqual({
      kind: 'expression',
      text: "nextval('t_id_seq'::regclass)",
    })
  })

  it('gives the current user id no database default: the server fills it in', () => {
    expect(desiredDefault({ named: 'current_user_id' })).toEqual({ kind: 'none' })
    expect(desiredDefault({ named: 'identity' })).toEqual({ kind: 'identity', always: false })
  })

  it('compares numbers as numbers and leaves date constants to PostgreSQL', () => {
    const numericType: ColumnType = { name: 'numeric', precision: 10, scale: 2 }
    expect(sameDefault(numericType, { kind: 'literal', text: '1.5' }, { kind: 'literal', text: '1.50' })).toBe(true)
    expect(sameDefault('text', { kind: 'literal', text: '1.5' }, { kind: 'literal', text: '1.50' })).toBe(false)
    expect(
      sameDefault(
        'timestamptz',
        { kind: 'literal', text: '2020-01-01' },
        { kind: 'literal', text: '2020-01-01 00:00:00+00' },
      ),
    ).toBeUndefined()
    expect(sameDefault('bigint', { kind: 'identity', always: false }, { kind: 'identity', always: true })).toBe(false)
    expect(sameDefault('integer', { kind: 'none' }, { kind: 'expression', text: 'random()' })).toBe(false)
  })
})
