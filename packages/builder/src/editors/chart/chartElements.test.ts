import type { ChartElement } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import {
  addChartElement,
  labelRows,
  labelsFromRows,
  labelsWhileTyping,
  moveChartElement,
  newChartElement,
  removeChartElement,
  updateChartElement,
} from './chartElements.ts'

const status: ChartElement = { field: 'process_status', group: true, labels: 'step-type' }
const count: ChartElement = { field: 'id', alias: 'total', aggregation: 'count' }

describe('chart element edits', () => {
  it('the first new element groups, later ones count', () => {
    expect(newChartElement([], 'status')).toEqual({ field: 'status', group: true })
    expect(newChartElement([status], 'id')).toEqual({ field: 'id', aggregation: 'count' })
  })

  it('adds, removes and moves elements without touching the given list', () => {
    const list = [status]
    const added = addChartElement(list, count)
    expect(list).toHaveLength(1)
    expect(moveChartElement(added, 1, -1)).toEqual([count, status])
    expect(moveChartElement(added, 1, 1)).toEqual(added)
    expect(removeChartElement(added, 0)).toEqual([count])
  })

  it('making an element a grouping drops its aggregation', () => {
    expect(updateChartElement([count], 0, { group: true })).toEqual([{ field: 'id', alias: 'total', group: true }])
  })

  it('ending a grouping drops its time unit and the group flag', () => {
    const monthly: ChartElement = { field: 'created_at', group: true, timeUnit: 'month' }
    expect(updateChartElement([monthly], 0, { group: false, aggregation: 'count' })).toEqual([
      { field: 'created_at', aggregation: 'count' },
    ])
  })

  it('a property set to "" or undefined is left out', () => {
    expect(updateChartElement([count], 0, { alias: '', color: undefined })).toEqual([
      { field: 'id', aggregation: 'count' },
    ])
  })
})

describe('chart element labels', () => {
  it('reads a label map as rows and back, leaving out incomplete rows', () => {
    const rows = labelRows({ NEW: 'Шинэ', DONE: { mn_MN: 'Дууссан', en_US: 'Done' } })
    expect(rows).toEqual([
      { value: 'NEW', text: 'Шинэ' },
      { value: 'DONE', text: { mn_MN: 'Дууссан', en_US: 'Done' } },
    ])
    expect(labelsFromRows([...rows, { value: '', text: 'x' }, { value: 'LATE', text: undefined }])).toEqual({
      NEW: 'Шинэ',
      DONE: { mn_MN: 'Дууссан', en_US: 'Done' },
    })
  })

  it('step-type labels have no rows, and no rows make no map', () => {
    expect(labelRows('step-type')).toEqual([])
    expect(labelsFromRows([])).toBeUndefined()
  })

  it('while typing, a row without words yet stays in the map', () => {
    expect(labelsWhileTyping([{ value: 'NEW', text: undefined }])).toEqual({ NEW: '' })
  })
})
