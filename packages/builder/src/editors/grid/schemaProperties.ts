// Reads the properties of an object's JSON Schema as the flat controls of a property panel, on
// top of the controls the form builder's panels use (controls/schemaControls.ts).
import { controlFor, type SchemaNode } from '../../controls/schemaControls.ts'

/** The control a property is edited with. */
export type PropertyControl =
  | { kind: 'boolean' }
  | { kind: 'number'; integer: boolean; minimum?: number; maximum?: number }
  | { kind: 'string' }
  | { kind: 'enum'; options: readonly string[] }
  | { kind: 'enum-list'; options: readonly string[] }
  | { kind: 'localized' }

/** One property of an object schema and its control. */
export interface PropertySpec {
  key: string
  required: boolean
  control: PropertyControl
}

const isStringList = (values: readonly unknown[] | undefined): values is readonly string[] =>
  values?.every((value) => typeof value === 'string') === true

/**
 * The flat control of one property's schema (a formula is plain text here), or undefined for
 * shapes a flat panel cannot edit: objects, unions, lists of anything but choices.
 */
export function propertyControl(schema: SchemaNode): PropertyControl | undefined {
  const control = controlFor(schema)
  switch (control.kind) {
    case 'boolean':
    case 'string':
    case 'localized':
      return { kind: control.kind }
    case 'expression':
      return { kind: 'string' }
    case 'number':
      return {
        kind: 'number',
        integer: control.integer,
        ...(control.minimum === undefined ? {} : { minimum: control.minimum }),
        ...(control.maximum === undefined ? {} : { maximum: control.maximum }),
      }
    case 'enum':
      return isStringList(schema.enum) ? { kind: 'enum', options: schema.enum } : undefined
    case 'list':
      return isStringList(control.item.enum) ? { kind: 'enum-list', options: control.item.enum } : undefined
    default:
      return undefined
  }
}

/**
 * The editable properties of an object schema, in the schema's order, without the `skip`ped
 * ones and those no flat control can edit.
 *
 * @example schemaProperties(GridColumnSchema, ['field']) // label, type, width, hidden, …
 */
export function schemaProperties(schema: object, skip: readonly string[] = []): PropertySpec[] {
  const { properties = {}, required = [] } = schema as SchemaNode
  return Object.entries(properties).flatMap(([key, property]) => {
    if (skip.includes(key)) return []
    const control = propertyControl(property)
    return control === undefined ? [] : [{ key, required: required.includes(key), control }]
  })
}

/**
 * Sets one property, leaving it out when the value is undefined or empty text (an optional
 * property is absent rather than blank, which the schema would refuse). An empty list stays: a
 * grid's `actions: []` means no actions, not the default ones.
 */
export function withProperty<T extends object>(target: T, key: string, value: unknown): T {
  const next: Record<string, unknown> = { ...(target as Record<string, unknown>) }
  if (value === undefined || value === '') delete next[key]
  else next[key] = value
  return next as T
}
