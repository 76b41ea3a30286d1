// The users' SQL, through Kysely with bound values only. Every function takes the Kysely handle
// (or a transaction) it works on; nothing is kept between calls.
import { searchVariants } from '@tamga/schema'
import { type Kysely, type Selectable, sql } from 'kysely'
import type { SystemDatabase, UserTable } from '../db/tables.ts'
import { tamgaError } from '../http/errors.ts'
import type { UserView } from './schemas.ts'

type Db = Kysely<SystemDatabase>

/** A user row as read: every column but the password hash. */
export type UserRow = Omit<Selectable<UserTable>, 'password_hash'>

/** The columns read for a user: never `password_hash`. */
export const USER_COLUMNS = [
  'id',
  'login',
  'email',
  'first_name',
  'last_name',
  'nickname',
  'register_no',
  'birthday',
  'gender',
  'phone',
  'mobile',
  'note',
  'image',
  'role_id',
  'confirmed',
  'created_at',
  'updated_at',
  'deleted_at',
] as const satisfies ReadonlyArray<keyof UserRow>

const iso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : value)

/** A row and its extra roles as the API shows them. */
export function userView(row: UserRow, extraRoleIds: readonly number[]): UserView {
  return {
    ...row,
    gender: row.gender,
    extra_role_ids: [...extraRoleIds],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: row.deleted_at === null ? null : iso(row.deleted_at),
  }
}

/** The extra roles of each user, by user id, in one query. */
async function extraRolesOf(db: Db, userIds: readonly number[]): Promise<Map<number, number[]>> {
  const roles = new Map<number, number[]>(userIds.map((id) => [id, []]))
  if (userIds.length === 0) return roles
  const rows = await db
    .selectFrom('tamga_user_role')
    .select(['user_id', 'role_id'])
    .where('user_id', 'in', [...userIds])
    .orderBy('role_id')
    .execute()
  for (const row of rows) roles.get(row.user_id)?.push(row.role_id)
  return roles
}

/** Which users a lookup considers: live ones (the default) or soft-deleted ones. */
export type UserState = 'live' | 'deleted'

/** One user with their extra roles, or undefined. */
export async function findUser(db: Db, id: number, state: UserState = 'live'): Promise<UserView | undefined> {
  const row = await db
    .selectFrom('tamga_user')
    .select(USER_COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', state === 'live' ? 'is' : 'is not', null)
    .executeTakeFirst()
  if (row === undefined) return undefined
  return userView(row, (await extraRolesOf(db, [id])).get(id) ?? [])
}

/** {@link findUser}, or 404 `USER_NOT_FOUND`. */
export async function getUser(db: Db, id: number, state: UserState = 'live'): Promise<UserView> {
  const user = await findUser(db, id, state)
  if (user === undefined) throw tamgaError('USER_NOT_FOUND')
  return user
}

/** What {@link listUsers} looks for. */
export interface UserListOptions {
  state: UserState
  search?: string | undefined
  confirmed?: boolean | undefined
  page: number
  pageSize: number
}

// LIKE's own characters in a search are meant literally.
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/**
 * A page of users, newest first, and how many match in all. The search looks for the text,
 * in any case and in each of its spellings (Cyrillic and Latin, see `searchVariants`: "bold"
 * finds Болд, "Цэцэг" finds Tsetseg), in the login, names, e-mail and registration number.
 */
export async function listUsers(db: Db, options: UserListOptions): Promise<{ users: UserView[]; total: number }> {
  let query = db.selectFrom('tamga_user').where('deleted_at', options.state === 'live' ? 'is' : 'is not', null)
  const search = options.search?.trim() ?? ''
  if (search !== '') {
    // Text without letters to respell (`%`, a number) is looked for as typed.
    const spellings = searchVariants(search)
    const patterns = (spellings.length === 0 ? [search] : spellings).map(likePattern)
    query = query.where((eb) =>
      eb.or(
        (['login', 'first_name', 'last_name', 'email', 'register_no'] as const).flatMap((column) =>
          patterns.map((pattern) => eb(column, 'ilike', pattern)),
        ),
      ),
    )
  }
  if (options.confirmed !== undefined) query = query.where('confirmed', '=', options.confirmed)
  const [rows, count] = await Promise.all([
    query
      .select(USER_COLUMNS)
      .orderBy('id', 'desc')
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ])
  const roles = await extraRolesOf(
    db,
    rows.map((row) => row.id),
  )
  return {
    users: rows.map((row) => userView(row, roles.get(row.id) ?? [])),
    total: Number(count.total),
  }
}

/**
 * 409 `USER_EXISTS` when a live account other than `exceptId` has the login or the e-mail
 * address, in any case. The unique indexes still guard against two requests at once.
 */
export async function assertUnique(
  db: Db,
  fields: { login?: string | undefined; email?: string | null | undefined },
  exceptId?: number,
): Promise<void> {
  const { login, email } = fields
  if (login === undefined && (email === undefined || email === null)) return
  let query = db
    .selectFrom('tamga_user')
    .select('id')
    .where('deleted_at', 'is', null)
    .where((eb) => {
      const matches = []
      if (login !== undefined) matches.push(eb(eb.fn('lower', ['login']), '=', login.toLowerCase()))
      if (email !== undefined && email !== null) matches.push(eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      return eb.or(matches)
    })
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId)
  if ((await query.limit(1).executeTakeFirst()) !== undefined) throw tamgaError('USER_EXISTS')
}

/** Whether a database error is a unique-index violation (SQLSTATE 23505), on both backends. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}

/** Runs a write, answering a unique-index violation (a race {@link assertUnique} lost) with 409 `USER_EXISTS`. */
export async function withUniqueUsers<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw tamgaError('USER_EXISTS', { cause: error })
    throw error
  }
}

/** Replaces a user's extra roles; the main role is never stored twice. */
export async function replaceExtraRoles(
  db: Db,
  userId: number,
  mainRoleId: number,
  roleIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('tamga_user_role').where('user_id', '=', userId).execute()
  const extra = [...new Set(roleIds)].filter((roleId) => roleId !== mainRoleId)
  if (extra.length > 0) {
    await db
      .insertInto('tamga_user_role')
      .values(extra.map((roleId) => ({ user_id: userId, role_id: roleId })))
      .execute()
  }
}

/** Ends every open session of the user, on every instance at its next request. */
export async function revokeSessions(db: Db, userId: number, keepSessionId?: string): Promise<void> {
  let query = db
    .updateTable('tamga_session')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
  // Only a real session id can be kept; anything else would make the uuid comparison fail.
  if (keepSessionId !== undefined && /^[0-9a-f-]{36}$/i.test(keepSessionId)) {
    query = query.where('id', '!=', keepSessionId)
  }
  await query.execute()
}

/** The password hash of a live user, for checking the current password. */
export async function passwordHashOf(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('tamga_user')
    .select('password_hash')
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return row?.password_hash
}
