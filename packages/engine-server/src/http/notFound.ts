import type { FastifyReply, FastifyRequest } from 'fastify'
import { tamgaError } from './errors.ts'

/** The path of a request URL, without its query string. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

/** Whether a URL is under the API base path (`/api`, `/api/…`), where only JSON is answered. */
export function isApiPath(url: string, apiBase: string): boolean {
  const path = pathOf(url)
  return path === apiBase || path.startsWith(`${apiBase}/`)
}

/** Answers a request no API route matches: 404 `NOT_FOUND` in the catalogue's shape. */
export function apiNotFoundHandler(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.send(tamgaError('NOT_FOUND'))
}
