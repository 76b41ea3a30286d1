import { describe, expect, it } from 'vitest'
import { diffLines, foldDiff, prettyJson } from './jsonDiff.ts'

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

describe('the folded diff', () => {
  it('keeps each change with three lines around it and folds the rest into counts', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n')
    const after = before.replace('line 10', 'line ten')
    const folded = foldDiff(diffLines(before, after))
    expect(folded[0]).toEqual({ change: 'folded', count: 7 })
    expect(folded.filter((line) => line.change !== 'folded')).toHaveLength(8)
    expect(folded.at(-1)).toEqual({ change: 'folded', count: 6 })
  })

  it('folds nothing of a diff without changes but the whole of it', () => {
    expect(foldDiff(diffLines('a\nb', 'a\nb'))).toEqual([{ change: 'folded', count: 2 }])
  })
})
