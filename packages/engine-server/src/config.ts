import { isAbsolute, resolve } from 'node:path'
import { type PasswordHashCost, parsePasswordHashCost } from './auth/passwordHash.ts'
import type { RateLimits } from './http/rateLimits.ts'

/** How the server is configured: every field comes from an environment variable with a default. */
export interface TamgaConfig {
  /** `PORT`. @default 8080 */
  port: number
  /** `HOST`. @default '0.0.0.0' */
  host: string
  /** `TAMGA_API_BASE`: where the API lives (spec 7's "configured constant"). @default '/api' */
  apiBase: string
  /** `DATABASE_URL`: PostgreSQL; without it the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined
  /** `DATA_DIR`: the embedded database and uploaded files. @default './data' */
  dataDir: string
  /**
   * `REDIS_URL`: GraphQL subscription events and the rate limits' counts across server
   * instances; one instance needs none.
   */
  redisUrl: string | undefined
  /**
   * `TAMGA_REDIS_PREFIX`: what this deployment's Redis channels begin with, so deployments
   * sharing one Redis never hear each other. @default 'tamga:' and a digest of the instance secret, which every instance of one database shares
   */
  redisPrefix: string | undefined
  /**
   * `TAMGA_GRAPHQL_INTROSPECTION`: whether the GraphQL endpoint answers introspection queries.
   * @default true, false when `NODE_ENV` is `production`
   */
  graphqlIntrospection: boolean
  /** `SMTP_URL`: outgoing mail (a later issue); without it mail goes to an outbox folder. */
  smtpUrl: string | undefined
  /** `PUBLIC_URL`: the address people reach the site at, for links in mail. @default 'http://localhost:{port}' */
  publicUrl: string
  /** `TAMGA_PROJECT`: the project folder seeded into a new database and read in folder mode. @default 'examples/heritage' */
  projectDir: string
  /** `TAMGA_PORTAL_DIR`: the built portal served for every non-API path. @default 'apps/portal/dist' */
  portalDir: string
  /** `TAMGA_SITE_DIR`: the public site's built browser code, served under `/_site/`. @default 'packages/site/dist/client' */
  siteDir: string
  /**
   * `TAMGA_SITE_CACHE_MS`: how long the server keeps a public page it made (a record write on
   * the same instance clears them all sooner); 0 makes every page anew. @default 10000
   */
  siteCacheMs: number
  /**
   * `TAMGA_SHUTDOWN_TIMEOUT_MS`: how long a server asked to stop (SIGTERM) lets the requests
   * under way finish before it cuts the connections left and exits. @default 10000
   */
  shutdownTimeoutMs: number
  /** `TAMGA_SECRET`: the key sessions are signed with; generated and kept in the database when unset. */
  secret: string | undefined
  /** `TAMGA_ADMIN_PASSWORD`: the first super admin's password on PostgreSQL; generated and printed once when unset. */
  adminPassword: string | undefined
  /**
   * `TAMGA_TRUST_PROXY`: which proxies in front of the server to trust for the client's address
   * (`X-Forwarded-For`): `true` for any, or their addresses/CIDRs separated by commas. Set it behind a load balancer,
   * or every client looks like the balancer and the per-address sign-in lockout locks everyone.
   * @default false
   */
  trustProxy: boolean | string
  /**
   * `TAMGA_VAPID_PRIVATE_KEY`: the private VAPID key (base64url, 32 bytes) web pushes are signed
   * with; its public half is the project's `notify.firebaseConfig.publicKey`. Web push is sent
   * only when both are set, with {@link TamgaConfig.vapidSubject}.
   */
  vapidPrivateKey: string | undefined
  /** `TAMGA_VAPID_SUBJECT`: who push services may contact about the pushes, a `mailto:` or `https:` URL. */
  vapidSubject: string | undefined
  /**
   * Sign-in lockout: `TAMGA_LOGIN_MAX_FAILURES` failures of one login within
   * `TAMGA_LOGIN_WINDOW_MINUTES` lock it for `TAMGA_LOGIN_LOCK_MINUTES`; past
   * `TAMGA_LOGIN_MAX_FAILURES_PER_ADDRESS` failures from one address in the window, each further
   * one from it is slowed more (an address is never locked). @default 5 failures (5 per address) in 15 minutes lock for 15 minutes
   */
  loginLockout: { maxFailures: number; maxFailuresPerAddress: number; windowMinutes: number; lockMinutes: number }
  /**
   * How many requests of each kind one client address may send a minute (0: no limit), counted
   * in Redis by the whole fleet when `REDIS_URL` is set: `TAMGA_RATE_LIMIT_SIGN_IN`,
   * `TAMGA_RATE_LIMIT_PASSWORD_RESET`, `TAMGA_RATE_LIMIT_REGISTRATION`,
   * `TAMGA_RATE_LIMIT_PUBLIC_FORMS`, `TAMGA_RATE_LIMIT_ANONYMOUS_GRAPHQL`. The defaults leave
   * room for a busy office behind one address. @default 60, 30, 20, 30 and 600 a minute
   */
  rateLimits: RateLimits
  /**
   * `TAMGA_ARGON2_COST`: the argon2id cost new password hashes are made at, `m=<KiB>,t=<passes>,p=<lanes>`;
   * lower it only for throwaway test databases. @default m=65536,t=3,p=4 (the argon2 library's defaults)
   */
  passwordHashCost: PasswordHashCost
  /**
   * `TAMGA_METRICS_TOKEN`: a Bearer token that reads `GET /api/metrics` (Prometheus' scraper);
   * without it only a super admin's session does. At least 32 characters.
   */
  metricsToken: string | undefined
  /** `LOG_LEVEL`. @default 'info' */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
}

/** A configuration value that cannot be used, with the variable it came from. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`)
    this.name = 'ConfigError'
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const present = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim()

/**
 * Reads the configuration from environment variables, resolving relative paths against `cwd`.
 * Throws {@link ConfigError} naming the variable when a value cannot be used.
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>>, cwd: string): TamgaConfig {
  const portText = present(env.PORT) ?? '8080'
  const port = Number(portText)
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    throw new ConfigError('PORT', `"${portText}" is not a port number (1 to 65535)`)
  }
  const apiBase = present(env.TAMGA_API_BASE) ?? '/api'
  if (!/^\/[A-Za-z0-9_\-/]*[A-Za-z0-9_-]$/.test(apiBase) || apiBase.includes('//')) {
    throw new ConfigError('TAMGA_API_BASE', `"${apiBase}" must be a path like /api: a leading slash, no trailing one`)
  }
  const databaseUrl = present(env.DATABASE_URL)
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL', 'must be a postgres:// or postgresql:// URL')
  }
  const publicUrl = present(env.PUBLIC_URL) ?? `http://localhost:${port}`
  if (!/^https?:\/\/[^\s/]+/.test(publicUrl)) {
    throw new ConfigError('PUBLIC_URL', `"${publicUrl}" must be an http(s) URL`)
  }
  const logLevel = present(env.LOG_LEVEL) ?? 'info'
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `"${logLevel}" must be one of ${LOG_LEVELS.join(', ')}`)
  }
  const trustText = present(env.TAMGA_TRUST_PROXY)
  const trustProxy = trustText === undefined || trustText === 'false' ? false : trustText === 'true' ? true : trustText
  const vapidPrivateKey = present(env.TAMGA_VAPID_PRIVATE_KEY)
  if (
    vapidPrivateKey !== undefined &&
    !(/^[A-Za-z0-9_-]+=?$/.test(vapidPrivateKey) && Buffer.from(vapidPrivateKey, 'base64url').length === 32)
  ) {
    throw new ConfigError('TAMGA_VAPID_PRIVATE_KEY', 'must be a base64url private VAPID key of 32 bytes')
  }
  const vapidSubject = present(env.TAMGA_VAPID_SUBJECT)
  if (vapidSubject !== undefined && !/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+\S*)$/.test(vapidSubject)) {
    throw new ConfigError('TAMGA_VAPID_SUBJECT', `"${vapidSubject}" must be a mailto: address or an https: URL`)
  }
  const positive = (variable: string, fallback: number): number => {
    const text = present(env[variable])
    if (text === undefined) return fallback
    const value = Number(text)
    if (!/^\d+$/.test(text) || value < 1)
      throw new ConfigError(variable, `"${text}" must be a whole number of at least 1`)
    return value
  }
  const maxFailures = positive('TAMGA_LOGIN_MAX_FAILURES', 5)
  const loginLockout = {
    maxFailures,
    maxFailuresPerAddress: positive('TAMGA_LOGIN_MAX_FAILURES_PER_ADDRESS', maxFailures),
    windowMinutes: positive('TAMGA_LOGIN_WINDOW_MINUTES', 15),
    lockMinutes: positive('TAMGA_LOGIN_LOCK_MINUTES', 15),
  }
  const perMinute = (variable: string, fallback: number): number => {
    const text = present(env[variable])
    if (text === undefined) return fallback
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
      throw new ConfigError(variable, `"${text}" must be a whole number of requests a minute, 0 for no limit`)
    }
    return Number(text)
  }
  const rateLimits: RateLimits = {
    signIn: perMinute('TAMGA_RATE_LIMIT_SIGN_IN', 60),
    passwordReset: perMinute('TAMGA_RATE_LIMIT_PASSWORD_RESET', 30),
    registration: perMinute('TAMGA_RATE_LIMIT_REGISTRATION', 20),
    publicForms: perMinute('TAMGA_RATE_LIMIT_PUBLIC_FORMS', 30),
    anonymousGraphql: perMinute('TAMGA_RATE_LIMIT_ANONYMOUS_GRAPHQL', 600),
  }
  const siteCacheText = present(env.TAMGA_SITE_CACHE_MS) ?? '10000'
  const siteCacheMs = Number(siteCacheText)
  if (!Number.isSafeInteger(siteCacheMs) || siteCacheMs < 0) {
    throw new ConfigError('TAMGA_SITE_CACHE_MS', `"${siteCacheText}" must be a whole number of milliseconds, 0 or more`)
  }
  const shutdownTimeoutText = present(env.TAMGA_SHUTDOWN_TIMEOUT_MS) ?? '10000'
  const shutdownTimeoutMs = Number(shutdownTimeoutText)
  if (!Number.isSafeInteger(shutdownTimeoutMs) || shutdownTimeoutMs < 0) {
    throw new ConfigError(
      'TAMGA_SHUTDOWN_TIMEOUT_MS',
      `"${shutdownTimeoutText}" must be a whole number of milliseconds, 0 or more`,
    )
  }
  const introspectionText = present(env.TAMGA_GRAPHQL_INTROSPECTION)
  if (introspectionText !== undefined && introspectionText !== 'true' && introspectionText !== 'false') {
    throw new ConfigError('TAMGA_GRAPHQL_INTROSPECTION', `"${introspectionText}" must be true or false`)
  }
  const graphqlIntrospection =
    introspectionText === undefined ? present(env.NODE_ENV) !== 'production' : introspectionText === 'true'
  const redisPrefix = present(env.TAMGA_REDIS_PREFIX)
  if (redisPrefix !== undefined && !/^[A-Za-z0-9_.:-]{1,64}$/.test(redisPrefix)) {
    throw new ConfigError('TAMGA_REDIS_PREFIX', `"${redisPrefix}" must be 1 to 64 letters, digits or _ . : -`)
  }
  let passwordHashCost: PasswordHashCost
  try {
    passwordHashCost = parsePasswordHashCost(present(env.TAMGA_ARGON2_COST))
  } catch (error) {
    throw new ConfigError('TAMGA_ARGON2_COST', (error as Error).message)
  }
  const metricsToken = present(env.TAMGA_METRICS_TOKEN)
  if (metricsToken !== undefined && !/^[\x21-\x7e]{32,}$/.test(metricsToken)) {
    throw new ConfigError('TAMGA_METRICS_TOKEN', 'must be at least 32 printable characters without spaces')
  }
  const path = (value: string) => (isAbsolute(value) ? value : resolve(cwd, value))
  return {
    port,
    host: present(env.HOST) ?? '0.0.0.0',
    apiBase,
    databaseUrl,
    dataDir: path(present(env.DATA_DIR) ?? 'data'),
    redisUrl: present(env.REDIS_URL),
    redisPrefix,
    graphqlIntrospection,
    smtpUrl: present(env.SMTP_URL),
    publicUrl: publicUrl.replace(/\/+$/, ''),
    projectDir: path(present(env.TAMGA_PROJECT) ?? 'examples/heritage'),
    portalDir: path(present(env.TAMGA_PORTAL_DIR) ?? 'apps/portal/dist'),
    siteDir: path(present(env.TAMGA_SITE_DIR) ?? 'packages/site/dist/client'),
    siteCacheMs,
    shutdownTimeoutMs,
    secret: present(env.TAMGA_SECRET),
    adminPassword: present(env.TAMGA_ADMIN_PASSWORD),
    trustProxy,
    vapidPrivateKey,
    vapidSubject,
    loginLockout,
    rateLimits,
    passwordHashCost,
    metricsToken,
    logLevel: logLevel as TamgaConfig['logLevel'],
  }
}

/** The configuration with every secret replaced, for logs and `tamga` output. */
export function describeConfig(config: TamgaConfig): Record<string, unknown> {
  return {
    ...config,
    databaseUrl: config.databaseUrl?.replace(/\/\/([^:@/]+)(:[^@/]*)?@/, '//$1:***@'),
    secret: config.secret === undefined ? undefined : '***',
    adminPassword: config.adminPassword === undefined ? undefined : '***',
    vapidPrivateKey: config.vapidPrivateKey === undefined ? undefined : '***',
    metricsToken: config.metricsToken === undefined ? undefined : '***',
  }
}
