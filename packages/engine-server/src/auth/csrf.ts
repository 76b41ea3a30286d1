import type { FastifyRequest } from 'fastify'
import { tamgaError } from '../http/errors.ts'
import { bearerToken } from './bearerToken.ts'

/** The header every call of the client carries (spec 7); a cross-site form or image cannot set it. */
export const CSRF_HEADER = 'x-requested-with'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Whether a request may go on: reading methods always; a state-changing one with a non-empty
 * `X-Requested-With`, or with a bearer token (`Authorization: Bearer …`).
 *
 * The header guards the session cookie, the one credential a browser attaches by itself: a
 * browser sends `X-Requested-With` cross-site only after a CORS preflight the server does not
 * grant, so a forged form post never gets through. A bearer token is attached by the client's
 * own code, and a request carrying one is signed in by it alone, never by a cookie beside it
 * (`requestToken` reads the header with the same {@link bearerToken}); a forged request holds no
 * token of the victim's, so a stock GraphQL or REST client needs no extra header.
 */
export function passesCsrfGuard(method: string, headers: FastifyRequest['headers']): boolean {
  if (!STATE_CHANGING.has(method.toUpperCase())) return true
  if (bearerToken(headers.authorization) !== undefined) return true
  const value = headers[CSRF_HEADER]
  const text = Array.isArray(value) ? value.join('') : value
  return text !== undefined && text.trim() !== ''
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route does nothing for a caller without a cookie that the caller could not do from
     * anywhere (GraphQL: no sign-in, nothing but what a visitor may read), so only a request
     * carrying a cookie needs `X-Requested-With`: a stock client reading public entries without
     * a token needs no extra header either.
     */
    csrfForCookiesOnly?: boolean
  }
}

/**
 * An `onRequest` hook: refuses a state-changing request without the header or a bearer token
 * (403 `CSRF_HEADER_MISSING`); on a route with `csrfForCookiesOnly`, only one that carries a
 * cookie. A request for no route is left to answer 404: it changes nothing.
 */
export async function csrfGuard(request: FastifyRequest): Promise<void> {
  if (request.is404) return
  if (request.routeOptions.config.csrfForCookiesOnly === true && request.headers.cookie === undefined) return
  if (!passesCsrfGuard(request.method, request.headers)) throw tamgaError('CSRF_HEADER_MISSING')
}
