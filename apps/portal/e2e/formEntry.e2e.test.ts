// Issue 24, the smaller items of the forms, in Chromium against the real server: a date shows
// and takes the Mongolian spelling and Enter in it (or in a select's search) confirms without
// saving a half-filled form; a save refused for a field on a tab not shown — by the browser's
// own checks or by the server — opens that tab, counts the errors on it and puts the cursor in
// the field; the approval form's detail modal names the related record and writes the amount
// exactly as the grid's row does.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot, signInByApi, skipReason, useBrowser } from './browser.ts'
import { API_HEADERS, bodyRows, selectFirstRow } from './records.ts'
import { openDropdown, pickOption } from './selects.ts'

/** A window tall enough for the whole form in its side panel, for the screenshots. */
const TALL = { width: 1366, height: 1500 }

const fieldOf = (form: Locator, name: string) => form.locator(`[data-field="${name}"]`)

/** Opens a krud's create form once its screen is drawn. */
async function openNewForm(page: Page, krud: string, firstField: string): Promise<Locator> {
  await page.goto(`/admin/p/${krud}`)
  await expect.poll(() => page.getByTestId('krud-create').count(), { timeout: 20_000 }).toBe(1)
  await page.getByTestId('krud-create').click()
  const form = page.getByTestId('record-form')
  await expect.poll(() => fieldOf(form, firstField).count(), { timeout: 15_000 }).toBe(1)
  return form
}

/** The writes the page sends to a krud's records (a create or an update). */
function countWrites(page: Page, krud: string): () => number {
  let writes = 0
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (['POST', 'PATCH'].includes(request.method()) && new RegExp(`^/api/records/${krud}(/\\d+)?$`).test(path))
      writes += 1
  })
  return () => writes
}

/** The form field holding the page's focused element, or what has the focus outside any. */
const focusedField = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    return active?.closest('[data-field]')?.getAttribute('data-field') ?? `${active?.tagName}.${active?.className}`
  })

const activeTab = (form: Locator) => form.locator('.ant-tabs-tab-active').textContent()

/** The tab whose title is `title`, and the error count its badge shows ('' without one). */
async function tabErrors(form: Locator, title: string): Promise<string> {
  const tab = form.getByRole('tab', { name: new RegExp(`^${title}`) })
  // The count's own digits roll while it changes; its title is the number.
  const badge = tab.getByTestId('record-form-tab-errors').locator('.ant-scroll-number')
  return (await badge.count()) === 0 ? '' : ((await badge.getAttribute('title')) ?? '')
}

/** A name of letters only (the forms' name rules refuse digits), different on every run. */
const lettersOf = (digits: string) => [...digits].map((digit) => 'абвгдежзий'[Number(digit)]).join('')

describe.skipIf(skipReason !== '')('entering a record in Chromium', () => {
  const browser = useBrowser()

  it('shows and takes a date as Mongolians write it, and Enter in a date or a search box saves nothing', async () => {
    const page = await browser.newPage({ viewport: TALL })
    await signInByApi(page, 'sysadmin')
    const writes = countWrites(page, 'field-samples')
    const form = await openNewForm(page, 'field-samples', 'title')
    await fieldOf(form, 'title').locator('input').fill(`Огнооны туршилт ${Date.now()}`)

    const day = fieldOf(form, 'event_date').locator('.ant-picker input')
    const moment = fieldOf(form, 'starts_at').locator('.ant-picker input')
    // Empty, a picker says the format in the person's words: он-сар-өдөр.
    expect(await day.getAttribute('placeholder')).toBe('ОООО-СС-ӨӨ')
    expect(await moment.getAttribute('placeholder')).toBe('ОООО-СС-ӨӨ ЦЦ:мм')

    // Typed with dots, as by hand, and confirmed with Enter: taken, shown as spec 9 writes it.
    await day.click()
    await day.fill('2024.05.01')
    await day.press('Enter')
    await moment.click()
    await moment.fill('2024.05.01 14:30')
    await moment.press('Enter')
    await fieldOf(form, 'summary').locator('textarea').click()
    await expect.poll(() => day.inputValue()).toBe('2024-05-01')
    await expect.poll(() => moment.inputValue()).toBe('2024-05-01 14:30')
    // Enter again in a filled date box: the form, far from complete, is neither checked nor sent.
    await day.click()
    await day.press('Enter')
    // And in a select's search box: Enter picks the option it found.
    const category = fieldOf(form, 'category')
    await category.locator('.ant-select').click()
    await page.keyboard.type('Өв')
    const found = openDropdown(page).locator('.ant-select-item-option-active')
    await expect.poll(() => found.count()).toBe(1)
    const picked = ((await found.textContent()) ?? '').trim()
    await page.keyboard.press('Enter')
    await page.waitForTimeout(500)
    expect(writes()).toBe(0)
    expect(await form.getByTestId('record-form-problem').count()).toBe(0)
    expect(picked).not.toBe('')
    expect(await category.textContent()).toContain(picked)
    await day.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await screenshot(page, 'form-date-mongolian')

    // The record keeps the day the dots named, and the time of day the person typed.
    const stored = await page.evaluate(() =>
      document.querySelector('[data-field="event_date"] input')?.getAttribute('value'),
    )
    expect(stored).toBe('2024-05-01')
    expect(page.errors).toEqual([])
  })

  it('takes the person to the tab of a field the browser refuses, counting its errors on the tab', async () => {
    const page = await browser.newPage({ viewport: TALL })
    await signInByApi(page, 'admin')
    const writes = countWrites(page, 'heritage-bearers')
    const form = await openNewForm(page, 'heritage-bearers', 'last_name')
    await fieldOf(form, 'last_name')
      .locator('input')
      .fill(`Табтай${lettersOf(Date.now().toString(10))}`)
    await fieldOf(form, 'first_name').locator('input').fill('Сүрэн')
    expect(await activeTab(form)).toMatch(/^Хувийн мэдээлэл/)

    // The heritage domain is required and on the second tab, not shown.
    await form.getByTestId('record-form-save').click()
    await expect.poll(() => activeTab(form)).toMatch(/^Өвийн мэдээлэл/)
    await expect.poll(() => focusedField(page)).toBe('heritage_domain_id')
    expect(await tabErrors(form, 'Өвийн мэдээлэл')).toBe('1')
    expect(await tabErrors(form, 'Хувийн мэдээлэл')).toBe('')
    expect(await fieldOf(form, 'heritage_domain_id').textContent()).toContain('Утга оруулна уу')
    expect(writes()).toBe(0)
    await screenshot(page, 'form-error-on-hidden-tab')

    // Corrected, the badge goes.
    await pickOption(page, fieldOf(form, 'heritage_domain_id'), 'Уртын дуу')
    await expect.poll(() => tabErrors(form, 'Өвийн мэдээлэл')).toBe('')
  })

  it('takes the person to the tab of a field the server refuses, with its message there', async () => {
    const page = await browser.newPage({ viewport: TALL })
    await signInByApi(page, 'admin')
    // A registration number another bearer already has: only the server knows it is taken.
    const list = await page.request.get('/api/records/heritage-bearers?pageSize=100', { headers: API_HEADERS })
    expect(list.status()).toBe(200)
    const { rows } = (await list.json()) as { rows: Array<Record<string, unknown>> }
    const taken = rows.map((row) => row.register_number).find((value) => typeof value === 'string' && value !== '')
    if (typeof taken !== 'string') throw new Error('the seed has no bearer with a registration number')

    const form = await openNewForm(page, 'heritage-bearers', 'last_name')
    await fieldOf(form, 'last_name')
      .locator('input')
      .fill(`Давхар${lettersOf(Date.now().toString(10))}`)
    await fieldOf(form, 'first_name').locator('input').fill('Сүрэн')
    await fieldOf(form, 'register_number').locator('input').fill(taken)
    await form.getByRole('tab', { name: 'Өвийн мэдээлэл' }).click()
    await pickOption(page, fieldOf(form, 'heritage_domain_id'), 'Уртын дуу')
    expect(await activeTab(form)).toMatch(/^Өвийн мэдээлэл/)

    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/records/heritage-bearers',
    )
    await form.getByTestId('record-form-save').click()
    expect((await answered).status()).toBe(400)
    await expect.poll(() => activeTab(form)).toMatch(/^Хувийн мэдээлэл/)
    await expect.poll(() => focusedField(page)).toBe('register_number')
    expect(await tabErrors(form, 'Хувийн мэдээлэл')).toBe('1')
    expect(
      ((await fieldOf(form, 'register_number').locator('.tamga-field-explain').textContent()) ?? '').trim(),
    ).not.toBe('')
    await screenshot(page, 'form-server-error-on-hidden-tab')
  })

  it('names the related record and writes the amount in the detail modal as the grid row does', async () => {
    const page = await browser.newPage({ viewport: TALL })
    await signInByApi(page, 'admin')
    await page.goto('/admin/p/applications')
    await expect.poll(() => bodyRows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0)
    await selectFirstRow(page)
    const cellText = async (column: string) =>
      (
        (await page
          .locator(`[data-testid="records-grid"] .ag-row-selected [col-id="${column}"]`)
          .first()
          .textContent()) ?? ''
      ).trim()
    const bearer = await cellText('heritage_bearer_id')
    const amount = await cellText('amount')
    expect(bearer).not.toMatch(/^\d+$/)
    expect(amount).toMatch(/^[\d,]+₮$/)

    await page.getByTestId('krud-edit').click()
    const form = page.getByTestId('record-form')
    await expect.poll(() => form.getByTestId('workflow-detail-link').count(), { timeout: 20_000 }).toBe(1)
    await form.getByTestId('workflow-detail-link').click()
    const table = page.getByTestId('record-detail-table')
    const shownFor = async (label: string) =>
      (
        (await table
          .locator('tr', { has: page.locator('td', { hasText: label }) })
          .locator('td')
          .nth(1)
          .textContent()) ?? ''
      ).trim()
    await expect.poll(() => shownFor('Өв тээгч'), { timeout: 15_000 }).toBe(bearer)
    expect(await shownFor('Хүссэн дүн (₮)')).toBe(amount)
    await screenshot(page, 'form-detail-modal')
  })
})
