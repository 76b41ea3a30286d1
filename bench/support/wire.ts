// What a page really transferred, as DevTools counts it: for every request the page made, the
// bytes the browser received for it (the encoded length, after Content-Encoding, with the
// answer's headers), read from the DevTools protocol's Network domain rather than computed
// offline from the files. Optionally behind a throttled link.
import type { Page } from 'playwright-core'

/**
 * The slow mobile link of the budgets: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip
 * (Lighthouse's "slow 4G"), applied by Chromium to every request of the page.
 */
export const SLOW_LINK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
} as const

/** One finished request of a page. */
export interface Transfer {
  /** The address without its origin (`/assets/index-Ab12Cd34.js`), or the whole one for another origin. */
  path: string
  /** DevTools' resource type: Document, Script, Stylesheet, Fetch, XHR, Image, Font, WebSocket… */
  type: string
  /** Bytes received: headers and the encoded body. */
  bytes: number
  /** The answer's Content-Encoding (`br`, `gzip`), or `none`. */
  encoding: string
}

/** Sums of a list of transfers, in bytes. */
export interface TransferTotals {
  scripts: number
  styles: number
  all: number
  scriptFiles: number
  /** Scripts and styles that came without any Content-Encoding (should be none of any size). */
  uncompressed: Transfer[]
}

/** Totals of {@link Transfer}s: scripts, styles and everything. */
export function totalsOf(transfers: readonly Transfer[]): TransferTotals {
  const scripts = transfers.filter((transfer) => transfer.type === 'Script')
  const styles = transfers.filter((transfer) => transfer.type === 'Stylesheet')
  return {
    scripts: scripts.reduce((sum, transfer) => sum + transfer.bytes, 0),
    styles: styles.reduce((sum, transfer) => sum + transfer.bytes, 0),
    all: transfers.reduce((sum, transfer) => sum + transfer.bytes, 0),
    scriptFiles: scripts.length,
    uncompressed: [...scripts, ...styles].filter((transfer) => transfer.encoding === 'none' && transfer.bytes > 2048),
  }
}

/** Kilobytes with one decimal. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * Starts counting what `page` receives (call before navigating, on a page of a new browser
 * context: an empty cache, as on a first visit); with `throttle`, behind {@link SLOW_LINK}.
 * `take()` hands over the requests finished since the last take.
 */
export async function watchWire(page: Page, options: { throttle?: boolean } = {}) {
  const session = await page.context().newCDPSession(page)
  await session.send('Network.enable')
  if (options.throttle === true) await session.send('Network.emulateNetworkConditions', SLOW_LINK)
  const answers = new Map<string, { url: string; type: string; encoding: string }>()
  let finished: Transfer[] = []
  session.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    )
    answers.set(event.requestId, {
      url: event.response.url,
      type: event.type ?? 'Other',
      encoding: headers['content-encoding'] ?? 'none',
    })
  })
  session.on('Network.loadingFinished', (event) => {
    const answer = answers.get(event.requestId)
    if (answer === undefined) return
    answers.delete(event.requestId)
    const url = new URL(answer.url)
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1'
    const path = local ? `${url.pathname}${url.search}` : answer.url
    finished.push({ path, type: answer.type, bytes: event.encodedDataLength, encoding: answer.encoding })
  })
  return {
    /** The requests finished since the last call. */
    take(): Transfer[] {
      const taken = finished
      finished = []
      return taken
    },
    async stop(): Promise<void> {
      await session.detach().catch(() => {})
    },
  }
}
