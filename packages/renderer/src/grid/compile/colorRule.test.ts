import { describe, expect, it } from 'vitest'
import { NEGATIVE_CELL_CLASS, POSITIVE_CELL_CLASS, thresholdClass } from './colorRule.ts'

describe('the threshold colour rule (spec 9)', () => {
  it('makes a cell green from 1', () => {
    expect(thresholdClass(1)).toBe(POSITIVE_CELL_CLASS)
    expect(thresholdClass(2.5)).toBe(POSITIVE_CELL_CLASS)
    expect(thresholdClass('12')).toBe(POSITIVE_CELL_CLASS)
    expect(thresholdClass(true)).toBe(POSITIVE_CELL_CLASS)
  })

  it('makes a cell red below 1', () => {
    expect(thresholdClass(0)).toBe(NEGATIVE_CELL_CLASS)
    expect(thresholdClass(0.99)).toBe(NEGATIVE_CELL_CLASS)
    expect(thresholdClass(-3)).toBe(NEGATIVE_CELL_CLASS)
    expect(thresholdClass(false)).toBe(NEGATIVE_CELL_CLASS)
    expect(thresholdClass('abc')).toBe(NEGATIVE_CELL_CLASS)
  })

  it('leaves an empty cell uncoloured', () => {
    expect(thresholdClass(null)).toBeUndefined()
    expect(thresholdClass(undefined)).toBeUndefined()
    expect(thresholdClass('')).toBeUndefined()
  })
})
