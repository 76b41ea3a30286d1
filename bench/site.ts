// The public site's speed, for `/` and `/news/{id}` against a real server with the heritage
// example: what a first visit received until the page was loaded (DevTools' encoded lengths:
// the bytes on the wire, compressed as the server sent them; JavaScript budget ≤ 100 KB) and
// Largest Contentful Paint in headless Chromium (target ≤ 800 ms on loopback), median of RUNS
// first visits, each in a new browser context with an empty cache; the same behind a slow
// mobile link (1.6 Mbit/s, 150 ms round trip; SLOW_RUNS visits); and server-rendered pages per
// second with autocannon: as served (the server keeps a page it made for seconds) and made anew
// at every request (a second server with TAMGA_SITE_CACHE_MS=0), with brotli asked for as a
// browser does. Prints its figures; asserts nothing.
//
//   npm run bench:site
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import autocannon from 'autocannon'
import { type Browser, chromium } from 'playwright-core'
import { build } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../apps/portal/e2e/chromium.ts'
import { startServer } from '../apps/portal/e2e/server.ts'
import { describeMachine } from './support/loadTest.ts'
import { kb, SLOW_LINK, type Transfer, totalsOf, watchWire } from './support/wire.ts'

const root = resolve(import.meta.dirname, '..')
const RUNS = Number(process.env.RUNS ?? 5)
const SLOW_RUNS = Number(process.env.SLOW_RUNS ?? 3)
const SECONDS = Number(process.env.SECONDS ?? 10)
const TARGET_KB = 100
const TARGET_LCP_MS = 800

console.log(`${describeMachine()}\n`)

const work = await mkdtemp(join(tmpdir(), 'tamga-bench-site-'))
const siteDir = join(work, 'site')
await build({ root: join(root, 'packages/site'), logLevel: 'warn', build: { outDir: siteDir, emptyOutDir: true } })
const server = await startServer({
  DATA_DIR: join(work, 'data'),
  TAMGA_PROJECT: join(root, 'examples/heritage'),
  TAMGA_SITE_DIR: siteDir,
})
const uncached = await startServer({
  DATA_DIR: join(work, 'data-uncached'),
  TAMGA_PROJECT: join(root, 'examples/heritage'),
  TAMGA_SITE_DIR: siteDir,
  TAMGA_SITE_CACHE_MS: '0',
})

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
try {
  const newsId = await (async () => {
    const response = await fetch(`${server.url}/news/_payload.json`)
    const payload = (await response.json()) as { page: { listing?: { cards: Array<{ id: number }> } } }
    return payload.page.listing?.cards[0]?.id ?? 1
  })()
  const paths = ['/', `/news/${newsId}`]
  // Each picture size is made on its first request: one visit first, so the runs measure the site, not sharp.
  for (const path of paths) {
    const page = await browser.newPage()
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
    await page.close()
  }
  /** One first visit: what it received until loaded, and its Largest Contentful Paint. */
  const firstVisit = async (b: Browser, url: string, throttle: boolean) => {
    const context = await b.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const wire = await watchWire(page, { throttle })
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolveLcp) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries()
            const last = entries[entries.length - 1]
            resolveLcp(last === undefined ? Number.NaN : last.startTime)
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
    const transfers = wire.take()
    await wire.stop()
    await context.close()
    return { lcp, transfers }
  }
  const describeVisits = (visits: Array<{ lcp: number; transfers: Transfer[] }>, budgets: boolean) => {
    const last = visits.at(-1)
    const totals = totalsOf(last?.transfers ?? [])
    const lcps = visits.map((one) => one.lcp)
    console.log(
      `    JavaScript received: ${kb(totals.scripts)} in ${totals.scriptFiles} files${budgets ? ` (budget ≤ ${TARGET_KB} KB)` : ''}; styles ${kb(totals.styles)}; everything ${kb(totals.all)} in ${last?.transfers.length ?? 0} requests`,
    )
    for (const transfer of (last?.transfers ?? []).filter((one) => one.type === 'Script' || one.type === 'Document'))
      console.log(`      ${kb(transfer.bytes).padStart(9)}  ${transfer.encoding.padEnd(4)} ${transfer.path}`)
    if (totals.uncompressed.length > 0)
      console.log(`    sent without compression: ${totals.uncompressed.map((one) => one.path).join(', ')}`)
    console.log(
      `    Largest Contentful Paint: median ${median(lcps).toFixed(0)} ms, best ${Math.min(...lcps).toFixed(0)}, worst ${Math.max(...lcps).toFixed(0)}${budgets ? ` (target ≤ ${TARGET_LCP_MS} ms)` : ''}, ${visits.length} first visits`,
    )
  }
  for (const path of paths) {
    const visits = []
    for (let run = 0; run < RUNS; run++) visits.push(await firstVisit(browser, `${server.url}${path}`, false))
    const slowVisits = []
    for (let run = 0; run < SLOW_RUNS; run++) slowVisits.push(await firstVisit(browser, `${server.url}${path}`, true))
    console.log(`${path}`)
    console.log('  on loopback:')
    describeVisits(visits, true)
    console.log(
      `  behind a slow link (${(SLOW_LINK.downloadThroughput * 8) / 1e6} Mbit/s, ${SLOW_LINK.latency} ms round trip):`,
    )
    describeVisits(slowVisits, false)
    for (const [what, target] of [
      ['as served (pages kept for seconds)', server],
      ['made anew at every request', uncached],
    ] as const) {
      const result = await autocannon({
        url: `${target.url}${path}`,
        connections: 10,
        duration: SECONDS,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      })
      console.log(
        `  server-rendered, ${what}: ${result.requests.average.toFixed(0)} requests/s (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx) over ${SECONDS} s, 10 connections`,
      )
    }
  }
} finally {
  await browser.close()
  await server.stop()
  await uncached.stop()
  await rm(work, { recursive: true, force: true })
}
