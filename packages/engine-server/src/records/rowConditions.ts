import type { RowCondition } from '@tamga/schema'
import { type RawBuilder, sql } from 'kysely'

/** A piece of SQL with its bound values. */
export type Fragment = RawBuilder<unknown>

/**
 * A role's row condition as SQL (issue 6: "compiled into the SQL WHERE, not filtered in
 * memory"): `current-user` compares the column with the caller's id, `user-organizations` with
 * the caller's organisations. `column` writes the column's reference (with or without a table
 * alias); the caller's id is a bound value.
 */
export function rowConditionSql(condition: RowCondition, userId: number, column: (name: string) => Fragment): Fragment {
  const target = column(condition.column)
  if (condition.type === 'current-user') return sql`${target} = ${userId}`
  return sql`${target} in (select org_id from tamga_user_organization where user_id = ${userId})`
}
