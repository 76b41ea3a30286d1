import { describe, expect, it } from 'vitest'
import type { ApiFailure } from '../../api/httpClient.ts'
import { CURRENT_PASSWORD_WRONG, passwordChangeFailure, passwordChangeProblems } from './passwordChange.ts'

const codes = (problems: Map<string, Array<{ code: string }>>) =>
  Object.fromEntries([...problems].map(([field, found]) => [field, found.map((problem) => problem.code)]))

const failure = (body: unknown): ApiFailure => ({ ok: false, status: 400, message: 'x', cancelled: false, body })

describe('the change-password form', () => {
  it('accepts a current password, a new one that keeps the rule and its exact repetition', () => {
    const problems = passwordChangeProblems({
      current_password: 'Demo#2026',
      password: 'Strong#Pass1',
      password_confirmation: 'Strong#Pass1',
    })
    expect(problems.size).toBe(0)
  })

  it('needs all three fields', () => {
    expect(codes(passwordChangeProblems({ current_password: '', password: '', password_confirmation: '' }))).toEqual({
      current_password: ['required'],
      password: ['required'],
      password_confirmation: ['required'],
    })
  })

  it('lists every broken part of the password rule under the new password', () => {
    const problems = passwordChangeProblems({
      current_password: 'x',
      password: 'weak pw',
      password_confirmation: 'weak pw',
    })
    expect(codes(problems).password).toEqual(['too-short', 'uppercase', 'digit', 'special', 'spaces'])
  })

  it('says the confirmation does not match in the spec’s words', () => {
    const problems = passwordChangeProblems({
      current_password: 'x',
      password: 'Strong#Pass1',
      password_confirmation: 'Strong#Pass2',
    })
    expect(problems.get('password_confirmation')).toEqual([
      {
        code: 'password-mismatch',
        message: {
          mn_MN: 'Нууц үгийн баталгаажуулалт таарахгүй байна !!!',
          en_US: 'Password authentication did not match !!!',
        },
      },
    ])
  })

  it('puts a wrong current password under the current password field', () => {
    const problems = passwordChangeFailure(
      failure({ status: false, code: 'CURRENT_PASSWORD_WRONG', msg: 'Нууц үг буруу байна', enMsg: 'x' }),
    )
    expect(codes(problems)).toEqual({ current_password: [CURRENT_PASSWORD_WRONG] })
  })

  it('puts the server’s rule problems under their fields', () => {
    const problems = passwordChangeFailure(
      failure({
        status: false,
        code: 'VALIDATION_FAILED',
        msg: 'Илгээсэн мэдээлэл буруу байна',
        enMsg: 'The data sent is not valid',
        issues: [{ path: '/password', code: 'digit', message: { mn_MN: 'a', en_US: 'b' } }],
      }),
    )
    expect(codes(problems)).toEqual({ password: ['digit'] })
  })
})
