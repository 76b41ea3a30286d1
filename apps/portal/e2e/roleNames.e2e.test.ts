// Issue 24, in Chromium against the real server: a person with several roles chooses one on
// /select-role by its display name ("Ажилтан", "Staff"), never "Эрх 3", and the user menu names
// the role the session acts as, in the interface language.
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { screenshot, signInByApi, skipReason, useBrowser, walkSteps } from './browser.ts'
import { newUser } from './people.ts'

const LOGIN = 'two-roles'
const PASSWORD = 'Two#Roles2026'

/** The text of a role's button on /select-role. */
const roleButton = (page: Page, roleId: number) =>
  page.getByTestId(`select-role-${roleId}`).textContent({ timeout: 15_000 })

describe.skipIf(skipReason !== '')('role display names in Chromium', () => {
  const browser = useBrowser()
  const step = walkSteps()

  step('offers each role on /select-role by its display name, in Mongolian', async () => {
    const page = await browser.newPage()
    // Staff and council member, made by the administrator for this test.
    await newUser(page, {
      login: LOGIN,
      password: PASSWORD,
      first_name: 'Оюунаа',
      last_name: 'Ганболд',
      role_id: 3,
      extra_role_ids: [4],
    })
    await signInByApi(page, LOGIN, PASSWORD)
    await page.goto('/select-role')
    expect(await roleButton(page, 3)).toContain('Ажилтан')
    expect(await roleButton(page, 4)).toBe('Зөвлөлийн гишүүн')
    const card = (await page.getByTestId('select-role').textContent()) ?? ''
    expect(card).not.toMatch(/Эрх \d/)
    await screenshot(page, 'select-role-mn')
    expect(page.errors).toEqual([])
    await page.close()
  })

  step('offers them in English, and the user menu names the role chosen', async () => {
    const page = await browser.newPage()
    await page.addInitScript(() => localStorage.setItem('lang', 'en_US'))
    await signInByApi(page, LOGIN, PASSWORD)
    await page.goto('/select-role')
    expect(await roleButton(page, 3)).toContain('Staff')
    expect(await roleButton(page, 4)).toBe('Council member')
    expect((await page.getByTestId('select-role').textContent()) ?? '').not.toMatch(/Role \d/)
    await screenshot(page, 'select-role-en')

    await page.getByTestId('select-role-4').click()
    await page.waitForURL((url) => url.pathname.startsWith('/admin'), { timeout: 20_000 })
    await page.getByTestId('user-menu').click()
    expect(await page.getByTestId('user-menu-role').textContent({ timeout: 10_000 })).toBe('Role: Council member')
    expect(await page.locator('.ant-dropdown-menu-item', { hasText: 'Switch role' }).count()).toBe(1)
    await screenshot(page, 'user-menu-role-en')
    expect(page.errors).toEqual([])
    await page.close()
  })
})
