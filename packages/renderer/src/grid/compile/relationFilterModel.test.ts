import type { DocumentIssue, GridColumn } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { relationFilterModel, relationFilterPasses } from './relationFilterModel.ts'
import { serverFilterValue } from './serverFilter.ts'

const relation = { model: 'aimag', valueField: 'id', labelFields: ['name'] }
const column: GridColumn = { field: 'aimag_id', relation, filter: { type: 'relation', relation } }

function sent(model: unknown): { value: unknown; issues: DocumentIssue[] } {
  const issues: DocumentIssue[] = []
  return { value: serverFilterValue(column, model, issues), issues }
}

describe('a relation column’s type-ahead filter', () => {
  it('sends the rows picked as {in}, and words typed without picking as {label}', () => {
    const picked = relationFilterModel(
      [
        { value: 20, label: 'Ховд' },
        { value: 19, label: 'Увс' },
      ],
      'ignored once rows are picked',
    )
    expect(sent(picked)).toEqual({ value: { in: [20, 19] }, issues: [] })
    expect(sent(relationFilterModel([], '  khovd '))).toEqual({ value: { label: 'khovd' }, issues: [] })
  })

  it('narrows nothing without a pick or words', () => {
    expect(relationFilterModel([], '   ')).toBeNull()
    expect(sent(null)).toEqual({ value: undefined, issues: [] })
  })

  it('refuses words longer than the list request takes, at the column', () => {
    const { value, issues } = sent(relationFilterModel([], 'х'.repeat(201)))
    expect(value).toBeUndefined()
    expect(issues.map((found) => [found.path, found.code])).toEqual([['/filter/aimag_id', 'filter-label']])
  })

  it('still reads a saved search’s {values} as the rows picked', () => {
    expect(sent({ values: [20] })).toEqual({ value: { in: [20] }, issues: [] })
  })

  it('passes a row by its value when rows are picked, else by its label holding the words', () => {
    const picked = relationFilterModel([{ value: 20, label: 'Ховд' }], '')
    const words = relationFilterModel([], 'ХОВ')
    if (picked === null || words === null) throw new Error('a filter was expected')
    expect([relationFilterPasses(picked, 20, 'Ховд'), relationFilterPasses(picked, 19, 'Увс')]).toEqual([true, false])
    expect([relationFilterPasses(words, 20, 'Ховд'), relationFilterPasses(words, 19, 'Увс')]).toEqual([true, false])
  })
})
