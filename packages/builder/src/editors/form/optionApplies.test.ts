import { describe, expect, it } from 'vitest'
import { optionApplies } from './optionApplies.ts'

describe('options offered by widget', () => {
  it('widget-only options are offered only for their widgets', () => {
    expect(optionApplies('options', 'select')).toBe(true)
    expect(optionApplies('options', 'text')).toBe(false)
    expect(optionApplies('precision', 'money')).toBe(true)
    expect(optionApplies('label', 'text')).toBe(true)
  })
})
