// The property panels are drawn from the document schema itself (TypeBox schemas are JSON
// Schema): each property's schema says which control edits it, so a new option in
// @tamga/schema appears in the builders without a hand-written input. The form builder edits
// whole values with it (editors/form/SchemaValueEditor.tsx), the grid builder flat properties
// (editors/grid/schemaProperties.ts).
import { ExpressionSchema } from '@tamga/schema'

/** A JSON Schema node, as far as the controls read it. */
export interface SchemaNode {
  type?: string
  enum?: readonly unknown[]
  const?: unknown
  anyOf?: readonly SchemaNode[]
  properties?: Readonly<Record<string, SchemaNode>>
  required?: readonly string[]
  items?: SchemaNode
  minimum?: number
  maximum?: number
  description?: string
}

/** The control that edits a value of a schema. */
export type ControlKind =
  | { kind: 'localized' }
  | { kind: 'expression' }
  | { kind: 'boolean' }
  | { kind: 'number'; integer: boolean; minimum?: number | undefined; maximum?: number | undefined }
  | { kind: 'string' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'primitive' }
  | { kind: 'object'; properties: ReadonlyArray<[string, SchemaNode]>; required: ReadonlySet<string> }
  | { kind: 'variants'; tag: string; variants: ReadonlyArray<{ value: string; schema: SchemaNode }> }
  | { kind: 'tags' }
  | { kind: 'list'; item: SchemaNode }
  | { kind: 'unknown' }

const isLocalized = (schema: SchemaNode) =>
  schema.anyOf?.length === 2 &&
  schema.anyOf.some((part) => part.type === 'string') &&
  schema.anyOf.some((part) => part.type === 'object' && part.properties?.mn_MN !== undefined)

/** The discriminating property of a union of objects (`source`, `rule`): a constant in every member. */
function tagOf(members: readonly SchemaNode[]): string | undefined {
  const first = members[0]
  if (first?.properties === undefined) return undefined
  return Object.keys(first.properties).find((key) =>
    members.every((member) => typeof member.properties?.[key]?.const === 'string'),
  )
}

/** Which control edits values of `schema`. */
export function controlFor(schema: SchemaNode): ControlKind {
  if (isLocalized(schema)) return { kind: 'localized' }
  if (schema.type === 'string' && schema.description === (ExpressionSchema as SchemaNode).description)
    return { kind: 'expression' }
  if (Array.isArray(schema.enum)) return { kind: 'enum', values: schema.enum.map(String) }
  if (schema.anyOf !== undefined) {
    const members = schema.anyOf
    const tag = tagOf(members)
    if (tag !== undefined) {
      return {
        kind: 'variants',
        tag,
        variants: members.map((member) => ({ value: String(member.properties?.[tag]?.const), schema: member })),
      }
    }
    if (members.every((member) => ['string', 'number', 'boolean', 'null'].includes(member.type ?? ''))) {
      return { kind: 'primitive' }
    }
    return { kind: 'unknown' }
  }
  switch (schema.type) {
    case 'boolean':
      return { kind: 'boolean' }
    case 'integer':
    case 'number':
      return { kind: 'number', integer: schema.type === 'integer', minimum: schema.minimum, maximum: schema.maximum }
    case 'string':
      return { kind: 'string' }
    case 'object':
      return {
        kind: 'object',
        properties: Object.entries(schema.properties ?? {}),
        required: new Set(schema.required ?? []),
      }
    case 'array':
      if (schema.items === undefined) return { kind: 'unknown' }
      return schema.items.type === 'string' && schema.items.enum === undefined
        ? { kind: 'tags' }
        : { kind: 'list', item: schema.items }
    default:
      return { kind: 'unknown' }
  }
}

/** A value to start from when an option is switched on or an item added: the required parts filled. */
export function starterValue(schema: SchemaNode): unknown {
  const control = controlFor(schema)
  switch (control.kind) {
    case 'localized':
      return { mn_MN: '' }
    case 'boolean':
      return false
    case 'number':
      return control.minimum !== undefined && control.minimum > 0 ? control.minimum : 0
    case 'enum':
      return control.values[0]
    case 'primitive':
    case 'string':
    case 'expression':
      return ''
    case 'object': {
      const value: Record<string, unknown> = {}
      for (const [key, part] of control.properties) {
        if (control.required.has(key)) value[key] = starterValue(part)
      }
      return value
    }
    case 'variants': {
      const first = control.variants[0]
      return first === undefined ? {} : { ...(starterValue(first.schema) as object), [control.tag]: first.value }
    }
    case 'tags':
    case 'list':
      return []
    case 'unknown':
      return undefined
  }
}

/**
 * The value typed into a box for a value that may be text, a number, a truth value or null
 * (a field's default): `12` is a number, `true`/`false` truth values, `null` nothing, else text.
 */
export function primitiveFromText(text: string): string | number | boolean | null {
  const trimmed = text.trim()
  if (trimmed === 'null') return null
  if (trimmed === 'true') return true
  if (trimmed === 'false') return false
  if (trimmed !== '' && /^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed)
  return text
}
