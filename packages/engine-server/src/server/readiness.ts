/**
 * Whether this instance takes new work, for `GET /api/health/ready`: it stops when the process is
 * asked to stop (SIGTERM), at once, so a load balancer sends it nothing more while the requests
 * under way finish.
 */
export interface Readiness {
  /** The instance was asked to stop and is draining. */
  readonly draining: boolean
  /** Marks the instance as stopping: from now on it answers not ready. */
  drain(): void
}

/**
 * A {@link Readiness} that takes work until {@link Readiness.drain} is called. The server listens
 * only once its first start (migrations, project import, table plan, seed) is done, so taking
 * work is where it begins.
 *
 * @example
 * const readiness = createReadiness()
 * const app = buildApp({ config, store, database, readiness })
 * process.once('SIGTERM', () => readiness.drain())
 */
export function createReadiness(): Readiness {
  let draining = false
  return {
    get draining() {
      return draining
    },
    drain() {
      draining = true
    },
  }
}
