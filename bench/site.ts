// The public site's speed (issue 9), for `/` and `/news/{id}` on loopback against a real server
// with the heritage example: the JavaScript a first visit downloads (gzip, every script until
// the page is loaded; target ≤ 120 KB), Largest Contentful Paint in headless Chromium (target
// ≤ 800 ms, median of RUNS first visits, each in a new browser context with an empty cache),
// and server-rendered pages per second with autocannon: as served (the server keeps a page it
// made for seconds) and made anew at every request (a second server with TAMGA_SITE_CACHE_MS=0).
// Prints its figures; asserts nothing.
//
//   npm run bench:site
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { chromium } from 'playwright-core'
import { build } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../apps/portal/e2e/chromium.ts'
import { startServer } from '../apps/portal/e2e/server.ts'

const root = resolve(import.meta.dirname, '..')
const RUNS = Number(process.env.RUNS ?? 5)
const SECONDS = Number(process.env.SECONDS ?? 10)
const TARGET_KB = 120
const TARGET_LCP_MS = 800

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
  for (const path of paths) {
    const lcps: number[] = []
    let scripts = new Map<string, number>()
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      const loaded = new Map<string, number>()
      page.on('request', async (request) => {
        const url = new URL(request.url())
        if (!url.pathname.endsWith('.js') || !url.pathname.startsWith('/_site/')) return
        const body = await readFile(join(siteDir, url.pathname.slice('/_site/'.length)))
        loaded.set(url.pathname, gzipSync(body, { level: 9 }).length)
      })
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' })
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
      lcps.push(lcp)
      scripts = loaded
      await context.close()
    }
    const kb = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024
    console.log(`${path}`)
    console.log(
      `  JavaScript transferred (gzip): ${kb.toFixed(1)} KB in ${scripts.size} files (target ≤ ${TARGET_KB} KB)`,
    )
    console.log(
      `  Largest Contentful Paint: median ${median(lcps).toFixed(0)} ms, best ${Math.min(...lcps).toFixed(0)}, worst ${Math.max(...lcps).toFixed(0)} (target ≤ ${TARGET_LCP_MS} ms, ${RUNS} first visits)`,
    )
    for (const [what, target] of [
      ['as served (pages kept for seconds)', server],
      ['made anew at every request', uncached],
    ] as const) {
      const result = await autocannon({ url: `${target.url}${path}`, connections: 10, duration: SECONDS })
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
