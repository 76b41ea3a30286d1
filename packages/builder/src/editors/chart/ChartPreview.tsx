// The chart's preview. The server draws a chart's rows only for a saved chart
// (`GET /charts/{name}/data` reads the document from the store by name), so the preview is of the
// last saved version, read again with the refresh button after a save.
import { ReloadOutlined } from '@ant-design/icons'
import { ChartView, type HttpClient } from '@tamga/renderer'
import type { ChartDocument, LanguageCode } from '@tamga/schema'
import { Alert, Button, Space, Typography } from 'antd'
import { type ReactNode, useEffect, useState } from 'react'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { sameJson } from '../../session/documentSession.ts'
import { chartWord } from './words.ts'

type SavedChart =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'ready'; chart: ChartDocument; revision: number }

export interface ChartPreviewProps {
  chart: ChartDocument
  http: HttpClient
  documents: DocumentsClient
  language: LanguageCode
}

/**
 * The last saved version of the chart drawn by the renderer's {@link ChartView}, with a note when
 * the document being edited differs from it. Test ids: `chart-preview`, `chart-preview-refresh`.
 */
export function ChartPreview({ chart, http, documents, language }: ChartPreviewProps): ReactNode {
  const [saved, setSaved] = useState<SavedChart>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const name = chart.name

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` (the refresh button) reads the saved chart again.
  useEffect(() => {
    let current = true
    setSaved({ state: 'loading' })
    void documents.get('chart', name).then((answer) => {
      if (!current) return
      if (answer.ok && answer.data.document.kind === 'chart') {
        setSaved({ state: 'ready', chart: answer.data.document, revision: answer.data.revision })
      } else setSaved({ state: 'missing' })
    })
    return () => {
      current = false
    }
  }, [documents, name, attempt])

  const refresh = (
    <Button
      size="small"
      icon={<ReloadOutlined />}
      onClick={() => setAttempt((count) => count + 1)}
      data-testid="chart-preview-refresh"
    >
      {chartWord('refresh', language)}
    </Button>
  )

  return (
    <section data-testid="chart-preview" aria-label={chartWord('preview', language)}>
      <Space style={{ marginBottom: 8, justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text strong>{chartWord('preview', language)}</Typography.Text>
        {refresh}
      </Space>
      {saved.state === 'missing' ? (
        <Alert type="info" showIcon title={chartWord('previewNotSaved', language)} />
      ) : saved.state === 'ready' ? (
        <>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {chartWord('previewSaved', language)}
          </Typography.Paragraph>
          {sameJson(saved.chart, chart) ? null : (
            <Alert type="warning" showIcon title={chartWord('previewDiffers', language)} style={{ marginBottom: 8 }} />
          )}
          {/* A new revision draws anew: ChartView reads its rows again only when the name changes. */}
          <ChartView
            key={`${saved.revision}-${attempt}`}
            client={http}
            chart={saved.chart}
            language={language}
            height={280}
          />
        </>
      ) : null}
    </section>
  )
}
