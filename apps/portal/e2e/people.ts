// What the browser tests share about the people of an application season: calling the API as
// one of them, making a user of a test's own, filling an application, signing on the pad.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { DEMO_PASSWORD } from './browser.ts'
import { API_HEADERS } from './records.ts'

/** The headers of an API call as `login` (signed in through the API). */
export async function apiAs(page: Page, login: string, password = DEMO_PASSWORD): Promise<Record<string, string>> {
  const response = await page.request.post('/api/auth/login', { data: { login, password }, headers: API_HEADERS })
  expect(response.ok(), await response.text()).toBe(true)
  const { token } = (await response.json()) as { token: string }
  return { ...API_HEADERS, Authorization: `Bearer ${token}` }
}

/** An applicant with nothing filed: no notice reaches them. Give it a login of the test's own. */
export const QUIET = { password: 'Quiet#Person2026', first_name: 'Тэгшээ', last_name: 'Нямдорж', role_id: 5 } as const

/** A user a test makes for itself. */
export interface NewUser {
  login: string
  password: string
  first_name: string
  last_name: string
  role_id: number
  extra_role_ids?: number[] | undefined
  /** @default `{login}@example.mn` */
  email?: string | undefined
}

/**
 * A confirmed user of the test's own, made by the system administrator: the browser tests share
 * one server, and the demo accounts' passwords are other tests' to change. Answers their id.
 */
export async function newUser(page: Page, user: NewUser): Promise<number> {
  const created = await page.request.post('/api/users', {
    data: { email: `${user.login}@example.mn`, ...user, confirmed: true },
    headers: await apiAs(page, 'sysadmin'),
  })
  expect(created.ok(), await created.text()).toBe(true)
  return ((await created.json()) as { user: { id: number } }).user.id
}

/** Fills the heritage example's application form that is open: the first bearer, a title, an amount. */
export async function fillApplication(page: Page, title: string, amount = '1500000'): Promise<void> {
  const form = page.getByTestId('record-form')
  await form.waitFor({ timeout: 20_000 })
  await form.locator('[data-field="heritage_bearer_id"] .ant-select').click()
  await page.locator('.ant-select-item-option').first().click()
  await form.locator('[data-field="title"] input').fill(title)
  await form.locator('[data-field="amount"] input').first().fill(amount)
}

/** Draws a short stroke on the approval view's signature pad, opened by its tab (`Зурах`, `Draw`). */
export async function drawSignature(page: Page, tab = 'Зурах'): Promise<void> {
  const panel = page.getByTestId('process-panel')
  await panel.getByText(tab).click()
  const pad = panel.locator('[data-testid="signature-pad"][data-ready="true"]')
  await pad.waitFor()
  const box = await pad.boundingBox()
  if (box === null) throw new Error('the signature pad is not drawn')
  await page.mouse.move(box.x + 30, box.y + 80)
  await page.mouse.down()
  for (const [x, y] of [
    [60, 35],
    [95, 95],
    [130, 45],
    [165, 90],
    [210, 40],
  ] as const) {
    await page.mouse.move(box.x + x, box.y + y, { steps: 5 })
  }
  await page.mouse.up()
}
