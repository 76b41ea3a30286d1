import { describe, expect, it } from 'vitest'
import { ConfigError, describeConfig, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('gives every documented default', () => {
    const config = loadConfig({}, '/srv/tamga')
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      apiBase: '/api',
      databaseUrl: undefined,
      dataDir: '/srv/tamga/data',
      projectDir: '/srv/tamga/examples/heritage',
      portalDir: '/srv/tamga/apps/portal/dist',
      publicUrl: 'http://localhost:8080',
      trustProxy: false,
      loginLockout: { maxFailures: 5, maxFailuresPerAddress: 5, windowMinutes: 15, lockMinutes: 15 },
      logLevel: 'info',
    })
  })

  it('reads the sign-in lockout from the environment', () => {
    const config = loadConfig(
      { TAMGA_LOGIN_MAX_FAILURES: '3', TAMGA_LOGIN_LOCK_MINUTES: '60', TAMGA_LOGIN_MAX_FAILURES_PER_ADDRESS: '20' },
      '/srv',
    )
    expect(config.loginLockout).toEqual({
      maxFailures: 3,
      maxFailuresPerAddress: 20,
      windowMinutes: 15,
      lockMinutes: 60,
    })
  })

  it('reads the rate limits per address a minute, 0 switching one off, with defaults a busy office never reaches', () => {
    expect(loadConfig({}, '/srv').rateLimits).toEqual({
      signIn: 60,
      passwordReset: 30,
      registration: 20,
      publicForms: 30,
      anonymousGraphql: 600,
    })
    const config = loadConfig({ TAMGA_RATE_LIMIT_SIGN_IN: '120', TAMGA_RATE_LIMIT_ANONYMOUS_GRAPHQL: '0' }, '/srv')
    expect(config.rateLimits).toMatchObject({ signIn: 120, anonymousGraphql: 0, registration: 20 })
    expect(() => loadConfig({ TAMGA_RATE_LIMIT_PUBLIC_FORMS: 'lots' }, '/srv')).toThrow(/TAMGA_RATE_LIMIT_PUBLIC_FORMS/)
    expect(() => loadConfig({ TAMGA_RATE_LIMIT_REGISTRATION: '-1' }, '/srv')).toThrow(/TAMGA_RATE_LIMIT_REGISTRATION/)
  })

  it('takes a Redis prefix of channel-safe characters only', () => {
    expect(loadConfig({}, '/srv').redisPrefix).toBeUndefined()
    expect(loadConfig({ TAMGA_REDIS_PREFIX: 'heritage-prod:' }, '/srv').redisPrefix).toBe('heritage-prod:')
    expect(() => loadConfig({ TAMGA_REDIS_PREFIX: 'a b*' }, '/srv')).toThrow(/TAMGA_REDIS_PREFIX/)
  })

  it('hashes passwords at argon2’s standard cost unless told a cheaper one, and refuses one argon2 cannot use', () => {
    expect(loadConfig({}, '/srv').passwordHashCost).toEqual({ memoryCost: 65_536, timeCost: 3, parallelism: 4 })
    expect(loadConfig({ TAMGA_ARGON2_COST: 'm=1024,t=1,p=1' }, '/srv').passwordHashCost).toEqual({
      memoryCost: 1024,
      timeCost: 1,
      parallelism: 1,
    })
    expect(() => loadConfig({ TAMGA_ARGON2_COST: 'm=4,t=1,p=1' }, '/srv')).toThrow(/TAMGA_ARGON2_COST.*minimum/)
    expect(() => loadConfig({ TAMGA_ARGON2_COST: 'cheap' }, '/srv')).toThrow(/TAMGA_ARGON2_COST/)
  })

  it('refuses a value it cannot use, naming the variable', () => {
    expect(() => loadConfig({ PORT: '70000' }, '/srv')).toThrow(ConfigError)
    expect(() => loadConfig({ TAMGA_LOGIN_MAX_FAILURES: 'many' }, '/srv')).toThrow(/TAMGA_LOGIN_MAX_FAILURES/)
    expect(() => loadConfig({ TAMGA_API_BASE: 'api/' }, '/srv')).toThrow(/TAMGA_API_BASE/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' }, '/srv')).toThrow(/DATABASE_URL/)
  })

  it('takes a metrics token of 32 printable characters or more, and hides it when described', () => {
    const token = 'prometheus-scraper-token-0123456789'
    expect(loadConfig({}, '/srv').metricsToken).toBeUndefined()
    const config = loadConfig({ TAMGA_METRICS_TOKEN: token }, '/srv')
    expect(config.metricsToken).toBe(token)
    expect(JSON.stringify(describeConfig(config))).not.toContain(token)
    expect(() => loadConfig({ TAMGA_METRICS_TOKEN: 'short-token' }, '/srv')).toThrow(/TAMGA_METRICS_TOKEN/)
    expect(() => loadConfig({ TAMGA_METRICS_TOKEN: `${token} with spaces` }, '/srv')).toThrow(/TAMGA_METRICS_TOKEN/)
  })

  it('hides secrets when the configuration is described', () => {
    const described = describeConfig(
      loadConfig({ DATABASE_URL: 'postgres://tamga:hunter2@db:5432/tamga', TAMGA_SECRET: 's3cret' }, '/srv'),
    )
    expect(JSON.stringify(described)).not.toMatch(/hunter2|s3cret/)
  })
})
