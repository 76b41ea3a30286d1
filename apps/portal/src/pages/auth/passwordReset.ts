import { checkPassword, checkPasswordConfirmation } from '@tamga/schema'
import type { ApiFailure, HttpClient } from '../../api/httpClient.ts'
import { failureCode } from '../../startup/afterSignIn.ts'
import { type AuthKey, type AuthText, failureProblems, failureText } from './authText.ts'

/** The fields of the forgot and reset pages. */
export type ResetField = 'email' | 'code' | 'password' | 'password_confirmation'

/** What a step of the reset answers: success, or what to show at which field and above the form. */
export type ResetOutcome =
  | { ok: true }
  | {
      ok: false
      /** Texts under the fields. */
      fields: Partial<Record<ResetField, AuthText[]>>
      /** A text for the whole form. */
      general?: AuthText
      /** The code stopped working while the new password was being typed: go back to the code step. */
      backToCode?: boolean
    }

/** The route of the reset page, with the address the code was sent to (spec 2.2). */
export function resetPageAddress(email: string): string {
  return `/auth/password-reset?email=${encodeURIComponent(email.trim())}`
}

const fieldError = (field: ResetField, text: AuthText): ResetOutcome => ({ ok: false, fields: { [field]: [text] } })

/** Where each error code the reset endpoints answer is shown, and in which words (spec 5, 8.3). */
const CODE_PLACES: Readonly<Record<string, readonly [ResetField | undefined, AuthKey]>> = {
  EMAIL_REQUIRED: ['email', 'emailRequired'],
  USER_NOT_FOUND: ['email', 'userNotFound'],
  RESET_CODE_NOT_SENT: [undefined, 'codeSentError'],
  MAIL_NOT_SENT: [undefined, 'emailSendError'],
  RESET_CODE_REQUIRED: ['code', 'passwordResetCodeRequired'],
  RESET_CODE_INCORRECT: ['code', 'passwordResetCodeIncorrect'],
  RESET_CODE_EXPIRED: ['code', 'passwordResetCodeTimeout'],
  RESET_CODE_ATTEMPTS_EXCEEDED: ['code', 'passwordResetCodeAttempts'],
  PASSWORD_CONFIRMATION_MISMATCH: ['password_confirmation', 'passwordConfirmError'],
}

/** A failed reset call as a {@link ResetOutcome}; `fallback` is the step's general error. */
export function resetFailure(failure: ApiFailure, fallback: AuthKey): ResetOutcome {
  const code = failureCode(failure)
  const place = code === undefined ? undefined : CODE_PLACES[code]
  if (place !== undefined) {
    const [field, key] = place
    return field === undefined ? { ok: false, fields: {}, general: { key } } : fieldError(field, { key })
  }
  if (code === 'PASSWORD_RULES_NOT_MET') {
    const problems = failureProblems(failure).get('password') ?? []
    if (problems.length > 0) {
      return { ok: false, fields: { password: problems.map((problem) => ({ problem, field: 'password' })) } }
    }
  }
  return { ok: false, fields: {}, general: failureText(failure, {}, fallback) }
}

const blank = (value: string): boolean => value.trim() === ''

/**
 * Step 1 of the reset (spec 4.8): mails a code (`POST /auth/forgot`). The server answers the same
 * whether or not an account uses the address, so success only means "sent if it exists".
 */
export async function requestResetCode(client: HttpClient, email: string): Promise<ResetOutcome> {
  if (blank(email)) return fieldError('email', { key: 'emailRequired' })
  const answer = await client.post('/auth/forgot', { email: email.trim() }, { quiet: true })
  return answer.ok ? { ok: true } : resetFailure(answer, 'codeSentError')
}

/** Step 2: checks the code from the mail (`POST /auth/reset/verify`) before asking for a new password. */
export async function verifyResetCode(
  client: HttpClient,
  input: { email: string; code: string },
): Promise<ResetOutcome> {
  if (blank(input.email)) return fieldError('email', { key: 'emailRequired' })
  if (blank(input.code)) return fieldError('code', { key: 'passwordResetCodeRequired' })
  const answer = await client.post(
    '/auth/reset/verify',
    { email: input.email.trim(), code: input.code },
    { quiet: true },
  )
  return answer.ok ? { ok: true } : resetFailure(answer, 'sorryError')
}

/** The new password's problems before sending: the shared password rule and the confirmation (spec 5). */
export function newPasswordProblems(password: string, confirmation: string): Partial<Record<ResetField, AuthText[]>> {
  const fields: Partial<Record<ResetField, AuthText[]>> = {}
  const broken = password === '' ? [{ code: 'required' }] : checkPassword(password)
  if (broken.length > 0) fields.password = broken.map((problem) => ({ problem, field: 'password' }))
  const mismatch = checkPasswordConfirmation(password, confirmation)
  if (mismatch !== undefined) fields.password_confirmation = [{ problem: mismatch, field: 'password_confirmation' }]
  return fields
}

const CODE_FAILURES: ReadonlySet<string> = new Set([
  'RESET_CODE_REQUIRED',
  'RESET_CODE_INCORRECT',
  'RESET_CODE_EXPIRED',
  'RESET_CODE_ATTEMPTS_EXCEEDED',
])

/**
 * Step 3: sets the new password (`POST /auth/reset`), which uses the code up and ends every
 * session of the account. Refused before sending while the password breaks the rule or the
 * confirmation differs; a code that stopped working meanwhile sends the person back to the code.
 */
export async function resetPassword(
  client: HttpClient,
  input: { email: string; code: string; password: string; confirmation: string },
): Promise<ResetOutcome> {
  const problems = newPasswordProblems(input.password, input.confirmation)
  if (Object.keys(problems).length > 0) return { ok: false, fields: problems }
  const answer = await client.post(
    '/auth/reset',
    {
      email: input.email.trim(),
      code: input.code,
      password: input.password,
      password_confirmation: input.confirmation,
    },
    { quiet: true },
  )
  if (answer.ok) return { ok: true }
  const outcome = resetFailure(answer, 'sorryError')
  const code = failureCode(answer)
  return !outcome.ok && code !== undefined && CODE_FAILURES.has(code) ? { ...outcome, backToCode: true } : outcome
}
