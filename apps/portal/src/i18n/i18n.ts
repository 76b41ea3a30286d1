import { namespace, shareWords } from '@tamga/renderer/i18n'
import type { LanguageCode } from '@tamga/schema'
import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { auth } from './catalogues/auth.ts'
import { common } from './catalogues/common.ts'
import { errors } from './catalogues/errors.ts'
import { lock } from './catalogues/lock.ts'
import type { SHELL_CATALOGUES } from './shellCatalogues.ts'

/**
 * The namespaces every page may need from its first paint: the sign-in page's, the spinner's,
 * the error page's and the lock screen's. The rest come with the pages drawn with antd
 * (SHELL_CATALOGUES).
 */
export const START_CATALOGUES = { common, errors, auth, lock } as const

/** Every namespace of the app's catalogues, by name; a screen asks for the ones it uses. */
export type Catalogues = typeof START_CATALOGUES & typeof SHELL_CATALOGUES

// The portal's namespaces join the renderer's and the builder's in the one lookup module; their
// keys are named like the project's static_words (spec 3.7), which override them.
for (const [name, words] of Object.entries(START_CATALOGUES)) namespace(name, words, true)

/**
 * Starts i18next in the given language and makes it the instance every namespace lives in, the
 * renderer's and the builder's too. Mongolian is the fallback, so a word missing in another
 * language shows in Mongolian (spec 1, 9).
 */
export function createI18n(language: LanguageCode): I18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'mn_MN',
    resources: {},
    ns: Object.keys(START_CATALOGUES),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  })
  shareWords(instance)
  return instance
}
