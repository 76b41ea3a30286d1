import { ERROR_CATALOGUE, type ErrorCode } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { type FakeAnswer, fakeApi } from './fakeApi.ts'
import {
  newPasswordProblems,
  requestResetCode,
  resetFailure,
  resetPageAddress,
  resetPassword,
  verifyResetCode,
} from './passwordReset.ts'

/** The catalogue's error body of `code`, as the server answers it. */
const errorBody = (code: ErrorCode, extra: Record<string, unknown> = {}) => {
  const { msg, enMsg } = ERROR_CATALOGUE[code]
  return { status: false, code, msg, enMsg, ...extra }
}

const refusal = (code: ErrorCode, extra: Record<string, unknown> = {}): FakeAnswer => ({
  status: ERROR_CATALOGUE[code].status,
  body: errorBody(code, extra),
})

const OK: FakeAnswer = { status: 200, body: { status: true, msg: 'ok', enMsg: 'ok' } }

describe('requestResetCode', () => {
  it('refuses an empty address before calling the server', async () => {
    const { client, calls } = fakeApi({})
    expect(await requestResetCode(client, '  ')).toEqual({ ok: false, fields: { email: [{ key: 'emailRequired' }] } })
    expect(calls).toEqual([])
  })

  it('sends the trimmed address quietly and succeeds whatever the address', async () => {
    const { client, calls, toasts } = fakeApi({ 'POST /auth/forgot': OK })
    expect(await requestResetCode(client, ' bat@example.com ')).toEqual({ ok: true })
    expect(calls[0]).toEqual({ method: 'POST', path: '/auth/forgot', body: { email: 'bat@example.com' } })
    expect(toasts).toEqual([])
  })

  it('says the code could not be sent when the mail failed', async () => {
    const { client } = fakeApi({ 'POST /auth/forgot': refusal('RESET_CODE_NOT_SENT') })
    expect(await requestResetCode(client, 'bat@example.com')).toEqual({
      ok: false,
      fields: {},
      general: { key: 'codeSentError' },
    })
  })
})

describe('resetPageAddress', () => {
  it('carries the address to the reset page', () => {
    expect(resetPageAddress(' a+b@example.com ')).toBe('/auth/password-reset?email=a%2Bb%40example.com')
  })
})

describe('verifyResetCode', () => {
  it('asks for the code before calling the server', async () => {
    const { client, calls } = fakeApi({})
    expect(await verifyResetCode(client, { email: 'bat@example.com', code: ' ' })).toEqual({
      ok: false,
      fields: { code: [{ key: 'passwordResetCodeRequired' }] },
    })
    expect(calls).toEqual([])
  })

  it('posts the address and the code', async () => {
    const { client, calls } = fakeApi({ 'POST /auth/reset/verify': OK })
    expect(await verifyResetCode(client, { email: 'bat@example.com', code: '123 456' })).toEqual({ ok: true })
    expect(calls[0]?.body).toEqual({ email: 'bat@example.com', code: '123 456' })
  })

  it.each([
    ['RESET_CODE_INCORRECT', 'passwordResetCodeIncorrect'],
    ['RESET_CODE_EXPIRED', 'passwordResetCodeTimeout'],
    ['RESET_CODE_ATTEMPTS_EXCEEDED', 'passwordResetCodeAttempts'],
    ['RESET_CODE_REQUIRED', 'passwordResetCodeRequired'],
  ] as const)('shows %s at the code as %s', async (code, key) => {
    const { client } = fakeApi({ 'POST /auth/reset/verify': refusal(code) })
    expect(await verifyResetCode(client, { email: 'bat@example.com', code: '111111' })).toEqual({
      ok: false,
      fields: { code: [{ key }] },
    })
  })
})

describe('newPasswordProblems', () => {
  it('lists every broken part of the password rule and the mismatch', () => {
    const problems = newPasswordProblems('demo 2026', 'demo')
    expect(problems.password?.map((text) => ('problem' in text ? text.problem.code : ''))).toEqual([
      'uppercase',
      'special',
      'spaces',
    ])
    expect(problems.password_confirmation?.map((text) => ('problem' in text ? text.problem.code : ''))).toEqual([
      'password-mismatch',
    ])
  })

  it('asks for an empty password once, not once per rule', () => {
    expect(newPasswordProblems('', '').password).toEqual([{ problem: { code: 'required' }, field: 'password' }])
  })

  it('has nothing to say about a good, confirmed password', () => {
    expect(newPasswordProblems('Demo#2026', 'Demo#2026')).toEqual({})
  })
})

describe('resetPassword', () => {
  const input = { email: 'bat@example.com', code: '123456', password: 'Demo#2026', confirmation: 'Demo#2026' }

  it('does not call the server while the confirmation differs', async () => {
    const { client, calls } = fakeApi({})
    const outcome = await resetPassword(client, { ...input, confirmation: 'Demo#2027' })
    expect(outcome.ok).toBe(false)
    expect(!outcome.ok && outcome.fields.password_confirmation).toHaveLength(1)
    expect(calls).toEqual([])
  })

  it('sends the address, code, password and confirmation', async () => {
    const { client, calls } = fakeApi({ 'POST /auth/reset': OK })
    expect(await resetPassword(client, input)).toEqual({ ok: true })
    expect(calls[0]?.body).toEqual({
      email: 'bat@example.com',
      code: '123456',
      password: 'Demo#2026',
      password_confirmation: 'Demo#2026',
    })
  })

  it('goes back to the code step when the code expired meanwhile', async () => {
    const { client } = fakeApi({ 'POST /auth/reset': refusal('RESET_CODE_EXPIRED') })
    expect(await resetPassword(client, input)).toEqual({
      ok: false,
      fields: { code: [{ key: 'passwordResetCodeTimeout' }] },
      backToCode: true,
    })
  })

  it("shows the server's password rule problems at the password", async () => {
    const issues = [{ path: '/password', code: 'digit', message: { mn_MN: 'тоо', en_US: 'digit' } }]
    const { client } = fakeApi({ 'POST /auth/reset': refusal('PASSWORD_RULES_NOT_MET', { in: 'body', issues }) })
    expect(await resetPassword(client, input)).toEqual({
      ok: false,
      fields: {
        password: [{ problem: { code: 'digit', message: { mn_MN: 'тоо', en_US: 'digit' } }, field: 'password' }],
      },
    })
  })
})

describe('resetFailure', () => {
  it('shows the mismatch at the confirmation', () => {
    const failure = {
      ok: false as const,
      status: 400,
      message: '',
      cancelled: false,
      body: errorBody('PASSWORD_CONFIRMATION_MISMATCH'),
    }
    expect(resetFailure(failure, 'sorryError')).toEqual({
      ok: false,
      fields: { password_confirmation: [{ key: 'passwordConfirmError' }] },
    })
  })

  it("shows another failure's server message above the form", () => {
    const failure = {
      ok: false as const,
      status: 503,
      message: 'И-мэйл илгээхэд алдаа гарлаа',
      cancelled: false,
      body: { code: 'X' },
    }
    expect(resetFailure(failure, 'sorryError')).toEqual({
      ok: false,
      fields: {},
      general: { text: 'И-мэйл илгээхэд алдаа гарлаа' },
    })
  })
})
