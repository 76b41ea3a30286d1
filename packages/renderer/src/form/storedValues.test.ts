import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FormDocument, ModelDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { compileForm, createFormValidator } from './compile/index.ts'
import { recordFormData } from './openingValues.ts'
import { storedRecordForForm, storedValueForForm } from './storedValues.ts'

const heritage = fileURLToPath(new URL('../../../../examples/heritage/', import.meta.url))
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(heritage, path), 'utf8')) as T

describe('a stored value as the form holds it', () => {
  it('reads the numeric text of a number column as the number', () => {
    expect(storedValueForForm('1250000.00', { type: 'number' })).toBe(1250000)
    expect(storedValueForForm('-3', { type: ['integer', 'null'] })).toBe(-3)
  })

  it('keeps text that is not a number, text of a text column and a bigint too large for a number', () => {
    expect(storedValueForForm('abc', { type: 'number' })).toBe('abc')
    expect(storedValueForForm('0012', { type: 'string' })).toBe('0012')
    expect(storedValueForForm('9007199254740993', { type: 'integer' })).toBe('9007199254740993')
    expect(storedValueForForm(null, { type: ['number', 'null'] })).toBeNull()
  })

  it('leaves out a write-only password, so an update keeps the stored one unless a new one is typed', () => {
    const form = readJson<FormDocument>('documents/forms/field-sample-form.json')
    const model = readJson<ModelDocument>('documents/models/field_sample.json')
    const compiled = compileForm(form, { model, language: 'mn_MN', mode: 'update' })
    expect(compiled.recordSchema.properties.secret?.writeOnly).toBe(true)
    const held = storedRecordForForm({ id: 1, title: 'Жишээ', secret: 'Tamga#2026' }, compiled.recordSchema)
    expect(held).toEqual({ id: 1, title: 'Жишээ' })
  })

  it('lets a stored record with numeric text pass the browser validation the server’s schema makes', () => {
    const form = readJson<FormDocument>('documents/forms/investor-form.json')
    const model = readJson<ModelDocument>('documents/models/investor.json')
    const [row = {}] = readJson<Array<Record<string, unknown>>>('seed/investor.json')
    const compiled = compileForm(form, { model, language: 'mn_MN', mode: 'update' })
    const asAnswered = { ...row, invested_amount: '120000000.00' }
    const validator = createFormValidator()
    const raw = validator.validateFormData(recordFormData(compiled, asAnswered), compiled.schema)
    expect(raw.errors.map((error) => error.property)).toContain('.invested_amount')
    const held = storedRecordForForm(asAnswered, compiled.recordSchema)
    expect(held.invested_amount).toBe(120000000)
    expect(validator.validateFormData(recordFormData(compiled, held), compiled.schema).errors).toEqual([])
  })
})
