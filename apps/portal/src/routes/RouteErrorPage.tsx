import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorPage } from '../pages/ErrorPage.tsx'

/** What a route that threw shows (spec 2.4, 8.2 "framework errors show the error page"). */
export function RouteErrorPage() {
  const error = useRouteError()
  const { t } = useTranslation('errors')
  if (isRouteErrorResponse(error)) {
    return <ErrorPage status={error.status} description={error.statusText || t('appErrorDescription')} />
  }
  console.error(error)
  return <ErrorPage status={500} description={t('appErrorDescription')} />
}
