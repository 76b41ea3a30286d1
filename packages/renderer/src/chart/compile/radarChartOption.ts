import type { RadarSeriesOption } from 'echarts/charts'
import type { ChartData } from './chartData.ts'
import { legendOption, measureColor, titleOption, tooltipOption } from './chartFrame.ts'
import type { ChartThemeColors } from './chartTheme.ts'
import type { ChartOption } from './chartView.ts'
import { niceCeiling } from './niceCeiling.ts'

/**
 * A radar chart: one indicator (spoke) per category, in the answer's order, and one polygon per
 * measured element. Every spoke shares one scale, up to a round number above the largest value,
 * so that the polygons compare the categories.
 */
export function radarChartOption(data: ChartData, context: { title: string; colors: ChartThemeColors }): ChartOption {
  const { colors } = context
  const largest = Math.max(0, ...data.measures.flatMap((measure) => measure.values.map((value) => value ?? 0)))
  const max = niceCeiling(largest)
  const series: RadarSeriesOption = {
    type: 'radar',
    data: data.measures.map((measure) => {
      const color = measureColor(measure)
      return {
        name: measure.title,
        value: measure.values.map((value) => value ?? 0),
        ...(color === undefined ? {} : { itemStyle: { color }, lineStyle: { color } }),
        areaStyle: { opacity: 0.2 },
      }
    }),
  }
  return {
    title: titleOption(context.title, colors),
    tooltip: tooltipOption('item', colors),
    legend: legendOption(data.measures.length > 1, colors),
    radar: {
      indicator: data.categories.map((name) => ({ name, max })),
      center: ['50%', '55%'],
      radius: '62%',
      axisName: { color: colors.text },
      axisLine: { lineStyle: { color: colors.axisLine } },
      splitLine: { lineStyle: { color: colors.splitLine } },
    },
    series: [series],
  }
}
