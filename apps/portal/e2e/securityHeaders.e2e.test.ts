// Issue 22, the security headers in a real browser: the Content Security Policies the server
// sends let the built portal, the public site and the API's description page work (antd's
// run-time styles, the form validator's compiled schemas, the site's hashed inline style sheet)
// with not one violation reported, and no other site can frame a page of ours.
import { createServer } from 'node:http'
import type { Frame, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, DEMO_PASSWORD, mailboxUrl, skipReason, useBrowser, walkSteps } from './browser.ts'

/** A page with everything the browser said about the Content Security Policy collected. */
type WatchedPage = Page & { errors: string[]; violations: string[]; policyMessages: string[] }

/** Where pictures of the walk go, for a person to look at. */
const picture = (name: string) => `/tmp/csp-${name}.png`

/**
 * "Another site": a page on its own port and host name (`localhost`, where the server is
 * `127.0.0.1`), that frames the address in its `src` query. It is on this machine because
 * Chromium refuses a public site's frames of loopback addresses on its own account, which would
 * hide whether our headers refused them.
 */
async function serveOtherSite(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://localhost').searchParams.get('src') ?? ''
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(
      `<!doctype html><iframe src="${src.replace(/"/g, '&quot;')}" onload="this.dataset.loaded='true'"></iframe>`,
    )
  })
  await new Promise<void>((listening) => server.listen(0, listening))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the other site is not on a TCP port')
  return {
    url: `http://localhost:${address.port}`,
    close: () => new Promise((closed) => server.close(() => closed())),
  }
}

/**
 * Collects every `securitypolicyviolation` event of the page and its frames (reported to the
 * test through a binding, which the policy cannot block) and every console message about the
 * policy (Chromium logs each refusal there too).
 */
async function watchPolicy(page: Page & { errors: string[] }): Promise<WatchedPage> {
  const watched = page as WatchedPage
  watched.violations = []
  watched.policyMessages = []
  await page.exposeBinding('reportPolicyViolation', ({ frame }, violation: string) => {
    watched.violations.push(`${frame.url()}: ${violation}`)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) watched.policyMessages.push(message.text())
  })
  return watched
}

/** A picture of the page once nothing moves (antd's motions are CSS animations). */
async function takePicture(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
  await page.screenshot({ path: picture(name) })
}

/** The computed value of a CSS property of the first element matching `selector`. */
const styleOf = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)

/** What the page's policy refused so far, and the errors it logged: all three empty. */
function expectNothingRefused(page: WatchedPage): void {
  expect({ violations: page.violations, console: page.policyMessages, errors: page.errors }).toEqual({
    violations: [],
    console: [],
    errors: [],
  })
}

/** The frame an `<iframe>` of the page loaded, once it has loaded. */
async function childFrame(page: Page): Promise<Frame> {
  const element = await page.waitForSelector('iframe')
  await page.waitForFunction(() => document.querySelector('iframe')?.dataset.loaded === 'true')
  const frame = await element.contentFrame()
  if (frame === null) throw new Error('the iframe has no frame')
  return frame
}

/** Whether a frame shows one of our documents: the site's root or the portal's. */
const showsOurPage = async (frame: Frame): Promise<boolean> => {
  try {
    return await frame.evaluate(() => document.querySelector('#site-root, #root') !== null)
  } catch {
    // The browser's own error page for a refused frame.
    return false
  }
}

describe.skipIf(skipReason !== '')('the Content Security Policies in Chromium', () => {
  const browser = useBrowser()
  const step = walkSteps()
  let page: WatchedPage

  step('the public site’s home page draws styled and hydrates under its policy', async () => {
    page = await watchPolicy(await browser.newPage())
    const response = await page.goto('/')
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(policy).toMatch(/style-src 'self' 'sha256-/)
    expect(policy).not.toContain("'unsafe-eval'")
    await page.locator('#site-root main').waitFor()
    // The inline style sheet applied: the header has its colour, not the browser's none.
    expect(await styleOf(page, '.site-header', 'background-color')).not.toBe('rgba(0, 0, 0, 0)')
    await takePicture(page, 'site-home')
    // The site's script runs: a click on a site link is drawn by it, without a page load.
    await page.evaluate(() => {
      ;(window as unknown as { stayed: boolean }).stayed = true
    })
    await page.locator('.site-header a[href="/news"]').first().click()
    await page.waitForURL((url) => url.pathname === '/news')
    await page.locator('#site-root main').waitFor()
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    await takePicture(page, 'site-news')
    expectNothingRefused(page)
  })

  step('the sign-in page draws antd’s styles and signs the admin in', async () => {
    page = await watchPolicy(await browser.newPage())
    const response = await page.goto('/auth/login')
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'")
    await page.getByTestId('login-username').waitFor()
    // antd's run-time <style> elements applied: the primary button is coloured.
    expect(await styleOf(page, '[data-testid="login-submit"]', 'background-color')).not.toBe('rgba(0, 0, 0, 0)')
    await takePicture(page, 'login')
    await page.getByTestId('login-username').fill('admin')
    await page.getByTestId('login-password').fill(DEMO_PASSWORD)
    await page.getByTestId('login-submit').click()
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'))
    expectNothingRefused(page)
  })

  step('the admin dashboard draws its charts', async () => {
    await page.goto('/admin')
    // Every chart has drawn (ECharts on its canvases, the tables, the count boxes).
    await expect
      .poll(
        async () => ({
          drawn: (await page.locator('[data-drawn="true"]').count()) > 3,
          waiting: await page.locator('[data-drawn="false"]').count(),
        }),
        { timeout: 30_000 },
      )
      .toEqual({ drawn: true, waiting: 0 })
    await takePicture(page, 'admin-dashboard')
    expectNothingRefused(page)
  })

  step('a krud’s grid draws (ag-grid’s injected styles)', async () => {
    await page.goto('/admin/p/applications')
    await page.locator('.ag-row').first().waitFor({ timeout: 30_000 })
    await takePicture(page, 'admin-grid')
    expectNothingRefused(page)
  })

  step('an application form validates (the compiled JSON Schema) and shows its errors', async () => {
    await page.goto('/form/applications/new')
    const form = page.getByTestId('record-form')
    await form.waitFor({ timeout: 20_000 })
    // Saved empty, the validator runs: ajv compiles the form's schema with new Function.
    await page.getByTestId('record-form-save').click()
    await page.getByTestId('record-form-problem').waitFor()
    expect(await form.locator('.tamga-field-error').count()).toBeGreaterThan(0)
    expect(new URL(page.url()).pathname).toBe('/form/applications/new')
    await takePicture(page, 'application-form')
    expectNothingRefused(page)
  })

  it('plays a site article’s video from the project’s media host', async () => {
    const reader = await watchPolicy(await browser.newPage())
    // The first video article of the category, read from the payloads the site navigates by.
    const listing = await (await reader.request.get('/dom-zasal/_payload.json')).json()
    let article: string | undefined
    for (const card of (listing as { page: { listing?: { cards: Array<{ path: string }> } } }).page.listing?.cards ??
      []) {
      const detail = (await (await reader.request.get(`${card.path}/_payload.json`)).json()) as {
        page: { body?: { mediaKind?: string; mediaUrl?: string } }
      }
      if (detail.page.body?.mediaKind === 'video' && detail.page.body.mediaUrl?.startsWith('https:') === true) {
        article = card.path
        break
      }
    }
    if (article === undefined) throw new Error('no video article with a media address in the heritage seed')
    await reader.goto(article)
    // Its player asks for the video's metadata at once: the policy lets it (the host itself is
    // not reachable from here, which is no refusal).
    await reader.locator('video.media').waitFor()
    await reader.waitForLoadState('networkidle')
    await takePicture(reader, 'site-video-article')
    expectNothingRefused(reader)
  })

  it('draws the API’s description page (swagger-ui) under its own policy', async () => {
    const docs = await watchPolicy(await browser.newPage())
    const response = await docs.goto('/api/docs')
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    await docs.locator('.swagger-ui .info .title').waitFor({ timeout: 30_000 })
    await docs.locator('.opblock').first().waitFor()
    await takePicture(docs, 'api-docs')
    expectNothingRefused(docs)
  })

  it('lets no other site frame the site, the sign-in page or the admin, and our own pages frame them', async () => {
    const framer = await browser.newPage()
    const otherSite = await serveOtherSite()
    try {
      for (const path of ['/', '/auth/login', '/admin']) {
        await framer.goto(`${otherSite.url}/?src=${encodeURIComponent(`${baseUrl}${path}`)}`)
        const frame = await childFrame(framer)
        expect({ path, shown: await showsOurPage(frame), url: frame.url() }).toEqual({
          path,
          shown: false,
          url: 'chrome-error://chromewebdata/',
        })
      }
      await takePicture(framer, 'framed-by-other-site')
      // The refusal is our headers', not the browser's: the same page frames an address of the
      // same host without them (the test's mailbox) and shows it.
      await framer.goto(`${otherSite.url}/?src=${encodeURIComponent(mailboxUrl)}`)
      const mailbox = await childFrame(framer)
      expect(await mailbox.evaluate(() => document.body.textContent?.trim().startsWith('['))).toBe(true)
    } finally {
      await otherSite.close()
    }

    // The mock-up builder frames the app's own routes: the same origin may.
    await framer.goto('/auth/login')
    await framer.evaluate(() => {
      const frame = document.createElement('iframe')
      frame.onload = () => {
        frame.dataset.loaded = 'true'
      }
      frame.src = '/'
      // On top of the sign-in page, for the picture.
      Object.assign(frame.style, {
        position: 'fixed',
        inset: '40px',
        width: 'calc(100% - 80px)',
        height: '600px',
        zIndex: '9999',
      })
      document.body.append(frame)
    })
    expect(await showsOurPage(await childFrame(framer))).toBe(true)
    await takePicture(framer, 'framed-by-self')
  })
})
