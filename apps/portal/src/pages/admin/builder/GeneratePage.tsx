import { builderWord } from '@tamga/builder'
import { Alert, Breadcrumb, Typography } from 'antd'
import { Link } from 'react-router'
import { useApp } from '../../../stores/app.ts'

/**
 * `/admin/builder/generate`: the place of server-project generation in the project settings
 * (spec 2.8). The generator itself (`@tamga/codegen`: Laravel and Go, by CLI, composer or a zip
 * download from here) is the next issue's; this page says so rather than offer a button that
 * does nothing.
 */
export function GeneratePage() {
  const language = useApp((state) => state.language)
  return (
    <section data-testid="builder-generate">
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <Link to="/admin/builder">{builderWord('builders', language)}</Link> },
          { title: builderWord('generateTitle', language) },
        ]}
      />
      <Typography.Title level={3}>{builderWord('generateTitle', language)}</Typography.Title>
      <Typography.Paragraph>{builderWord('generateText', language)}</Typography.Paragraph>
      <Alert type="info" showIcon title={builderWord('generateComing', language)} />
    </section>
  )
}
