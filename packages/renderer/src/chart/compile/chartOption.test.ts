import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type ChartAnswer, type ChartDocument, chartElementKey, type LanguageCode } from '@tamga/schema'
import { SVGRenderer } from 'echarts/renderers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { elementValueText } from './chartData.ts'
import { echarts, registerChartParts } from './echartsParts.ts'
import {
  type ChartOption,
  type ChartView,
  chartOption,
  DEFAULT_CHART_PALETTE,
  type EChartsChartView,
  readableTextOn,
} from './index.ts'

const charts = fileURLToPath(new URL('../../../../../examples/heritage/documents/charts/', import.meta.url))
const readChart = (name: string): ChartDocument =>
  JSON.parse(readFileSync(`${charts}${name}.json`, 'utf8')) as ChartDocument

/**
 * The answer `GET /charts/:name/data` gives: one dimension per element in the document's order
 * (key = alias or field; aggregates are numbers), the rows as the database returned them.
 */
function answerOf(chart: ChartDocument, rows: Array<Record<string, unknown>>): ChartAnswer {
  return {
    status: true,
    name: chart.name,
    type: chart.type,
    dimensions: chart.elements.map((element) => ({
      key: chartElementKey(element),
      field: element.field,
      group: element.group === true,
      ...(element.aggregation === undefined ? {} : { aggregation: element.aggregation }),
      kind: element.aggregation === undefined ? 'text' : 'number',
      ...(element.title === undefined ? {} : { title: element.title }),
    })),
    rows,
  }
}

/** Rows as the seed of examples/heritage gives them, sorted as each chart's document asks. */
const HERITAGE_ROWS: Record<string, Array<Record<string, unknown>>> = {
  'applications-by-status': [
    { process_status: 'CHECK', application_count: 3 },
    { process_status: 'START', application_count: 2 },
    { process_status: 'END', application_count: 1 },
    { process_status: null, application_count: 1 },
  ],
  'content-items-by-category': [
    { category_name: 'Төлбөртэй цуврал', item_count: 6 },
    { category_name: 'Дом засал', item_count: 5 },
    { category_name: 'Цахим ном', item_count: 5 },
    { category_name: 'Үлгэр домог', item_count: 4 },
  ],
  'feedback-by-status': [
    { status: 'in-progress', message_count: 2 },
    { status: 'new', message_count: 2 },
    { status: 'answered', message_count: 1 },
    { status: 'closed', message_count: 1 },
  ],
  'heritage-bearers-by-aimag': [
    { aimag_name: 'Ховд', bearer_count: 2 },
    { aimag_name: 'Архангай', bearer_count: 1 },
    { aimag_name: 'Баян-Өлгий', bearer_count: 1 },
    { aimag_name: 'Улаанбаатар', bearer_count: 1 },
  ],
  'published-records-per-kind': [
    { media_kind: 'article', item_count: 16 },
    { media_kind: 'video', item_count: 10 },
    { media_kind: 'audio', item_count: 6 },
    { media_kind: 'course', item_count: 5 },
    { media_kind: 'ebook', item_count: 5 },
    { media_kind: 'gallery', item_count: 2 },
    { media_kind: 'audiobook', item_count: 1 },
  ],
  'registrations-per-month': [
    { month: '2025-02', application_count: 1 },
    { month: '2025-03', application_count: 1 },
    { month: '2025-04', application_count: 1 },
    { month: '2025-05', application_count: 2 },
    { month: '2025-06', application_count: 2 },
  ],
}

/** The example's KPI cards and tables, which ECharts does not draw, with their seed rows. */
const HERITAGE_CARD_ROWS: Record<string, Array<Record<string, unknown>>> = {
  'published-news-count': [{ news_count: 9 }],
  'published-content-count': [{ item_count: 45 }],
  'published-bearers-count': [{ bearer_count: 13 }],
  'applications-by-bearer': [
    { bearer_last_name: 'Очир', bearer_first_name: 'Должинсүрэн', application_count: 1, requested_amount: 15000000 },
    { bearer_last_name: 'Дашцэрэн', bearer_first_name: 'Ганбаатар', application_count: 1, requested_amount: 12000000 },
  ],
}

const light = { language: 'mn_MN' as const, dark: false }

function echartsView(view: ChartView): EChartsChartView {
  if (view.kind !== 'echarts') throw new Error(`expected an ECharts view, got ${view.kind}`)
  return view
}

function seriesOf(option: ChartOption) {
  const series = option.series
  return series === undefined ? [] : Array.isArray(series) ? series : [series]
}

/** The one object of an option component that may be an object or an array of them. */
function single<T>(component: T | T[] | undefined): T {
  const found = Array.isArray(component) ? component[0] : component
  if (found === undefined) throw new Error('component missing')
  return found
}

function titleText(option: ChartOption): unknown {
  return single(option.title).text
}

const categoryAxisData = (axis: unknown) => (axis as { data?: unknown }).data

/** A formatter function the option holds, to call as ECharts would. */
function formatterOf<TArgs extends unknown[]>(value: unknown): (...args: TArgs) => string {
  if (typeof value !== 'function') throw new Error('expected a formatter function')
  return value as (...args: TArgs) => string
}

describe('chartOption over the heritage charts', () => {
  const names = readdirSync(charts)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))

  it('has a realistic answer for every chart of the example', () => {
    expect(names.sort()).toEqual([...Object.keys(HERITAGE_ROWS), ...Object.keys(HERITAGE_CARD_ROWS)].sort())
  })

  it.each(Object.keys(HERITAGE_ROWS))('%s draws every row in the answer’s order, with its values', (name) => {
    const chart = readChart(name)
    const rows = HERITAGE_ROWS[name] ?? []
    const { option } = echartsView(chartOption(chart, answerOf(chart, rows), light))
    const [groupKey, measureKey] = chart.elements.map(chartElementKey)
    const labels = rows.map((row) => elementValueText(chart.elements[0], row[groupKey ?? ''], light.language))
    const values = rows.map((row) => row[measureKey ?? ''])
    const [series, ...others] = seriesOf(option)
    expect(others).toEqual([])
    if (series?.type === 'pie') {
      expect(series.data).toEqual(labels.map((label, index) => ({ name: label, value: values[index] })))
    } else {
      expect(series?.data).toEqual(values)
      const categoryAxis = chart.type === 'horizontal-bar' ? option.yAxis : option.xAxis
      expect(categoryAxisData(single(categoryAxis))).toEqual(labels)
    }
  })

  it('draws a bar chart with categories along x and the element’s colour', () => {
    const chart = readChart('applications-by-status')
    const view = echartsView(chartOption(chart, answerOf(chart, HERITAGE_ROWS[chart.name] ?? []), light))
    expect(view.echartsParts).toEqual(['bar'])
    const [series] = seriesOf(view.option)
    expect(series).toMatchObject({ type: 'bar', name: 'Өргөдлийн тоо', itemStyle: { color: '#0057FF' } })
    expect(single(view.option.xAxis)).toMatchObject({ type: 'category' })
    expect(single(view.option.yAxis)).toMatchObject({ type: 'value' })
  })

  it('slants category labels that would overlap side by side, and leaves a few short ones level', () => {
    const chart = readChart('applications-by-status')
    const statuses = ['START', 'CHECK', 'PREPARE_VOTE', 'VOTE', 'SUMMARY', 'RE_CREATE', 'END']
    const rows = statuses.map((process_status) => ({ process_status, application_count: 1 }))
    const many = echartsView(chartOption(chart, answerOf(chart, rows), light))
    expect(single(many.option.xAxis)).toMatchObject({ axisLabel: { rotate: 35, overflow: 'truncate' } })
    const months = readChart('registrations-per-month')
    const few = echartsView(chartOption(months, answerOf(months, HERITAGE_ROWS[months.name] ?? []), light))
    expect(single(few.option.xAxis)).not.toHaveProperty('axisLabel.rotate')
  })

  it('steps an axis of whole counts by one at least, and a fractional one freely', () => {
    const chart = readChart('registrations-per-month')
    const counts = echartsView(chartOption(chart, answerOf(chart, HERITAGE_ROWS[chart.name] ?? []), light))
    expect(single(counts.option.yAxis)).toMatchObject({ type: 'value', minInterval: 1 })
    const halves = echartsView(
      chartOption(chart, answerOf(chart, [{ month: '2025-02', application_count: 0.5 }]), light),
    )
    expect(single(halves.option.yAxis)).not.toHaveProperty('minInterval')
  })

  it('lays a horizontal bar chart on its side, first category at the top', () => {
    const chart = readChart('content-items-by-category')
    const view = echartsView(chartOption(chart, answerOf(chart, HERITAGE_ROWS[chart.name] ?? []), light))
    expect(view.echartsParts).toEqual(['bar'])
    expect(single(view.option.yAxis)).toMatchObject({ type: 'category', inverse: true })
    expect(single(view.option.xAxis)).toMatchObject({ type: 'value' })
  })

  it('draws a donut as a pie with a hole, and a pie without one', () => {
    const donut = readChart('feedback-by-status')
    const pie = readChart('heritage-bearers-by-aimag')
    const donutSeries = seriesOf(
      echartsView(chartOption(donut, answerOf(donut, HERITAGE_ROWS[donut.name] ?? []), light)).option,
    )
    const pieSeries = seriesOf(
      echartsView(chartOption(pie, answerOf(pie, HERITAGE_ROWS[pie.name] ?? []), light)).option,
    )
    expect(donutSeries[0]).toMatchObject({ type: 'pie', radius: ['40%', '65%'] })
    expect(pieSeries[0]).toMatchObject({ type: 'pie', radius: '65%' })
  })

  it('merges the document’s own ECharts settings over the built option, asking for the toolbox it uses', () => {
    const bar = readChart('applications-by-status')
    const pie = readChart('heritage-bearers-by-aimag')
    const barView = echartsView(chartOption(bar, answerOf(bar, HERITAGE_ROWS[bar.name] ?? []), light))
    expect(single(barView.option.legend)).toMatchObject({ show: false, bottom: 0 })
    expect(single(barView.option.tooltip)).toMatchObject({ trigger: 'axis' })
    const pieView = echartsView(chartOption(pie, answerOf(pie, HERITAGE_ROWS[pie.name] ?? []), light))
    // The slices name each aimag themselves: the document hides the legend the option built.
    expect(single(pieView.option.legend)).toMatchObject({ show: false })
    expect(single(pieView.option.toolbox)).toEqual({ feature: { saveAsImage: { title: 'Татах' } } })
    expect(pieView.echartsParts).toEqual(['pie', 'toolbox'])
  })

  it.each<[LanguageCode, string, string]>([
    ['mn_MN', 'applications-by-status', 'Өргөдөл төлөвөөр'],
    ['en_US', 'applications-by-status', 'Applications by status'],
    ['ko_KR', 'applications-by-status', '상태별 신청서'],
    ['ko_KR', 'feedback-by-status', '상태별 의견'],
    ['en_US', 'heritage-bearers-by-aimag', 'Heritage bearers per province'],
  ])('titles the chart in %s (%s)', (language, name, title) => {
    const chart = readChart(name)
    const view = echartsView(chartOption(chart, answerOf(chart, HERITAGE_ROWS[name] ?? []), { language, dark: false }))
    expect(titleText(view.option)).toBe(title)
  })

  it('titles the chart in Mongolian when the language has no text', () => {
    const heritage = readChart('applications-by-status')
    const chart = { ...heritage, title: { mn_MN: 'Өргөдөл төлөвөөр', en_US: 'Applications by status' } }
    const rows = HERITAGE_ROWS['applications-by-status'] ?? []
    const view = echartsView(chartOption(chart, answerOf(chart, rows), { language: 'ko_KR', dark: false }))
    expect(titleText(view.option)).toBe('Өргөдөл төлөвөөр')
  })

  it('writes values with thousands separators in tooltips, axes and slice labels', () => {
    const bar = readChart('applications-by-status')
    const barView = echartsView(
      chartOption(bar, answerOf(bar, [{ process_status: 'END', application_count: 1234567 }]), light),
    )
    const valueFormatter = single(barView.option.tooltip).valueFormatter
    expect(valueFormatter?.(1234567, 0)).toBe('1,234,567')
    const axisLabel = (single(barView.option.yAxis) as { axisLabel?: { formatter?: unknown } }).axisLabel
    expect(formatterOf<[number]>(axisLabel?.formatter)(25000)).toBe('25,000')

    const pie = readChart('heritage-bearers-by-aimag')
    const [series] = seriesOf(
      echartsView(chartOption(pie, answerOf(pie, [{ aimag_name: 'Ховд', bearer_count: 4500 }]), light)).option,
    )
    const label = (series as { label?: { formatter?: unknown } }).label
    expect(formatterOf<[{ name: string; value: unknown }]>(label?.formatter)({ name: 'Ховд', value: 4500 })).toBe(
      'Ховд: 4,500',
    )
  })

  it('colours slices from the palette given, else Tamga’s', () => {
    const pie = readChart('heritage-bearers-by-aimag')
    const answer = answerOf(pie, HERITAGE_ROWS[pie.name] ?? [])
    const palette = ['#111111', '#222222']
    expect(echartsView(chartOption(pie, answer, { ...light, palette })).option.color).toEqual(palette)
    expect(echartsView(chartOption(pie, answer, light)).option.color).toEqual([...DEFAULT_CHART_PALETTE])
    expect(DEFAULT_CHART_PALETTE.slice(0, 3)).toEqual(['#0057FF', '#e13812', '#FFA500'])
  })
})

describe('chartOption in dark mode', () => {
  const chart = readChart('applications-by-status')
  const answer = answerOf(chart, HERITAGE_ROWS[chart.name] ?? [])
  const textColors = (option: ChartOption) => ({
    title: single(option.title).textStyle?.color,
    axis: (single(option.xAxis) as { axisLabel?: { color?: unknown } }).axisLabel?.color,
    legend: single(option.legend).textStyle?.color,
  })

  it('writes the spec’s text colour on light backgrounds', () => {
    expect(textColors(echartsView(chartOption(chart, answer, light)).option).title).toBe('#212121')
  })

  it('writes light text and axes on dark backgrounds, different from light mode', () => {
    const lightColors = textColors(echartsView(chartOption(chart, answer, light)).option)
    const darkView = echartsView(chartOption(chart, answer, { ...light, dark: true }))
    const darkColors = textColors(darkView.option)
    for (const key of ['title', 'axis', 'legend'] as const) {
      expect(darkColors[key]).not.toBe(lightColors[key])
      // A colour on which dark text reads best is itself light.
      expect(readableTextOn(String(darkColors[key]))).toBe('#212121')
    }
    expect(darkView.option.darkMode).toBe(true)
  })
})

/** Heritage documents redrawn as the chart types the example does not use. */
function asType(name: string, type: ChartDocument['type']): ChartDocument {
  return { ...readChart(name), type }
}

describe('chartOption for the other drawn types', () => {
  const rows = HERITAGE_ROWS['feedback-by-status'] ?? []

  it('draws a line chart without and an area chart with a filled area', () => {
    const line = seriesOf(
      echartsView(
        chartOption(asType('feedback-by-status', 'line'), answerOf(readChart('feedback-by-status'), rows), light),
      ).option,
    )
    const areaView = echartsView(
      chartOption(asType('feedback-by-status', 'area'), answerOf(readChart('feedback-by-status'), rows), light),
    )
    const area = seriesOf(areaView.option)
    expect(line[0]).toMatchObject({ type: 'line', data: [2, 2, 1, 1] })
    expect(line[0]).not.toHaveProperty('areaStyle')
    expect(area[0]).toMatchObject({ type: 'line', data: [2, 2, 1, 1], areaStyle: {} })
    expect(areaView.echartsParts).toEqual(['line'])
  })

  it('draws a radar with one indicator per category on a shared round scale', () => {
    const chart = asType('content-items-by-category', 'radar')
    const view = echartsView(
      chartOption(chart, answerOf(chart, HERITAGE_ROWS['content-items-by-category'] ?? []), light),
    )
    expect(view.echartsParts).toEqual(['radar'])
    expect(single(view.option.radar).indicator).toEqual([
      { name: 'Төлбөртэй цуврал', max: 10 },
      { name: 'Дом засал', max: 10 },
      { name: 'Цахим ном', max: 10 },
      { name: 'Үлгэр домог', max: 10 },
    ])
    const [series] = seriesOf(view.option)
    expect(series).toMatchObject({
      type: 'radar',
      data: [{ name: 'Контентын тоо', value: [6, 5, 5, 4], itemStyle: { color: '#0057FF' } }],
    })
  })

  it('draws a funnel of name/value pairs in the answer’s order, not re-sorted', () => {
    const chart = asType('feedback-by-status', 'funnel')
    const view = echartsView(chartOption(chart, answerOf(chart, [...rows].reverse()), light))
    expect(view.echartsParts).toEqual(['funnel'])
    expect(seriesOf(view.option)[0]).toMatchObject({
      type: 'funnel',
      sort: 'none',
      data: [
        { name: 'closed', value: 1 },
        { name: 'answered', value: 1 },
        { name: 'new', value: 2 },
        { name: 'in-progress', value: 2 },
      ],
    })
  })

  it('draws a scatter chart and a gauge of one value on a dial above it', () => {
    const scatter = asType('feedback-by-status', 'scatter')
    expect(echartsView(chartOption(scatter, answerOf(scatter, rows), light)).echartsParts).toEqual(['scatter'])
    const gauge: ChartDocument = {
      kind: 'chart',
      version: 1,
      name: 'sales-total',
      type: 'gauge',
      source: { kind: 'model', name: 'analytics_sale' },
      elements: [{ field: 'amount', alias: 'total', aggregation: 'sum', title: { mn_MN: 'Нийт', en_US: 'Total' } }],
    }
    const view = echartsView(chartOption(gauge, answerOf(gauge, [{ total: 140 }]), { language: 'en_US', dark: false }))
    expect(view.echartsParts).toEqual(['gauge'])
    expect(seriesOf(view.option)[0]).toMatchObject({ type: 'gauge', max: 200, data: [{ name: 'Total', value: 140 }] })
  })
})

describe('chartOption for the heritage KPI cards and table', () => {
  it.each(['published-news-count', 'published-content-count', 'published-bearers-count'])(
    '%s is a card of its one count, linking to its records',
    (name) => {
      const chart = readChart(name)
      const rows = HERITAGE_CARD_ROWS[name] ?? []
      const view = chartOption(chart, answerOf(chart, rows), light)
      if (view.kind !== 'count') throw new Error(`expected a card, got ${view.kind}`)
      expect(view.value).toBe(Object.values(rows[0] ?? {})[0])
      expect(view.link).toMatch(/^\/admin\/p\//)
      expect(view.icon).toBe(chart.elements[0]?.icon)
    },
  )

  it('lists the applications per heritage bearer with the amounts requested', () => {
    const chart = readChart('applications-by-bearer')
    const view = chartOption(chart, answerOf(chart, HERITAGE_CARD_ROWS[chart.name] ?? []), light)
    if (view.kind !== 'table') throw new Error(`expected a table, got ${view.kind}`)
    expect(view.columns.map((column) => [column.title, column.numeric])).toEqual([
      ['Овог', false],
      ['Нэр', false],
      ['Өргөдөл', true],
      ['Хүссэн дүн (₮)', true],
    ])
    expect(view.rows[0]).toEqual({
      bearer_last_name: 'Очир',
      bearer_first_name: 'Должинсүрэн',
      application_count: '1',
      requested_amount: '15,000,000',
    })
  })
})

describe('chartOption for tables and KPI cards', () => {
  const salesByRegion: ChartDocument = {
    kind: 'chart',
    version: 1,
    name: 'sales-by-region',
    title: { mn_MN: 'Борлуулалт бүсээр', en_US: 'Sales by region' },
    type: 'table',
    source: { kind: 'model', name: 'analytics_sale' },
    elements: [
      { field: 'region', group: true, title: { mn_MN: 'Бүс', en_US: 'Region' } },
      { field: 'id', alias: 'n', aggregation: 'count' },
      { field: 'amount', alias: 'total', aggregation: 'sum', title: { mn_MN: 'Нийт дүн', en_US: 'Total' } },
      { field: 'amount', alias: 'mean', aggregation: 'avg' },
    ],
    sort: [{ by: 'total', direction: 'desc' }],
  }

  it('lists a table’s rows in the answer’s order, measured cells with separators and no decimals', () => {
    const view = chartOption(
      salesByRegion,
      answerOf(salesByRegion, [
        { region: 'south', n: 3, total: 1250000, mean: 416666.6667 },
        { region: null, n: 1, total: 40, mean: 40 },
      ]),
      { language: 'en_US', dark: false },
    )
    expect(view).toEqual({
      kind: 'table',
      title: 'Sales by region',
      columns: [
        { key: 'region', title: 'Region', numeric: false },
        { key: 'n', title: 'n', numeric: true },
        { key: 'total', title: 'Total', numeric: true },
        { key: 'mean', title: 'mean', numeric: true },
      ],
      rows: [
        { region: 'south', n: '3', total: '1,250,000', mean: '416,667' },
        { region: '—', n: '1', total: '40', mean: '40' },
      ],
      emptyText: 'No data',
    })
  })

  it('makes a number chart a card with the element’s icon, colours and link', () => {
    const feedback = readChart('feedback-by-status')
    const measure = feedback.elements[1]
    if (measure === undefined) throw new Error('the heritage chart lost its measure')
    const chart: ChartDocument = { ...feedback, type: 'number', elements: [measure], sort: [] }
    expect(chartOption(chart, answerOf(chart, [{ message_count: 12345 }]), light)).toEqual({
      kind: 'count',
      title: 'Санал хүсэлт төлөвөөр',
      value: 12345,
      text: '12,345',
      label: 'Санал хүсэлтийн тоо',
      icon: 'message',
      background: '#e13812',
      color: '#FFFFFF',
      link: '/admin/p/feedback',
    })
  })

  it('colours a card without colours from the palette, with readable text', () => {
    const chart: ChartDocument = {
      kind: 'chart',
      version: 1,
      name: 'sales-total',
      type: 'number',
      source: { kind: 'model', name: 'analytics_sale' },
      elements: [{ field: 'amount', alias: 'total', aggregation: 'sum' }],
    }
    // PostgreSQL answers `numeric` sums as text.
    const view = chartOption(chart, answerOf(chart, [{ total: '1250000.50' }]), {
      ...light,
      palette: ['#FFA500'],
    })
    expect(view).toMatchObject({ kind: 'count', title: 'sales-total', label: 'total', background: '#FFA500' })
    expect(view).toMatchObject({ color: '#212121', text: '1,250,001', value: 1250000.5 })
    expect(view).not.toHaveProperty('icon')
  })
})

describe('chartOption on an empty answer', () => {
  it.each<[LanguageCode, string]>([
    ['mn_MN', 'Мэдээлэл олдсонгүй'],
    ['en_US', 'No data'],
    ['ko_KR', '데이터가 없습니다'],
  ])('says there is no data in %s instead of drawing an empty frame', (language, text) => {
    for (const name of Object.keys(HERITAGE_ROWS)) {
      const chart = readChart(name)
      const drawn = echartsView(
        chartOption(chart, answerOf(chart, HERITAGE_ROWS[name] ?? []), { language, dark: false }),
      )
      const view = echartsView(chartOption(chart, answerOf(chart, []), { language, dark: false }))
      const titles = view.option.title
      expect(Array.isArray(titles) ? titles.map((title) => title.text) : []).toEqual([titleText(drawn.option), text])
      expect(seriesOf(view.option)).toEqual([])
      expect(view.echartsParts).toEqual([])
    }
  })

  it('gives an empty table its no-data text and a card no value', () => {
    const table = asType('feedback-by-status', 'table')
    expect(chartOption(table, answerOf(table, []), light)).toMatchObject({
      kind: 'table',
      rows: [],
      emptyText: 'Мэдээлэл олдсонгүй',
    })
    const feedback = readChart('feedback-by-status')
    const card: ChartDocument = { ...feedback, type: 'number', elements: feedback.elements.slice(1), sort: [] }
    expect(chartOption(card, answerOf(card, []), { language: 'en_US', dark: false })).toMatchObject({
      kind: 'count',
      value: null,
      text: 'No data',
    })
  })
})

describe('chart options drawn by ECharts', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  const drawn: Array<[string, ChartDocument, Array<Record<string, unknown>>]> = [
    ...Object.entries(HERITAGE_ROWS).map(([name, rows]): [string, ChartDocument, typeof rows] => [
      name,
      readChart(name),
      rows,
    ]),
    ...(['line', 'area', 'scatter', 'funnel', 'radar', 'gauge'] as const).map(
      (type): [string, ChartDocument, Array<Record<string, unknown>>] => [
        `content items as ${type}`,
        asType('content-items-by-category', type),
        HERITAGE_ROWS['content-items-by-category'] ?? [],
      ],
    ),
  ]

  it.each(drawn)('%s renders with only the parts the view asks for', async (_name, chart, rows) => {
    const view = echartsView(chartOption(chart, answerOf(chart, rows), { language: 'mn_MN', dark: true }))
    // Only this test file registers parts, one view at a time: a part the view forgot to ask for
    // and no earlier view registered makes ECharts log "… is used but not imported".
    await registerChartParts(view.echartsParts)
    echarts.use([SVGRenderer])
    const logged = vi.spyOn(console, 'error')
    const chartInstance = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 640, height: 400 })
    try {
      chartInstance.setOption({ ...view.option, animation: false })
      const svg = chartInstance.renderToSVGString()
      expect(logged).not.toHaveBeenCalled()
      expect(svg).toContain(titleText(view.option))
      if (chart.type !== 'gauge') {
        const [groupKey] = chart.elements.map(chartElementKey)
        expect(svg).toContain(elementValueText(chart.elements[0], rows[0]?.[groupKey ?? ''], 'mn_MN'))
      }
    } finally {
      chartInstance.dispose()
    }
  })

  it('renders the no-data option of an empty answer with no chart parts at all', async () => {
    const chart = readChart('applications-by-status')
    const view = echartsView(chartOption(chart, answerOf(chart, []), { language: 'ko_KR', dark: false }))
    await registerChartParts(view.echartsParts)
    echarts.use([SVGRenderer])
    const logged = vi.spyOn(console, 'error')
    const chartInstance = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 640, height: 400 })
    try {
      chartInstance.setOption({ ...view.option, animation: false })
      expect(chartInstance.renderToSVGString()).toContain('데이터가 없습니다')
      expect(logged).not.toHaveBeenCalled()
    } finally {
      chartInstance.dispose()
    }
  })
})
