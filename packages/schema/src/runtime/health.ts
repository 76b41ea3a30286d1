import Type, { type Static } from 'typebox'

// The answers of the health routes a load balancer and an orchestrator ask (`/api/health…`).

/** The answer of `GET /api/health`. */
export const HealthSchema = Type.Object(
  {
    status: Type.Literal(true),
    database: Type.Union([Type.Enum(['postgres', 'pglite']), Type.Null()], {
      description: 'The database backend that answered, or null when the server has none.',
    }),
  },
  { additionalProperties: false },
)

/** The answer of `GET /api/health/live`: the process answers (also while it prepares). */
export const LivenessSchema = Type.Object({ status: Type.Literal(true) }, { additionalProperties: false })

/** The outcome of one readiness check: passed, failed, or not applicable to this deployment. */
const readinessCheck = (description: string) => Type.Enum(['ok', 'failed', 'absent'], { description })

/** The answer of `GET /api/health/ready`, with status 200 when every check passes and 503 otherwise. */
export const ReadinessSchema = Type.Object(
  {
    status: Type.Boolean({ description: 'Every check passed: the instance takes new work.' }),
    checks: Type.Object(
      {
        database: readinessCheck('The database answered a query (absent: the server runs without one).'),
        redis: readinessCheck('Redis answered a PING (absent: no REDIS_URL is configured).'),
        migrations: readinessCheck('Every system migration this server knows has run on the database.'),
        accepting: readinessCheck(
          'The instance takes new work: failed once it was asked to stop (SIGTERM) and drains.',
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
)
export type ReadinessAnswer = Static<typeof ReadinessSchema>
