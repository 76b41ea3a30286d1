import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FormDocument, ModelDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { compileForm } from './compile/index.ts'
import { openingValues } from './openingValues.ts'
import { changedFields, isEmptyValue, recordChanges, sameFieldValue } from './recordChanges.ts'
import { storedRecordForForm } from './storedValues.ts'

const heritage = fileURLToPath(new URL('../../../../examples/heritage/', import.meta.url))
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(heritage, path), 'utf8')) as T

const form = readJson<FormDocument>('documents/forms/content-item-form.json')
const model = readJson<ModelDocument>('documents/models/content_item.json')
const [seedRow = {}] = readJson<Array<Record<string, unknown>>>('seed/content_item.json')
// The record as the records API answers it: numeric as text, a version to send back.
const storedRow: Record<string, unknown> = { ...seedRow, price: '0.00', _version: '731' }
const compiled = compileForm(form, { model, language: 'mn_MN', mode: 'update' })
const fields = Object.keys(compiled.recordSchema.properties)

describe('the changes an update sends', () => {
  it('are nothing when the form still holds the stored record', () => {
    const values = openingValues(compiled, { form, mode: 'update', record: storedRow })
    expect(recordChanges(values, storedRecordForForm(storedRow, compiled.recordSchema), fields)).toEqual({})
    expect(recordChanges(values, storedRow, fields)).toEqual({})
  })

  it('are only the fields the person changed, with their new values', () => {
    const values = openingValues(compiled, { form, mode: 'update', record: storedRow })
    const edited = { ...values, title: 'Шинэ гарчиг', view_count: 813, author: null }
    expect(recordChanges(edited, storedRow, fields)).toEqual({ title: 'Шинэ гарчиг', view_count: 813, author: null })
  })

  it('leave out the fields the form holds no value for, and the fields outside the record', () => {
    const changes = recordChanges({ title: undefined, _version: '9', unknown: 1 }, storedRow, fields)
    expect(changes).toEqual({})
  })

  it('send a field the stored record lacks once it has a value', () => {
    expect(recordChanges({ media_url: 'https://example.mn/v' }, { media_url: undefined }, ['media_url'])).toEqual({
      media_url: 'https://example.mn/v',
    })
  })
})

describe('two values are the same', () => {
  it('when both are empty, however emptied', () => {
    for (const [a, b] of [
      [null, ''],
      [undefined, null],
      [[], null],
      ['', undefined],
    ]) {
      expect(sameFieldValue(a, b)).toBe(true)
    }
    expect(isEmptyValue(0)).toBe(false)
    expect(sameFieldValue(0, null)).toBe(false)
    expect(sameFieldValue(false, null)).toBe(false)
  })

  it('when numeric text from the driver equals the number typed', () => {
    expect(sameFieldValue(1250000, '1250000.00')).toBe(true)
    expect(sameFieldValue('10.50', 10.5)).toBe(true)
    expect(sameFieldValue(10, '10.01')).toBe(false)
    expect(sameFieldValue(0, ' ')).toBe(false)
  })

  it('when two date-times name the same instant in different spellings', () => {
    expect(sameFieldValue('2025-05-28T09:00:00+08:00', '2025-05-28T01:00:00.000Z')).toBe(true)
    expect(sameFieldValue('2025-05-28T09:00:00+08:00', '2025-05-28T09:00:00+09:00')).toBe(false)
    expect(sameFieldValue('2025-05-28', '2025-05-29')).toBe(false)
  })

  it('when lists and objects hold the same content', () => {
    expect(sameFieldValue(['a', 'b'], ['a', 'b'])).toBe(true)
    expect(sameFieldValue(['a', 'b'], ['b', 'a'])).toBe(false)
    expect(sameFieldValue({ mn_MN: 'Өв' }, { mn_MN: 'Өв' })).toBe(true)
    expect(sameFieldValue(true, 'true')).toBe(false)
  })
})

describe('the fields changed between two states of the form', () => {
  it('are the ones whose value says something else now', () => {
    expect(changedFields({ a: 1, b: '2', c: null }, { a: 1, b: 2, c: '', d: 'new' })).toEqual(['d'])
    expect(changedFields({ a: 1 }, {})).toEqual(['a'])
  })
})
