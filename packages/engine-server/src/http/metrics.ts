// What an instance measures of itself, in Prometheus' text format at `GET /metrics`, for a
// super admin's session or the configured metrics token: requests by route pattern, the
// database pool, the process (event-loop lag among them), workflow actions and mails sent.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Counter, Histogram, Registry } from 'prom-client'
import { requireAuth } from '../auth/requireAuth.ts'
import type { TamgaDatabase } from '../db/database.ts'
import { SUPER_ADMIN_ROLE_ID } from '../permissions/compileRole.ts'
import { domainPlugin } from './domainPlugin.ts'
import { tamgaError } from './errors.ts'
import { ANYONE } from './routeAudience.ts'

/** What an instance counts, each in the registry of its own app. */
export interface TamgaMetrics {
  /** The app's registry: the process-wide metrics are added to it when scraped. */
  registry: Registry
  /** Every answer's time, by method, route pattern and status class; its `_count` counts requests. */
  requests: Histogram<'method' | 'route' | 'status_class'>
  /** Workflow actions committed, by kind (`act`, `vote`, `close_vote`, `start`). */
  workflowActions: Counter<'kind'>
  /** Mails handed to the SMTP server or the outbox, by outcome (`sent`, `failed`) and transport. */
  mailsSent: Counter<'outcome' | 'transport'>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (see `http/metrics.ts`). */
    metrics: TamgaMetrics
  }
}

/** The route label of a request no route matched: the raw URL would make a label per address tried. */
export const UNMATCHED_ROUTE = 'unmatched'

/** The latency buckets, in seconds: from a cached read to a slow export. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

type PromClient = typeof import('prom-client')

// The process's own metrics (CPU, memory, event-loop lag, garbage collection) exist once per
// process, whatever number of apps it runs (tests run many): one registry, made at the first app.
let processRegistry: Registry | undefined
function processMetrics(prom: PromClient): Registry {
  if (processRegistry === undefined) {
    processRegistry = new prom.Registry()
    prom.collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry
}

/** Options of {@link metricsPlugin}. */
export interface MetricsPluginOptions {
  /** The database whose connection pool is reported; absent when the server runs without one. */
  database?: TamgaDatabase | undefined
}

/**
 * Makes the app's metrics (`app.metrics`) and times every answer of the app, refusals and
 * not-found answers included, under its route's pattern (`/api/process/:processId`), never the
 * raw URL. Not encapsulated: registered at the root, before the routes it times.
 */
export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, { database }) => {
    // Loaded by a server that starts, not by every command that imports the app.
    const prom = await import('prom-client')
    processMetrics(prom)
    const registry = new prom.Registry()
    const metrics: TamgaMetrics = {
      registry,
      requests: new prom.Histogram({
        name: 'tamga_http_request_duration_seconds',
        help: 'Time from a request arriving to its answer sent, by method, route pattern and status class.',
        labelNames: ['method', 'route', 'status_class'],
        buckets: LATENCY_BUCKETS,
        registers: [registry],
      }),
      workflowActions: new prom.Counter({
        name: 'tamga_workflow_actions_total',
        help: 'Workflow actions committed, by kind: act, vote, close_vote, start (a process started by a record write).',
        labelNames: ['kind'],
        registers: [registry],
      }),
      mailsSent: new prom.Counter({
        name: 'tamga_mails_total',
        help: 'Mails handed to the SMTP server or written to the outbox (sent), or refused (failed).',
        labelNames: ['outcome', 'transport'],
        registers: [registry],
      }),
    }
    const backend = database?.backend ?? 'none'
    const poolStats = database?.poolStats
    // PGlite runs inside the process with one connection: it has no pool to report.
    new prom.Gauge({
      name: 'tamga_database_embedded',
      help: 'Whether the database is PGlite embedded in this process (1), which has no connection pool, or PostgreSQL (0).',
      labelNames: ['backend'],
      registers: [registry],
      collect() {
        this.set({ backend }, backend === 'pglite' ? 1 : 0)
      },
    })
    if (poolStats !== undefined) {
      new prom.Gauge({
        name: 'tamga_database_pool_connections',
        help: 'PostgreSQL connections of this instance by state: total open, idle, and requests waiting for one.',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const stats = poolStats()
          this.set({ state: 'total' }, stats.total)
          this.set({ state: 'idle' }, stats.idle)
          this.set({ state: 'waiting' }, stats.waiting)
        },
      })
    }
    app.decorate('metrics', metrics)
    app.addHook('onResponse', async (request, reply) => {
      metrics.requests.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      )
    })
  },
  { name: 'tamga-metrics', fastify: '5.x' },
)

/** Options of {@link metricsRoutesPlugin}. */
export interface MetricsRoutesOptions {
  /** `TAMGA_METRICS_TOKEN`: a Bearer token a scraper may use instead of a super admin's session. */
  metricsToken?: string | undefined
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/** The Bearer token of the `Authorization` header, if it carries one. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  return header === undefined ? undefined : /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1]
}

/**
 * `GET /metrics`: the app's and the process's metrics in Prometheus' text format, for the
 * metrics token (compared in constant time, digest against digest, so neither its text nor its
 * length shows in the time) or a session acting as super admin (role 1): 401 `UNAUTHORIZED`
 * otherwise, 403 `FORBIDDEN` for a session of another role.
 */
export const metricsRoutesPlugin = domainPlugin<MetricsRoutesOptions>(
  'metrics-route',
  { caller: true },
  async (app, { metricsToken }) => {
    const expected = metricsToken === undefined ? undefined : digest(metricsToken)
    const prom = await import('prom-client')
    app.get(
      '/metrics',
      {
        config: { audience: ANYONE },
        schema: {
          tags: ['server'],
          summary: 'This instance’s metrics in Prometheus’ text format',
          description:
            'For `Authorization: Bearer` with the metrics token (`TAMGA_METRICS_TOKEN`) or a super admin’s session (role 1). 401 `UNAUTHORIZED` without either, 403 `FORBIDDEN` for another role.',
        },
      },
      async function getMetrics(request: FastifyRequest, reply: FastifyReply) {
        const given = bearerToken(request)
        const byToken = expected !== undefined && given !== undefined && timingSafeEqual(digest(given), expected)
        if (!byToken && requireAuth(request).roleId !== SUPER_ADMIN_ROLE_ID) throw tamgaError('FORBIDDEN')
        const [own, process] = await Promise.all([app.metrics.registry.metrics(), processMetrics(prom).metrics()])
        reply.header('cache-control', 'no-store')
        reply.type(prom.Registry.PROMETHEUS_CONTENT_TYPE)
        return `${own}\n${process}`
      },
    )
  },
)
