// The rules of the agent registration wizard (spec 2.8, 5), shared by the browser wizard and the
// server so that both refuse the same input with the same words. Each field has its own checker
// answering the first problem it finds, in Mongolian and English.
import { type BilingualMessage, type DocumentIssue, issue, pointer } from '../validation/issue.ts'
import { formatDate } from './format.ts'
import { checkPassword } from './password.ts'

/** One problem of one field: a stable code and what to tell the person. */
export interface FieldProblem {
  code: string
  message: BilingualMessage
}

/** The longest first or last name (spec 9: at most 75 characters). */
export const NAME_MAX_LENGTH = 75

/** The profile image limit (spec 5, 9: at most 1mb), read as 1 MiB. */
export const PROFILE_IMAGE_MAX_BYTES = 1024 * 1024

/** The genders the user entity knows (spec 3.13). */
export const GENDERS = ['men', 'women'] as const
/** One of {@link GENDERS}. */
export type Gender = (typeof GENDERS)[number]

/** The length of a Mongolian phone number without the +976 country code. */
export const PHONE_DIGITS = 8

/** The earliest birthday accepted: older dates are typing mistakes, not people. */
export const EARLIEST_BIRTHDAY = '1900-01-01'

const REQUIRED: FieldProblem = {
  code: 'required',
  message: { mn_MN: 'Утга оруулна уу', en_US: 'Please enter a value' },
}

// Spec 5 names the 'Spaces are included' error; e-mail, phone, register number and password share it.
const SPACES: FieldProblem = {
  code: 'spaces',
  message: { mn_MN: 'Хоосон зай орсон байна', en_US: 'Spaces are included' },
}

const problem = (code: string, mn_MN: string, en_US: string): FieldProblem => ({ code, message: { mn_MN, en_US } })

const isBlank = (value: string): boolean => value.trim() === ''

// Latin letters and the Mongolian Cyrillic alphabet (Russian Cyrillic plus Ө and Ү). A hyphen may
// join two parts ("Анх-Эрдэнэ"), as double names are written; digits and other marks may not.
const NAME_PATTERN = /^[A-Za-zА-ЯЁӨҮа-яёөү]+(-[A-Za-zА-ЯЁӨҮа-яёөү]+)*$/

/**
 * A first or last name (spec 5): Latin or Mongolian letters only (a hyphen may join two parts
 * of a double name), at most {@link NAME_MAX_LENGTH} characters.
 */
export function checkPersonName(value: string): FieldProblem | undefined {
  if (isBlank(value)) return REQUIRED
  if ([...value].length > NAME_MAX_LENGTH) {
    return problem(
      'too-long',
      `Хамгийн ихдээ ${NAME_MAX_LENGTH} тэмдэгт оруулна уу`,
      `Use at most ${NAME_MAX_LENGTH} characters`,
    )
  }
  if (!NAME_PATTERN.test(value)) {
    return problem('name-letters', 'Зөвхөн латин эсвэл монгол үсэг оруулна уу', 'Use Latin or Mongolian letters only')
  }
  return undefined
}

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate()

/**
 * A birthday: a real calendar date written `YYYY-MM-DD`, before `today` and not before
 * {@link EARLIEST_BIRTHDAY}.
 *
 * @param today `YYYY-MM-DD`; @default today in Ulaanbaatar (UTC+8)
 */
export function checkBirthday(value: string, today: string = formatDate(new Date())): FieldProblem | undefined {
  if (isBlank(value)) return REQUIRED
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (match === null) {
    return problem('date-format', 'Огноог ОООО-СС-ӨӨ хэлбэрээр оруулна уу', 'Write the date as YYYY-MM-DD')
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return problem('date-not-real', 'Ийм огноо байхгүй байна', 'This date does not exist')
  }
  // ISO dates of the same form compare correctly as text.
  if (value >= today) {
    return problem('birthday-not-past', 'Төрсөн огноо өнгөрсөн өдөр байх ёстой', 'The birthday must be a past date')
  }
  if (value < EARLIEST_BIRTHDAY) {
    return problem(
      'birthday-too-early',
      `Төрсөн огноо ${EARLIEST_BIRTHDAY}-аас хойш байх ёстой`,
      `The birthday must be on or after ${EARLIEST_BIRTHDAY}`,
    )
  }
  return undefined
}

/** A gender: `men` or `women` (spec 3.13). */
export function checkGender(value: string): FieldProblem | undefined {
  if (isBlank(value)) return REQUIRED
  if (!(GENDERS as readonly string[]).includes(value)) {
    return problem('gender', 'Хүйсээ сонгоно уу: эрэгтэй (men) эсвэл эмэгтэй (women)', 'Choose a gender: men or women')
  }
  return undefined
}

// Two letters of the Mongolian Cyrillic alphabet, then eight digits (birth date and a serial).
const REGISTER_NO_PATTERN = /^[А-ЯЁӨҮа-яёөү]{2}\d{8}$/

/**
 * A Mongolian registration (citizen) number: two Mongolian Cyrillic letters followed by eight
 * digits, e.g. `УБ99112233`. Lower-case letters are accepted; {@link normalizeRegisterNo} gives
 * the stored, upper-case form.
 */
export function checkRegisterNo(value: string): FieldProblem | undefined {
  if (isBlank(value)) return REQUIRED
  if (/\s/.test(value)) return SPACES
  if (!REGISTER_NO_PATTERN.test(value)) {
    return problem(
      'register-no',
      'Регистрийн дугаар нь монгол кирилл 2 үсэг, араас нь 8 оронтой тоо байна (жишээ нь УБ99112233)',
      'A registration number is two Mongolian Cyrillic letters followed by eight digits (for example УБ99112233)',
    )
  }
  return undefined
}

/** The stored form of a registration number: its letters in upper case. */
export function normalizeRegisterNo(value: string): string {
  return value.toUpperCase()
}

/** The longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254

// A practical address: a Latin local part, an @, and a domain of at least two labels.
const EMAIL_PATTERN =
  /^[a-z0-9](?:[a-z0-9._%+-]*[a-z0-9_%+-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/

/** An e-mail address (spec 5): Latin, lower case, no spaces, and a valid address. */
export function checkEmail(value: string): FieldProblem | undefined {
  if (isBlank(value)) return REQUIRED
  if (/\s/.test(value)) return SPACES
  if (/[^\x20-\x7e]/.test(value)) {
    return problem('email-latin', 'Имэйл хаягийг латин үсгээр бичнэ үү', 'Write the e-mail address in Latin letters')
  }
  if (/[A-Z]/.test(value)) {
    return problem('email-lowercase', 'Имэйл хаягийг жижиг үсгээр бичнэ үү', 'Write the e-mail address in lower case')
  }
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value) || value.includes('..')) {
    return problem('email-invalid', 'Имэйл хаяг буруу байна', 'The e-mail address is not valid')
  }
  return undefined
}

/**
 * A phone number (spec 5): digits only, no spaces, and — Tamga's decision for a Mongolian
 * service — exactly {@link PHONE_DIGITS} digits, the national number without the +976 code.
 */
export function checkPhone(value: string): FieldProblem | undefined {
  if (isBlank(value)) return REQUIRED
  if (/\s/.test(value)) return SPACES
  if (!/^\d+$/.test(value)) {
    return problem('phone-digits', 'Утасны дугаарт зөвхөн тоо оруулна уу', 'A phone number has digits only')
  }
  if (value.length !== PHONE_DIGITS) {
    return problem(
      'phone-length',
      `Утасны дугаар ${PHONE_DIGITS} оронтой байна (+976-гүйгээр)`,
      `A phone number has ${PHONE_DIGITS} digits (without +976)`,
    )
  }
  return undefined
}

/** Whether the confirmation repeats the password (spec 5's 'Password authentication did not match !!!'). */
export function checkPasswordConfirmation(password: string, confirmation: string): FieldProblem | undefined {
  if (confirmation === '') return REQUIRED
  if (password !== confirmation) {
    return problem(
      'password-mismatch',
      'Нууц үгийн баталгаажуулалт таарахгүй байна !!!',
      'Password authentication did not match !!!',
    )
  }
  return undefined
}

/** What the wizard sends (the image travels beside it as a file); every value as typed. */
export interface RegistrationInput {
  first_name: string
  last_name: string
  birthday: string
  gender: string
  register_no: string
  email: string
  phone: string
  password: string
  password_confirmation: string
}

/** The fields of {@link RegistrationInput}, in the wizard's order. */
export const REGISTRATION_FIELDS = [
  'first_name',
  'last_name',
  'birthday',
  'gender',
  'register_no',
  'email',
  'phone',
  'password',
  'password_confirmation',
] as const satisfies ReadonlyArray<keyof RegistrationInput>

/** Options of {@link checkRegistration}. */
export interface CheckRegistrationOptions {
  /** `YYYY-MM-DD`; @default today in Ulaanbaatar */
  today?: string
}

/**
 * Every problem of the wizard's data, each with the field's JSON Pointer (`/email`) and its own
 * message: one per field, except the password, which gets one per broken part of the password
 * rule ({@link checkPassword}). Empty when the registration can be sent.
 *
 * @example
 * checkRegistration({ ...input, phone: '9911 2233' })
 * // [{ path: '/phone', code: 'spaces', message: { mn_MN: 'Хоосон зай орсон байна', en_US: 'Spaces are included' } }]
 */
export function checkRegistration(input: RegistrationInput, options: CheckRegistrationOptions = {}): DocumentIssue[] {
  const checks: Record<Exclude<keyof RegistrationInput, 'password'>, FieldProblem | undefined> = {
    first_name: checkPersonName(input.first_name),
    last_name: checkPersonName(input.last_name),
    birthday: checkBirthday(input.birthday, options.today),
    gender: checkGender(input.gender),
    register_no: checkRegisterNo(input.register_no),
    email: checkEmail(input.email),
    phone: checkPhone(input.phone),
    password_confirmation: checkPasswordConfirmation(input.password, input.password_confirmation),
  }
  const issues: DocumentIssue[] = []
  for (const field of REGISTRATION_FIELDS) {
    if (field === 'password') {
      const problems: FieldProblem[] = input.password === '' ? [REQUIRED] : checkPassword(input.password)
      for (const found of problems) issues.push(issue(pointer(field), found.code, found.message))
      continue
    }
    const found = checks[field]
    if (found !== undefined) issues.push(issue(pointer(field), found.code, found.message))
  }
  return issues
}
