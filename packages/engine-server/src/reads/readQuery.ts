import type { ModelDocument } from '@tamga/schema'
import type { Fragment } from './rowConditions.ts'

/** A value a condition compares a column with: always a bound parameter. */
export type ReadValue = string | number | boolean

/**
 * One condition on the rows read, over the columns of the read's alias. Each path that reads
 * (a grid's filters, a GraphQL filter, a cascading choice, a site listing's filter) says what
 * it wants in these terms; {@link compileRead} is the only place they become SQL.
 */
export type ReadCondition =
  /** `text`: the column compared as text (a query-string value against a number or a date). */
  | { column: string; is: 'equal' | 'at-least' | 'at-most' | 'not-equal'; value: ReadValue; text?: boolean }
  | { column: string; is: 'one-of'; values: readonly ReadValue[]; text?: boolean }
  | { column: string; is: 'null' | 'not-null' }
  /** The column, read as text, holds the words (`%`, `_` and `\` taken literally). */
  | { column: string; is: 'matching'; match: 'contains' | 'starts-with'; text: string }
  /** A date range's last day: a timestamp later that day is still in it. */
  | { column: string; is: 'on-or-before-day'; day: string }
  /** Any target holds any of the spellings (Cyrillic and Latin) of the words searched. */
  | { is: 'searched'; targets: readonly SearchTarget[]; variants: readonly string[] }
  /** Keyset paging: the rows after the one whose order-key values are `values`. */
  | { is: 'after'; keys: readonly OrderKey[]; values: readonly unknown[] }
  /** The column is among the values another read answers (its one selected column). */
  | { column: string; is: 'among'; read: Fragment }
  /**
   * The same for a read that is not correlated with this one, false for a null column: the read
   * runs once per statement and each row is looked up in a hash of its values (PostgreSQL's
   * hashed SubPlan), rather than joined to every row this read passes.
   */
  | { column: string; is: 'among-once'; read: Fragment }
  /** A correlated read: the column equals an outer statement's column (a sub-table's link). */
  | { column: string; is: 'linked'; to: Fragment }
  /** Nothing matches (an empty `in` list, a cascading choice without its parent's value). */
  | { is: 'none' }
  /** Every one of the conditions holds (none given: every row). */
  | { is: 'all'; conditions: readonly ReadCondition[] }
  /** At least one of the conditions holds (none given: no row). */
  | { is: 'any'; conditions: readonly ReadCondition[] }
  /** The condition does not hold. */
  | { is: 'not'; condition: ReadCondition }
  /** Another read (correlated with this one's alias) answers at least one row. */
  | { is: 'exists'; read: Fragment }

/**
 * The label of the related row a column points at: `table`'s row whose `key` equals the
 * column, and its `fields` (label columns, with their translations when searched).
 */
export interface RelatedLabel {
  table: string
  key: string
  fields: readonly string[]
}

/**
 * What a search looks in: a column of the read, an expression over it (an option's label), or
 * the label of the related row a column points at (a grid's relation column, as it is shown).
 */
export type SearchTarget = string | { expression: Fragment } | { related: RelatedLabel; of: string }

/** One key of the order: a column of the read, or an expression over it. */
export interface OrderKey {
  by: string | { expression: Fragment }
  desc: boolean
  nullsLast?: boolean
}

/** One item of the select list. */
export type ReadColumn =
  /** A column of the read, under its own name unless `as`; `text`: cast to text. */
  | { column: string; as?: string; text?: boolean }
  /**
   * The label of the related row a column points at: the related table's label columns joined
   * with spaces, read in the same statement.
   */
  | { label: RelatedLabel; of: string; as: string }
  /** The row's version (PostgreSQL's `xmin`), which a later write is checked against. */
  | { version: true; as: string }
  /** An expression an adapter builds from validated documents (a process id, a nested read). */
  | { expression: Fragment; as?: string }

/** Which rows of a soft-delete model are read. */
export type DeletedRows = 'live' | 'deleted' | 'any'

/**
 * One read of one model's rows, as every path describes it: what to select, which rows, in
 * which order, which window. The caller's access is not part of it: {@link compileRead} takes
 * it separately and applies it to every read, with the soft-delete rule of the model.
 */
export interface ReadQuery {
  model: ModelDocument
  /** What is read instead of the model's table: a data source's statement, a change event's row. */
  from?: Fragment | undefined
  /** The alias the read's columns are referenced with. */
  alias: string
  select: readonly ReadColumn[]
  where?: readonly ReadCondition[] | undefined
  /** @default 'live' for a soft-delete model */
  rows?: DeletedRows | undefined
  order?: readonly OrderKey[] | undefined
  /** The page: a literal limit (a checked integer) and a bound offset. */
  window?: { limit?: number | undefined; offset?: number | undefined } | undefined
  /** Also answer `__total`, the number of rows matching before the window. */
  total?: boolean | undefined
  /** Each distinct row once. */
  distinct?: boolean | undefined
}

/** The column `total: true` answers the count in. */
export const TOTAL_COLUMN = '__total'
