import { describe, expect, it } from 'vitest'
import { htmlLang, localizedText, MESSAGES } from './messages.ts'

describe('localizedText', () => {
  it('a plain string is the same in every language', () => {
    expect(localizedText('Өв', 'en_US')).toBe('Өв')
  })

  it('a per-language text is shown in the interface language', () => {
    expect(localizedText({ mn_MN: 'Өв', en_US: 'Heritage' }, 'en_US')).toBe('Heritage')
  })

  it('a missing or empty translation falls back to Mongolian', () => {
    expect(localizedText({ mn_MN: 'Өв' }, 'ko_KR')).toBe('Өв')
    expect(localizedText({ mn_MN: 'Өв', en_US: '' }, 'en_US')).toBe('Өв')
  })
})

describe('MESSAGES', () => {
  it('every language has every word, none empty', () => {
    const keys = Object.keys(MESSAGES.mn_MN).sort()
    for (const messages of Object.values(MESSAGES)) {
      expect(Object.keys(messages).sort()).toEqual(keys)
      for (const text of Object.values(messages)) expect(text.trim()).not.toBe('')
    }
  })

  it('the html lang attribute is the language part of the code', () => {
    expect(htmlLang('mn_MN')).toBe('mn')
    expect(htmlLang('ko_KR')).toBe('ko')
  })
})
