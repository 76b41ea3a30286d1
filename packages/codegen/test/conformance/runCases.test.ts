import { describe, expect, it } from 'vitest'
import { at, mismatch } from './runCases.ts'

describe('what a conformance case expects of an answer', () => {
  it('matches an object in part, and says where a value differs', () => {
    expect(mismatch({ status: true }, { status: true, rows: [] })).toBeUndefined()
    expect(mismatch({ record: { id: 3 } }, { record: { id: 4 } })).toBe('/record/id: 3 expected, got 4')
  })

  it('matches by kind, and an absent key only when it is not there at all', () => {
    expect(mismatch({ id: '$number', title: '$string' }, { id: 1, title: 'a' })).toBeUndefined()
    expect(mismatch({ secret: '$absent' }, { secret: null })).toBe('/secret: $absent expected, got null')
    expect(mismatch({ secret: '$absent' }, {})).toBeUndefined()
    expect(mismatch('$nonEmpty', [])).toBeDefined()
  })

  it('holds every element to $each, and finds one for $some and none for $none', () => {
    const rows = [{ id: 1, x: 'a' }, { id: 2 }]
    expect(mismatch({ $each: { id: '$number' } }, rows)).toBeUndefined()
    expect(mismatch({ $each: { x: '$string' } }, rows)).toBe('/1/x: $string expected, got nothing')
    expect(mismatch({ $some: { id: 2 } }, rows)).toBeUndefined()
    expect(mismatch({ $none: { id: 2 } }, rows)).toBeDefined()
    expect(mismatch({ $length: 3 }, rows)).toBeDefined()
  })

  it('sees rows out of order, in either direction', () => {
    const rows = [{ t: 'Бор' }, { t: 'Алтай' }]
    expect(mismatch({ $sortedBy: { field: 't' } }, rows)).toBe('/1: not sorted by t')
    expect(mismatch({ $sortedBy: { field: 't', desc: true } }, rows)).toBeUndefined()
    expect(mismatch({ $sortedBy: { field: 'n' } }, [{ n: 2 }, { n: 10 }])).toBeUndefined()
  })

  it('matches an array exactly, element by element', () => {
    expect(
      mismatch(
        [{ q: 9 }, { q: 5 }],
        [
          { q: 9, id: 1 },
          { q: 5, id: 2 },
        ],
      ),
    ).toBeUndefined()
    expect(mismatch([{ q: 9 }], [{ q: 9 }, { q: 5 }])).toBeDefined()
  })

  it('reads a kept value by its JSON pointer', () => {
    expect(at({ record: { id: 7 } }, '/record/id')).toBe(7)
    expect(at({ 'a/b': 1 }, '/a~1b')).toBe(1)
    expect(at({ record: null }, '/record/id')).toBeUndefined()
  })
})
