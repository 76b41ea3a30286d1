import { formatNumber } from '@tamga/schema'
import type { BarSeriesOption, LineSeriesOption, ScatterSeriesOption } from 'echarts/charts'
import type { ChartData, ChartMeasure } from './chartData.ts'
import { legendOption, measureColor, titleOption, tooltipOption } from './chartFrame.ts'
import type { ChartThemeColors } from './chartTheme.ts'
import type { ChartOption } from './chartView.ts'

/** The chart types drawn over a category axis and a value axis. */
export type AxisChartType = 'bar' | 'horizontal-bar' | 'line' | 'area' | 'scatter'

/** One measured element drawn as bars, a line (filled for an area chart) or points. */
function axisSeries(
  type: AxisChartType,
  measure: ChartMeasure,
): BarSeriesOption | LineSeriesOption | ScatterSeriesOption {
  const color = measureColor(measure)
  const itemStyle = color === undefined ? {} : { itemStyle: { color } }
  if (type === 'line' || type === 'area') {
    return {
      type: 'line',
      name: measure.title,
      data: measure.values,
      ...itemStyle,
      ...(color === undefined ? {} : { lineStyle: { color } }),
      ...(type === 'area' ? { areaStyle: { opacity: 0.3 } } : {}),
    }
  }
  if (type === 'scatter') return { type: 'scatter', name: measure.title, data: measure.values, ...itemStyle }
  return { type: 'bar', name: measure.title, data: measure.values, ...itemStyle }
}

/** How far crowded category labels are turned, in degrees. */
const SLANT_DEGREES = 35
/** The longest a slanted label is drawn, in px, before its ellipsis. */
const SLANTED_LABEL_WIDTH = 120
/**
 * The width a chart of the dashboard's half column has for its categories, in characters of
 * about 7 px: labels longer than this in all would overlap when laid side by side.
 */
const CATEGORY_ROW_CHARACTERS = 56

/** Whether category labels laid side by side would overlap on a chart of ordinary width. */
export function crowded(categories: readonly string[]): boolean {
  // Each label needs a gap of about two characters besides its own length.
  const characters = categories.reduce((sum, label) => sum + label.length + 2, 0)
  return characters > CATEGORY_ROW_CHARACTERS
}

/**
 * A bar, horizontal bar, line, area or scatter chart: the categories along one axis in the
 * answer's order, one series per measured element. An area chart is a line chart with its area
 * filled; a horizontal bar lists the first category at the top.
 */
export function axisChartOption(
  type: AxisChartType,
  data: ChartData,
  context: { title: string; colors: ChartThemeColors },
): ChartOption {
  const { colors } = context
  const horizontal = type === 'horizontal-bar'
  // Words side by side under the bars would not fit (ECharts then hides every other one):
  // slanted, each shows, cut with an ellipsis past a length.
  const slanted = !horizontal && crowded(data.categories)
  const categoryAxis = {
    type: 'category' as const,
    data: data.categories,
    // Categories are read top-down on a horizontal bar chart, as a list is.
    inverse: horizontal,
    axisLabel: {
      color: colors.secondaryText,
      ...(slanted ? { rotate: SLANT_DEGREES, width: SLANTED_LABEL_WIDTH, overflow: 'truncate' as const } : {}),
    },
    axisLine: { lineStyle: { color: colors.axisLine } },
    axisTick: { alignWithLabel: true },
  }
  // Labels are whole numbers (spec 9): an axis of whole values (counts) steps by one at least,
  // rather than labelling 0.2, 0.4, … as 0, 0, 1.
  const whole = data.measures.every((measure) =>
    measure.values.every((value) => value === null || Number.isInteger(value)),
  )
  const valueAxis = {
    type: 'value' as const,
    ...(whole ? { minInterval: 1 } : {}),
    axisLabel: { color: colors.secondaryText, formatter: (value: number) => formatNumber(value) },
    axisLine: { lineStyle: { color: colors.axisLine } },
    splitLine: { lineStyle: { color: colors.splitLine } },
  }
  const series = data.measures.map((measure) => axisSeries(type, measure))
  return {
    title: titleOption(context.title, colors),
    tooltip: tooltipOption(type === 'scatter' ? 'item' : 'axis', colors),
    legend: legendOption(series.length > 1, colors),
    grid: { top: 40, bottom: series.length > 1 ? 40 : 16, left: 16, right: 24 },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series,
  }
}
