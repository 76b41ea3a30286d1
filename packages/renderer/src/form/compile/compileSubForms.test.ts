import { describe, expect, it } from 'vitest'
import { compileInvoice, invoiceForm, invoiceModel, lineForm } from '../widgets/subForm/subFormTesting.ts'
import { compileForm } from './index.ts'

describe('compileSubForms', () => {
  it('compiles the child form of a sub-form once for new rows and once for stored ones', () => {
    const { subForms } = compileInvoice('update')
    expect(Object.keys(subForms)).toEqual(['lines'])
    const lines = subForms.lines
    expect(lines?.form).toBe(lineForm)
    // A new row must name its item; a stored row is checked as an update, which requires nothing.
    expect(lines?.create.recordSchema.required).toEqual(['item', 'price', 'quantity'])
    expect(lines?.update.recordSchema.required).toEqual([])
    expect(lines?.settings).toMatchObject({
      connectionField: 'invoice_id',
      display: 'grid',
      disableCreate: false,
      disableEdit: false,
      disableDelete: false,
      showRowNumbers: false,
    })
  })

  it('shows as columns the fields the child layout places, never the identity or the connection field', () => {
    expect(compileInvoice('create').subForms.lines?.columns).toEqual(['item', 'price', 'quantity', 'amount', 'note'])
    // Computed child fields are outside any record schema; their column says they are numbers.
    expect(compileInvoice('create').subForms.lines?.numberFields).toEqual([
      'id',
      'invoice_id',
      'price',
      'quantity',
      'amount',
    ])
  })

  it('leaves out a sub-form whose child form or model was not given', () => {
    const withoutModel = compileForm(invoiceForm(), {
      model: invoiceModel,
      language: 'mn_MN',
      mode: 'create',
      subForms: { form: () => lineForm, model: () => undefined },
    })
    expect(withoutModel.subForms).toEqual({})
    expect(compileForm(invoiceForm(), { model: invoiceModel, language: 'mn_MN', mode: 'create' }).subForms).toEqual({})
  })

  it('keeps the sub-form out of the record the parent sends itself', () => {
    const compiled = compileInvoice('create')
    expect(Object.keys(compiled.recordSchema.properties)).not.toContain('lines')
    expect(compiled.recordValues({ customer: 'Bold', lines: [{ item: 'x' }] })).toEqual({ customer: 'Bold' })
  })
})
