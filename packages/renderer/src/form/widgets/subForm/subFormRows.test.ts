import { describe, expect, it } from 'vitest'
import {
  canAddRow,
  canDeleteRow,
  canEditRow,
  newRow,
  openingRows,
  ROW_KEY,
  rowKey,
  rowsForServer,
  rowsOf,
  rowWithValue,
  subFormChanges,
  subFormValues,
  withOpeningRows,
} from './subFormRows.ts'
import { compileInvoice } from './subFormTesting.ts'

const storedLines = [
  { id: 11, item: 'Morin khuur', price: '1000.00', quantity: 2, amount: '2000.00', note: null },
  { id: 12, item: 'Deel', price: '500.00', quantity: 1, amount: '500.00', note: null },
]

const linesOf = (mode: 'create' | 'update', settings = {}) => {
  const sub = compileInvoice(mode, settings).subForms.lines
  if (sub === undefined) throw new Error('the lines sub-form was not compiled')
  return sub
}

describe('the rows of a sub-form', () => {
  it('open in an update as stored, with their identity, numbers answered as text read as numbers', () => {
    const rows = openingRows(linesOf('update'), storedLines, 'update') ?? []
    expect(rows.map((row) => [row.id, row.item, row.price, row.amount])).toEqual([
      [11, 'Morin khuur', 1000, 2000],
      [12, 'Deel', 500, 500],
    ])
    expect(rows.map((row) => row[ROW_KEY])).toEqual(['stored-11', 'stored-12'])
  })

  it('are left alone in an update whose record read answered none', () => {
    expect(openingRows(linesOf('update'), undefined, 'update')).toBeUndefined()
  })

  it('of a copied record become new rows, without identity or parent', () => {
    const rows = openingRows(linesOf('create'), [{ ...storedLines[0], invoice_id: 4 }], 'create') ?? []
    expect(rows).toHaveLength(1)
    expect(rows[0]).not.toHaveProperty('id')
    expect(rows[0]).not.toHaveProperty('invoice_id')
    expect(rows[0]?.[ROW_KEY]).toMatch(/^new-/)
    expect(rowsForServer(linesOf('create'), rows)).toEqual([
      { item: 'Morin khuur', price: 1000, quantity: 2, note: null },
    ])
  })

  it('of a new record start as `minRows` empty rows, each with a key of its own', () => {
    const rows = openingRows(linesOf('create', { minRows: 2 }), undefined, 'create') ?? []
    expect(rows).toHaveLength(2)
    expect(new Set(rows.map((row, index) => rowKey(row, index))).size).toBe(2)
    expect(openingRows(linesOf('create'), undefined, 'create')).toEqual([])
  })

  it('compute their own formulas as a value changes, keeping their key and identity', () => {
    const sub = linesOf('update')
    const [row] = openingRows(sub, storedLines, 'update') ?? []
    if (row === undefined) throw new Error('no row')
    const changed = rowWithValue(sub, row, 'quantity', 3)
    expect(changed).toMatchObject({ id: 11, quantity: 3, amount: 3000 })
    expect(changed[ROW_KEY]).toBe('stored-11')
    expect(row.quantity).toBe(2)
  })

  it('go to the server as the child form’s record fields, a stored row with its identity', () => {
    const sub = linesOf('update')
    const rows = [...(openingRows(sub, storedLines, 'update') ?? []), rowWithValue(sub, newRow(sub), 'item', 'Гутал')]
    expect(rowsForServer(sub, rows)).toEqual([
      { id: 11, item: 'Morin khuur', price: 1000, quantity: 2, note: null },
      { id: 12, item: 'Deel', price: 500, quantity: 1, note: null },
      { item: 'Гутал' },
    ])
    // The key is the screen's: JSON never carries it.
    expect(JSON.stringify(rows)).not.toContain('stored-11')
  })

  it('are all sent with a new record, and the consolidation over them is computed with them', () => {
    const compiled = compileInvoice('create')
    const sub = linesOf('create')
    const rows = [
      rowWithValue(sub, rowWithValue(sub, rowWithValue(sub, newRow(sub), 'item', 'a'), 'price', 10), 'quantity', 2),
      rowWithValue(sub, rowWithValue(sub, rowWithValue(sub, newRow(sub), 'item', 'b'), 'price', 5), 'quantity', 1),
    ]
    const values = compiled.formulas.recompute({ customer: 'Bold', lines: rows })
    expect(values.total).toBe(25)
    expect(subFormValues(compiled, values)).toEqual({
      lines: [
        { item: 'a', price: 10, quantity: 2 },
        { item: 'b', price: 5, quantity: 1 },
      ],
    })
  })

  it('are sent with an update only when they changed, then as the whole list (a row left out is deleted)', () => {
    const compiled = compileInvoice('update')
    const sub = linesOf('update')
    const stored = { id: 4, customer: 'Bold', lines: storedLines }
    const opened = withOpeningRows(compiled, { customer: 'Bold' }, { mode: 'update', record: stored })
    expect(subFormChanges(compiled, opened, stored)).toEqual({})

    const [first, second] = rowsOf(opened.lines)
    if (first === undefined || second === undefined) throw new Error('no rows')
    const edited = { ...opened, lines: [rowWithValue(sub, first, 'quantity', 5)] }
    expect(subFormChanges(compiled, edited, stored)).toEqual({
      lines: [{ id: 11, item: 'Morin khuur', price: 1000, quantity: 5, note: null }],
    })
    const added = { ...opened, lines: [first, second, newRow(sub)] }
    expect(subFormChanges(compiled, added, stored).lines).toHaveLength(3)
  })

  it('are never sent in an update when the record read answered none', () => {
    const compiled = compileInvoice('update')
    const stored = { id: 4, customer: 'Bold' }
    const opened = withOpeningRows(compiled, { customer: 'Bold' }, { mode: 'update', record: stored })
    expect(opened).not.toHaveProperty('lines')
    expect(subFormChanges(compiled, { ...opened, lines: [] }, stored)).toEqual({})
  })

  it('keep the stored consolidation when an update opens, and the form computes it again as they change', () => {
    const compiled = compileInvoice('update')
    const stored = { id: 4, customer: 'Bold', total: '2500.00', lines: storedLines }
    const opened = withOpeningRows(compiled, { customer: 'Bold', total: 2500 }, { mode: 'update', record: stored })
    expect(opened.total).toBe(2500)
    const [first] = rowsOf(opened.lines)
    if (first === undefined) throw new Error('no rows')
    expect(compiled.formulas.recompute({ ...opened, lines: [first] }).total).toBe(2000)
  })

  it('follow the sub-form’s limits: adding below maxRows, deleting above minRows, stored rows as allowed', () => {
    const sub = linesOf('update', { maxRows: 2, minRows: 1, disableDelete: true, disableEdit: true })
    const [stored] = openingRows(sub, storedLines, 'update') ?? []
    if (stored === undefined) throw new Error('no row')
    const fresh = newRow(sub)
    expect(canAddRow(sub, 1)).toBe(true)
    expect(canAddRow(sub, 2)).toBe(false)
    expect(canAddRow(linesOf('update', { disableCreate: true }), 0)).toBe(false)
    expect(canDeleteRow(sub, fresh, 2)).toBe(true)
    expect(canDeleteRow(sub, fresh, 1)).toBe(false)
    expect(canDeleteRow(sub, stored, 2)).toBe(false)
    expect(canEditRow(sub, stored)).toBe(false)
    expect(canEditRow(sub, fresh)).toBe(true)
  })
})
