// Who may use the users endpoints: the shared permission check decides (admin area `users`).
import type { FastifyRequest } from 'fastify'
import type { RequestAuth } from '../auth/context.ts'
import { passesCsrfGuard } from '../auth/csrf.ts'
import { requireAuth } from '../auth/requireAuth.ts'
import { tamgaError } from '../http/errors.ts'
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
