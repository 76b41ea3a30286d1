// A chart document drawn from the chart endpoint's answer (issue 7, "Chart renderer"): ECharts
// for the drawn types, loaded on first use, a table for `table` and a KPI card for `number`.
import { ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons'
import { type ChartAnswer, type ChartDocument, type LanguageCode, localizedText } from '@tamga/schema'
import { Alert, Button, Card, Skeleton } from 'antd'
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import type { ApiResult, HttpClient } from '../http.ts'
import type { ProcessWords } from '../workflow/processStatusLabel.ts'
import { ChartCountCard } from './ChartCountCard.tsx'
import { ChartTableCard } from './ChartTableCard.tsx'
import { loadChartAnswer } from './chartAnswer.ts'
import { chartIcon } from './chartIcon.tsx'
import { chartLink, chartLinkAt, chartLinkTarget } from './chartLink.ts'
import { chartMessage } from './chartMessages.ts'
import { chartOption } from './compile/chartOption.ts'
import type { ChartView as CompiledChartView, EChartsChartView } from './compile/chartView.ts'
import { EChartsCanvas } from './EChartsCanvas.tsx'

/** Props of {@link ChartView}. */
export interface ChartViewProps {
  /** The app's one HTTP client: the chart's rows are read with it. */
  client: HttpClient
  chart: ChartDocument
  language: LanguageCode
  /** Dark mode (spec 4.6): light text and axes. @default false */
  dark?: boolean | undefined
  /** The colours of series and slices the document does not colour. @default DEFAULT_CHART_PALETTE */
  palette?: readonly string[] | undefined
  /** The parameters of the data source the chart reads, by name. */
  parameters?: Readonly<Record<string, string>> | undefined
  /** The height of a drawn chart or table in px. @default 320 */
  height?: number | undefined
  /** Opens a path of the app (the router's `navigate`); without it the browser loads the path. */
  onNavigate?: ((path: string) => void) | undefined
  /** The app's `process` words (as the grid's status cells take them), for `labels: 'step-type'` elements. */
  processWords?: ProcessWords | undefined
  /**
   * Reads the rows another way than `GET /charts/{name}/data` (the builder's preview of an unsaved
   * document posts it). A new function reads them again; `parameters` are then its own business.
   * @default the chart's rows read by its name
   */
  load?: ((signal: AbortSignal) => Promise<ApiResult<ChartAnswer>>) | undefined
}

type ChartLoad = { state: 'loading' } | { state: 'ready'; answer: ChartAnswer } | { state: 'failed'; message: string }

const DEFAULT_HEIGHT = 320

/**
 * Draws one chart document for the signed-in caller: reads its rows from
 * `GET /charts/{name}/data` through `client`, then draws an ECharts chart (its code loaded on
 * first use, in a chunk of its own), a table or a KPI card, with the document's titles, icon,
 * colours and link, in the reader's language and the screen's theme, following its container's
 * width. Loading, "no data" and a failed read each show in the chart's place.
 *
 * The element carries `data-testid="chart-{name}"`, `data-chart-type`, `data-theme` and
 * `data-drawn="true"` once what it shows is drawn (for ECharts, after its `finished` event).
 *
 * @example
 * <ChartView client={api} chart={document} language="mn_MN" dark={darkMode} onNavigate={navigate} />
 */
export function ChartView(props: ChartViewProps): ReactNode {
  const { client, chart, language, onNavigate } = props
  const dark = props.dark === true
  const height = props.height ?? DEFAULT_HEIGHT
  const [load, setLoad] = useState<ChartLoad>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [drawn, setDrawn] = useState<CompiledChartView | undefined>(undefined)
  // By value: a parent writing `parameters={{ … }}` inline must not read the rows at every render.
  const parameters = JSON.stringify(props.parameters ?? {})
  const read = props.load

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` (the retry button) reads the rows again.
  useEffect(() => {
    const controller = new AbortController()
    setLoad({ state: 'loading' })
    const given = JSON.parse(parameters) as Record<string, string>
    const reading =
      read === undefined
        ? loadChartAnswer(client, chart.name, { parameters: given, signal: controller.signal })
        : read(controller.signal)
    void reading.then((answer) => {
      if (answer.ok) setLoad({ state: 'ready', answer: answer.data })
      else if (!answer.cancelled) setLoad({ state: 'failed', message: answer.message })
    })
    return () => controller.abort()
  }, [client, chart.name, parameters, attempt, read])

  const { palette, processWords } = props
  const view = useMemo(
    () =>
      load.state === 'ready'
        ? chartOption(chart, load.answer, {
            language,
            dark,
            processWords,
            ...(palette === undefined ? {} : { palette }),
          })
        : undefined,
    [chart, load, language, dark, palette, processWords],
  )

  // A table or a card is drawn once React has put it on the page.
  useEffect(() => {
    if (view !== undefined && view.kind !== 'echarts') setDrawn(view)
  }, [view])

  const open = useCallback(
    (link: string) => {
      const target = chartLinkTarget(link)
      if (target.kind === 'site') window.open(target.href, '_blank', 'noopener,noreferrer')
      else if (onNavigate !== undefined) onNavigate(target.path)
      else window.location.assign(target.path)
    },
    [onNavigate],
  )
  const onDrawn = useCallback((done: EChartsChartView) => setDrawn(done), [])
  const onFailed = useCallback(
    () => setLoad({ state: 'failed', message: chartMessage('loadFailed', language) }),
    [language],
  )
  const onSeriesClick = useCallback(
    (seriesIndex: number | undefined) => {
      const link = chartLinkAt(chart, seriesIndex)
      if (link !== undefined) open(link)
    },
    [chart, open],
  )

  const title = chart.title === undefined ? chart.name : localizedText(chart.title, language)
  const link = chartLink(chart)
  const icon = chart.elements.find((element) => element.group !== true && element.icon !== undefined)?.icon
  const isDrawn = view !== undefined && drawn === view
  const frame = (content: ReactNode) => (
    <section
      data-testid={`chart-${chart.name}`}
      data-chart-type={chart.type}
      data-theme={dark ? 'dark' : 'light'}
      data-drawn={isDrawn ? 'true' : 'false'}
      aria-label={title}
      aria-busy={!isDrawn && load.state === 'loading'}
      className="tamga-chart"
    >
      {content}
    </section>
  )

  if (load.state === 'failed') {
    return frame(
      <Card size="small" title={title}>
        <Alert
          type="warning"
          showIcon
          title={chartMessage('loadFailed', language)}
          description={load.message === chartMessage('loadFailed', language) ? undefined : load.message}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => setAttempt((count) => count + 1)}>
              {chartMessage('retry', language)}
            </Button>
          }
        />
      </Card>,
    )
  }

  if (view === undefined) {
    return frame(
      chart.type === 'number' ? (
        <Card size="small" style={{ minHeight: 112 }}>
          <Skeleton active avatar paragraph={{ rows: 1 }} title={false} />
        </Card>
      ) : (
        <Card size="small" style={{ minHeight: height + 26 }}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ),
    )
  }

  if (view.kind === 'count')
    return frame(<ChartCountCard view={view} type={chart.type} onOpen={open} testId={`chart-${chart.name}`} />)

  const more =
    link === undefined ? undefined : (
      <Button
        type="link"
        size="small"
        href={link}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
          event.preventDefault()
          open(link)
        }}
      >
        {chartMessage('open', language)} <ArrowRightOutlined />
      </Button>
    )

  if (view.kind === 'table') {
    return frame(
      <Card
        size="small"
        title={
          <span>
            <span aria-hidden style={{ marginInlineEnd: 8 }}>
              {chartIcon(icon, chart.type)}
            </span>
            {view.title}
          </span>
        }
        extra={more}
        styles={{ body: { padding: 0, maxHeight: height, overflow: 'auto' } }}
      >
        <ChartTableCard view={view} />
      </Card>,
    )
  }

  return frame(
    <Card size="small" styles={{ body: { position: 'relative', padding: 12 } }}>
      <EChartsCanvas
        view={view}
        height={height}
        label={title}
        onDrawn={onDrawn}
        onFailed={onFailed}
        onSeriesClick={link === undefined ? undefined : onSeriesClick}
      />
      <span style={{ position: 'absolute', top: 8, insetInlineEnd: 8, display: 'flex', alignItems: 'center', gap: 4 }}>
        <span aria-hidden style={{ opacity: 0.55 }}>
          {chartIcon(icon, chart.type)}
        </span>
        {more}
      </span>
    </Card>,
  )
}
