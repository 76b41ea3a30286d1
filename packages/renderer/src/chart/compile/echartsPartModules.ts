import type * as echartsCore from 'echarts/core'
import type { EChartsPart } from './chartView.ts'

/** What a part's module exports: the ECharts extension to pass to `echarts.use`. */
export interface EChartsPartModule {
  extension: Parameters<typeof echartsCore.use>[0]
}

/**
 * Each ECharts part in a module of its own, imported only when a chart asks for it: bundlers put
 * each dynamically imported module in a chunk of its own, so a dashboard of bar charts never
 * downloads the code of pies, gauges or the toolbox. Importing a part twice costs nothing: the
 * module is fetched and evaluated once.
 */
export const ECHARTS_PART_MODULES: Readonly<Record<EChartsPart, () => Promise<EChartsPartModule>>> = {
  line: () => import('./parts/echartsLine.ts'),
  bar: () => import('./parts/echartsBar.ts'),
  pie: () => import('./parts/echartsPie.ts'),
  radar: () => import('./parts/echartsRadar.ts'),
  scatter: () => import('./parts/echartsScatter.ts'),
  funnel: () => import('./parts/echartsFunnel.ts'),
  gauge: () => import('./parts/echartsGauge.ts'),
  toolbox: () => import('./parts/echartsToolbox.ts'),
}
