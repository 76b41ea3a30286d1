// The chart's live preview: the document being edited, posted to `POST /charts/preview` and
// drawn by the renderer's own ChartView, a moment after the last edit and only while it is valid.
import { ReloadOutlined } from '@ant-design/icons'
import { ChartView, type HttpClient } from '@tamga/renderer'
import type { ChartDocument, LanguageCode } from '@tamga/schema'
import { Alert, Button, Space, Typography } from 'antd'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { ResetBoundary } from '../../controls/ResetBoundary.tsx'
import { sameJson } from '../../session/documentSession.ts'
import { readChartPreview } from './chartPreviewAnswer.ts'
import { previewableChart } from './previewableChart.ts'
import { chartWord } from './words.ts'

/** How long after the last edit the preview is drawn again. */
const PREVIEW_DELAY_MS = 600

/** The chart the preview draws, and which drawing of it this is (each one reads its rows anew). */
interface ShownChart {
  chart: ChartDocument
  drawing: number
}

export interface ChartPreviewProps {
  chart: ChartDocument
  http: HttpClient
  language: LanguageCode
}

/**
 * The chart being edited as the renderer's {@link ChartView} draws it, over the rows the server
 * answers for the unsaved document; while the document is not valid the last valid drawing stays,
 * with a note. Test ids: `chart-preview`, `chart-preview-refresh`, `chart-preview-invalid`.
 */
export function ChartPreview({ chart, http, language }: ChartPreviewProps): ReactNode {
  const [shown, setShown] = useState<ShownChart | undefined>(() => {
    const valid = previewableChart(chart)
    return valid === undefined ? undefined : { chart: valid, drawing: 0 }
  })
  const [valid, setValid] = useState(shown !== undefined)

  useEffect(() => {
    const timer = setTimeout(() => {
      const next = previewableChart(chart)
      setValid(next !== undefined)
      if (next === undefined) return
      // The same chart again (an undo back to it, a click that changed nothing) is not read again.
      setShown((current) =>
        current !== undefined && sameJson(current.chart, next)
          ? current
          : { chart: next, drawing: (current?.drawing ?? 0) + 1 },
      )
    }, PREVIEW_DELAY_MS)
    return () => clearTimeout(timer)
  }, [chart])

  const previewed = shown?.chart
  const load = useMemo(
    () =>
      previewed === undefined
        ? undefined
        : (signal: AbortSignal) => readChartPreview(http, previewed, { language, signal }),
    [http, previewed, language],
  )

  const refresh = (
    <Button
      size="small"
      icon={<ReloadOutlined />}
      disabled={shown === undefined}
      onClick={() => setShown((current) => current && { ...current, drawing: current.drawing + 1 })}
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
      {valid ? null : (
        <Alert
          type={shown === undefined ? 'info' : 'warning'}
          showIcon
          title={chartWord(shown === undefined ? 'previewInvalid' : 'previewStale', language)}
          style={{ marginBottom: 8 }}
          data-testid="chart-preview-invalid"
        />
      )}
      {shown === undefined || load === undefined ? null : (
        <ResetBoundary
          resetKey={shown.drawing}
          fallback={(error) => (
            <Alert type="error" showIcon title={chartWord('previewFailed', language)} description={error.message} />
          )}
        >
          {/* A new drawing mounts anew: the rows of the chart before are never drawn with the new document. */}
          <ChartView
            key={shown.drawing}
            client={http}
            chart={shown.chart}
            language={language}
            height={280}
            load={load}
          />
        </ResetBoundary>
      )}
    </section>
  )
}
