// The public pages a server made in the last few seconds, by address and language: a busy page
// (the home page, a news article someone shared) is read and rendered once, not at every visit.
// Any record write on this instance clears it; on other instances a page is at most `ttlMs` old.

/** A made page: its status and its text (HTML, or the payload's JSON). */
export interface CachedPage {
  status: number
  body: string
  /** An HTML page's Content Security Policy, which allows its inline code by hash. */
  policy?: string | undefined
}

/** Options of {@link pageCache}. */
export interface PageCacheOptions {
  /** How long a page is kept. */
  ttlMs: number
  /** The most pages kept; the oldest goes first. */
  max: number
  now?: () => number
}

/** A cache of made pages; see the file's comment. */
export function pageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now
  const pages = new Map<string, { page: CachedPage; until: number }>()
  return {
    get(key: string): CachedPage | undefined {
      const found = pages.get(key)
      if (found === undefined) return undefined
      if (found.until <= now()) {
        pages.delete(key)
        return undefined
      }
      return found.page
    },
    set(key: string, page: CachedPage): void {
      pages.delete(key)
      pages.set(key, { page, until: now() + options.ttlMs })
      if (pages.size > options.max) {
        const oldest = pages.keys().next()
        if (oldest.done !== true) pages.delete(oldest.value)
      }
    },
    clear(): void {
      pages.clear()
    },
    get size(): number {
      return pages.size
    },
  }
}
