// The errors a generated server answers with, each `{status: false, code, msg, enMsg, koMsg}` with its
// HTTP status: the entries of Tamga's own catalogue that the records, auth and workflow routes use.
import { ERROR_CATALOGUE, type ErrorCode } from '@tamga/schema'

/** One error: the HTTP status, the Mongolian text shown by default, the English and the Korean one. */
export interface GeneratedError {
  code: ErrorCode
  status: number
  msg: string
  enMsg: string
  koMsg: string
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
  'PROCESS_FINISHED',
  'STEP_NOT_FOUND',
  'STEP_ALREADY_DONE',
  'WRONG_STEP_TYPE',
  'NOT_STEP_ASSIGNEE',
  'STEP_READ_ONLY',
  'NOT_A_VOTER',
  'ALREADY_VOTED',
  'VOTE_CLOSE_FORBIDDEN',
  'VOTE_TOO_FEW_VOTES',
  'SIGNATURE_REQUIRED',
  'LOGIN_FAILED',
  'LOGIN_LOCKED',
  'ACCOUNT_NOT_CONFIRMED',
  'BODY_TOO_LARGE',
  'SERVER_ERROR',
] as const satisfies readonly ErrorCode[]

/** Every error a generated server can answer with, by code. */
export const ERRORS: readonly GeneratedError[] = GENERATED_ERROR_CODES.map((code) => ({
  code,
  ...ERROR_CATALOGUE[code],
}))
