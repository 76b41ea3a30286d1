import type { RowCondition } from '@tamga/schema'

/**
 * A condition the server itself puts on rows: a column holding a given value (`is_published`
 * true, a workflow's status `END`) or no value (`deleted_at`). The public site's published
 * rule is made of these (see `publishedRule`).
 */
export type ColumnCondition =
  | { type: 'column-equals'; column: string; value: boolean | string }
  | { type: 'column-null'; column: string }

/** A condition on the rows a grant covers: a role's row condition, or one the server adds. */
export type AccessCondition = RowCondition | ColumnCondition
