// Load through HTTP with autocannon: a warm-up run whose figures are thrown away, then the
// measured run, or for targets compared with each other, measured runs in turns.
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

/** Connections, durations and rounds for every run, from CONNECTIONS, DURATION, WARM_UP and ROUNDS. */
export const LOAD_SETTINGS = {
  connections: Number(process.env.CONNECTIONS ?? 10),
  durationSeconds: Number(process.env.DURATION ?? 10),
  warmUpSeconds: Number(process.env.WARM_UP ?? 3),
  /** How many turns {@link loadTestInTurns} splits each target's measured time into. */
  rounds: Number(process.env.ROUNDS ?? 5),
}

async function run(options: LoadTestOptions, seconds: number, skipAggregateResult = false): Promise<autocannon.Result> {
  return autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections ?? LOAD_SETTINGS.connections,
    duration: seconds,
    skipAggregateResult,
  })
}

/** A run's result before autocannon summarises it (`skipAggregateResult`): what {@link aggregateResult} merges. */
interface RawResult {
  totalCompletedRequests: number
  /** Seconds. */
  duration: number
}

// autocannon merges such results (its workers') with `aggregateResult`, which its types omit.
const aggregateResult = (
  autocannon as unknown as {
    aggregateResult(results: readonly RawResult[], options: autocannon.Options): autocannon.Result
  }
).aggregateResult

/** autocannon stops with requests in flight: the server finishes them before anything else runs. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500))

function loadResult(result: autocannon.Result): LoadResult {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  }
}

/** Warms the server up, then measures it under `connections` concurrent keep-alive connections. */
export async function loadTest(options: LoadTestOptions): Promise<LoadResult> {
  const warmUp = options.warmUpSeconds ?? LOAD_SETTINGS.warmUpSeconds
  if (warmUp > 0) await run(options, warmUp)
  const result = await run(options, options.durationSeconds ?? LOAD_SETTINGS.durationSeconds)
  await settle()
  return loadResult(result)
}

/**
 * Warms each target up, then measures them in turns: `rounds` rounds, each giving every target
 * an equal slice of its measured time, one after another. A shared machine's speed drifts
 * over a minute (its other tenants), and a ratio of two targets measured minutes apart measured
 * the drift as much as the targets; in turns, the drift falls on every target alike. Each
 * target's figures are over all its slices (autocannon's histograms merged).
 */
export async function loadTestInTurns(targets: readonly LoadTestOptions[]): Promise<LoadResult[]> {
  const rounds = Math.max(1, LOAD_SETTINGS.rounds)
  for (const target of targets) {
    const warmUp = target.warmUpSeconds ?? LOAD_SETTINGS.warmUpSeconds
    if (warmUp > 0) await run(target, warmUp)
    await settle()
  }
  const slices = targets.map((): RawResult[] => [])
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, target] of targets.entries()) {
      const seconds = Math.max(1, Math.round((target.durationSeconds ?? LOAD_SETTINGS.durationSeconds) / rounds))
      slices[index]?.push((await run(target, seconds, true)) as unknown as RawResult)
      await settle()
    }
  }
  return slices.map((results, index) => {
    const merged = loadResult(aggregateResult(results, { url: targets[index]?.url ?? '' }))
    // The merged result keeps the latencies but not the per-second counts: the rate is the
    // requests answered over the seconds measured.
    const requests = results.reduce((sum, result) => sum + result.totalCompletedRequests, 0)
    const seconds = results.reduce((sum, result) => sum + result.duration, 0)
    return { ...merged, requests, requestsPerSecond: requests / seconds }
  })
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
