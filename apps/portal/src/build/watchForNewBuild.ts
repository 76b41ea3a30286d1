import { BUILD_ID } from './buildId.ts'
import { checkForNewBuild, type LatestBuildFetch } from './checkForNewBuild.ts'

/** How often a running app asks whether a newer build is published. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000

/** The session-storage key that remembers which build a reload was for. */
export const BUILD_RELOAD_KEY = 'tamga:build-reload'

/** Options of {@link reloadIfNewBuild}. */
export interface ReloadIfNewBuildOptions {
  currentBuildId: string
  storage: Pick<Storage, 'getItem' | 'setItem'> | null
  reload: () => void
  fetch?: LatestBuildFetch
}

/**
 * Reloads the app once when the server publishes a newer build (spec 7). "Once": the build id
 * the reload was for is kept in session storage, so a page that still gets the old files (a
 * cache in between) does not reload in a loop.
 */
export async function reloadIfNewBuild(options: ReloadIfNewBuildOptions): Promise<boolean> {
  const newer = await checkForNewBuild({
    currentBuildId: options.currentBuildId,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  })
  if (!newer) return false
  let reloadedFor: string | null = null
  try {
    reloadedFor = options.storage?.getItem(BUILD_RELOAD_KEY) ?? null
  } catch {
    reloadedFor = null
  }
  // A reload that did not bring the new files leaves the same build running: remember which.
  const attempt = options.currentBuildId
  if (reloadedFor === attempt) return false
  try {
    options.storage?.setItem(BUILD_RELOAD_KEY, attempt)
  } catch {
    // No storage: reload anyway; without storage there is no loop guard to keep.
  }
  options.reload()
  return true
}

/** Checks at start, every five minutes and when the tab comes back into view. */
export function watchForNewBuild(): void {
  let storage: Storage | null = null
  try {
    storage = window.sessionStorage
  } catch {
    storage = null
  }
  const check = () =>
    void reloadIfNewBuild({ currentBuildId: BUILD_ID, storage, reload: () => window.location.reload() })
  check()
  window.setInterval(check, BUILD_CHECK_INTERVAL_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
}
