import type { LanguageCode } from '@tamga/schema'
import { translatedParts, withTranslation } from '../../translatedText.ts'

/**
 * The HTML a rich-text field's value holds: the text itself, or, for a field held per language,
 * the text of `language`; `''` for none (null, another type, a language not written yet).
 *
 * @example richTextHtml({ mn_MN: '<p>Өв</p>' }, 'en_US') // ''
 */
export function richTextHtml(value: unknown, language?: LanguageCode): string {
  if (language !== undefined) return translatedParts(value)[language] ?? ''
  return typeof value === 'string' ? value : ''
}

/**
 * The field's value after the editor answered `html` (`''` when emptied): the HTML itself, or
 * `emptyValue` (null for a nullable column) when nothing is left; for a field held per
 * language, the value with that language's text changed and the others kept.
 *
 * @example richTextValueAfterEdit('<p>Өв</p>', '', null) // null
 * @example richTextValueAfterEdit({ mn_MN: '<p>Өв</p>' }, '<p>Heritage</p>', null, 'en_US')
 * // { mn_MN: '<p>Өв</p>', en_US: '<p>Heritage</p>' }
 */
export function richTextValueAfterEdit(
  value: unknown,
  html: string,
  emptyValue: unknown,
  language?: LanguageCode,
): unknown {
  if (language !== undefined) return withTranslation(value, language, html, emptyValue)
  return html === '' ? emptyValue : html
}
