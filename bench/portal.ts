// The portal's first visits, in headless Chromium against a real server with the heritage
// example, each in a new browser context (an empty cache): the sign-in page, and the admin
// shell signed in as sysadmin until its menu is drawn (usable) and until its dashboard's
// charts are drawn. For each: the bytes the browser received (DevTools' encoded lengths: what
// the wire carried, compressed as the server sent it), JavaScript apart, and the time from
// navigation; on loopback (median of RUNS) and behind a slow mobile link (1.6 Mbit/s, 150 ms
// round trip; median of SLOW_RUNS). Then what the shell fetches afterwards without the person
// asking (the lock view prefetched when the browser is idle). Prints its figures; asserts
// nothing.
//
//   npm run bench:portal
//   RUNS=5 SLOW_RUNS=3 npm run bench:portal
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'
import { build } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../apps/portal/e2e/chromium.ts'
import { startServer } from '../apps/portal/e2e/server.ts'
import { describeMachine } from './support/loadTest.ts'
import { painted } from './support/painted.ts'
import { kb, SLOW_LINK, type Transfer, totalsOf, watchWire } from './support/wire.ts'

const root = resolve(import.meta.dirname, '..')
const RUNS = Number(process.env.RUNS ?? 5)
const SLOW_RUNS = Number(process.env.SLOW_RUNS ?? 3)
const BUDGET = {
  loginKb: 150,
  dashboardKb: 350,
  dashboardMs: 1500,
  slowDashboardMs: 6000,
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
const describeTimes = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms (best ${Math.min(...values).toFixed(0)}, worst ${Math.max(...values).toFixed(0)}, ${values.length} runs)`

/** One cold visit: the transfers and times up to each mark. */
interface Visit {
  marks: Array<{ name: string; ms: number; transfers: Transfer[] }>
  afterwards: Transfer[]
}

async function visit(
  browser: Browser,
  url: string,
  options: { token?: string; throttle: boolean; marks: Mark[]; linger?: number },
): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'mn-MN' })
  if (options.token !== undefined)
    await context.addCookies([{ name: 'tamga_bearer', value: options.token, url: new URL(url).origin }])
  const page = await context.newPage()
  const wire = await watchWire(page, { throttle: options.throttle })
  const marks: Visit['marks'] = []
  const started = performance.now()
  await page.goto(url, { waitUntil: 'commit' })
  let transfers: Transfer[] = []
  for (const mark of options.marks) {
    await mark.reached(page).catch(async (error: unknown) => {
      const shot = join(tmpdir(), 'tamga-bench-portal-failed.png')
      await page.screenshot({ path: shot })
      throw new Error(`${mark.name} did not happen at ${page.url()}: the page is in ${shot}`, { cause: error })
    })
    const ms = performance.now() - started
    transfers = [...transfers, ...wire.take()]
    marks.push({ name: mark.name, ms, transfers })
  }
  let afterwards: Transfer[] = []
  if (options.linger !== undefined) {
    await page.waitForTimeout(options.linger)
    await page.waitForLoadState('networkidle')
    afterwards = wire.take()
  }
  await wire.stop()
  await context.close()
  return { marks, afterwards }
}

/** A moment of a visit, reached when `reached` resolves. */
interface Mark {
  name: string
  reached: (page: Page) => Promise<unknown>
}
const visible = (selector: string) => (page: Page) => painted(page, selector)

const LOGIN_MARKS: Mark[] = [{ name: 'sign-in form drawn', reached: visible('[data-testid="login-form"]') }]
const ADMIN_MARKS: Mark[] = [
  { name: 'shell usable (menu drawn)', reached: visible('[data-testid="side-menu"]') },
  {
    name: 'dashboard drawn (every chart painted)',
    // Each chart of the dashboard says `data-drawn="true"` once painted (ECharts: its `finished` event).
    reached: (page) =>
      page.waitForFunction(
        () => {
          const charts = [...document.querySelectorAll('[data-drawn]')]
          return charts.length > 0 && charts.every((chart) => chart.getAttribute('data-drawn') === 'true')
        },
        undefined,
        { polling: 'raf', timeout: 60_000 },
      ),
  },
]

console.log(`${describeMachine()}\n`)
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

  const report = (title: string, visits: Visit[], budgets: Record<string, { kb?: number; ms?: number }>) => {
    console.log(title)
    const names = visits[0]?.marks.map((mark) => mark.name) ?? []
    for (const name of names) {
      const marks = visits.flatMap((one) => one.marks.filter((mark) => mark.name === name))
      const last = marks.at(-1)
      if (last === undefined) continue
      const totals = totalsOf(last.transfers)
      const budget = budgets[name]
      const kbBudget = budget?.kb === undefined ? '' : ` (budget ≤ ${budget.kb} KB)`
      const msBudget = budget?.ms === undefined ? '' : ` (budget ≤ ${budget.ms} ms)`
      console.log(`  ${name}:`)
      console.log(
        `    JavaScript received: ${kb(totals.scripts)} in ${totals.scriptFiles} files${kbBudget}; styles ${kb(totals.styles)}; everything ${kb(totals.all)} in ${last.transfers.length} requests`,
      )
      console.log(`    time from navigation: ${describeTimes(marks.map((mark) => mark.ms))}${msBudget}`)
      if (totals.uncompressed.length > 0)
        console.log(
          `    sent without compression: ${totals.uncompressed.map((one) => `${one.path} ${kb(one.bytes)}`).join(', ')}`,
        )
    }
  }

  const loginVisits: Visit[] = []
  const adminVisits: Visit[] = []
  for (let run = 0; run < RUNS; run++) {
    loginVisits.push(await visit(browser, `${server.url}/auth/login`, { throttle: false, marks: LOGIN_MARKS }))
    // The lock view is prefetched 3 s after sign-in, at the next idle moment (5 s at the latest).
    adminVisits.push(
      await visit(browser, `${server.url}/admin`, { token, throttle: false, marks: ADMIN_MARKS, linger: 9000 }),
    )
  }
  console.log(`loopback, ${RUNS} cold visits each`)
  report('/auth/login', loginVisits, { 'sign-in form drawn': { kb: BUDGET.loginKb } })
  report('/admin as sysadmin', adminVisits, {
    'dashboard drawn (every chart painted)': { kb: BUDGET.dashboardKb, ms: BUDGET.dashboardMs },
  })
  const lastAdmin = adminVisits.at(-1)
  const dashboard = lastAdmin?.marks.at(-1)
  if (dashboard !== undefined) {
    console.log('  the scripts of /admin until the dashboard is drawn, largest first (bytes received):')
    for (const transfer of dashboard.transfers
      .filter((one) => one.type === 'Script')
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 12))
      console.log(`    ${kb(transfer.bytes).padStart(9)}  ${transfer.encoding.padEnd(4)} ${transfer.path}`)
  }
  if (lastAdmin !== undefined) {
    const later = totalsOf(lastAdmin.afterwards)
    console.log(
      `  fetched afterwards without being asked (idle prefetch): ${kb(later.scripts)} of JavaScript in ${later.scriptFiles} files`,
    )
  }

  const slowLogin: Visit[] = []
  const slowAdmin: Visit[] = []
  for (let run = 0; run < SLOW_RUNS; run++) {
    slowLogin.push(await visit(browser, `${server.url}/auth/login`, { throttle: true, marks: LOGIN_MARKS }))
    slowAdmin.push(await visit(browser, `${server.url}/admin`, { token, throttle: true, marks: ADMIN_MARKS }))
  }
  const link = `${(SLOW_LINK.downloadThroughput * 8) / 1e6} Mbit/s down, ${SLOW_LINK.latency} ms round trip`
  console.log(`\nslow link (${link}), ${SLOW_RUNS} cold visits each`)
  report('/auth/login', slowLogin, {})
  report('/admin as sysadmin', slowAdmin, { 'dashboard drawn (every chart painted)': { ms: BUDGET.slowDashboardMs } })
} finally {
  await browser.close()
  await server.stop()
  await rm(work, { recursive: true, force: true })
}
