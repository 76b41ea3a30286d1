// The session token a subscription client gives in its graphql-ws `connection_init` message. A
// browser cannot set headers on a WebSocket's upgrade, so stock clients (graphql-ws's
// `createClient`, Apollo's `GraphQLWsLink`) send the token in the message's payload, the
// `connectionParams` of their options. mercurius hands the subscription context the upgrade
// request and the socket but not that payload: it is read here off the socket's first message.
import { isJsonObject } from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import type { WebSocket, WebSocketServer } from 'ws'
import { bearerToken } from '../auth/bearerToken.ts'
import { findSession, looksLikeSessionToken } from '../auth/sessions.ts'
import type { TamgaDatabase } from '../db/database.ts'

/**
 * The token a `connection_init` payload carries, in the shapes clients send by convention:
 * `{ authorization: 'Bearer …' }` (or `Authorization`), `{ headers: { authorization: 'Bearer …' } }`
 * (mercurius's and Hasura's), or the bare token as `{ token }` or `{ authToken }` (Apollo's and
 * graphql-ws's examples). Undefined when it carries none.
 *
 * @example connectionInitToken({ authorization: 'Bearer abc' }) // 'abc'
 */
export function connectionInitToken(payload: unknown): string | undefined {
  if (!isJsonObject(payload)) return undefined
  const headers = isJsonObject(payload.headers) ? payload.headers : {}
  for (const value of [payload.authorization, payload.Authorization, headers.authorization, headers.Authorization]) {
    const token = typeof value === 'string' ? bearerToken(value) : undefined
    if (token !== undefined) return token
  }
  for (const value of [payload.token, payload.authToken]) {
    if (typeof value === 'string' && value.trim() !== '') return bearerToken(value) ?? value.trim()
  }
  return undefined
}

/**
 * The payload of each socket's `connection_init`, kept from the moment the message arrives
 * until the subscription context takes it. Listening on the WebSocket server's `connection`
 * event puts this listener before mercurius's own, so the payload is here when mercurius asks
 * for the context.
 */
export class ConnectionInitPayloads {
  readonly #payloads = new WeakMap<WebSocket, unknown>()

  /** Starts keeping the payloads of the sockets `server` accepts. */
  listen(server: WebSocketServer): void {
    server.on('connection', (socket: WebSocket) => {
      socket.once('message', (data) => {
        try {
          const message: unknown = JSON.parse(String(data))
          if (isJsonObject(message) && message.type === 'connection_init') this.#payloads.set(socket, message.payload)
        } catch {
          // Not JSON: mercurius answers it.
        }
      })
    })
  }

  /** The payload `socket` sent in its `connection_init`, once. */
  take(socket: WebSocket): unknown {
    const payload = this.#payloads.get(socket)
    this.#payloads.delete(socket)
    return payload
  }
}

/**
 * Makes the caller of a subscription socket the session of `token`, as a bearer header makes it
 * on a request: that session alone (anonymous if it does not stand), never the cookie or header
 * of the upgrade beside it. Looked up now, so nothing is deferred.
 */
export async function signInByToken(request: FastifyRequest, database: TamgaDatabase, token: string): Promise<void> {
  request.sessionProof = undefined
  const found = looksLikeSessionToken(token) ? await findSession(database.db, token, new Date()) : undefined
  request.auth = found?.auth ?? null
  request.documentsVersion = found?.documentsVersion
}
