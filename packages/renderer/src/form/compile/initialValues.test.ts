import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { checkFormRecord, type FormDocument, type ModelDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { type CompileFormOptions, compileForm, parameterValue } from './index.ts'

const documents = fileURLToPath(new URL('../../../../../examples/heritage/documents/', import.meta.url))
const readJson = <T>(path: string): T => JSON.parse(readFileSync(`${documents}${path}`, 'utf8')) as T
const heritage = (name: string) => {
  const form = readJson<FormDocument>(`forms/${name}.json`)
  return { form, model: readJson<ModelDocument>(`models/${form.model}.json`) }
}
const compile = (name: string, options: Omit<CompileFormOptions, 'model' | 'language'>) => {
  const { form, model } = heritage(name)
  return compileForm(form, { model, language: 'mn_MN', ...options })
}

describe('initial values of a new record', () => {
  it('start from the document defaults and fill the current user', () => {
    expect(compile('news-form', { mode: 'create', currentUserId: 42 }).initialValues()).toEqual({
      is_published: false,
      view_count: 0,
      created_by: 42,
    })
  })

  it('leave a current-user field empty when nobody is signed in', () => {
    expect(compile('news-form', { mode: 'create' }).initialValues()).not.toHaveProperty('created_by')
  })

  it('take a query parameter as the type the record wants', () => {
    const values = compile('application-form', {
      mode: 'create',
      currentUserId: 7,
      query: { heritage_bearer_id: '12', unrelated: 'x' },
    }).initialValues()
    expect(values).toEqual({ applicant_id: 7, created_by: 7, heritage_bearer_id: 12 })
  })

  it('let a parameter win over the default, and keep unreadable text so validation names it', () => {
    const { form, model } = heritage('content-item-form')
    const fields = form.fields.map((field) =>
      field.name === 'sort_order' ? { ...field, valueFromParameter: { from: 'route' as const, name: 'order' } } : field,
    )
    const changed = { ...form, fields }
    const fromRoute = compileForm(changed, { model, language: 'mn_MN', mode: 'create', routeParams: { order: '5' } })
    expect(fromRoute.initialValues()).toMatchObject({ sort_order: 5, media_kind: 'article' })
    const unreadable = compileForm(changed, { model, language: 'mn_MN', mode: 'create', routeParams: { order: 'abc' } })
    const values = unreadable.initialValues()
    expect(values.sort_order).toBe('abc')
    expect(checkFormRecord(changed, model, unreadable.recordValues(values), 'create').map((i) => i.path)).toContain(
      '/sort_order',
    )
  })

  it('copy a given record over the defaults, with parameters and the current user still on top', () => {
    const compiled = compile('application-form', {
      mode: 'create',
      currentUserId: 3,
      query: { heritage_bearer_id: '2' },
    })
    const copied = compiled.initialValues({ title: 'Хуулбар', heritage_bearer_id: 8, created_by: 99, created_at: 'x' })
    expect(copied).toEqual({ title: 'Хуулбар', heritage_bearer_id: 2, applicant_id: 3, created_by: 3 })
  })
})

describe('initial values of an update', () => {
  it('are the stored values of the form’s fields, without defaults or parameters', () => {
    const compiled = compile('news-form', { mode: 'update', currentUserId: 42, query: { view_count: '5' } })
    const stored = { id: 3, title: 'Мэдээ', view_count: 17, created_by: 1, created_at: '2025-01-01T00:00:00Z' }
    expect(compiled.initialValues(stored)).toEqual({ id: 3, title: 'Мэдээ', view_count: 17, created_by: 1 })
    expect(compiled.initialValues()).toEqual({})
  })
})

describe('parameterValue', () => {
  it('reads numbers, whole numbers, booleans and lists of choices from parameter text', () => {
    expect(parameterValue('2.5', { type: 'number' })).toBe(2.5)
    expect(parameterValue('2.5', { type: ['integer', 'null'] })).toBe('2.5')
    expect(parameterValue('1', { type: 'boolean' })).toBe(true)
    expect(parameterValue('false', { type: ['boolean', 'null'] })).toBe(false)
    expect(parameterValue('1, a,2', { type: 'array', items: { enum: [1, 2, 'a'] } })).toEqual([1, 'a', 2])
    expect(parameterValue('42', { type: 'string' })).toBe('42')
    expect(parameterValue('42', undefined)).toBe('42')
  })
})
