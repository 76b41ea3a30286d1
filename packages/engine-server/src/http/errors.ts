// The one catalogue of errors the HTTP API answers with. Every failure leaves the server as
// `{ status: false, code, msg, enMsg }` (spec 8.1): `msg` in Mongolian, `enMsg` in English,
// with the HTTP status given here. Texts of spec 8.2/8.3 are used verbatim where they apply.
import createError, { type FastifyError } from '@fastify/error'
import type { BilingualMessage, DocumentIssue } from '@tamga/schema'
import Type, { type Static } from 'typebox'

/** One entry of the catalogue: the HTTP status and the texts a person reads. */
export interface ErrorDefinition {
  status: number
  /** Mongolian, shown by default. */
  msg: string
  /** English, shown when the interface language is English. */
  enMsg: string
}

/**
 * Every error code the API can answer with. Other domains add their codes here, so that one
 * table (and the README's) lists everything a client can meet.
 */
export const ERROR_CATALOGUE = {
  BAD_REQUEST: { status: 400, msg: 'Хүсэлт буруу байна', enMsg: 'The request is not valid' },
  VALIDATION_FAILED: {
    status: 400,
    msg: 'Илгээсэн мэдээлэл буруу байна',
    enMsg: 'The data sent is not valid',
  },
  INVALID_JSON: {
    status: 400,
    msg: 'Илгээсэн өгөгдөл зөв JSON биш байна',
    enMsg: 'The request body is not valid JSON',
  },
  DOCUMENT_INVALID: { status: 400, msg: 'Баримт буруу байна', enMsg: 'The document is not valid' },
  DOCUMENT_HISTORY_IN_GIT: {
    status: 400,
    msg: 'Файлд хадгалагдсан төслийн түүх git-д байна',
    enMsg: 'A project kept in files has its history in git',
  },
  // Spec 8.2: unauthenticated access to a protected area warns 'Нэвтэрнэ үү'.
  UNAUTHORIZED: { status: 401, msg: 'Нэвтэрнэ үү', enMsg: 'Please sign in' },
  FORBIDDEN: { status: 403, msg: 'Хандах эрх байхгүй байна', enMsg: 'You do not have access to this' },
  // Spec 8.3: page not found ('The Page can't be found').
  NOT_FOUND: { status: 404, msg: 'Хуудас олдсонгүй', enMsg: "The Page can't be found" },
  DOCUMENT_NOT_FOUND: { status: 404, msg: 'Баримт олдсонгүй', enMsg: 'The document does not exist' },
  DOCUMENT_CONFLICT: {
    status: 409,
    msg: 'Баримтыг өөр хүн өөрчилсөн байна: дахин ачаална уу',
    enMsg: 'Someone else changed the document first: reload it and try again',
  },
  BODY_TOO_LARGE: { status: 413, msg: 'Илгээсэн өгөгдөл хэт том байна', enMsg: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    msg: 'Энэ төрлийн өгөгдлийг хүлээн авахгүй: JSON илгээнэ үү',
    enMsg: 'This content type is not accepted: send JSON',
  },
  RANGE_NOT_SATISFIABLE: {
    status: 416,
    msg: 'Хүссэн хэсэг файлд байхгүй байна',
    enMsg: 'The requested range is not in the file',
  },
  // Spec 8.3: 'Sorry, an error occurred'. Never says more: the details go to the log only.
  SERVER_ERROR: { status: 500, msg: 'Уучлаарай, алдаа гарлаа', enMsg: 'Sorry, an error occurred' },
  PROJECT_NOT_CONFIGURED: {
    status: 503,
    msg: 'Төслийн тохиргоо (project баримт) алга байна',
    enMsg: 'The project is not configured: it has no project document',
  },
  PROJECT_AMBIGUOUS: {
    status: 503,
    msg: 'Төсөл нэгээс олон project баримттай байна',
    enMsg: 'The project has more than one project document',
  },
  PORTAL_NOT_BUILT: {
    status: 503,
    msg: 'Портал бүтээгдээгүй байна: `npm start` түүнийг бүтээнэ',
    enMsg: 'The portal is not built: `npm start` builds it',
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    msg: 'Өгөгдлийн сантай холбогдож чадсангүй',
    enMsg: 'The database cannot be reached',
  },
} as const satisfies Record<string, ErrorDefinition>

/** A code of {@link ERROR_CATALOGUE}. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE

/** Whether a string is a code of the catalogue. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value)
}

/** Which part of the request a validation issue is in. */
export const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const
/** One of {@link REQUEST_PARTS}. */
export type RequestPart = (typeof REQUEST_PARTS)[number]

/** What a failure may carry beyond its catalogue texts. */
export interface ErrorDetails {
  /** Every problem found, each with its JSON Pointer and a message in both languages. */
  issues?: readonly DocumentIssue[]
  /** Which part of the request the issues are in. */
  in?: RequestPart
  /** A message more precise than the catalogue's, in both languages. */
  messages?: BilingualMessage
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

/** A readable issue as the API sends it: the shape `@tamga/schema` gives. */
export const IssueSchema = Type.Object(
  {
    path: Type.String({
      description: 'A JSON Pointer into the part of the request (or the document); "" for all of it.',
    }),
    code: Type.String({ description: 'A stable code a program can switch on (`required`, `type`, …).' }),
    message: Type.Object(
      { mn_MN: Type.String(), en_US: Type.String() },
      { additionalProperties: false, description: 'What is wrong, in Mongolian and English.' },
    ),
    params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    file: Type.Optional(Type.String({ description: 'The project file the issue is in, when there is one.' })),
  },
  { additionalProperties: false },
)

/** The body of every failure (spec 8.1). */
export const ErrorResponseSchema = Type.Object(
  {
    status: Type.Literal(false),
    code: Type.Enum(Object.keys(ERROR_CATALOGUE) as ErrorCode[], { description: 'A code of the error catalogue.' }),
    msg: Type.String({ description: 'The message in Mongolian.' }),
    enMsg: Type.String({ description: 'The message in English.' }),
    in: Type.Optional(Type.Enum(REQUEST_PARTS, { description: 'The part of the request the issues are in.' })),
    issues: Type.Optional(Type.Array(IssueSchema)),
  },
  { additionalProperties: false, description: 'A failure: `status` is false; `msg`/`enMsg` say why.' },
)

/** The body of every failure; see {@link ErrorResponseSchema}. */
export type ErrorResponse = Static<typeof ErrorResponseSchema>

/**
 * The failure responses every route declares, so that its OpenAPI description lists them and
 * its error bodies are serialized by the same schema: `response: { 200: …, ...ERROR_RESPONSES }`.
 */
export const ERROR_RESPONSES = {
  '4xx': ErrorResponseSchema,
  '5xx': ErrorResponseSchema,
} as const
