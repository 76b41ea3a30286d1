// A resource's JSON Schema as Laravel validation rules, one list per property. The rules say
// what the schema says and no more, so both servers accept and refuse the same bodies.
import type { JsonSchemaObject } from '@tamga/schema'
import { type PhpValue, pcrePattern, phpValue, raw } from './php.ts'

/** One property's schema, as far as the rules read it. */
type PropertySchema = JsonSchemaObject['properties'][string]

/** How a create or an update treats a property the body leaves out. */
export type RuleMode = 'create' | 'update'

function typesOf(schema: PropertySchema): string[] {
  const type = (schema as { type?: string | string[] }).type
  return type === undefined ? [] : Array.isArray(type) ? type : [type]
}

const TYPE_RULES: Record<string, string> = {
  string: 'string',
  integer: 'integer',
  number: 'numeric',
  boolean: 'boolean',
  array: 'array',
  object: 'array',
}

const FORMAT_RULES: Record<string, string> = {
  email: 'email',
  uri: 'url',
  uuid: 'uuid',
  date: 'date_format:Y-m-d',
  'date-time': 'date',
  'iso-time': 'date_format:H:i:s,H:i',
  time: 'date_format:H:i:s,H:i',
}

/** The rules of a value's own constraints (type, format, length, range, pattern, enum). */
function valueRules(schema: PropertySchema): PhpValue[] {
  const s = schema as Record<string, unknown>
  const rules: PhpValue[] = []
  const types = typesOf(schema).filter((type) => type !== 'null')
  const [type] = types
  if (types.length === 1 && type !== undefined && TYPE_RULES[type] !== undefined) rules.push(TYPE_RULES[type])
  if (typeof s.format === 'string' && FORMAT_RULES[s.format] !== undefined) rules.push(FORMAT_RULES[s.format] as string)
  const limits: Array<[string, string]> = [
    ['minLength', 'min'],
    ['minItems', 'min'],
    ['minimum', 'min'],
    ['maxLength', 'max'],
    ['maxItems', 'max'],
    ['maximum', 'max'],
    ['exclusiveMinimum', 'gt'],
    ['exclusiveMaximum', 'lt'],
  ]
  for (const [keyword, rule] of limits) {
    const limit = s[keyword]
    if (typeof limit === 'number') rules.push(`${rule}:${limit}`)
  }
  if (typeof s.pattern === 'string') rules.push(`regex:${pcrePattern(s.pattern)}`)
  if (Array.isArray(s.enum)) {
    const allowed = s.enum.filter(
      (value): value is string | number => typeof value === 'string' || typeof value === 'number',
    )
    rules.push(raw(`Rule::in(${phpValue(allowed)})`))
  }
  return rules
}

/** Whether a value of this schema may be null. */
function allowsNull(schema: PropertySchema): boolean {
  const types = typesOf(schema)
  return types.length === 0 || types.includes('null')
}

export interface PropertyRules {
  /** `title`, or `tags.*` for an array's items. */
  attribute: string
  rules: PhpValue[]
}

/**
 * A schema's rules by attribute. `create` requires the schema's required properties (present,
 * when null is allowed: JSON Schema's required means "given", not "not empty"); `update`
 * checks only what is sent (`sometimes`). `unique` adds the uniqueness rule of a field.
 */
export function schemaRules(
  schema: JsonSchemaObject,
  mode: RuleMode,
  unique: (property: string) => PhpValue | undefined,
): PropertyRules[] {
  const required = new Set(mode === 'create' ? (schema.required ?? []) : [])
  const result: PropertyRules[] = []
  for (const [name, property] of Object.entries(schema.properties)) {
    const nullable = allowsNull(property)
    const presence = required.has(name) ? (nullable ? 'present' : 'required') : 'sometimes'
    const rules: PhpValue[] = [presence]
    if (nullable) rules.push('nullable')
    rules.push(...valueRules(property))
    const uniqueRule = unique(name)
    if (uniqueRule !== undefined) rules.push(uniqueRule)
    result.push({ attribute: name, rules })
    const p = property as Record<string, unknown>
    const items = p.items as PropertySchema | undefined
    if (items !== undefined || p.uniqueItems === true) {
      const itemRules = items === undefined ? [] : valueRules(items)
      if (p.uniqueItems === true) itemRules.push('distinct')
      if (itemRules.length > 0) result.push({ attribute: `${name}.*`, rules: itemRules })
    }
  }
  return result
}
