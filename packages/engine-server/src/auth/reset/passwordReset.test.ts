import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { projectKind } from '@tamga/schema'
import argon2 from 'argon2'
import Fastify, { type FastifyPluginAsync } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import type { TamgaDatabase } from '../../db/database.ts'
import { testBackends, useMigratedDatabase } from '../../db/testing.ts'
import { errorHandler } from '../../http/errorHandler.ts'
import { MemoryDocumentStore, testConfig } from '../../http/testing.ts'
import { createValidatorCompiler } from '../../http/validation.ts'
import { createMailer, type Mailer } from '../../mail/mailer.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../../mail/testing.ts'
import { authPlugin } from '../authPlugin.ts'
import { hashPassword } from '../passwordHash.ts'
import { createSession } from '../sessions.ts'
import { type PasswordResetPluginOptions, passwordResetPlugin, RESET_MESSAGES } from './index.ts'
import {
  DEFAULT_RESET_CODE_MINUTES,
  hashResetCode,
  MAX_RESET_CODE_ATTEMPTS,
  newResetCode,
  resetCodeMatches,
  resetCodeMinutes,
} from './resetCodes.ts'

const OLD_PASSWORD = 'Old#Pass2026'
const NEW_PASSWORD = 'New#Pass2027'
const SECRET = 'a-test-secret-of-the-instance-that-is-long-enough'
const HEADERS = { 'x-requested-with': 'XMLHttpRequest' }

describe('reset codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i += 1) expect(newResetCode()).toMatch(/^\d{6}$/)
  })

  it('are stored as an HMAC that depends on the secret and the reset, never as the code', () => {
    const hash = hashResetCode(SECRET, 'reset-1', '123456')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain('123456')
    expect(hashResetCode(SECRET, 'reset-2', '123456')).not.toBe(hash)
    expect(hashResetCode('another-secret', 'reset-1', '123456')).not.toBe(hash)
    expect(resetCodeMatches(SECRET, 'reset-1', '123456', hash)).toBe(true)
    expect(resetCodeMatches(SECRET, 'reset-1', '123457', hash)).toBe(false)
  })

  it(`live the project’s password_reset_time_out minutes, ${DEFAULT_RESET_CODE_MINUTES} when it is 0`, () => {
    expect(resetCodeMinutes(10)).toBe(10)
    expect(resetCodeMinutes(0)).toBe(DEFAULT_RESET_CODE_MINUTES)
    expect(resetCodeMinutes(undefined)).toBe(DEFAULT_RESET_CODE_MINUTES)
  })
})

const codeIn = (text: string | undefined): string => {
  const match = /: (\d{6})\n/.exec(text ?? '')
  if (match?.[1] === undefined) throw new Error(`no code in the mail: ${text}`)
  return match[1]
}

describe.each(testBackends())('password reset on $name', (backend) => {
  const testDatabase = useMigratedDatabase(backend)
  let database: TamgaDatabase
  let smtp: TestSmtpServer
  let mailer: Mailer
  let clock: Date
  let accounts = 0
  const store = new MemoryDocumentStore([{ ...projectKind.example, password_reset_time_out: 10 }])

  beforeAll(async () => {
    database = testDatabase()
    smtp = await startTestSmtpServer()
    mailer = createMailer(testConfig({ smtpUrl: smtp.url }))
  })
  afterAll(async () => {
    mailer.close()
    await smtp.close()
  })

  const apps: Array<{ close(): Promise<unknown> }> = []
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close()
  })

  /** The plugin as the server mounts it, with the server's validation and error answers. */
  const serve = (options: Partial<PasswordResetPluginOptions> = {}) => {
    clock = new Date('2026-05-01T09:00:00Z')
    const app = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>()
    app.setValidatorCompiler(createValidatorCompiler())
    app.setErrorHandler(errorHandler)
    // Mounted as the API mounts its domains: inside one plugin under the base path.
    const api: FastifyPluginAsync = async (instance) => {
      await instance.register(authPlugin, { store, database, sleep: async () => {} })
      await instance.register(passwordResetPlugin, {
        config: testConfig({ publicUrl: 'https://heritage.example.mn' }),
        database,
        store,
        secret: SECRET,
        mailer,
        now: () => clock,
        forgotAnswerMs: 0,
        ...options,
      })
    }
    app.register(api, { prefix: '/api' })
    apps.push(app)
    return app
  }

  const createAccount = async () => {
    accounts += 1
    const login = `reset${accounts}`
    const row = await database.db
      .insertInto('tamga_user')
      .values({
        login,
        email: `${login}@example.com`,
        password_hash: await hashPassword(OLD_PASSWORD),
        first_name: 'Нарантуяа',
        role_id: 5,
        confirmed: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { id: row.id, login, email: `${login}@example.com` }
  }

  const post = (app: ReturnType<typeof serve>, url: string, payload: object, headers: object = HEADERS) =>
    app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { ...headers } })

  /** Asks for a code and reads it from the mail the SMTP server received. */
  const requestCode = async (app: ReturnType<typeof serve>, email: string) => {
    const before = smtp.received.length
    const response = await post(app, '/auth/forgot', { email })
    expect(response.statusCode).toBe(200)
    const mail = await smtp.nextMail(before)
    return { mail, code: codeIn(mail.parsed.text) }
  }

  const resetsOf = (userId: number) =>
    database.db
      .selectFrom('tamga_password_reset')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute()

  it('mails a code, checks it, sets the new password and ends every session: the whole flow', async () => {
    const app = serve()
    const account = await createAccount()
    for (const remember of [false, true]) {
      await createSession(database.db, {
        userId: account.id,
        activeRoleId: 5,
        remember,
        createdAt: clock,
        expiresAt: new Date(clock.getTime() + 3_600_000),
        ip: null,
        userAgent: null,
      })
    }

    // The address is matched whatever its letter case.
    const before = smtp.received.length
    const forgot = await post(app, '/auth/forgot', { email: account.email.toUpperCase() })
    expect(forgot.statusCode).toBe(200)
    expect(forgot.json()).toEqual({
      status: true,
      msg: RESET_MESSAGES.codeSent.mn_MN,
      enMsg: RESET_MESSAGES.codeSent.en_US,
    })
    const mail = await smtp.nextMail(before)
    expect(mail.recipients).toEqual([account.email])
    expect(mail.parsed.subject).toBe('Нууц үг сэргээх код / Password reset code')
    const text = mail.parsed.text ?? ''
    // Mongolian first, English below.
    expect(text.indexOf('Таны нууц үг сэргээх код')).toBeLessThan(text.indexOf('Your password reset code'))
    expect(text).toContain('10 минутын дараа')
    expect(text).toContain('https://heritage.example.mn/auth/password-reset')
    const code = codeIn(text)

    const [stored] = await resetsOf(account.id)
    expect(stored?.code_hash).toBe(hashResetCode(SECRET, stored?.id ?? '', code))
    expect(JSON.stringify(stored)).not.toContain(code)
    expect(stored?.expires_at.toISOString()).toBe('2026-05-01T09:10:00.000Z')

    const verify = await post(app, '/auth/reset/verify', { email: account.email, code })
    expect(verify.statusCode).toBe(200)
    expect(verify.json()).toMatchObject({ status: true, enMsg: RESET_MESSAGES.codeCorrect.en_US })

    const reset = await post(app, '/auth/reset', {
      email: account.email,
      code,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(reset.statusCode).toBe(200)
    expect(reset.json()).toEqual({
      status: true,
      msg: 'Нууц үг амжилттай солигдлоо',
      enMsg: 'Your password has been reset',
    })

    const user = await database.db
      .selectFrom('tamga_user')
      .select('password_hash')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow()
    expect(await argon2.verify(user.password_hash, NEW_PASSWORD)).toBe(true)
    expect(await argon2.verify(user.password_hash, OLD_PASSWORD)).toBe(false)
    expect(user.password_hash).toMatch(/^\$argon2id\$/)

    const sessions = await database.db
      .selectFrom('tamga_session')
      .select('revoked_at')
      .where('user_id', '=', account.id)
      .execute()
    expect(sessions).toHaveLength(2)
    for (const session of sessions) expect(session.revoked_at?.toISOString()).toBe(clock.toISOString())

    const login = await post(app, '/auth/login', { login: account.login, password: NEW_PASSWORD })
    expect(login.statusCode).toBe(200)
    const oldLogin = await post(app, '/auth/login', { login: account.login, password: OLD_PASSWORD })
    expect(oldLogin.statusCode).toBe(401)
  })

  it('uses a code once: the same code cannot set a password again', async () => {
    const app = serve()
    const account = await createAccount()
    const { code } = await requestCode(app, account.email)
    const body = { email: account.email, code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }
    expect((await post(app, '/auth/reset', body)).statusCode).toBe(200)
    const again = await post(app, '/auth/reset', {
      ...body,
      password: 'Other#Pass1',
      password_confirmation: 'Other#Pass1',
    })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({ code: 'RESET_CODE_INCORRECT' })
    const verify = await post(app, '/auth/reset/verify', { email: account.email, code })
    expect(verify.json()).toMatchObject({ code: 'RESET_CODE_INCORRECT' })
    const [used] = await resetsOf(account.id)
    expect(used?.used_at).not.toBeNull()
  })

  it('answers an unknown address exactly like a known one, in about the same time, and sends nothing', async () => {
    // The floor is well above what the known address's work takes even on a loaded two-core
    // machine (a code hashed, a row written, a mail queued), so both answers take the floor.
    // At 1 s a CI run beside the whole suite once took 1.25 s for the known address's work.
    const app = serve({ forgotAnswerMs: 2500 })
    const account = await createAccount()
    const before = smtp.received.length
    const resetsBefore = await database.db.selectFrom('tamga_password_reset').select('id').execute()

    // Three rounds, each answer timed: the quickest of each kind is the one least slowed by
    // whatever else a loaded machine runs, so the two are compared.
    const knownMs: number[] = []
    const unknownMs: number[] = []
    for (let round = 0; round < 3; round += 1) {
      let started = Date.now()
      const unknown = await post(app, '/auth/forgot', { email: `nobody-here-${round}@example.com` })
      unknownMs.push(Date.now() - started)
      started = Date.now()
      const known = await post(app, '/auth/forgot', { email: account.email })
      knownMs.push(Date.now() - started)
      expect(unknown.statusCode).toBe(200)
      expect(unknown.body).toBe(known.body)
    }
    for (const ms of [...knownMs, ...unknownMs]) expect(ms).toBeGreaterThanOrEqual(2490)
    expect(Math.abs(Math.min(...knownMs) - Math.min(...unknownMs))).toBeLessThan(250)

    await smtp.nextMail(before)
    await new Promise((resolve) => setTimeout(resolve, 200))
    // One code per round for the known address, within the per-address allowance; none for the others.
    expect(smtp.received.slice(before).map((mail) => mail.recipients)).toEqual([
      [account.email],
      [account.email],
      [account.email],
    ])
    const resetsAfter = await database.db.selectFrom('tamga_password_reset').select('id').execute()
    expect(resetsAfter).toHaveLength(resetsBefore.length + 3)
  }, 60_000)

  it('treats a deleted account as unknown', async () => {
    const app = serve()
    const account = await createAccount()
    await database.db.updateTable('tamga_user').set({ deleted_at: clock }).where('id', '=', account.id).execute()
    const before = smtp.received.length
    const response = await post(app, '/auth/forgot', { email: account.email })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ enMsg: RESET_MESSAGES.codeSent.en_US })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(smtp.received.length).toBe(before)
    expect(await resetsOf(account.id)).toEqual([])
  })

  it('answers a missing or blank address with the spec’s ‘email required’', async () => {
    const app = serve()
    for (const payload of [{}, { email: '' }, { email: '   ' }]) {
      const response = await post(app, '/auth/forgot', payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        status: false,
        code: 'EMAIL_REQUIRED',
        msg: 'И-мэйл хаягаа оруулна уу',
        enMsg: 'Please enter your email address',
        koMsg: '이메일 주소를 입력해 주세요',
      })
    }
  })

  it('refuses a body of the wrong shape with a 400, never a 500', async () => {
    const app = serve()
    const wrongType = await post(app, '/auth/forgot', { email: 42 })
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json()).toMatchObject({ code: 'VALIDATION_FAILED', in: 'body' })
    const unknownField = await post(app, '/auth/reset/verify', { email: 'a@example.com', code: '123456', admin: true })
    expect(unknownField.statusCode).toBe(400)
    expect(unknownField.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
  })

  it('refuses every step without X-Requested-With (the CSRF guard)', async () => {
    const app = serve()
    for (const url of ['/auth/forgot', '/auth/reset/verify', '/auth/reset']) {
      const response = await post(app, url, { email: 'a@example.com' }, {})
      expect(response.statusCode).toBe(403)
      expect(response.json()).toMatchObject({ status: false, code: 'CSRF_HEADER_MISSING' })
    }
  })

  it('sends at most three codes per address per 15 minutes, silently, then again after the window', async () => {
    const app = serve()
    const account = await createAccount()
    for (let i = 0; i < 3; i += 1) await requestCode(app, account.email)
    const before = smtp.received.length
    const fourth = await post(app, '/auth/forgot', { email: account.email })
    expect(fourth.statusCode).toBe(200)
    expect(fourth.json()).toMatchObject({ status: true, enMsg: RESET_MESSAGES.codeSent.en_US })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(smtp.received.length).toBe(before)
    expect(await resetsOf(account.id)).toHaveLength(3)

    clock = new Date(clock.getTime() + 16 * 60_000)
    const { code } = await requestCode(app, account.email)
    expect((await post(app, '/auth/reset/verify', { email: account.email, code })).statusCode).toBe(200)
  })

  it('ends the earlier codes of an address when a new one is sent', async () => {
    const app = serve()
    const account = await createAccount()
    const first = await requestCode(app, account.email)
    const second = await requestCode(app, account.email)
    const old = await post(app, '/auth/reset/verify', { email: account.email, code: first.code })
    // The two codes may be equal by chance (one in a million): then the first one works as the second.
    if (first.code !== second.code) expect(old.json()).toMatchObject({ code: 'RESET_CODE_INCORRECT' })
    expect((await post(app, '/auth/reset/verify', { email: account.email, code: second.code })).statusCode).toBe(200)
  })

  it('refuses a code past its time-out with ‘reset code expired’, at verify and at reset', async () => {
    const app = serve()
    const account = await createAccount()
    const { code } = await requestCode(app, account.email)
    clock = new Date(clock.getTime() + 10 * 60_000 - 1)
    expect((await post(app, '/auth/reset/verify', { email: account.email, code })).statusCode).toBe(200)
    clock = new Date(clock.getTime() + 1)
    const verify = await post(app, '/auth/reset/verify', { email: account.email, code })
    expect(verify.statusCode).toBe(400)
    expect(verify.json()).toEqual({
      status: false,
      code: 'RESET_CODE_EXPIRED',
      msg: 'Сэргээх кодын хугацаа дууссан байна: шинэ код авна уу',
      enMsg: 'The reset code has expired: request a new one',
      koMsg: '재설정 코드가 만료되었습니다. 새 코드를 요청해 주세요',
    })
    const reset = await post(app, '/auth/reset', {
      email: account.email,
      code,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(reset.json()).toMatchObject({ code: 'RESET_CODE_EXPIRED' })
    const user = await database.db
      .selectFrom('tamga_user')
      .select('password_hash')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow()
    expect(await argon2.verify(user.password_hash, OLD_PASSWORD)).toBe(true)
  })

  it(`gives a code the default ${DEFAULT_RESET_CODE_MINUTES} minutes when password_reset_time_out is 0`, async () => {
    const app = serve({ store: new MemoryDocumentStore([{ ...projectKind.example, password_reset_time_out: 0 }]) })
    const account = await createAccount()
    const { mail } = await requestCode(app, account.email)
    expect(mail.parsed.text).toContain(`${DEFAULT_RESET_CODE_MINUTES} minutes`)
    const [stored] = await resetsOf(account.id)
    expect(stored?.expires_at.getTime()).toBe(clock.getTime() + DEFAULT_RESET_CODE_MINUTES * 60_000)
  })

  it(`burns a code after ${MAX_RESET_CODE_ATTEMPTS} wrong tries: then even the right code fails`, async () => {
    const app = serve()
    const account = await createAccount()
    const { code } = await requestCode(app, account.email)
    const wrong = code === '000000' ? '000001' : '000000'
    for (let i = 0; i < MAX_RESET_CODE_ATTEMPTS; i += 1) {
      const response = await post(app, '/auth/reset/verify', { email: account.email, code: wrong })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        status: false,
        code: 'RESET_CODE_INCORRECT',
        msg: 'Сэргээх код буруу байна',
        enMsg: 'The reset code is incorrect',
        koMsg: '재설정 코드가 올바르지 않습니다',
      })
    }
    const [stored] = await resetsOf(account.id)
    expect(stored?.attempts).toBe(MAX_RESET_CODE_ATTEMPTS)
    const right = await post(app, '/auth/reset/verify', { email: account.email, code })
    expect(right.statusCode).toBe(400)
    expect(right.json()).toMatchObject({ code: 'RESET_CODE_ATTEMPTS_EXCEEDED' })
    const reset = await post(app, '/auth/reset', {
      email: account.email,
      code,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(reset.json()).toMatchObject({ code: 'RESET_CODE_ATTEMPTS_EXCEEDED' })
  })

  it('counts wrong codes sent to /auth/reset as tries too', async () => {
    const app = serve()
    const account = await createAccount()
    const { code } = await requestCode(app, account.email)
    const wrong = code === '111111' ? '222222' : '111111'
    const response = await post(app, '/auth/reset', {
      email: account.email,
      code: wrong,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    expect(response.json()).toMatchObject({ code: 'RESET_CODE_INCORRECT' })
    const [stored] = await resetsOf(account.id)
    expect(stored?.attempts).toBe(1)
  })

  it('answers a missing code with ‘reset code required’ and an unknown address like a wrong code', async () => {
    const app = serve()
    for (const payload of [{ email: 'a@example.com' }, { email: 'a@example.com', code: ' ' }]) {
      const response = await post(app, '/auth/reset/verify', payload)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        status: false,
        code: 'RESET_CODE_REQUIRED',
        msg: 'Сэргээх кодоо оруулна уу',
        enMsg: 'Please enter the reset code',
        koMsg: '재설정 코드를 입력해 주세요',
      })
    }
    const unknown = await post(app, '/auth/reset/verify', { email: 'nobody-here@example.com', code: '123456' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ code: 'RESET_CODE_INCORRECT' })
  })

  it('refuses a confirmation that differs with the spec’s text, without using up the code or a try', async () => {
    const app = serve()
    const account = await createAccount()
    const { code } = await requestCode(app, account.email)
    const response = await post(app, '/auth/reset', {
      email: account.email,
      code,
      password: NEW_PASSWORD,
      password_confirmation: `${NEW_PASSWORD}x`,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      status: false,
      code: 'PASSWORD_CONFIRMATION_MISMATCH',
      msg: 'Нууц үгийн баталгаажуулалт таарахгүй байна !!!',
      enMsg: 'Password authentication did not match !!!',
      koMsg: '비밀번호 확인이 일치하지 않습니다 !!!',
    })
    const [stored] = await resetsOf(account.id)
    expect(stored?.attempts).toBe(0)
    expect(stored?.used_at).toBeNull()
  })

  it('refuses a weak password with each broken rule in both languages, keeping the code', async () => {
    const app = serve()
    const account = await createAccount()
    const { code } = await requestCode(app, account.email)
    const weak = 'weak pass'
    const response = await post(app, '/auth/reset', {
      email: account.email,
      code,
      password: weak,
      password_confirmation: weak,
    })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body).toMatchObject({ status: false, code: 'PASSWORD_RULES_NOT_MET', in: 'body' })
    expect(body.issues.map((item: { code: string }) => item.code)).toEqual(['uppercase', 'digit', 'special', 'spaces'])
    expect(body.issues.every((item: { path: string }) => item.path === '/password')).toBe(true)
    expect(body.enMsg).toContain('Spaces are included')
    expect(body.msg).toContain('Хоосон зай орсон байна')
    const [stored] = await resetsOf(account.id)
    expect(stored?.used_at).toBeNull()
    expect((await post(app, '/auth/reset/verify', { email: account.email, code })).statusCode).toBe(200)
  })

  it('answers ‘error sending the reset code’ when the mail server cannot be reached, and forgets the code', async () => {
    const down = await startTestSmtpServer()
    await down.close()
    const brokenMailer = createMailer(testConfig({ smtpUrl: down.url }))
    try {
      const app = serve({ mailer: brokenMailer, forgotAnswerMs: 5000 })
      const account = await createAccount()
      const response = await post(app, '/auth/forgot', { email: account.email })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        status: false,
        code: 'RESET_CODE_NOT_SENT',
        msg: 'Сэргээх код илгээхэд алдаа гарлаа',
        enMsg: 'Error sending the reset code',
        koMsg: '재설정 코드 발송 중 오류가 발생했습니다',
      })
      expect(await resetsOf(account.id)).toEqual([])
    } finally {
      brokenMailer.close()
    }
  })

  it('answers DATABASE_UNAVAILABLE without a database', async () => {
    const app = serve({ database: undefined })
    const response = await post(app, '/auth/forgot', { email: 'a@example.com' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' })
  })

  describe('as the server mounts it', () => {
    let dataDir: string
    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'tamga-reset-'))
    })
    afterAll(async () => {
      await rm(dataDir, { recursive: true, force: true })
    })

    it('serves /api/auth/forgot, writing the mail to the outbox when no SMTP_URL is set', async () => {
      const account = await createAccount()
      const app = buildApp({ config: testConfig({ dataDir, smtpUrl: undefined }), store, database, logger: false })
      apps.push(app)
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot',
        payload: { email: account.email },
        headers: HEADERS,
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ status: true, enMsg: RESET_MESSAGES.codeSent.en_US })
      const files = await readdir(join(dataDir, 'outbox'))
      expect(files).toHaveLength(1)
      expect(files[0]).toMatch(/\.eml$/)
      // The secret is the instance's own, kept in the database.
      const setting = await database.db
        .selectFrom('tamga_setting')
        .select('value')
        .where('key', '=', 'session_secret')
        .executeTakeFirst()
      expect(typeof setting?.value).toBe('string')
    })
  })
})
