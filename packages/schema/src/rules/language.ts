import type { LocalizedText } from '../documents/common.ts'
import { LANGUAGE_CODES, type LanguageCode } from '../languages.ts'

/** The language used when neither the browser nor the server names a known one (spec 1, 9). */
export const FALLBACK_LANGUAGE: LanguageCode = 'mn_MN'

/** Lambda's short language codes and the language each stands for. */
const SHORT_CODES: Readonly<Record<string, LanguageCode>> = { mn: 'mn_MN', en: 'en_US', ko: 'ko_KR' }

/**
 * Reads a language code in any spelling Tamga meets: its own (`mn_MN`), Lambda's short one
 * (`mn`), or a BCP 47 tag (`en-US`), in any letter case. Anything else is `undefined`.
 *
 * @example normalizeLanguageCode('en') // 'en_US'
 */
export function normalizeLanguageCode(value: string | null | undefined): LanguageCode | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  const short = SHORT_CODES[trimmed.toLowerCase()]
  if (short !== undefined) return short
  const match = /^([a-z]{2})[-_]([a-z]{2})$/i.exec(trimmed)
  if (match === null) return undefined
  const spelled = `${match[1]?.toLowerCase()}_${match[2]?.toUpperCase()}`
  return LANGUAGE_CODES.find((code) => code === spelled)
}

/**
 * Chooses the interface language (spec 1, 9): the language stored in the browser's `lang`
 * setting wins; without a known stored one, the server configuration's `default_language`;
 * without that either, Mongolian. Unknown codes are skipped, never used.
 *
 * @example chooseLanguage(null, 'en_US') // 'en_US'
 * @example chooseLanguage('ko', 'en_US') // 'ko_KR'
 * @example chooseLanguage('fr_FR', 'de') // 'mn_MN'
 */
export function chooseLanguage(stored: string | null | undefined, configured?: string | null): LanguageCode {
  return normalizeLanguageCode(stored) ?? normalizeLanguageCode(configured) ?? FALLBACK_LANGUAGE
}

/**
 * The text a person reads in `language`: a plain string is the same in every language; a
 * per-language text falls back to Mongolian (spec 9) when the language's own text is missing
 * or blank. `undefined` stays `undefined`, so an absent label or help is not shown at all.
 *
 * @example localizedText({ mn_MN: 'Гарчиг', en_US: 'Title' }, 'en_US') // 'Title'
 * @example localizedText({ mn_MN: 'Гарчиг' }, 'ko_KR') // 'Гарчиг'
 */
export function localizedText(text: LocalizedText, language: LanguageCode): string
export function localizedText(text: LocalizedText | undefined, language: LanguageCode): string | undefined
export function localizedText(text: LocalizedText | undefined, language: LanguageCode): string | undefined {
  if (text === undefined || typeof text === 'string') return text
  const own = text[language]
  return own !== undefined && own.trim() !== '' ? own : text[FALLBACK_LANGUAGE]
}
