import { exampleForm, type FormDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { completeFormula, formulaIssues, formulaNames, formulaSuggestions, wordAtCursor } from './formulaAssist.ts'

const order: FormDocument = {
  ...exampleForm,
  fields: [
    { name: 'id', widget: 'hidden' },
    { name: 'quantity', widget: 'number' },
    { name: 'unit_price', widget: 'money' },
    { name: 'items', widget: 'sub-form', subForm: { form: 'order-item-form', connectionField: 'order_id' } },
  ],
  layout: undefined,
}

describe('formula suggestions', () => {
  it('offers the field names that start with what is typed, then functions', () => {
    expect(formulaSuggestions('qu', 2, formulaNames(order))).toEqual(['quantity'])
    expect(formulaSuggestions('quantity * u', 12, formulaNames(order))).toEqual(['unit_price', 'UPPER('])
    expect(formulaSuggestions('ROU', 3, [])).toContain('ROUND(')
  })

  it('choosing replaces the word under the cursor', () => {
    expect(completeFormula('quantity * un + 1', 13, 'unit_price')).toEqual({
      text: 'quantity * unit_price + 1',
      cursor: 21,
    })
    expect(wordAtCursor('SUM(items.am', 12).prefix).toBe('items.am')
  })

  it('sub-form columns are offered as dotted names', () => {
    expect(formulaNames(order, { items: ['amount'] })).toContain('items.amount')
  })
})

describe('formula check', () => {
  it('a sound formula over the form fields has no issues', () => {
    expect(formulaIssues(order, 'quantity * unit_price', '/fields/2/formula')).toEqual([])
    expect(formulaIssues(order, 'SUM(items.amount)', '/fields/2/formula')).toEqual([])
  })

  it('an unknown name and a syntax error are reported at the formula', () => {
    const unknown = formulaIssues(order, 'quantity * price', '/fields/2/formula')
    expect(unknown).toMatchObject([{ code: 'unknown-identifier', path: '/fields/2/formula' }])
    expect(formulaIssues(order, 'quantity *', '/fields/2/formula')[0]?.code).toBe('formula-syntax')
  })
})
