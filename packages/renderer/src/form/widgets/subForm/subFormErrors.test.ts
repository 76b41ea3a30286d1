import { describe, expect, it } from 'vitest'
import { createFormValidator } from '../../compile/index.ts'
import {
  hasSubFormErrors,
  mergeSubFormErrors,
  rowErrors,
  subFormErrorsOf,
  subFormIssueErrors,
  withoutChangedRows,
} from './subFormErrors.ts'
import { newRow, openingRows, rowKey, rowWithValue, type SubFormRow } from './subFormRows.ts'
import { compileInvoice } from './subFormTesting.ts'

const validator = createFormValidator()
const compiled = compileInvoice('create', { maxRows: 3 })
const lines = compiled.subForms.lines
if (lines === undefined) throw new Error('the lines sub-form was not compiled')
const sub = lines

const line = (values: Record<string, unknown>): SubFormRow =>
  Object.entries(values).reduce((row, [name, value]) => rowWithValue(sub, row, name, value), newRow(sub))

describe('the problems of a sub-form’s rows', () => {
  it('are found with the child form’s record schema and worded as the parent form words its own', () => {
    expect(rowErrors(sub, line({ item: 'a', price: 1 }), validator, 'mn_MN')).toEqual({ quantity: ['Утга оруулна уу'] })
    expect(rowErrors(sub, line({ item: 'a', price: 1, quantity: 0 }), validator, 'en_US')).toEqual({
      quantity: ['At least one'],
    })
    expect(rowErrors(sub, line({ item: 'a', price: 1, quantity: 1 }), validator, 'mn_MN')).toEqual({})
  })

  it('leave out a field the row hides now', () => {
    // `note` hides above ten pieces; a wrong value there is nothing the person could correct.
    const hidden = { ...line({ item: 'a', price: 1, quantity: 11 }), note: 5 }
    expect(rowErrors(sub, hidden, validator, 'mn_MN')).toEqual({})
    const shown = { ...line({ item: 'a', price: 1, quantity: 2 }), note: 5 }
    expect(Object.keys(rowErrors(sub, shown, validator, 'mn_MN'))).toEqual(['note'])
  })

  it('check a stored row as an update, which asks for no value the row already has', () => {
    const [stored] = openingRows(sub, [{ id: 3, item: 'x', price: '1', quantity: 1 }], 'update') ?? []
    if (stored === undefined) throw new Error('no row')
    expect(rowErrors(sub, { ...stored, item: undefined }, validator, 'mn_MN')).toEqual({})
    expect(rowErrors(sub, rowWithValue(sub, stored, 'quantity', 0), validator, 'mn_MN')).toEqual({
      quantity: ['Дор хаяж нэг'],
    })
  })

  it('are listed by row key for the sub-forms shown, with too many rows said of the list', () => {
    const good = line({ item: 'a', price: 1, quantity: 1 })
    const bad = line({ item: 'b', price: 1 })
    const values = { customer: 'Bold', lines: [good, bad, good, good] }
    const errors = subFormErrorsOf(compiled, values, { validator, language: 'mn_MN', shown: new Set(['lines']) })
    expect(errors.get('lines')?.list).toEqual(['Хамгийн ихдээ 3 мөр оруулна уу'])
    expect([...(errors.get('lines')?.rows ?? new Map())]).toEqual([[rowKey(bad, 1), { quantity: ['Утга оруулна уу'] }]])
    expect(hasSubFormErrors(errors)).toBe(true)
    expect(subFormErrorsOf(compiled, values, { validator, language: 'mn_MN', shown: new Set() }).size).toBe(0)
  })

  it('from the server are placed at the row and child field sent at that place', () => {
    const first = line({ item: 'a', price: 1, quantity: 1 })
    const second = line({ item: 'b', price: 1, quantity: 1 })
    const values = { customer: 'Bold', lines: [first, second] }
    const { errors, rest } = subFormIssueErrors(
      compiled,
      [
        { path: '/lines/1/quantity', code: 'minimum', params: { limit: 1 } },
        { path: '/lines', code: 'sub-form', message: { mn_MN: 'энд мөр устгах боломжгүй', en_US: 'no removal' } },
        { path: '/lines/0', code: 'sub-form', message: { mn_MN: 'энэ бичлэгийн мөр биш' } },
        { path: '/customer', code: 'maxLength', params: { limit: 3 } },
      ],
      values,
      'mn_MN',
    )
    expect(rest.map((issue) => issue.path)).toEqual(['/customer'])
    expect(errors.get('lines')?.rows.get(rowKey(second, 1))).toEqual({ quantity: ['Дор хаяж нэг'] })
    expect(errors.get('lines')?.list).toEqual(['энд мөр устгах боломжгүй', '1-р мөр: энэ бичлэгийн мөр биш'])
  })

  it('from the server go once the field they are about changes', () => {
    const first = line({ item: 'a', price: 1, quantity: 1 })
    const rows = [first]
    const { errors } = subFormIssueErrors(
      compiled,
      [
        { path: '/lines/0/quantity', code: 'minimum', params: { limit: 1 } },
        { path: '/lines/0/item', code: 'maxLength', params: { limit: 1 } },
      ],
      { lines: rows },
      'mn_MN',
    )
    const changed = [rowWithValue(sub, first, 'quantity', 2)]
    expect(withoutChangedRows(errors, 'lines', rows, changed).get('lines')?.rows.get(rowKey(first, 0))).toEqual({
      item: ['Хамгийн ихдээ 1 тэмдэгт оруулна уу'],
    })
    expect(withoutChangedRows(errors, 'lines', rows, []).has('lines')).toBe(false)
  })

  it('of the browser and of the server show together, each message once', () => {
    const key = 'row'
    const a = new Map([['lines', { list: ['x'], rows: new Map([[key, { item: ['one'] }]]) }]])
    const b = new Map([['lines', { list: ['x', 'y'], rows: new Map([[key, { item: ['one', 'two'], price: ['p'] }]]) }]])
    expect(mergeSubFormErrors(a, b).get('lines')).toEqual({
      list: ['x', 'y'],
      rows: new Map([[key, { item: ['one', 'two'], price: ['p'] }]]),
    })
  })
})
