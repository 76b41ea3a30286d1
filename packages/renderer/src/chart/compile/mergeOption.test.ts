import { describe, expect, it } from 'vitest'
import { mergeOption } from './mergeOption.ts'

describe('mergeOption', () => {
  it('merges objects key by key at every depth', () => {
    expect(
      mergeOption(
        { legend: { show: true, bottom: 0, textStyle: { color: '#212121' } } },
        { legend: { orient: 'vertical', textStyle: { fontSize: 10 } } },
      ),
    ).toEqual({ legend: { show: true, bottom: 0, orient: 'vertical', textStyle: { color: '#212121', fontSize: 10 } } })
  })

  it('replaces arrays and plain values', () => {
    expect(mergeOption({ color: ['#000', '#111'], animation: true }, { color: ['#fff'], animation: false })).toEqual({
      color: ['#fff'],
      animation: false,
    })
  })

  it('styles every built series with an object given for them', () => {
    const merged = mergeOption(
      {
        series: [
          { type: 'bar', name: 'a' },
          { type: 'bar', name: 'b' },
        ],
      },
      { series: { label: { show: true } } },
    )
    expect(merged.series).toEqual([
      { type: 'bar', name: 'a', label: { show: true } },
      { type: 'bar', name: 'b', label: { show: true } },
    ])
  })

  it('changes neither the built option nor the document', () => {
    const base = { legend: { show: true } }
    const override = { legend: { show: false }, toolbox: { feature: { saveAsImage: {} } } }
    const merged = mergeOption(base, override) as Record<string, unknown>
    expect(base).toEqual({ legend: { show: true } })
    expect(override.legend).toEqual({ show: false })
    expect(merged.toolbox).not.toBe(override.toolbox)
  })

  it('ignores keys that would reach an object’s prototype', () => {
    const override = JSON.parse('{"__proto__": {"polluted": true}, "title": {"constructor": {"x": 1}, "text": "t"}}')
    const merged = mergeOption({ title: { left: 'left' } }, override) as Record<string, unknown>
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(merged.polluted).toBeUndefined()
    expect(merged.title).toEqual({ left: 'left', text: 't' })
  })
})
