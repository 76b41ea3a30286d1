import { ERROR_CATALOGUE, lockedMessage, projectKind, type RoleDocument, roleKind } from '@tamga/schema'
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type LightMyRequestResponse } from 'fastify'
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { buildApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { errorHandler } from '../http/errorHandler.ts'
import { MemoryDocumentStore, testConfig } from '../http/testing.ts'
import { createValidatorCompiler } from '../http/validation.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../seed/accounts.ts'
import { type AuthPluginOptions, authPlugin, SESSION_COOKIE } from './authPlugin.ts'
import { hashPassword, STANDARD_PASSWORD_HASH_COST } from './passwordHash.ts'
import { hashSessionToken, revokeUserSessions } from './sessions.ts'

const PASSWORD = 'Secret#123'
const HOUR = 60 * 60 * 1000
const MINUTE = 60 * 1000
const JSON_HEADERS = { 'x-requested-with': 'XMLHttpRequest' }

const wrongCredentials = {
  status: false,
  code: 'LOGIN_FAILED',
  msg: 'Нэвтрэх нэр эсвэл нууц үг буруу байна!',
  enMsg: 'Wrong username or password!',
  koMsg: '아이디 또는 비밀번호가 올바르지 않습니다!',
}

/** A clock the tests move forward instead of waiting. */
class TestClock {
  at = new Date('2026-03-01T08:00:00Z')
  now = () => new Date(this.at)
  advance(ms: number) {
    this.at = new Date(this.at.getTime() + ms)
  }
}

// Every test signs in from addresses of its own, so failures counted per address in one test
// never lock another test out.
let addressCounter = 0
const nextAddress = () => {
  addressCounter += 1
  return `10.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}.7`
}

// argon2id is meant to be slow (tens of milliseconds, much more on a busy two-core runner) and
// most tests here verify several passwords.
describe.each(testBackends())('sign-in and sessions on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  const store = new MemoryDocumentStore([projectKind.example])
  const apps: FastifyInstance[] = []
  const userIds = new Map<string, number>()
  const idOf = (login: string) => {
    const id = userIds.get(login)
    if (id === undefined) throw new Error(`no user ${login}`)
    return id
  }

  beforeAll(async () => {
    const { db } = database()
    await seedDemoAccounts(db)
    const hash = await hashPassword(PASSWORD)
    const inserted = await db
      .insertInto('tamga_user')
      .values([
        { login: 'pending', password_hash: hash, first_name: 'Хүлээгч', role_id: 5, confirmed: false },
        {
          login: 'gone',
          password_hash: hash,
          first_name: 'Устсан',
          role_id: 3,
          confirmed: true,
          deleted_at: new Date(),
        },
        { login: 'Multi', password_hash: hash, first_name: 'Олон', last_name: 'Эрхт', role_id: 3, confirmed: true },
        { login: 'locked1', password_hash: hash, role_id: 3, confirmed: true },
        { login: 'locked2', password_hash: hash, role_id: 3, confirmed: true },
        { login: 'counted', password_hash: hash, role_id: 3, confirmed: true },
        { login: 'windowed', password_hash: hash, role_id: 3, confirmed: true },
        { login: 'seen', password_hash: hash, role_id: 3, confirmed: true },
        { login: 'twice', password_hash: hash, role_id: 3, confirmed: true },
        { login: 'stormed', password_hash: hash, role_id: 3, confirmed: true },
      ])
      .returning(['id', 'login'])
      .execute()
    for (const row of inserted) userIds.set(row.login, row.id)
    await db
      .insertInto('tamga_user_role')
      .values([
        { user_id: idOf('Multi'), role_id: 5 },
        { user_id: idOf('Multi'), role_id: 4 },
      ])
      .execute()
  }, 60_000)

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()))
  })

  /** The real server, as `tamga start` builds it. */
  const serveApp = () => {
    const app = buildApp({ config: testConfig(), store, database: database(), logger: false })
    apps.push(app)
    return app
  }

  /** The auth plugin under /api with options the tests choose (a clock, no delays). */
  const serveAuth = (options: Partial<AuthPluginOptions> = {}) => {
    const app = Fastify({ logger: false })
    app.setValidatorCompiler(createValidatorCompiler())
    app.setErrorHandler(errorHandler)
    const api: FastifyPluginAsync = async (scope) => {
      await scope.register(authPlugin, {
        store,
        database: database(),
        ...options,
        lockout: { failureDelayMs: 0, ...options.lockout },
      })
    }
    app.register(api, { prefix: '/api' })
    apps.push(app)
    return app
  }

  const signIn = (
    app: FastifyInstance,
    body: Record<string, unknown>,
    remoteAddress: string = nextAddress(),
  ): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: body, headers: JSON_HEADERS, remoteAddress })

  const me = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })

  const tokenOf = (response: LightMyRequestResponse): string => {
    expect(response.statusCode).toBe(200)
    const { token } = response.json() as { token: string }
    return token
  }

  it('signs every demo account in with Demo#2026 and answers the token, the user and the role’s redirect', async () => {
    const app = serveApp()
    const redirects: Record<string, string> = {}
    for (const account of DEMO_ACCOUNTS) {
      const response = await signIn(app, { login: account.login, password: DEMO_PASSWORD })
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body).toMatchObject({
        status: true,
        msg: 'Амжилттай нэвтэрлээ. Түр хүлээнэ үү!',
        enMsg: 'Signed in successfully. Please wait!',
        user: {
          login: account.login,
          first_name: account.firstName,
          last_name: account.lastName,
          role: account.roleId,
          roles: [account.roleId],
        },
      })
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      redirects[account.login] = body.redirect
    }
    // Spec 6: role 1 to the super page, role 5 to its configured page, the rest to app_url.
    expect(redirects).toMatchObject({
      admin: '/admin/platform',
      applicant: '/admin/p/applications',
      staff: '/admin',
      council1: '/admin',
    })
  })

  it('finds the login whatever its letter case', async () => {
    const response = await signIn(serveAuth(), { login: '  multi ', password: PASSWORD })
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toMatchObject({ login: 'Multi', first_name: 'Олон', role: 3, roles: [3, 4, 5] })
  })

  it('sets the token as an httpOnly SameSite=Lax cookie: 12 hours, or 30 days with remember-me', async () => {
    const app = serveApp()
    const short = await signIn(app, { login: 'staff', password: DEMO_PASSWORD })
    const long = await signIn(app, { login: 'staff', password: DEMO_PASSWORD, remember: true })
    const cookieOf = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === SESSION_COOKIE)
    expect(cookieOf(short)).toMatchObject({
      value: tokenOf(short),
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 12 * 60 * 60,
    })
    expect(cookieOf(short)?.secure).toBeFalsy()
    expect(cookieOf(long)).toMatchObject({ value: tokenOf(long), httpOnly: true, maxAge: 30 * 24 * 60 * 60 })

    const sessions = await database()
      .db.selectFrom('tamga_session')
      .select(['remember', 'created_at', 'expires_at'])
      .where('token_hash', 'in', [hashSessionToken(tokenOf(short)), hashSessionToken(tokenOf(long))])
      .orderBy('remember')
      .execute()
    const lifetimes = sessions.map((s) => [s.remember, s.expires_at.getTime() - s.created_at.getTime()])
    expect(lifetimes).toEqual([
      [false, 12 * HOUR],
      [true, 30 * 24 * HOUR],
    ])
  })

  it('marks the cookie Secure when the public address is https', async () => {
    const app = serveAuth({ publicUrl: 'https://heritage.example.com' })
    const response = await signIn(app, { login: 'staff', password: DEMO_PASSWORD })
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ secure: true, httpOnly: true })
  })

  it('answers a wrong password, an unknown login and a deleted user with the same 401', async () => {
    const app = serveAuth()
    const wrong = await signIn(app, { login: 'staff', password: 'Nope#2026' })
    const unknown = await signIn(app, { login: 'nobody-here', password: DEMO_PASSWORD })
    const deleted = await signIn(app, { login: 'gone', password: PASSWORD })
    for (const response of [wrong, unknown, deleted]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual(wrongCredentials)
      expect(response.cookies).toEqual([])
    }
  })

  it('takes as long for an unknown login as for a wrong password: both verify an argon2 hash', async () => {
    // At the standard cost: the tests' cheap one (vitest.config.ts) is too fast to tell a
    // skipped verification from a database round trip.
    vi.stubEnv('TAMGA_ARGON2_COST', '')
    onTestFinished(() => {
      vi.unstubAllEnvs()
    })
    await database()
      .db.updateTable('tamga_user')
      .set({ password_hash: await hashPassword(DEMO_PASSWORD, STANDARD_PASSWORD_HASH_COST) })
      .where('login', '=', 'council2')
      .execute()
    const app = serveAuth({ lockout: { maxFailures: 100 } })
    await signIn(app, { login: 'nobody-warm', password: 'x' }) // the dummy hash is made once, first
    const timed = async (login: string) => {
      const started = performance.now()
      const response = await signIn(app, { login, password: 'Wrong#2026' })
      expect(response.statusCode).toBe(401)
      return performance.now() - started
    }
    // The quickest of each kind is the one least slowed by whatever else a loaded machine runs.
    const known: number[] = []
    const unknown: number[] = []
    for (let round = 0; round < 4; round += 1) {
      known.push(await timed('council2'))
      unknown.push(await timed(`nobody-${round}`))
    }
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.5)
  })

  it('answers the lock screen’s check: the stored login with the right password 200, a wrong or empty one 401', async () => {
    const app = serveAuth()
    const stored = tokenOf(await signIn(app, { login: 'council3', password: DEMO_PASSWORD }))
    const { login } = (await me(app, stored)).json().user
    expect((await signIn(app, { login, password: DEMO_PASSWORD })).statusCode).toBe(200)
    for (const password of ['wrong', '']) {
      const response = await signIn(app, { login, password })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual(wrongCredentials)
    }
  })

  it('tells an unconfirmed user so only after the password was right', async () => {
    const app = serveAuth()
    const wrong = await signIn(app, { login: 'pending', password: 'Wrong#2026' })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual(wrongCredentials)
    const right = await signIn(app, { login: 'pending', password: PASSWORD })
    expect(right.statusCode).toBe(403)
    expect(right.json()).toEqual({ status: false, code: 'ACCOUNT_NOT_CONFIRMED', ...textsOf('ACCOUNT_NOT_CONFIRMED') })
    expect(right.cookies).toEqual([])
  })

  it('refuses a malformed sign-in body with 400 VALIDATION_FAILED', async () => {
    const app = serveAuth()
    const response = await signIn(app, { login: 'staff' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ status: false, code: 'VALIDATION_FAILED', in: 'body' })
    const typed = await signIn(app, { login: 'staff', password: DEMO_PASSWORD, remember: 'yes' })
    expect(typed.statusCode).toBe(400)
  })

  it('authenticates by Bearer token and by the cookie; anonymous or unknown tokens get 401 Нэвтэрнэ үү', async () => {
    const app = serveApp()
    const token = tokenOf(await signIn(app, { login: 'sysadmin', password: DEMO_PASSWORD }))
    const byBearer = await me(app, token)
    expect(byBearer.statusCode).toBe(200)
    expect(byBearer.json()).toMatchObject({ status: true, user: { login: 'sysadmin', role: 2, roles: [2] } })
    const byCookie = await app.inject({ method: 'GET', url: '/api/auth/me', cookies: { [SESSION_COOKIE]: token } })
    expect(byCookie.statusCode).toBe(200)
    expect(byCookie.json().user.login).toBe('sysadmin')

    const anonymous = await app.inject({ method: 'GET', url: '/api/auth/me' })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({
      status: false,
      code: 'UNAUTHORIZED',
      msg: 'Нэвтэрнэ үү',
      enMsg: 'Please sign in',
      koMsg: '로그인해 주세요',
    })
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const forged of [altered, 'not a token', 'x'.repeat(43)]) {
      expect((await me(app, forged)).statusCode).toBe(401)
    }
  })

  it('refuses a state-changing request without X-Requested-With with 403 CSRF_HEADER_MISSING', async () => {
    const app = serveApp()
    const token = tokenOf(await signIn(app, { login: 'staff', password: DEMO_PASSWORD }))
    const forgedLogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'staff', password: DEMO_PASSWORD },
    })
    expect(forgedLogin.statusCode).toBe(403)
    expect(forgedLogin.json()).toEqual({
      status: false,
      code: 'CSRF_HEADER_MISSING',
      ...textsOf('CSRF_HEADER_MISSING'),
    })
    const forgedLogout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [SESSION_COOKIE]: token },
    })
    expect(forgedLogout.statusCode).toBe(403)
    // Nothing happened: the session still works. Reading needs no header.
    expect((await me(app, token)).statusCode).toBe(200)
    const empty = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-requested-with': ' ' },
      cookies: { [SESSION_COOKIE]: token },
    })
    expect(empty.statusCode).toBe(403)
  })

  it('locks a login after 5 failures from any addresses, before checking the password, until the lock ends', async () => {
    const clock = new TestClock()
    const app = serveAuth({ now: clock.now })
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await signIn(app, { login: 'locked1', password: `Wrong#${attempt}` })
      expect(response.statusCode).toBe(401)
    }
    const locked = await signIn(app, { login: 'LOCKED1', password: PASSWORD })
    expect(locked.statusCode).toBe(429)
    const { mn_MN, en_US, ko_KR } = lockedMessage(15)
    expect(locked.json()).toEqual({ status: false, code: 'LOGIN_LOCKED', msg: mn_MN, enMsg: en_US, koMsg: ko_KR })
    expect(locked.headers['retry-after']).toBe(String(15 * 60))
    // Another login is not affected.
    expect((await signIn(app, { login: 'locked2', password: PASSWORD })).statusCode).toBe(200)

    clock.advance(15 * MINUTE - 1000)
    expect((await signIn(app, { login: 'locked1', password: PASSWORD })).statusCode).toBe(429)
    clock.advance(2000)
    expect((await signIn(app, { login: 'locked1', password: PASSWORD })).statusCode).toBe(200)
  })

  it('never locks a correct password out for its address: failures from one address only slow it', async () => {
    const delays: number[] = []
    const app = serveAuth({
      lockout: { failureDelayMs: 100, maxFailureDelayMs: 400 },
      sleep: async (ms) => {
        delays.push(ms)
      },
    })
    const office = nextAddress()
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      const response = await signIn(app, { login: `guess-${attempt}`, password: 'Wrong#2026' }, office)
      expect(response.statusCode).toBe(401)
    }
    // The first five count only against their logins; from the sixth the address slows each more.
    expect(delays).toEqual([100, 100, 100, 100, 100, 100, 200, 400])
    expect((await signIn(app, { login: 'council1', password: DEMO_PASSWORD }, office)).statusCode).toBe(200)
  })

  it('checks no more than 5 of 50 wrong passwords sent at once, and the login stays locked', async () => {
    const app = serveAuth()
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => signIn(app, { login: 'stormed', password: `Wrong#${index}` })),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 401)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(45)
    expect((await signIn(app, { login: 'stormed', password: PASSWORD })).statusCode).toBe(429)
    const [row] = await database()
      .db.selectFrom('tamga_login_attempt')
      .select(['failures', 'locked_until'])
      .where('key', '=', 'login:stormed')
      .execute()
    expect(row?.locked_until).not.toBeNull()
  })

  it('forgets a login’s failures when it signs in successfully', async () => {
    const app = serveAuth()
    const attempt = (password: string) => signIn(app, { login: 'counted', password })
    for (let i = 0; i < 4; i += 1) expect((await attempt('Wrong#2026')).statusCode).toBe(401)
    expect((await attempt(PASSWORD)).statusCode).toBe(200)
    for (let i = 0; i < 4; i += 1) expect((await attempt('Wrong#2026')).statusCode).toBe(401)
    expect((await attempt(PASSWORD)).statusCode).toBe(200)
    const rows = await database()
      .db.selectFrom('tamga_login_attempt')
      .selectAll()
      .where('key', '=', 'login:counted')
      .execute()
    expect(rows).toEqual([])
  })

  it('counts failures within the window only', async () => {
    const clock = new TestClock()
    const app = serveAuth({ now: clock.now })
    const attempt = (password: string) => signIn(app, { login: 'windowed', password })
    for (let i = 0; i < 4; i += 1) expect((await attempt('Wrong#2026')).statusCode).toBe(401)
    clock.advance(15 * MINUTE + 1000)
    for (let i = 0; i < 4; i += 1) expect((await attempt('Wrong#2026')).statusCode).toBe(401)
    expect((await attempt(PASSWORD)).statusCode).toBe(200)
  })

  it('slows every failure more than the one before, up to the cap', async () => {
    const delays: number[] = []
    const app = serveAuth({
      lockout: { failureDelayMs: 100, maxFailureDelayMs: 300, maxFailures: 50 },
      sleep: async (ms) => {
        delays.push(ms)
      },
    })
    const address = nextAddress()
    for (let i = 0; i < 4; i += 1) await signIn(app, { login: 'slowed', password: 'Wrong#2026' }, address)
    await signIn(app, { login: 'council2', password: DEMO_PASSWORD }, address)
    expect(delays).toEqual([100, 200, 300, 300])
  })

  it('ends a session after 12 hours, a remembered one after 30 days', async () => {
    const clock = new TestClock()
    const app = serveAuth({ now: clock.now })
    const short = tokenOf(await signIn(app, { login: 'staff', password: DEMO_PASSWORD }))
    const long = tokenOf(await signIn(app, { login: 'staff', password: DEMO_PASSWORD, remember: true }))
    clock.advance(12 * HOUR - 1000)
    expect((await me(app, short)).statusCode).toBe(200)
    clock.advance(2000)
    expect((await me(app, short)).statusCode).toBe(401)
    expect((await me(app, long)).statusCode).toBe(200)
    clock.advance(30 * 24 * HOUR - 12 * HOUR)
    expect((await me(app, long)).statusCode).toBe(401)
  })

  it('signs out on the server: the token is refused at once by another instance too', async () => {
    const first = serveApp()
    const second = serveApp()
    const token = tokenOf(await signIn(first, { login: 'council1', password: DEMO_PASSWORD }))
    expect((await me(second, token)).statusCode).toBe(200)

    const out = await first.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: JSON_HEADERS,
      cookies: { [SESSION_COOKIE]: token },
    })
    expect(out.statusCode).toBe(200)
    expect(out.json()).toEqual({ status: true, msg: 'Системээс гарлаа', enMsg: 'Signed out' })
    const cleared = out.cookies.find((c) => c.name === SESSION_COOKIE)
    expect(cleared?.value).toBe('')
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now())

    expect((await me(second, token)).statusCode).toBe(401)
    expect((await me(first, token)).statusCode).toBe(401)
    const row = await database()
      .db.selectFrom('tamga_session')
      .select('revoked_at')
      .where(
        'user_id',
        '=',
        (
          await database()
            .db.selectFrom('tamga_user')
            .select('id')
            .where('login', '=', 'council1')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute()
    expect(row.some((session) => session.revoked_at !== null)).toBe(true)
  })

  it('answers a sign-out without a session with status true and changes nothing', async () => {
    const app = serveApp()
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: JSON_HEADERS })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: true, msg: 'Системээс гарлаа', enMsg: 'Signed out' })
  })

  it('switches the session to another of the user’s roles and answers its redirect; other roles 403', async () => {
    const app = serveAuth()
    const token = tokenOf(await signIn(app, { login: 'Multi', password: PASSWORD }))
    const other = tokenOf(await signIn(app, { login: 'Multi', password: PASSWORD }))
    const select = (roleId: unknown, bearer: string | null = token) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/select-role',
        payload: { roleId },
        headers: bearer === null ? JSON_HEADERS : { ...JSON_HEADERS, authorization: `Bearer ${bearer}` },
      })

    const switched = await select(5)
    expect(switched.statusCode).toBe(200)
    expect(switched.json()).toMatchObject({
      status: true,
      redirect: '/admin/p/applications',
      user: { login: 'Multi', role: 5, roles: [3, 4, 5] },
    })
    expect((await me(app, token)).json().user.role).toBe(5)
    // The choice belongs to the session, not to the user.
    expect((await me(app, other)).json().user.role).toBe(3)

    const refused = await select(1)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ status: false, code: 'ROLE_NOT_ASSIGNED', ...textsOf('ROLE_NOT_ASSIGNED') })
    expect((await me(app, token)).json().user.role).toBe(5)
    expect((await select(4, null)).statusCode).toBe(401)
    expect((await select('4')).statusCode).toBe(400)

    // A role taken from the user since no longer applies: the session acts as the main role.
    await database()
      .db.deleteFrom('tamga_user_role')
      .where('user_id', '=', idOf('Multi'))
      .where('role_id', '=', 5)
      .execute()
    expect((await me(app, token)).json().user).toMatchObject({ role: 3, roles: [3, 4] })
    await database()
      .db.insertInto('tamga_user_role')
      .values({ user_id: idOf('Multi'), role_id: 5 })
      .execute()
  })

  it('names the user’s own roles by their documents’ display names, and no other role', async () => {
    const role = (id: number, name: string, display_name: RoleDocument['display_name']): RoleDocument => ({
      ...roleKind.example,
      id,
      name,
      display_name,
    })
    const named = new MemoryDocumentStore([
      projectKind.example,
      role(3, 'staff', { mn_MN: 'Ажилтан', en_US: 'Staff', ko_KR: '직원' }),
      role(4, 'council', { mn_MN: 'Зөвлөлийн гишүүн', en_US: 'Council member' }),
      role(5, 'applicant', 'Өргөдөл гаргагч'),
      role(6, 'auditor', { mn_MN: 'Хянан шалгагч', en_US: 'Auditor' }),
    ])
    const expected = [
      { id: 3, display_name: { mn_MN: 'Ажилтан', en_US: 'Staff', ko_KR: '직원' } },
      { id: 4, display_name: { mn_MN: 'Зөвлөлийн гишүүн', en_US: 'Council member' } },
      { id: 5, display_name: 'Өргөдөл гаргагч' },
    ]
    // Through the role documents' cache of the whole server, and from the store without it.
    const whole = buildApp({ config: testConfig(), store: named, database: database(), logger: false })
    apps.push(whole)
    for (const app of [whole, serveAuth({ store: named })]) {
      const signedIn = await signIn(app, { login: 'Multi', password: PASSWORD })
      expect(signedIn.json().user.role_names).toEqual(expected)
      const token = tokenOf(signedIn)
      expect((await me(app, token)).json().user.role_names).toEqual(expected)
      const switched = await app.inject({
        method: 'POST',
        url: '/api/auth/select-role',
        payload: { roleId: 4 },
        headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
      })
      expect(switched.json().user).toMatchObject({ role: 4, role_names: expected })
      expect(JSON.stringify(switched.json())).not.toContain('Auditor')
    }
    // A role without a document is left out rather than named by its id.
    const single = await signIn(serveAuth(), { login: 'Multi', password: PASSWORD })
    expect(single.json().user.role_names).toEqual([])
  })

  it('writes last_seen_at at most once a minute', async () => {
    const clock = new TestClock()
    const app = serveAuth({ now: clock.now })
    const token = tokenOf(await signIn(app, { login: 'seen', password: PASSWORD }))
    const lastSeen = async () =>
      (
        await database()
          .db.selectFrom('tamga_session')
          .select('last_seen_at')
          .where('user_id', '=', idOf('seen'))
          .executeTakeFirstOrThrow()
      ).last_seen_at.getTime()
    const signedInAt = clock.at.getTime()
    expect(await lastSeen()).toBe(signedInAt)
    clock.advance(30_000)
    await me(app, token)
    expect(await lastSeen()).toBe(signedInAt)
    clock.advance(31_000)
    await me(app, token)
    expect(await lastSeen()).toBe(clock.at.getTime())
  })

  it('revokeUserSessions ends every session of one user', async () => {
    const app = serveAuth()
    const tokens = [
      tokenOf(await signIn(app, { login: 'twice', password: PASSWORD })),
      tokenOf(await signIn(app, { login: 'twice', password: PASSWORD })),
    ]
    const bystander = tokenOf(await signIn(app, { login: 'council3', password: DEMO_PASSWORD }))
    expect(await revokeUserSessions(database().db, idOf('twice'))).toBe(2)
    for (const token of tokens) expect((await me(app, token)).statusCode).toBe(401)
    expect((await me(app, bystander)).statusCode).toBe(200)
    expect(await revokeUserSessions(database().db, idOf('twice'))).toBe(0)
  })

  it('stops a session at once when its user is deleted or unconfirmed', async () => {
    const app = serveAuth()
    const { db } = database()
    const [user] = await db
      .insertInto('tamga_user')
      .values({ login: 'short-lived', password_hash: await hashPassword(PASSWORD), role_id: 3, confirmed: true })
      .returning('id')
      .execute()
    const id = user?.id ?? 0
    const token = tokenOf(await signIn(app, { login: 'short-lived', password: PASSWORD }))
    await db.updateTable('tamga_user').set({ confirmed: false }).where('id', '=', id).execute()
    expect((await me(app, token)).statusCode).toBe(401)
    await db.updateTable('tamga_user').set({ confirmed: true, deleted_at: new Date() }).where('id', '=', id).execute()
    expect((await me(app, token)).statusCode).toBe(401)
  })
})

describe('sign-in without a database', () => {
  it('treats every request as anonymous and answers sign-in with 503 DATABASE_UNAVAILABLE', async () => {
    const app = buildApp({ config: testConfig(), store: new MemoryDocumentStore([projectKind.example]), logger: false })
    try {
      const anonymous = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${'a'.repeat(43)}` },
      })
      expect(anonymous.statusCode).toBe(401)
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: 'admin', password: DEMO_PASSWORD },
        headers: JSON_HEADERS,
      })
      expect(login.statusCode).toBe(503)
      expect(login.json().code).toBe('DATABASE_UNAVAILABLE')
    } finally {
      await app.close()
    }
  })
})

function textsOf(code: keyof typeof ERROR_CATALOGUE) {
  const { msg, enMsg, koMsg } = ERROR_CATALOGUE[code]
  return { msg, enMsg, koMsg }
}
