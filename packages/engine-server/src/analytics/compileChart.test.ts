import type { ChartDocument } from '@tamga/schema'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { statusWordsIn } from '../records/excel/statusWords.ts'
import { adjacentCalendarUnit, type ChartRowsSource, chartValueLabels, compileChart } from './compileChart.ts'

const source: ChartRowsSource = {
  from: sql`application as t`,
  alias: 't',
  conditions: [],
  fields: new Map([
    ['id', 'uuid'],
    ['created_at', 'timestamp'],
    ['amount', 'number'],
    ['status', 'text'],
  ]),
  description: { en_US: 'the model "application"', mn_MN: '"application" модел' },
}

function perUnit(overrides: Partial<ChartDocument> = {}): ChartDocument {
  return {
    kind: 'chart',
    version: 1,
    name: 'per-month',
    title: { mn_MN: 'Сар бүр' },
    type: 'area',
    source: { kind: 'model', name: 'application' },
    elements: [
      { field: 'created_at', alias: 'month', group: true, timeUnit: 'month' },
      { field: 'id', alias: 'count', aggregation: 'count' },
      { field: 'amount', alias: 'total', aggregation: 'sum' },
      { field: 'amount', alias: 'average', aggregation: 'avg' },
    ],
    sort: [{ by: 'month' }],
    ...overrides,
  }
}

describe('a chart along a calendar unit', () => {
  it('answers a month without rows as a month with a count of 0, between the first and the last', () => {
    const rows = compileChart(perUnit(), source).present([
      { month: '2025-11', count: 2, total: 10, average: 5 },
      { month: '2026-02', count: 1, total: 4, average: 4 },
    ])
    expect(rows).toEqual([
      { month: '2025-11', count: 2, total: 10, average: 5 },
      { month: '2025-12', count: 0, total: 0, average: null },
      { month: '2026-01', count: 0, total: 0, average: null },
      { month: '2026-02', count: 1, total: 4, average: 4 },
    ])
  })

  it('fills a descending series downwards', () => {
    const chart = perUnit({ sort: [{ by: 'month', direction: 'desc' }] })
    const rows = compileChart(chart, source).present([
      { month: '2026-01', count: 1, total: 1, average: 1 },
      { month: '2025-11', count: 3, total: 3, average: 1 },
    ])
    expect(rows.map((row) => [row.month, row.count])).toEqual([
      ['2026-01', 1],
      ['2025-12', 0],
      ['2025-11', 3],
    ])
  })

  it('fills series without a sort, which the statement orders by their units', () => {
    const rows = compileChart(perUnit({ sort: undefined }), source).present([
      { month: '2025-01', count: 1, total: 1, average: 1 },
      { month: '2025-03', count: 1, total: 1, average: 1 },
    ])
    expect(rows.map((row) => row.month)).toEqual(['2025-01', '2025-02', '2025-03'])
  })

  it('leaves rows sorted by a measure as they are: their units are not in time order', () => {
    const chart = perUnit({ sort: [{ by: 'count', direction: 'desc' }] })
    const answered = [
      { month: '2025-05', count: 4, total: 1, average: 1 },
      { month: '2025-01', count: 1, total: 1, average: 1 },
    ]
    expect(compileChart(chart, source).present(answered)).toEqual(answered)
  })

  it('leaves charts grouped by a second element as they are', () => {
    const chart = perUnit({
      elements: [
        { field: 'created_at', alias: 'month', group: true, timeUnit: 'month' },
        { field: 'status', group: true },
        { field: 'id', alias: 'count', aggregation: 'count' },
      ],
    })
    const answered = [
      { month: '2025-01', status: 'END', count: 1 },
      { month: '2025-04', status: 'END', count: 1 },
    ]
    expect(compileChart(chart, source).present(answered)).toEqual(answered)
  })

  it('keeps the rows of no unit (a missing date) at the end, outside the series', () => {
    const rows = compileChart(perUnit(), source).present([
      { month: '2025-01', count: 1, total: 1, average: 1 },
      { month: '2025-03', count: 1, total: 1, average: 1 },
      { month: null, count: 5, total: 1, average: 1 },
    ])
    expect(rows.map((row) => row.month)).toEqual(['2025-01', '2025-02', '2025-03', null])
  })

  it('fills years, quarters, weeks and days alike', () => {
    const filled = (timeUnit: 'year' | 'quarter' | 'week' | 'day', first: string, last: string) =>
      compileChart(
        perUnit({
          elements: [
            { field: 'created_at', alias: 'unit', group: true, timeUnit },
            { field: 'id', alias: 'count', aggregation: 'count' },
          ],
          sort: undefined,
        }),
        source,
      )
        .present([
          { unit: first, count: 1 },
          { unit: last, count: 1 },
        ])
        .map((row) => `${String(row.unit)}:${String(row.count)}`)
    expect(filled('year', '2023', '2025')).toEqual(['2023:1', '2024:0', '2025:1'])
    expect(filled('quarter', '2024-Q4', '2025-Q2')).toEqual(['2024-Q4:1', '2025-Q1:0', '2025-Q2:1'])
    expect(filled('week', '2025-12-22', '2026-01-05')).toEqual(['2025-12-22:1', '2025-12-29:0', '2026-01-05:1'])
    expect(filled('day', '2024-02-28', '2024-03-01')).toEqual(['2024-02-28:1', '2024-02-29:0', '2024-03-01:1'])
  })
})

describe('adjacentCalendarUnit', () => {
  it('steps over the turn of a year both ways', () => {
    expect(adjacentCalendarUnit('month', '2025-12', 1)).toBe('2026-01')
    expect(adjacentCalendarUnit('month', '2026-01', -1)).toBe('2025-12')
    expect(adjacentCalendarUnit('quarter', '2025-Q4', 1)).toBe('2026-Q1')
    expect(adjacentCalendarUnit('quarter', '2026-Q1', -1)).toBe('2025-Q4')
  })

  it('knows no unit in text its format never writes', () => {
    expect(adjacentCalendarUnit('month', 'June', 1)).toBeUndefined()
    expect(adjacentCalendarUnit('day', '2025-06', 1)).toBeUndefined()
  })
})

describe('the words of a chart’s categories', () => {
  const byStatus: ChartDocument = {
    kind: 'chart',
    version: 1,
    name: 'by-status',
    title: { mn_MN: 'Төлөвөөр' },
    type: 'bar',
    source: { kind: 'model', name: 'application' },
    elements: [
      { field: 'status', group: true, labels: 'step-type' },
      { field: 'id', alias: 'count', aggregation: 'count' },
    ],
  }
  const rows = [
    { status: 'CHECK', count: 2 },
    { status: 'RE_CREATE', count: 1 },
    { status: 'Өөр', count: 1 },
    { status: null, count: 1 },
  ]

  it('says a grouped workflow status as the grid’s status cell does, in the reader’s language', () => {
    const words = (language: 'mn_MN' | 'en_US' | 'ko_KR') =>
      chartValueLabels(byStatus, rows, { language, statusWords: statusWordsIn(language) }).get('status')
    expect(words('mn_MN')).toEqual({ CHECK: 'Хянагдаж байна', RE_CREATE: 'Буцаагдсан' })
    expect(words('en_US')).toEqual({ CHECK: 'Being checked', RE_CREATE: 'Sent back' })
    expect(words('ko_KR')).toEqual({ CHECK: '검토 중', RE_CREATE: '반려됨' })
  })

  it('takes the project’s own status words, and a labels map in the reader’s language', () => {
    const mapped: ChartDocument = {
      ...byStatus,
      elements: [
        { field: 'status', group: true, labels: { new: { mn_MN: 'Шинэ', en_US: 'New' } } },
        { field: 'id', alias: 'count', aggregation: 'count' },
      ],
    }
    const english = {
      language: 'en_US' as const,
      statusWords: statusWordsIn('en_US', { en_US: { CHECK_grid: 'In review' } }),
    }
    expect(chartValueLabels(byStatus, rows, english).get('status')).toEqual({
      CHECK: 'In review',
      RE_CREATE: 'Sent back',
    })
    expect(chartValueLabels(mapped, [{ status: 'new' }, { status: 'old' }], english).get('status')).toEqual({
      new: 'New',
    })
  })

  it('gives no words to an element without labels', () => {
    const plain: ChartDocument = { ...byStatus, elements: [{ field: 'status', group: true }] }
    expect(chartValueLabels(plain, rows, { language: 'mn_MN', statusWords: statusWordsIn('mn_MN') }).size).toBe(0)
  })
})
