import { LANGUAGE_CODES, type LanguageCode, type StaticWords } from '@tamga/schema'
import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { admin } from './catalogues/admin.ts'
import { auth } from './catalogues/auth.ts'
import { common } from './catalogues/common.ts'
import { dashboard } from './catalogues/dashboard.ts'
import { errors } from './catalogues/errors.ts'
import { lock } from './catalogues/lock.ts'
import { notifications } from './catalogues/notifications.ts'
import { process } from './catalogues/process.ts'
import { settings } from './catalogues/settings.ts'
import { shell } from './catalogues/shell.ts'

/** Every namespace of the app's catalogues; a screen asks for the ones it uses. */
export const CATALOGUES = {
  common,
  errors,
  shell,
  auth,
  admin,
  lock,
  settings,
  notifications,
  dashboard,
  process,
} as const

/** A namespace name. */
export type Namespace = keyof typeof CATALOGUES

function resources() {
  const all: Record<string, Record<string, Record<string, string>>> = {}
  for (const language of LANGUAGE_CODES) {
    all[language] = {}
    for (const [namespace, words] of Object.entries(CATALOGUES)) all[language][namespace] = { ...words[language] }
  }
  return all
}

/**
 * Starts i18next with every catalogue, in the given language. Mongolian is the fallback, so a
 * word missing in another language shows in Mongolian (spec 1, 9).
 */
export function createI18n(language: LanguageCode): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'mn_MN',
    resources: resources(),
    ns: Object.keys(CATALOGUES),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  })
  return instance
}

/**
 * The project's `static_words` (spec 3.7) override catalogue words: a key that a namespace has
 * takes the project's text for that language, in every namespace that has it.
 */
export function applyStaticWords(
  instance: I18n,
  staticWords: Partial<Record<LanguageCode, StaticWords>> | undefined,
): void {
  if (staticWords === undefined) return
  for (const language of LANGUAGE_CODES) {
    const words = staticWords[language]
    if (words === undefined) continue
    for (const namespace of Object.keys(CATALOGUES) as Namespace[]) {
      const own: Record<string, string> = CATALOGUES[namespace][language]
      for (const [key, text] of Object.entries(words)) {
        if (Object.hasOwn(own, key)) instance.addResource(language, namespace, key, text)
      }
    }
  }
}
