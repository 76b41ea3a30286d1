// The chart compiler of @tamga/renderer: a chart document and the server's answer for it become
// an ECharts option, table rows or a KPI card, with no React and no ECharts at run time (ECharts
// loads only through loadChartParts, or by importing ./echartsParts.ts).

export { chartDataWord, MISSING_VALUE_TEXT } from './chartMessages.ts'
export { chartOption, echartsPartsOf } from './chartOption.ts'
export {
  CHART_THEME_COLORS,
  type ChartThemeColors,
  chartThemeColors,
  DEFAULT_CHART_PALETTE,
  readableTextOn,
} from './chartTheme.ts'
// Everything chartView.ts declares is the compiler's public vocabulary: the views it returns.
export * from './chartView.ts'
export { type EChartsCore, loadChartParts } from './loadChartParts.ts'
export { mergeOption } from './mergeOption.ts'
