import { type FormDocument, formKind } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { formulaValues } from './formulas.ts'

const form: FormDocument = {
  ...formKind.example,
  fields: [
    { name: 'price', widget: 'number' },
    { name: 'quantity', widget: 'number' },
    { name: 'total', widget: 'number', formula: 'price * quantity' },
    { name: 'with_tax', widget: 'number', formula: 'ROUND(total * 1.1, 0)' },
  ],
} as FormDocument

describe('formulaValues', () => {
  it('computes each formula from the record, a later one using an earlier result', () => {
    expect(formulaValues(form, { price: 1500, quantity: 3 })).toEqual({
      values: { total: 4500, with_tax: 4950 },
      issues: [],
    })
  })

  it('ignores a value the client sent for a formula field', () => {
    expect(formulaValues(form, { price: 2, quantity: 2, total: 999 }).values.total).toBe(4)
  })

  it('takes a field the record leaves out as empty, as the browser does, and gives an empty result', () => {
    expect(formulaValues(form, { quantity: 3 })).toEqual({ values: { total: null, with_tax: null }, issues: [] })
  })

  it('reports a formula that cannot be computed at its field', () => {
    const broken = {
      ...form,
      fields: [{ name: 'x', widget: 'number', formula: 'NO_SUCH_FUNCTION(1)' }],
    } as FormDocument
    const { issues } = formulaValues(broken, {})
    expect(issues.map((found) => found.path)).toEqual(['/x'])
  })
})
