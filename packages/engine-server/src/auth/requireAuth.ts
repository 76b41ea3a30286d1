import type { FastifyRequest } from 'fastify'
import { tamgaError } from '../http/errors.ts'
import type { RequestAuth } from './context.ts'

/**
 * The caller of a request that needs a signed-in user; throws the catalogue's 401
 * `UNAUTHORIZED` ('Нэвтэрнэ үү', spec 8.2) for an anonymous one.
 *
 * @example
 * const auth = requireAuth(request)
 * await listNotifications(db, auth.userId)
 */
export function requireAuth(request: FastifyRequest): RequestAuth {
  // `?? null`: a server without the auth plugin has no `auth` on its requests at all.
  const auth = request.auth ?? null
  if (auth === null) throw tamgaError('UNAUTHORIZED')
  return auth
}
