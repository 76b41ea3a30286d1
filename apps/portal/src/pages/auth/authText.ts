import { readErrorAnswer } from '@tamga/renderer'
import {
  type BilingualMessage,
  EARLIEST_BIRTHDAY,
  type LanguageCode,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS,
} from '@tamga/schema'
import type { ApiFailure } from '../../api/httpClient.ts'
import { serverMessage } from '../../api/serverMessage.ts'
import { auth } from '../../i18n/catalogues/auth.ts'
import { failureCode, type SignInFailureReason } from '../../startup/afterSignIn.ts'

/** A key of the auth catalogue. */
export type AuthKey = keyof typeof auth

/** A problem of one field: a code of the shared rules (or the server's), with its message when it has one. */
export interface FieldProblemLike {
  code: string
  message?: BilingualMessage
}

/**
 * A text a screen shows, decided by the pure modules and put into words by the component:
 * a catalogue key, a text already in the interface language (the server's, as the HTTP client
 * picked it), or a field problem, which has its own catalogue key or else its own message.
 */
export type AuthText =
  | { key: AuthKey; values?: Record<string, string | number> }
  | { text: string }
  | { problem: FieldProblemLike; field: string }

/** i18next's `t` of the auth namespace, as far as these modules use it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string

const isAuthKey = (key: string): key is AuthKey => Object.hasOwn(auth, key)

const pascal = (code: string): string =>
  code
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')

/** The fields that hold a new password: their `too-long`, `digit`, … are the password rule's. */
const PASSWORD_FIELDS: ReadonlySet<string> = new Set(['password'])

/**
 * The catalogue key of a field problem, or undefined when the catalogue has none (the problem's
 * own message is shown then). The confirmation mismatch takes the project's `passwordConfirmError`
 * (spec 5: 'Password authentication did not match !!!').
 *
 * @example problemKey('phone', 'spaces') // 'problemSpaces'
 * @example problemKey('password', 'too-long') // 'passwordTooLong'
 */
export function problemKey(field: string, code: string): AuthKey | undefined {
  if (code === 'password-mismatch') return 'passwordConfirmError'
  if (code === 'user-exists') return 'userExists'
  if (field === 'image')
    return code === 'too-large' ? 'imageTooLarge' : code === 'not-an-image' ? 'notAnImage' : undefined
  const own =
    PASSWORD_FIELDS.has(field) && code !== 'spaces' && code !== 'required' ? `password${pascal(code)}` : undefined
  if (own !== undefined && isAuthKey(own)) return own
  const shared = `problem${pascal(code)}`
  return isAuthKey(shared) ? shared : undefined
}

/** The numbers the rules' messages name, for the catalogue's `{{…}}` places. */
function problemValues(field: string): Record<string, string | number> {
  return {
    max: PASSWORD_FIELDS.has(field) ? PASSWORD_MAX_LENGTH : NAME_MAX_LENGTH,
    min: PASSWORD_MIN_LENGTH,
    digits: PHONE_DIGITS,
    earliest: EARLIEST_BIRTHDAY,
  }
}

/** A bilingual message in the interface language: English for English, Mongolian otherwise (spec 1). */
export function bilingualText(message: BilingualMessage, language: LanguageCode): string {
  return language === 'en_US' ? message.en_US : message.mn_MN
}

/** Puts an {@link AuthText} into words in the interface language. */
export function authText(text: AuthText, t: Translate, language: LanguageCode): string {
  if ('text' in text) return text.text
  if ('key' in text) return t(text.key, text.values)
  const { problem, field } = text
  const fallback = problem.message === undefined ? problem.code : bilingualText(problem.message, language)
  const key = problemKey(field, problem.code)
  return key === undefined ? fallback : t(key, problemValues(field))
}

/**
 * What to say about a failed call: the catalogue's words for the error codes the screen knows
 * (so Korean gets Korean too), otherwise the server's message as the client picked it, otherwise
 * the screen's general error.
 */
export function failureText(
  failure: ApiFailure,
  known: Readonly<Partial<Record<string, AuthKey>>>,
  fallback: AuthKey,
): AuthText {
  const code = failureCode(failure)
  const key = code === undefined ? undefined : known[code]
  if (key !== undefined) return { key }
  return failure.message.trim() === '' ? { key: fallback } : { text: failure.message }
}

const SIGN_IN_KEYS: Readonly<Record<Exclude<SignInFailureReason, 'no-permissions' | 'other'>, AuthKey>> = {
  'wrong-credentials': 'loginWrongCredentials',
  locked: 'loginLocked',
  'too-many': 'tooManyRequests',
  'not-confirmed': 'accountNotConfirmed',
}

/**
 * What the sign-in form shows under itself for a failed sign-in (spec 8.3). A lockout or a rate
 * limit is told in the server's words, which name the minutes to wait; Korean, which the server
 * does not speak, gets its catalogue's words without them.
 */
export function signInFailureText(reason: SignInFailureReason, failure: ApiFailure, language: LanguageCode): AuthText {
  if (reason === 'no-permissions' || reason === 'other') return failureText(failure, {}, 'loginError')
  if (reason === 'locked' || reason === 'too-many') {
    const spoken = language === 'ko_KR' ? undefined : serverMessage(failure.body, language)
    if (spoken !== undefined) return { text: spoken }
  }
  return { key: SIGN_IN_KEYS[reason] }
}

/** The problems a failure's body lists (`VALIDATION_FAILED`, `PASSWORD_RULES_NOT_MET`), by field name. */
export function failureProblems(failure: ApiFailure): Map<string, FieldProblemLike[]> {
  const found = new Map<string, FieldProblemLike[]>()
  for (const entry of readErrorAnswer('error', failure.body)?.issues ?? []) {
    const field = entry.path.replace(/^\//, '').split('/')[0] ?? ''
    const problem: FieldProblemLike = { code: entry.code, message: entry.message }
    found.set(field, [...(found.get(field) ?? []), problem])
  }
  return found
}
