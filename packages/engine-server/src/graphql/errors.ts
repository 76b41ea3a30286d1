import { isJsonObject, type LanguageCode } from '@tamga/schema'
import type { FastifyBaseLogger } from 'fastify'
// graphql's CommonJS entry, the one mercurius loads: a second copy (its ESM build) would
// not recognise mercurius's schema objects.
import { GraphQLError, type GraphQLFormattedError } from 'graphql/index.js'
import { errorAnswer } from '../http/errorHandler.ts'
import { acceptedLanguages } from '../site/siteChrome.ts'
import { graphqlMessageTexts } from './messages.ts'

/**
 * An error as the endpoint answers it (GraphQL's standard shape): `message`, `locations`,
 * `path`, and `extensions.code`, a code of the Tamga error catalogue (`FORBIDDEN`,
 * `RECORD_CHANGED`, `VALIDATION_FAILED`, …), with its text in Mongolian (`msg`), English
 * (`enMsg`) and Korean (`koMsg`) and, for invalid arguments, the `issues`. The `message` is the
 * text in the caller's language ({@link graphqlLanguage}): the catalogue's, or GraphQL's own
 * message (syntax, validation) translated by messages.ts.
 */
export interface TamgaGraphqlError extends GraphQLFormattedError {
  extensions: { code: string; [key: string]: unknown }
}

function asGraphqlError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error
  const message = error instanceof Error ? error.message : String(error)
  return new GraphQLError(message, { originalError: error instanceof Error ? error : undefined })
}

/** One of GraphQL's own errors, with its message in the three languages (Mongolian as `message`). */
function ownError(
  message: string,
  where: Pick<GraphQLFormattedError, 'locations' | 'path'>,
  extensions: { code: string; [key: string]: unknown },
): TamgaGraphqlError {
  const { msg, enMsg, koMsg } = graphqlMessageTexts(message)
  return { message: msg, ...where, extensions: { ...extensions, msg, enMsg, koMsg } }
}

/**
 * The answer of one error. GraphQL's own errors (syntax, validation, argument coercion, the
 * depth and introspection rules) carry their message in the three languages, with
 * `VALIDATION_FAILED` unless they carry a code. An error thrown while resolving goes through
 * the catalogue like any HTTP error: a catalogue error keeps its code and texts (the Mongolian
 * text as `message`); anything else is logged and answered as `SERVER_ERROR` without details.
 */
export function formatGraphqlError(error: unknown, log: FastifyBaseLogger): TamgaGraphqlError[] {
  const graphqlError = asGraphqlError(error)
  const original: unknown = graphqlError.originalError
  // mercurius wraps a failed validation's errors in one error of its own.
  if (isJsonObject(original) && Array.isArray(original.errors)) {
    return original.errors.flatMap((inner: unknown): TamgaGraphqlError[] =>
      // Its other errors (a mutation sent by GET…) are the request's fault, not the server's.
      inner instanceof GraphQLError
        ? formatGraphqlError(inner, log)
        : [ownError(inner instanceof Error ? inner.message : String(inner), {}, { code: 'BAD_REQUEST' })],
    )
  }
  const { message, locations, path, extensions } = graphqlError.toJSON()
  const where = { ...(locations === undefined ? {} : { locations }), ...(path === undefined ? {} : { path }) }
  if (original === undefined || original === null || original instanceof GraphQLError) {
    const code = typeof extensions?.code === 'string' ? extensions.code : 'VALIDATION_FAILED'
    return [ownError(message, where, { ...extensions, code })]
  }
  const answer = errorAnswer(original)
  if (answer.unexpected) log.error({ err: original }, 'unexpected error while resolving a GraphQL field')
  const { code, msg, enMsg, koMsg, issues } = answer.body
  return [
    {
      message: msg,
      ...where,
      extensions: { code, msg, enMsg, koMsg, ...(issues === undefined ? {} : { issues }) },
    },
  ]
}

/**
 * The HTTP status of a request that failed before anything ran: the status its error carries
 * (405 for a mutation sent by GET, 403 for a refusal of the CSRF guard), 400 for GraphQL's own
 * errors; undefined for an error raised while resolving.
 */
function requestStatus(error: unknown): number | undefined {
  const original = error instanceof GraphQLError ? error.originalError : error
  if (original === undefined || original === null || original instanceof GraphQLError) return 400
  if (!isJsonObject(original) || !Array.isArray(original.errors)) {
    // Thrown by a hook before GraphQL ran (the CSRF guard), so at no path: the catalogue's
    // status, as on REST.
    const resolving = error instanceof GraphQLError && error.path !== undefined
    return resolving ? undefined : errorAnswer(original).statusCode
  }
  const status = original.statusCode
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 400
}

/**
 * The `errorFormatter` of mercurius: every error in the shape of {@link formatGraphqlError};
 * 400 (or the error's own 4xx) when the request failed before execution (syntax, validation,
 * variables, a mutation by GET), 200 otherwise
 * (GraphQL over HTTP: a field's error answers beside the other fields' data).
 */
export function graphqlErrorFormatter(
  execution: { data?: Record<string, unknown> | null | undefined; errors: readonly unknown[] },
  log: FastifyBaseLogger,
): { statusCode: number; response: { data: Record<string, unknown> | null; errors: TamgaGraphqlError[] } } {
  const errors = execution.errors.flatMap((error) => formatGraphqlError(error, log))
  const noData = execution.data === undefined || execution.data === null
  const status = noData ? requestStatus(execution.errors[0]) : undefined
  return { statusCode: status ?? 200, response: { data: execution.data ?? null, errors } }
}

/** A GraphQL error carrying a catalogue error's answer, for the WebSocket path (which formats nothing itself). */
export function toCatalogueGraphqlError(error: unknown, log: FastifyBaseLogger): GraphQLError {
  const [formatted] = formatGraphqlError(error, log)
  if (formatted === undefined) return asGraphqlError(error)
  return new GraphQLError(formatted.message, { extensions: formatted.extensions })
}

/**
 * The language of the messages a GraphQL request is answered with: the first of Mongolian,
 * English and Korean its `Accept-Language` asks for (by quality, `en` standing for `en-US`),
 * else Mongolian.
 *
 * @example graphqlLanguage('ko-KR,ko;q=0.9,en;q=0.8') // 'ko_KR'
 */
export function graphqlLanguage(acceptLanguage: unknown): LanguageCode {
  return acceptedLanguages(acceptLanguage)[0] ?? 'mn_MN'
}

const MESSAGE_OF: Readonly<Record<LanguageCode, 'msg' | 'enMsg' | 'koMsg'>> = {
  mn_MN: 'msg',
  en_US: 'enMsg',
  ko_KR: 'koMsg',
}

/** An answered error with its `message` in `language`, from the three texts its `extensions` carry. */
export function errorInLanguage(error: unknown, language: LanguageCode): unknown {
  if (!isJsonObject(error) || !isJsonObject(error.extensions)) return error
  const text = error.extensions[MESSAGE_OF[language]]
  return typeof text === 'string' && text !== '' ? { ...error, message: text } : error
}

/**
 * A GraphQL answer (`{ data, errors }` as JSON text, over HTTP or in a WebSocket message's
 * `payload`) with its errors' messages in `language`. Errors are written in Mongolian, so a
 * Mongolian answer, or one without errors, is given back as it is without being parsed.
 */
export function answerInLanguage(text: string, language: LanguageCode): string {
  if (language === 'mn_MN' || !text.includes('"errors":')) return text
  let answer: unknown
  try {
    answer = JSON.parse(text)
  } catch {
    return text
  }
  if (!isJsonObject(answer) || !Array.isArray(answer.errors)) return text
  return JSON.stringify({ ...answer, errors: answer.errors.map((error) => errorInLanguage(error, language)) })
}

/**
 * A subscription WebSocket message as the server sends it (graphql-ws `error` with a list of
 * errors, or `next` with an answer) with its errors' messages in `language`; any other message,
 * or a Mongolian one, as it is.
 */
export function socketMessageInLanguage(text: string, language: LanguageCode): string {
  if (language === 'mn_MN' || !text.includes('"extensions"')) return text
  let message: unknown
  try {
    message = JSON.parse(text)
  } catch {
    return text
  }
  if (!isJsonObject(message)) return text
  const { type, payload } = message
  if (type === 'error' && Array.isArray(payload)) {
    return JSON.stringify({ ...message, payload: payload.map((error) => errorInLanguage(error, language)) })
  }
  if (type === 'next' && isJsonObject(payload) && Array.isArray(payload.errors)) {
    const errors = payload.errors.map((error) => errorInLanguage(error, language))
    return JSON.stringify({ ...message, payload: { ...payload, errors } })
  }
  return text
}
