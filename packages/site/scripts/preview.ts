/**
 * Renders every fixture page through the real server renderer, serves them on a loopback port
 * with the built client (`npx vite build` first) and screenshots the main pages at desktop and
 * phone widths into /work/main/.screenshots/site-*.png. It also checks that the pages hydrate
 * without errors and that a click on a site link navigates from the payload, without a reload.
 *
 *   cd packages/site && npx vite build && npx tsx --tsconfig tsconfig.test.json --conditions=@tamga/source scripts/preview.ts
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { extname, join, resolve } from 'node:path'
import { PAYLOAD_SUFFIX, type SitePayload } from '@tamga/schema'
import { FIXTURES, notFoundPayload } from '../src/__fixtures__/payloads.ts'
import { renderSitePageToString } from '../src/server/index.ts'

const siteDir = resolve(import.meta.dirname, '..')
const repo = resolve(siteDir, '../..')
const publicDir = join(repo, 'examples/heritage/public')
const clientDir = join(siteDir, 'dist/client')
const shotsDir = join(repo, '.screenshots')

// playwright-core is installed for the portal's browser tests; this script borrows it.
const { chromium } = createRequire(join(repo, 'apps/portal/package.json'))(
  'playwright-core',
) as typeof import('../../../apps/portal/node_modules/playwright-core/index.js')

const manifestPath = join(clientDir, '.vite/manifest.json')
const manifest = existsSync(manifestPath)
  ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>)
  : null
const script = manifest?.['src/client.tsx'] === undefined ? null : `/_site/${manifest['src/client.tsx'].file}`
if (script === null) console.warn('no built client: pages are screenshotted without hydration')

const byPath = new Map<string, SitePayload>()
for (const payload of Object.values(FIXTURES)) byPath.set(payload.meta.path.split('?')[0] ?? '/', payload)

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.svg': 'image/svg+xml', '.json': 'application/json' }

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const file = url.pathname.startsWith('/_site/')
    ? join(clientDir, url.pathname.slice('/_site/'.length))
    : url.pathname.startsWith('/_img/')
      ? join(publicDir, url.pathname.replace(/^\/_img\/\d+/, ''))
      : url.pathname.startsWith('/assets/')
        ? join(publicDir, url.pathname)
        : null
  if (file !== null) {
    if (!existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    response.end(readFileSync(file))
    return
  }
  if (request.method === 'POST' && url.pathname.startsWith('/api/site/forms/')) {
    // Stands in for the server's form endpoint: an address at example.org is refused the way
    // the real one answers a validation error.
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
    })
    request.on('end', () => {
      const sent = JSON.parse(body) as { email?: string; token?: string }
      const refused = sent.email?.endsWith('@example.org') === true
      const answer = refused
        ? {
            status: false,
            code: 'SITE_FORM_INVALID',
            msg: 'Маягтын утга буруу байна',
            enMsg: 'The form has invalid values',
            issues: [{ path: '/email', code: 'format', message: 'Энэ хаягаар илгээх боломжгүй' }],
          }
        : { status: true }
      response.writeHead(refused ? 400 : 200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
    })
    return
  }
  const wantsPayload = url.pathname.endsWith(PAYLOAD_SUFFIX)
  const path = wantsPayload ? url.pathname.slice(0, -PAYLOAD_SUFFIX.length) || '/' : url.pathname
  const found = byPath.get(path)
  const payload = found ?? {
    ...notFoundPayload,
    meta: { ...notFoundPayload.meta, path },
    page: { kind: 'not-found', path },
  }
  const status = found === undefined ? 404 : 200
  if (wantsPayload) {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload))
    return
  }
  renderSitePageToString(payload as SitePayload, { script }).then(
    (html) => response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html),
    (error: unknown) => response.writeHead(500).end(String(error)),
  )
})

await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
mkdirSync(shotsDir, { recursive: true })

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const problems: string[] = []
try {
  const pages: [string, string][] = [
    ['home', '/'],
    ['news', '/news'],
    ['news-detail', '/news/1'],
    ['feedback', '/feedback'],
    ['registry', '/uv-teegch'],
    ['paid', '/tulburtei-series/21'],
    ['book', '/online-book/11'],
    ['course', '/online-surgalt/16'],
    ['info', '/investor'],
    ['not-found', '/no/such/page'],
  ]
  const only = process.argv.slice(2)
  for (const [width, height, name] of [
    [1280, 900, 'desktop'],
    [390, 844, 'mobile'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 })
    const page = await context.newPage()
    page.on('console', (message) => {
      // The fixtures' media files, the not-found page and the refused form answer 4xx on purpose.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        problems.push(`${name} ${page.url()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`${name} ${page.url()}: ${error.message}`))
    for (const [shot, path] of pages) {
      if (only.length > 0 && !only.includes(shot)) continue
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
      await page.screenshot({ path: join(shotsDir, `site-${shot}-${name}.png`), fullPage: true })
      if (process.env.SITE_PREVIEW_PARTS !== undefined) {
        // A tall phone page shrinks to a sliver when viewed whole: also cut it into screenfuls.
        const total = await page.evaluate(() => document.documentElement.scrollHeight)
        for (let top = 0, part = 1; top < total; top += 1400, part += 1) {
          const clip = { x: 0, y: top, width, height: Math.min(1400, total - top) }
          await page.screenshot({
            path: join(process.env.SITE_PREVIEW_PARTS, `${shot}-${name}-${part}.png`),
            clip,
            fullPage: true,
          })
        }
      }
    }
    if (name === 'mobile' && only.length === 0) {
      // The phone menu opens with its checkbox, before any script.
      await page.goto(`${origin}/news`, { waitUntil: 'networkidle' })
      await page.click('label.menu-button')
      await page.screenshot({ path: join(shotsDir, 'site-menu-mobile.png') })
    }
    if (script !== null && only.length === 0) {
      // A click on a site link draws the next page from its payload: the window survives.
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' })
      await page.evaluate(() => {
        ;(window as unknown as { marker: number }).marker = 1
      })
      await page.click('a.section-link[href="/news"]')
      await page.waitForURL(`${origin}/news`)
      await page.waitForSelector('h1:text("Мэдээ")')
      const kept = await page.evaluate(() => (window as unknown as { marker?: number }).marker === 1)
      const title = await page.title()
      if (!kept || title !== FIXTURES.news.meta.title) problems.push(`${name}: client navigation reloaded (${title})`)
      await page.goBack()
      await page.waitForSelector('.hero')
      if ((await page.evaluate(() => (window as unknown as { marker?: number }).marker)) !== 1) {
        problems.push(`${name}: back reloaded the page`)
      }
      // The search box navigates from the payload too.
      await page.goto(`${origin}/uv-teegch`, { waitUntil: 'networkidle' })
      await page.evaluate(() => {
        ;(window as unknown as { marker: number }).marker = 2
      })
      await page.fill('#listing-search', 'уртын')
      await page.press('#listing-search', 'Enter')
      await page.waitForURL(/search=/)
      if (!page.url().includes('aimag=11')) problems.push(`${name}: the search dropped the filter (${page.url()})`)
      if ((await page.evaluate(() => (window as unknown as { marker?: number }).marker)) !== 2) {
        problems.push(`${name}: the search reloaded the page`)
      }
      // The feedback form: the browser's own check, the server's refusal, then the thanks.
      await page.goto(`${origin}/feedback`, { waitUntil: 'networkidle' })
      await page.click('.site-form button[type=submit]')
      if ((await page.locator('.field-problem').count()) !== 3) problems.push(`${name}: empty form not refused`)
      await page.fill('input[name=name]', 'Б. Оюун')
      await page.fill('input[name=email]', 'oyun@example.org')
      await page.fill('textarea[name=message]', 'Уртын дууны сургалтад хамрагдах боломжтой юу?')
      await page.click('.site-form button[type=submit]')
      await page.waitForSelector('.form-failure')
      await page.screenshot({ path: join(shotsDir, `site-feedback-refused-${name}.png`) })
      if ((await page.locator('.field-email.has-problem').count()) !== 1) problems.push(`${name}: e-mail not marked`)
      await page.fill('input[name=email]', 'oyun@example.mn')
      await page.click('.site-form button[type=submit]')
      await page.waitForSelector('.form-sent')
    }
    await context.close()
  }
} finally {
  await browser.close()
  server.close()
}
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exitCode = 1
} else {
  console.log(`screenshots in ${shotsDir}; hydration and navigation without errors`)
}
