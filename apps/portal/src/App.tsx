import { chooseLanguage, type LanguageCode } from '@tamga/schema'
import { type JSX, useEffect } from 'react'
import { BUILD_ID } from './build/buildId.ts'
import { htmlLang, localizedText, MESSAGES } from './i18n/messages.ts'
import { ErrorPage } from './pages/ErrorPage.tsx'
import { NotFoundPage } from './pages/NotFoundPage.tsx'
import { StartPage } from './pages/StartPage.tsx'
import { isKnownRoute } from './routes/isKnownRoute.ts'
import type { LambdaConfigError } from './startup/loadLambdaConfig.ts'
import { useLambdaConfig } from './startup/useLambdaConfig.ts'

/** Props of {@link App}. */
export interface AppProps {
  /** The path the page was opened at. */
  path: string
  /** The browser's stored `lang` setting, if any (spec 9). */
  storedLanguage: string | null
}

function errorDescription(error: LambdaConfigError, language: LanguageCode): string {
  // The server's own words win, in English only when English is the language (spec 8.1).
  const serverMessage = language === 'en_US' ? (error.enMsg ?? error.msg) : (error.msg ?? error.enMsg)
  return serverMessage ?? MESSAGES[language][error.reason]
}

/**
 * The portal as it starts (spec 4.4): the configuration first, then the page of the path. The
 * admin shell, its routes and the account screens replace the start page in a later issue.
 */
export function App({ path, storedLanguage }: AppProps) {
  const result = useLambdaConfig()
  const configured = result?.ok === true ? result.config.default_language : undefined
  const language = chooseLanguage(storedLanguage, configured)
  const title = result?.ok === true && result.config.title !== undefined ? result.config.title : undefined

  useEffect(() => {
    document.documentElement.lang = htmlLang(language)
    if (title !== undefined) document.title = localizedText(title, language)
  }, [language, title])

  let page: JSX.Element
  if (result === undefined) {
    page = (
      <main className="page" aria-busy="true">
        <p>{MESSAGES[language].loading}</p>
      </main>
    )
  } else if (!result.ok) {
    page = <ErrorPage status={result.status} description={errorDescription(result, language)} language={language} />
  } else if (!isKnownRoute(path)) {
    page = <NotFoundPage path={path} language={language} />
  } else {
    page = <StartPage config={result.config} language={language} />
  }

  return (
    <>
      {page}
      <footer className="build">
        {MESSAGES[language].build}: {BUILD_ID}
      </footer>
    </>
  )
}
