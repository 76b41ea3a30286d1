import { ClockCircleOutlined } from '@ant-design/icons'
import { Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'

/**
 * The page of a route whose screen a later issue builds (public pages, form pages): it says so
 * plainly, inside the route's own layout, instead of a blank.
 */
export function ComingPage() {
  const { t } = useTranslation('errors')
  const location = useLocation()
  return (
    <Result
      className="coming-page"
      icon={<ClockCircleOutlined />}
      title={t('coming')}
      subTitle={
        <>
          {t('comingDescription')} <code>{location.pathname}</code>
        </>
      }
    />
  )
}
