import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FormDocument, ModelDocument } from '@tamga/schema'
import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { compileForm } from './compile/index.ts'
import { openingValues, recordFormData } from './openingValues.ts'
import { emptyValueOf, valuesAfterChange } from './valuesAfterChange.ts'

const heritage = fileURLToPath(new URL('../../../../examples/heritage/', import.meta.url))
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(heritage, path), 'utf8')) as T

const investorForm = readJson<FormDocument>('documents/forms/investor-form.json')
const investorModel = readJson<ModelDocument>('documents/models/investor.json')
const [investorRow = {}] = readJson<Array<Record<string, unknown>>>('seed/investor.json')
// The investor form with the amount after tax computed live (a formula, not a column).
const withFormula: FormDocument = {
  ...investorForm,
  fields: [
    ...investorForm.fields,
    { name: 'amount_after_tax', widget: 'money', label: { mn_MN: 'Татварын дараа' }, formula: 'invested_amount * 0.9' },
  ],
}

describe('the values a form opens with', () => {
  it('for an update are the stored record’s, numbers answered as text read as numbers', () => {
    const compiled = compileForm(investorForm, { model: investorModel, language: 'mn_MN', mode: 'update' })
    const record = { ...investorRow, invested_amount: '120000000.00', _version: '12', created_at: 'x' }
    const values = openingValues(compiled, { form: investorForm, mode: 'update', record })
    expect(values.invested_amount).toBe(120000000)
    expect(values.name).toBe(investorRow.name)
    expect(values).not.toHaveProperty('_version')
    expect(values).not.toHaveProperty('created_at')
  })

  it('for a copy are the copied record’s values without its identity, so the copy is a new row', () => {
    const compiled = compileForm(investorForm, { model: investorModel, language: 'mn_MN', mode: 'create' })
    const values = openingValues(compiled, {
      form: investorForm,
      mode: 'create',
      record: { ...investorRow, _version: '3' },
    })
    expect(values.name).toBe(investorRow.name)
    expect(values).not.toHaveProperty('id')
    expect(compiled.recordValues(values)).not.toHaveProperty('id')
  })

  it('for a new record fill an auto-filled date and time with the moment the form opened', () => {
    const form = readJson<FormDocument>('documents/forms/feedback-form.json')
    const model = readJson<ModelDocument>('documents/models/feedback.json')
    const now = dayjs('2025-06-01T10:15:00')
    const create = compileForm(form, { model, language: 'mn_MN', mode: 'create' })
    const opened = openingValues(create, { form, mode: 'create', now })
    expect(Date.parse(String(opened.replied_at))).toBe(now.valueOf())
    expect(opened.status).toBe('new')
    const update = compileForm(form, { model, language: 'mn_MN', mode: 'update' })
    expect(openingValues(update, { form, mode: 'update', record: { id: 1, replied_at: null } }).replied_at).toBeNull()
  })

  it('for an update keep the stored formulas and compute those the record does not store', () => {
    const compiled = compileForm(withFormula, { model: investorModel, language: 'mn_MN', mode: 'update' })
    const record = { ...investorRow, invested_amount: '1000.00' }
    expect(openingValues(compiled, { form: withFormula, mode: 'update', record }).amount_after_tax).toBe(900)
    const stored = { ...record, amount_after_tax: 850 }
    expect(openingValues(compiled, { form: withFormula, mode: 'update', record: stored }).amount_after_tax).toBe(850)
  })

  it('compute the formulas from the values they open with', () => {
    const compiled = compileForm(withFormula, { model: investorModel, language: 'mn_MN', mode: 'create' })
    const values = openingValues(compiled, { form: withFormula, mode: 'create', record: investorRow })
    expect(values.amount_after_tax).toBe(108000000)
  })
})

describe('the values after a change', () => {
  const compiled = compileForm(withFormula, { model: investorModel, language: 'mn_MN', mode: 'create' })

  it('take the record’s fields from rjsf, keep the others and compute the formulas again', () => {
    const before = openingValues(compiled, { form: withFormula, mode: 'create', record: investorRow })
    const after = valuesAfterChange(compiled, before, { ...recordFormData(compiled, before), invested_amount: 1000 })
    expect(after.invested_amount).toBe(1000)
    expect(after.amount_after_tax).toBe(900)
    expect(recordFormData(compiled, after)).not.toHaveProperty('amount_after_tax')
  })

  it('drop a record field rjsf no longer holds', () => {
    const after = valuesAfterChange(compiled, { name: 'A', website: 'https://a.mn' }, { name: 'A' })
    expect(after).not.toHaveProperty('website')
  })

  it('empty a field with the value its column takes for nothing', () => {
    expect(emptyValueOf(compiled, 'website')).toBeNull()
    expect(emptyValueOf(compiled, 'amount_after_tax')).toBeUndefined()
  })
})
