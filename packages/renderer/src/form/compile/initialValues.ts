import type { FormDocument, FormRecordMode, JsonPropertySchema, JsonSchemaObject } from '@tamga/schema'
import type { CompiledFormulas, FormValues } from './compileFormulas.ts'
import { valueTypeOf } from './compileWidgets.ts'

/** What the page knows when the form opens. */
export interface InitialValuesContext {
  mode: FormRecordMode
  /** The parameters of the page's route (`/form/{schema_id}/{id}`). */
  routeParams?: Record<string, string>
  /** The page's query string. */
  query?: Record<string, string>
  /** The signed-in user's id, for fields filled with the current user. */
  currentUserId?: number
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/

/**
 * A route or query parameter as the value the field holds: parameters are always text, while
 * the record schema may want a number, a boolean or a list. Text that cannot be read as that
 * type is kept as it is, so validation names the problem instead of the value vanishing.
 */
export function parameterValue(text: string, property: JsonPropertySchema | undefined): unknown {
  const trimmed = text.trim()
  switch (valueTypeOf(property)) {
    case 'integer':
    case 'number': {
      if (!DECIMAL.test(trimmed)) return text
      const number = Number(trimmed)
      return valueTypeOf(property) === 'integer' && !Number.isInteger(number) ? text : number
    }
    case 'boolean':
      if (trimmed === 'true' || trimmed === '1') return true
      if (trimmed === 'false' || trimmed === '0') return false
      return text
    case 'array': {
      const choices = property?.items?.enum ?? []
      return trimmed
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map((part) => (DECIMAL.test(part) && choices.includes(Number(part)) ? Number(part) : part))
    }
    default:
      return text
  }
}

/**
 * The values a form opens with.
 *
 * - `create`: each field's `defaultValue`; then `stored`, when a record is copied into a new
 *   one; then `valueFromParameter` from the route or the query string; then the signed-in
 *   user's id for `fillWithCurrentUser`; then the formulas are computed from all of these.
 * - `update`: the stored record's values of the form's fields, as stored (the server computed
 *   its formulas when it saved them).
 */
export function initialValuesOf(
  form: FormDocument,
  record: JsonSchemaObject,
  formulas: CompiledFormulas,
  context: InitialValuesContext,
  stored?: Readonly<Record<string, unknown>>,
): FormValues {
  const values: FormValues = {}
  const fromStored = (name: string): void => {
    if (stored !== undefined && Object.hasOwn(stored, name) && stored[name] !== undefined) values[name] = stored[name]
  }
  if (context.mode === 'update') {
    for (const field of form.fields) fromStored(field.name)
    return values
  }
  for (const field of form.fields) {
    if (field.defaultValue !== undefined) values[field.name] = field.defaultValue
    fromStored(field.name)
    const parameter = field.valueFromParameter
    if (parameter !== undefined) {
      const source = parameter.from === 'route' ? context.routeParams : context.query
      const text = source !== undefined && Object.hasOwn(source, parameter.name) ? source[parameter.name] : undefined
      if (text !== undefined && text !== '') {
        const property = Object.hasOwn(record.properties, field.name) ? record.properties[field.name] : undefined
        values[field.name] = parameterValue(text, property)
      }
    }
    if (field.fillWithCurrentUser === true && context.currentUserId !== undefined) {
      values[field.name] = context.currentUserId
    }
  }
  return formulas.recompute(values)
}
