import { describe, expect, it } from 'vitest'
import { previewableChart } from './previewableChart.ts'

const chart = {
  kind: 'chart',
  version: 1,
  name: 'sales-by-region',
  type: 'bar',
  source: { kind: 'model', name: 'sale' },
  elements: [
    { field: 'region', group: true },
    { field: 'id', alias: 'n', aggregation: 'count' },
  ],
}

describe('previewable chart', () => {
  it('a valid chart is previewed as it is', () => {
    expect(previewableChart(chart)).toEqual(chart)
  })

  it('a chart without elements, or with an element without a field, is not sent', () => {
    expect(previewableChart({ ...chart, elements: [] })).toBeUndefined()
    expect(previewableChart({ ...chart, elements: [{ group: true }] })).toBeUndefined()
  })

  it('a chart of an unknown type, or a valid document of another kind, is not sent', () => {
    expect(previewableChart({ ...chart, type: 'sundial' })).toBeUndefined()
    expect(
      previewableChart({
        kind: 'datasource',
        version: 1,
        name: 'sales',
        base: { model: 'sale', alias: 's' },
        columns: [{ source: 's.id', as: 'id' }],
      }),
    ).toBeUndefined()
  })
})
