// Issue 8, end to end in Chromium against the real server: an applicant registers and applies;
// staff check the application and put it to the council; three council members vote with drawn
// signatures; the vote closes itself, staff record the decision, the application is approved,
// and its history shows every step. Each person acts on the record's own form page
// (`/form/applications/{id}`), whose approval view holds the step they are assigned.
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { mails, screenshot, signInByApi, skipReason, useBrowser, walkSteps } from './browser.ts'
import { drawSignature } from './people.ts'
import { API_HEADERS } from './records.ts'

const EMAIL = 'zolzaya.flow@example.mn'
const PASSWORD = 'Zolzaya#Urgudul1'
const TITLE = 'Морин хуурын сургалтын төсөл'

async function register(page: Page): Promise<void> {
  await page.goto('/auth/register')
  const next = page.getByTestId('register-next')
  await page.getByTestId('register-first_name').fill('Золзаяа')
  await page.getByTestId('register-last_name').fill('Мөнхбат')
  await page.getByTestId('register-birthday').fill('1996-05-23')
  await page.getByTestId('register-gender-women').check()
  await page.getByTestId('register-register_no').fill('УБ96052313')
  await next.click()
  await page.getByTestId('register-step-2').waitFor()
  await page.getByTestId('register-email').fill(EMAIL)
  await page.getByTestId('register-phone').fill('88112244')
  await next.click()
  await page.getByTestId('register-step-3').waitFor()
  await next.click()
  await page.getByTestId('register-step-4').waitFor()
  await page.getByTestId('register-password').fill(PASSWORD)
  await page.getByTestId('register-password_confirmation').fill(PASSWORD)
  await next.click()
  await page.getByTestId('register-step-5').waitFor()
  await page.getByTestId('register-submit').click()
  await page.waitForURL((url) => url.pathname === '/auth/login')
}

/** The administrator confirms the registration (spec 4.8) so the applicant can sign in. */
async function confirmRegistration(page: Page): Promise<void> {
  const login = await page.request.post('/api/auth/login', {
    data: { login: 'sysadmin', password: 'Demo#2026' },
    headers: API_HEADERS,
  })
  const { token } = (await login.json()) as { token: string }
  const headers = { ...API_HEADERS, Authorization: `Bearer ${token}` }
  const found = await page.request.get(`/api/users?search=${encodeURIComponent(EMAIL)}`, { headers })
  const { users } = (await found.json()) as { users: Array<{ id: number }> }
  expect(users).toHaveLength(1)
  const confirmed = await page.request.post(`/api/users/${users[0]?.id}/confirm`, { headers })
  expect(confirmed.ok()).toBe(true)
}

/** Opens the application's form page as `login` and waits for the step they may act on. */
async function openAsAssignee(
  browser: ReturnType<typeof useBrowser>,
  login: string,
  path: string,
): Promise<Page & { errors: string[] }> {
  const page = await browser.newPage()
  await signInByApi(page, login)
  await page.goto(path)
  await page.locator('[data-testid="process-step"][data-can-act="true"]').waitFor({ timeout: 20_000 })
  return page
}

/** Waits until the panel shows the record at `status` (the label of the step it waits at). */
const statusIs = (page: Page, status: string) =>
  expect.poll(() => page.getByTestId('process-panel').getByTestId('process-status').textContent()).toBe(status)

describe.skipIf(skipReason !== '')('an application through the approval workflow in Chromium', () => {
  const browser = useBrowser()
  const step = walkSteps()
  // What the steps hand on: the applicant's and staff's open pages, the application's page.
  let applicant: Page & { errors: string[] }
  let staff: Page & { errors: string[] }
  let path = ''

  step('1. the applicant registers, is confirmed, signs in and saves an application', async () => {
    applicant = await browser.newPage()
    await register(applicant)
    await confirmRegistration(applicant)
    await signInByApi(applicant, EMAIL, PASSWORD)
    await applicant.goto('/form/applications/new')
    const form = applicant.getByTestId('record-form')
    await form.waitFor()
    await form.locator('[data-field="heritage_bearer_id"] .ant-select').click()
    await applicant.locator('.ant-select-item-option').first().click()
    await form.locator('[data-field="title"] input').fill(TITLE)
    await form.locator('[data-field="description"] textarea').fill('Хөдөөгийн хүүхдүүдэд морин хуур заах')
    await form.locator('[data-field="amount"] input').first().fill('2500000')
    await applicant.getByTestId('record-form-save').click()
    await applicant.waitForURL((url) => /^\/form\/applications\/\d+$/.test(url.pathname), { timeout: 20_000 })
    path = new URL(applicant.url()).pathname
    // The process started with the application, at its START step, which the applicant submits.
    await statusIs(applicant, 'Өргөдөл бүрдүүлэх')
    await applicant.locator('[data-testid="process-step"][data-can-act="true"]').waitFor()
    expect(applicant.errors).toEqual([])
  })

  step('2. the applicant submits it, and staff with the admin area open are told at once', async () => {
    // Staff have the admin area open: the notice of the new step reaches them live, through the
    // GraphQL subscription, without a reload.
    staff = await browser.newPage()
    await signInByApi(staff, 'staff')
    await staff.goto('/admin')
    const badge = staff.getByTestId('notifications-badge')
    await expect.poll(() => badge.getAttribute('data-live')).toBe('open')
    const unreadBefore = Number(await badge.getAttribute('data-count'))
    await applicant.getByTestId('process-panel').getByTestId('process-port-submit').click()
    await statusIs(applicant, 'Өргөдөл хянах')
    expect(applicant.errors).toEqual([])
    await expect.poll(() => badge.getAttribute('data-count')).toBe(String(unreadBefore + 1))
  })

  step(
    '3. staff find it among their waiting steps, check it with a typed signature and put it to the council',
    async () => {
      const rowId = path.split('/').pop() ?? ''
      const waiting = staff.locator(`[data-testid="waiting-step"][data-krud="applications"][data-row="${rowId}"]`)
      await waiting.waitFor({ timeout: 20_000 })
      await staff.getByTestId('notifications-bell').click()
      await staff.getByTestId('notifications-list').getByText('Өргөдөл хянах').first().waitFor()
      await screenshot(staff, 'workflow-staff-notified')
      await staff.keyboard.press('Escape')
      await waiting.getByRole('link').click()
      await staff.waitForURL((url) => url.pathname === path)
      await staff.locator('[data-testid="process-step"][data-can-act="true"]').waitFor({ timeout: 20_000 })
      const staffPanel = staff.getByTestId('process-panel')
      await staffPanel.getByTestId('process-description').fill('Бүрдэл бүрэн')
      await staffPanel.getByTestId('signature-text-input').fill('Д.Сарнай')
      await staffPanel.getByTestId('process-port-approve').click()
      await statusIs(staff, 'Санал хураалт бэлтгэх')
      await staff.locator('[data-testid="process-step"][data-can-act="true"]').waitFor()
      const mailsBefore = (await mails()).length
      await staffPanel.getByTestId('process-voters').locator('.ant-select').click()
      for (const name of ['Л.Батбаяр', 'П.Оюунчимэг', 'Т.Ганзориг']) {
        await staff.locator('.ant-select-item-option', { hasText: name }).click()
      }
      await staff.keyboard.press('Escape')
      await staffPanel.getByTestId('process-port-ready').click()
      await statusIs(staff, 'Зөвлөлийн санал хураалт')
      // Each council member is told by e-mail that a vote waits for them.
      await expect
        .poll(async () =>
          (await mails())
            .slice(mailsBefore)
            .flatMap((mail) => mail.to)
            .filter((to) => /council[123]@example\.com/.test(to))
            .sort(),
        )
        .toEqual(['council1@example.com', 'council2@example.com', 'council3@example.com'])
      expect(staff.errors).toEqual([])
    },
  )

  // The three council members vote, each with a drawn signature; two support, one asks for more.
  const votes = [
    ['council1', 'approve', 'Дэмжиж байна'],
    ['council2', 'approve', 'Ач холбогдолтой төсөл'],
    ['council3', 'recreate', 'Төсвийн задаргаа нэмэх'],
  ] as const
  for (const [login, choice, words] of votes) {
    step(`4. ${login} votes ${choice} with a drawn signature`, async () => {
      const member = await openAsAssignee(browser, login, path)
      const panel = member.getByTestId('process-panel')
      await panel.getByTestId(`vote-choice-${choice}`).click()
      await panel.getByTestId('vote-description').fill(words)
      await drawSignature(member)
      if (login === 'council3') {
        await panel.scrollIntoViewIfNeeded()
        await screenshot(member, 'workflow-council-vote')
      }
      await panel.getByTestId('vote-send').click()
      await member.locator('[data-testid="process-step"][data-can-act="true"]').waitFor({ state: 'detached' })
      expect(member.errors).toEqual([])
      await member.close()
    })
  }

  step('5. the vote closed itself with a simple majority, and staff record the decision', async () => {
    const deciding = await openAsAssignee(browser, 'staff', path)
    await statusIs(deciding, 'Шийдвэр гаргах')
    const decidingPanel = deciding.getByTestId('process-panel')
    await decidingPanel.getByTestId('process-description').fill('Зөвлөл дэмжсэн')
    await drawSignature(deciding)
    await decidingPanel.getByTestId('process-port-approve').click()
    await statusIs(deciding, 'Өргөдөл шийдвэрлэгдсэн')
    expect(deciding.errors).toEqual([])
  })

  step('6. the applicant sees the application approved, and its history shows every step', async () => {
    await applicant.reload()
    await statusIs(applicant, 'Өргөдөл шийдвэрлэгдсэн')
    const history = applicant.getByTestId('status-history')
    await history.getByTestId('history-entry').first().waitFor()
    const titles = await history.getByTestId('history-title').allTextContents()
    expect(titles).toEqual(
      expect.arrayContaining(['Илгээсэн', 'Хянасан', 'Санал хураалтад оруулсан', 'Дэмжсэн', 'Өргөдөл шийдвэрлэгдсэн']),
    )
    expect(await history.getByTestId('history-vote').count()).toBe(3)
    expect(await history.getByTestId('signature-image').count()).toBeGreaterThanOrEqual(4)
    await history.scrollIntoViewIfNeeded()
    await screenshot(applicant, 'workflow-approved-history')
    expect(applicant.errors).toEqual([])
  })
})
