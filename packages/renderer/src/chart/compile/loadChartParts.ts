import type * as echartsCore from 'echarts/core'
import type { EChartsPart } from './chartView.ts'
import { ECHARTS_PART_MODULES } from './echartsPartModules.ts'

/** The ECharts core namespace, as `loadChartParts` resolves it. */
export type EChartsCore = typeof echartsCore

/**
 * Loads ECharts' core and the parts a chart needs on first use and registers them, so a screen
 * without charts never downloads ECharts, and a screen of bar charts never downloads the code of
 * the other types: bundlers put each dynamically imported module in a chunk of its own. The parts'
 * modules are asked for at once with the core's, not after it arrived.
 *
 * @example
 * const { echarts } = await loadChartParts(view.echartsParts)
 * echarts.init(element).setOption(view.option)
 */
export async function loadChartParts(parts: readonly EChartsPart[]): Promise<{ echarts: EChartsCore }> {
  const [{ echarts, registerChartParts }] = await Promise.all([
    import('./echartsParts.ts'),
    ...parts.map((part) => ECHARTS_PART_MODULES[part]()),
  ])
  await registerChartParts(parts)
  return { echarts }
}
