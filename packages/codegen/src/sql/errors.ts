// The errors a generated server answers with, each `{status: false, code, msg, enMsg}` with its
// HTTP status: the entries of Tamga's own catalogue that the records, auth and history routes use.
import { ERROR_CATALOGUE, type ErrorCode } from '@tamga/schema'

/** One error: the HTTP status, the Mongolian text shown by default and the English one. */
export interface GeneratedError {
  code: ErrorCode
  status: number
  msg: string
  enMsg: string
}

/** The codes a generated server answers with, in the order its catalogue lists them. */
const GENERATED_ERROR_CODES = [
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'RECORD_CHANGED',
  'PROCESS_NOT_FOUND',
  'LOGIN_FAILED',
  'BODY_TOO_LARGE',
  'SERVER_ERROR',
] as const satisfies readonly ErrorCode[]

/** Every error a generated server can answer with, by code. */
export const ERRORS: readonly GeneratedError[] = GENERATED_ERROR_CODES.map((code) => ({
  code,
  ...ERROR_CATALOGUE[code],
}))
