// The personal fields a person has about themselves (spec 3.13 User), shared by the profile page
// and the users screen: what the form holds, what is sent, and the shared rules of
// `@tamga/schema` that judge them in the browser exactly as the server does.
import {
  checkBirthday,
  checkEmail,
  checkGender,
  checkPersonName,
  checkPhone,
  checkRegisterNo,
  type FieldProblem,
} from '@tamga/schema'
import type { FieldProblemLike } from '../auth/authText.ts'
import type { AccountUser } from './accountTypes.ts'

/** The personal fields, in the order the forms show them. */
export const PERSONAL_FIELDS = [
  'last_name',
  'first_name',
  'nickname',
  'email',
  'phone',
  'mobile',
  'birthday',
  'gender',
  'register_no',
  'note',
] as const

/** One of {@link PERSONAL_FIELDS}. */
export type PersonalField = (typeof PERSONAL_FIELDS)[number]

/** The personal fields as a form holds them: every value text, '' for none. */
export type PersonalValues = Record<PersonalField, string>

/** What a field sends: its text, or null to clear it. */
export type PersonalChanges = Partial<Record<PersonalField, string | null>>

/** The problems of a form, by field name; a field without problems is absent. */
export type FieldProblems = Map<string, FieldProblemLike[]>

/** The longest display name the server keeps. */
export const NICKNAME_MAX_LENGTH = 75
/** The longest note the server keeps. */
export const NOTE_MAX_LENGTH = 2000

// The same rule per field as the server's users endpoints; the nickname and note are free text.
const CHECKS: Readonly<Record<PersonalField, ((value: string) => FieldProblem | undefined) | undefined>> = {
  last_name: checkPersonName,
  first_name: checkPersonName,
  nickname: undefined,
  email: checkEmail,
  phone: checkPhone,
  mobile: checkPhone,
  birthday: (value) => checkBirthday(value),
  gender: checkGender,
  register_no: checkRegisterNo,
  note: undefined,
}

/** A user's personal fields as the form starts with them. */
export function personalValues(user: AccountUser | undefined): PersonalValues {
  const values = {} as PersonalValues
  for (const field of PERSONAL_FIELDS) values[field] = user?.[field] ?? ''
  return values
}

/**
 * What a field's text is stored as: surrounding spaces dropped (the note keeps its own), and
 * nothing left means the field is cleared (null).
 *
 * @example storedValue('email', '  ') // null
 */
export function storedValue(field: PersonalField, text: string): string | null {
  const value = field === 'note' ? text : text.trim()
  return value.trim() === '' ? null : value
}

/**
 * The problems of the personal fields, each from the shared rule the server applies too. An
 * empty field is allowed: it clears the value.
 */
export function personalProblems(values: Partial<PersonalValues>): FieldProblems {
  const problems: FieldProblems = new Map()
  for (const field of PERSONAL_FIELDS) {
    const text = values[field]
    const check = CHECKS[field]
    if (text === undefined || check === undefined) continue
    const value = storedValue(field, text)
    if (value === null) continue
    const found = check(value)
    if (found !== undefined) problems.set(field, [found])
  }
  return problems
}

/**
 * The fields that changed between what the form started with and what it holds now, as the
 * server takes them (`PATCH /profile`, `PATCH /users/:id`): only those, a cleared one as null.
 */
export function personalChanges(initial: PersonalValues, current: PersonalValues): PersonalChanges {
  const changes: PersonalChanges = {}
  for (const field of PERSONAL_FIELDS) {
    const before = storedValue(field, initial[field])
    const after = storedValue(field, current[field])
    if (before !== after) changes[field] = after
  }
  return changes
}
