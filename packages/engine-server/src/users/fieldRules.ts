// The registration wizard's field rules (@tamga/schema) applied to the users endpoints, so an
// administrator or a person editing their profile meets the same rules and messages.
import {
  checkBirthday,
  checkEmail,
  checkPassword,
  checkPersonName,
  checkPhone,
  checkRegisterNo,
  type DocumentIssue,
  type FieldProblem,
  issue,
  normalizeRegisterNo,
  pointer,
} from '@tamga/schema'
import type { DocumentStore } from '../documents/store.ts'
import { tamgaError } from '../http/errors.ts'
import type { ProfilePatch } from './schemas.ts'

const LOGIN_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@+-]{1,63}$/

/** A login: 2 to 64 Latin letters, digits and `. _ @ + -`, starting with a letter or digit (an e-mail address fits). */
export function checkLogin(value: string): FieldProblem | undefined {
  if (value.trim() === '')
    return { code: 'required', message: { mn_MN: 'Утга оруулна уу', en_US: 'Please enter a value' } }
  if (!LOGIN_PATTERN.test(value)) {
    return {
      code: 'login',
      message: {
        mn_MN: 'Нэвтрэх нэр нь 2-64 латин үсэг, тоо болон . _ @ + - тэмдэгтээс бүрдэнэ',
        en_US: 'A login is 2 to 64 Latin letters, digits and . _ @ + -, starting with a letter or digit',
      },
    }
  }
  return undefined
}

/** The issues of a new password at `field`: every broken part of the shared password rule (spec 5). */
export function passwordIssues(field: string, value: string): DocumentIssue[] {
  return checkPassword(value).map((found) => issue(pointer(field), found.code, found.message))
}

type PersonalChecks = { [TField in keyof ProfilePatch]-?: (value: string) => FieldProblem | undefined }

const PERSONAL_CHECKS: PersonalChecks = {
  email: checkEmail,
  first_name: checkPersonName,
  last_name: checkPersonName,
  nickname: () => undefined,
  register_no: checkRegisterNo,
  birthday: (value) => checkBirthday(value),
  gender: () => undefined,
  phone: checkPhone,
  mobile: checkPhone,
  note: () => undefined,
}

/** The issues of the personal fields given (a null clears a field and is always allowed). */
export function personalFieldIssues(fields: ProfilePatch): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  for (const [field, check] of Object.entries(PERSONAL_CHECKS)) {
    const value: unknown = fields[field as keyof ProfilePatch]
    if (typeof value !== 'string') continue
    const found = check(value)
    if (found !== undefined) issues.push(issue(pointer(field), found.code, found.message))
  }
  return issues
}

/** A field problem as an issue at the field's path. */
export function fieldIssue(field: string, found: FieldProblem | undefined): DocumentIssue[] {
  return found === undefined ? [] : [issue(pointer(field), found.code, found.message)]
}

/** The personal fields as stored: the registration number in upper case. */
export function normalizedPersonalFields<TFields extends ProfilePatch>(fields: TFields): TFields {
  return typeof fields.register_no === 'string'
    ? { ...fields, register_no: normalizeRegisterNo(fields.register_no) }
    : fields
}

/** The issues of role ids that no role document of the project has. */
export async function unknownRoleIssues(
  store: DocumentStore,
  fields: { role_id?: number | undefined; extra_role_ids?: readonly number[] | undefined },
): Promise<DocumentIssue[]> {
  if (fields.role_id === undefined && fields.extra_role_ids === undefined) return []
  const known = new Set((await store.list('role')).map((stored) => stored.document.id))
  const unknown = (path: string, roleId: number) =>
    issue(
      path,
      'unknown-role',
      { mn_MN: `${roleId} дугаартай эрх байхгүй байна`, en_US: `there is no role with id ${roleId}` },
      { role_id: roleId },
    )
  const issues: DocumentIssue[] = []
  if (fields.role_id !== undefined && !known.has(fields.role_id)) issues.push(unknown('/role_id', fields.role_id))
  fields.extra_role_ids?.forEach((roleId, index) => {
    if (!known.has(roleId)) issues.push(unknown(pointer('extra_role_ids', index), roleId))
  })
  return issues
}

/** Throws `VALIDATION_FAILED` with the issues, in the body, when there are any. */
export function refuseIssues(issues: readonly DocumentIssue[]): void {
  if (issues.length > 0) throw tamgaError('VALIDATION_FAILED', { issues, in: 'body' })
}
