// What a change to a model's table is, in what order changes run and which of them can lose
// data: the rules Tamga's own migration planner (engine-server, against the live catalog) and the
// generated projects' migrations (codegen, against the tables of the last generation) both follow,
// so a change refused by `tamga migrate` is refused by `tamga generate` too.
import { type ColumnType, columnTypeName, columnTypeSql } from '../documents/model.ts'

/** What one change to one table does. */
export type ModelChangeKind =
  | 'create-table'
  | 'add-column'
  | 'widen-column'
  | 'change-column-type'
  | 'drop-not-null'
  | 'set-not-null'
  | 'set-default'
  | 'drop-default'
  | 'set-comment'
  | 'add-primary-key'
  | 'drop-primary-key'
  | 'add-unique'
  | 'drop-unique'
  | 'add-index'
  | 'drop-index'
  | 'add-foreign-key'
  | 'drop-foreign-key'
  | 'drop-column'
  | 'drop-table'

/**
 * The order changes run in: drops of what depends on other things first, then tables, columns,
 * constraints and indexes, then foreign keys (once every table and key they need exists), and
 * dropped tables last.
 */
export const MODEL_CHANGE_PHASE: Readonly<Record<ModelChangeKind, number>> = {
  'drop-foreign-key': 0,
  'drop-index': 1,
  'drop-unique': 1,
  'drop-primary-key': 1,
  'create-table': 2,
  'add-column': 3,
  'widen-column': 3,
  'change-column-type': 3,
  'drop-not-null': 3,
  'set-not-null': 3,
  'set-default': 3,
  'drop-default': 3,
  'set-comment': 3,
  'drop-column': 4,
  'add-primary-key': 5,
  'add-unique': 5,
  'add-index': 5,
  'add-foreign-key': 6,
  'drop-table': 7,
}

/**
 * The changes that can lose data or refuse existing rows (a narrowed or retyped column, NOT NULL
 * over rows without a value, a dropped column, key or table): applied only when confirmed.
 */
export const DESTRUCTIVE_MODEL_CHANGES: ReadonlySet<ModelChangeKind> = new Set([
  'change-column-type',
  'set-not-null',
  'drop-primary-key',
  'drop-unique',
  'drop-index',
  'drop-foreign-key',
  'drop-column',
  'drop-table',
])

/** How a column's declared type relates to the type it has now. */
export type TypeComparison =
  /** Nothing to do. */
  | 'same'
  /** Every existing value fits the new type unchanged: applied without confirmation. */
  | 'widen'
  /** Values may be cut, rounded or refused: a destructive change. */
  | 'change'

/**
 * A column's type as it is now: read from PostgreSQL's catalog (Tamga's server) or from the
 * tables of the last generation (a generated project). `length` is absent for an unbounded
 * varchar, `precision` for an unconstrained numeric.
 */
export interface ExistingColumnType {
  /** The model's name for the type: `integer`, `varchar`, `numeric`, `geometry`, … */
  name: string
  length?: number
  precision?: number
  scale?: number
  /** As PostgreSQL spells it (`geometry(Point,4326)`), for the types compared by spelling. */
  formatted: string
}

/** A declared type as the existing type it would be once applied. */
export function existingColumnType(type: ColumnType): ExistingColumnType {
  const shape: ExistingColumnType = { name: columnTypeName(type), formatted: columnTypeSql(type) }
  if (typeof type !== 'string' && type.name === 'varchar') shape.length = type.length
  if (typeof type !== 'string' && type.name === 'numeric') {
    shape.precision = type.precision
    shape.scale = type.scale ?? 0
  }
  return shape
}

/**
 * Whether a column can go from its existing type to the declared one: the same, wider (integer
 * to bigint, varchar to text or a longer varchar, a numeric keeping its digits on both sides of
 * the point) or a change that can cut, round or refuse values.
 */
export function compareColumnTypes(desired: ColumnType, existing: ExistingColumnType): TypeComparison {
  const actualName = existing.name
  if (typeof desired === 'string') {
    if (desired === actualName) return 'same'
    if (desired === 'bigint' && actualName === 'integer') return 'widen'
    if (desired === 'text' && actualName === 'varchar') return 'widen'
    return 'change'
  }
  switch (desired.name) {
    case 'varchar': {
      if (actualName !== 'varchar') return 'change'
      const length = existing.length
      // An unbounded varchar holds anything, so any length is a narrowing.
      if (length === undefined || length > desired.length) return 'change'
      return length === desired.length ? 'same' : 'widen'
    }
    case 'numeric': {
      if (actualName !== 'numeric' || existing.precision === undefined) return 'change'
      const scale = desired.scale ?? 0
      const actualScale = existing.scale ?? 0
      if (existing.precision === desired.precision && actualScale === scale) return 'same'
      // Wider only when neither the digits after the point nor those before it shrink.
      return scale >= actualScale && desired.precision - scale >= existing.precision - actualScale ? 'widen' : 'change'
    }
    case 'geometry': {
      const spelling = (text: string) => text.replaceAll(' ', '').toLowerCase()
      return actualName === 'geometry' && spelling(existing.formatted) === spelling(columnTypeSql(desired))
        ? 'same'
        : 'change'
    }
  }
}
