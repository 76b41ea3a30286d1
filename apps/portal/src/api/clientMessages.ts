import type { LanguageCode } from '@tamga/schema'
import { i18n } from '../i18n/instance.ts'
import type { HttpClientMessages } from './httpClient.ts'

/** The HTTP client's own failure messages (spec 7) in the interface language, for every client of the app. */
export function clientMessages(language: LanguageCode): HttpClientMessages {
  const t = i18n.getFixedT(language, 'common')
  return {
    forbidden: t('forbidden'),
    serverError: t('serverError'),
    network: t('network'),
    timeout: t('timeout'),
    unknown: t('unknownError'),
  }
}
