import { Button } from 'antd'
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
 * not antd's Result with its illustrations: it is part of the first download of every page.
 */
export function ErrorPage({ status, description }: ErrorPageProps) {
  const { t } = useTranslation('common')
  return (
    <main className="page-center" role="alert">
      <div className="error-page">
        <p className="error-status">{status}</p>
        <h1 className="error-title">{statusMessage(status)}</h1>
        <p className="error-description">{description}</p>
        <Button type="primary" href="/">
          {t('backHome')}
        </Button>
      </div>
    </main>
  )
}
