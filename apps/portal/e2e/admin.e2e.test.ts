import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, screenshot, signIn, signInByApi, skipReason, useBrowser } from './browser.ts'
import { pickOption } from './selects.ts'

/** Headers of an API call as `login`. */
async function apiAs(page: Page, login: string) {
  const response = await page.request.post('/api/auth/login', {
    data: { login, password: DEMO_PASSWORD },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  })
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' }
}

/** Confirms the pop-up confirmation that is open. */
async function confirmPopup(page: Page): Promise<void> {
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click()
}

describe.skipIf(skipReason !== '')('the users and roles screens in Chromium', () => {
  const browser = useBrowser()

  it('searches, adds, deletes, restores and permanently deletes a user', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'sysadmin')
    await page.goto('/admin/users')
    const table = page.getByTestId('users-table')
    await page.getByTestId('users-search').fill('council')
    await page.getByTestId('users-search').press('Enter')
    // The whole list may still be shown when the search's answer arrives: wait for the answer.
    await expect
      .poll(async () => {
        const text = (await table.textContent()) ?? ''
        return text.includes('council2') && !text.includes('sysadmin')
      })
      .toBe(true)
    await screenshot(page, 'users-desktop')

    await page.getByTestId('users-add').click()
    await page.getByTestId('user-form-login').fill('tsetseg')
    await page.getByTestId('user-form-password').fill('Tsetseg#2026x')
    await pickOption(page, page.getByTestId('user-form-role_id'), 'Ажилтан')
    await page.getByTestId('user-form-email').fill('tsetseg@example.mn')
    await page.getByTestId('user-form-first_name').fill('Цэцэг')
    await page.getByTestId('user-form-last_name').fill('Дорж')
    await page.getByTestId('user-save').click()
    await page.getByTestId('user-form').waitFor({ state: 'hidden' })

    const admin = await apiAs(page, 'sysadmin')
    const listed = await page.request.get('/api/users?search=tsetseg', { headers: admin })
    const id = ((await listed.json()) as { users: Array<{ id: number }> }).users[0]?.id
    expect(id).toBeDefined()

    await page.getByTestId('users-search').fill('tsetseg')
    await page.getByTestId('users-search').press('Enter')
    await page.getByTestId(`user-delete-${id}`).click()
    await confirmPopup(page)
    await expect.poll(() => page.getByTestId(`user-delete-${id}`).count()).toBe(0)

    await page.getByTestId('users-deleted-tab').click()
    await page.getByTestId(`user-restore-${id}`).click()
    await expect.poll(() => page.getByTestId(`user-restore-${id}`).count()).toBe(0)
    await page.getByTestId('users-live-tab').click()
    await page.getByTestId(`user-delete-${id}`).click()
    await confirmPopup(page)
    await page.getByTestId('users-deleted-tab').click()
    await page.getByTestId(`user-permanent-${id}`).click()
    const ok = page.getByTestId('user-permanent-ok')
    expect(await ok.isDisabled()).toBe(true)
    await page.getByTestId('user-permanent-input').fill('tsetseg')
    await ok.click()
    await expect.poll(() => page.getByTestId(`user-permanent-${id}`).count()).toBe(0)
    expect((await page.request.get(`/api/users/${id}`, { headers: admin })).status()).toBe(404)
    expect(page.errors).toEqual([])
  })

  it('edits a role’s menu access and saves it on the server', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'sysadmin')
    await page.goto('/admin/roles')
    await page.getByTestId('role-staff').click()
    const show = page.getByTestId('role-permission-feedback-show')
    const before = await show.isChecked()
    await show.click()
    await page.getByTestId('role-save').click()
    const admin = await apiAs(page, 'sysadmin')
    await expect
      .poll(async () => {
        const answer = (await (await page.request.get('/api/roles', { headers: admin })).json()) as {
          roles: Array<{ document: { name: string; permissions: Record<string, { show?: boolean }> } }>
        }
        return answer.roles.find((role) => role.document.name === 'staff')?.document.permissions.feedback?.show === true
      })
      .toBe(!before)
    await screenshot(page, 'roles-desktop')
  })

  it('refuses the users and roles screens to staff on the server', async () => {
    const page = await browser.newPage()
    const staff = await apiAs(page, 'staff')
    expect((await page.request.get('/api/users', { headers: staff })).status()).toBe(403)
    expect((await page.request.get('/api/roles', { headers: staff })).status()).toBe(403)
  })

  it('saves the profile and changes the password from the account pages', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'applicant')
    await page.goto('/admin/profile')
    await page.getByTestId('profile-nickname').fill('Өвч')
    await page.getByTestId('profile-save').click()
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('Амжилттай')
    await page.reload()
    await expect.poll(() => page.getByTestId('profile-nickname').inputValue()).toBe('Өвч')

    await page.goto('/admin/change-password')
    await page.getByTestId('password-current').fill(DEMO_PASSWORD)
    await page.getByTestId('password-new').fill('Shine#Applicant9')
    await page.getByTestId('password-confirm').fill('Shine#Applicant9')
    await page.getByTestId('password-submit').click()
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('Нууц үг амжилттай солигдлоо')
    const fresh = await browser.newPage()
    await signIn(fresh, 'applicant', 'Shine#Applicant9')
    expect(fresh.url()).not.toContain('/auth/')
  })
})
