import { type ColumnType, columnTypeName, effectiveColumns, type ModelDocument } from '@tamga/schema'

/**
 * What kind of value a column or an output holds, as far as comparisons, aggregates and the
 * JSON answer care: a filter compares a `number` column only with numbers, `sum` and `avg`
 * need numbers, and a chart answers `number` values as JSON numbers.
 */
export type ValueKind = 'number' | 'text' | 'uuid' | 'boolean' | 'date' | 'timestamp' | 'time' | 'json' | 'geometry'

/** The kind of a model column type. */
export function valueKindOf(type: ColumnType): ValueKind {
  const name = columnTypeName(type)
  switch (name) {
    case 'integer':
    case 'bigint':
    case 'numeric':
      return 'number'
    case 'text':
    case 'varchar':
      return 'text'
    case 'uuid':
    case 'boolean':
    case 'date':
    case 'time':
    case 'geometry':
      return name
    case 'timestamp':
    case 'timestamptz':
      return 'timestamp'
    default:
      return 'json'
  }
}

/** The kind of every column a model's table really has (declared and implied ones). */
export function modelColumnKinds(model: ModelDocument): ReadonlyMap<string, ValueKind> {
  return new Map(effectiveColumns(model).map((column) => [column.name, valueKindOf(column.type)]))
}

/** Kinds `min` and `max` order; PostgreSQL has no `max(boolean)`, and JSON or shapes have no order. */
const ORDERED_KINDS: ReadonlySet<ValueKind> = new Set(['number', 'text', 'uuid', 'date', 'timestamp', 'time'])

/** Whether `min`/`max` (and `<`, `between`) apply to values of this kind. */
export function isOrderedKind(kind: ValueKind): boolean {
  return ORDERED_KINDS.has(kind)
}

/** Whether two columns of these kinds can be compared for equality (a join condition). */
export function comparableKinds(left: ValueKind, right: ValueKind): boolean {
  if (left === right) return left !== 'json' && left !== 'geometry'
  const temporal = new Set<ValueKind>(['date', 'timestamp'])
  return temporal.has(left) && temporal.has(right)
}

/**
 * A database value as a chart draws it: a `number` value as a JSON number (PostgreSQL's
 * `numeric`, and a `bigint` past 2^53, arrive as text so that nothing is rounded on the way).
 */
export function chartValue(value: unknown, kind: ValueKind | undefined): unknown {
  if (kind !== 'number' || typeof value !== 'string') return value
  const number = Number(value)
  return Number.isFinite(number) ? number : value
}
