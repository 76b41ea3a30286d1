import { describe, expect, it } from 'vitest'
import { translatedParts, withTranslation } from './translatedText.ts'

describe('a translatable text held per language', () => {
  it('reads the texts of each language, a plain text as the Mongolian one', () => {
    expect(translatedParts({ mn_MN: 'Өв', en_US: 'Heritage', other: 1, ko_KR: '' })).toEqual({
      mn_MN: 'Өв',
      en_US: 'Heritage',
    })
    expect(translatedParts('Өв')).toEqual({ mn_MN: 'Өв' })
    expect(translatedParts(null)).toEqual({})
  })

  it('takes the text typed in one language and keeps the others', () => {
    expect(withTranslation({ mn_MN: 'Өв' }, 'en_US', 'Heritage', null)).toEqual({ mn_MN: 'Өв', en_US: 'Heritage' })
    expect(withTranslation({ mn_MN: 'Өв', en_US: 'Heritage' }, 'en_US', '', null)).toEqual({ mn_MN: 'Өв' })
  })

  it('is the empty value, not an empty object, once every language is emptied', () => {
    expect(withTranslation({ mn_MN: 'Өв' }, 'mn_MN', '', null)).toBeNull()
    expect(withTranslation(undefined, 'ko_KR', '', undefined)).toBeUndefined()
  })
})
