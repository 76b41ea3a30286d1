import type { JsonPropertySchema, JsonSchemaObject } from '@tamga/schema'
import { valueTypeOf } from './compile/index.ts'

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/

/**
 * A stored value as the form holds it. The database driver hands `numeric` (and a `bigint`
 * too large for a JavaScript number) over as text, while the record schema the form validates
 * with wants a number: numeric text of a number field becomes the number, unless that would
 * lose digits (the text is kept, so validation names the problem instead of a silent change).
 *
 * @example storedValueForForm('1250000.00', { type: 'number' }) // 1250000
 */
export function storedValueForForm(value: unknown, property: JsonPropertySchema | undefined): unknown {
  if (typeof value !== 'string') return value
  const type = valueTypeOf(property)
  if (type !== 'number' && type !== 'integer') return value
  const text = value.trim()
  if (!DECIMAL.test(text)) return value
  const number = Number(text)
  if (type === 'integer' && !Number.isSafeInteger(number)) return value
  return number
}

/**
 * A stored record with each value of the form's record schema as the form holds it. A
 * write-only value (a password) is left out: the form never shows it back, an update sends it
 * only when a new one is typed, and a copy does not take it.
 */
export function storedRecordForForm(
  record: Readonly<Record<string, unknown>>,
  schema: JsonSchemaObject,
): Record<string, unknown> {
  const values: Record<string, unknown> = { ...record }
  for (const [name, property] of Object.entries(schema.properties)) {
    if (property.writeOnly === true) delete values[name]
    else if (Object.hasOwn(values, name)) values[name] = storedValueForForm(values[name], property)
  }
  return values
}
