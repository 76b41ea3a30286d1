import type { BilingualMessage } from '../validation/issue.ts'

/** The fewest characters a password may have. */
export const PASSWORD_MIN_LENGTH = 8

/**
 * The most characters a password may have: far beyond any passphrase, and it keeps the cost of
 * hashing what a stranger sends bounded.
 */
export const PASSWORD_MAX_LENGTH = 128

/** Why a password is refused: one code per broken part of the rule. */
export type PasswordProblemCode =
  | 'too-short'
  | 'too-long'
  | 'uppercase'
  | 'lowercase'
  | 'digit'
  | 'special'
  | 'spaces'
  | 'non-latin'

/** One broken part of the password rule, with what to tell the person in both languages. */
export interface PasswordProblem {
  code: PasswordProblemCode
  message: BilingualMessage
}

/** What to tell a person of each broken part of the rule (a generated server tells the same). */
export const PASSWORD_PROBLEM_MESSAGES: Readonly<Record<PasswordProblemCode, BilingualMessage>> = {
  'too-short': {
    mn_MN: `Нууц үг дор хаяж ${PASSWORD_MIN_LENGTH} тэмдэгттэй байх ёстой`,
    en_US: `The password must have at least ${PASSWORD_MIN_LENGTH} characters`,
  },
  'too-long': {
    mn_MN: `Нууц үг ${PASSWORD_MAX_LENGTH} тэмдэгтээс урт байж болохгүй`,
    en_US: `The password must have at most ${PASSWORD_MAX_LENGTH} characters`,
  },
  uppercase: {
    mn_MN: 'Нууц үгэнд латин том үсэг орсон байх ёстой',
    en_US: 'The password must contain an upper-case Latin letter',
  },
  lowercase: {
    mn_MN: 'Нууц үгэнд латин жижиг үсэг орсон байх ёстой',
    en_US: 'The password must contain a lower-case Latin letter',
  },
  digit: { mn_MN: 'Нууц үгэнд тоо орсон байх ёстой', en_US: 'The password must contain a digit' },
  special: {
    mn_MN: 'Нууц үгэнд тусгай тэмдэгт (!@#$%^&* гэх мэт) орсон байх ёстой',
    en_US: 'The password must contain a special character (such as !@#$%^&*)',
  },
  // Spec 5 names this error 'Spaces are included'.
  spaces: { mn_MN: 'Хоосон зай орсон байна', en_US: 'Spaces are included' },
  'non-latin': {
    mn_MN: 'Нууц үгэнд зөвхөн латин үсэг, тоо, тусгай тэмдэгт орно',
    en_US: 'The password may contain only Latin letters, digits and special characters',
  },
}

// Every ASCII punctuation and symbol character: what a Latin keyboard types besides letters,
// digits and the space.
const SPECIAL = /[!-/:-@[-`{-~]/
const WHITESPACE = /\s/u
// Anything a Latin keyboard does not type (Cyrillic letters among them: a password typed with
// the Mongolian layout on by mistake is refused with a reason, not silently accepted).
const NON_LATIN = /[^\x20-\x7E\s]/u

/**
 * Checks a password against the rule of spec 5 (registration, password reset, change of
 * password): Latin upper- and lower-case letters, a digit, a special character, no spaces, and
 * at least {@link PASSWORD_MIN_LENGTH} characters. The same function runs in the browser and
 * on the server, so both refuse the same passwords with the same words.
 *
 * @returns every broken part of the rule, each its own message; empty when the password is good.
 * @example checkPassword('Demo#2026') // []
 * @example checkPassword('demo 2026').map((p) => p.code) // ['uppercase', 'special', 'spaces']
 */
export function checkPassword(password: string): PasswordProblem[] {
  const codes: PasswordProblemCode[] = []
  // Counted in code points, so a character outside the BMP is one character, as people count.
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) codes.push('too-short')
  if (length > PASSWORD_MAX_LENGTH) codes.push('too-long')
  if (!/[A-Z]/.test(password)) codes.push('uppercase')
  if (!/[a-z]/.test(password)) codes.push('lowercase')
  if (!/[0-9]/.test(password)) codes.push('digit')
  if (!SPECIAL.test(password)) codes.push('special')
  if (WHITESPACE.test(password)) codes.push('spaces')
  if (NON_LATIN.test(password)) codes.push('non-latin')
  return codes.map((code) => ({ code, message: PASSWORD_PROBLEM_MESSAGES[code] }))
}

/** argon2id's cost: memory in KiB, passes over it, and lanes, as a stored hash writes them (`m=…,t=…,p=…`). */
export interface PasswordHashCost {
  memoryCost: number
  timeCost: number
  parallelism: number
}

/**
 * The argon2 library's defaults (64 MiB, 3 passes, 4 lanes): what every deployment, and every
 * generated server, hashes with.
 */
export const STANDARD_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 65_536, timeCost: 3, parallelism: 4 }
