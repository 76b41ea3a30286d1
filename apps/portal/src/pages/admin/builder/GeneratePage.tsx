import { builderWord } from '@tamga/builder'
import { downloadWithProgress, saveBlob } from '@tamga/renderer'
import { App, Breadcrumb, Button, Card, Col, Row, Typography } from 'antd'
import { useState } from 'react'
import { Link } from 'react-router'
import { API_BASE } from '../../../api/apiBase.ts'
import { useApp } from '../../../stores/app.ts'

type Target = 'laravel' | 'go'

const TARGETS: ReadonlyArray<{ target: Target; name: string; word: 'generateLaravel' | 'generateGo' }> = [
  { target: 'laravel', name: 'Laravel', word: 'generateLaravel' },
  { target: 'go', name: 'Go', word: 'generateGo' },
]

/**
 * `/admin/builder/generate`: server-project generation in the project settings (spec 2.8). Each
 * target downloads the project the server holds now as a zip (`GET /generate/{target}`), the
 * same files `tamga generate` writes, whose command is shown beside it.
 */
export function GeneratePage() {
  const language = useApp((state) => state.language)
  const { message } = App.useApp()
  const [running, setRunning] = useState<Target | undefined>()

  const download = async (target: Target) => {
    setRunning(target)
    const result = await downloadWithProgress({
      url: `${API_BASE}/generate/${target}`,
      fallbackName: `${target}.zip`,
      language,
      onProgress: () => {},
    })
    setRunning(undefined)
    if (result.ok) saveBlob(result.blob, result.fileName)
    else if (!result.cancelled) void message.error(result.message || builderWord('generateFailed', language))
  }

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
      <Row gutter={[16, 16]}>
        {TARGETS.map(({ target, name, word }) => (
          <Col key={target} xs={24} md={12}>
            <Card title={name} data-testid={`generate-${target}`}>
              <Typography.Paragraph>{builderWord(word, language)}</Typography.Paragraph>
              <Button
                type="primary"
                loading={running === target}
                disabled={running !== undefined && running !== target}
                onClick={() => void download(target)}
                data-testid={`generate-${target}-download`}
              >
                {builderWord('generateDownload', language)}
              </Button>
              <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 4 }}>
                {builderWord('generateCli', language)}
              </Typography.Paragraph>
              <Typography.Text code copyable>
                {`npx tamga generate --target ${target} --out ../${target}-server`}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {builderWord('generateCustom', language)}
      </Typography.Paragraph>
    </section>
  )
}
