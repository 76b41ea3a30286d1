import type { AccessCondition, ColumnCondition } from '@tamga/schema'
import { sql } from 'kysely'
import { type Fragment, rowConditionSql } from './rowConditions.ts'

/** Rows a caller reaches: every row, or those matching any one condition set (each set: all of its conditions). */
export type RowAccess = { every: true } | { every: false; anyOf: ReadonlyArray<readonly AccessCondition[]> }

/** Every row. */
export const EVERY_ROW: RowAccess = { every: true }

/**
 * The user id an anonymous caller's row conditions are bound with: ids start at 1, so a
 * condition on the caller's own rows matches none of them.
 */
export const ANONYMOUS_USER_ID = 0

/**
 * What one caller may read of one model, decided once per request by the path's rights (the
 * krud's grant, the tables a GraphQL entry or a data source reaches, the published rule for a
 * visitor): every row, or the rows matching any one of the condition sets, with the caller's id
 * the conditions compare with. Every read is compiled with one (see `compileRead`).
 */
export interface ReadAccess {
  readonly rows: RowAccess
  readonly userId: number
}

/** A krud grant's access: every row, or the rows its row conditions (all of them) allow. */
export function grantAccess(conditions: readonly AccessCondition[], userId: number): ReadAccess {
  return { rows: conditions.length === 0 ? EVERY_ROW : { every: false, anyOf: [conditions] }, userId }
}

/** A visitor's access: the rows the published rule lets anyone read (see `publishedRule`). */
export function visitorAccess(published: readonly ColumnCondition[]): ReadAccess {
  return grantAccess(published, ANONYMOUS_USER_ID)
}

/**
 * The access as one SQL condition over `column` references, or undefined for every row: the
 * condition sets joined with OR, each set's conditions with AND, the caller's id bound.
 */
export function accessCondition(access: ReadAccess, column: (name: string) => Fragment): Fragment | undefined {
  if (access.rows.every) return undefined
  const sets = access.rows.anyOf.map((conditions) =>
    conditions.length === 0
      ? sql`true`
      : sql`(${sql.join(
          conditions.map((condition) => rowConditionSql(condition, access.userId, column)),
          sql` and `,
        )})`,
  )
  return sets.length === 0 ? sql`false` : sql`(${sql.join(sets, sql` or `)})`
}
