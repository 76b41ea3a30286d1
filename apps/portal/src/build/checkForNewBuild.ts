/** The part of `fetch` the check uses, so tests can pass a fake one. */
export type LatestBuildFetch = (input: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>

/** Options of {@link checkForNewBuild}. */
export interface CheckForNewBuildOptions {
  /** The id of the build this page runs (`BUILD_ID`). */
  currentBuildId: string
  /**
   * The function that makes the request.
   * @default globalThis.fetch
   */
  fetch?: LatestBuildFetch
  /**
   * The clock whose reading goes into the `t` query, so no cache between here and the server
   * answers with an old manifest.
   * @default Date.now
   */
  now?: () => number
}

/**
 * Asks the server which build it holds now (`GET /builds/latest.json?t={timestamp}`, spec 7)
 * and answers whether that is a different build from the one running. A failed request or an
 * answer without an id counts as "no newer build": a check must never break the page.
 *
 * @example if (await checkForNewBuild({ currentBuildId: BUILD_ID })) location.reload()
 */
export async function checkForNewBuild(options: CheckForNewBuildOptions): Promise<boolean> {
  const request = options.fetch ?? globalThis.fetch
  const now = options.now ?? Date.now
  try {
    const response = await request(`/builds/latest.json?t=${now()}`, { cache: 'no-store' })
    if (!response.ok) return false
    const body: unknown = await response.json()
    if (typeof body !== 'object' || body === null || !('id' in body)) return false
    return typeof body.id === 'string' && body.id.length > 0 && body.id !== options.currentBuildId
  } catch {
    return false
  }
}
