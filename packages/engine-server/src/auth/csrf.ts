import type { FastifyRequest } from 'fastify'
import { tamgaError } from '../http/errors.ts'

/** The header every call of the client carries (spec 7); a cross-site form or image cannot set it. */
export const CSRF_HEADER = 'x-requested-with'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Whether a request may go on: reading methods always; a state-changing one only with a
 * non-empty `X-Requested-With`. A browser sends that header cross-site only after a CORS
 * preflight the server does not grant, so a forged form post never gets through.
 */
export function passesCsrfGuard(method: string, headers: FastifyRequest['headers']): boolean {
  if (!STATE_CHANGING.has(method.toUpperCase())) return true
  const value = headers[CSRF_HEADER]
  const text = Array.isArray(value) ? value.join('') : value
  return text !== undefined && text.trim() !== ''
}

/**
 * An `onRequest` hook: refuses a state-changing request without the header (403
 * `CSRF_HEADER_MISSING`). A request for no route is left to answer 404: it changes nothing.
 */
export async function csrfGuard(request: FastifyRequest): Promise<void> {
  if (request.is404) return
  if (!passesCsrfGuard(request.method, request.headers)) throw tamgaError('CSRF_HEADER_MISSING')
}
