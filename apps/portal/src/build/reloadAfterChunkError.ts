/**
 * How long after one reload another is refused, in milliseconds (spec 8.2, 9).
 * @default 10000
 */
export const RELOAD_GUARD_MS = 10_000

/** The session-storage key that holds the time of the last reload for a failed chunk. */
export const RELOAD_GUARD_KEY = 'tamga:chunk-reload'

/** The part of `sessionStorage` the guard uses. */
export type ReloadGuardStorage = Pick<Storage, 'getItem' | 'setItem'>

/** Options of {@link reloadAfterChunkError}. */
export interface ReloadAfterChunkErrorOptions {
  /** Where the time of the last reload is kept: `sessionStorage`, or `null` when unavailable. */
  storage: ReloadGuardStorage | null
  /** The clock, in milliseconds. */
  now: () => number
  /** Reloads the page. */
  reload: () => void
  /**
   * The guard window.
   * @default RELOAD_GUARD_MS
   */
  windowMs?: number
}

/**
 * Reloads the page after a chunk failed to load (spec 8.2): after a new build the old hashed
 * files are gone, and a reload fetches the new ones. A reload within the guard window of the
 * previous one is refused, so a chunk that stays broken cannot loop the page; the caller then
 * lets the error through as a preload error. Without session storage there is no way to tell
 * a loop from a first failure, so the guard refuses too.
 *
 * @returns whether the page is being reloaded.
 * @example
 * window.addEventListener('vite:preloadError', (event) => {
 *   if (reloadAfterChunkError({ storage: sessionStorage, now: Date.now, reload: () => location.reload() })) {
 *     event.preventDefault()
 *   }
 * })
 */
export function reloadAfterChunkError(options: ReloadAfterChunkErrorOptions): boolean {
  const { storage, now, reload, windowMs = RELOAD_GUARD_MS } = options
  if (storage === null) return false
  const time = now()
  try {
    const last = Number(storage.getItem(RELOAD_GUARD_KEY))
    // A time in the future means the clock moved back; the stamp proves nothing then.
    if (Number.isFinite(last) && last > 0 && last <= time && time - last < windowMs) return false
    storage.setItem(RELOAD_GUARD_KEY, String(time))
  } catch {
    return false
  }
  reload()
  return true
}
