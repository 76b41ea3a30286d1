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
  const categoryAxis = {
    type: 'category' as const,
    data: data.categories,
    // Categories are read top-down on a horizontal bar chart, as a list is.
    inverse: horizontal,
    axisLabel: { color: colors.secondaryText },
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
