// The engine server's side of the error catalogue (`@tamga/schema`): the errors route handlers
// throw and the failure responses every route declares.
import createError, { type FastifyError } from '@fastify/error'
import {
  type BilingualMessage,
  type DocumentIssue,
  ERROR_CATALOGUE,
  type ErrorCode,
  ErrorResponseSchema,
  type RequestPart,
} from '@tamga/schema'

/** What a failure may carry beyond its catalogue texts. */
export interface ErrorDetails {
  /** Every problem found, each with its JSON Pointer and a message in both languages. */
  issues?: readonly DocumentIssue[]
  /** Which part of the request the issues are in. */
  in?: RequestPart
  /**
   * A message more precise than the catalogue's, in Mongolian and English, and in Korean when it
   * has one (else the catalogue's Korean text is sent).
   */
  messages?: BilingualMessage & { ko_KR?: string }
  /** The error that led to this one, for the log (never sent). */
  cause?: unknown
}

/** An error of the catalogue, thrown by route handlers and answered by the error handler. */
export type TamgaError = FastifyError & {
  code: ErrorCode
  statusCode: number
  details: ErrorDetails
}

// One @fastify/error class per code, made once: its `message` is the English text, which is
// what a log line shows.
const constructors = new Map(
  Object.entries(ERROR_CATALOGUE).map(([code, definition]) => [
    code,
    createError(code, definition.enMsg, definition.status),
  ]),
)

/**
 * Creates the error of a catalogue code, to throw from a handler.
 *
 * @example
 * throw tamgaError('DOCUMENT_INVALID', { issues: result.issues, in: 'body' })
 */
export function tamgaError(code: ErrorCode, details: ErrorDetails = {}): TamgaError {
  const Constructor = constructors.get(code)
  if (Constructor === undefined) throw new Error(`error code ${code} is not in the catalogue`)
  const error = details.cause === undefined ? new Constructor() : new Constructor({ cause: details.cause })
  const status = ERROR_CATALOGUE[code].status
  return Object.assign(error, { code, statusCode: status, details })
}

/**
 * The failure responses every route declares, so that its OpenAPI description lists them and
 * its error bodies are serialized by the same schema: `response: { 200: …, ...ERROR_RESPONSES }`.
 */
export const ERROR_RESPONSES = {
  '4xx': ErrorResponseSchema,
  '5xx': ErrorResponseSchema,
} as const
