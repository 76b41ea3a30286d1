import { describe, expect, it } from 'vitest'
import { formErrors, type ProblemWords, problemText } from './formProblems.ts'
import { CURRENT_PASSWORD_WRONG } from './passwordChange.ts'

const words = (language: ProblemWords['language']): ProblemWords => ({
  auth: (key) => `auth:${key}`,
  admin: (key) => `admin:${key}`,
  language,
})

describe('field problems as text', () => {
  it('says a wrong current password in the admin namespace’s words', () => {
    expect(problemText('current_password', { code: CURRENT_PASSWORD_WRONG }, words('mn_MN'))).toBe(
      'admin:currentPasswordWrong',
    )
  })

  it('says a shared rule’s problem with the catalogue key the rule has', () => {
    expect(problemText('phone', { code: 'spaces' }, words('ko_KR'))).toBe('auth:problemSpaces')
    expect(problemText('password', { code: 'digit' }, words('ko_KR'))).toBe('auth:passwordDigit')
  })

  it('falls back to the problem’s own message in the interface language', () => {
    const message = { mn_MN: 'эрх байхгүй', en_US: 'no such role' }
    expect(problemText('role_id', { code: 'unknown-role', message }, words('en_US'))).toBe('no such role')
    expect(problemText('role_id', { code: 'unknown-role', message }, words('mn_MN'))).toBe('эрх байхгүй')
  })

  it('gives every field its errors, clears the others, and lists problems of fields the form lacks', () => {
    const problems = new Map([
      ['email', [{ code: 'email-invalid' }]],
      ['login', [{ code: 'login', message: { mn_MN: 'нэр буруу', en_US: 'bad login' } }]],
    ])
    expect(formErrors(['email', 'phone'], problems, words('mn_MN'))).toEqual({
      entries: [
        { name: 'email', errors: ['auth:problemEmailInvalid'] },
        { name: 'phone', errors: [] },
      ],
      others: ['нэр буруу'],
    })
  })
})
