// The comparisons between a column of a model document and the column the catalog describes:
// whether a type is the same, wider or different (the schema's rule), and whether a default is the same.
export type { TypeComparison } from '@tamga/schema'

import {
  type ColumnDefault,
  type ColumnType,
  columnTypeName,
  compareColumnTypes,
  type ExistingColumnType,
  type TypeComparison,
} from '@tamga/schema'
import type { ActualColumn } from './introspect.ts'

/** PostgreSQL packs a varchar's length and a numeric's precision/scale into atttypmod, offset by 4. */
const TYPMOD_OFFSET = 4

/** The catalog's type names that are the model's simple types under another name. */
const CATALOG_SIMPLE_NAMES: Readonly<Record<string, string>> = {
  int4: 'integer',
  int8: 'bigint',
  bool: 'boolean',
}

/** The model's name for the column's catalog type (`int4` is `integer`), or the catalog's own. */
export function actualTypeName(column: ActualColumn): string {
  return CATALOG_SIMPLE_NAMES[column.typeName] ?? column.typeName
}

/** The catalog's column type in the terms of the schema's type comparison. */
function existingType(column: ActualColumn): ExistingColumnType {
  const name = actualTypeName(column)
  const shape: ExistingColumnType = { name, formatted: column.formatted }
  if (column.typeModifier < TYPMOD_OFFSET) return shape
  const packed = column.typeModifier - TYPMOD_OFFSET
  if (name === 'varchar') shape.length = packed
  if (name === 'numeric') {
    shape.precision = (packed >> 16) & 0xffff
    shape.scale = packed & 0xffff
  }
  return shape
}

/**
 * Compares the type a model declares with the type the column has, by the one rule of
 * `@tamga/schema` that generated projects' migrations follow too.
 */
export function compareTypes(desired: ColumnType, actual: ActualColumn): TypeComparison {
  return compareColumnTypes(desired, existingType(actual))
}

/** What a column's default is, in terms both a document and the catalog can be put in. */
export type DefaultState =
  | { kind: 'none' }
  | { kind: 'identity'; always: boolean }
  | { kind: 'named'; name: 'now' | 'current_date' | 'gen_random_uuid' }
  /** A constant: its text as PostgreSQL prints it, without quotes and casts. */
  | { kind: 'literal'; text: string }
  /** An expression a model cannot declare (a sequence, a function call of someone else's). */
  | { kind: 'expression'; text: string }

/**
 * The default a model asks the database for. `current_user_id` is not SQL: the server fills it
 * in on insert, so the database gets no default for it.
 */
export function desiredDefault(value: ColumnDefault | undefined): DefaultState {
  if (value === undefined) return { kind: 'none' }
  if ('named' in value) {
    switch (value.named) {
      case 'identity':
        return { kind: 'identity', always: false }
      case 'current_user_id':
        return { kind: 'none' }
      default:
        return { kind: 'named', name: value.named }
    }
  }
  return { kind: 'literal', text: String(value.value) }
}

const NAMED_EXPRESSIONS: Readonly<Record<string, 'now' | 'current_date' | 'gen_random_uuid'>> = {
  'now()': 'now',
  CURRENT_DATE: 'current_date',
  'gen_random_uuid()': 'gen_random_uuid',
}

/** A trailing cast as pg_get_expr prints it: `::character varying`, `::timestamp with time zone`, `::numeric(10,2)`. */
const TRAILING_CAST = /::[a-z_][a-z0-9_ ]*(\(\d+(,\s*\d+)?\))?(\[\])?$/i
const QUOTED = /^'((?:[^']|'')*)'$/s
const BARE_CONSTANT = /^(-?\d+(\.\d+)?|true|false)$/

/** Reads back the default the catalog has for a column. */
export function actualDefault(column: ActualColumn): DefaultState {
  if (column.identity !== null) return { kind: 'identity', always: column.identity === 'always' }
  if (column.defaultExpression === null) return { kind: 'none' }
  const named = NAMED_EXPRESSIONS[column.defaultExpression]
  if (named !== undefined) return { kind: 'named', name: named }
  let text = column.defaultExpression
  while (TRAILING_CAST.test(text)) text = text.replace(TRAILING_CAST, '')
  const quoted = QUOTED.exec(text)
  if (quoted?.[1] !== undefined) return { kind: 'literal', text: quoted[1].replaceAll("''", "'") }
  if (BARE_CONSTANT.test(text)) return { kind: 'literal', text }
  return { kind: 'expression', text: column.defaultExpression }
}

/** The date and time types, whose constants PostgreSQL rewrites (`'2020-01-01'` becomes `'2020-01-01 00:00:00+00'`). */
export const TEMPORAL_TYPES: ReadonlySet<string> = new Set(['date', 'timestamp', 'timestamptz', 'time'])

/**
 * Whether two defaults are the same without asking the database. Constants of the date and
 * time types answer `undefined`: only PostgreSQL can say whether two spellings are one value.
 */
export function sameDefault(type: ColumnType, desired: DefaultState, actual: DefaultState): boolean | undefined {
  if (desired.kind === 'literal' && actual.kind === 'literal') {
    if (desired.text === actual.text) return true
    const name = columnTypeName(type)
    if (TEMPORAL_TYPES.has(name)) return undefined
    // 1.5 and 1.50 are one numeric value; integers print without a fraction anyway.
    if (name === 'numeric' || name === 'integer' || name === 'bigint')
      return Number(desired.text) === Number(actual.text)
    return false
  }
  if (desired.kind === 'identity' && actual.kind === 'identity') return desired.always === actual.always
  if (desired.kind === 'named' && actual.kind === 'named') return desired.name === actual.name
  return desired.kind === 'none' && actual.kind === 'none'
}
