import { useTranslation } from 'react-i18next'
import { statusMessage } from './errorTexts.ts'

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** The HTTP status to show. */
  status: number
  /** What went wrong, in the interface language. */
  description: string
}

/**
 * The app error page (spec 2.4): status code, status message and description. Plain markup,
 * without antd: it is part of the first download of every page, and is shown when antd's chunks
 * themselves could not be loaded.
 */
export function ErrorPage({ status, description }: ErrorPageProps) {
  const { t } = useTranslation('common')
  return (
    <main className="page-center" role="alert">
      <div className="error-page">
        <p className="error-status">{status}</p>
        <h1 className="error-title">{statusMessage(status)}</h1>
        <p className="error-description">{description}</p>
        <a className="plain-button primary" href="/">
          {t('backHome')}
        </a>
      </div>
    </main>
  )
}
