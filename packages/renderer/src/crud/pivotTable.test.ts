import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type GridDocument, type ModelDocument, type PivotAnswer, validateDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { pivotFields, pivotView } from './pivotTable.ts'

const documentsDir = fileURLToPath(new URL('../../../../examples/heritage/documents/', import.meta.url))

function heritage<TKind extends 'grid' | 'model'>(kind: TKind, name: string) {
  const checked = validateDocument(JSON.parse(readFileSync(`${documentsDir}${kind}s/${name}.json`, 'utf8')))
  if (!checked.ok || checked.value.kind !== kind) throw new Error(`${name} is not a valid ${kind} document`)
  return checked.value as TKind extends 'grid' ? GridDocument : ModelDocument
}

const supporterGrid = heritage('grid', 'supporter-grid')
const supporterModel = heritage('model', 'supporter')
const bearerGrid = heritage('grid', 'heritage-bearer-grid')
const bearerModel = heritage('model', 'heritage_bearer')

describe('the pivot tool', () => {
  it('sums and averages numbers, only counts other values and related rows, and groups by no picture', () => {
    const fields = new Map(pivotFields(supporterGrid, supporterModel, 'mn_MN').map((field) => [field.field, field]))
    expect(fields.get('support_amount')?.aggregates).toContain('sum')
    expect(fields.get('supporter_type')?.aggregates).toEqual(['count', 'count-distinct'])
    expect(fields.get('supported_at')?.aggregates).toEqual(['count', 'count-distinct', 'min', 'max'])
    expect(fields.get('logo')?.groupable).toBe(false)
    expect(fields.get('supporter_type')).toMatchObject({ label: 'Төрөл', groupable: true })
    const bearer = pivotFields(bearerGrid, bearerModel, 'en_US').find((field) => field.field === 'aimag_id')
    expect(bearer).toMatchObject({ label: 'Province', aggregates: ['count', 'count-distinct'] })
  })

  it('has no fields over a grid without a model: the server groups a model’s rows', () => {
    expect(pivotFields(supporterGrid, undefined, 'mn_MN')).toEqual([])
  })

  it('shows a set column’s keys by their labels and sums as the grid shows amounts', () => {
    const answer: PivotAnswer = {
      status: true,
      rows: ['supporter_type'],
      columns: [],
      values: [{ column: 'support_amount', aggregate: 'sum', key: 'sum_support_amount' }],
      rowKeys: [['individual'], ['organization']],
      columnKeys: [[]],
      cells: [[[1_500_000]], [[25_000_000]]],
      labels: {},
    }
    const view = pivotView(answer, supporterGrid, supporterModel, 'mn_MN')
    expect(view.columns).toEqual([
      { key: 'r0', title: 'Төрөл', figure: false },
      { key: 'c0v0', title: 'Нийт: Дэмжлэгийн дүн (₮)', figure: true },
    ])
    expect(view.rows).toEqual([
      { key: '0', r0: 'Хувь хүн', c0v0: '1,500,000₮' },
      { key: '1', r0: 'Байгууллага', c0v0: '25,000,000₮' },
    ])
  })

  it('heads a column key by its related row’s label and leaves a combination without rows empty', () => {
    const answer: PivotAnswer = {
      status: true,
      rows: ['aimag_id'],
      columns: ['heritage_domain_id'],
      values: [{ column: 'id', aggregate: 'count', key: 'count_id' }],
      rowKeys: [[11], [null]],
      columnKeys: [[1], [2]],
      cells: [
        [[3], null],
        [[1], [2]],
      ],
      labels: { aimag_id: { '11': 'Дундговь' }, heritage_domain_id: { '1': 'Уртын дуу', '2': 'Морин хуур' } },
    }
    const view = pivotView(answer, bearerGrid, bearerModel, 'mn_MN')
    expect(view.columns.map((column) => column.title)).toEqual(['Аймаг', 'Уртын дуу', 'Морин хуур'])
    expect(view.rows).toEqual([
      { key: '0', r0: 'Дундговь', c0v0: '3', c1v0: '' },
      { key: '1', r0: '—', c0v0: '1', c1v0: '2' },
    ])
  })
})
