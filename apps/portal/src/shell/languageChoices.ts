import { LANGUAGE_CODES, type LanguageCode, normalizeLanguageCode } from '@tamga/schema'
import { storeLanguage, useApp } from '../stores/app.ts'

const NATIVE_NAMES: Record<LanguageCode, string> = { mn_MN: 'Монгол', en_US: 'English', ko_KR: '한국어' }

/** Changes the interface language and remembers it in the stored `lang` setting (spec 9). */
export function changeLanguage(language: LanguageCode): void {
  storeLanguage(language)
  useApp.getState().setLanguage(language)
}

/** A language a person may choose, with its name in that language. */
export interface LanguageChoice {
  code: LanguageCode
  label: string
}

/**
 * The languages a person may choose: the configuration's (spec 3.7), or all three; the one in
 * use, and its name.
 */
export function useLanguageChoices(): { language: LanguageCode; choices: LanguageChoice[]; current: string } {
  const language = useApp((state) => state.language)
  const listed = useApp((state) => state.config?.languages)
  const choices = (listed ?? LANGUAGE_CODES.map((code) => ({ code, label: NATIVE_NAMES[code] })))
    .map((entry) => ({ code: normalizeLanguageCode(entry.code), label: entry.label }))
    .filter((entry): entry is LanguageChoice => entry.code !== undefined)
  const current = choices.find((entry) => entry.code === language)?.label ?? NATIVE_NAMES[language]
  return { language, choices, current }
}
