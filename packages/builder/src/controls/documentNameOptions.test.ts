import { describe, expect, it } from 'vitest'
import { documentNameOptions, fieldNameOptions } from './documentNameOptions.ts'

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

describe('column name options', () => {
  it('labels each column with its label in the language shown, in the table order', () => {
    const options = fieldNameOptions(
      [
        { name: 'title', label: { mn_MN: 'Гарчиг', en_US: 'Title' } },
        { name: 'id', label: undefined },
      ],
      'mn_MN',
    )
    expect(options).toEqual([
      { value: 'title', label: 'title — Гарчиг' },
      { value: 'id', label: 'id' },
    ])
  })

  it('keeps the columns the document names even when its table lacks them', () => {
    expect(fieldNameOptions([{ name: 'id' }], 'en_US', ['id', 'gone'])).toEqual([
      { value: 'id', label: 'id' },
      { value: 'gone', label: 'gone' },
    ])
  })
})
