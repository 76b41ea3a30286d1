import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sql } from 'kysely'
import Type from 'typebox'
import type { TamgaDatabase } from '../db/database.ts'
import { domainPlugin } from './domainPlugin.ts'
import { ERROR_RESPONSES, tamgaError } from './errors.ts'
import { ANYONE } from './routeAudience.ts'

/** Options of {@link healthPlugin}. */
export interface HealthPluginOptions {
  /** The database the server works on; absent when the server runs without one. */
  database?: TamgaDatabase | undefined
}

/** The answer of `GET /health`. */
export const HealthSchema = Type.Object(
  {
    status: Type.Literal(true),
    database: Type.Union([Type.Enum(['postgres', 'pglite']), Type.Null()], {
      description: 'The database backend that answered, or null when the server has none.',
    }),
  },
  { additionalProperties: false },
)

/**
 * `GET /health`: whether this instance can answer, for a load balancer's check. It asks the
 * database one trivial query, so an instance that lost its database is taken out of rotation
 * (503 `DATABASE_UNAVAILABLE`) instead of failing every request sent to it.
 */
const healthRoutes: FastifyPluginAsyncTypebox<HealthPluginOptions> = async (app, { database }) => {
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
}

/** {@link healthRoutes} as the plugin `tamga-health`. */
export const healthPlugin = domainPlugin('health', {}, healthRoutes)
