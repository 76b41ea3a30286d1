import { localizedText } from '@tamga/schema'
import { Layout } from 'antd'
import { Link, Outlet } from 'react-router'
import { useApp } from '../stores/app.ts'

/** The form detail pages' layout (spec 2.1 "form"): a slim header over the form. */
export function FormLayout() {
  const language = useApp((state) => state.language)
  const title = useApp((state) => state.config?.title)
  return (
    <Layout className="form-layout">
      <Layout.Header className="form-header">
        <Link to="/">{localizedText(title, language)}</Link>
      </Layout.Header>
      <Layout.Content className="form-content">
        <Outlet />
      </Layout.Content>
    </Layout>
  )
}
