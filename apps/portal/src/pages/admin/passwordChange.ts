// The change-password form (spec 2.2 `/admin/change-password`, 5): its checks before sending,
// with the shared password rule, and where the server's refusals go.
import { checkPassword, checkPasswordConfirmation } from '@tamga/schema'
import type { ApiFailure } from '../../api/httpClient.ts'
import { type FieldProblemLike, failureProblems } from '../auth/authText.ts'
import type { FieldProblems } from './personalFields.ts'

/** What the form holds; the names are the fields `POST /change-password` takes. */
export interface PasswordChangeValues {
  current_password: string
  password: string
  password_confirmation: string
}

/** The code of the problem the server reports for a wrong current password. */
export const CURRENT_PASSWORD_WRONG = 'current-password-wrong'

const REQUIRED: FieldProblemLike = { code: 'required' }

/**
 * Every problem of the form, by field: the current password is needed; the new one must keep
 * every part of the password rule (each broken part its own message); the confirmation must
 * repeat it (spec 5's 'Password authentication did not match !!!').
 *
 * @example passwordChangeProblems({ current_password: 'x', password: 'Demo#2026', password_confirmation: 'Demo#2027' })
 * // Map { 'password_confirmation' => [{ code: 'password-mismatch', … }] }
 */
export function passwordChangeProblems(values: PasswordChangeValues): FieldProblems {
  const problems: FieldProblems = new Map()
  if (values.current_password === '') problems.set('current_password', [REQUIRED])
  const rule = values.password === '' ? [REQUIRED] : checkPassword(values.password)
  if (rule.length > 0) problems.set('password', rule)
  const confirmation = checkPasswordConfirmation(values.password, values.password_confirmation)
  if (confirmation !== undefined) problems.set('password_confirmation', [confirmation])
  return problems
}

/**
 * Where a refused change is shown: a wrong current password (`CURRENT_PASSWORD_WRONG`, 'Нууц үг
 * буруу байна') under the current password, the rule's problems under their fields. Empty when
 * the failure is not about the fields (the HTTP client's toast says it then).
 */
export function passwordChangeFailure(failure: ApiFailure): FieldProblems {
  const body = failure.body
  if (typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'CURRENT_PASSWORD_WRONG') {
    return new Map([['current_password', [{ code: CURRENT_PASSWORD_WRONG }]]])
  }
  return failureProblems(failure)
}
