// The add/edit user form of the users screen (spec 2.8, 3.13, 4.8): what it holds, what it
// checks before sending, and the bodies of `POST /users` and `PATCH /users/:id`.
import { checkPassword } from '@tamga/schema'
import type { AccountUser } from './accountTypes.ts'
import {
  type FieldProblems,
  PERSONAL_FIELDS,
  type PersonalValues,
  personalChanges,
  personalProblems,
  personalValues,
  storedValue,
} from './personalFields.ts'

/** The form's values: the personal fields and the account's own. */
export interface UserFormValues extends PersonalValues {
  login: string
  /** A new password; on edit, empty keeps the current one. */
  password: string
  /** The main role. */
  role_id: number | undefined
  /** Roles the user may switch to on `/select-role`. */
  extra_role_ids: number[]
  /** Registration confirmed (spec 4.8). */
  confirmed: boolean
}

/** Adding a user or editing one. */
export type UserFormMode = 'create' | 'edit'

/** The form for a user (edit) or a new one (create, confirmed, with the given role). */
export function userFormValues(user: AccountUser | undefined, defaultRoleId?: number): UserFormValues {
  return {
    ...personalValues(user),
    login: user?.login ?? '',
    password: '',
    role_id: user?.role_id ?? defaultRoleId,
    extra_role_ids: user?.extra_role_ids ?? [],
    // An account an administrator makes is theirs to vouch for; a registration waits (spec 4.8).
    confirmed: user?.confirmed ?? true,
  }
}

const sortedIds = (ids: readonly number[]): number[] => [...new Set(ids)].sort((a, b) => a - b)

/** The extra roles as the server keeps them: without the main role, each once. */
export function extraRolesOf(values: Pick<UserFormValues, 'role_id' | 'extra_role_ids'>): number[] {
  return sortedIds(values.extra_role_ids.filter((id) => id !== values.role_id))
}

/**
 * Every problem of the form, by field: a login and a main role are needed; a password too when
 * adding, and any password given must keep the shared rule; the personal fields keep theirs.
 */
export function userFormProblems(values: UserFormValues, mode: UserFormMode): FieldProblems {
  const problems = personalProblems(values)
  if (values.login.trim() === '') problems.set('login', [{ code: 'required' }])
  if (values.password === '') {
    if (mode === 'create') problems.set('password', [{ code: 'required' }])
  } else {
    const broken = checkPassword(values.password)
    if (broken.length > 0) problems.set('password', broken)
  }
  if (values.role_id === undefined) problems.set('role_id', [{ code: 'required' }])
  return problems
}

/** The body of `POST /users`: every field given, the empty ones left out. */
export function userCreateBody(values: UserFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    login: values.login.trim(),
    password: values.password,
    role_id: values.role_id,
    extra_role_ids: extraRolesOf(values),
    confirmed: values.confirmed,
  }
  for (const field of PERSONAL_FIELDS) {
    const value = storedValue(field, values[field])
    if (value !== null) body[field] = value
  }
  return body
}

/**
 * The body of `PATCH /users/:id`: only what changed (a cleared personal field as null, a
 * password only when one was typed), or undefined when nothing did.
 */
export function userPatchBody(initial: UserFormValues, values: UserFormValues): Record<string, unknown> | undefined {
  const body: Record<string, unknown> = { ...personalChanges(initial, values) }
  if (values.login.trim() !== initial.login.trim()) body.login = values.login.trim()
  if (values.password !== '') body.password = values.password
  if (values.role_id !== initial.role_id) body.role_id = values.role_id
  const extras = extraRolesOf(values)
  if (extras.join() !== extraRolesOf(initial).join()) body.extra_role_ids = extras
  if (values.confirmed !== initial.confirmed) body.confirmed = values.confirmed
  return Object.keys(body).length === 0 ? undefined : body
}
