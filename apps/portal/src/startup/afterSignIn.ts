import { readErrorAnswer } from '@tamga/renderer'
import type { SessionUser } from '@tamga/schema'
import type { ApiFailure, HttpClient } from '../api/httpClient.ts'
import type { SessionState } from '../stores/session.ts'
import { loadPermissions, unusableAnswer } from './loadPermissions.ts'
import { readSignInAnswer } from './signInAnswers.ts'

/** Where the app goes after signing in or choosing a role. */
export type Destination =
  /** A route of this app, reached by the router (no page load). */
  | { kind: 'route'; path: string }
  /** An address on another origin: a full page load (spec 2.3, external redirects). */
  | { kind: 'page'; url: string }

/** The route that lets a user with several roles choose one (spec 2.2). */
export const SELECT_ROLE_ROUTE = '/select-role'

/** Why signing in did not succeed. */
export type SignInFailureReason =
  /** 401 `LOGIN_FAILED`: the same answer whether the login or the password was wrong. */
  | 'wrong-credentials'
  /** 429 `LOGIN_LOCKED`: too many failures; `retry-after` says for how long. */
  | 'locked'
  /** 429 `TOO_MANY_REQUESTS`: too many sign-ins from this address, right or wrong. */
  | 'too-many'
  /** 403 `ACCOUNT_NOT_CONFIRMED`: the password was right, but nobody has confirmed the registration. */
  | 'not-confirmed'
  /** Signed in, but the role's permissions could not be loaded; the session was ended again. */
  | 'no-permissions'
  /** Anything else: the network, the server, an answer of the wrong shape. */
  | 'other'

/** What {@link signIn} answers. */
export type SignInOutcome =
  | { ok: true; user: SessionUser; destination: Destination }
  | { ok: false; reason: SignInFailureReason; failure: ApiFailure }

/** What {@link signIn} and {@link loadPermissions} read and write; the app passes its own, tests fakes. */
export interface SignInDeps {
  client: HttpClient
  session: () => Pick<SessionState, 'setToken' | 'setUser' | 'setPermissions' | 'logout'>
  /** Keeps the token for the browser session, or for 30 days with remember-me (`api/token.ts`). */
  storeToken: (token: string, remember: boolean) => void
  /** This app's origin (`location.origin`): a redirect elsewhere is a full page load. */
  origin: string
}

/** The sign-in form's values (spec 2.8: login with remember-me). */
export interface Credentials {
  login: string
  password: string
  remember: boolean
}

/** The error code of a failure's body (`LOGIN_FAILED`, …), when the server sent one. */
export function failureCode(failure: ApiFailure): string | undefined {
  return readErrorAnswer('error', failure.body)?.code
}

const REASONS: Readonly<Record<string, SignInFailureReason>> = {
  LOGIN_FAILED: 'wrong-credentials',
  LOGIN_LOCKED: 'locked',
  TOO_MANY_REQUESTS: 'too-many',
  ACCOUNT_NOT_CONFIRMED: 'not-confirmed',
}

/** Why a `/auth/login` call failed, from its error code (spec 8.3's wrong username or password). */
export function signInFailureReason(failure: ApiFailure): SignInFailureReason {
  const code = failureCode(failure)
  return (code === undefined ? undefined : REASONS[code]) ?? 'other'
}

/**
 * Where a redirect the server gave leads: an app path stays in the router; an absolute URL on
 * this origin becomes its path; one on another origin is a full page load (spec 2.3).
 *
 * @example destinationOf('/admin/platform', 'https://a.mn') // { kind: 'route', path: '/admin/platform' }
 * @example destinationOf('https://b.mn/x', 'https://a.mn') // { kind: 'page', url: 'https://b.mn/x' }
 */
export function destinationOf(redirect: string, origin: string): Destination {
  const target = redirect.trim()
  if (target === '') return { kind: 'route', path: '/' }
  let url: URL
  try {
    url = new URL(target, origin)
  } catch {
    return { kind: 'route', path: '/' }
  }
  // Only http(s) may be followed: a `javascript:` redirect from a misconfigured project must not run.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'route', path: '/' }
  if (url.origin !== origin) return { kind: 'page', url: url.href }
  return { kind: 'route', path: `${url.pathname}${url.search}${url.hash}` }
}

/**
 * Signs in (spec 2.8, 4.4, 6): `POST /auth/login` without a toast (the form shows the failure),
 * then keeps the token (for 30 days with remember-me), the user and the role's permissions, and
 * says where to go: `/select-role` for a user with several roles, otherwise the server's
 * `redirect` (role 1 to the super page, other roles by `role_redirects`).
 *
 * When the permissions cannot be loaded, a user with one role cannot use the app: the session is
 * ended again (on the server too) and the failure returned. A user with several roles goes on to
 * choose one, which loads that role's permissions.
 */
export async function signIn(deps: SignInDeps, credentials: Credentials): Promise<SignInOutcome> {
  const { client } = deps
  const answer = await client.post<unknown>(
    '/auth/login',
    { login: credentials.login.trim(), password: credentials.password, remember: credentials.remember },
    { quiet: true },
  )
  if (!answer.ok) return { ok: false, reason: signInFailureReason(answer), failure: answer }
  const login = readSignInAnswer('login', answer.data)
  if (login === undefined || login.token === '')
    return { ok: false, reason: 'other', failure: unusableAnswer(answer.status, answer.data) }

  deps.storeToken(login.token, credentials.remember)
  deps.session().setToken(login.token)
  deps.session().setUser(login.user)
  const severalRoles = login.user.roles.length > 1
  const refused = await loadPermissions(deps)
  if (refused !== undefined && !severalRoles) {
    await client.post('/auth/logout', undefined, { quiet: true })
    deps.session().logout()
    return { ok: false, reason: 'no-permissions', failure: refused }
  }
  const destination = severalRoles
    ? ({ kind: 'route', path: SELECT_ROLE_ROUTE } as const)
    : destinationOf(login.redirect, deps.origin)
  return { ok: true, user: login.user, destination }
}

/** How a screen follows a {@link Destination}. */
export interface Navigation {
  /** The router's navigation. */
  navigate: (path: string) => void
  /** A full page load (`location.assign`). */
  assign: (url: string) => void
}

/** Goes to a destination: through the router, or with a full page load for another origin. */
export function goTo(destination: Destination, navigation: Navigation): void {
  if (destination.kind === 'page') navigation.assign(destination.url)
  else navigation.navigate(destination.path)
}
