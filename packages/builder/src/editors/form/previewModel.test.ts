import { type FormDocument, modelKind } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { previewModel } from './previewModel.ts'

describe('the model the preview stands in', () => {
  const form: FormDocument = {
    kind: 'form',
    version: 1,
    name: 'task-form',
    model: 'task',
    identity: 'id',
    fields: [
      { name: 'title', widget: 'text', required: true },
      { name: 'amount', widget: 'number', precision: 2 },
      { name: 'done', widget: 'switch' },
      { name: 'lines', widget: 'sub-form' },
    ],
  }

  it('has the identity as key and one column per bound field', () => {
    const model = previewModel(form)
    expect(model.primaryKey).toEqual(['id'])
    expect(model.columns.map((c) => c.name)).toEqual(['id', 'title', 'amount', 'done'])
    expect(model.columns[2]?.type).toEqual({ name: 'numeric', precision: 18, scale: 2 })
    expect(model.columns[3]?.type).toBe('boolean')
  })

  it('is a valid model document', () => {
    expect(modelKind.check?.(previewModel(form))).toEqual([])
  })
})
