import { describe, expect, it } from 'vitest'
import { diffLines, prettyJson } from './jsonDiff.ts'

describe('the history diff', () => {
  it('shows a changed value as its old line removed and its new line added, the rest kept', () => {
    const before = prettyJson({ name: 'grant', title: 'Тэтгэлэг', fields: [1, 2] })
    const after = prettyJson({ name: 'grant', title: 'Тэтгэлгийн хүсэлт', fields: [1, 2] })
    const changed = diffLines(before, after).filter((line) => line.change !== 'same')
    expect(changed).toEqual([
      { change: 'removed', text: '  "title": "Тэтгэлэг"' },
      { change: 'added', text: '  "title": "Тэтгэлгийн хүсэлт"' },
    ])
  })

  it('sees no change in the order of keys', () => {
    const lines = diffLines(prettyJson({ a: 1, b: 2 }), prettyJson({ b: 2, a: 1 }))
    expect(lines.every((line) => line.change === 'same')).toBe(true)
  })

  it('keeps every line of both texts, in order', () => {
    const before = ['a', 'b', 'c', 'd'].join('\n')
    const after = ['a', 'x', 'c', 'd', 'e'].join('\n')
    const lines = diffLines(before, after)
    expect(lines.filter((line) => line.change !== 'added').map((line) => line.text)).toEqual(before.split('\n'))
    expect(lines.filter((line) => line.change !== 'removed').map((line) => line.text)).toEqual(after.split('\n'))
  })
})
