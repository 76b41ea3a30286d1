import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, MOBILE, mails, nextMailTo, screenshot, signIn, skipReason, useBrowser } from './browser.ts'

const EMAIL = 'saruul.e2e@example.mn'
const FIRST_PASSWORD = 'Anhny#Nuuts1'
const NEW_PASSWORD = 'Shine#Nuuts22'

/** The error text under a registration field, once shown. */
async function fieldError(page: Page, field: string): Promise<string> {
  const error = page.getByTestId(`register-${field}-error`)
  await error.waitFor({ state: 'visible' })
  return (await error.textContent()) ?? ''
}

/** Calls the API as a user (for set-up steps a test is not about). */
async function apiAs(page: Page, login: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/auth/login', {
    data: { login, password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  })
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' }
}

describe.skipIf(skipReason !== '')('the account pages in Chromium', () => {
  const browser = useBrowser()

  it('shows the login page at desktop and phone width, drawn without antd', async () => {
    const desktop = await browser.newPage()
    const scripts: string[] = []
    desktop.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await desktop.goto('/auth/login')
    await desktop.getByTestId('login-form').waitFor()
    // antd draws with classes named ant-… and styles it writes at run time (cssinjs): neither
    // exists on a page that never loaded it.
    expect(await desktop.locator('[class*="ant-"]').count()).toBe(0)
    expect(await desktop.locator('style[data-rc-order], style[data-css-hash]').count()).toBe(0)
    expect(scripts.length).toBeGreaterThan(0)
    await screenshot(desktop, 'login-desktop')
    const phone = await browser.newPage({ viewport: MOBILE })
    await phone.goto('/auth/login')
    await phone.getByTestId('login-form').waitFor()
    await screenshot(phone, 'login-mobile')
    expect(desktop.errors).toEqual([])
  })

  it('refuses a wrong password under the form, then signs in and out with a confirmation', async () => {
    const page = await browser.newPage()
    await page.goto('/auth/login')
    await page.getByTestId('login-username').fill('staff')
    await page.getByTestId('login-password').fill('wrong-password')
    await page.getByTestId('login-submit').click()
    await expect.poll(() => page.getByTestId('login-error').textContent()).toBeTruthy()
    expect(page.url()).toContain('/auth/login')
    await page.getByTestId('login-password').fill('')
    await page.getByTestId('login-submit').click()
    await expect.poll(() => page.getByTestId('login-password-error').textContent()).toBe('Утга оруулна уу')
    expect(await page.getByTestId('login-password').getAttribute('aria-invalid')).toBe('true')

    await signIn(page, 'staff')
    await page.getByTestId('side-menu').waitFor()
    // The sign-in notice (spec 8.3), shown by the shell the person arrives in.
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('Амжилттай нэвтэрлээ')
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'tamga_bearer')
    // Without remember-me the token lives for the browser session only.
    expect(cookie?.expires).toBe(-1)

    await page.getByTestId('user-menu').click()
    await page.getByRole('menuitem', { name: 'Гарах' }).click()
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Тийм' }).click()
    await page.waitForURL((url) => url.pathname === '/auth/login')
    await page.getByTestId('login-form').waitFor()
    // Signed out on purpose: the login page, not the public site, and no "sign in" warning.
    expect(new URL(page.url()).pathname).toBe('/auth/login')
    expect(await page.locator('.ant-notification-notice').count()).toBe(0)
    expect((await page.context().cookies()).find((entry) => entry.name === 'tamga_bearer')).toBeUndefined()
    await page.goto('/admin')
    await page.waitForURL((url) => url.pathname === '/')
  })

  it('switches the sign-in page to English from its own menu and keeps it on the registration page', async () => {
    const page = await browser.newPage()
    await page.goto('/auth/login')
    await page.getByTestId('language-switch').click()
    await page.getByTestId('language-en_US').click()
    await expect.poll(() => page.getByTestId('login-submit').textContent()).toBe('Sign in')
    await page.getByTestId('login-register').click()
    await page.getByTestId('register-first_name').waitFor()
    expect(await page.getByTestId('language-switch').textContent()).toBe('English')
    await screenshot(page, 'register-english')
    expect(page.errors).toEqual([])
  })

  it('tells a locked sign-in how many minutes remain, in the interface language', async () => {
    const page = await browser.newPage()
    // A login nobody has: it locks as a real one would, and no other test signs in with it.
    const login = 'locked-e2e'
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await page.request.post('/api/auth/login', {
        data: { login, password: 'wrong-password' },
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      })
      expect(refused.status()).toBe(401)
    }
    await page.goto('/auth/login')
    await page.getByTestId('login-username').fill(login)
    await page.getByTestId('login-password').fill('wrong-password')
    await page.getByTestId('login-submit').click()
    await expect
      .poll(() => page.getByTestId('login-error').textContent())
      .toMatch(/\d+ минутын дараа дахин оролдоно уу/)
    await screenshot(page, 'login-locked')
    expect(page.errors).toEqual([])
  })

  it('keeps a remembered sign-in for 30 days, across a new browser session', async () => {
    const page = await browser.newPage()
    await signIn(page, 'council1', DEMO_PASSWORD, true)
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'tamga_bearer')
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29)
    expect(days).toBeLessThanOrEqual(30)
  })

  it('registers through the five steps, refusing a wrong field on each', async () => {
    const page = await browser.newPage()
    await page.goto('/auth/register')
    const next = page.getByTestId('register-next')

    // Step 1: personal information.
    await page.getByTestId('register-first_name').fill('Saruul1')
    await page.getByTestId('register-last_name').fill('Батаа')
    await page.getByTestId('register-birthday').fill('1995-04-12')
    await page.getByTestId('register-gender-women').check()
    await page.getByTestId('register-register_no').fill('УБ95041212')
    await next.click()
    expect(await fieldError(page, 'first_name')).not.toBe('')
    await page.getByTestId('register-first_name').fill('Саруул')
    await next.click()

    // Step 2: contact.
    await page.getByTestId('register-step-2').waitFor()
    await page.getByTestId('register-email').fill('Saruul@Example.mn')
    await page.getByTestId('register-phone').fill('99112233')
    await next.click()
    expect(await fieldError(page, 'email')).not.toBe('')
    await page.getByTestId('register-email').fill(EMAIL)
    await page.getByTestId('register-phone').fill('9911 2233')
    await next.click()
    expect(await fieldError(page, 'phone')).not.toBe('')
    await page.getByTestId('register-phone').fill('99112233')
    await next.click()

    // Step 3: the profile image, images only and at most 1 MB.
    await page.getByTestId('register-step-3').waitFor()
    await page
      .getByTestId('register-image')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') })
    await expect.poll(() => page.getByTestId('register-image-error').isVisible()).toBe(true)
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    )
    await page.getByTestId('register-image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
    await page.getByTestId('register-image-preview').waitFor()
    await next.click()

    // Step 4: the password.
    await page.getByTestId('register-step-4').waitFor()
    await page.getByTestId('register-password').fill('short')
    await page.getByTestId('register-password_confirmation').fill('short')
    await next.click()
    expect(await fieldError(page, 'password')).not.toBe('')
    await page.getByTestId('register-password').fill(FIRST_PASSWORD)
    await page.getByTestId('register-password_confirmation').fill(`${FIRST_PASSWORD}x`)
    await next.click()
    expect(await fieldError(page, 'password_confirmation')).not.toBe('')
    await page.getByTestId('register-password_confirmation').fill(FIRST_PASSWORD)
    await next.click()

    // Step 5: review, then send.
    await page.getByTestId('register-step-5').waitFor()
    expect(await page.getByTestId('register-review').textContent()).toContain(EMAIL)
    await page.getByTestId('register-prev').click()
    await page.getByTestId('register-step-4').waitFor()
    await next.click()
    await page.getByTestId('register-submit').click()
    await page.waitForURL((url) => url.pathname === '/auth/login')

    // The administrator confirms the registration (spec 4.8) before the applicant can sign in.
    const admin = await apiAs(page, 'sysadmin')
    const found = await page.request.get(`/api/users?search=${encodeURIComponent(EMAIL)}`, { headers: admin })
    const { users } = (await found.json()) as { users: Array<{ id: number; confirmed: boolean }> }
    expect(users).toHaveLength(1)
    expect(users[0]?.confirmed).toBe(false)
    const confirmed = await page.request.post(`/api/users/${users[0]?.id}/confirm`, { headers: admin })
    expect(confirmed.ok()).toBe(true)
  })

  it('resets a forgotten password with the code from the mail, then signs in with it', async () => {
    const page = await browser.newPage()
    await page.goto('/auth/forgot')
    await page.getByTestId('forgot-submit').click()
    await expect.poll(() => page.getByTestId('forgot-email-error').textContent()).toContain('И-мэйл хаягаа оруулна уу')
    await page.getByTestId('forgot-email').fill(EMAIL)
    // The registration's confirmation was mailed to the address already.
    const earlier = (await mails()).filter((mail) => mail.to.includes(EMAIL)).length
    await page.getByTestId('forgot-submit').click()
    await page.waitForURL((url) => url.pathname === '/auth/password-reset')
    const mail = await nextMailTo(EMAIL, earlier)
    const code = /код: (\S+)/.exec(mail.text)?.[1]
    expect(code).toBeDefined()

    if ((await page.getByTestId('reset-email').inputValue()) === '') await page.getByTestId('reset-email').fill(EMAIL)
    await page.getByTestId('reset-code').fill('000000')
    await page.getByTestId('reset-verify').click()
    await expect
      .poll(() => page.getByTestId('reset-code-error').textContent())
      .toContain('Нууц үг сэргээх код буруу байна')
    await page.getByTestId('reset-code').fill(code ?? '')
    await page.getByTestId('reset-verify').click()

    await page.getByTestId('reset-password').fill(NEW_PASSWORD)
    await page.getByTestId('reset-confirm').fill(`${NEW_PASSWORD}!`)
    await page.getByTestId('reset-submit').click()
    await expect
      .poll(() => page.getByTestId('reset-confirm-error').textContent())
      .toContain('Нууц үг баталгаажуулалт таарсангүй !!!')
    await page.getByTestId('reset-confirm').fill(NEW_PASSWORD)
    await page.getByTestId('reset-submit').click()
    await page.waitForURL((url) => url.pathname === '/auth/login')

    await signIn(page, EMAIL, NEW_PASSWORD)
    expect(page.url()).not.toContain('/auth/')
  })
})
