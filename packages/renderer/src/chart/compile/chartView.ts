import type { LanguageCode } from '@tamga/schema'
import type {
  BarSeriesOption,
  FunnelSeriesOption,
  GaugeSeriesOption,
  LineSeriesOption,
  PieSeriesOption,
  RadarSeriesOption,
  ScatterSeriesOption,
} from 'echarts/charts'
import type {
  DatasetComponentOption,
  GridComponentOption,
  LegendComponentOption,
  RadarComponentOption,
  TitleComponentOption,
  ToolboxComponentOption,
  TooltipComponentOption,
} from 'echarts/components'
import type { ComposeOption } from 'echarts/core'
import type { ProcessWords } from '../../workflow/processStatusLabel.ts'

/**
 * The ECharts pieces a chart option needs registered before it is drawn: its series types, and
 * `toolbox` when the document's own ECharts settings ask for one.
 */
export const ECHARTS_PARTS = ['line', 'bar', 'pie', 'radar', 'scatter', 'funnel', 'gauge', 'toolbox'] as const
export type EChartsPart = (typeof ECHARTS_PARTS)[number]

/**
 * An ECharts option built from only the series and components Tamga's charts use, so that it
 * type-checks against exactly what `registerChartParts` can register.
 */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | RadarSeriesOption
  | ScatterSeriesOption
  | FunnelSeriesOption
  | GaugeSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | TitleComponentOption
  | DatasetComponentOption
  | RadarComponentOption
  | ToolboxComponentOption
>

/** A chart drawn by ECharts. */
export interface EChartsChartView {
  kind: 'echarts'
  /** Ready for `chart.setOption(option)`. */
  option: ChartOption
  /** Pass to `registerChartParts` before `setOption`; empty when nothing is drawn but titles. */
  echartsParts: EChartsPart[]
}

/** A column of a `table` chart. */
export interface ChartTableColumn {
  key: string
  /** The element's title in the reader's language, else its key. */
  title: string
  /** Measured values: right-aligned, written with thousands separators. */
  numeric: boolean
}

/** A `table` chart: the aggregated rows as they are. */
export interface ChartTableView {
  kind: 'table'
  title: string
  columns: ChartTableColumn[]
  /** Cell text by column key, in the answer's order. */
  rows: Array<Record<string, string>>
  /** What to show when `rows` is empty. */
  emptyText: string
}

/** A `number` chart: one big measured value on a coloured card (a KPI). */
export interface ChartCountView {
  kind: 'count'
  /** The chart's title. */
  title: string
  /** The measured value, or `null` when the answer has none. */
  value: number | null
  /** `value` with thousands separators, or the "no data" text. */
  text: string
  /** The measured element's title. */
  label: string
  icon?: string
  background: string
  /** The text colour on `background`. */
  color: string
  /** Where clicking the card goes. */
  link?: string
}

/** What a chart document and its answer draw as. */
export type ChartView = EChartsChartView | ChartTableView | ChartCountView

/** The reader and the screen a chart is drawn for. */
export interface ChartViewOptions {
  language: LanguageCode
  /** Dark mode (spec 4.6): light text and axes. */
  dark: boolean
  /** The colours of series and slices the document does not colour. @default DEFAULT_CHART_PALETTE */
  palette?: readonly string[]
  /** The app's `process` words, for the values of a `labels: 'step-type'` element. */
  processWords?: ProcessWords | undefined
}
