import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FormDocument, FormField, ModelDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { compileForm } from './compile/index.ts'
import {
  cascadeKey,
  cascadeParent,
  choiceValue,
  chosenValues,
  clearCascaded,
  dependentFields,
  mergeOptions,
  optionKey,
  optionsQuery,
  optionTree,
  staticOptions,
  urlOptions,
  valuesWithoutLabel,
} from './fieldOptions.ts'

const heritage = fileURLToPath(new URL('../../../../examples/heritage/documents/', import.meta.url))
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(heritage, path), 'utf8')) as T

// The heritage bearer form with the soum and bag of the bearer's aimag: a three-level cascade.
const bearerForm = readJson<FormDocument>('forms/heritage-bearer-form.json')
const bearerModel = readJson<ModelDocument>('models/heritage_bearer.json')
const cascading = (name: string, parent: string, column: string): FormField => ({
  name,
  widget: 'select',
  label: { mn_MN: name },
  options: {
    source: 'model',
    model: name.replace(/_id$/, ''),
    valueField: 'id',
    labelFields: ['name'],
    dependsOn: { field: parent, column },
  },
})
const form: FormDocument = {
  ...bearerForm,
  fields: [
    ...bearerForm.fields,
    cascading('soum_id', 'aimag_id', 'aimag_id'),
    cascading('bag_id', 'soum_id', 'soum_id'),
  ],
}
const model: ModelDocument = {
  ...bearerModel,
  columns: [...bearerModel.columns, { name: 'soum_id', type: 'bigint' }, { name: 'bag_id', type: 'bigint' }],
}
const compiled = compileForm(form, { model, language: 'mn_MN', mode: 'create' })
const soum = compiled.widgets.soum_id?.settings.choices
const aimag = compiled.widgets.aimag_id?.settings.choices

describe('the options query of a table-sourced field', () => {
  it('carries the cascading parent’s value and the search typed', () => {
    expect(cascadeParent(soum)).toBe('aimag_id')
    expect(optionsQuery(soum, { aimag_id: 4 }, '  Хан ')).toEqual({ parent: '4', search: 'Хан' })
    expect(optionsQuery(aimag, {}, '')).toEqual({})
  })

  it('waits while the parent has no value, as the server would answer nothing', () => {
    expect(optionsQuery(soum, {})).toBeUndefined()
    expect(optionsQuery(soum, { aimag_id: null })).toBeUndefined()
  })

  it('depends on the parent’s value: a new value drops the options of the old one', () => {
    expect(cascadeKey(soum, { aimag_id: 4 })).not.toBe(cascadeKey(soum, { aimag_id: 5 }))
    expect(cascadeKey(aimag, { aimag_id: 4 })).toBe(cascadeKey(aimag, { aimag_id: 5 }))
  })
})

describe('a cascade of choices', () => {
  it('lists every field depending on a field, directly or through another', () => {
    expect(dependentFields(compiled.widgets, 'aimag_id')).toEqual(['soum_id', 'bag_id'])
    expect(dependentFields(compiled.widgets, 'soum_id')).toEqual(['bag_id'])
    expect(dependentFields(compiled.widgets, 'first_name')).toEqual([])
  })

  it('empties the soum and the bag chosen under the old aimag when the aimag changes', () => {
    const before = { aimag_id: 1, soum_id: 11, bag_id: 111, first_name: 'Болд' }
    const after = clearCascaded(before, { ...before, aimag_id: 2 }, compiled.widgets, () => null)
    expect(after).toEqual({ aimag_id: 2, soum_id: null, bag_id: null, first_name: 'Болд' })
  })

  it('keeps the choices when the parent did not change, and empties only below a changed soum', () => {
    const before = { aimag_id: 1, soum_id: 11, bag_id: 111 }
    expect(clearCascaded(before, { ...before }, compiled.widgets, () => null)).toEqual(before)
    expect(clearCascaded(before, { ...before, soum_id: 12 }, compiled.widgets, () => undefined)).toEqual({
      aimag_id: 1,
      soum_id: 12,
      bag_id: undefined,
    })
  })
})

describe('the options a choice field shows', () => {
  it('are the document’s static choices, labels in the chosen language', () => {
    const contentItem = compileForm(readJson<FormDocument>('forms/content-item-form.json'), {
      model: readJson<ModelDocument>('models/content_item.json'),
      language: 'en_US',
      mode: 'create',
    })
    const choices = contentItem.widgets.media_kind?.settings.choices
    if (choices?.source !== 'static') throw new Error('media_kind has static choices')
    expect(staticOptions(choices.items).slice(0, 2)).toEqual([
      { value: 'article', label: 'Article' },
      { value: 'video', label: 'Video' },
    ])
  })

  it('hold each value once, the first label winning', () => {
    const merged = mergeOptions(
      [{ value: 1, label: 'Архангай' }],
      [
        { value: '1', label: 'other' },
        { value: 2, label: 'Баян-Өлгий' },
      ],
    )
    expect(merged).toEqual([
      { value: 1, label: 'Архангай' },
      { value: 2, label: 'Баян-Өлгий' },
    ])
  })

  it('need the labels of the chosen values that no loaded option names', () => {
    expect(valuesWithoutLabel(12, [{ value: 12, label: 'a' }])).toEqual([])
    expect(valuesWithoutLabel([12, 13, null], [{ value: '12', label: 'a' }])).toEqual([13])
    expect(chosenValues(null)).toEqual([])
    expect(chosenValues('')).toEqual([])
    expect(chosenValues(0)).toEqual([0])
  })

  it('hand back the value typed as the column wants it', () => {
    expect(choiceValue('12', 'integer')).toBe(12)
    expect(choiceValue('12.5', 'number')).toBe(12.5)
    expect(choiceValue('9007199254740993', 'integer')).toBe('9007199254740993')
    expect(choiceValue(12, 'string')).toBe('12')
    expect(choiceValue(true, 'boolean')).toBe(true)
    expect(optionKey(true)).toBe('true')
  })

  it('nest under their parents in a tree, orphans and loops at the root', () => {
    const tree = optionTree([
      { value: 1, label: 'Соёл' },
      { value: 2, label: 'Урлаг', parent: 1 },
      { value: 3, label: 'Хөгжим', parent: 2 },
      { value: 4, label: 'Өнчин', parent: 99 },
      { value: 5, label: 'A', parent: 6 },
      { value: 6, label: 'B', parent: 5 },
    ])
    expect(tree.map((node) => node.title)).toEqual(['Соёл', 'Өнчин', 'A', 'B'])
    expect(tree[0]?.children[0]?.children[0]?.title).toBe('Хөгжим')
  })

  it('are read from a url source’s answer with the document’s keys', () => {
    expect(urlOptions([{ code: 'MN', name: 'Монгол' }, { name: 'no code' }], 'code', 'name')).toEqual([
      { value: 'MN', label: 'Монгол' },
    ])
    expect(urlOptions({ data: [{ value: 1 }] }, 'value', 'label')).toEqual([{ value: 1, label: '1' }])
    expect(urlOptions('not json', 'value', 'label')).toEqual([])
  })
})
