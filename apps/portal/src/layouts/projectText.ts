import type { LanguageCode, LocalizedText } from '@tamga/schema'

/**
 * A text in the interface language: a plain string as it is; a per-language text in that
 * language when it has one, otherwise in Mongolian, which every localized text carries.
 *
 * @example localizedText({ mn_MN: 'Өв', en_US: 'Heritage' }, 'en_US') // 'Heritage'
 * @example localizedText({ mn_MN: 'Өв' }, 'ko_KR') // 'Өв'
 */
export function localizedText(text: LocalizedText | undefined, language: LanguageCode): string {
  if (text === undefined) return ''
  if (typeof text === 'string') return text
  const translated = text[language]
  return translated !== undefined && translated.length > 0 ? translated : text.mn_MN
}
