import { LANGUAGE_CODES } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { RICH_TEXT_MESSAGES, type RichTextMessageKey, richTextMessage } from './richTextMessages.ts'

describe('the rich-text editor’s own words', () => {
  it('use spec 5’s only-images alert verbatim in Mongolian', () => {
    expect(richTextMessage('onlyImages', 'mn_MN')).toBe('зөвхөн зураг оруулна уу!')
  })

  it('fill the heading level in every language', () => {
    expect(richTextMessage('heading', 'mn_MN', { level: 2 })).toBe('Гарчиг 2')
    expect(richTextMessage('heading', 'en_US', { level: 2 })).toBe('Heading 2')
    expect(richTextMessage('heading', 'ko_KR', { level: 2 })).toBe('제목 2')
  })

  it('have a non-empty text in all three languages with the same placeholders', () => {
    for (const key of Object.keys(RICH_TEXT_MESSAGES) as RichTextMessageKey[]) {
      const placeholders = LANGUAGE_CODES.map((language) => {
        const text = RICH_TEXT_MESSAGES[key][language]
        expect(text.trim(), `${key} ${language}`).not.toBe('')
        return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
      })
      for (const list of placeholders) expect(list, key).toEqual(placeholders[0])
    }
  })
})
