import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
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

describe('echartsParts', () => {
  it('imports ECharts only through its tree-shakable entries, never the root', () => {
    const imports = importsOf(source('echartsParts.ts')).map((entry) => entry.from)
    expect(imports.filter((from) => from.startsWith('echarts')).sort()).toEqual([
      'echarts/charts',
      'echarts/components',
      'echarts/core',
      'echarts/renderers',
    ])
    expect(source('echartsParts.ts')).not.toMatch(/from\s+['"]echarts['"]/)
  })

  it('is the only module of the compiler that loads ECharts at run time', () => {
    const modules = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    const loaders = modules.filter((file) =>
      importsOf(source(file)).some((entry) => !entry.typeOnly && entry.from.startsWith('echarts')),
    )
    expect(loaders).toEqual(['echartsParts.ts'])
    for (const file of modules) expect(source(file), file).not.toMatch(/from\s+['"]echarts['"]/)
    // The compiler's entry reaches it only through a dynamic import, so it stays in a chunk of its own.
    expect(importsOf(source('index.ts')).map((entry) => entry.from)).not.toContain('./echartsParts.ts')
  })

  it('registers each part once, so registering the same parts again is harmless', () => {
    expect(registerChartParts(['bar', 'bar'])).toEqual(['bar'])
    expect(registerChartParts(['bar'])).toEqual([])
    expect(registerChartParts(['pie', 'bar'])).toEqual(['pie'])
    expect(registerChartParts([])).toEqual([])
  })

  it('has an ECharts extension for every part a chart view may ask for', () => {
    expect(registerChartParts(ECHARTS_PARTS).sort()).toEqual(
      ECHARTS_PARTS.filter((part) => part !== 'bar' && part !== 'pie').sort(),
    )
  })

  it('loads the ECharts core namespace on demand, with the parts registered', async () => {
    const loaded = await loadChartParts(['line', 'line'])
    expect(loaded.echarts).toBe(echarts)
    expect(typeof loaded.echarts.init).toBe('function')
  })
})
