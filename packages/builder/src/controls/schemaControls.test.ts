import { FormDocumentSchema, FormFieldSchema } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { controlFor, primitiveFromText, type SchemaNode, starterValue } from './schemaControls.ts'

const option = (key: string) => (FormFieldSchema as unknown as SchemaNode).properties?.[key] as SchemaNode

describe('controls drawn from the field schema', () => {
  it('each option of a field gets the control its schema calls for', () => {
    expect(controlFor(option('label')).kind).toBe('localized')
    expect(controlFor(option('formula')).kind).toBe('expression')
    expect(controlFor(option('hiddenWhen')).kind).toBe('expression')
    expect(controlFor(option('required')).kind).toBe('boolean')
    expect(controlFor(option('precision'))).toMatchObject({ kind: 'number', integer: true, minimum: 0, maximum: 10 })
    expect(controlFor(option('widget'))).toMatchObject({ kind: 'enum' })
    expect(controlFor(option('defaultValue')).kind).toBe('primitive')
    expect(controlFor(option('span')).kind).toBe('object')
  })

  it('unions of objects are told apart by their constant property', () => {
    expect(controlFor(option('options'))).toMatchObject({ kind: 'variants', tag: 'source' })
    const rules = controlFor(option('rules'))
    expect(rules.kind).toBe('list')
    if (rules.kind === 'list') expect(controlFor(rules.item)).toMatchObject({ kind: 'variants', tag: 'rule' })
  })

  it('the triggers are an object of method names', () => {
    const triggers = (FormDocumentSchema as unknown as SchemaNode).properties?.triggers as SchemaNode
    const control = controlFor(triggers)
    expect(control.kind).toBe('object')
    if (control.kind === 'object') expect([...control.required]).toEqual(['namespace'])
  })

  it('a switched-on option starts with its required parts', () => {
    expect(starterValue(option('options'))).toMatchObject({ source: 'static', items: [] })
    expect(starterValue(option('valueFromParameter'))).toEqual({ from: 'route', name: '' })
    expect(starterValue(option('span'))).toEqual({})
  })

  it('a default value typed as text keeps its type', () => {
    expect(primitiveFromText('12')).toBe(12)
    expect(primitiveFromText('true')).toBe(true)
    expect(primitiveFromText('null')).toBeNull()
    expect(primitiveFromText('12a')).toBe('12a')
  })
})
