import Type from 'typebox'
import { describe, expect, it } from 'vitest'
import { closedObject } from '../documents/common.ts'
import { validateAgainst } from '../validation/validator.ts'
import { BinaryFlagSchema, EmployeeSchema, parseRecordWithSignatures } from './record.ts'
import { SignatureSchema } from './signature.ts'

const Signed = closedObject({ done: BinaryFlagSchema, sig: Type.Union([SignatureSchema, Type.Null()]) })

describe('parseRecordWithSignatures', () => {
  it('parses the stored signature text before checking the record', () => {
    const result = parseRecordWithSignatures(Signed, { done: 1, sig: '{"type":"text","signature":"Б.Болд"}' }, ['sig'])
    expect(result).toEqual({ ok: true, value: { done: 1, sig: { type: 'text', signature: 'Б.Болд' } } })
  })

  it('does not change the object it was given', () => {
    const input = { done: 0, sig: 'null' }
    parseRecordWithSignatures(Signed, input, ['sig'])
    expect(input.sig).toBe('null')
  })

  it('points a malformed signature’s issue at its field', () => {
    const result = parseRecordWithSignatures(Signed, { done: 1, sig: '{oops' }, ['sig'])
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues).toEqual([expect.objectContaining({ path: '/sig', code: 'signature-json' })])
  })

  it('reports a record that is not an object', () => {
    const result = parseRecordWithSignatures(Signed, 'row', ['sig'])
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.issues[0]?.code).toBe('type')
  })
})

describe('record fields', () => {
  it('a binary flag is 0 or 1, not a boolean', () => {
    expect(validateAgainst(BinaryFlagSchema, 1).ok).toBe(true)
    expect(validateAgainst(BinaryFlagSchema, 0).ok).toBe(true)
    expect(validateAgainst(BinaryFlagSchema, true).ok).toBe(false)
    expect(validateAgainst(BinaryFlagSchema, 2).ok).toBe(false)
  })

  it('an employee has the upper-case keys the server sends', () => {
    expect(
      validateAgainst(EmployeeSchema, { JOB_NAME: 'Гишүүн', STRUCT_NAME: null, LNAME: 'Бат', FNAME: 'Болд' }).ok,
    ).toBe(true)
    expect(validateAgainst(EmployeeSchema, { lname: 'Бат' }).ok).toBe(false)
  })
})
