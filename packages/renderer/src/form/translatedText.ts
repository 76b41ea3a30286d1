import { LANGUAGE_CODES, type LanguageCode } from '@tamga/schema'

/** A translatable text held per language, as a json column stores it. */
export type TranslatedText = Partial<Record<LanguageCode, string>>

/**
 * The texts of a translatable field's value by language: an object's text entries, or a plain
 * text as the Mongolian one (a value stored before the field was made translatable).
 */
export function translatedParts(value: unknown): TranslatedText {
  if (typeof value === 'string') return value === '' ? {} : { mn_MN: value }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  const parts: TranslatedText = {}
  for (const language of LANGUAGE_CODES) {
    const text = (value as Record<string, unknown>)[language]
    if (typeof text === 'string' && text !== '') parts[language] = text
  }
  return parts
}

/**
 * The value after the text of one language was typed: an emptied language is left out, and a
 * value with no text left is `emptyValue` (null for a nullable column), not `{}`.
 *
 * @example withTranslation({ mn_MN: 'Өв' }, 'en_US', 'Heritage', null) // { mn_MN: 'Өв', en_US: 'Heritage' }
 */
export function withTranslation(value: unknown, language: LanguageCode, text: string, emptyValue: unknown): unknown {
  const parts = translatedParts(value)
  if (text === '') delete parts[language]
  else parts[language] = text
  return Object.keys(parts).length === 0 ? emptyValue : parts
}
