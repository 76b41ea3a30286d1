import type { ModelDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { unstorableValueIssues } from './storableValues.ts'

const model: ModelDocument = {
  kind: 'model',
  version: 1,
  name: 'grant',
  table: 'grant',
  primaryKey: ['id'],
  columns: [
    { name: 'id', type: 'bigint' },
    { name: 'count', type: 'integer' },
    { name: 'title', type: { name: 'varchar', length: 5 } },
    { name: 'amount', type: { name: 'numeric', precision: 6, scale: 2 } },
    { name: 'extra', type: 'jsonb' },
  ],
}

const codes = (values: Record<string, unknown>) =>
  unstorableValueIssues(model, values).map((found) => `${found.path} ${found.code}`)

describe('unstorableValueIssues', () => {
  it('refuses what PostgreSQL could not store, at the field', () => {
    expect(
      codes({ id: 2 ** 64, count: 2 ** 31, title: 'зургаан', amount: 12_345.5, extra: { note: 'a\u0000b' } }),
    ).toEqual([
      '/id out-of-range',
      '/count out-of-range',
      '/title maxLength',
      '/amount out-of-range',
      '/extra nul-character',
    ])
  })

  it('takes values each column holds, empty ones and names of no column', () => {
    expect(
      codes({ id: 9_007_199_254_740_991, count: -5, title: 'тав', amount: '9999.99', extra: [1], other: 'a\u0000' }),
    ).toEqual([])
    expect(codes({ id: null, title: undefined })).toEqual([])
  })
})
