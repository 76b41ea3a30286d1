import { exampleForm, type FormDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import {
  accepts,
  addField,
  addLayoutNode,
  layoutContainers,
  moveField,
  placeField,
  placementOf,
  removeField,
  removeLayoutNode,
  renameField,
  unplacedFields,
  withFormType,
  withValueAt,
} from './formLayout.ts'

const bare: FormDocument = {
  kind: 'form',
  version: 1,
  name: 'task-form',
  model: 'task',
  identity: 'id',
  fields: [{ name: 'id', widget: 'hidden' }],
}

describe('adding fields', () => {
  it('a form without a layout only gets the field at the end of its list', () => {
    const { form, index } = addField(bare, 'text')
    expect(index).toBe(1)
    expect(form.fields[1]).toMatchObject({ name: 'text_1', widget: 'text' })
    expect(form.layout).toBeUndefined()
    expect(bare.fields).toHaveLength(1)
  })

  it('names are never reused', () => {
    const once = addField(bare, 'text').form
    expect(addField(once, 'text').form.fields[2]?.name).toBe('text_2')
    expect(addField(bare, 'multi-select').form.fields[1]?.name).toBe('multi_select_1')
    expect(addField(bare, 'datetimeAutoFill').form.fields[1]?.name).toBe('datetime_auto_fill_1')
  })

  it('a choice widget starts with a static list, so the form stays valid', () => {
    const { form } = addField(bare, 'select')
    expect(form.fields[1]?.options?.source).toBe('static')
  })

  it('a field dropped in a column is placed there, and the layout made explicit', () => {
    const withRow = addLayoutNode(bare, 'row')
    expect(withRow.layout).toEqual(['id', expect.objectContaining({ type: 'row' })])
    const { form } = addField(withRow, 'number', '/layout/1/columns/1/children')
    expect(placementOf(form, 'number_1')).toEqual({ container: '/layout/1/columns/1/children', index: 0 })
  })

  it('with a layout, a click adds to the end of the top level', () => {
    const { form } = addField(exampleForm, 'text')
    expect(form.layout?.at(-1)).toBe('text_1')
  })
})

describe('moving fields', () => {
  it('without a layout the list order moves', () => {
    const two = addField(addField(bare, 'text').form, 'number').form
    expect(moveField(two, 2, -1).fields.map((f) => f.name)).toEqual(['id', 'number_1', 'text_1'])
    expect(moveField(two, 0, -1)).toBe(two)
  })

  it('with a layout the field moves inside its container', () => {
    const moved = moveField(exampleForm, 1, 1)
    expect(moved.layout?.[1]).toBe('title')
    expect(moved.fields).toBe(exampleForm.fields)
  })

  it('a dragged field leaves its old place and lands before the card it is dropped on', () => {
    const moved = placeField(exampleForm, 'body', '/layout/1/columns/0/children', 0)
    expect(moved.layout?.[2]).toBeUndefined()
    expect(placementOf(moved, 'body')).toEqual({ container: '/layout/1/columns/0/children', index: 0 })
    expect(placementOf(moved, 'image')?.index).toBe(1)
  })

  it('moving down inside the same container accounts for the place it leaves', () => {
    const form: FormDocument = { ...bare, layout: ['a', 'b', 'c'] }
    expect(placeField(form, 'a', '/layout', 2).layout).toEqual(['b', 'a', 'c'])
  })
})

describe('removing and renaming', () => {
  it('a deleted field leaves the layout too', () => {
    const index = exampleForm.fields.findIndex((f) => f.name === 'image')
    const next = removeField(exampleForm, index)
    expect(next.fields.some((f) => f.name === 'image')).toBe(false)
    expect(placementOf(next, 'image')).toBeUndefined()
    expect(next.layout?.[1]).toMatchObject({ columns: [{ children: [] }, { children: ['published_at'] }] })
  })

  it('a renamed field keeps its place and the identity follows it', () => {
    const renamed = renameField(renameField(exampleForm, 1, 'headline'), 0, 'news_id')
    expect(renamed.layout?.[0]).toBe('headline')
    expect(renamed.identity).toBe('news_id')
  })

  it('a removed row leaves its fields in the form, unplaced', () => {
    const next = removeLayoutNode(exampleForm, '/layout/1')
    expect(unplacedFields(next).sort()).toEqual(['id', 'image', 'published_at'])
  })

  it('an option set to undefined is taken out of the document', () => {
    const next = withValueAt(exampleForm, '/fields/1/required', undefined)
    expect(next.fields[1]).not.toHaveProperty('required')
    expect(exampleForm.fields[1]).toHaveProperty('required', true)
  })
})

describe('layout nesting follows the schema', () => {
  it('a column inside a section holds fields only', () => {
    const form = addLayoutNode(addLayoutNode(bare, 'section'), 'row', '/layout/1/children')
    const kinds = layoutContainers(form).map((c) => [c.pointer, c.kind])
    expect(kinds).toContainEqual(['/layout/1/children/0/columns/0/children', 'inner-column'])
    expect(accepts('inner-column', 'section', form)).toBe(false)
    expect(addLayoutNode(form, 'section', '/layout/1/children/0/columns/0/children').layout?.length).toBe(3)
  })

  it('steps are only at the top of a step-by-step form', () => {
    expect(addLayoutNode(bare, 'step')).toBe(bare)
    const steps = withFormType(exampleForm, 'steps')
    expect(steps.layout).toHaveLength(1)
    expect(steps.layout?.[0]).toMatchObject({ type: 'step', children: exampleForm.layout })
    expect(addLayoutNode(steps, 'step').layout).toHaveLength(2)
    expect(addField(steps, 'text').form.layout?.[0]).toMatchObject({ children: expect.arrayContaining(['text_1']) })
  })

  it('a step-by-step form made simple again keeps its fields in order', () => {
    const back = withFormType(withFormType(exampleForm, 'steps'), 'simple')
    expect(back.layout).toEqual(exampleForm.layout)
    expect(back).not.toHaveProperty('type')
  })
})

describe('moving a field across containers', () => {
  it('a field taken from before a row lands in the row, though the row moves up', () => {
    const form: FormDocument = {
      ...bare,
      layout: ['id', 'a', { type: 'row', columns: [{ children: [] }, { children: ['b'] }] }],
    }
    const moved = placeField(form, 'a', '/layout/2/columns/0/children')
    expect(moved.layout).toEqual(['id', { type: 'row', columns: [{ children: ['a'] }, { children: ['b'] }] }])
  })
})
