// The renderer in headless Chromium against the real server on loopback (issue 7):
// - opening a 100,000-row krud from the admin shell (a click on its menu entry) until its
//   first grid rows are painted, and the same from a cold page load of /admin/p/{menu_id};
// - drawing a 300-field form (the renderer harness page, no server round trip in the figure);
// - the JavaScript each screen loads until it is drawn, as the browser received it (DevTools'
//   encoded lengths: compressed as the server sent it), the time until it is drawn on loopback
//   and behind a slow mobile link (1.6 Mbit/s, 150 ms round trip), and which of the heavy
//   libraries (ag-grid, echarts, Leaflet, TipTap) it pulled in: each must appear only on the
//   screens that use it.
// Prints its figures; asserts nothing.
//
//   npm run bench:renderer
//   RUNS=5 ROWS=100000 TAMGA_BENCH_DATABASE_URL=postgres://… npm run bench:renderer
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FormDocument, FormField, ModelColumn, ModelDocument } from '@tamga/schema'
import { type Browser, chromium, type Page } from 'playwright-core'
import { build } from 'vite'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../apps/portal/e2e/chromium.ts'
import type { HarnessForm, HarnessGlobal, HarnessResult } from '../apps/portal/e2e/harness/harnessTypes.ts'
import { serveHarness } from '../apps/portal/e2e/serveHarness.ts'
import { loadConfig } from '../packages/engine-server/src/config.ts'
import { DEMO_PASSWORD } from '../packages/engine-server/src/seed/accounts.ts'
import { prepareInstance } from '../packages/engine-server/src/server/prepareInstance.ts'
import { createBenchDatabase } from './support/benchDatabase.ts'
import { REPOSITORY_ROOT } from './support/benchProject.ts'
import { describeMachine } from './support/loadTest.ts'
import { painted } from './support/painted.ts'
import { type ServerProcess, startTamgaProcess } from './support/serverProcess.ts'
import { signIn } from './support/signIn.ts'
import { kb, SLOW_LINK, totalsOf, watchWire } from './support/wire.ts'

const RUNS = Number(process.env.RUNS ?? 5)
const SLOW_RUNS = Number(process.env.SLOW_RUNS ?? 3)
const ROWS = Number(process.env.ROWS ?? 100_000)
const FORM_FIELDS = 300
const FIRST_ROWS_TARGET_MS = 500
const FORM_TARGET_MS = 150
const COLD_ROWS_TARGET_MS = 2000
const KRUD_TARGET_KB = 600
const PROJECT_DIR = join(REPOSITORY_ROOT, 'examples', 'heritage')
/** The heritage krud filled up to ROWS rows, and its menu entry. */
const BIG_KRUD = 'supporters'

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
const describeTimes = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms (best ${Math.min(...values).toFixed(0)}, worst ${Math.max(...values).toFixed(0)}, ${values.length} runs)`

/** The heavy libraries, each recognised by a string only its own code carries. */
const LIBRARIES: ReadonlyArray<{ name: string; mark: RegExp }> = [
  { name: 'ag-grid', mark: /ag-grid-community|AG Grid/ },
  { name: 'echarts', mark: /echarts/ },
  { name: 'Leaflet', mark: /leaflet-container|Leaflet/ },
  { name: 'TipTap', mark: /ProseMirror/ },
]

/** Fills the heritage supporters table up to ROWS rows (the seed holds a handful). */
async function fillBigTable(query: (sql: string, values?: unknown[]) => Promise<unknown>): Promise<void> {
  await query(
    `insert into supporter (name, supporter_type, website, description, support_amount, supported_at, is_published)
     select 'Дэмжигч ' || g,
            case when mod(g, 3) = 0 then 'individual' else 'organization' end,
            'https://supporter' || g || '.example.com',
            'Соёлын өвийг дэмжсэн ' || g || ' дэх байгууллага',
            mod(g::bigint * 7919, 100000000) / 100.0,
            date '2020-01-01' + mod(g, 2000),
            mod(g, 5) <> 0
     from generate_series(1, $1::int) as g`,
    [ROWS],
  )
  await query('vacuum analyze supporter')
}

/** A form of FORM_FIELDS fields of the everyday widgets, and its model. */
function bigForm(): { form: FormDocument; model: ModelDocument } {
  const kinds: Array<{ widget: FormField['widget']; type: ModelColumn['type'] }> = [
    { widget: 'text', type: { name: 'varchar', length: 255 } },
    { widget: 'number', type: 'integer' },
    { widget: 'textarea', type: 'text' },
    { widget: 'date', type: 'date' },
    { widget: 'checkbox', type: 'boolean' },
    { widget: 'money', type: { name: 'numeric', precision: 14, scale: 2 } },
  ]
  const fields: FormField[] = [{ name: 'id', widget: 'hidden' }]
  const columns: ModelColumn[] = [{ name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } }]
  for (let index = 1; index <= FORM_FIELDS; index += 1) {
    const kind = kinds[index % kinds.length] ?? kinds[0]
    if (kind === undefined) continue
    const name = `field_${index}`
    fields.push({
      name,
      widget: kind.widget,
      label: { mn_MN: `Талбар ${index}`, en_US: `Field ${index}` },
      ...(index % 10 === 0 ? { required: true } : {}),
    })
    columns.push({ name, type: kind.type })
  }
  const model: ModelDocument = {
    kind: 'model',
    version: 1,
    name: 'big_form',
    table: 'big_form',
    columns,
    primaryKey: ['id'],
  }
  const form: FormDocument = {
    kind: 'form',
    version: 1,
    name: 'big-form',
    title: { mn_MN: 'Том маягт', en_US: 'A big form' },
    model: 'big_form',
    identity: 'id',
    fields,
  }
  return { form, model }
}

/** Which of the heavy libraries the portal's scripts at these paths hold. */
async function librariesIn(portalDir: string, paths: readonly string[]): Promise<string[]> {
  const found = new Set<string>()
  for (const path of paths) {
    const body = await readFile(join(portalDir, path), 'utf8').catch(() => '')
    for (const library of LIBRARIES) if (library.mark.test(body)) found.add(library.name)
  }
  return [...found].sort()
}

async function newSignedInPage(browser: Browser, origin: string, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'mn-MN' })
  await context.addCookies([{ name: 'tamga_bearer', value: token, url: origin }])
  return context.newPage()
}

/** A request of a page: its path, when it started and ended (ms from `since`), and its bytes. */
interface Fetched {
  path: string
  startMs: number
  endMs: number
  bytes: number
}

/** Records the requests a page finishes from now on, with times relative to `since` (epoch ms). */
function recordRequests(page: Page, since: () => number): Fetched[] {
  const fetched: Fetched[] = []
  page.on('requestfinished', async (request) => {
    const timing = request.timing()
    const sizes = await request.sizes().catch(() => undefined)
    const url = new URL(request.url())
    fetched.push({
      path: `${url.pathname}${url.search}`.slice(0, 70),
      startMs: timing.startTime - since(),
      endMs: timing.startTime + timing.responseEnd - since(),
      bytes: (sizes?.responseBodySize ?? 0) + (sizes?.responseHeadersSize ?? 0),
    })
  })
  return fetched
}

/** Prints where the time of a screen went: each request from the start, and what came after the last. */
function printWaterfall(fetched: readonly Fetched[], drawnMs: number): void {
  const during = fetched
    .filter((one) => one.startMs >= 0 && one.startMs <= drawnMs)
    .sort((a, b) => a.startMs - b.startMs)
  for (const one of during)
    console.log(
      `    ${one.startMs.toFixed(0).padStart(5)} → ${one.endMs.toFixed(0).padStart(5)} ms  ${kb(one.bytes).padStart(9)}  ${one.path}`,
    )
  const lastEnd = Math.max(0, ...during.map((one) => one.endMs))
  console.log(
    `    first rows painted at ${drawnMs.toFixed(0)} ms: ${(drawnMs - lastEnd).toFixed(0)} ms after the last answer (parsing, running and drawing)`,
  )
}

const firstRows = (page: Page) => painted(page, '[data-testid="records-grid"] .ag-center-cols-container .ag-row')

console.log(`${describeMachine()}\n`)
const work = await mkdtemp(join(tmpdir(), 'tamga-bench-renderer-'))
const database = await createBenchDatabase('renderer')
let server: ServerProcess | undefined
let harness: { url: string; close: () => Promise<void> } | undefined
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
try {
  const portalDir = join(work, 'portal')
  await build({
    root: join(REPOSITORY_ROOT, 'apps/portal'),
    logLevel: 'error',
    build: { outDir: portalDir, emptyOutDir: true },
  })
  const config = loadConfig(
    { DATABASE_URL: database.url, TAMGA_PROJECT: PROJECT_DIR, TAMGA_ADMIN_PASSWORD: DEMO_PASSWORD, LOG_LEVEL: 'warn' },
    REPOSITORY_ROOT,
  )
  const { instance } = await prepareInstance(config)
  await instance.close()
  const filling = performance.now()
  await fillBigTable((sql, values) => database.query(sql, values as unknown[]))
  console.log(
    `  ${ROWS.toLocaleString('en')} supporters inserted in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  )
  server = await startTamgaProcess({
    env: { DATABASE_URL: database.url, TAMGA_PROJECT: PROJECT_DIR, TAMGA_PORTAL_DIR: portalDir, LOG_LEVEL: 'error' },
  })
  const origin = server.origin
  const token = (await signIn(origin, 'admin')).authorization.replace(/^Bearer /, '')

  // 1. Opening the big krud: from the shell (menu click → first rows), and from a cold load.
  const inApp: number[] = []
  const cold: number[] = []
  let waterfall: { fetched: Fetched[]; drawnMs: number } | undefined
  for (let run = 0; run < RUNS; run += 1) {
    const page = await newSignedInPage(browser, origin, token)
    await page.goto(`${origin}/admin`)
    await page.getByTestId('side-menu').waitFor({ state: 'visible' })
    await page.waitForLoadState('networkidle')
    let clicked = Date.now()
    const fetched = recordRequests(page, () => clicked)
    clicked = Date.now()
    const started = await page.evaluate<number>('performance.now()')
    // The router follows a history entry as it follows the menu's links: no page load.
    await page.evaluate(
      `history.pushState({}, '', '/admin/p/${BIG_KRUD}'); dispatchEvent(new PopStateEvent('popstate'))`,
    )
    inApp.push((await firstRows(page)) - started)
    waterfall = { fetched, drawnMs: Date.now() - clicked }
    await page.context().close()

    const coldPage = await newSignedInPage(browser, origin, token)
    await coldPage.goto(`${origin}/admin/p/${BIG_KRUD}`, { waitUntil: 'commit' })
    // The page's clock starts with the navigation.
    cold.push(await firstRows(coldPage))
    await coldPage.context().close()
  }
  console.log(`\nopening a ${ROWS.toLocaleString('en')}-row krud (${BIG_KRUD}), first rows painted:`)
  console.log(`  from the admin shell: ${describeTimes(inApp)} (target ≤ ${FIRST_ROWS_TARGET_MS} ms)`)
  if (waterfall !== undefined) {
    console.log('  where the time from the shell went (the last run; requests by start, bytes on the wire):')
    printWaterfall(waterfall.fetched, waterfall.drawnMs)
  }
  console.log(`  cold page load of /admin/p/${BIG_KRUD}: ${describeTimes(cold)} (target ≤ ${COLD_ROWS_TARGET_MS} ms)`)

  // 2. A 300-field form, drawn by the harness page.
  harness = await serveHarness(join(work, 'harness'))
  const harnessPage = await browser.newPage()
  await harnessPage.goto(`${harness.url}/`)
  await harnessPage.waitForFunction(() => 'tamgaHarness' in globalThis)
  const { form, model } = bigForm()
  const input: HarnessForm = { form, models: { [model.name]: model }, mode: 'create' }
  const formTimes: number[] = []
  const allTimes: number[] = []
  let inputs = 0
  // The first draw also compiles the record schema's validator; it is reported apart.
  const first: HarnessResult = await harnessPage.evaluate(
    (given) => (globalThis as unknown as HarnessGlobal).tamgaHarness.renderForm(given),
    input,
  )
  if (first.error !== undefined) throw new Error(`the big form failed: ${first.error}`)
  for (let run = 0; run < Math.max(RUNS, 5); run += 1) {
    const result: HarnessResult = await harnessPage.evaluate(
      (given) => (globalThis as unknown as HarnessGlobal).tamgaHarness.renderForm(given),
      input,
    )
    formTimes.push(result.ms)
    allTimes.push(result.allMs)
    inputs = result.inputs
  }
  console.log(`\na ${FORM_FIELDS}-field form drawn (${inputs} inputs):`)
  console.log(
    `  first fields painted (the form usable): ${describeTimes(formTimes)} (target ≤ ${FORM_TARGET_MS} ms); the first draw ${first.ms.toFixed(0)} ms`,
  )
  console.log(`  every field painted: ${describeTimes(allTimes)}`)

  // 3. The JavaScript each screen loads, each in a fresh context (an empty cache).
  const screens: ReadonlyArray<{ name: string; path: string; ready: (page: Page) => Promise<unknown> }> = [
    {
      // Its budget (every chart painted) is bench:portal's.
      name: 'admin home (first chart painted)',
      path: '/admin',
      ready: (page) => painted(page, '[data-drawn="true"]'),
    },
    { name: `krud grid (${BIG_KRUD})`, path: `/admin/p/${BIG_KRUD}`, ready: firstRows },
    {
      name: 'heritage domain form (everyday fields)',
      path: '/form/heritage-domains/new',
      ready: (page) => painted(page, '[data-testid="record-form"]'),
    },
    {
      name: 'news form (rich text)',
      path: '/form/news/new',
      ready: (page) => painted(page, '[data-testid="record-form"]'),
    },
    {
      name: 'province form (map)',
      path: '/form/aimags/new',
      ready: (page) => painted(page, '[data-testid="record-form"]'),
    },
  ]
  const budgets: Record<string, number> = {
    [`krud grid (${BIG_KRUD})`]: KRUD_TARGET_KB,
  }
  const link = `${(SLOW_LINK.downloadThroughput * 8) / 1e6} Mbit/s, ${SLOW_LINK.latency} ms round trip`
  console.log(
    `\nJavaScript each screen received until it was drawn (bytes on the wire, cold cache), the time to draw it on loopback and behind a slow link (${link}), and what was fetched ahead after:`,
  )
  for (const screen of screens) {
    const times: Record<'loopback' | 'slow', number[]> = { loopback: [], slow: [] }
    let line = ''
    for (const throttle of [false, true]) {
      for (let run = 0; run < (throttle ? SLOW_RUNS : 1); run += 1) {
        const page = await newSignedInPage(browser, origin, token)
        const wire = await watchWire(page, { throttle })
        const started = performance.now()
        await page.goto(`${origin}${screen.path}`, { waitUntil: 'commit' })
        try {
          await screen.ready(page)
        } catch (error) {
          const shot = join(tmpdir(), `tamga-bench-${screen.path.replaceAll('/', '_')}.png`)
          await page.screenshot({ path: shot })
          console.log(`  ${screen.name}: not drawn (${String(error).split('\n')[0]}); the page is in ${shot}`)
          await page.context().close()
          continue
        }
        times[throttle ? 'slow' : 'loopback'].push(performance.now() - started)
        if (!throttle) {
          const loaded = wire.take()
          // What comes after the screen is drawn: chunks fetched ahead (the krud screen, the form, the lock view).
          await page.waitForLoadState('networkidle')
          await page.waitForTimeout(6000)
          const ahead = wire.take()
          const scriptPaths = (list: typeof loaded) =>
            list.filter((one) => one.type === 'Script').map((one) => one.path.split('?')[0] ?? one.path)
          const libraries = await librariesIn(portalDir, scriptPaths(loaded))
          const aheadLibraries = await librariesIn(portalDir, scriptPaths(ahead))
          const totals = totalsOf(loaded)
          const budget = budgets[screen.name]
          line =
            `  ${screen.name.padEnd(40)} ${kb(totals.scripts).padStart(10)} in ${totals.scriptFiles} files${budget === undefined ? '' : ` (budget ≤ ${budget} KB)`} — ` +
            `${libraries.length === 0 ? 'none of the heavy libraries' : libraries.join(', ')}; ` +
            `then ${kb(totalsOf(ahead).scripts)} fetched ahead${aheadLibraries.length > 0 ? ` (${aheadLibraries.join(', ')})` : ''}`
          if (totals.uncompressed.length > 0)
            line += `\n    sent without compression: ${totals.uncompressed.map((one) => one.path).join(', ')}`
        }
        await wire.stop()
        await page.context().close()
      }
    }
    console.log(line)
    console.log(
      `    drawn on loopback in ${times.loopback.map((ms) => ms.toFixed(0)).join(', ')} ms; behind the slow link ${times.slow.length > 0 ? describeTimes(times.slow) : 'not drawn'}`,
    )
  }
} finally {
  await browser.close()
  await harness?.close()
  await server?.stop()
  await database.drop()
  await rm(work, { recursive: true, force: true })
}
