import type { FilterValue } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { filterValueForOperator, filterValueText, parseFilterValue } from './filterValueText.ts'

describe('a filter value written as text', () => {
  it('reads numbers, booleans, texts and parameters', () => {
    expect(parseFilterValue('42', '=')).toBe(42)
    expect(parseFilterValue('false', '=')).toBe(false)
    expect(parseFilterValue(' NEW ', '=')).toBe('NEW')
    expect(parseFilterValue('"42"', '=')).toBe('42')
    expect(parseFilterValue(':status', '=')).toEqual({ parameter: 'status' })
  })

  it('reads lists for in and between, and one parameter holding a list for in', () => {
    expect(parseFilterValue('NEW, DONE, 3', 'in')).toEqual(['NEW', 'DONE', 3])
    expect(parseFilterValue('1, :to', 'between')).toEqual([1, { parameter: 'to' }])
    expect(parseFilterValue(':statuses', 'in')).toEqual({ parameter: 'statuses' })
    expect(parseFilterValue('"a, b", c', 'not-in')).toEqual(['a, b', 'c'])
  })

  it('is-null compares with nothing, and an empty line is no value', () => {
    expect(parseFilterValue('x', 'is-null')).toBeUndefined()
    expect(parseFilterValue('  ', '=')).toBeUndefined()
  })

  it('writes values so that they read back the same', () => {
    const values: Array<[FilterValue, Parameters<typeof parseFilterValue>[1]]> = [
      ['42', '='],
      [42, '='],
      ['true', '='],
      [':x', '='],
      [{ parameter: 'status' }, '='],
      [['a, b', 'c', 7], 'in'],
      [[1, { parameter: 'to' }], 'between'],
    ]
    for (const [value, operator] of values) {
      expect(parseFilterValue(filterValueText(value), operator)).toEqual(value)
    }
  })

  it('a text with commas becomes a list when the operator becomes in, and each part stays a text', () => {
    expect(filterValueForOperator('NEW, 42', 'in')).toEqual(['NEW', '42'])
    expect(filterValueForOperator(['a', 'b'], '=')).toBe('a, b')
    expect(filterValueForOperator(5, 'is-null')).toBeUndefined()
  })
})
