// Sessions kept in the database (`tamga_session`), so that every instance sees a sign-out at
// once. Only the SHA-256 hash of a token is stored: a leaked table signs nobody in.
import { createHash, randomBytes } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { DOCUMENTS_VERSION_KEY } from '../permissions/documentsVersion.ts'
import { type RequestAuth, signedInUser } from './context.ts'

/** A new session token: 32 random bytes in base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The hash a token is stored and looked up by (hex SHA-256). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

// Anything else is not one of our tokens: answered as anonymous without asking the database.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/

/** Whether a string could be a session token (the shape {@link newSessionToken} makes). */
export function looksLikeSessionToken(value: string): boolean {
  return TOKEN_SHAPE.test(value)
}

/** Every role a user may act as: the main one first, then the extra ones, each once. */
export function userRoleIds(mainRoleId: number, extraRoleIds: readonly number[]): number[] {
  return [...new Set([mainRoleId, ...extraRoleIds])]
}

/** The extra roles of a user (`tamga_user_role`), in id order. */
export async function extraRoleIds(db: Kysely<SystemDatabase>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('tamga_user_role')
    .select('role_id')
    .where('user_id', '=', userId)
    .orderBy('role_id')
    .execute()
  return rows.map((row) => row.role_id)
}

/** What a new session needs. */
export interface NewSession {
  userId: number
  activeRoleId: number
  remember: boolean
  expiresAt: Date
  createdAt: Date
  ip: string | null
  userAgent: string | null
}

/** Stores a new session and returns its token (given to the client once, never stored). */
export async function createSession(
  db: Kysely<SystemDatabase>,
  session: NewSession,
): Promise<{ token: string; sessionId: string }> {
  const token = newSessionToken()
  const row = await db
    .insertInto('tamga_session')
    .values({
      user_id: session.userId,
      token_hash: hashSessionToken(token),
      active_role_id: session.activeRoleId,
      remember: session.remember,
      created_at: session.createdAt,
      last_seen_at: session.createdAt,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { token, sessionId: row.id }
}

/** A live session found by its token: the caller, and when the session was last seen. */
export interface FoundSession {
  auth: RequestAuth
  lastSeenAt: Date
  /**
   * The documents version, read in the same statement: the permission caches compare it at
   * every request, and reading it here saves a round trip to the database per request.
   */
  documentsVersion: number
}

const isNumberArray = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number')

/**
 * The caller a token belongs to, in one query on the token hash's unique index joined with the
 * user: the session must not be revoked nor expired at `now`, the user not deleted and
 * confirmed. A session whose active role was taken from the user since acts as the main role.
 */
export async function findSession(
  db: Kysely<SystemDatabase>,
  token: string,
  now: Date,
): Promise<FoundSession | undefined> {
  const row = await db
    .selectFrom('tamga_session as s')
    .innerJoin('tamga_user as u', 'u.id', 's.user_id')
    .select([
      's.id as session_id',
      's.active_role_id',
      's.last_seen_at',
      'u.id as user_id',
      'u.login',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.role_id',
      // json, not an array: both drivers hand json back parsed, the same way.
      sql<unknown>`coalesce((select json_agg(ur.role_id order by ur.role_id) from tamga_user_role ur where ur.user_id = u.id), '[]'::json)`.as(
        'extra_role_ids',
      ),
      sql<unknown>`(select value from tamga_setting where key = ${DOCUMENTS_VERSION_KEY})`.as('documents_version'),
    ])
    .where('s.token_hash', '=', hashSessionToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('u.deleted_at', 'is', null)
    .where('u.confirmed', '=', true)
    .executeTakeFirst()
  if (row === undefined) return undefined
  const roleIds = userRoleIds(row.role_id, isNumberArray(row.extra_role_ids) ? row.extra_role_ids : [])
  const documentsVersion = Number(row.documents_version ?? 0)
  return {
    lastSeenAt: row.last_seen_at,
    documentsVersion: Number.isFinite(documentsVersion) ? documentsVersion : 0,
    auth: {
      ...signedInUser({ ...row, id: row.user_id }, roleIds),
      roleId: roleIds.includes(row.active_role_id) ? row.active_role_id : row.role_id,
      sessionId: row.session_id,
    },
  }
}

/**
 * Records that a session was used, at most once per `intervalMs`: the condition in the update
 * keeps concurrent requests of one session from all writing.
 */
export async function touchSession(
  db: Kysely<SystemDatabase>,
  sessionId: string,
  now: Date,
  intervalMs: number,
): Promise<void> {
  await db
    .updateTable('tamga_session')
    .set({ last_seen_at: now })
    .where('id', '=', sessionId)
    .where('last_seen_at', '<', new Date(now.getTime() - intervalMs))
    .execute()
}

/**
 * Ends the session a token belongs to. Answers the session and its user when there was one not
 * yet revoked (for the instances to end its open connections), else undefined.
 */
export async function revokeSessionByToken(
  db: Kysely<SystemDatabase>,
  token: string,
  now: Date,
): Promise<{ sessionId: string; userId: number } | undefined> {
  const row = await db
    .updateTable('tamga_session')
    .set({ revoked_at: now })
    .where('token_hash', '=', hashSessionToken(token))
    .where('revoked_at', 'is', null)
    .returning(['id', 'user_id'])
    .executeTakeFirst()
  return row === undefined ? undefined : { sessionId: row.id, userId: row.user_id }
}

// Session ids are uuids; anything else would make PostgreSQL refuse the comparison.
const SESSION_ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * When a session that stands at `now` by the rule of {@link findSession} expires (sessions do not
 * slide: the moment is fixed at sign-in), or undefined when it does not stand (revoked, expired,
 * its user deleted or unconfirmed): an open connection checks it once it is watched.
 */
export async function liveSessionExpiry(
  db: Kysely<SystemDatabase>,
  sessionId: string,
  now: Date,
): Promise<Date | undefined> {
  if (!SESSION_ID_SHAPE.test(sessionId)) return undefined
  const row = await db
    .selectFrom('tamga_session as s')
    .innerJoin('tamga_user as u', 'u.id', 's.user_id')
    .select('s.expires_at')
    .where('s.id', '=', sessionId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('u.deleted_at', 'is', null)
    .where('u.confirmed', '=', true)
    .executeTakeFirst()
  return row === undefined ? undefined : new Date(row.expires_at)
}

/**
 * Ends every live session of a user, on every instance at once (password reset, user deletion).
 * Returns how many were ended.
 *
 * @example
 * await revokeUserSessions(database.db, userId)
 */
export async function revokeUserSessions(
  db: Kysely<SystemDatabase>,
  userId: number,
  now: Date = new Date(),
): Promise<number> {
  const result = await db
    .updateTable('tamga_session')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Makes one of the user's roles the session's active role. */
export async function setActiveRole(db: Kysely<SystemDatabase>, sessionId: string, roleId: number): Promise<void> {
  await db
    .updateTable('tamga_session')
    .set({ active_role_id: roleId })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute()
}
