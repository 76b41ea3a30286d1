import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { SVGRenderer } from 'echarts/renderers'
import { describe, expect, it, vi } from 'vitest'
import type { ChartOption, EChartsPart } from './chartView.ts'
import { echarts, registerChartParts } from './echartsParts.ts'
import { ECHARTS_PARTS, loadChartParts } from './index.ts'

const folder = fileURLToPath(new URL('./', import.meta.url))
const source = (file: string) => readFileSync(`${folder}${file}`, 'utf8')

/** Every module specifier a file imports from (static and dynamic), with whether it is type-only. */
function importsOf(text: string): Array<{ from: string; typeOnly: boolean }> {
  const statements = [...text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'"]*?\bfrom\s+'([^']+)'/gm)].map((match) => ({
    from: match[3] ?? '',
    typeOnly: match[2] !== undefined,
  }))
  const dynamic = [...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) => ({
    from: match[1] ?? '',
    typeOnly: false,
  }))
  return [...statements, ...dynamic]
}

/** An option that needs `part` registered: a series of its type, or the toolbox. */
function optionNeeding(part: EChartsPart): ChartOption {
  const data = [{ name: 'a', value: 1 }]
  switch (part) {
    case 'toolbox':
      return { toolbox: { feature: { saveAsImage: {} } } }
    case 'line':
    case 'bar':
    case 'scatter':
      return { xAxis: { type: 'category', data: ['a'] }, yAxis: { type: 'value' }, series: [{ type: part, data: [1] }] }
    case 'radar':
      return { radar: { indicator: [{ name: 'a', max: 2 }] }, series: [{ type: 'radar', data: [{ value: [1] }] }] }
    case 'pie':
    case 'funnel':
    case 'gauge':
      return { series: [{ type: part, data }] }
  }
}

/** What ECharts logs when drawing `option` (it names a series or component not registered). */
function errorsDrawing(option: ChartOption): string[] {
  echarts.use([SVGRenderer])
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 320, height: 200 })
  try {
    chart.setOption({ ...option, animation: false })
    chart.renderToSVGString()
    return logged.mock.calls.map((call) => call.map(String).join(' '))
  } finally {
    chart.dispose()
    logged.mockRestore()
  }
}

const staticSource = (text: string) => text.replace(/\/\/.*$/gm, '')
const partModules = readdirSync(`${folder}parts`).map((file) => `parts/${file}`)

describe('echartsParts', () => {
  // First in this file (and this file's module graph is its own): nothing is registered yet.
  it('a view of bar charts registers bar alone: no other chart type or the toolbox reaches ECharts', async () => {
    expect(await registerChartParts(['bar'])).toEqual(['bar'])
    expect(errorsDrawing(optionNeeding('bar'))).toEqual([])
    for (const part of ECHARTS_PARTS.filter((other) => other !== 'bar')) {
      expect(errorsDrawing(optionNeeding(part)).join('\n'), part).toMatch(/is used but not imported/)
    }
  })

  it('imports ECharts only through its tree-shakable entries, never the root', () => {
    const imports = importsOf(source('echartsParts.ts')).map((entry) => entry.from)
    expect(imports.filter((from) => from.startsWith('echarts')).sort()).toEqual([
      'echarts/components',
      'echarts/core',
      'echarts/renderers',
    ])
    for (const file of ['echartsParts.ts', ...partModules])
      expect(source(file), file).not.toMatch(/from\s+['"]echarts['"]/)
    // Each part's module brings its one extension, out of the entry of charts or of components.
    expect(partModules).toHaveLength(ECHARTS_PARTS.length)
    for (const file of partModules) {
      expect(staticSource(source(file)).trim(), file).toMatch(
        /^export \{ \w+(Chart|Component) as extension \} from 'echarts\/(charts|components)'$/,
      )
    }
  })

  it('is the only module of the compiler, with the parts, that loads ECharts at run time', () => {
    const modules = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    const loaders = modules.filter((file) =>
      importsOf(source(file)).some((entry) => !entry.typeOnly && entry.from.startsWith('echarts')),
    )
    expect(loaders).toEqual(['echartsParts.ts'])
    for (const file of modules) expect(source(file), file).not.toMatch(/from\s+['"]echarts['"]/)
    // The compiler's entry reaches it only through a dynamic import, so it stays in a chunk of its own.
    expect(importsOf(source('index.ts')).map((entry) => entry.from)).not.toContain('./echartsParts.ts')
    expect(source('loadChartParts.ts')).not.toMatch(/from\s+'\.\/echartsParts\.ts'/)
    // And each part's module only through a dynamic import of its own: a chunk for each part.
    const partImports = importsOf(source('echartsPartModules.ts')).filter((entry) => entry.from.startsWith('./parts/'))
    expect(partImports.map((entry) => entry.from).sort()).toEqual(partModules.map((file) => `./${file}`).sort())
    expect(source('echartsPartModules.ts')).not.toMatch(/from\s+'\.\/parts\//)
  })

  it('registers each part once, so registering the same parts again is harmless', async () => {
    expect(await registerChartParts(['bar'])).toEqual([])
    expect(await registerChartParts(['pie', 'bar', 'pie'])).toEqual(['pie'])
    expect(await registerChartParts([])).toEqual([])
    // Two charts asking at once: the part is loaded and registered by the first.
    const [first, second] = await Promise.all([registerChartParts(['line']), registerChartParts(['line', 'radar'])])
    expect(first).toEqual(['line'])
    expect(second).toEqual(['radar'])
    expect(errorsDrawing(optionNeeding('pie'))).toEqual([])
    expect(errorsDrawing(optionNeeding('radar'))).toEqual([])
  })

  it('has an ECharts extension for every part a chart view may ask for', async () => {
    expect((await registerChartParts(ECHARTS_PARTS)).sort()).toEqual(
      ECHARTS_PARTS.filter((part) => !['bar', 'pie', 'line', 'radar'].includes(part)).sort(),
    )
    for (const part of ECHARTS_PARTS) expect(errorsDrawing(optionNeeding(part)), part).toEqual([])
  })

  it('loads the ECharts core namespace on demand, with the parts registered', async () => {
    const loaded = await loadChartParts(['line', 'line'])
    expect(loaded.echarts).toBe(echarts)
    expect(typeof loaded.echarts.init).toBe('function')
  })
})
