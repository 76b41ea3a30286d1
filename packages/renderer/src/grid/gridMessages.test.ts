import { describe, expect, it } from 'vitest'
import { agGridLocaleText, gridMessage } from './gridMessages.ts'

describe('the grid’s words', () => {
  it('says there are no results in the spec’s words in each language', () => {
    expect([
      gridMessage('noResults', 'mn_MN'),
      gridMessage('noResults', 'en_US'),
      gridMessage('noResults', 'ko_KR'),
    ]).toEqual(['Хайлтын илэрц олдсонгүй', 'No search results found', '검색 결과가 없습니다'])
  })

  it('gives ag-grid the same words in Mongolian and Korean, and leaves English to ag-grid', () => {
    const mongolian = agGridLocaleText('mn_MN')
    const korean = agGridLocaleText('ko_KR')
    expect(agGridLocaleText('en_US')).toBeUndefined()
    expect(Object.keys(korean ?? {}).sort()).toEqual(Object.keys(mongolian ?? {}).sort())
    expect(mongolian?.page).toBe('Хуудас')
  })
})
