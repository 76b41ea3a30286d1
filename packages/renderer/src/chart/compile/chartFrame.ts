import type { LegendComponentOption, TitleComponentOption, TooltipComponentOption } from 'echarts/components'
import type { ChartMeasure } from './chartData.ts'
import { measureText } from './chartData.ts'
import type { ChartThemeColors } from './chartTheme.ts'

// The title, tooltip and legend every ECharts chart of Tamga shares.

/** The chart's title, top left, in the theme's text colour. */
export function titleOption(text: string, colors: ChartThemeColors): TitleComponentOption {
  return { text, left: 'left', top: 0, textStyle: { color: colors.text, fontSize: 14, fontWeight: 'bold' } }
}

/** A tooltip writing values with thousands separators, coloured for the theme. */
export function tooltipOption(trigger: 'axis' | 'item', colors: ChartThemeColors): TooltipComponentOption {
  return {
    trigger,
    valueFormatter: (value) => (Array.isArray(value) ? value.map(measureText).join(', ') : measureText(value)),
    backgroundColor: colors.tooltipBackground,
    borderColor: colors.tooltipBorder,
    textStyle: { color: colors.text },
  }
}

/** A legend along the bottom edge, shown only when it tells series or slices apart. */
export function legendOption(show: boolean, colors: ChartThemeColors): LegendComponentOption {
  return { show, type: 'scroll', bottom: 0, textStyle: { color: colors.text }, pageTextStyle: { color: colors.text } }
}

/** The colour the document gives a measured element: its `background` (its `color` is text drawn on it). */
export function measureColor(measure: ChartMeasure): string | undefined {
  return measure.element?.background
}
