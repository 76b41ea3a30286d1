// Issue 7: a sub-form in Chromium against the real server — a heritage bearer's apprentices
// (`heritage_apprentice` rows under `heritage_bearer_id`) edited as a grid inside the bearer's
// form, saved with the bearer in one transaction, read back, changed and deleted; a row
// without its required name stops the save with the message at that row's field.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot, signInByApi, skipReason, useBrowser } from './browser.ts'
import { API_HEADERS, bodyRows, openBySearch } from './records.ts'
import { pickOption } from './selects.ts'

/** A name of letters only (the forms' name rules refuse digits), different on every run. */
const lettersOf = (digits: string) => [...digits].map((digit) => 'абвгдежзий'[Number(digit)]).join('')

/** Shows the form's tab that holds `field` (the bearer form draws its sections as tabs). */
async function showTabOf(form: Locator, field: Locator): Promise<void> {
  const tabs = form.getByRole('tab')
  for (let index = 0; index < (await tabs.count()) && !(await field.isVisible()); index += 1) {
    await tabs.nth(index).click()
  }
  await expect.poll(() => field.isVisible()).toBe(true)
}

/** The apprentices' grid of the open form, shown. */
async function apprenticesOf(form: Locator): Promise<Locator> {
  const grid = form.locator('[data-testid="sub-form"][data-sub-form="apprentices"]')
  await expect.poll(() => grid.count(), { timeout: 15_000 }).toBe(1)
  await showTabOf(form, grid)
  return grid
}

const rowsOf = (grid: Locator) => grid.getByTestId('sub-form-row')
const cell = (grid: Locator, row: number, field: string) => rowsOf(grid).nth(row).locator(`[data-sub-field="${field}"]`)

/** The names in the apprentices' grid, top to bottom. */
async function namesIn(grid: Locator): Promise<string[]> {
  const names: string[] = []
  for (let row = 0; row < (await rowsOf(grid).count()); row += 1) {
    names.push(await cell(grid, row, 'full_name').locator('input').inputValue())
  }
  return names
}

/** Saves the open form and waits for the server's answer and the form to close. */
async function save(page: Page, form: Locator, method: 'POST' | 'PATCH'): Promise<Record<string, unknown>> {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === method &&
      /\/api\/records\/heritage-bearers(\/\d+)?$/.test(new URL(response.url()).pathname),
    { timeout: 15_000 },
  )
  await form.getByTestId('record-form-save').click()
  const response = await answered
  expect(response.status()).toBe(200)
  await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(0)
  return ((await response.json()) as { record: Record<string, unknown> }).record
}

describe.skipIf(skipReason !== '')('a sub-form in Chromium', () => {
  const browser = useBrowser()

  it('creates a bearer with two apprentices, refuses a nameless one at its cell, edits one and deletes the other', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'admin')
    await page.goto('/admin/p/heritage-bearers')
    await expect.poll(() => bodyRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0)

    const lastName = `Шавьтай${lettersOf(Date.now().toString(10))}`
    const first = `Тэмүүжин ${lettersOf(String(Date.now() % 997))}`
    const second = 'Сарнай Дорж'
    await page.getByTestId('krud-create').click()
    const form = page.getByTestId('record-form')
    await form.locator('[data-field="last_name"] input').fill(lastName)
    await form.locator('[data-field="first_name"] input').fill('Болормаа')
    const domain = form.locator('[data-field="heritage_domain_id"] .ant-select')
    await showTabOf(form, domain)
    await pickOption(page, form.locator('[data-field="heritage_domain_id"]'), 'Уртын дуу')

    const grid = await apprenticesOf(form)
    expect(await rowsOf(grid).count()).toBe(0)
    await grid.getByTestId('sub-form-add').click()
    await grid.getByTestId('sub-form-add').click()
    await expect.poll(() => rowsOf(grid).count()).toBe(2)
    await cell(grid, 0, 'full_name').locator('input').fill(first)
    await cell(grid, 0, 'birth_year').locator('input').fill('2001')
    // The level starts at the child form's default; the second row is left without its name.
    expect(await cell(grid, 1, 'level').textContent()).toContain('Суралцаж буй')

    let posted = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/records/heritage-bearers')
        posted += 1
    })
    await form.getByTestId('record-form-save').click()
    await expect.poll(() => cell(grid, 1, 'full_name').textContent(), { timeout: 10_000 }).toContain('Утга оруулна уу')
    expect(await cell(grid, 0, 'full_name').textContent()).not.toContain('Утга оруулна уу')
    expect(await form.getByTestId('record-form-problem').textContent()).toContain('Мэдээлэл дутуу байна')
    expect(posted).toBe(0)
    await grid.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await screenshot(page, 'sub-form')

    await cell(grid, 1, 'full_name').locator('input').fill(second)
    await expect.poll(() => cell(grid, 1, 'full_name').textContent()).not.toContain('Утга оруулна уу')
    await expect.poll(() => form.getByTestId('record-form-problem').count()).toBe(0)
    const created = await save(page, form, 'POST')
    expect((created.apprentices as Array<{ full_name: string }>).map((row) => row.full_name)).toEqual([first, second])

    // Opened again, the form shows what the server stored: both apprentices, in order.
    let reopened = await openBySearch(page, lastName)
    let apprentices = await apprenticesOf(reopened)
    await expect.poll(() => rowsOf(apprentices).count(), { timeout: 15_000 }).toBe(2)
    expect(await namesIn(apprentices)).toEqual([first, second])
    expect(await cell(apprentices, 0, 'birth_year').locator('input').inputValue()).toBe('2001')

    const renamed = `${first} Батын`
    await cell(apprentices, 0, 'full_name').locator('input').fill(renamed)
    await pickOption(page, cell(apprentices, 0, 'level'), 'Төгссөн')
    await rowsOf(apprentices).nth(1).getByTestId('sub-form-delete').click()
    await expect.poll(() => rowsOf(apprentices).count()).toBe(1)
    const updated = await save(page, reopened, 'PATCH')
    expect(updated.apprentices).toEqual([
      expect.objectContaining({ id: (created.apprentices as Array<{ id: unknown }>)[0]?.id, full_name: renamed }),
    ])

    reopened = await openBySearch(page, lastName)
    apprentices = await apprenticesOf(reopened)
    await expect.poll(() => rowsOf(apprentices).count(), { timeout: 15_000 }).toBe(1)
    expect(await namesIn(apprentices)).toEqual([renamed])
    expect(await cell(apprentices, 0, 'level').textContent()).toContain('Төгссөн')

    // The record read answers the live rows only: the deleted apprentice went to the deleted list.
    const read = await page.request.get(`/api/records/heritage-bearers/${String(created.id)}`, { headers: API_HEADERS })
    expect(read.status()).toBe(200)
    const { record } = (await read.json()) as { record: { apprentices: Array<{ full_name: string; level: string }> } }
    expect(record.apprentices.map((row) => [row.full_name, row.level])).toEqual([[renamed, 'graduated']])
    expect(page.errors).toEqual([])
  })
})
