// Request ids: Fastify's logger already puts `reqId` on every line a request's logger writes;
// these make that id the load balancer's when it sends one, and tell it back to the caller, so
// one id follows a request through the balancer's log, the instance's log and the client.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** The header a request's id comes in and goes back out in. */
export const REQUEST_ID_HEADER = 'x-request-id'

// Short, and nothing a log line or a header could be broken with: letters, digits, - _ . :
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

/**
 * Fastify's `genReqId`: the incoming `X-Request-Id` when it is 1 to 64 letters, digits or
 * `- _ . :`, else a new random UUID (Fastify's own counter starts again at every instance, so a
 * fleet's logs would repeat it).
 *
 * @example
 * Fastify({ genReqId: requestIdOf })
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER]
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID()
}

/** An `onRequest` hook: every answer, refusals included, carries its request's id. */
export async function echoRequestId(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header(REQUEST_ID_HEADER, request.id)
}
