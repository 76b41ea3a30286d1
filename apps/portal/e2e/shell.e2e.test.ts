import { describe, expect, it } from 'vitest'
import { baseUrl, MOBILE, screenshot, signIn, signInByApi, skipReason, useBrowser } from './browser.ts'
import { newUser, QUIET } from './people.ts'

describe.skipIf(skipReason !== '')('the admin shell in Chromium', () => {
  const browser = useBrowser()

  it('turns a visitor without a session away from /admin with the spec’s warning, to /', async () => {
    const page = await browser.newPage()
    await page.goto('/admin/p/news')
    await page.waitForURL((url) => url.pathname === '/')
    // `/` is the public site's page, loaded anew: it shows the warning the app left it.
    const warning = page.locator('.site-notice')
    await expect.poll(() => warning.textContent()).toContain('Нэвтэрнэ үү')
    expect(await warning.textContent()).toContain('Систем ашиглахын тулд систем нэвтэрнэ үү !!!')
  })

  it('protects /select-role the same way', async () => {
    const page = await browser.newPage()
    await page.goto('/select-role')
    await page.waitForURL((url) => url.pathname === '/')
    await expect.poll(() => page.locator('.site-notice').textContent()).toContain('Нэвтэрнэ үү')
  })

  it('answers an unknown route with “Page not found: {path}”', async () => {
    const page = await browser.newPage()
    await page.goto('/no/such/page')
    await expect.poll(() => page.getByText('Page not found: /no/such/page').count()).toBe(1)
  })

  it('draws the role’s menu and opens a crud entry at /admin/p/{id}', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'sysadmin')
    await page.goto('/admin')
    const menu = page.getByTestId('side-menu')
    await menu.getByText('Мэдээ', { exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/admin/p/news')
    await expect.poll(() => page.getByTestId('krud-title').textContent()).toContain('Мэдээ')
    await screenshot(page, 'shell-desktop')
    expect(page.errors).toEqual([])
  })

  it('shows a 404 for a menu id the role does not have', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'sysadmin')
    await page.goto('/admin/p/no-such-entry')
    await expect.poll(() => page.getByText('Page not found: /admin/p/no-such-entry').count()).toBe(1)
  })

  it('switches the interface to English and Korean and keeps the choice across a reload', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'sysadmin')
    await page.goto('/admin/p/news')
    await page.getByTestId('language-switch').click()
    await page.getByTestId('language-en_US').click()
    await expect.poll(() => page.getByTestId('side-menu').getByText('News', { exact: true }).count()).toBe(1)
    await page.reload()
    await expect.poll(() => page.getByTestId('side-menu').getByText('News', { exact: true }).count()).toBe(1)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    await page.getByTestId('language-switch').click()
    await page.getByTestId('language-ko_KR').click()
    await expect.poll(() => page.getByTestId('side-menu').getByText('뉴스', { exact: true }).count()).toBe(1)
  })

  it('shows the notifications bell with its unread count and opens the list', async () => {
    const page = await browser.newPage()
    // A new applicant with nothing filed: nothing tells them anything (administrators hear of
    // every registration other tests make).
    await newUser(page, { ...QUIET, login: 'quiet-shell' })
    await signInByApi(page, 'quiet-shell', QUIET.password)
    await page.goto('/admin')
    await expect.poll(() => page.getByTestId('notifications-badge').getAttribute('data-count')).toBe('0')
    await page.getByTestId('notifications-bell').click()
    await expect.poll(() => page.getByTestId('notifications-empty').isVisible()).toBe(true)
  })

  it('signs the person out and asks them to sign in when their session is ended elsewhere', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'sysadmin')
    await page.goto('/admin')
    await expect.poll(() => page.getByTestId('notifications-badge').getAttribute('data-live')).toBe('open')
    // Signed out from another tab or device: the session is revoked on the server, and the
    // server closes this page's live connection with it.
    const cookie = (await page.context().cookies()).find((found) => found.name === 'tamga_bearer')
    const signOut = await fetch(`${baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${cookie?.value ?? ''}`, 'x-requested-with': 'XMLHttpRequest' },
    })
    expect(signOut.status).toBe(200)
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 })
    const warning = page.locator('.site-notice')
    await expect.poll(() => warning.textContent()).toContain('Нэвтэрнэ үү')
    await screenshot(page, 'session-ended')
  })

  it('sends the super admin to the platform page after sign-in', async () => {
    const page = await browser.newPage()
    await signIn(page, 'admin')
    await page.waitForURL((url) => url.pathname === '/admin/platform')
    await page.getByTestId('platform-page').waitFor()
    await page.getByTestId('platform-areaUsers').click()
    await page.waitForURL((url) => url.pathname === '/admin/users')
  })

  it('puts the menu in a drawer at phone width', async () => {
    const page = await browser.newPage({ viewport: MOBILE })
    await signInByApi(page, 'sysadmin')
    await page.goto('/admin')
    expect(await page.getByTestId('side-menu').count()).toBe(0)
    await page.getByRole('button', { name: 'Цэс дэлгэх' }).click()
    await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(true)
    await screenshot(page, 'shell-mobile')
  })
})
