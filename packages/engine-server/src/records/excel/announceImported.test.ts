import { describe, expect, it } from 'vitest'
import { ImportedIdentities } from './announceImported.ts'

describe('the identities an import keeps until its commit', () => {
  it('gives back every identity, consecutive integers or not, a page at a time', () => {
    const identities = new ImportedIdentities('id')
    identities.add([{ id: 7 }, { id: 8 }, { id: 9 }])
    identities.add([{ id: 10 }, { id: 12 }, { id: 'a1b2' }, { id: 13 }])
    expect(identities.count).toBe(7)
    expect([...identities.pages(3)]).toEqual([[7, 8, 9], [10, 12, 13], ['a1b2']])
  })

  it('gives back a million consecutive identities in order', () => {
    const identities = new ImportedIdentities('id')
    for (let start = 1; start <= 1_000_000; start += 1000) {
      identities.add(Array.from({ length: 1000 }, (_, index) => ({ id: start + index })))
    }
    const pages = [...identities.pages(250_000)]
    expect(pages.map((page) => [page[0], page.at(-1), page.length])).toEqual([
      [1, 250_000, 250_000],
      [250_001, 500_000, 250_000],
      [500_001, 750_000, 250_000],
      [750_001, 1_000_000, 250_000],
    ])
  })
})
