import { createHash } from 'node:crypto'
import { type TamgaDocument, validateDocument } from '@tamga/schema'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { tamgaError } from './errors.ts'

/**
 * Validates a document sent to the API with `@tamga/schema` and returns it typed (migrated to
 * the current format version); throws `DOCUMENT_INVALID` (400) with every issue otherwise.
 */
export function requireValidDocument(value: unknown): TamgaDocument {
  const result = validateDocument(value)
  if (result.ok) return result.value
  throw tamgaError('DOCUMENT_INVALID', { issues: result.issues, in: 'body' })
}

/**
 * Whether an `Accept` header admits HTML (RFC 9110 12.5.1): `text/html`, `text/*` or `*\/*`
 * with a non-zero quality. A missing header admits anything.
 */
export function acceptsHtml(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true
  return accept.split(',').some((range) => {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase())
    if (type !== 'text/html' && type !== 'text/*' && type !== '*/*') return false
    const quality = parameters.find((parameter) => parameter.startsWith('q='))
    return quality === undefined || Number(quality.slice(2)) > 0
  })
}

/** A strong entity tag for a response body: a hash of its bytes. */
export function entityTag(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/**
 * Whether an `If-None-Match` header matches a tag, with the weak comparison RFC 9110 13.1.2
 * asks for: `W/` prefixes are ignored, `*` matches any current representation.
 */
export function noneMatch(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false
  if (header.trim() === '*') return true
  const bare = tag.replace(/^W\//, '')
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare)
}

/**
 * Sends a JSON body (serialized by the route's response schema) with an ETag and
 * `Cache-Control: no-cache`, so a client revalidates every time and gets a bodiless 304 when
 * nothing changed.
 */
export function sendRevalidatedJson(request: FastifyRequest, reply: FastifyReply, body: unknown): FastifyReply {
  const serialized = reply.serialize(body)
  const text = serialized instanceof ArrayBuffer ? new Uint8Array(serialized) : serialized
  const tag = entityTag(text)
  reply.header('cache-control', 'no-cache').header('etag', tag)
  if (noneMatch(request.headers['if-none-match'], tag)) return reply.code(304).send()
  return reply.type('application/json; charset=utf-8').send(text)
}
