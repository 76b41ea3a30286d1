import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, inject, it } from 'vitest'

/** The demo accounts' password (examples/heritage, embedded database). */
export const DEMO_PASSWORD = 'Demo#2026'

/** Window sizes the screenshots and layout tests use. */
export const DESKTOP = { width: 1366, height: 860 }
export const MOBILE = { width: 390, height: 844 }

/** Where screenshots go: looked at by people, not compared by tests. */
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../../.screenshots')

/** Why the browser tests are skipped here, or an empty string. */
export const skipReason = inject('skipReason')

/**
 * The server this file talks to: its worker's own (globalSetup.ts starts one per browser test
 * file run at once), so files run side by side share no database and no mailbox.
 */
const lane = (() => {
  const lanes = inject('lanes')
  return lanes[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % Math.max(1, lanes.length)]
})()

/** The server this file's browser tests talk to. */
export const baseUrl = lane?.baseUrl ?? ''

/** Its mailbox (globalSetup.ts): every mail its server sent, as JSON. */
export const mailboxUrl = lane?.mailboxUrl ?? ''

/** A mail the test SMTP server received. */
export interface Mail {
  to: string[]
  subject: string
  text: string
}

/** Every mail received so far. */
export async function mails(): Promise<Mail[]> {
  const response = await fetch(mailboxUrl)
  return (await response.json()) as Mail[]
}

/** Waits for a mail to `to` beyond the first `already` ones. */
export async function nextMailTo(to: string, already: number, timeoutMs = 10_000): Promise<Mail> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const found = (await mails()).filter((mail) => mail.to.includes(to))
    const mail = found[already]
    if (mail !== undefined) return mail
    await new Promise((wake) => setTimeout(wake, 100))
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`)
}

/**
 * Connects to the shared Chromium for one test file; `newPage` opens a page in a fresh context
 * (its own cookies and storage), with console errors collected so a test can assert none.
 */
export function useBrowser() {
  let browser: Browser | undefined
  const contexts: BrowserContext[] = []
  beforeAll(async () => {
    if (skipReason !== '') return
    browser = await chromium.connect(inject('browserEndpoint'))
  })
  afterAll(async () => {
    for (const context of contexts) await context.close()
    await browser?.close()
  })
  // A failure keeps what each open page showed (under .screenshots/failed/) and prints where it
  // was and what it said, so a failure in CI can be read without running it again.
  beforeEach((context) => {
    context.onTestFailed(async () => {
      const name = context.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)
      await mkdir(resolve(SCREENSHOT_DIR, 'failed'), { recursive: true })
      const pages = contexts.flatMap((open) => open.pages()).filter((page) => !page.isClosed())
      for (const [index, page] of pages.entries()) {
        const said = await page
          .locator('.ant-message, .ant-alert, .ant-notification, .ant-form-item-explain-error')
          .allInnerTexts()
          .catch(() => [])
        console.error(`failed "${context.task.name}": page ${index} at ${page.url()} shows ${JSON.stringify(said)}`)
        await page
          .screenshot({ path: resolve(SCREENSHOT_DIR, 'failed', `${name}-${index}.png`) })
          .catch(() => undefined)
      }
    })
  })
  return {
    async newPage(
      options: {
        viewport?: { width: number; height: number }
        locale?: string
        /** false: a browser that runs no script (the site's pages and forms must work in it). @default true */
        javaScriptEnabled?: boolean
      } = {},
    ): Promise<Page & { errors: string[] }> {
      if (browser === undefined) throw new Error('the browser tests are skipped')
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: options.viewport ?? DESKTOP,
        locale: options.locale ?? 'mn-MN',
        javaScriptEnabled: options.javaScriptEnabled ?? true,
      })
      contexts.push(context)
      const page = (await context.newPage()) as Page & { errors: string[] }
      page.errors = []
      watchRequests(page)
      page.on('pageerror', (error) => page.errors.push(error.message))
      // A failed resource is reported with its address; the console's copy of it names none.
      page.on('response', (response) => {
        if (response.status() >= 400 && !response.url().includes('/api/'))
          page.errors.push(`${response.status()} ${response.url()}`)
      })
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          page.errors.push(message.text())
      })
      return page
    },
  }
}

/** The requests of each page (its frames' too) under way, and when the last one began or ended. */
const requestsOf = new WeakMap<Page, { open: number; changed: number }>()

function watchRequests(page: Page): void {
  const requests = { open: 0, changed: Date.now() }
  requestsOf.set(page, requests)
  const ended = () => {
    requests.open = Math.max(0, requests.open - 1)
    requests.changed = Date.now()
  }
  page.on('request', () => {
    requests.open += 1
    requests.changed = Date.now()
  })
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
}

/**
 * Waits until no request of the page or of its frames has been under way for half a second.
 * Playwright's `networkidle` can miss it for a page whose frames load while it loads (the mock-up
 * builder's previews): the page then waited its whole timeout with nothing left to load.
 */
export async function networkSettled(page: Page, timeout = 30_000): Promise<void> {
  const requests = requestsOf.get(page)
  if (requests === undefined) throw new Error('networkSettled needs a page from useBrowser().newPage()')
  const until = Date.now() + timeout
  while (requests.open > 0 || Date.now() - requests.changed < 500) {
    if (Date.now() > until) throw new Error(`${requests.open} requests still under way after ${timeout} ms`)
    await new Promise((wake) => setTimeout(wake, 100))
  }
}

/** Signs in through the login page and waits for the admin shell. */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD, remember = false): Promise<void> {
  await page.goto('/auth/login')
  await page.getByTestId('login-username').fill(login)
  await page.getByTestId('login-password').fill(password)
  if (remember) await page.getByTestId('login-remember').check()
  await page.getByTestId('login-submit').click()
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'))
}

/** Saves a screenshot under .screenshots/ for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true })
  // Drawers and pop-ups slide in for a few hundred milliseconds; the picture is for people, so
  // it waits until nothing moves but what never stops (a spinner): antd's motions are CSS
  // transitions and animations, which the document lists.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}.png`), fullPage: false })
}

/**
 * The steps of one walk through the app, each a case of its own: every step fits the browser
 * project's timeout, a failure names the step it happened in, and once a step fails each later
 * one fails at once, naming that step, rather than running on a state the walk never reached
 * (and nothing is reported as skipped). State the steps share lives in variables of the
 * enclosing `describe`.
 *
 * @example
 * const step = walkSteps()
 * step('the applicant applies', async () => { … })
 * step('staff check it', async () => { … })
 */
export function walkSteps(): (name: string, body: () => Promise<void>, options?: { timeout?: number }) => void {
  let failed: string | undefined
  return (name, body, options = {}) => {
    it(name, options, async (context) => {
      if (failed !== undefined) throw new Error(`not walked: the step "${failed}" before it failed`)
      context.onTestFailed(() => {
        failed = name
      })
      await body()
    })
  }
}

/**
 * Signs in through the API and stores the token the way the login page does, for tests about
 * what comes after sign-in.
 */
export async function signInByApi(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { login, password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  })
  if (!response.ok()) throw new Error(`sign-in of ${login} failed: ${response.status()} ${await response.text()}`)
  const { token } = (await response.json()) as { token: string }
  await page.context().addCookies([{ name: 'tamga_bearer', value: token, url: baseUrl }])
}
