import { checkPassword, type PasswordProblemCode } from '@tamga/schema'
import type { AuthKey } from './authText.ts'

/** One line of the password hint list: a part of the spec 5 rule and whether the password meets it. */
export interface PasswordHint {
  code: PasswordProblemCode
  key: AuthKey
  met: boolean
}

/**
 * The parts of the rule always listed (spec 5: Latin upper- and lower-case letters, digits, a
 * special character, no spaces, plus the least length). `too-long` and `non-latin` show as
 * errors only: a hint nobody can miss would be noise.
 */
const LISTED: ReadonlyArray<readonly [PasswordProblemCode, AuthKey]> = [
  ['too-short', 'ruleLength'],
  ['uppercase', 'ruleUppercase'],
  ['lowercase', 'ruleLowercase'],
  ['digit', 'ruleDigit'],
  ['special', 'ruleSpecial'],
  ['spaces', 'ruleNoSpaces'],
]

/**
 * The password rule as a checklist, judged by the shared `checkPassword`, so the hints and the
 * server never disagree.
 *
 * @example passwordHints('Demo#2026').every((hint) => hint.met) // true
 */
export function passwordHints(password: string): PasswordHint[] {
  const broken = new Set(checkPassword(password).map((problem) => problem.code))
  return LISTED.map(([code, key]) => ({ code, key, met: !broken.has(code) }))
}
