import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { HealthSchema, LivenessSchema, type ReadinessAnswer, ReadinessSchema } from '@tamga/schema'
import type { Redis } from 'ioredis'
import { sql } from 'kysely'
import type { TamgaDatabase } from '../db/database.ts'
import { systemMigrations } from '../db/migrations/index.ts'
import type { Readiness } from '../server/readiness.ts'
import { domainPlugin } from './domainPlugin.ts'
import { ERROR_RESPONSES, tamgaError } from './errors.ts'
import { ANYONE } from './routeAudience.ts'

/** Options of {@link healthPlugin}. */
export interface HealthPluginOptions {
  /** The database the server works on; absent when the server runs without one. */
  database?: TamgaDatabase | undefined
  /** Redis, when the deployment shares one (`REDIS_URL`): `/health/ready` asks it a PING. */
  redisUrl?: string | undefined
  /** Whether the instance takes new work (false once it drains). @default always taking work */
  readiness?: Readiness | undefined
  /** How long `/health/ready` waits for the database or Redis to answer. @default 2000 */
  checkTimeoutMs?: number | undefined
}

type ReadinessCheck = ReadinessAnswer['checks']['database']

/** Resolves with `probe`'s outcome, or rejects when it takes longer than `ms`. */
async function within<TValue>(ms: number, probe: Promise<TValue>): Promise<TValue> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([probe, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * `GET /health`: whether this instance can answer, for a load balancer's check. It asks the
 * database one trivial query, so an instance that lost its database is taken out of rotation
 * (503 `DATABASE_UNAVAILABLE`) instead of failing every request sent to it.
 */
const healthRoutes: FastifyPluginAsyncTypebox<HealthPluginOptions> = async (app, options) => {
  const { database, redisUrl, readiness } = options
  const checkTimeoutMs = options.checkTimeoutMs ?? 2000
  app.get(
    '/health',
    {
      config: { audience: ANYONE },
      schema: {
        tags: ['server'],
        summary: 'Whether this instance and its database answer',
        response: { 200: HealthSchema, ...ERROR_RESPONSES },
      },
    },
    async function getHealth(_request, reply) {
      reply.header('cache-control', 'no-store')
      if (database === undefined) return { status: true as const, database: null }
      try {
        await sql`select 1`.execute(database.db)
      } catch (error) {
        throw tamgaError('DATABASE_UNAVAILABLE', { cause: error })
      }
      return { status: true as const, database: database.backend }
    },
  )

  // `/health/live`: the process answers. A balancer or orchestrator restarts an instance that
  // does not; it says nothing of the database, whose outage a restart would not mend.
  app.get(
    '/health/live',
    {
      config: { audience: ANYONE },
      schema: {
        tags: ['server'],
        summary: 'Whether this process answers (liveness)',
        response: { 200: LivenessSchema },
      },
    },
    async function getLiveness(_request, reply) {
      reply.header('cache-control', 'no-store')
      return { status: true as const }
    },
  )

  // Redis is asked through a client of its own, made at the first readiness check: the other
  // clients' offline queues and reconnections would hide an outage from a PING.
  let redis: Redis | undefined
  const pingRedis = async (url: string): Promise<void> => {
    if (redis === undefined) {
      const { Redis } = await import('ioredis')
      redis = new Redis(url, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: checkTimeoutMs,
        retryStrategy: () => null,
      })
      redis.on('error', (error: unknown) => app.log.debug({ err: error }, 'Redis of the readiness check'))
    }
    const client = redis
    if (client.status !== 'ready') {
      // A client given up on (retryStrategy null) connects again at the next check.
      if (client.status === 'end' || client.status === 'wait') await within(checkTimeoutMs, client.connect())
      else throw new Error(`Redis connection is ${client.status}`)
    }
    await within(checkTimeoutMs, client.ping())
  }
  app.addHook('onClose', async () => {
    redis?.disconnect()
  })

  const check = async (probe: () => Promise<unknown>, what: string): Promise<ReadinessCheck> => {
    try {
      await probe()
      return 'ok'
    } catch (error) {
      app.log.warn({ err: error }, `readiness check failed: ${what}`)
      return 'failed'
    }
  }
  const knownMigrations = Object.keys(systemMigrations)

  // `/health/ready`: this instance should be sent requests. 503 naming the failed check while
  // the database or Redis is out of reach, a migration this server needs has not run, or the
  // process is stopping.
  app.get(
    '/health/ready',
    {
      config: { audience: ANYONE },
      schema: {
        tags: ['server'],
        summary: 'Whether this instance should be sent requests (readiness)',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async function getReadiness(_request, reply) {
      reply.header('cache-control', 'no-store')
      const accepting: ReadinessCheck = readiness?.draining === true ? 'failed' : 'ok'
      const [databaseCheck, migrations, redisCheck] = await Promise.all([
        database === undefined
          ? ('absent' as const)
          : check(() => within(checkTimeoutMs, sql`select 1`.execute(database.db)), 'database'),
        database === undefined
          ? ('absent' as const)
          : check(async () => {
              const { rows } = await within(
                checkTimeoutMs,
                sql<{ name: string }>`select name from tamga_migration`.execute(database.db),
              )
              const run = new Set(rows.map((row) => row.name))
              const missing = knownMigrations.filter((name) => !run.has(name))
              if (missing.length > 0) throw new Error(`not run: ${missing.join(', ')}`)
            }, 'migrations'),
        redisUrl === undefined ? ('absent' as const) : check(() => pingRedis(redisUrl), 'redis'),
      ])
      const checks = { database: databaseCheck, redis: redisCheck, migrations, accepting }
      const status = Object.values(checks).every((outcome) => outcome !== 'failed')
      return reply.code(status ? 200 : 503).send({ status, checks })
    },
  )
}

/** {@link healthRoutes} as the plugin `tamga-health`. */
export const healthPlugin = domainPlugin('health', {}, healthRoutes)
