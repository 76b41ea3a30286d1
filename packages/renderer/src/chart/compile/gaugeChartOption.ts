import type { GaugeSeriesOption } from 'echarts/charts'
import type { ChartData } from './chartData.ts'
import { measureText } from './chartData.ts'
import { measureColor, titleOption, tooltipOption } from './chartFrame.ts'
import type { ChartThemeColors } from './chartTheme.ts'
import type { ChartOption } from './chartView.ts'
import { niceCeiling } from './niceCeiling.ts'

/**
 * A gauge of the one measured element's value in the first row, on a dial up to a round number
 * above it (a count has no natural maximum, and ECharts' default of 100 would clip it).
 */
export function gaugeChartOption(data: ChartData, context: { title: string; colors: ChartThemeColors }): ChartOption {
  const { colors } = context
  const measure = data.measures[0]
  const value = measure?.values[0] ?? 0
  const color = measure === undefined ? undefined : measureColor(measure)
  const series: GaugeSeriesOption = {
    type: 'gauge',
    min: 0,
    max: niceCeiling(value),
    progress: { show: true },
    ...(color === undefined ? {} : { itemStyle: { color } }),
    axisLabel: { color: colors.secondaryText, formatter: (tick: number) => measureText(tick) },
    title: { color: colors.text },
    detail: { color: colors.text, formatter: (shown: number) => measureText(shown) },
    data: [{ name: measure?.title ?? context.title, value }],
  }
  return {
    title: titleOption(context.title, colors),
    tooltip: tooltipOption('item', colors),
    series: [series],
  }
}
