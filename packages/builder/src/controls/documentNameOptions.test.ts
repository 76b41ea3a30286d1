import { describe, expect, it } from 'vitest'
import { documentNameOptions } from './documentNameOptions.ts'

describe('document name options', () => {
  it('labels each name with its title in the language shown, sorted by name', () => {
    const options = documentNameOptions(
      [
        { name: 'news-grid', title: { mn_MN: 'Мэдээ', en_US: 'News' } },
        { name: 'app-grid', title: null },
      ],
      'en_US',
    )
    expect(options).toEqual([
      { value: 'app-grid', label: 'app-grid' },
      { value: 'news-grid', label: 'news-grid — News' },
    ])
  })

  it('keeps the name the document holds even when no such document is listed', () => {
    expect(documentNameOptions([], 'mn_MN', 'missing-form')).toEqual([{ value: 'missing-form', label: 'missing-form' }])
  })
})
