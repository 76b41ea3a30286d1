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

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, or null for an anonymous request. */
    auth: RequestAuth | null
    /** The documents version read with the caller's session; undefined without one (read on demand). */
    documentsVersion: number | undefined
  }
}
