import type { AuthKey } from '../auth/authText.ts'

/**
 * The auth namespace's words these screens show: spec 5's field and password hints, worded once
 * for the registration wizard. Checked against the auth catalogue, so a renamed key is a type
 * error here rather than a raw key on screen.
 */
export const AUTH_WORDS = {
  hintName: 'hintName',
  hintEmail: 'hintEmail',
  hintPhone: 'hintPhone',
  hintRegisterNo: 'hintRegisterNo',
  passwordHint: 'passwordHint',
  passwordRules: 'passwordRules',
  ruleMet: 'ruleMet',
  ruleNotMet: 'ruleNotMet',
} as const satisfies Record<string, AuthKey>
