import { describe, expect, it } from 'vitest'
import { SITE_WORDS, siteWords } from './words.ts'

describe('the site words catalogue', () => {
  it('Mongolian is the catalogue the words come from, and the fallback', () => {
    expect(SITE_WORDS.mn_MN.paid).toBe('Төлбөртэй')
    expect(SITE_WORDS.mn_MN.send).toBe('Илгээх')
    expect(siteWords('xx_XX' as never)).toBe(SITE_WORDS.mn_MN)
  })

  it('English and Korean are translations, not copies of the Mongolian', () => {
    expect(SITE_WORDS.en_US.search).toBe('Search')
    expect(SITE_WORDS.ko_KR.search).toBe('검색')
  })
})

describe('siteWords with the project’s own wording', () => {
  it('puts the project’s words in place of the catalogue’s, and ignores words the site has not', () => {
    const words = siteWords('mn_MN', { send: 'Хүсэлт илгээх', nonsense: 'x', back: ' ' })
    expect(words.send).toBe('Хүсэлт илгээх')
    expect(words.back).toBe(SITE_WORDS.mn_MN.back)
    expect(words).not.toHaveProperty('nonsense')
  })
})
