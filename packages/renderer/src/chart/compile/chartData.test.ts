import type { ChartAnswer, ChartDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { numberOf, readChartData } from './chartData.ts'
import { chartTable } from './chartTable.ts'

const salesLargest: ChartDocument = {
  kind: 'chart',
  version: 1,
  name: 'sales-largest',
  type: 'table',
  source: { kind: 'model', name: 'analytics_sale' },
  elements: [{ field: 'product' }, { field: 'amount', title: { mn_MN: 'Дүн', en_US: 'Amount' } }],
  sort: [{ by: 'amount', direction: 'desc' }],
  limit: 2,
}

describe('readChartData', () => {
  it('names categories in the words an element’s labels give, step types by their labels, the rest as stored', () => {
    const chart: ChartDocument = {
      kind: 'chart',
      version: 1,
      name: 'by-status',
      type: 'bar',
      source: { kind: 'model', name: 'application' },
      elements: [
        { field: 'process_status', group: true, labels: 'step-type' },
        { field: 'kind', group: true, labels: { grant: { mn_MN: 'Тэтгэлэг', en_US: 'Grant' } } },
        { field: 'id', alias: 'n', aggregation: 'count' },
      ],
    }
    const answer: ChartAnswer = {
      status: true,
      name: 'by-status',
      type: 'bar',
      dimensions: [
        { key: 'process_status', field: 'process_status', group: true, kind: 'text' },
        { key: 'kind', field: 'kind', group: true, kind: 'text' },
        { key: 'n', field: 'id', group: false, aggregation: 'count', kind: 'number' },
      ],
      rows: [
        { process_status: 'CHECK', kind: 'grant', n: 2 },
        { process_status: 'RE_CREATE', kind: 'loan', n: 1 },
        { process_status: 'Хуучин төлөв', kind: 'grant', n: 1 },
      ],
    }
    expect(readChartData(chart, answer, 'mn_MN').categories).toEqual([
      'Хянах / Тэтгэлэг',
      'Дахин боловсруулах / loan',
      'Хуучин төлөв / Тэтгэлэг',
    ])
    expect(readChartData(chart, answer, 'en_US').categories[0]).toBe('Check / Grant')
    // The app's `process` words come first, as in the grid's status cells.
    const words = (key: string) => (key === 'CHECK_grid' ? 'Хянагдаж байна' : undefined)
    expect(readChartData(chart, answer, 'mn_MN', words).categories[0]).toBe('Хянагдаж байна / Тэтгэлэг')
  })

  it('words a status the app has no word for as the server’s answer says it, before the step type’s label', () => {
    const chart: ChartDocument = {
      kind: 'chart',
      version: 1,
      name: 'by-status',
      type: 'table',
      source: { kind: 'model', name: 'application' },
      elements: [
        { field: 'process_status', group: true, labels: 'step-type' },
        { field: 'id', alias: 'n', aggregation: 'count' },
      ],
    }
    const answer: ChartAnswer = {
      status: true,
      name: 'by-status',
      type: 'table',
      dimensions: [
        {
          key: 'process_status',
          field: 'process_status',
          group: true,
          kind: 'text',
          labels: { CHECK: 'Being checked' },
        },
        { key: 'n', field: 'id', group: false, aggregation: 'count', kind: 'number' },
      ],
      rows: [
        { process_status: 'CHECK', n: 2 },
        { process_status: 'END', n: 1 },
      ],
    }
    expect(readChartData(chart, answer, 'en_US').categories).toEqual(['Being checked', 'End'])
    const words = (key: string) => (key === 'CHECK_grid' ? 'In review' : undefined)
    expect(readChartData(chart, answer, 'en_US', words).categories[0]).toBe('In review')
    const table = chartTable(readChartData(chart, answer, 'en_US'), { title: 'By status', language: 'en_US' })
    expect(table.rows[0]?.process_status).toBe('Being checked')
  })

  it('labels ungrouped rows by their values that are not numbers', () => {
    const answer: ChartAnswer = {
      status: true,
      name: 'sales-largest',
      type: 'table',
      dimensions: [
        { key: 'product', field: 'product', group: false, kind: 'text' },
        { key: 'amount', field: 'amount', group: false, kind: 'number' },
      ],
      rows: [
        { product: 'salt', amount: 50 },
        { product: 'tea', amount: 30 },
      ],
    }
    const data = readChartData(salesLargest, answer, 'en_US')
    expect(data.categories).toEqual(['salt', 'tea'])
    expect(data.categoryTitle).toBe('product')
    expect(data.measures.map(({ key, title, values }) => ({ key, title, values }))).toEqual([
      { key: 'amount', title: 'Amount', values: [50, 30] },
    ])
  })

  it('joins several grouping values, and writes missing and true/false ones in words', () => {
    const chart: ChartDocument = {
      kind: 'chart',
      version: 1,
      name: 'bearers',
      type: 'bar',
      source: { kind: 'model', name: 'heritage_bearer' },
      elements: [
        { field: 'aimag_name', group: true, title: 'Аймаг' },
        { field: 'is_published', group: true, title: { mn_MN: 'Нийтлэгдсэн', en_US: 'Published' } },
        { field: 'id', alias: 'n', aggregation: 'count' },
      ],
    }
    const answer: ChartAnswer = {
      status: true,
      name: 'bearers',
      type: 'bar',
      dimensions: [
        { key: 'aimag_name', field: 'aimag_name', group: true, kind: 'text' },
        { key: 'is_published', field: 'is_published', group: true, kind: 'boolean' },
        { key: 'n', field: 'id', group: false, aggregation: 'count', kind: 'number' },
      ],
      rows: [
        { aimag_name: 'Ховд', is_published: true, n: 2 },
        { aimag_name: null, is_published: false, n: '7' },
      ],
    }
    const data = readChartData(chart, answer, 'en_US')
    expect(data.categories).toEqual(['Ховд / Yes', '— / No'])
    expect(data.categoryTitle).toBe('Аймаг / Published')
    expect(data.measures.map((measure) => measure.values)).toEqual([[2, 7]])
  })

  it('titles a value from the document, else from the answer, else by its key', () => {
    const chart: ChartDocument = {
      kind: 'chart',
      version: 1,
      name: 'totals',
      type: 'bar',
      source: { kind: 'model', name: 'analytics_sale' },
      elements: [{ field: 'amount', alias: 'total', aggregation: 'sum' }],
    }
    const answer: ChartAnswer = {
      status: true,
      name: 'totals',
      type: 'bar',
      dimensions: [
        { key: 'total', field: 'amount', group: false, aggregation: 'sum', kind: 'number', title: 'Нийт' },
        { key: 'extra', field: 'x', group: false, aggregation: 'max', kind: 'number', title: 42 },
      ],
      rows: [{ total: 140, extra: 9 }],
    }
    const data = readChartData(chart, answer, 'mn_MN')
    expect(data.measures.map((measure) => measure.title)).toEqual(['Нийт', 'extra'])
    expect(data.categories).toEqual(['1'])
    const titled = readChartData(
      {
        ...chart,
        elements: [{ field: 'amount', alias: 'total', aggregation: 'sum', title: { mn_MN: 'Дүн', en_US: 'Sum' } }],
      },
      answer,
      'en_US',
    )
    expect(titled.measures.map((measure) => measure.title)).toEqual(['Sum', 'extra'])
  })
})

describe('numberOf', () => {
  it('reads JSON numbers and numeric text, and nothing else', () => {
    expect([12, '1250000.5', ' -3 ', 10n, 'abc', null, Number.NaN, true].map(numberOf)).toEqual([
      12,
      1250000.5,
      -3,
      10,
      null,
      null,
      null,
      null,
    ])
  })
})
