// Issue 24, in Chromium against the real server: one status vocabulary. The approval view says
// where an application stands in the status words the grid uses ("Хянагдаж байна", "Being
// checked") beside the step it is at, and its history names steps and actions in the reader's
// language, as the workflow diagram gives them.
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { screenshot, signInByApi, skipReason, useBrowser, walkSteps } from './browser.ts'
import { newUser } from './people.ts'

const LOGIN = `status-words-${Date.now() % 100_000}`
const PASSWORD = 'Status#Words2026'
const TITLE = 'Төлөвийн үгс — морин хуурын сургалт'

const textOf = (page: Page, testId: string) =>
  page.getByTestId('process-panel').getByTestId(testId).textContent({ timeout: 15_000 })

describe.skipIf(skipReason !== '')('the status words of the approval view in Chromium', () => {
  const browser = useBrowser()
  const step = walkSteps()
  let path = ''

  step('shows a submitted application as being checked, in Mongolian', async () => {
    const page = await browser.newPage()
    await newUser(page, { login: LOGIN, password: PASSWORD, first_name: 'Номин', last_name: 'Төмөр', role_id: 5 })
    await signInByApi(page, LOGIN, PASSWORD)
    await page.goto('/form/applications/new')
    const form = page.getByTestId('record-form')
    await form.waitFor({ timeout: 20_000 })
    await form.locator('[data-field="heritage_bearer_id"] .ant-select').click()
    await page.locator('.ant-select-item-option').first().click()
    await form.locator('[data-field="title"] input').fill(TITLE)
    await form.locator('[data-field="amount"] input').first().fill('1500000')
    await page.getByTestId('record-form-submit').click()
    await page.waitForURL((url) => /^\/form\/applications\/\d+$/.test(url.pathname), { timeout: 20_000 })
    path = new URL(page.url()).pathname
    await expect.poll(() => textOf(page, 'process-standing'), { timeout: 15_000 }).toBe('Хянагдаж байна')
    expect(await textOf(page, 'process-status')).toBe('Өргөдөл хянах')
    const titles = page.getByTestId('status-history').getByTestId('history-title')
    await expect.poll(() => titles.allTextContents(), { timeout: 15_000 }).toEqual(['Илгээсэн', 'Өргөдөл хянах'])
    await page.getByTestId('process-panel').scrollIntoViewIfNeeded()
    await screenshot(page, 'status-words-mn')
    expect(page.errors).toEqual([])
    await page.close()
  })

  step('shows it in English to staff: the status word, the step and the history in English', async () => {
    const page = await browser.newPage()
    await page.addInitScript(() => localStorage.setItem('lang', 'en_US'))
    await signInByApi(page, 'staff')
    await page.goto(path)
    await expect.poll(() => textOf(page, 'process-standing'), { timeout: 15_000 }).toBe('Being checked')
    await expect.poll(() => textOf(page, 'process-status'), { timeout: 15_000 }).toBe('Check the application')
    const step = page.locator('[data-testid="process-step"][data-step-type="CHECK"] .tamga-process-step-title')
    expect(await step.textContent({ timeout: 15_000 })).toContain('Check the application')
    const titles = page.getByTestId('status-history').getByTestId('history-title')
    await expect
      .poll(() => titles.allTextContents(), { timeout: 15_000 })
      .toEqual(['Submitted', 'Check the application'])
    // The step's buttons are the diagram's verbs.
    expect(await page.getByTestId('process-port-approve').textContent()).toBe('Accept')
    expect(await page.getByTestId('process-port-send-back').textContent()).toBe('Send back')
    await page.getByTestId('process-panel').scrollIntoViewIfNeeded()
    await screenshot(page, 'status-words-en')
    expect(page.errors).toEqual([])
    await page.close()
  })
})
