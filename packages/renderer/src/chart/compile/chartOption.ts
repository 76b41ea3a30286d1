import type { ChartAnswer } from '@tamga/schema'
import { type ChartDocument, type ChartType, localizedText } from '@tamga/schema'
import { axisChartOption } from './axisChartOption.ts'
import { chartCount } from './chartCount.ts'
import { type ChartData, readChartData } from './chartData.ts'
import { titleOption } from './chartFrame.ts'
import { chartDataWord } from './chartMessages.ts'
import { chartTable } from './chartTable.ts'
import { type ChartThemeColors, chartThemeColors, DEFAULT_CHART_PALETTE } from './chartTheme.ts'
import {
  type ChartOption,
  type ChartView,
  type ChartViewOptions,
  ECHARTS_PARTS,
  type EChartsChartView,
  type EChartsPart,
} from './chartView.ts'
import { gaugeChartOption } from './gaugeChartOption.ts'
import { mergeOption } from './mergeOption.ts'
import { radarChartOption } from './radarChartOption.ts'
import { sliceChartOption } from './sliceChartOption.ts'

/**
 * The ECharts parts an option needs: the types of its series, and the toolbox when it has one.
 */
export function echartsPartsOf(option: ChartOption): EChartsPart[] {
  const series = option.series === undefined ? [] : Array.isArray(option.series) ? option.series : [option.series]
  const wanted = new Set<string>(series.map((item) => item.type ?? ''))
  if (option.toolbox !== undefined) wanted.add('toolbox')
  return ECHARTS_PARTS.filter((part) => wanted.has(part))
}

/** An option that draws only the chart's title and, in the middle, that there is nothing to draw. */
function noDataView(title: string, noData: string, colors: ChartThemeColors): EChartsChartView {
  return {
    kind: 'echarts',
    option: {
      backgroundColor: 'transparent',
      title: [
        titleOption(title, colors),
        {
          text: noData,
          left: 'center',
          top: 'middle',
          textStyle: { color: colors.secondaryText, fontSize: 14, fontWeight: 'normal' },
        },
      ],
      series: [],
    },
    echartsParts: [],
  }
}

/** The option of a chart type ECharts draws, before the theme and the document's settings. */
function drawnOption(
  type: Exclude<ChartType, 'table' | 'number'>,
  data: ChartData,
  context: { title: string; colors: ChartThemeColors },
): ChartOption {
  switch (type) {
    case 'bar':
    case 'horizontal-bar':
    case 'line':
    case 'area':
    case 'scatter':
      return axisChartOption(type, data, context)
    case 'pie':
    case 'donut':
    case 'funnel':
      return sliceChartOption(type, data, context)
    case 'radar':
      return radarChartOption(data, context)
    case 'gauge':
      return gaugeChartOption(data, context)
    default:
      return type satisfies never
  }
}

/**
 * Compiles a chart document and the server's answer for it (`GET /charts/:name/data`) into
 * what the screen draws: an ECharts option for the drawn types, rows for a `table`, a card for
 * a `number`. Titles are in `options.language` (Mongolian when a text lacks it); series take
 * their element's `background` colour, else the palette; text and axes are coloured for the
 * theme; values are written with thousands separators (spec 9). The document's `echarts`
 * settings are merged over the built option last. An answer without rows (or a chart without
 * a measured element) draws a "no data" title instead of an empty frame.
 *
 * @example
 * const answer = await api.get<ChartAnswer>(`/charts/${document.name}/data`)
 * const view = chartOption(document, answer, { language: 'mn_MN', dark: false })
 * if (view.kind === 'echarts') {
 *   const { echarts } = await loadChartParts(view.echartsParts)
 *   echarts.init(element).setOption(view.option)
 * }
 */
export function chartOption(chart: ChartDocument, answer: ChartAnswer, options: ChartViewOptions): ChartView {
  const { language } = options
  const title = chart.title === undefined ? chart.name : localizedText(chart.title, language)
  const palette = options.palette !== undefined && options.palette.length > 0 ? options.palette : DEFAULT_CHART_PALETTE
  const colors = chartThemeColors(options.dark)
  const data = readChartData(chart, answer, language, options.processWords)
  if (chart.type === 'table') return chartTable(data, { title, language, processWords: options.processWords })
  if (chart.type === 'number') return chartCount(data, { title, language, palette })
  if (data.rows.length === 0 || data.measures.length === 0)
    return noDataView(title, chartDataWord('noData', language), colors)

  const option = mergeOption<ChartOption>(
    {
      ...drawnOption(chart.type, data, { title, colors }),
      color: [...palette],
      backgroundColor: 'transparent',
      darkMode: options.dark,
      textStyle: { color: colors.text },
    },
    chart.echarts ?? {},
  )
  return { kind: 'echarts', option, echartsParts: echartsPartsOf(option) }
}
