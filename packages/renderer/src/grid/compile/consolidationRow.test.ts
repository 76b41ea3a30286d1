import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type GridDocument, validateDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { consolidationRow } from './consolidationRow.ts'

const gridsDir = fileURLToPath(new URL('../../../../../examples/heritage/documents/grids/', import.meta.url))

function heritageGrid(name: string): GridDocument {
  const checked = validateDocument(JSON.parse(readFileSync(`${gridsDir}${name}.json`, 'utf8')))
  if (!checked.ok || checked.value.kind !== 'grid') throw new Error(`${name} is not a valid grid document`)
  return checked.value
}

describe('consolidationRow', () => {
  const application = heritageGrid('application-grid')

  it('writes each aggregate under its column with its label, formatted as the column', () => {
    const row = consolidationRow(application, { sum_amount: 1250000 }, 'mn_MN')
    expect(row?.data).toEqual({ amount: 'Нийт хүссэн дүн: 1,250,000₮' })
    expect(row?.cells[0]).toEqual({
      column: 'amount',
      label: 'Нийт хүссэн дүн',
      aggregate: 'sum',
      value: 1250000,
      text: 'Нийт хүссэн дүн: 1,250,000₮',
    })
  })

  it('labels in the reader’s language', () => {
    expect(consolidationRow(application, { sum_amount: 5000 }, 'en_US')?.data).toEqual({
      amount: 'Total requested: 5,000₮',
    })
  })

  it('lists a formula with no value, since the records API computes aggregates only', () => {
    const formula = consolidationRow(application, { sum_amount: 1 }, 'mn_MN')?.cells.find(
      (cell) => cell.column === 'title',
    )
    expect(formula).toEqual({ column: 'title', label: 'Өргөдлийн тоо', formula: 'COUNT(id)', value: null, text: '' })
  })

  it('shows nothing for an aggregate over no rows', () => {
    expect(consolidationRow(application, { sum_amount: null }, 'mn_MN')?.data).toEqual({})
  })

  it('names an aggregate without a label and joins two under one column', () => {
    const grid: GridDocument = {
      ...application,
      consolidation: [
        { column: 'amount', aggregate: 'avg' },
        { column: 'amount', aggregate: 'count' },
      ],
    }
    expect(consolidationRow(grid, { avg_amount: 1500.4, count_amount: 1234 }, 'en_US')?.data).toEqual({
      amount: 'Average: 1,500₮ · Count: 1,234',
    })
  })

  it('is absent for a grid without consolidations', () => {
    expect(consolidationRow(heritageGrid('news-grid'), {}, 'mn_MN')).toBeUndefined()
  })
})
