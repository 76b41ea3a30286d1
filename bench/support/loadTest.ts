// Load through HTTP with autocannon: a warm-up run whose figures are thrown away, then the
// measured run.
import { cpus, loadavg } from 'node:os'
import autocannon from 'autocannon'
import { BENCH_SERVER_URL } from './benchDatabase.ts'

/** What one measured run gave. */
export interface LoadResult {
  requestsPerSecond: number
  /** Latency percentiles in milliseconds. */
  p50: number
  p99: number
  requests: number
  /** Answers other than 2xx, plus connection errors and time-outs: a run with any is not a measurement. */
  failures: number
}

/** Options of {@link loadTest}. */
export interface LoadTestOptions {
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  /** @default 10 */
  connections?: number
  /** @default 10 */
  durationSeconds?: number
  /** @default 3 */
  warmUpSeconds?: number
}

/** Connections and durations for every run, from CONNECTIONS, DURATION and WARM_UP. */
export const LOAD_SETTINGS = {
  connections: Number(process.env.CONNECTIONS ?? 10),
  durationSeconds: Number(process.env.DURATION ?? 10),
  warmUpSeconds: Number(process.env.WARM_UP ?? 3),
}

async function run(options: LoadTestOptions, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections ?? LOAD_SETTINGS.connections,
    duration: seconds,
  })
}

/** Warms the server up, then measures it under `connections` concurrent keep-alive connections. */
export async function loadTest(options: LoadTestOptions): Promise<LoadResult> {
  const warmUp = options.warmUpSeconds ?? LOAD_SETTINGS.warmUpSeconds
  if (warmUp > 0) await run(options, warmUp)
  const result = await run(options, options.durationSeconds ?? LOAD_SETTINGS.durationSeconds)
  // autocannon stops with requests in flight: let the server finish them before anything else.
  await new Promise((resolve) => setTimeout(resolve, 500))
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}

/** One line of figures: `412.3 req/s, p50 21.0 ms, p99 48.0 ms (4123 requests)`. */
export function describeLoad(result: LoadResult): string {
  const failures = result.failures > 0 ? `, ${result.failures} FAILED` : ''
  return `${result.requestsPerSecond.toFixed(1)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms (${result.requests} requests${failures})`
}

/**
 * The first line of a benchmark's output: Node, cores, the load before the run (other work on
 * the machine makes the figures worth little), the database server and the load settings.
 */
export function describeMachine(): string {
  const [oneMinute] = loadavg()
  return (
    `node ${process.version}, ${cpus().length} cores (load average ${oneMinute?.toFixed(1)} before the run); ` +
    `PostgreSQL at ${new URL(BENCH_SERVER_URL).host}; ${LOAD_SETTINGS.connections} connections, ` +
    `${LOAD_SETTINGS.warmUpSeconds} s warm-up, ${LOAD_SETTINGS.durationSeconds} s measured`
  )
}
