import { localizedText } from '@tamga/schema'
import { Button, Layout } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router'
import { LanguageSwitch } from '../shell/LanguageSwitch.tsx'
import { useApp } from '../stores/app.ts'
import { useSession } from '../stores/session.ts'

/** The public website's layout (spec 2.1 "web"): header with the project's title, footer. The public-site issue fills its pages. */
export function WebLayout() {
  const { t } = useTranslation('auth')
  const language = useApp((state) => state.language)
  const config = useApp((state) => state.config)
  const signedIn = useSession((state) => state.user !== undefined)
  return (
    <Layout className="web-layout">
      <Layout.Header className="web-header">
        <Link to="/" className="web-title">
          {config?.logo !== undefined && <img src={config.logo} alt="" className="web-logo" />}
          {localizedText(config?.title, language)}
        </Link>
        <span className="web-spacer" />
        <LanguageSwitch />
        <Link to={signedIn ? '/admin' : '/auth/login'}>
          <Button type="primary">{signedIn ? t('admin') : t('login')}</Button>
        </Link>
      </Layout.Header>
      <Layout.Content className="web-content">
        <Outlet />
      </Layout.Content>
      <Layout.Footer className="web-footer">
        {localizedText(config?.subTitle, language)}
        {config?.copyright !== undefined && <div>{localizedText(config.copyright, language)}</div>}
      </Layout.Footer>
    </Layout>
  )
}
