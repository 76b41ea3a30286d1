import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FormDocument, ModelDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { formatCellValue } from '../grid/compile/formatCell.ts'
import { compileForm } from './compile/index.ts'
import { fieldDisplayText } from './fieldDisplay.ts'

const heritage = fileURLToPath(new URL('../../../../examples/heritage/documents/', import.meta.url))
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(heritage, path), 'utf8')) as T
const compiled = compileForm(readJson<FormDocument>('forms/field-sample-form.json'), {
  model: readJson<ModelDocument>('models/field_sample.json'),
  language: 'mn_MN',
  mode: 'update',
})
const field = (name: string) => {
  const found = compiled.widgets[name]
  if (found === undefined) throw new Error(`the field sample form has no ${name}`)
  return found
}
const mn = { language: 'mn_MN' } as const

describe('a field’s value as a reader sees it', () => {
  it('names a province by the label its options answer, and shows an unknown id as stored', () => {
    const options = [{ value: 20, label: 'Ховд' }]
    expect(fieldDisplayText(field('aimag_id'), 20, { ...mn, options })).toBe('Ховд')
    expect(fieldDisplayText(field('aimag_id'), '20', { ...mn, options })).toBe('Ховд')
    expect(fieldDisplayText(field('aimag_id'), 21, { ...mn, options })).toBe('21')
  })

  it('names a static choice by the document’s label', () => {
    const category = field('category')
    const choices = category.settings.choices
    if (choices?.source !== 'static') throw new Error('the sample category has static choices')
    const first = choices.items[0]
    expect(fieldDisplayText(category, first?.value, mn)).toBe(first?.label)
  })

  it('writes numbers, money, dates and date-times exactly as the grid’s cells write them', () => {
    expect(fieldDisplayText(field('total'), 4500, mn)).toBe('4,500₮')
    expect(fieldDisplayText(field('quantity'), 1234567, mn)).toBe(
      formatCellValue(1234567, { kind: 'number', language: 'mn_MN', precision: 0 }),
    )
    expect(fieldDisplayText(field('event_date'), '2025-08-15', mn)).toBe('2025-08-15')
    expect(fieldDisplayText(field('starts_at'), '2025-08-15T14:30:00', mn)).toBe(
      formatCellValue('2025-08-15T14:30:00', { kind: 'datetime', language: 'mn_MN' }),
    )
    expect(fieldDisplayText(field('opening_time'), '09:45:00', mn)).toBe('09:45')
  })

  it('says yes or no for a switch in the reader’s language', () => {
    expect(fieldDisplayText(field('is_active'), true, mn)).toBe('Тийм')
    expect(fieldDisplayText(field('is_active'), false, { language: 'en_US' })).toBe('No')
  })
})
