import { namespace, shareWords } from '@tamga/renderer/i18n'
import type { LanguageCode } from '@tamga/schema'
import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { admin } from './catalogues/admin.ts'
import { auth } from './catalogues/auth.ts'
import { common } from './catalogues/common.ts'
import { dashboard } from './catalogues/dashboard.ts'
import { errors } from './catalogues/errors.ts'
import { lock } from './catalogues/lock.ts'
import { myApplications } from './catalogues/myApplications.ts'
import { notifications } from './catalogues/notifications.ts'
import { process } from './catalogues/process.ts'
import { settings } from './catalogues/settings.ts'
import { shell } from './catalogues/shell.ts'
import { waiting } from './catalogues/waiting.ts'

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
  myApplications,
  waiting,
} as const

// The portal's namespaces join the renderer's and the builder's in the one lookup module; their
// keys are named like the project's static_words (spec 3.7), which override them.
for (const [name, words] of Object.entries(CATALOGUES)) namespace(name, words, true)

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
    ns: Object.keys(CATALOGUES),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  })
  shareWords(instance)
  return instance
}
