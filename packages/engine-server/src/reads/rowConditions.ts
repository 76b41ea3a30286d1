import type { AccessCondition } from '@tamga/schema'
import { type RawBuilder, sql } from 'kysely'

/** A piece of SQL with its bound values. */
export type Fragment = RawBuilder<unknown>

/**
 * A row condition as SQL (issue 6: "compiled into the SQL WHERE, not filtered in memory"):
 * `current-user` compares the column with the caller's id, `user-organizations` with the
 * caller's organisations; the server's own column conditions (the published rule) compare the
 * column with their value. `column` writes the column's reference (with or without a table
 * alias); every value is bound.
 */
export function rowConditionSql(
  condition: AccessCondition,
  userId: number,
  column: (name: string) => Fragment,
): Fragment {
  const target = column(condition.column)
  switch (condition.type) {
    case 'current-user':
      return sql`${target} = ${userId}`
    case 'user-organizations':
      return sql`${target} in (select org_id from tamga_user_organization where user_id = ${userId})`
    case 'column-equals':
      return sql`${target} = ${condition.value}`
    case 'column-null':
      return sql`${target} is null`
  }
}
