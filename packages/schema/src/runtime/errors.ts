// The one catalogue of errors the HTTP API answers with (the body's schema is error-response.ts). Every
// failure leaves a server as `{ status: false, code, msg, enMsg, koMsg }` (spec 8.1): `msg` in
// Mongolian, `enMsg` in English, `koMsg` in Korean, with the HTTP status given here. Texts of spec 8.2/8.3 are used
// verbatim where they apply. The engine server answers with it, clients read answers with it,
// and the generated servers carry the entries they use. Each domain's codes are a group in
// errors/, so that a browser needing a few texts imports its group, not every text.
import { AUTH_ERRORS } from './errors/auth.ts'
import { COMMON_ERRORS } from './errors/common.ts'
import { ORGANIZATION_ERRORS } from './errors/organizations.ts'
import { PUSH_ERRORS } from './errors/push.ts'
import { SITE_FORM_ERRORS } from './errors/site.ts'
import { WORKFLOW_ERRORS } from './errors/workflow.ts'

/** One entry of the catalogue: the HTTP status and the texts a person reads. */
export interface ErrorDefinition {
  status: number
  /** Mongolian, shown by default. */
  msg: string
  /** English, shown when the interface language is English. */
  enMsg: string
  /** Korean, shown when the interface language is Korean. */
  koMsg: string
}

/**
 * Every error code the API can answer with: the groups of errors/ together. A domain adds its
 * codes to its group, or a new group here, so that one table (and the README's) lists everything
 * a client can meet.
 */
export const ERROR_CATALOGUE = {
  ...COMMON_ERRORS,
  ...AUTH_ERRORS,
  ...ORGANIZATION_ERRORS,
  ...SITE_FORM_ERRORS,
  ...PUSH_ERRORS,
  ...WORKFLOW_ERRORS,
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
