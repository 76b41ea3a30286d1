import { BarChart, FunnelChart, GaugeChart, LineChart, PieChart, RadarChart, ScatterChart } from 'echarts/charts'
import {
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  ToolboxComponent,
  TooltipComponent,
} from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import type { EChartsPart } from './chartView.ts'

// The only module of the chart compiler that loads ECharts, and only its tree-shakable entries:
// never the 'echarts' root, which bundles every chart. Import it lazily (see loadChartParts).

/** The ECharts core namespace, for `echarts.init` and `getInstanceByDom` in the React layer. */
export { echarts }

type EChartsExtension = Extract<Parameters<typeof echarts.use>[0], readonly unknown[]>[number]

const PART_EXTENSIONS: Readonly<Record<EChartsPart, EChartsExtension>> = {
  line: LineChart,
  bar: BarChart,
  pie: PieChart,
  radar: RadarChart,
  scatter: ScatterChart,
  funnel: FunnelChart,
  gauge: GaugeChart,
  toolbox: ToolboxComponent,
}

/** What every chart option of Tamga may use besides its series. */
const BASE_EXTENSIONS: readonly EChartsExtension[] = [
  GridComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  DatasetComponent,
  CanvasRenderer,
]

let baseRegistered = false
const registered = new Set<EChartsPart>()

/**
 * Registers with ECharts the parts a chart view needs (`view.echartsParts`), with the grid,
 * tooltip, legend, title and dataset components and the canvas renderer the first time. Parts
 * registered before are skipped, so calling it for every chart drawn is harmless. Returns the
 * parts this call registered.
 *
 * @example registerChartParts(['bar', 'toolbox']) // ['bar', 'toolbox'], then [] when repeated
 */
export function registerChartParts(parts: readonly EChartsPart[]): EChartsPart[] {
  const fresh = [...new Set(parts)].filter((part) => !registered.has(part))
  const extensions = [...(baseRegistered ? [] : BASE_EXTENSIONS), ...fresh.map((part) => PART_EXTENSIONS[part])]
  if (extensions.length === 0) return []
  echarts.use(extensions)
  baseRegistered = true
  for (const part of fresh) registered.add(part)
  return fresh
}
