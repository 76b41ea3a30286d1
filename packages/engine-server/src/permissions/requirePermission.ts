import type { FastifyRequest } from 'fastify'
import { tamgaError } from '../http/errors.ts'
import type { PermissionAuthorizer } from './authorizer.ts'
import type { AccessCondition, PermissionAction, PermissionTarget } from './types.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The one permission check of the server (issue 4): every endpoint asks it. */
    authorizer: PermissionAuthorizer
  }
}

/**
 * Asks the server's authorizer (`app.authorizer`) whether the caller may do `action` on
 * `target`, and answers the row conditions the grant carries (none: every row). Throws the
 * catalogue's 401 `UNAUTHORIZED` for an anonymous caller and 403 `FORBIDDEN` for a signed-in one
 * the role does not allow. The documents version is read at most once per request.
 *
 * @example
 * const conditions = await requirePermission(request, 'read', { kind: 'krud', name: 'applications' })
 */
export async function requirePermission(
  request: FastifyRequest,
  action: PermissionAction,
  target: PermissionTarget,
): Promise<readonly AccessCondition[]> {
  // `?? null`: a server without the auth plugin has no `auth` on its requests at all.
  const auth = request.auth ?? null
  const decision = await request.server.authorizer.check(auth, action, target, request)
  if (decision.allowed) return decision.rowConditions
  throw tamgaError(auth === null ? 'UNAUTHORIZED' : 'FORBIDDEN')
}
