import type { DatasourceDocument, ModelDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { sourceFieldNames } from './sourceFields.ts'

describe('source field names', () => {
  it('a model offers its columns and the ones timestamps add', () => {
    const model = {
      kind: 'model',
      version: 1,
      name: 'news',
      table: 'news',
      columns: [
        { name: 'id', type: 'uuid' },
        { name: 'title', type: 'text' },
      ],
      primaryKey: ['id'],
      timestamps: true,
    } as unknown as ModelDocument
    expect(sourceFieldNames(model)).toEqual(expect.arrayContaining(['id', 'title', 'created_at', 'updated_at']))
  })

  it('a data source offers its output names', () => {
    const datasource = {
      kind: 'datasource',
      columns: [
        { source: 'a.id', as: 'id' },
        { source: 'a.title', as: 'headline' },
      ],
    } as unknown as DatasourceDocument
    expect(sourceFieldNames(datasource)).toEqual(['id', 'headline'])
  })

  it('anything else offers nothing', () => {
    expect(sourceFieldNames({ kind: 'grid' })).toEqual([])
    expect(sourceFieldNames(undefined)).toEqual([])
  })
})
