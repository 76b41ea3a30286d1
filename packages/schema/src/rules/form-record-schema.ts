// The JSON Schema of the record a form writes: the one definition the browser (rjsf) and the
// server both validate a create or an update against, so that the two can never disagree.
import type { ValidateFunction } from 'ajv'
import { type FormDocument, type FormField, WIDGETS_WITHOUT_COLUMN } from '../documents/form.ts'
import { type ColumnType, effectiveColumns, type ModelColumn, type ModelDocument } from '../documents/model.ts'
import { type DocumentIssue, pointer } from '../validation/issue.ts'
import { compileSchema, issuesFromAjv } from '../validation/validator.ts'
import { PHONE_DIGITS } from './registration.ts'

/** The JSON types a record property may have. */
export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null'

/** A value a static option (and so an `enum`) may hold. */
export type JsonScalar = string | number | boolean | null

/**
 * The JSON Schema of one property of a form record: plain JSON (no TypeBox objects), so it can
 * be sent to the browser as it is. A property without `type` accepts any JSON value.
 */
export interface JsonPropertySchema {
  type?: JsonType | JsonType[]
  format?: string
  minLength?: number
  maxLength?: number
  pattern?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  enum?: JsonScalar[]
  const?: JsonScalar
  items?: JsonPropertySchema
  minItems?: number
  uniqueItems?: boolean
  properties?: Record<string, JsonPropertySchema>
  required?: string[]
  writeOnly?: boolean
  description?: string
}

/** The JSON Schema of a whole form record, as {@link formRecordSchema} builds it. */
export interface JsonSchemaObject {
  type: 'object'
  additionalProperties: false
  properties: Record<string, JsonPropertySchema>
  required: string[]
}

/**
 * Whether the record creates a row (required fields must be present) or updates one (any
 * subset of the fields may be sent).
 */
export type FormRecordMode = 'create' | 'update'

/** Options of {@link formRecordSchema}. */
export interface FormRecordSchemaOptions {
  /** @default 'create' */
  mode: FormRecordMode
}

/** The smallest value of PostgreSQL's `integer`. */
export const INTEGER_MINIMUM = -2147483648
/** The largest value of PostgreSQL's `integer`. */
export const INTEGER_MAXIMUM = 2147483647

const PHONE_PATTERN = `^[0-9]{${PHONE_DIGITS}}$`

const GEOJSON_TYPES = { point: 'Point', line: 'LineString', polygon: 'Polygon' } as const

/** Whether the server, not the person, supplies the field's value. */
function filledByServer(field: FormField): boolean {
  // A consolidation is computed from the sub-form rows just as a formula is from the fields.
  return field.formula !== undefined || field.fillWithCurrentUser === true || field.consolidation !== undefined
}

/** The schema of a column's value, before the field's own rules and before null is allowed. */
function columnValueSchema(type: ColumnType): JsonPropertySchema {
  if (typeof type === 'string') {
    switch (type) {
      case 'text':
        return { type: 'string' }
      case 'uuid':
        return { type: 'string', format: 'uuid' }
      case 'integer':
        return { type: 'integer', minimum: INTEGER_MINIMUM, maximum: INTEGER_MAXIMUM }
      case 'bigint':
        return { type: 'integer' }
      case 'boolean':
        return { type: 'boolean' }
      case 'date':
        return { type: 'string', format: 'date' }
      // ajv-formats' `date-time` and `time` demand a zone offset; a column without a time zone
      // stores the local time a person typed, so its value may come without one.
      case 'timestamp':
        return { type: 'string', format: 'iso-date-time' }
      case 'timestamptz':
        return { type: 'string', format: 'date-time' }
      case 'time':
        return { type: 'string', format: 'iso-time' }
      case 'json':
      case 'jsonb':
        return {}
    }
  }
  switch (type.name) {
    case 'varchar':
      return { type: 'string', maxLength: type.length }
    case 'numeric': {
      // `multipleOf` is left out on purpose: 0.1 + 0.2 is not a multiple of 0.01 in floating
      // point. The server rounds to the scale, as PostgreSQL does on insert.
      const bound = 10 ** (type.precision - (type.scale ?? 0))
      return { type: 'number', exclusiveMinimum: -bound, exclusiveMaximum: bound }
    }
    case 'geometry':
      return {
        type: 'object',
        description: 'A GeoJSON geometry.',
        properties: { type: { const: GEOJSON_TYPES[type.shape] }, coordinates: { type: 'array' } },
        required: ['type', 'coordinates'],
      }
  }
}

const stricterMinimum = (a: number | undefined, b: number): number => (a === undefined ? b : Math.max(a, b))
const stricterMaximum = (a: number | undefined, b: number): number => (a === undefined ? b : Math.min(a, b))

/** Applies the field's rules that a JSON Schema can say and that fit the value's type. */
function applyRules(schema: JsonPropertySchema, field: FormField): void {
  const isString = schema.type === 'string'
  const isNumber = schema.type === 'number' || schema.type === 'integer'
  for (const rule of field.rules ?? []) {
    switch (rule.rule) {
      case 'min':
        if (isNumber) schema.minimum = stricterMinimum(schema.minimum, rule.value)
        break
      case 'max':
        if (isNumber) schema.maximum = stricterMaximum(schema.maximum, rule.value)
        break
      case 'minLength':
        if (isString) schema.minLength = stricterMinimum(schema.minLength, rule.value)
        break
      case 'maxLength':
        if (isString) schema.maxLength = stricterMaximum(schema.maxLength, rule.value)
        break
      // A JSON Schema holds one `pattern`; a field with a pattern and a phone rule keeps the
      // first, and the server's own checks are the place for the rest.
      case 'pattern':
        if (isString && schema.pattern === undefined) schema.pattern = rule.pattern
        break
      case 'phone':
        if (isString && schema.pattern === undefined) schema.pattern = PHONE_PATTERN
        break
      case 'email':
        if (isString) schema.format = 'email'
        break
      case 'url':
        if (isString) schema.format = 'uri'
        break
      // Uniqueness depends on the other rows of the table: only the server can check it.
      case 'unique':
        break
    }
  }
}

/** The schema of one field's property. */
function fieldSchema(field: FormField, column: ModelColumn): JsonPropertySchema {
  const value = columnValueSchema(column.type)
  applyRules(value, field)
  const required = field.required === true
  // A required text may not be blank; the browser sends '' for an emptied input.
  if (required && value.type === 'string') value.minLength = stricterMinimum(value.minLength, 1)
  if (field.widget === 'password') value.writeOnly = true
  const options = field.options
  const choices = options?.source === 'static' ? options.items.map((item) => item.value) : undefined
  const acceptsNull = column.nullable !== false && !required
  if (field.widget === 'multi-select' && choices !== undefined) {
    return {
      type: acceptsNull ? ['array', 'null'] : 'array',
      items: { enum: choices },
      uniqueItems: true,
      ...(required ? { minItems: 1 } : {}),
    }
  }
  if (choices !== undefined) value.enum = acceptsNull ? [...choices, null] : choices
  if (acceptsNull && typeof value.type === 'string') value.type = [value.type, 'null']
  return value
}

/**
 * The JSON Schema of the record `form` writes into `model`'s table: one property per field
 * bound to a column, typed from the column and narrowed by the field's rules.
 *
 * - Sub-forms and workflow elements, fields not naming a column, and fields the server fills
 *   (`formula`, `consolidation`, `fillWithCurrentUser`) are not properties.
 * - Hidden and disabled fields are properties: the form keeps their value in the record
 *   (a route parameter, a status) and sends it back, and the server decides what it accepts.
 * - A value may be null when the column is nullable and the field is not required; a required
 *   text may not be empty.
 * - In `create` mode the required fields without a column default are `required`; in `update`
 *   mode nothing is (a partial update), but a required field still refuses null and `''`.
 * - Not expressed: `unique` (the server checks it against the table), a numeric column's scale
 *   (the server rounds to it), file limits, and every rule after the first pattern of a field.
 *
 * @example
 * formRecordSchema(form, model, { mode: 'update' })
 * // { type: 'object', additionalProperties: false, properties: { title: { type: 'string', maxLength: 255, minLength: 1 } }, required: [] }
 */
export function formRecordSchema(
  form: FormDocument,
  model: ModelDocument,
  options: FormRecordSchemaOptions = { mode: 'create' },
): JsonSchemaObject {
  const columns = new Map(effectiveColumns(model).map((column) => [column.name, column]))
  const properties: Record<string, JsonPropertySchema> = {}
  const required: string[] = []
  for (const field of form.fields) {
    if (WIDGETS_WITHOUT_COLUMN.includes(field.widget) || filledByServer(field)) continue
    const column = columns.get(field.name)
    if (column === undefined || Object.hasOwn(properties, field.name)) continue
    properties[field.name] = fieldSchema(field, column)
    if (options.mode === 'create' && field.required === true && column.default === undefined) required.push(field.name)
  }
  return { type: 'object', additionalProperties: false, properties, required }
}

const validators = new WeakMap<FormDocument, WeakMap<ModelDocument, Map<FormRecordMode, ValidateFunction>>>()

function recordValidator(form: FormDocument, model: ModelDocument, mode: FormRecordMode): ValidateFunction {
  let byModel = validators.get(form)
  if (byModel === undefined) {
    byModel = new WeakMap()
    validators.set(form, byModel)
  }
  let byMode = byModel.get(model)
  if (byMode === undefined) {
    byMode = new Map()
    byModel.set(model, byMode)
  }
  let validate = byMode.get(mode)
  if (validate === undefined) {
    validate = compileSchema(formRecordSchema(form, model, { mode }))
    byMode.set(mode, validate)
  }
  return validate
}

/**
 * Validates a record a form sends against {@link formRecordSchema}, with the shared ajv
 * instance; the validator is compiled once per form, model and mode (documents are compared by
 * identity, so a changed document must be a new object). Issues point at the field
 * (`/title`); a missing required field and an unknown field are reported at their own path.
 * Empty when valid.
 *
 * @example checkFormRecord(form, model, { title: '' }, 'update') // [{ path: '/title', code: 'minLength', … }]
 */
export function checkFormRecord(
  form: FormDocument,
  model: ModelDocument,
  record: unknown,
  mode: FormRecordMode,
): DocumentIssue[] {
  const validate = recordValidator(form, model, mode)
  if (validate(record)) return []
  return issuesFromAjv(validate.errors ?? []).map((found) => {
    // A missing or unknown field is reported by ajv at its object; point at the field instead.
    const name =
      found.code === 'required'
        ? found.params?.missingProperty
        : found.code === 'additionalProperties'
          ? found.params?.additionalProperty
          : undefined
    return typeof name === 'string' ? { ...found, path: `${found.path}${pointer(name)}` } : found
  })
}
