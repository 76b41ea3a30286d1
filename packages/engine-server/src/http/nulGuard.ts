import type { FastifyInstance, FastifyRequest } from 'fastify'
import { tamgaError } from './errors.ts'

type RequestPart = 'params' | 'querystring' | 'body'

/** Where in a parsed value a NUL character is, as a JSON Pointer; undefined when it holds none. */
function nulAt(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, inner] of Object.entries(value)) {
    const at = `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`
    if (key.includes('\u0000')) return at
    const found = nulAt(inner, at)
    if (found !== undefined) return found
  }
  return undefined
}

/** The first request part (params, query, JSON body) holding a NUL character, and where. */
function nulOf(request: FastifyRequest): { part: RequestPart; path: string } | undefined {
  const parts: Array<[RequestPart, unknown]> = [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ]
  for (const [part, value] of parts) {
    const path = nulAt(value)
    if (path !== undefined) return { part, path }
  }
  return undefined
}

/**
 * Refuses a request whose parameters, query or JSON body hold a NUL character anywhere, with
 * 400 `VALIDATION_FAILED` at the value, before any route's handler runs. No text PostgreSQL
 * stores or compares may hold one, and no field of Tamga means one, so every route is spared a
 * server error for a byte only an attacker sends. Registered on the root instance, so it guards
 * the API, the public site and the portal alike.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = nulOf(request)
    if (found === undefined) return
    throw tamgaError('VALIDATION_FAILED', {
      issues: [
        {
          path: found.path,
          code: 'nul-character',
          message: { en_US: 'must not contain a NUL character', mn_MN: 'NUL тэмдэгт агуулж болохгүй' },
        },
      ],
      in: found.part,
    })
  })
}
