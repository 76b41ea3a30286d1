import type * as echartsCore from 'echarts/core'
import type { EChartsPart } from './chartView.ts'

/** The ECharts core namespace, as `loadChartParts` resolves it. */
export type EChartsCore = typeof echartsCore

/**
 * Loads ECharts' tree-shaken parts on first use and registers those a chart needs, so a screen
 * without charts never downloads ECharts: bundlers put the dynamically imported module in a
 * chunk of its own.
 *
 * @example
 * const { echarts } = await loadChartParts(view.echartsParts)
 * echarts.init(element).setOption(view.option)
 */
export async function loadChartParts(parts: readonly EChartsPart[]): Promise<{ echarts: EChartsCore }> {
  const { echarts, registerChartParts } = await import('./echartsParts.ts')
  registerChartParts(parts)
  return { echarts }
}
