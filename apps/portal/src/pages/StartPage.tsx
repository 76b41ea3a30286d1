import type { LanguageCode } from '@tamga/schema'
import { localizedText, MESSAGES } from '../i18n/messages.ts'
import type { StartupConfig } from '../startup/loadLambdaConfig.ts'

/** Props of {@link StartPage}. */
export interface StartPageProps {
  config: StartupConfig
  language: LanguageCode
}

/**
 * What every route of the spec shows until the portal-shell issue builds it: the project's
 * title and sub-title from the configuration, and a plain notice of what is still to come.
 */
export function StartPage({ config, language }: StartPageProps) {
  const messages = MESSAGES[language]
  return (
    <main className="page">
      <h1>{config.title === undefined ? 'Tamga' : localizedText(config.title, language)}</h1>
      {config.subTitle === undefined ? null : <p className="subtitle">{localizedText(config.subTitle, language)}</p>}
      <section className="notice" aria-label={messages.laterRelease}>
        <p>{messages.laterRelease}</p>
        <p>{messages.startPageScope}</p>
        {/* Whoever reads this placeholder may not read Mongolian, so English follows. */}
        {language === 'en_US' ? null : (
          <p lang="en" className="translation">
            {MESSAGES.en_US.laterRelease}
          </p>
        )}
      </section>
    </main>
  )
}
