import { GridColumnSchema, GridDocumentSchema } from '@tamga/schema'
import { describe, expect, test } from 'vitest'
import { propertyControl, schemaProperties, withProperty } from './schemaProperties.ts'

describe('controls read from a schema', () => {
  test('a grid column gets a control per flat property, none for its nested filter, link or relation', () => {
    const specs = schemaProperties(GridColumnSchema, ['field'])
    const byKey = Object.fromEntries(specs.map((spec) => [spec.key, spec.control]))
    expect(byKey.label).toEqual({ kind: 'localized' })
    expect(byKey.width).toEqual({ kind: 'number', integer: true, minimum: 1 })
    expect(byKey.hidden).toEqual({ kind: 'boolean' })
    expect(byKey.pinned).toEqual({ kind: 'enum', options: ['left', 'right'] })
    expect(byKey.formula).toEqual({ kind: 'string' })
    for (const nested of ['field', 'filter', 'link', 'relation']) expect(byKey[nested]).toBeUndefined()
  })
  test('the grid flags include a multiple choice of row actions and a bounded page size', () => {
    const specs = schemaProperties(GridDocumentSchema)
    const byKey = Object.fromEntries(specs.map((spec) => [spec.key, spec.control]))
    expect(byKey.actions).toEqual({ kind: 'enum-list', options: ['edit', 'delete', 'view', 'copy'] })
    expect(byKey.pageSize).toEqual({ kind: 'number', integer: true, minimum: 1, maximum: 1000 })
    expect(byKey.excel).toBeUndefined()
  })
  test('an object or a union of objects has no flat control', () => {
    expect(propertyControl({ type: 'object', properties: {} })).toBeUndefined()
    expect(propertyControl({ anyOf: [{ type: 'object' }, { type: 'object' }] })).toBeUndefined()
  })
})

describe('setting a property', () => {
  test('an empty value leaves an optional property out, an empty list stays', () => {
    expect(withProperty({ field: 'a', icon: 'x' }, 'icon', '')).toEqual({ field: 'a' })
    expect(withProperty({ field: 'a', width: 3 }, 'width', undefined)).toEqual({ field: 'a' })
    expect(withProperty({ actions: ['edit'] }, 'actions', [])).toEqual({ actions: [] })
  })
})
