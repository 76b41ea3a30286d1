import { describe, expect, it } from 'vitest'
import { normalizeHexColor } from './colorValue.ts'

describe('normalizeHexColor', () => {
  it('keeps six hex digits in lower case with a hash', () => {
    expect(normalizeHexColor('#1890FF')).toBe('#1890ff')
    expect(normalizeHexColor(' 1890ff ')).toBe('#1890ff')
  })

  it('spells out the three-digit short form', () => {
    expect(normalizeHexColor('#AbC')).toBe('#aabbcc')
  })

  it('refuses what is not a hex colour', () => {
    for (const text of ['', '#', '#12', '#12345', '#1234567', 'red', '#ggg', 'rgb(0,0,0)']) {
      expect(normalizeHexColor(text)).toBeUndefined()
    }
  })
})
