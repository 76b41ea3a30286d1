import { describe, expect, it } from 'vitest'
import { paginationPages } from './ListingPage.tsx'

describe('the pagination bar', () => {
  it('shows every page of a short listing', () => {
    expect(paginationPages(2, 4)).toEqual([1, 2, 3, 4])
  })

  it('shows the first, the last and two either side of the current page, with gaps', () => {
    expect(paginationPages(7, 12)).toEqual([1, null, 5, 6, 7, 8, 9, null, 12])
    expect(paginationPages(1, 12)).toEqual([1, 2, 3, null, 12])
  })
})
