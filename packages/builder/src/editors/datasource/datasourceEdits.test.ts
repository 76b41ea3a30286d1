import type { DatasourceColumn, DatasourceDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import {
  columnRefOptions,
  datasourceSources,
  freeAlias,
  moveAt,
  previewQuery,
  previewRefusal,
  removeAt,
  replaceAt,
  withDatasourceList,
  withOptional,
} from './datasourceEdits.ts'

const datasource: DatasourceDocument = {
  kind: 'datasource',
  version: 1,
  name: 'apps',
  base: { model: 'application', alias: 'a' },
  joins: [
    { type: 'left', model: 'heritage_bearer', alias: 'hb', on: [{ left: 'a.heritage_bearer_id', right: 'hb.id' }] },
  ],
  columns: [{ source: 'a.id', as: 'id' }],
}

describe('data source sources', () => {
  it('lists the base then the joins, and the columns each offers', () => {
    const sources = datasourceSources(datasource)
    expect(sources).toEqual([
      { alias: 'a', model: 'application' },
      { alias: 'hb', model: 'heritage_bearer' },
    ])
    const columns = new Map([
      ['application', ['id', 'title']],
      ['heritage_bearer', ['id']],
    ])
    expect(columnRefOptions(sources, columns)).toEqual(['a.id', 'a.title', 'hb.id'])
  })

  it('a join without an alias yet offers nothing, and a new alias is unused', () => {
    const half = {
      ...datasource,
      joins: [{ type: 'inner', model: 'x', alias: '', on: [] }],
    } as unknown as DatasourceDocument
    expect(datasourceSources(half)).toEqual([{ alias: 'a', model: 'application' }])
    const join = { type: 'left', model: 'x', alias: 'j1', on: [{ left: 'a.x_id', right: 'j1.id' }] } as const
    expect(freeAlias({ ...datasource, joins: [{ ...join, on: [...join.on] }] })).toBe('j2')
  })
})

describe('data source list edits', () => {
  it('an emptied optional list is left out', () => {
    expect(withDatasourceList(datasource, 'joins', [])).not.toHaveProperty('joins')
    expect(withDatasourceList(datasource, 'groupBy', ['a.id']).groupBy).toEqual(['a.id'])
  })

  it('replaces, removes and moves items without touching the given list', () => {
    const list = ['a', 'b', 'c']
    expect(replaceAt(list, 1, 'x')).toEqual(['a', 'x', 'c'])
    expect(removeAt(list, 0)).toEqual(['b', 'c'])
    expect(moveAt(list, 2, -1)).toEqual(['a', 'c', 'b'])
    expect(moveAt(list, 2, 1)).toEqual(list)
    expect(list).toEqual(['a', 'b', 'c'])
  })

  it('a cleared optional field is left out, a set one is kept, and the given object is untouched', () => {
    const column: DatasourceColumn = { source: 'a.title', as: 'title', aggregate: 'count' }
    expect(withOptional(column, 'aggregate', undefined)).toEqual({ source: 'a.title', as: 'title' })
    expect(withOptional(column, 'label', 'Гарчиг')).toEqual({ ...column, label: 'Гарчиг' })
    expect(column).toEqual({ source: 'a.title', as: 'title', aggregate: 'count' })
  })
})

describe('the preview run', () => {
  it('sends the given parameters and the row limit', () => {
    expect(previewQuery({ status: 'NEW', from: '' }, 20)).toEqual({ status: 'NEW', limit: 20 })
  })

  it('reads the server’s words and issues of a refusal', () => {
    const refusal = previewRefusal(
      {
        ok: false,
        status: 400,
        message: 'Bad request',
        cancelled: false,
        body: {
          msg: 'Буруу',
          enMsg: 'Invalid',
          issues: [{ path: '/base/model', code: 'unknown-model', message: { mn_MN: 'x', en_US: 'y' } }, 'junk'],
        },
      },
      'en_US',
    )
    expect(refusal.message).toBe('Invalid')
    expect(refusal.issues.map((one) => one.path)).toEqual(['/base/model'])
  })
})
