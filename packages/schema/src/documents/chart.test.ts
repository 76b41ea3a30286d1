import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type ChartDocument, chartElementKey, chartKind } from './chart.ts'
import { validateDocumentOf } from './definition.ts'

const folder = new URL('../../../../examples/heritage/documents/charts/', import.meta.url)
const heritageCharts = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .map((file) => [file, JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as unknown] as const)

const base = (): ChartDocument => structuredClone(chartKind.example)

function problems(input: unknown): Array<{ path: string; code: string }> {
  const result = validateDocumentOf(chartKind, input)
  return result.ok ? [] : result.issues.map(({ path, code }) => ({ path, code }))
}

/** A KPI card: the number of heritage bearers. */
const kpi = (): ChartDocument => ({
  kind: 'chart',
  version: 1,
  name: 'heritage-bearer-total',
  type: 'number',
  source: { kind: 'model', name: 'heritage_bearer' },
  elements: [
    { field: 'id', alias: 'total', aggregation: 'count', icon: 'user', background: '#0057FF', color: '#FFFFFF' },
  ],
})

describe('chart documents', () => {
  it('the built-in example is valid and is the heritage applications-by-status chart', () => {
    expect(problems(chartKind.example)).toEqual([])
    expect(heritageCharts.find(([file]) => file === 'applications-by-status.json')?.[1]).toEqual(chartKind.example)
  })

  it('the heritage project charts applications, heritage bearers, content and feedback', () => {
    expect(heritageCharts.map(([file]) => file).sort()).toEqual([
      'applications-by-bearer.json',
      'applications-by-status.json',
      'content-items-by-category.json',
      'feedback-by-status.json',
      'heritage-bearers-by-aimag.json',
      'published-bearers-count.json',
      'published-content-count.json',
      'published-news-count.json',
      'published-records-per-kind.json',
      'registrations-per-month.json',
    ])
  })

  it.each(heritageCharts)('the heritage chart %s is valid', (file, document) => {
    expect(problems(document)).toEqual([])
    expect(`${(document as ChartDocument).name}.json`).toBe(file)
  })

  it('a KPI card with one measured element is valid', () => {
    expect(problems(kpi())).toEqual([])
  })

  it('accepts every aggregation the spec names, distinct variants included', () => {
    for (const aggregation of [
      'count',
      'max',
      'min',
      'avg',
      'sum',
      'count-distinct',
      'sum-distinct',
      'avg-distinct',
    ] as const) {
      const chart = kpi()
      Object.assign(chart.elements[0] ?? {}, { aggregation })
      expect(problems(chart), aggregation).toEqual([])
    }
  })

  it('rejects an aggregation outside the closed list', () => {
    const chart = kpi()
    Object.assign(chart.elements[0] ?? {}, { aggregation: 'median' })
    expect(problems(chart)).toEqual([{ path: '/elements/0/aggregation', code: 'enum' }])
  })

  it('rejects an unknown chart type', () => {
    expect(problems({ ...base(), type: 'sankey' })).toEqual([{ path: '/type', code: 'enum' }])
  })

  it('rejects a colour that is not a CSS colour', () => {
    const chart = base()
    Object.assign(chart.elements[1] ?? {}, { background: 'blue-ish' })
    expect(problems(chart)).toEqual([{ path: '/elements/1/background', code: 'pattern' }])
  })

  it('rejects a source that is neither a model nor a data source', () => {
    expect(problems({ ...base(), source: { kind: 'sql', name: 'application' } })).toEqual([
      { path: '/source/kind', code: 'enum' },
    ])
  })

  it('accepts any ECharts option overrides object', () => {
    const chart = base()
    chart.echarts = { radar: { indicator: [{ name: 'buy', max: 7000 }] }, color: ['#0057FF'] }
    expect(problems(chart)).toEqual([])
    expect(problems({ ...chart, echarts: [] })).toEqual([{ path: '/echarts', code: 'type' }])
  })

  it('rejects two elements with the same alias', () => {
    const chart = base()
    chart.elements.push({ field: 'amount', alias: 'application_count', aggregation: 'sum' })
    expect(problems(chart)).toEqual([{ path: '/elements/2/alias', code: 'duplicate-alias' }])
  })

  it('rejects two elements on the same field without aliases', () => {
    const chart = base()
    chart.elements.push({ field: 'process_status', group: true })
    expect(problems(chart)).toEqual([{ path: '/elements/2/field', code: 'duplicate-alias' }])
  })

  it('an element named after its field clashes with another element aliased to that field', () => {
    const chart = base()
    chart.elements.push({ field: 'amount', alias: 'process_status', aggregation: 'max' })
    expect(problems(chart)).toEqual([{ path: '/elements/2/alias', code: 'duplicate-alias' }])
  })

  it('groups a date field by a calendar unit on a grouping element only', () => {
    const perMonth = base()
    Object.assign(perMonth.elements[0] ?? {}, { field: 'created_at', timeUnit: 'month' })
    expect(problems(perMonth)).toEqual([])
    const measured = base()
    Object.assign(measured.elements[1] ?? {}, { timeUnit: 'month' })
    expect(problems(measured)).toEqual([{ path: '/elements/1/timeUnit', code: 'time-unit-group' }])
    const fortnight = base()
    Object.assign(fortnight.elements[0] ?? {}, { timeUnit: 'fortnight' })
    expect(problems(fortnight).map((found) => found.path)).toContain('/elements/0/timeUnit')
  })

  it('rejects a grouping element that also aggregates', () => {
    const chart = base()
    Object.assign(chart.elements[0] ?? {}, { aggregation: 'count' })
    expect(problems(chart)).toEqual([{ path: '/elements/0/aggregation', code: 'grouped-aggregate' }])
  })

  it('a grouped chart has no element that is neither grouped nor aggregated', () => {
    const chart = base()
    chart.elements.push({ field: 'title' })
    expect(problems(chart)).toEqual([{ path: '/elements/2', code: 'ungrouped-element' }])
  })

  it('an ungrouped chart (a scatter of raw rows) needs no aggregation', () => {
    const chart: ChartDocument = {
      kind: 'chart',
      version: 1,
      name: 'amount-over-time',
      type: 'scatter',
      source: { kind: 'model', name: 'application' },
      elements: [{ field: 'created_at' }, { field: 'amount' }],
      sort: [{ by: 'created_at' }],
    }
    expect(problems(chart)).toEqual([])
  })

  it('a number or gauge chart has exactly one measured element', () => {
    const chart = kpi()
    chart.elements.push({ field: 'amount', alias: 'total_amount', aggregation: 'sum' })
    expect(problems(chart)).toEqual([{ path: '/elements', code: 'single-value' }])
    expect(problems({ ...chart, type: 'gauge' })).toEqual([{ path: '/elements', code: 'single-value' }])
    expect(problems({ ...chart, type: 'bar' })).toEqual([])
  })

  it('sort refers to an element alias', () => {
    const chart = base()
    chart.sort = [{ by: 'process_status' }, { by: 'application_count', direction: 'desc' }]
    expect(problems(chart)).toEqual([])
  })

  it('rejects a sort key that is no alias or field of the chart', () => {
    const chart = base()
    chart.sort = [{ by: 'amount' }]
    expect(problems(chart)).toEqual([{ path: '/sort/0/by', code: 'unknown-sort' }])
  })

  it('a grouped chart does not sort by a field hidden behind an alias', () => {
    const chart = base()
    chart.sort = [{ by: 'id' }]
    expect(problems(chart)).toEqual([{ path: '/sort/0/by', code: 'unknown-sort' }])
  })
})

describe('chartElementKey', () => {
  it('is the alias when there is one, else the field', () => {
    expect(chartElementKey({ field: 'id', alias: 'total' })).toBe('total')
    expect(chartElementKey({ field: 'process_status' })).toBe('process_status')
  })
})
