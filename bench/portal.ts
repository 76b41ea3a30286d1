// The admin shell's weight and speed: the JavaScript a browser must download before the shell
// is usable (gzip: every script and style requested from navigation until the menu is drawn —
// index.html's chunks and the ones the /admin route pulls in), the time from navigation to an
// interactive shell (menu drawn) on loopback, in headless Chromium against a real server, and,
// apart, what is fetched afterwards without the person asking (the dashboard's charts, the lock
// view prefetched when the browser is idle). Prints its figures; asserts nothing.
//
//   npm run bench:portal
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { build } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../apps/portal/e2e/chromium.ts'
import { startServer } from '../apps/portal/e2e/server.ts'

const root = resolve(import.meta.dirname, '..')
const RUNS = Number(process.env.RUNS ?? 5)
const TARGET_KB = 350

const work = await mkdtemp(join(tmpdir(), 'tamga-bench-portal-'))
const portalDir = join(work, 'portal')
await build({ root: join(root, 'apps/portal'), logLevel: 'warn', build: { outDir: portalDir, emptyOutDir: true } })

const server = await startServer({
  DATA_DIR: join(work, 'data'),
  TAMGA_PROJECT: join(root, 'examples/heritage'),
  TAMGA_PORTAL_DIR: portalDir,
})
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'bench' },
    body: JSON.stringify({ login: 'sysadmin', password: 'Demo#2026' }),
  })
  const { token } = (await login.json()) as { token: string }

  const times: number[] = []
  let scripts = new Map<string, number>()
  let later = new Map<string, number>()
  for (let run = 0; run < RUNS; run++) {
    // A new context each run: an empty cache, as on a first visit.
    const context = await browser.newContext()
    await context.addCookies([{ name: 'tamga_bearer', value: token, url: server.url }])
    const page = await context.newPage()
    const loaded = new Map<string, number>()
    const afterwards = new Map<string, number>()
    let usable = false
    page.on('request', async (request) => {
      const url = request.url()
      if (!url.endsWith('.js') && !url.endsWith('.css')) return
      const file = url.replace(server.url, '')
      const body = await readFile(join(portalDir, file))
      ;(usable ? afterwards : loaded).set(file, gzipSync(body, { level: 9 }).length)
    })
    const started = performance.now()
    await page.goto(`${server.url}/admin`)
    await page.getByTestId('side-menu').waitFor({ state: 'visible' })
    usable = true
    times.push(performance.now() - started)
    // The lock view is prefetched 3 s after sign-in, at the next idle moment (5 s at the latest).
    await page.waitForTimeout(9000)
    await page.waitForLoadState('networkidle')
    scripts = loaded
    later = afterwards
    await context.close()
  }

  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0)
  const js = [...scripts].filter(([file]) => file.endsWith('.js')).reduce((sum, [, size]) => sum + size, 0)
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN
  console.log(`admin shell, signed in as sysadmin, /admin, ${RUNS} cold runs`)
  for (const [file, size] of [...scripts].sort((a, b) => b[1] - a[1]))
    console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`)
  console.log(
    `initial JavaScript (gzip): ${(js / 1024).toFixed(1)} KB (target < ${TARGET_KB} KB); with CSS ${(total / 1024).toFixed(1)} KB`,
  )
  const laterKb = [...later.values()].reduce((sum, size) => sum + size, 0) / 1024
  console.log(
    `fetched after the shell was usable (dashboard, idle prefetch): ${laterKb.toFixed(1)} KB in ${later.size} files`,
  )
  for (const [file, size] of [...later].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`)
  console.log(
    `time to interactive (menu drawn) on loopback: median ${median.toFixed(0)} ms, best ${times[0]?.toFixed(0)} ms, worst ${times.at(-1)?.toFixed(0)} ms`,
  )
} finally {
  await browser.close()
  await server.stop()
  await rm(work, { recursive: true, force: true })
}
