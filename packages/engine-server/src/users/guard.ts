// Who may use the users endpoints: the shared permission check decides (admin area `users`).
import type { FastifyRequest } from 'fastify'
import type { RequestAuth } from '../auth/context.ts'
import { passesCsrfGuard } from '../auth/csrf.ts'
import { requireAuth } from '../auth/requireAuth.ts'
import { tamgaError } from '../http/errors.ts'
import { SUPER_ADMIN_ROLE_ID } from '../permissions/compileRole.ts'
import { requirePermission } from '../permissions/requirePermission.ts'

/** The caller, or 401 `UNAUTHORIZED` when the request carries no session. */
export const requireSignedIn = requireAuth

/**
 * The caller when they may administer users (admin area `users`, decided by the server's one
 * permission check): 401 for an anonymous request, 403 `FORBIDDEN` for a role without it.
 */
export async function requireUsersAdmin(request: FastifyRequest): Promise<RequestAuth> {
  await requirePermission(request, request.method === 'GET' ? 'read' : 'update', { kind: 'admin', area: 'users' })
  return requireAuth(request)
}

/**
 * Spec 7: the portal sends `X-Requested-With` on every call and a cross-site form cannot, so a
 * state-changing request without it is refused (403 `CSRF_HEADER_MISSING`). The auth plugin
 * guards the whole API the same way; this keeps the users routes safe when mounted alone.
 */
export function requireRequestedWith(request: FastifyRequest): void {
  if (!passesCsrfGuard(request.method, request.headers)) throw tamgaError('CSRF_HEADER_MISSING')
}

/** The roles a user has or is being given: the main role and the extra ones. */
export interface UserRoles {
  role_id?: number | undefined
  extra_role_ids?: readonly number[] | undefined
}

const holdsSuperAdmin = (roles: UserRoles): boolean =>
  roles.role_id === SUPER_ADMIN_ROLE_ID || (roles.extra_role_ids ?? []).includes(SUPER_ADMIN_ROLE_ID)

/**
 * Only a super admin (acting as role 1) grants role 1, or changes, removes, restores or
 * confirms an account that has it: a system administrator, who may run the users screen, cannot
 * raise anyone, itself included. 403 `SUPER_ADMIN_ONLY` otherwise.
 *
 * @param involved the account as it is, and the roles a change gives it
 */
export function requireSuperAdminFor(auth: RequestAuth, ...involved: readonly UserRoles[]): void {
  if (auth.roleId === SUPER_ADMIN_ROLE_ID) return
  if (involved.some(holdsSuperAdmin)) throw tamgaError('SUPER_ADMIN_ONLY')
}
