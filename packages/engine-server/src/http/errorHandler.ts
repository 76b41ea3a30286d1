import {
  type BilingualMessage,
  type DocumentIssue,
  ERROR_CATALOGUE,
  type ErrorCode,
  type ErrorResponse,
  isErrorCode,
  isJsonObject,
  issuesFromAjv,
  REQUEST_PARTS,
  type RequestPart,
} from '@tamga/schema'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'

/** How one failure is answered: the HTTP status, the body, and how loudly to log it. */
export interface ErrorAnswer {
  statusCode: number
  body: ErrorResponse
  /** An unexpected failure (a bug or an outage): logged as an error with its stack. */
  unexpected: boolean
}

// Fastify's own errors for requests it cannot read, mapped to the catalogue.
const FASTIFY_CODES: Readonly<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
}

// A client error from elsewhere (a plugin, `send`) keeps its meaning through its status.
const STATUS_CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'DOCUMENT_CONFLICT',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
}

const isBilingual = (value: unknown): value is BilingualMessage & { ko_KR?: unknown } =>
  isJsonObject(value) && typeof value.mn_MN === 'string' && typeof value.en_US === 'string'

const isIssue = (value: unknown): value is DocumentIssue =>
  isJsonObject(value) && typeof value.path === 'string' && typeof value.code === 'string' && isBilingual(value.message)

/** One error of ajv, as Fastify's validation hands it over. */
type AjvError = Parameters<typeof issuesFromAjv>[0][number]

const isAjvError = (value: unknown): value is AjvError =>
  isJsonObject(value) &&
  typeof value.keyword === 'string' &&
  typeof value.instancePath === 'string' &&
  typeof value.schemaPath === 'string' &&
  isJsonObject(value.params)

const isRequestPart = (value: unknown): value is RequestPart =>
  typeof value === 'string' && (REQUEST_PARTS as readonly string[]).includes(value)

/**
 * The catalogue code an error names, if any: ours (`DOCUMENT_INVALID`), or the kebab-case code
 * of a domain error (`document-invalid` from the document store) that the catalogue also has.
 */
function catalogueCode(code: unknown): ErrorCode | undefined {
  if (typeof code !== 'string') return undefined
  if (isErrorCode(code)) return code
  const upper = code.toUpperCase().replaceAll('-', '_')
  return /^[a-z][a-z0-9-]*$/.test(code) && isErrorCode(upper) ? upper : undefined
}

function statusOf(error: Record<string, unknown>): number | undefined {
  const status = error.statusCode ?? error.status
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599 ? status : undefined
}

function answer(code: ErrorCode, extra: Partial<ErrorResponse> = {}, unexpected = false): ErrorAnswer {
  const definition = ERROR_CATALOGUE[code]
  return {
    statusCode: definition.status,
    body: { status: false, code, msg: definition.msg, enMsg: definition.enMsg, koMsg: definition.koMsg, ...extra },
    unexpected,
  }
}

/**
 * Decides the answer to any thrown value. A catalogue error keeps its code, with its issues and
 * its own (more precise) message when it has them; Fastify's validation errors become
 * `VALIDATION_FAILED` with `@tamga/schema`'s readable issues; any other client error keeps its
 * status; anything else is a `SERVER_ERROR` whose details never leave the server.
 */
export function errorAnswer(error: unknown): ErrorAnswer {
  if (!isJsonObject(error)) return answer('SERVER_ERROR', {}, true)
  const validation = error.validation
  if (Array.isArray(validation)) {
    const extra: Partial<ErrorResponse> = { issues: issuesFromAjv(validation.filter(isAjvError)) }
    if (isRequestPart(error.validationContext)) extra.in = error.validationContext
    return answer('VALIDATION_FAILED', extra)
  }
  const own = catalogueCode(error.code)
  if (own !== undefined) {
    const extra: Partial<ErrorResponse> = {}
    const details = isJsonObject(error.details) ? error.details : {}
    const issues = Array.isArray(details.issues) ? details.issues : error.issues
    if (Array.isArray(issues)) extra.issues = issues.filter(isIssue)
    if (isRequestPart(details.in)) extra.in = details.in
    // A document error's `messages` repeats every issue; its `context` ("form x cannot be saved")
    // is the sentence to show when the issues are listed beside it.
    const messages =
      extra.issues !== undefined && isBilingual(error.context) ? error.context : (details.messages ?? error.messages)
    if (isBilingual(messages)) {
      extra.msg = messages.mn_MN
      extra.enMsg = messages.en_US
      // A message of the moment without Korean leaves the code's own Korean text.
      const korean: unknown = messages.ko_KR
      if (typeof korean === 'string' && korean !== '') extra.koMsg = korean
    }
    return answer(own, extra, own === 'SERVER_ERROR')
  }
  const fastifyCode = typeof error.code === 'string' ? FASTIFY_CODES[error.code] : undefined
  if (fastifyCode !== undefined) return answer(fastifyCode)
  const status = statusOf(error)
  if (status !== undefined && status < 500) return answer(STATUS_CODES[status] ?? 'BAD_REQUEST')
  return answer('SERVER_ERROR', {}, true)
}

/**
 * The error handler of the whole server: answers every failure in the catalogue's shape.
 * Unexpected failures are logged with their stack and answered with the generic text only.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { statusCode, body, unexpected } = errorAnswer(error)
  if (unexpected) request.log.error({ err: error }, 'unexpected error while answering the request')
  // An expected outage (no project, no database): its cause is worth a line, not an alarm.
  else if (statusCode >= 500) request.log.warn({ code: body.code, err: error }, body.enMsg)
  else request.log.info({ code: body.code, status: statusCode }, body.enMsg)
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body)
}
