import type { GraphqlDocument, ModelDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import {
  exposableColumns,
  graphqlRootFields,
  queryableColumns,
  sampleQuery,
  withAccess,
  withAction,
  withHiddenField,
  withSubTable,
} from './graphqlEntry.ts'

const news: GraphqlDocument = {
  kind: 'graphql',
  version: 1,
  name: 'news',
  model: 'news',
  typeName: 'News',
  hiddenFields: ['deleted_at'],
  actions: { edit: true },
  access: { roles: [1, 2] },
  subTables: [{ model: 'comment', name: 'comments', connectionField: 'news_id' }],
}

const model: ModelDocument = {
  kind: 'model',
  version: 1,
  name: 'news',
  table: 'news',
  primaryKey: ['id'],
  softDelete: true,
  columns: [
    { name: 'id', type: 'integer' },
    { name: 'title', type: 'text' },
    { name: 'place', type: { name: 'geometry', shape: 'point', srid: 4326 } },
    { name: '__internal', type: 'text' },
  ],
} as ModelDocument

describe('exposableColumns', () => {
  it('lists the columns the endpoint can expose, the implied soft-delete column included, geometry left out', () => {
    expect(exposableColumns(model)).toEqual(['id', 'title', 'deleted_at'])
  })

  it('has nothing for a model not loaded yet', () => {
    expect(exposableColumns(undefined)).toEqual([])
  })
})

describe('withHiddenField', () => {
  it('hides a column in the model column order and never changes the input', () => {
    const next = withHiddenField(news, 'title', true, ['id', 'title', 'deleted_at'])
    expect(next.hiddenFields).toEqual(['title', 'deleted_at'])
    expect(news.hiddenFields).toEqual(['deleted_at'])
  })

  it('leaves the list out when the last hidden column is shown again', () => {
    expect('hiddenFields' in withHiddenField(news, 'deleted_at', false)).toBe(false)
  })
})

describe('withAction', () => {
  it('keeps only allowed mutations and drops an empty actions object', () => {
    expect(withAction(news, 'add', true).actions).toEqual({ edit: true, add: true })
    expect('actions' in withAction(news, 'edit', false)).toBe(false)
  })
})

describe('withAccess', () => {
  it('sets the role ids without repeats, and an empty list means any signed-in person', () => {
    expect(withAccess(news, { roles: [3, 3, 1] }).access).toEqual({ roles: [3, 1] })
    expect('access' in withAccess(news, { roles: [] })).toBe(false)
  })

  it('turns public on beside the roles, leaving the conflict for checkGraphql to report', () => {
    expect(withAccess(news, { public: true }).access).toEqual({ roles: [1, 2], public: true })
  })
})

describe('withSubTable', () => {
  it('changes one sub-table and keeps the others', () => {
    const next = withSubTable(news, 0, { parentIdField: 'id' })
    expect(next.subTables?.[0]).toEqual({
      model: 'comment',
      name: 'comments',
      connectionField: 'news_id',
      parentIdField: 'id',
    })
  })
})

describe('sampleQuery', () => {
  it('asks the list field for the visible columns only', () => {
    expect(sampleQuery(news, ['id', 'title', 'deleted_at'], 5)).toBe(
      '{\n  newsList(limit: 5) {\n    id\n    title\n  }\n}',
    )
  })

  it('falls back to the ID field when no column is known', () => {
    expect(sampleQuery({ ...news, idField: 'code' }, [])).toContain('    code\n')
  })

  it('names root fields as the server does', () => {
    expect(graphqlRootFields('HeritageBearer')).toEqual({
      list: 'heritageBearerList',
      one: 'heritageBearer',
      count: 'heritageBearerCount',
    })
  })
})

describe('the columns a query may ask for', () => {
  it('are the model’s own: the implied timestamps are no fields of the GraphQL type', () => {
    const model = {
      kind: 'model',
      version: 1,
      name: 'note',
      table: 'note',
      columns: [
        { name: 'id', type: 'bigint' },
        { name: 'body', type: 'text' },
      ],
      timestamps: true,
      softDelete: true,
    } as ModelDocument
    expect(queryableColumns(model)).toEqual(['id', 'body'])
    expect(exposableColumns(model)).toEqual(expect.arrayContaining(['id', 'body', 'created_at', 'deleted_at']))
  })
})
