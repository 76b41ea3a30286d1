import type { GridDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { activityLabel, labelField } from './recentActivity.ts'

const grid = (columns: GridDocument['columns']): GridDocument => ({
  kind: 'grid',
  version: 1,
  name: 'news-grid',
  model: 'news',
  identity: 'id',
  columns,
})

describe('labelField', () => {
  it('names a record by the grid’s first shown text column, past its id and pictures', () => {
    expect(
      labelField(
        grid([
          { field: 'id', hidden: true },
          { field: 'image', type: 'image' },
          { field: 'title' },
          { field: 'summary' },
        ]),
      ),
    ).toBe('title')
  })

  it('skips hidden, computed and related columns, and has none when no column is text', () => {
    expect(
      labelField(
        grid([
          { field: 'secret', hidden: true },
          { field: 'total', formula: 'amount * 2' },
          { field: 'aimag_id', relation: { model: 'aimag', valueField: 'id', labelFields: ['name'] } },
          { field: 'name', type: 'text' },
        ]),
      ),
    ).toBe('name')
    expect(labelField(grid([{ field: 'id' }, { field: 'amount', type: 'money' }]))).toBeUndefined()
  })
})

describe('activityLabel', () => {
  it('keeps plain text, on one line', () => {
    expect(activityLabel('  Уртын  дууны\nуралдаан ')).toBe('Уртын дууны уралдаан')
    expect(activityLabel(null)).toBeUndefined()
    expect(activityLabel('   ')).toBeUndefined()
  })

  it('reads a translatable value per language, Mongolian first', () => {
    expect(activityLabel('{"en_US":"Long song","mn_MN":"Уртын дуу"}')).toEqual({
      mn_MN: 'Уртын дуу',
      en_US: 'Long song',
    })
    expect(activityLabel('{"en_US":"Long song"}')).toEqual({ mn_MN: 'Long song', en_US: 'Long song' })
    expect(activityLabel('{not json')).toBe('{not json')
  })

  it('cuts a long label with an ellipsis', () => {
    const label = activityLabel('а'.repeat(500))
    expect(label).toHaveLength(120)
    expect(String(label).endsWith('…')).toBe(true)
  })
})
