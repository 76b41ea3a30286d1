import { describe, expect, it } from 'vitest'
import { chooseLanguage, FALLBACK_LANGUAGE, localizedText, normalizeLanguageCode } from './language.ts'

describe('chooseLanguage', () => {
  it('takes the stored lang setting first', () => {
    expect(chooseLanguage('en_US', 'mn_MN')).toBe('en_US')
    expect(chooseLanguage('ko_KR', 'en_US')).toBe('ko_KR')
  })

  it('takes the server’s default language when nothing is stored', () => {
    expect(chooseLanguage(null, 'en_US')).toBe('en_US')
    expect(chooseLanguage(undefined, 'ko_KR')).toBe('ko_KR')
    expect(chooseLanguage('', 'en_US')).toBe('en_US')
  })

  it('takes the server’s default language when the stored one is unknown', () => {
    expect(chooseLanguage('fr_FR', 'en_US')).toBe('en_US')
  })

  it('falls back to mn_MN when neither is known', () => {
    expect(chooseLanguage('fr_FR', 'de_DE')).toBe('mn_MN')
    expect(chooseLanguage(null, null)).toBe('mn_MN')
    expect(chooseLanguage(undefined)).toBe('mn_MN')
    expect(FALLBACK_LANGUAGE).toBe('mn_MN')
  })

  it('accepts Lambda’s short codes in both places', () => {
    expect(chooseLanguage('en', 'mn_MN')).toBe('en_US')
    expect(chooseLanguage('mn', 'en_US')).toBe('mn_MN')
    expect(chooseLanguage(null, 'ko')).toBe('ko_KR')
  })
})

describe('normalizeLanguageCode', () => {
  it.each([
    ['mn_MN', 'mn_MN'],
    ['en_US', 'en_US'],
    ['ko_KR', 'ko_KR'],
    ['mn', 'mn_MN'],
    ['en', 'en_US'],
    ['ko', 'ko_KR'],
    ['EN', 'en_US'],
    ['en-US', 'en_US'],
    ['ko-kr', 'ko_KR'],
    [' mn_MN ', 'mn_MN'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizeLanguageCode(input)).toBe(expected)
  })

  it.each(['fr', 'fr_FR', 'en_GB', 'mn_US', 'zh', '', 'en_US_x'])('does not know %j', (input) => {
    expect(normalizeLanguageCode(input)).toBeUndefined()
  })

  it('does not know a missing value', () => {
    expect(normalizeLanguageCode(null)).toBeUndefined()
    expect(normalizeLanguageCode(undefined)).toBeUndefined()
  })
})

describe('localizedText', () => {
  it('picks the reader’s language and falls back to Mongolian', () => {
    const label = { mn_MN: 'Нэр', en_US: 'Name', ko_KR: '' }
    expect(localizedText(label, 'en_US')).toBe('Name')
    expect(localizedText(label, 'ko_KR')).toBe('Нэр')
    expect(localizedText('ID', 'en_US')).toBe('ID')
    expect(localizedText(undefined, 'en_US')).toBeUndefined()
  })
})
