import type { FastifyBaseLogger } from 'fastify'
// graphql's CommonJS entry, the one mercurius loads (see errors.ts).
import { GraphQLError } from 'graphql/index.js'
import { errorAnswer } from '../http/errorHandler.ts'
import { toCatalogueGraphqlError } from './errors.ts'

/**
 * The event stream of a subscription refused for the caller's sake (not signed in, a session
 * that no longer stands, no right to the entry): a stream that fails at its first read with the
 * catalogue's error, logged at info like a refused HTTP request. mercurius logs whatever a
 * subscribe resolver throws at level 50, as a fault of the server; an error the stream raises
 * reaches the client in the same `error` message and is left to us to log. Anything that is
 * not the caller's fault is thrown, and logged as the server error it is.
 */
export function refusedSubscription(error: unknown, log: FastifyBaseLogger): AsyncIterable<never> {
  const refusal = toCatalogueGraphqlError(error, log)
  // GraphQL's own errors (arguments, validation) are the request's, as formatGraphqlError says.
  if (!(error instanceof GraphQLError) && errorAnswer(error).unexpected) throw refusal
  log.info({ code: refusal.extensions.code }, 'a subscription was refused')
  return { [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(refusal) }) }
}
