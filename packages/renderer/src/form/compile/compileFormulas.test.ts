import type { FormDocument, FormField } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { compileFormulas, type FormValues } from './index.ts'

const orderForm = (extra: FormField[] = []): FormDocument => ({
  kind: 'form',
  version: 1,
  name: 'order-form',
  model: 'order',
  identity: 'id',
  fields: [
    { name: 'id', widget: 'hidden' },
    // Listed before the total it reads, so document order alone would compute it too early.
    { name: 'total_with_tax', widget: 'money', formula: 'ROUND(total * 1.1, 0)' },
    { name: 'total', widget: 'money', formula: 'quantity * unit_price' },
    { name: 'quantity', widget: 'number' },
    { name: 'unit_price', widget: 'money' },
    {
      name: 'items',
      widget: 'sub-form',
      subForm: { form: 'order-item-form', connectionField: 'order_id' },
    },
    { name: 'items_total', widget: 'money', consolidation: { subForm: 'items', column: 'amount', aggregate: 'sum' } },
    ...extra,
  ],
})

describe('compileFormulas', () => {
  it('lists what each formula reads, a sub-form column counting as the sub-form', () => {
    const formulas = compileFormulas(orderForm())
    expect(formulas.list.map((entry) => [entry.field, entry.dependsOn])).toEqual([
      ['total_with_tax', ['total']],
      ['total', ['quantity', 'unit_price']],
      ['items_total', ['items']],
    ])
    expect(formulas.list[2]?.expression).toBe('SUM(items.amount)')
  })

  it('computes a formula after the computed fields it reads', () => {
    const formulas = compileFormulas(orderForm())
    expect(formulas.order.indexOf('total')).toBeLessThan(formulas.order.indexOf('total_with_tax'))
    expect(formulas.recompute({ quantity: 3, unit_price: 1000 })).toMatchObject({ total: 3000, total_with_tax: 3300 })
  })

  it('recomputes when an input changes, without changing the values it was given', () => {
    const formulas = compileFormulas(orderForm())
    const before = formulas.recompute({ quantity: 3, unit_price: 1000 })
    const input: FormValues = { ...before, quantity: 5 }
    const after = formulas.recompute(input)
    expect(after).toMatchObject({ quantity: 5, total: 5000, total_with_tax: 5500 })
    expect(input.total).toBe(3000)
  })

  it('gives null for a formula over an empty field, as SQL does', () => {
    expect(compileFormulas(orderForm()).recompute({ quantity: 2 })).toMatchObject({ total: null, total_with_tax: null })
  })

  it('computes a consolidation from the rows of its sub-form', () => {
    const formulas = compileFormulas(orderForm())
    expect(formulas.recompute({ items: [{ amount: 1500 }, { amount: 250 }, { amount: null }] }).items_total).toBe(1750)
    expect(formulas.recompute({}).items_total).toBe(0)
  })

  it('reports fields that read each other, leaves their values and still computes the rest', () => {
    const formulas = compileFormulas(
      orderForm([
        { name: 'a', widget: 'number', formula: 'b + 1' },
        { name: 'b', widget: 'number', formula: 'a + 1' },
        { name: 'c', widget: 'number', formula: 'c * 2' },
        { name: 'after_cycle', widget: 'number', formula: 'a * 10' },
      ]),
    )
    expect(formulas.cycles.map((cycle) => [...cycle].sort())).toEqual([['a', 'b'], ['c']])
    const { values, problems } = formulas.recomputeWithProblems({ a: 1, b: 2, c: 3, quantity: 2, unit_price: 5 })
    expect(values).toMatchObject({ a: 1, b: 2, c: 3, after_cycle: 10, total: 10 })
    expect(
      problems
        .filter((problem) => problem.code === 'cycle')
        .map((problem) => problem.field)
        .sort(),
    ).toEqual(['a', 'b', 'c'])
  })

  it('keeps the value of a formula that does not parse or cannot be computed, and says why', () => {
    const formulas = compileFormulas(
      orderForm([
        { name: 'broken', widget: 'number', formula: 'quantity *' },
        { name: 'ratio', widget: 'number', formula: 'unit_price / quantity' },
      ]),
    )
    expect(formulas.list.find((entry) => entry.field === 'broken')?.error?.code).toBe('unexpected-end')
    const { values, problems } = formulas.recomputeWithProblems({ broken: 1, ratio: 2, quantity: 0, unit_price: 5 })
    expect(values).toMatchObject({ broken: 1, ratio: 2, total: 0 })
    expect(problems.map((problem) => [problem.field, problem.code])).toEqual([
      ['broken', 'syntax'],
      ['ratio', 'evaluation'],
    ])
  })
})
