import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { statusMessage } from './errorTexts.ts'

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** The HTTP status to show. */
  status: number
  /** What went wrong, in the interface language. */
  description: string
}

const RESULT_STATUSES = new Set([403, 404, 500])

/** The app error page (spec 2.4): status code, status message and description. */
export function ErrorPage({ status, description }: ErrorPageProps) {
  const { t } = useTranslation('common')
  return (
    <main className="page-center" role="alert">
      <Result
        status={RESULT_STATUSES.has(status) ? (String(status) as '403' | '404' | '500') : 'error'}
        title={
          <>
            <span className="error-status">{status}</span> {statusMessage(status)}
          </>
        }
        subTitle={description}
        extra={
          <Button type="primary" href="/">
            {t('backHome')}
          </Button>
        }
      />
    </main>
  )
}
