import { useTranslation } from 'react-i18next'

/**
 * The spinner a page shows while its chunk or data loads. Drawn without antd (it looks like
 * antd's large Spin): it is the first thing every page shows, before antd has arrived.
 */
export function PageSpinner() {
  const { t } = useTranslation('common')
  return (
    <div className="page-spinner" aria-busy="true">
      <div className="page-spinner-dots" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </div>
      <div className="page-spinner-text">{t('loading')}</div>
    </div>
  )
}
