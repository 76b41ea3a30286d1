// The people a workflow hands steps to: who holds a role, and how a person is named.
import type { ProcessPerson } from '@tamga/schema'
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'

/** A user row as the workflow names people. */
export interface PersonRow {
  id: number
  login: string
  first_name: string | null
  last_name: string | null
}

/** A person as the workflow screens name them (names may be missing: empty text then). */
export function personOf(row: PersonRow): ProcessPerson {
  return { userId: row.id, firstName: row.first_name ?? '', lastName: row.last_name ?? '', login: row.login }
}

/**
 * Live, confirmed users holding `roleId` as their main role or as an extra one: the people a
 * step assigned to that role may be handed to, or a vote's council members picked from.
 */
export function holdsRole(eb: ExpressionBuilder<SystemDatabase, 'tamga_user'>, roleId: number): Expression<SqlBool> {
  return eb.and([
    eb('tamga_user.deleted_at', 'is', null),
    eb('tamga_user.confirmed', '=', true),
    eb.or([
      eb('tamga_user.role_id', '=', roleId),
      eb(
        'tamga_user.id',
        'in',
        eb
          .selectFrom('tamga_user_role')
          .select('tamga_user_role.user_id')
          .where('tamga_user_role.role_id', '=', roleId),
      ),
    ]),
  ])
}

/** Every holder of a role (see {@link holdsRole}), by last and first name; at most `limit`. */
export async function roleHolders(db: Kysely<SystemDatabase>, roleId: number, limit = 1000): Promise<PersonRow[]> {
  return db
    .selectFrom('tamga_user')
    .select(['id', 'login', 'first_name', 'last_name'])
    .where((eb) => holdsRole(eb, roleId))
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .limit(limit)
    .execute()
}

/** Which of `userIds` hold `roleId`. */
export async function holdersAmong(
  db: Kysely<SystemDatabase>,
  roleId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('tamga_user')
    .select('id')
    .where('id', 'in', [...userIds])
    .where((eb) => holdsRole(eb, roleId))
    .execute()
  return new Set(rows.map((row) => row.id))
}
