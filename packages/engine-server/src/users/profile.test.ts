import argon2 from 'argon2'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { DEMO_PASSWORD, seedDemoAccounts } from '../seed/accounts.ts'
import { TEST_USER_HEADER, usersTestServer, useTemporaryStorage } from './testing.ts'

const XHR = { 'x-requested-with': 'XMLHttpRequest' }

describe.each(testBackends())('own profile and password on $name', (backend) => {
  const database = useMigratedDatabase(backend)
  const folder = useTemporaryStorage()
  let app: TamgaApp
  let applicantId = 0
  const asApplicant = () => ({ ...XHR, [TEST_USER_HEADER]: String(applicantId) })
  const passwordHash = async () =>
    (
      await database()
        .db.selectFrom('tamga_user')
        .select('password_hash')
        .where('id', '=', applicantId)
        .executeTakeFirstOrThrow()
    ).password_hash

  beforeAll(async () => {
    await seedDemoAccounts(database().db)
    applicantId = (
      await database()
        .db.selectFrom('tamga_user')
        .select('id')
        .where('login', '=', 'applicant')
        .executeTakeFirstOrThrow()
    ).id
    app = await usersTestServer({ database: database(), storage: folder().storage })
    return () => app.close()
  })

  it('shows the caller their own account without the password', async () => {
    const response = await app.inject({ method: 'GET', url: '/profile', headers: asApplicant() })
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toMatchObject({ id: applicantId, login: 'applicant', role_id: 5 })
    expect(response.body).not.toContain('password')
  })

  it('changes the caller’s own fields with the wizard’s rules', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/profile',
      headers: asApplicant(),
      payload: { nickname: 'Нараа', phone: '88112233', mobile: null },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toMatchObject({ nickname: 'Нараа', phone: '88112233', mobile: null })
    const bad = await app.inject({
      method: 'PATCH',
      url: '/profile',
      headers: asApplicant(),
      payload: { email: 'A@b.mn' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().issues[0]).toMatchObject({ path: '/email', code: 'email-lowercase' })
  })

  it('cannot change the role, the login or the confirmation', async () => {
    for (const payload of [{ role_id: 1 }, { login: 'root' }, { confirmed: true }, { extra_role_ids: [1] }]) {
      const response = await app.inject({ method: 'PATCH', url: '/profile', headers: asApplicant(), payload })
      expect(response.statusCode).toBe(400)
      expect(response.json().code).toBe('VALIDATION_FAILED')
    }
    const row = await database()
      .db.selectFrom('tamga_user')
      .select(['role_id', 'login'])
      .where('id', '=', applicantId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ role_id: 5, login: 'applicant' })
    const roles = await database()
      .db.selectFrom('tamga_user_role')
      .select('role_id')
      .where('user_id', '=', applicantId)
      .execute()
    expect(roles).toEqual([])
  })

  it('refuses a change of password with a wrong current password', async () => {
    const before = await passwordHash()
    const response = await app.inject({
      method: 'POST',
      url: '/change-password',
      headers: asApplicant(),
      payload: { current_password: 'Wrong#2026', password: 'Newer#Pass1', password_confirmation: 'Newer#Pass1' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', msg: 'Нууц үг буруу байна' })
    expect(await passwordHash()).toBe(before)
  })

  it('refuses a new password that breaks the rule or is not confirmed', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/change-password',
      headers: asApplicant(),
      payload: { current_password: DEMO_PASSWORD, password: 'has space1A!', password_confirmation: 'different' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().issues).toEqual([
      expect.objectContaining({ path: '/password', code: 'spaces' }),
      expect.objectContaining({ path: '/password_confirmation', code: 'password-mismatch' }),
    ])
  })

  it('changes the password with the right current one and ends the other sessions', async () => {
    await database()
      .db.insertInto('tamga_session')
      .values({
        user_id: applicantId,
        token_hash: 'other-device',
        active_role_id: 5,
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .execute()
    const response = await app.inject({
      method: 'POST',
      url: '/change-password',
      headers: asApplicant(),
      payload: { current_password: DEMO_PASSWORD, password: 'Newer#Pass1', password_confirmation: 'Newer#Pass1' },
    })
    expect(response.statusCode).toBe(200)
    expect(await argon2.verify(await passwordHash(), 'Newer#Pass1')).toBe(true)
    const other = await database()
      .db.selectFrom('tamga_session')
      .select('revoked_at')
      .where('token_hash', '=', 'other-device')
      .executeTakeFirstOrThrow()
    expect(other.revoked_at).not.toBeNull()
  })

  it.each([
    ['GET', '/profile'],
    ['PATCH', '/profile'],
    ['POST', '/change-password'],
  ] as const)('%s %s asks an anonymous caller to sign in', async (method, url) => {
    const response = await app.inject({ method, url, headers: XHR, payload: method === 'GET' ? undefined : {} })
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('UNAUTHORIZED')
  })
})
