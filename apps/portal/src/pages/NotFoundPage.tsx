import type { LanguageCode } from '@tamga/schema'
import { MESSAGES } from '../i18n/messages.ts'
import { notFoundMessage, readablePath } from './errorTexts.ts'

/** Props of {@link NotFoundPage}. */
export interface NotFoundPageProps {
  /** The path nobody knows, as the address bar has it. */
  path: string
  language: LanguageCode
}

/** The 404 page for a path outside the spec's route table (2.4): 'Page not found: {path}'. */
export function NotFoundPage({ path, language }: NotFoundPageProps) {
  return (
    <main className="page">
      <p className="status">404</p>
      <h1>{notFoundMessage(readablePath(path))}</h1>
      <a href="/">{MESSAGES[language].backHome}</a>
    </main>
  )
}
