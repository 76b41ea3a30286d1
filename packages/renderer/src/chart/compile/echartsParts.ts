import { DatasetComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import type { EChartsPart } from './chartView.ts'
import { ECHARTS_PART_MODULES } from './echartsPartModules.ts'

// The ECharts core of the chart compiler, and only through ECharts' tree-shakable entries: never
// the 'echarts' root, which bundles every chart. Import it lazily (see loadChartParts); each chart
// type and the toolbox come in modules of their own (parts/), loaded when a chart asks for them.

/** The ECharts core namespace, for `echarts.init` and `getInstanceByDom` in the React layer. */
export { echarts }

/** What every chart option of Tamga may use besides its series. */
const BASE_EXTENSIONS = [
  GridComponent,
  TooltipComponent,
  LegendComponent,
  TitleComponent,
  DatasetComponent,
  CanvasRenderer,
]

let baseRegistered = false
/** Each part asked for, registered once its module has loaded. */
const registering = new Map<EChartsPart, Promise<void>>()

/**
 * Loads the modules of the parts a chart view needs (`view.echartsParts`) and registers them with
 * ECharts, with the grid, tooltip, legend, title and dataset components and the canvas renderer
 * the first time. Only the parts asked for are loaded. Parts asked for before are neither loaded
 * nor registered again, so calling it for every chart drawn is harmless; a part whose module
 * failed to load is tried again at the next call. Resolves, once every part asked for is
 * registered, to the parts this call registered.
 *
 * @example await registerChartParts(['bar', 'toolbox']) // ['bar', 'toolbox'], then [] when repeated
 */
export async function registerChartParts(parts: readonly EChartsPart[]): Promise<EChartsPart[]> {
  if (!baseRegistered) {
    echarts.use(BASE_EXTENSIONS)
    baseRegistered = true
  }
  const wanted = [...new Set(parts)]
  const fresh = wanted.filter((part) => !registering.has(part))
  for (const part of fresh) {
    const registered = ECHARTS_PART_MODULES[part]().then(
      (module) => echarts.use(module.extension),
      (error: unknown) => {
        registering.delete(part)
        throw error
      },
    )
    registering.set(part, registered)
  }
  await Promise.all(wanted.map((part) => registering.get(part)))
  return fresh
}
