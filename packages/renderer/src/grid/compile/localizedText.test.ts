import { describe, expect, it } from 'vitest'
import { translatedValue } from './localizedText.ts'

describe('translatedValue', () => {
  it('reads the texts per language of an object or of its JSON text', () => {
    expect(translatedValue({ mn_MN: 'Наадам', en_US: 'Naadam' }, 'en_US')).toBe('Naadam')
    expect(translatedValue('{"mn_MN":"Наадам","en_US":"Naadam"}', 'ko_KR')).toBe('Наадам')
  })

  it('leaves any other value as it is', () => {
    expect(translatedValue('{not json', 'en_US')).toBe('{not json')
    expect(translatedValue({ a: 1 }, 'en_US')).toEqual({ a: 1 })
    expect(translatedValue(5, 'en_US')).toBe(5)
  })
})
