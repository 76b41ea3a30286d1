/** When {@link prefetchWhenIdle} fetches. */
export interface PrefetchTiming {
  /** How long to wait before looking for an idle moment. @default 0 */
  delayMs?: number
  /** How long after that the fetch starts at the latest, when the browser is never idle. @default 5000 */
  timeoutMs?: number
  /**
   * Before looking for an idle moment, wait until no file has finished loading for this long
   * (the page's own screen is loaded), checking for at most {@link QUIET_WAIT_LIMIT_MS}. An
   * idle main thread is not an idle link: on a slow one the browser waits idly for every byte
   * of the screen being opened, and a prefetch started then takes its bandwidth. Undefined:
   * do not wait.
   */
  quietMs?: number
}

/** The longest {@link PrefetchTiming.quietMs} waits for a quiet link before fetching anyway. */
export const QUIET_WAIT_LIMIT_MS = 30_000

/** How many files the page has finished loading so far: what tells a quiet link. */
export type LoadedFileCount = () => number

const loadedFiles: LoadedFileCount = () =>
  typeof performance === 'undefined' ? 0 : performance.getEntriesByType('resource').length

/**
 * Fetches a chunk the person is likely to need soon when the browser has nothing else to do, so
 * it is there (parsed and run) when they ask for it. A failed fetch is forgotten: the screen's
 * own load tries again and reports it. Answers the cancel function, for an effect's cleanup.
 */
export function prefetchWhenIdle(
  load: () => Promise<unknown>,
  timing: PrefetchTiming = {},
  countLoaded: LoadedFileCount = loadedFiles,
): () => void {
  const run = () => void load().catch(() => undefined)
  let idle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function')
      idle = requestIdleCallback(run, { timeout: timing.timeoutMs ?? 5000 })
    else run()
  }
  const quietMs = timing.quietMs
  const afterDelay =
    quietMs === undefined
      ? whenIdle
      : () => {
          let waited = 0
          let seen = countLoaded()
          const check = () => {
            waited += quietMs
            const now = countLoaded()
            if (now === seen || waited >= QUIET_WAIT_LIMIT_MS) return whenIdle()
            seen = now
            timer = setTimeout(check, quietMs)
          }
          timer = setTimeout(check, quietMs)
        }
  timer = setTimeout(afterDelay, timing.delayMs ?? 0)
  return () => {
    clearTimeout(timer)
    if (idle !== undefined) cancelIdleCallback(idle)
  }
}
