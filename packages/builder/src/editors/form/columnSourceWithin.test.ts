import type { FormDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { columnSourceWithin } from './columnSourceWithin.ts'

const form = {
  model: 'heritage_bearer',
  fields: [
    {
      name: 'apprentices',
      widget: 'sub-form',
      subForm: { form: 'heritage-apprentice-form', connectionField: 'heritage_bearer_id' },
    },
    { name: 'aimag_id', widget: 'select' },
  ],
} as Pick<FormDocument, 'model' | 'fields'>

describe('whose columns an object of a form names', () => {
  it('a choice from a table names that table’s columns; one not chosen yet has them typed', () => {
    expect(columnSourceWithin({ source: 'model', model: 'aimag', valueField: 'id' }, form)).toEqual({
      kind: 'model',
      name: 'aimag',
    })
    expect(columnSourceWithin({ source: 'model', valueField: 'id' }, form)).toBeNull()
  })

  it('a choice picked from a grid names the grid’s columns', () => {
    expect(columnSourceWithin({ source: 'grid', grid: 'aimag-grid', valueField: 'id' }, form)).toEqual({
      kind: 'grid',
      name: 'aimag-grid',
    })
    expect(columnSourceWithin({ source: 'grid', valueField: 'id' }, form)).toBeNull()
  })

  it('a sub-form names the columns of the table its form writes, linked to the form’s table', () => {
    expect(columnSourceWithin({ form: 'heritage-apprentice-form', connectionField: '' }, form)).toEqual({
      kind: 'subForm',
      form: 'heritage-apprentice-form',
      parentModel: 'heritage_bearer',
    })
    expect(columnSourceWithin({ connectionField: 'x' }, form)).toBeNull()
  })

  it('a total over a sub-form’s rows names that sub-form’s columns', () => {
    expect(columnSourceWithin({ subForm: 'apprentices', column: 'birth_year', aggregate: 'count' }, form)).toEqual({
      kind: 'subForm',
      form: 'heritage-apprentice-form',
      parentModel: 'heritage_bearer',
    })
    expect(columnSourceWithin({ subForm: 'aimag_id', aggregate: 'sum' }, form)).toBeNull()
  })

  it('a cascading choice’s parent keeps the choice’s table', () => {
    expect(columnSourceWithin({ field: 'aimag_id', column: 'aimag_id' }, form)).toBeUndefined()
  })
})
