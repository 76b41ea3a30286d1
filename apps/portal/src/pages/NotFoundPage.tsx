import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { notFoundMessage, readablePath } from './errorTexts.ts'

/** The 404 page for a path outside the spec's route table (2.4): 'Page not found: {path}'. */
export function NotFoundPage() {
  const { t } = useTranslation(['errors', 'common'])
  const location = useLocation()
  return (
    <main className="page-center">
      <Result
        status="404"
        title={notFoundMessage(readablePath(location.pathname))}
        subTitle={t('errors:notFoundDescription')}
        extra={
          <Button type="primary" href="/">
            {t('common:backHome')}
          </Button>
        }
      />
    </main>
  )
}
