import { randomBytes } from 'node:crypto'
import { setTimeout as wait } from 'node:timers/promises'
import fastifyCookie from '@fastify/cookie'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  attemptKeys,
  DEFAULT_LOCKOUT_POLICY,
  failureDelay,
  type LockoutPolicy,
  LoginAnswerSchema,
  lockedMessage,
  loginRedirect,
  MeAnswerSchema,
  type ProjectDocument,
  type RoleDocument,
  SelectRoleAnswerSchema,
  type SessionUser,
  SessionUserSchema,
} from '@tamga/schema'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { sql } from 'kysely'
import Type from 'typebox'
import type { TamgaDatabase } from '../db/database.ts'
import type { DocumentStore } from '../documents/store.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { ANYONE, SIGNED_IN } from '../http/routeAudience.ts'
import { bearerToken } from './bearerToken.ts'
import { type RequestAuth, signedInUser } from './context.ts'
import { csrfGuard } from './csrf.ts'
import { VerifiedSessions } from './deferredSession.ts'
import { beginAttempt, clearFailures, lockAfterFailure, recordFailure } from './lockout.ts'
import { hashPassword, verifyPassword } from './passwordHash.ts'
import { requireAuth } from './requireAuth.ts'
import type { SessionRevocations } from './sessionRevocations.ts'
import {
  createSession,
  extraRoleIds,
  findSession,
  hashSessionToken,
  revokeSessionByToken,
  setActiveRole,
  touchSession,
  userRoleIds,
} from './sessions.ts'

/** The name of the httpOnly cookie that carries the session token. */
export const SESSION_COOKIE = 'tamga_token'

/** A session without remember-me lasts 12 hours. */
export const DEFAULT_SESSION_TTL_MS = 12 * 60 * 60 * 1000
/** A remembered session lasts 30 days. */
export const DEFAULT_REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000
/** `last_seen_at` is written at most once a minute per session, not on every request. */
export const DEFAULT_TOUCH_INTERVAL_MS = 60 * 1000

/** Options of {@link authPlugin}. */
export interface AuthPluginOptions {
  /** Where the project document is: its `super_url`, `app_url` and `role_redirects` give the redirect after sign-in. */
  store: DocumentStore
  /** Sessions, users and failed attempts. Without it every request is anonymous and sign-in answers 503. */
  database?: TamgaDatabase | undefined
  /**
   * The site's address (`PUBLIC_URL`): the cookie is `Secure` when it is https. Without it the
   * cookie is `Secure` when the request itself came over https.
   */
  publicUrl?: string | undefined
  /** How long a session without remember-me lasts, in milliseconds. @default 43200000 (12 hours) */
  sessionTtlMs?: number
  /** How long a remembered session lasts, in milliseconds. @default 2592000000 (30 days) */
  rememberTtlMs?: number
  /** Slowing and locking of failed sign-ins; see {@link LockoutPolicy} for each default. */
  lockout?: Partial<LockoutPolicy>
  /** The least time between two writes of a session's `last_seen_at`. @default 60000 */
  touchIntervalMs?: number
  /**
   * Where a sign-out is told, so that every instance ends the session's open subscriptions and
   * notification streams. @default none (they end at the server's close)
   */
  revocations?: SessionRevocations | undefined
  /** The clock; tests move it instead of waiting. @default () => new Date() */
  now?: () => Date
  /** How a failure's delay is waited; tests record it instead. @default a timer */
  sleep?: (ms: number) => Promise<void>
}

/** The user as sign-in, `/auth/me` and `/auth/select-role` answer it (spec 3.6); defined in `@tamga/schema`. */
export { SessionUserSchema }

const LoginBodySchema = Type.Object(
  {
    // Empty values are accepted and answered as a wrong password (spec 5: an empty lock-screen
    // password counts as wrong), not as a validation error.
    login: Type.String({ maxLength: 255 }),
    password: Type.String({ maxLength: 1024 }),
    remember: Type.Optional(Type.Boolean({ description: 'A long-lived session (30 days) instead of 12 hours.' })),
  },
  { additionalProperties: false },
)

/** The spec 8.3 success notices of signing in and out, in Mongolian and English. */
export const AUTH_SUCCESS_MESSAGES = {
  login: { mn_MN: 'Амжилттай нэвтэрлээ. Түр хүлээнэ үү!', en_US: 'Signed in successfully. Please wait!' },
  logout: { mn_MN: 'Системээс гарлаа', en_US: 'Signed out' },
} as const

const SelectRoleBodySchema = Type.Object({ roleId: Type.Integer() }, { additionalProperties: false })

const LogoutAnswerSchema = Type.Object(
  { status: Type.Literal(true), msg: Type.String(), enMsg: Type.String() },
  { additionalProperties: false },
)

/** The token a request carries: `Authorization: Bearer …` first, then the session cookie. */
export function requestToken(request: FastifyRequest): string | undefined {
  // A bearer token alone decides: the CSRF guard lets such a request through without its header.
  const bearer = bearerToken(request.headers.authorization)
  if (bearer !== undefined) return bearer
  const cookie = request.cookies[SESSION_COOKIE]
  return cookie === undefined || cookie === '' ? undefined : cookie
}

/** The role documents by numeric id: the authorizer's cached ones, else the store's. */
type RoleDocuments = ReadonlyMap<number, Pick<RoleDocument, 'display_name'>>

/**
 * The signed-in user as the session answers give it (spec 3.6), with the display names of the
 * user's own roles, in the order of `roles` and the active one among them.
 */
function sessionUser(auth: Omit<RequestAuth, 'sessionId' | 'mainRoleId'>, roles: RoleDocuments): SessionUser {
  const ids = auth.roleIds.includes(auth.roleId) ? auth.roleIds : [auth.roleId, ...auth.roleIds]
  return {
    id: auth.userId,
    login: auth.login,
    first_name: auth.firstName,
    last_name: auth.lastName,
    email: auth.email,
    role: auth.roleId,
    roles: [...auth.roleIds],
    role_names: [...new Set(ids)].flatMap((id) => {
      const role = roles.get(id)
      return role === undefined ? [] : [{ id, display_name: role.display_name }]
    }),
  }
}

async function projectOf(store: DocumentStore): Promise<ProjectDocument> {
  const [stored, ...others] = await store.list('project')
  if (stored === undefined) throw tamgaError('PROJECT_NOT_CONFIGURED')
  if (others.length > 0) throw tamgaError('PROJECT_AMBIGUOUS')
  return stored.document
}

/**
 * Sign-in and sessions for the whole API (not encapsulated, so its hooks cover every domain
 * plugin registered after it): the CSRF guard on state-changing requests, `request.auth` from
 * the Bearer token or the `tamga_token` cookie, and `POST /auth/login`, `POST /auth/logout`,
 * `POST /auth/select-role`, `GET /auth/me`.
 *
 * @example
 * await api.register(authPlugin, { store, database, publicUrl: config.publicUrl })
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (fastify, options) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
    const { store, database } = options
    const now = options.now ?? (() => new Date())
    /** The role documents, from the permissions' cache when that plugin is there. */
    const roleDocuments = async (request: FastifyRequest): Promise<RoleDocuments> => {
      if (request.server.hasDecorator('authorizer')) return request.server.authorizer.roles(request)
      return new Map((await store.list('role')).map(({ document }) => [document.id, document]))
    }
    const sleep = options.sleep ?? ((ms: number) => wait(ms).then(() => undefined))
    const sessionTtlMs = options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS
    const rememberTtlMs = options.rememberTtlMs ?? DEFAULT_REMEMBER_TTL_MS
    const touchIntervalMs = options.touchIntervalMs ?? DEFAULT_TOUCH_INTERVAL_MS
    const policy: LockoutPolicy = {
      ...DEFAULT_LOCKOUT_POLICY,
      ...options.lockout,
      maxFailuresPerAddress:
        options.lockout?.maxFailuresPerAddress ?? options.lockout?.maxFailures ?? DEFAULT_LOCKOUT_POLICY.maxFailures,
    }
    const secureFromConfig = options.publicUrl === undefined ? undefined : options.publicUrl.startsWith('https:')

    // A hash of a random password, made on the first sign-in with an unknown login: verifying
    // against it takes as long as verifying a real user's password, so the time tells nothing.
    let dummyHash: Promise<string> | undefined
    const verifyUnknown = async (password: string) => {
      dummyHash ??= hashPassword(randomBytes(24).toString('base64url'))
      await verifyPassword(await dummyHash, password)
      return false
    }

    const cookieOptions = (request: FastifyRequest) => ({
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: secureFromConfig ?? request.protocol === 'https',
    })
    const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply) => {
      if (request.cookies[SESSION_COOKIE] !== undefined) reply.clearCookie(SESSION_COOKIE, cookieOptions(request))
    }

    await app.register(fastifyCookie)
    app.decorateRequest('auth', null)
    app.decorateRequest('documentsVersion', undefined)
    app.decorateRequest('sessionProof', undefined)
    app.addHook('onRequest', csrfGuard)
    const verified = new VerifiedSessions()
    /** The full lookup every route gets: `request.auth` (and the documents version) from the database. */
    const lookUp = async (request: FastifyRequest, db: TamgaDatabase['db'], token: string) => {
      request.auth = null
      request.documentsVersion = undefined
      const at = now()
      const found = await findSession(db, token, at)
      const tokenHash = hashSessionToken(token)
      if (found === undefined) {
        verified.forget(tokenHash)
        return
      }
      request.auth = found.auth
      request.documentsVersion = found.documentsVersion
      if (at.getTime() - found.lastSeenAt.getTime() >= touchIntervalMs) {
        await touchSession(db, found.auth.sessionId, at, touchIntervalMs)
        found.lastSeenAt = at
      }
      verified.remember(tokenHash, found)
    }
    app.addHook('onRequest', async (request) => {
      request.auth = null
      request.documentsVersion = undefined
      request.sessionProof = undefined
      if (database === undefined) return
      const token = requestToken(request)
      if (token === undefined) return
      const db = database.db
      if (request.routeOptions.config.deferSessionCheck === true) {
        // The route proves the session in its own statement: a session verified lately is taken
        // from memory, unless it is due to be marked as used.
        const tokenHash = hashSessionToken(token)
        const known = verified.recall(tokenHash)
        if (known !== undefined && now().getTime() - known.lastSeenAt.getTime() < touchIntervalMs) {
          request.auth = known.auth
          request.sessionProof = {
            tokenHash,
            sessionId: known.auth.sessionId,
            userId: known.auth.userId,
            roleId: known.auth.roleId,
            verify: () => lookUp(request, db, token),
          }
          return
        }
      }
      await lookUp(request, db, token)
    })

    const requireDatabase = (): TamgaDatabase => {
      if (database === undefined) throw tamgaError('DATABASE_UNAVAILABLE')
      return database
    }

    app.post(
      '/auth/login',
      {
        config: { audience: ANYONE },
        schema: {
          tags: ['auth'],
          summary: 'Sign in (spec 4.4, 7); also the lock screen’s password check (spec 2.6, 4.5)',
          description:
            'Answers the token and sets it as the httpOnly `tamga_token` cookie. A wrong login or password answers 401 `LOGIN_FAILED` whether or not the login exists; repeated failures are slowed and then locked (429 `LOGIN_LOCKED`).',
          body: LoginBodySchema,
          response: { 200: LoginAnswerSchema, ...ERROR_RESPONSES },
        },
      },
      async function postAuthLogin(request, reply) {
        const { db } = requireDatabase()
        const project = await projectOf(store)
        const login = request.body.login.trim()
        const { password } = request.body
        const remember = request.body.remember === true
        const keys = attemptKeys(login, request.ip)
        const started = now()

        // Counted before the password is checked, so a locked login cannot be guessed at any
        // speed, nor by many guesses at once.
        const attempt = await beginAttempt(db, keys.login, started, policy.maxFailures, policy)
        if (attempt.lockedUntil !== undefined) {
          const seconds = Math.max(1, Math.ceil((attempt.lockedUntil.getTime() - started.getTime()) / 1000))
          reply.header('retry-after', String(seconds))
          throw tamgaError('LOGIN_LOCKED', { messages: lockedMessage(Math.ceil(seconds / 60)) })
        }

        const user =
          login === ''
            ? undefined
            : await db
                .selectFrom('tamga_user')
                .select(['id', 'login', 'password_hash', 'first_name', 'last_name', 'email', 'role_id', 'confirmed'])
                .where(sql<string>`lower(login)`, '=', sql<string>`lower(${login})`)
                .where('deleted_at', 'is', null)
                .executeTakeFirst()
        const verified =
          user === undefined || password === ''
            ? await verifyUnknown(password)
            : await verifyPassword(user.password_hash, password)

        if (user === undefined || !verified) {
          const failedAt = now()
          await lockAfterFailure(db, keys.login, attempt, failedAt, policy.maxFailures, policy)
          // Past its allowance an address's failures slow its answers more and more (guessing
          // across many logins), but never lock it: one office shares one address.
          const byAddress = await recordFailure(db, keys.address, failedAt, policy)
          const delay = failureDelay(Math.max(attempt.number, byAddress - policy.maxFailuresPerAddress), policy)
          if (delay > 0) await sleep(delay)
          throw tamgaError('LOGIN_FAILED')
        }
        await clearFailures(db, keys.login)
        if (!user.confirmed) throw tamgaError('ACCOUNT_NOT_CONFIRMED')

        const roleIds = userRoleIds(user.role_id, await extraRoleIds(db, user.id))
        const createdAt = now()
        const ttl = remember ? rememberTtlMs : sessionTtlMs
        const userAgent = request.headers['user-agent']
        const { token } = await createSession(db, {
          userId: user.id,
          activeRoleId: user.role_id,
          remember,
          createdAt,
          expiresAt: new Date(createdAt.getTime() + ttl),
          ip: request.ip,
          userAgent: userAgent === undefined ? null : userAgent.slice(0, 512),
        })
        reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: Math.floor(ttl / 1000) })
        return {
          status: true as const,
          msg: AUTH_SUCCESS_MESSAGES.login.mn_MN,
          enMsg: AUTH_SUCCESS_MESSAGES.login.en_US,
          token,
          user: sessionUser(signedInUser(user, roleIds), await roleDocuments(request)),
          redirect: loginRedirect(project, user.role_id),
        }
      },
    )

    app.post(
      '/auth/logout',
      {
        config: { audience: ANYONE },
        schema: {
          tags: ['auth'],
          summary: 'Sign out (spec 4.7)',
          description:
            'Ends the session the request carries, in the database, so the token stops working on every instance at once, closes its open subscriptions and notification streams, and clears the cookie. Answers the same without a session.',
          response: { 200: LogoutAnswerSchema, ...ERROR_RESPONSES },
        },
      },
      async function postAuthLogout(request, reply) {
        const token = requestToken(request)
        if (token !== undefined) verified.forget(hashSessionToken(token))
        if (token !== undefined && database !== undefined) {
          const revoked = await revokeSessionByToken(database.db, token, now())
          if (revoked !== undefined) options.revocations?.publish(revoked)
        }
        clearSessionCookie(request, reply)
        return {
          status: true as const,
          msg: AUTH_SUCCESS_MESSAGES.logout.mn_MN,
          enMsg: AUTH_SUCCESS_MESSAGES.logout.en_US,
        }
      },
    )

    app.post(
      '/auth/select-role',
      {
        config: { audience: SIGNED_IN },
        schema: {
          tags: ['auth'],
          summary: 'Switch the session to another of the user’s roles (spec 2.3, 6)',
          body: SelectRoleBodySchema,
          response: { 200: SelectRoleAnswerSchema, ...ERROR_RESPONSES },
        },
      },
      async function postAuthSelectRole(request) {
        const auth = requireAuth(request)
        const { db } = requireDatabase()
        const { roleId } = request.body
        if (!auth.roleIds.includes(roleId)) throw tamgaError('ROLE_NOT_ASSIGNED')
        const project = await projectOf(store)
        await setActiveRole(db, auth.sessionId, roleId)
        request.auth = { ...auth, roleId }
        return {
          status: true as const,
          user: sessionUser({ ...auth, roleId }, await roleDocuments(request)),
          redirect: loginRedirect(project, roleId),
        }
      },
    )

    app.get(
      '/auth/me',
      {
        config: { audience: SIGNED_IN },
        schema: {
          tags: ['auth'],
          summary: 'The signed-in caller (spec 3.6)',
          response: { 200: MeAnswerSchema, ...ERROR_RESPONSES },
        },
      },
      async function getAuthMe(request) {
        return { status: true as const, user: sessionUser(requireAuth(request), await roleDocuments(request)) }
      },
    )
  },
  { name: 'tamga-auth', fastify: '5.x' },
)
