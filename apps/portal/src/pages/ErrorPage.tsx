import type { LanguageCode } from '@tamga/schema'
import { MESSAGES } from '../i18n/messages.ts'
import { statusMessage } from './errorTexts.ts'

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** The HTTP status to show. */
  status: number
  /** What went wrong, in the interface language. */
  description: string
  language: LanguageCode
}

/** The app error page (spec 2.4): status code, status message and description. */
export function ErrorPage({ status, description, language }: ErrorPageProps) {
  return (
    <main className="page" role="alert">
      <p className="status">{status}</p>
      <h1>{statusMessage(status)}</h1>
      <p>{description}</p>
      <a href="/">{MESSAGES[language].backHome}</a>
    </main>
  )
}
