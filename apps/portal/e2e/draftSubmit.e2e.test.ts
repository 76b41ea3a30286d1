// Issue 24, in Chromium against the real server: a new application is the applicant's draft
// ("Ноорог") until they submit it; its form offers "Хадгалах" (keep the draft) and "Илгээх"
// (submit it), the draft stays theirs to change, and once submitted it waits for staff.
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { screenshot, signInByApi, skipReason, useBrowser, walkSteps } from './browser.ts'
import { fillApplication, newUser } from './people.ts'

const LOGIN = 'draft-applicant'
const PASSWORD = 'Draft#Applicant7'
const DRAFT = 'Ноорог өргөдөл — хөөмийн дугуйлан'
const STRAIGHT = 'Шууд илгээсэн өргөдөл — уртын дуу'

/** Opens the new application form of the heritage example and fills it. */
async function newApplication(page: Page, title: string): Promise<void> {
  await page.goto('/form/applications/new')
  await fillApplication(page, title, '1200000')
}

/** The status the approval view shows: the label of the step the record waits at. */
const statusIs = (page: Page, status: string) =>
  expect
    .poll(() => page.getByTestId('process-panel').getByTestId('process-status').textContent({ timeout: 10_000 }))
    .toBe(status)

describe.skipIf(skipReason !== '')('an applicant’s draft in Chromium', () => {
  const browser = useBrowser()
  const step = walkSteps()
  let page: Page & { errors: string[] }
  let path = ''

  step('keeps a new application as a draft, which the grid calls a draft', async () => {
    page = await browser.newPage()
    // The demo applicant's password is another test's to change: an applicant of this test's own.
    await newUser(page, { login: LOGIN, password: PASSWORD, first_name: 'Ууганаа', last_name: 'Батжаргал', role_id: 5 })
    await signInByApi(page, LOGIN, PASSWORD)
    await newApplication(page, DRAFT)
    await expect.poll(() => page.getByTestId('record-form-submit').textContent({ timeout: 10_000 })).toBe('Илгээх')
    await page.getByTestId('record-form-save').click()
    await page.waitForURL((url) => /^\/form\/applications\/\d+$/.test(url.pathname), { timeout: 20_000 })
    path = new URL(page.url()).pathname
    await statusIs(page, 'Өргөдөл бүрдүүлэх')
    // The stored draft offers its START step's way out, in the diagram's own verb.
    await expect.poll(() => page.getByTestId('record-form-submit').textContent({ timeout: 10_000 })).toBe('Илгээх')
    await page.goto('/admin/p/applications')
    // A row is drawn in several containers (pinned and scrolled columns): the same row-index.
    const rowIndex = await page.locator('.ag-row', { hasText: DRAFT }).first().getAttribute('row-index')
    const cell = page.locator(`.ag-row[row-index="${rowIndex}"] [data-testid="process-status-cell"]`).first()
    await expect.poll(() => cell.textContent({ timeout: 10_000 })).toBe('Ноорог')
    await screenshot(page, 'draft-in-grid')
    expect(page.errors).toEqual([])
  })

  step('changes the draft and submits it from its form; then it waits for staff', async () => {
    await page.goto(path)
    const form = page.getByTestId('record-form')
    await form.waitFor()
    await form.locator('[data-field="title"] input').fill(`${DRAFT} (засварласан)`)
    await page.getByTestId('record-form-submit').click()
    await statusIs(page, 'Өргөдөл хянах')
    await expect.poll(() => page.getByTestId('record-form-submit').count()).toBe(0)
    await screenshot(page, 'draft-submitted')
    const staff = await browser.newPage()
    await signInByApi(staff, 'staff')
    await staff.goto('/admin')
    const rowId = path.split('/').pop() ?? ''
    await staff
      .locator(`[data-testid="waiting-step"][data-krud="applications"][data-row="${rowId}"]`)
      .waitFor({ timeout: 20_000 })
    expect(page.errors).toEqual([])
  })

  step('submits a new application straight from the new form', async () => {
    await newApplication(page, STRAIGHT)
    await page.getByTestId('record-form-submit').click()
    await page.waitForURL((url) => /^\/form\/applications\/\d+$/.test(url.pathname), { timeout: 20_000 })
    await statusIs(page, 'Өргөдөл хянах')
    expect(page.errors).toEqual([])
  })
})
