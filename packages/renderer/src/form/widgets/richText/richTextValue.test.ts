import { describe, expect, it } from 'vitest'
import { richTextHtml, richTextValueAfterEdit } from './richTextValue.ts'

describe('a rich-text field’s value', () => {
  it('is its HTML, or nothing to edit for a value that holds none', () => {
    expect(richTextHtml('<p>Өв</p>')).toBe('<p>Өв</p>')
    expect(richTextHtml(null)).toBe('')
    expect(richTextHtml(undefined)).toBe('')
    expect(richTextHtml(42)).toBe('')
  })

  it('takes the empty value when the editor is emptied, for a nullable column or a text one', () => {
    expect(richTextValueAfterEdit('<p>Өв</p>', '', null)).toBeNull()
    expect(richTextValueAfterEdit('<p>Өв</p>', '', '')).toBe('')
    expect(richTextValueAfterEdit(null, '<p>Шинэ</p>', null)).toBe('<p>Шинэ</p>')
  })

  it('held per language, changes one language and keeps the others', () => {
    const value = { mn_MN: '<p>Өв</p>', en_US: '<p>Heritage</p>' }
    expect(richTextHtml(value, 'en_US')).toBe('<p>Heritage</p>')
    expect(richTextHtml(value, 'ko_KR')).toBe('')
    // A text stored before the field was made translatable is the Mongolian one.
    expect(richTextHtml('<p>Өв</p>', 'mn_MN')).toBe('<p>Өв</p>')
    expect(richTextValueAfterEdit(value, '<p>유산</p>', null, 'ko_KR')).toEqual({ ...value, ko_KR: '<p>유산</p>' })
    expect(richTextValueAfterEdit(value, '', null, 'en_US')).toEqual({ mn_MN: '<p>Өв</p>' })
    expect(richTextValueAfterEdit({ mn_MN: '<p>Өв</p>' }, '', null, 'mn_MN')).toBeNull()
  })
})
