import type { Selectable } from 'kysely'
import type { UserTable } from '../db/tables.ts'

/**
 * Who is calling: set on every request by the auth plugin (`request.auth`), null when the
 * request carries no valid session. Every permission check starts from this.
 */
export interface RequestAuth {
  userId: number
  login: string
  firstName: string | null
  lastName: string | null
  email: string | null
  /** The role the session acts as (spec 3.6 `role`): the main role or an extra one chosen at /select-role. */
  roleId: number
  /** The user's main role (`tamga_user.role_id`). */
  mainRoleId: number
  /** Every role the user may act as: the main one and the extra ones. */
  roleIds: readonly number[]
  sessionId: string
}

/** A user's row as `tamga_user` has it, signed in with their main role active. */
export function signedInUser(
  user: Pick<Selectable<UserTable>, 'id' | 'login' | 'first_name' | 'last_name' | 'email' | 'role_id'>,
  roleIds: readonly number[],
): Omit<RequestAuth, 'sessionId'> {
  return {
    userId: user.id,
    login: user.login,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    roleId: user.role_id,
    mainRoleId: user.role_id,
    roleIds,
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, or null for an anonymous request. */
    auth: RequestAuth | null
    /** The documents version read with the caller's session; undefined without one (read on demand). */
    documentsVersion: number | undefined
  }
}
