// Issue 24, in Chromium against the real server: an applicant lands on "Миний өргөдлүүд", which
// lists their draft and their submitted application in words, with what comes next and the
// history; staff find the steps waiting for them from a menu entry that counts them, kept
// current as new ones arrive.
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { screenshot, signIn, skipReason, useBrowser, walkSteps } from './browser.ts'
import { apiAs, fillApplication, newUser } from './people.ts'

const APPLICANT = {
  login: 'my-applications-applicant',
  password: 'Mine#Applicant7',
  first_name: 'Энхжин',
  last_name: 'Ганбат',
  role_id: 5,
}
const STAFF = {
  login: 'my-applications-staff',
  password: 'Mine#Staff7',
  first_name: 'Болормаа',
  last_name: 'Цэрэн',
  role_id: 3,
}
const DRAFT = 'Ноорог: морин хуурын сургалт'
const SUBMITTED = 'Илгээсэн: ардын бүжгийн дугуйлан'
const LATER = 'Дараа нь илгээсэн: бийлгээ'

/** The card of the application titled `title` on the "my applications" page. */
const cardOf = (page: Page, title: string) => page.locator('[data-testid="my-application"]', { hasText: title })

/** Files an application through the API as the applicant and submits it: a new step for staff. */
async function fileAndSubmit(page: Page, title: string): Promise<number> {
  const headers = await apiAs(page, APPLICANT.login, APPLICANT.password)
  const created = await page.request.post('/api/records/applications', {
    data: { heritage_bearer_id: 1, title, amount: 900000 },
    headers,
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { record } = (await created.json()) as { record: { id: number } }
  const state = await page.request.get(`/api/process/of/applications/${record.id}`, { headers })
  const { processId, currentStep } = (await state.json()) as { processId: number; currentStep: { id: number } }
  const acted = await page.request.post(`/api/process/${processId}/steps/${currentStep.id}/act`, {
    data: { port: 'submit' },
    headers,
  })
  expect(acted.ok(), await acted.text()).toBe(true)
  return record.id
}

describe.skipIf(skipReason !== '')('my applications and the steps waiting for staff, in Chromium', () => {
  const browser = useBrowser()
  const step = walkSteps()
  let applicant: Page & { errors: string[] }
  let staff: Page & { errors: string[] }
  let submittedId = ''

  step('an applicant with no application lands on their page, which offers to start one', async () => {
    applicant = await browser.newPage()
    // Users of this test's own: the demo accounts' passwords are other tests' to change.
    await newUser(applicant, APPLICANT)
    await newUser(applicant, STAFF)
    await signIn(applicant, APPLICANT.login, APPLICANT.password)
    await applicant.waitForURL((url) => url.pathname === '/admin/my-applications', { timeout: 20_000 })
    await applicant.getByTestId('my-applications-empty').waitFor({ timeout: 20_000 })
    expect(await applicant.getByTestId('my-applications-empty').textContent()).toContain('Танд одоогоор өргөдөл алга')
    // The menu entry of the page is the one marked as open.
    await expect
      .poll(() => applicant.locator('[data-testid="side-menu"] .ant-menu-item-selected').textContent({ timeout: 5000 }))
      .toBe('Миний өргөдлүүд')
    await screenshot(applicant, 'my-applications-empty')
    await applicant.getByTestId('start-application').click()
    await applicant.waitForURL((url) => url.pathname === '/form/applications/new')
    expect(applicant.errors).toEqual([])
  })

  step('keeps one application as a draft and submits another', async () => {
    await fillApplication(applicant, DRAFT)
    await applicant.getByTestId('record-form-save').click()
    await applicant.waitForURL((url) => /^\/form\/applications\/\d+$/.test(url.pathname), { timeout: 20_000 })
    await applicant.goto('/form/applications/new')
    await fillApplication(applicant, SUBMITTED)
    await applicant.getByTestId('record-form-submit').click()
    await applicant.waitForURL((url) => /^\/form\/applications\/\d+$/.test(url.pathname), { timeout: 20_000 })
    submittedId = new URL(applicant.url()).pathname.split('/').pop() ?? ''
    await expect
      .poll(() => applicant.getByTestId('process-panel').getByTestId('process-status').textContent({ timeout: 10_000 }))
      .toBe('Өргөдөл хянах')
    expect(applicant.errors).toEqual([])
  })

  step('lists the draft and the submitted application in words, with what comes next and the history', async () => {
    await applicant.goto('/admin/my-applications')
    const draft = cardOf(applicant, DRAFT)
    const submitted = cardOf(applicant, SUBMITTED)
    await submitted.waitFor({ timeout: 20_000 })
    expect(await applicant.getByTestId('my-application').count()).toBe(2)
    // Newest first.
    expect(await applicant.getByTestId('my-application').first().textContent()).toContain(SUBMITTED)

    expect(await draft.getByTestId('my-application-status').textContent()).toBe('Ноорог')
    expect(await draft.getAttribute('data-next')).toBe('submit')
    expect(await draft.getByTestId('my-application-next').textContent()).toContain('Ноорог хэвээр байна')
    expect(await draft.getByTestId('my-application-act').textContent()).toBe('Нээж илгээх')

    expect(await submitted.getByTestId('my-application-status').textContent()).toBe('Хянагдаж байна')
    expect(await submitted.getAttribute('data-next')).toBe('wait')
    expect(await submitted.getByTestId('my-application-next').textContent()).toBe(
      'Ажилтан шийдвэрлэхийг хүлээж байна. Танаас одоогоор юу ч хийх шаардлагагүй.',
    )
    expect(await submitted.getByTestId('my-application-act').count()).toBe(0)

    await submitted.getByTestId('my-application-history').click()
    await submitted.getByTestId('status-history').waitFor({ timeout: 10_000 })
    // The way out the applicant took, and the step now waiting.
    expect(await submitted.getByTestId('status-history').textContent()).toMatch(/Илгээсэн.*Өргөдөл хянах/)
    await screenshot(applicant, 'my-applications-list')

    await draft.getByTestId('my-application-act').click()
    await applicant.waitForURL((url) => /^\/form\/applications\/\d+$/.test(url.pathname))
    await applicant.getByTestId('record-form').waitFor()
    expect(await applicant.getByTestId('record-form-submit').textContent({ timeout: 10_000 })).toBe('Илгээх')
    expect(applicant.errors).toEqual([])
  })

  step('staff see how many steps wait for them beside the menu entry, and the page lists them', async () => {
    staff = await browser.newPage()
    await signIn(staff, STAFF.login, STAFF.password)
    await staff.goto('/admin')
    const entry = staff.locator('[data-testid="side-menu"] .ant-menu-item', { hasText: 'Надад хүлээгдэж буй' })
    await entry.waitFor({ timeout: 20_000 })
    const count = entry.getByTestId('waiting-menu-count')
    await expect.poll(async () => Number(await count.getAttribute('data-count', { timeout: 10_000 })) > 0).toBe(true)
    await entry.click()
    await staff.waitForURL((url) => url.pathname === '/admin/waiting')
    const row = staff.locator(`[data-testid="waiting-row"][data-krud="applications"][data-row="${submittedId}"]`)
    await row.waitFor({ timeout: 20_000 })
    expect(await row.textContent()).toContain('Хянагдаж байна')
    const rows = await staff.getByTestId('waiting-row').count()
    expect(Number(await count.getAttribute('data-count'))).toBe(rows)
    expect(await entry.locator('.ant-badge').textContent()).toBe(rows > 99 ? '99+' : String(rows))
    await screenshot(staff, 'waiting-for-me')
    expect(staff.errors).toEqual([])
  })

  step('the count and the list take a new application as it is submitted, without a reload', async () => {
    const entry = staff.locator('[data-testid="side-menu"] .ant-menu-item', { hasText: 'Надад хүлээгдэж буй' })
    const before = await staff.getByTestId('waiting-row').count()
    const laterId = await fileAndSubmit(staff, LATER)
    await staff
      .locator(`[data-testid="waiting-row"][data-krud="applications"][data-row="${laterId}"]`)
      .waitFor({ timeout: 20_000 })
    expect(await staff.getByTestId('waiting-row').count()).toBeGreaterThan(before)
    expect(Number(await entry.getByTestId('waiting-menu-count').getAttribute('data-count'))).toBe(
      await staff.getByTestId('waiting-row').count(),
    )
    expect(staff.errors).toEqual([])
  })

  step('a send-back reads as the applicant’s to change and resubmit', async () => {
    const headers = await apiAs(staff, STAFF.login, STAFF.password)
    const state = await staff.request.get(`/api/process/of/applications/${submittedId}`, { headers })
    const { processId, currentStep } = (await state.json()) as { processId: number; currentStep: { id: number } }
    const sent = await staff.request.post(`/api/process/${processId}/steps/${currentStep.id}/act`, {
      data: {
        port: 'send-back',
        description: 'Сургалтын хөтөлбөрөө хавсаргана уу',
        signature: { type: 'text', text: 'Ц.Болормаа' },
      },
      headers,
    })
    expect(sent.ok(), await sent.text()).toBe(true)
    await applicant.goto('/admin/my-applications')
    const submitted = cardOf(applicant, SUBMITTED)
    await submitted.waitFor({ timeout: 20_000 })
    expect(await submitted.getByTestId('my-application-status').textContent()).toBe('Буцаагдсан')
    expect(await submitted.getAttribute('data-next')).toBe('resubmit')
    expect(await submitted.getByTestId('my-application-act').textContent()).toBe('Засварлах')
    await submitted.getByTestId('my-application-history').click()
    await expect
      .poll(() => submitted.getByTestId('status-history').textContent({ timeout: 10_000 }))
      .toContain('Сургалтын хөтөлбөрөө хавсаргана уу')
    await screenshot(applicant, 'my-applications-sent-back')
    expect(applicant.errors).toEqual([])
  })
})
