import type { FunnelSeriesOption, PieSeriesOption } from 'echarts/charts'
import type { ChartData } from './chartData.ts'
import { measureText } from './chartData.ts'
import { legendOption, titleOption, tooltipOption } from './chartFrame.ts'
import type { ChartThemeColors } from './chartTheme.ts'
import type { ChartOption } from './chartView.ts'

/** The chart types that cut one measured value into a slice per category. */
export type SliceChartType = 'pie' | 'donut' | 'funnel'

/**
 * A pie, donut or funnel chart of the first measured element: one `{ name, value }` slice per
 * category in the answer's order, coloured from the palette (one colour per category; the
 * element's single colour could not tell them apart). A funnel keeps the answer's order
 * rather than re-sorting, since the document's `sort` already chose it.
 */
export function sliceChartOption(
  type: SliceChartType,
  data: ChartData,
  context: { title: string; colors: ChartThemeColors },
): ChartOption {
  const { colors } = context
  const measure = data.measures[0]
  // ECharts' mark of a missing value, which it leaves out of the circle rather than drawing as 0.
  const slices = data.categories.map((name, index) => ({ name, value: measure?.values[index] ?? ('-' as const) }))
  const label = {
    color: colors.text,
    formatter: (params: { name: string; value?: unknown }) => `${params.name}: ${measureText(params.value)}`,
  }
  const name = measure?.title ?? context.title
  const series =
    type === 'funnel'
      ? ({
          type: 'funnel',
          name,
          data: slices,
          sort: 'none',
          top: 40,
          bottom: 40,
          label,
        } satisfies FunnelSeriesOption)
      : ({
          type: 'pie',
          name,
          data: slices,
          radius: type === 'donut' ? ['40%', '65%'] : '65%',
          center: ['50%', '52%'],
          label,
          labelLine: { lineStyle: { color: colors.axisLine } },
        } satisfies PieSeriesOption)
  return {
    title: titleOption(context.title, colors),
    tooltip: tooltipOption('item', colors),
    legend: legendOption(true, colors),
    series: [series],
  }
}
