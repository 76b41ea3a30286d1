// Issue 24, the way in and the public site's server answers, in Chromium against the real server
// and the heritage seed: sign-in and registration found from the home page at desktop and phone
// width, in the footer and in the access rule's banner; the admin menu's "Нийтийн сайт" opening
// the site this server serves; unknown routes answered 404 by the server; a public form sent
// from a browser that runs no script, refused and then accepted.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, DESKTOP, MOBILE, screenshot, signInByApi, skipReason, useBrowser } from './browser.ts'
import { API_HEADERS } from './records.ts'

/** The page's errors, less the 404s a test asked for on purpose. */
const unexpected = (page: Page & { errors: string[] }, ...paths: string[]) =>
  page.errors.filter((error) => !paths.some((path) => error === `404 ${baseUrl}${path}`))

describe.skipIf(skipReason !== '')('the way in from the public site, in Chromium', () => {
  const browser = useBrowser()

  it('finds sign-in and registration in the header and the footer of the home page at desktop width', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    await page.goto('/')
    const header = page.locator('.site-header .header-account')
    await expect.poll(() => header.locator('a[href="/auth/login"]').isVisible()).toBe(true)
    expect(await header.locator('a[href="/auth/login"]').textContent()).toBe('Нэвтрэх')
    expect(await header.locator('a[href="/auth/register"]').textContent()).toBe('Бүртгүүлэх')
    const footer = page.locator('.site-footer .footer-account')
    expect(await footer.locator('a[href="/auth/login"]').textContent()).toBe('Нэвтрэх')
    expect(await footer.locator('a[href="/auth/register"]').textContent()).toBe('Бүртгүүлэх')
    await screenshot(page, 'site-way-in-desktop')

    await header.locator('a[href="/auth/login"]').click()
    await page.waitForURL((url) => url.pathname === '/auth/login')
    await page.getByTestId('login-username').waitFor()
    await screenshot(page, 'site-way-in-login')

    await page.goto('/news')
    await footer.locator('a[href="/auth/register"]').click()
    await page.waitForURL((url) => url.pathname === '/auth/register')
    await page.getByTestId('register-first_name').waitFor()
    await screenshot(page, 'site-way-in-register')
    expect(page.errors).toEqual([])
  })

  it('finds them in the phone menu, and in English', async () => {
    const page = await browser.newPage({ viewport: MOBILE })
    await page.goto('/')
    const register = page.locator('.site-header a[href="/auth/register"]')
    // Folded into the menu until it is opened.
    expect(await register.isVisible()).toBe(false)
    await page.locator('.menu-button').click()
    await expect.poll(() => register.isVisible()).toBe(true)
    expect(await page.locator('.site-header a[href="/auth/login"]').isVisible()).toBe(true)
    await screenshot(page, 'site-way-in-phone-menu')
    await register.click()
    await page.waitForURL((url) => url.pathname === '/auth/register')
    await page.getByTestId('register-first_name').waitFor()

    await page.goto('/?lang=en_US')
    await page.locator('.menu-button').click()
    await expect.poll(() => page.locator('.site-header a[href="/auth/login"]').textContent()).toBe('Sign in')
    expect(await page.locator('.site-header a[href="/auth/register"]').textContent()).toBe('Register')
    await screenshot(page, 'site-way-in-phone-menu-en')
    expect(page.errors).toEqual([])
  })

  it('offers them in the banner the access rule shows, and leads to sign-in from there', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    await page.goto('/admin')
    await page.waitForURL((url) => url.pathname === '/')
    const notice = page.locator('.site-notice')
    await expect.poll(() => notice.textContent()).toContain('Нэвтэрнэ үү')
    expect(await notice.locator('a[href="/auth/register"]').textContent()).toBe('Бүртгүүлэх')
    await screenshot(page, 'site-way-in-banner')
    await notice.locator('a[href="/auth/login"]').click()
    await page.waitForURL((url) => url.pathname === '/auth/login')
    await page.getByTestId('login-username').waitFor()
  })

  it('offers a signed-in visitor the admin area instead', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    await signInByApi(page, 'sysadmin')
    await page.goto('/')
    const header = page.locator('.site-header .header-account')
    await expect.poll(() => header.locator('a[href="/admin"]').textContent()).toBe('Удирдлагын хэсэг')
    expect(await header.locator('a[href="/auth/login"]').count()).toBe(0)
    await header.locator('a[href="/admin"]').click()
    await page.waitForURL((url) => url.pathname === '/admin')
    await page.getByTestId('side-menu').waitFor()
  })

  it('opens the public site this server serves from the admin menu’s "Нийтийн сайт"', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    await signInByApi(page, 'sysadmin')
    await page.goto('/admin')
    const opened = page.context().waitForEvent('page')
    await page.getByTestId('side-menu').getByText('Нийтийн сайт', { exact: true }).click()
    const site = await opened
    await site.waitForLoadState()
    expect(new URL(site.url()).href).toBe(new URL('/', baseUrl).href)
    await site.locator('.site-header').waitFor()
    await screenshot(site, 'site-from-admin-menu')
  })

  it('answers unknown routes with 404 from the server, and the app’s or the site’s 404 page', async () => {
    const page = await browser.newPage({ viewport: DESKTOP })
    for (const path of ['/admin/no-such-page', '/auth/nope', '/select-role/extra']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      expect(response?.headers()['content-type'], path).toContain('text/html')
      await expect.poll(() => page.getByText(`Page not found: ${path}`).count(), { timeout: 15_000 }).toBe(1)
    }
    await screenshot(page, 'app-not-found-404')
    const site = await page.goto('/something-random')
    expect(site?.status()).toBe(404)
    expect(await page.locator('.not-found-path').textContent()).toBe('Page not found: /something-random')
    // Known routes still answer 200.
    for (const path of ['/admin', '/auth/login', '/auth/register', '/feedback']) {
      expect((await page.request.get(path, { headers: { accept: 'text/html' } })).status(), path).toBe(200)
    }
    expect(unexpected(page, '/admin/no-such-page', '/auth/nope', '/select-role/extra', '/something-random')).toEqual([])
  })

  it('sends a public form from a browser that runs no script: refused with its reasons, then thanked', async () => {
    const page = await browser.newPage({ viewport: DESKTOP, javaScriptEnabled: false })
    const response = await page.goto('/feedback')
    expect(response?.status()).toBe(200)
    const form = page.locator('.site-form')
    await form.locator('[name="name"]').fill('Тэмүүлэн')
    await form.locator('[name="email"]').fill('temuulen-nojs')
    await form.locator('[name="message"]').fill('Скриптгүй хөтчөөс илгээсэн санал.')
    // A person takes seconds to fill a form; one sent sooner than that is taken for a robot's.
    await page.waitForTimeout(3_000)
    const [refused] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === 'POST'),
      form.locator('button[type="submit"]').click(),
    ])
    expect(refused.status()).toBe(400)
    await page.locator('.form-failure').waitFor()
    expect(await page.locator('.form-failure').textContent()).not.toBe('')
    expect(await form.locator('[name="email"]').getAttribute('aria-invalid')).toBe('true')
    // What was typed is kept.
    expect(await form.locator('[name="name"]').inputValue()).toBe('Тэмүүлэн')
    expect(await form.locator('[name="message"]').inputValue()).toBe('Скриптгүй хөтчөөс илгээсэн санал.')
    await screenshot(page, 'site-form-no-script-refused')

    await form.locator('[name="email"]').fill('temuulen.nojs@example.mn')
    await page.waitForTimeout(3_000)
    const [sent] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === 'POST'),
      form.locator('button[type="submit"]').click(),
    ])
    expect(sent.status()).toBe(200)
    await page.locator('.form-sent').waitFor()
    await screenshot(page, 'site-form-no-script-sent')

    // Stored as the JSON post stores it: staff find it.
    const login = await page.request.post('/api/auth/login', {
      data: { login: 'admin', password: 'Demo#2026' },
      headers: API_HEADERS,
    })
    const { token } = (await login.json()) as { token: string }
    const listed = await page.request.get('/api/records/feedback?search=temuulen.nojs', {
      headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
    })
    expect(listed.ok(), await listed.text()).toBe(true)
    const { rows } = (await listed.json()) as { rows: Array<{ email: string }> }
    expect(rows.map((row) => row.email)).toEqual(['temuulen.nojs@example.mn'])
    expect(unexpected(page).filter((error) => !error.startsWith('400 '))).toEqual([])
  })
})
