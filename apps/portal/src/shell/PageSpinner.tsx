import { Spin } from 'antd'
import { useTranslation } from 'react-i18next'

/** The spinner a page shows while its chunk or data loads. */
export function PageSpinner() {
  const { t } = useTranslation('common')
  return (
    <div className="page-spinner" aria-busy="true">
      <Spin size="large" description={t('loading')} />
    </div>
  )
}
