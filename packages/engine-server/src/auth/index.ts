// Sign-in and sessions: what other domains use from here.

export { DEFAULT_LOCKOUT_POLICY, failureDelay, type LockoutPolicy } from '@tamga/schema'
export {
  AUTH_SUCCESS_MESSAGES,
  type AuthPluginOptions,
  authPlugin,
  DEFAULT_REMEMBER_TTL_MS,
  DEFAULT_SESSION_TTL_MS,
  DEFAULT_TOUCH_INTERVAL_MS,
  requestToken,
  SESSION_COOKIE,
  SessionUserSchema,
} from './authPlugin.ts'
export type { RequestAuth } from './context.ts'
export { CSRF_HEADER, csrfGuard, passesCsrfGuard } from './csrf.ts'
export { type SessionProof, sessionProofValues, sessionStandsSql, settleSession } from './deferredSession.ts'
export { requireAuth } from './requireAuth.ts'
export { hashSessionToken, revokeUserSessions } from './sessions.ts'
