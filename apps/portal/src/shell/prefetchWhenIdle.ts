/** When {@link prefetchWhenIdle} fetches. */
export interface PrefetchTiming {
  /** How long to wait before looking for an idle moment. @default 0 */
  delayMs?: number
  /** How long after that the fetch starts at the latest, when the browser is never idle. @default 5000 */
  timeoutMs?: number
}

/**
 * Fetches a chunk the person is likely to need soon when the browser has nothing else to do, so
 * it is there (parsed and run) when they ask for it. A failed fetch is forgotten: the screen's
 * own load tries again and reports it. Answers the cancel function, for an effect's cleanup.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>, timing: PrefetchTiming = {}): () => void {
  const run = () => void load().catch(() => undefined)
  let idle: number | undefined
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function')
      idle = requestIdleCallback(run, { timeout: timing.timeoutMs ?? 5000 })
    else run()
  }, timing.delayMs ?? 0)
  return () => {
    clearTimeout(timer)
    if (idle !== undefined) cancelIdleCallback(idle)
  }
}
