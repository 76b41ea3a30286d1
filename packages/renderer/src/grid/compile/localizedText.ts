import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@tamga/schema'

function isLanguageTexts(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const texts = value as Record<string, unknown>
  return LANGUAGE_CODES.some((code) => typeof texts[code] === 'string')
}

/**
 * The texts per language a translatable column holds: the object itself, or the object a JSON
 * text spells (a varchar column keeps it as text and the API hands it over unparsed).
 * `undefined` when the value is not such an object.
 */
export function languageTextsOf(value: unknown): Record<string, unknown> | undefined {
  if (isLanguageTexts(value)) return value
  if (typeof value !== 'string' || !value.trimStart().startsWith('{')) return undefined
  try {
    const parsed: unknown = JSON.parse(value)
    return isLanguageTexts(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}

/**
 * A translatable column's value read in a language: the language's text, Mongolian when the
 * language has none (spec 9). A value that holds no texts per language is returned unchanged.
 *
 * @example translatedValue({ mn_MN: 'Морин хуур', en_US: 'Horse-head fiddle' }, 'en_US') // 'Horse-head fiddle'
 */
export function translatedValue(value: unknown, language: LanguageCode): unknown {
  const texts = languageTextsOf(value)
  if (texts === undefined) return value
  const text = texts[language]
  if (typeof text === 'string' && text !== '') return text
  const fallback = texts[FALLBACK_LANGUAGE]
  return typeof fallback === 'string' ? fallback : ''
}
