// Issue 7: the CRUD screen at /admin/p/{menu_id}, drawn by the renderer from the krud's
// documents, against the real server: the grid pages from the records API, the form creates
// and edits through it, deleted rows are restored, and the toolbar follows the role's rights.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot, signInByApi, skipReason, useBrowser } from './browser.ts'
import { bodyRows, selectFirstRow } from './records.ts'

/** Waits until the grid shows rows, and answers how many. */
async function gridRowCount(page: Page): Promise<number> {
  await expect.poll(() => bodyRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0)
  return bodyRows(page).count()
}

async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByTestId('krud-search').locator('input').fill(text)
}

/** Saves the open form: a step-by-step form is walked to its last step first. */
async function saveForm(form: Locator): Promise<void> {
  for (let step = 0; step < 6; step += 1) {
    const save = form.getByTestId('record-form-save')
    if ((await save.count()) > 0 && (await save.isVisible())) {
      await save.click()
      return
    }
    const activeStep = form.locator('.ant-steps-item-active')
    const before = await activeStep.textContent()
    await form.getByTestId('record-form-next').click()
    await expect.poll(() => activeStep.textContent(), { timeout: 10_000 }).not.toBe(before)
  }
  throw new Error('the form has no save button')
}

describe.skipIf(skipReason !== '')('the CRUD screen in Chromium', () => {
  const browser = useBrowser()

  it('pages a krud’s rows from the server with the total, and finds rows by search', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'sysadmin')
    await page.goto('/admin/p/envoys')
    await expect.poll(() => page.getByTestId('krud-title').textContent()).toContain('Элч')
    expect(await gridRowCount(page)).toBeGreaterThan(0)
    await expect.poll(() => page.getByTestId('krud-total').textContent()).toMatch(/\d/)
    await screenshot(page, 'krud-grid')
    expect(page.errors).toEqual([])
  })

  it('creates a record with the form, edits it, deletes it and restores it from the deleted list', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'sysadmin')
    await page.goto('/admin/p/envoys')
    await gridRowCount(page)

    // Letters only: the form's pattern takes Latin or Mongolian letters in a name.
    const lastName = `Туршилт${[...Date.now().toString(10)].map((digit) => 'абвгдежзий'[Number(digit)]).join('')}`
    await page.getByTestId('krud-create').click()
    const form = page.getByTestId('record-form')
    // A digit breaks the name's rule: the form says so at the field and goes no further.
    await form.locator('[data-field="last_name"] input').fill('Туршилт1')
    await form.locator('[data-field="first_name"] input').fill('Болд')
    await form.getByTestId('record-form-next').click()
    await expect
      .poll(() => form.locator('[data-field="last_name"]').textContent())
      .toContain('Латин эсвэл монгол үсгээр бичнэ үү')
    expect(await form.getByTestId('record-form-problem').textContent()).toContain('Мэдээлэл дутуу байна')
    await form.locator('[data-field="last_name"] input').fill(lastName)
    await screenshot(page, 'krud-form')
    await saveForm(form)
    await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(0)

    await searchFor(page, lastName)
    await expect.poll(() => bodyRows(page).count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => page.getByTestId('records-grid').textContent()).toContain(lastName)

    await selectFirstRow(page)
    await page.getByTestId('krud-edit').click()
    await form.locator('[data-field="first_name"] input').fill('Сараа')
    await saveForm(form)
    await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(0)
    await expect.poll(() => page.getByTestId('records-grid').textContent(), { timeout: 15_000 }).toContain('Сараа')

    await selectFirstRow(page)
    await page.getByTestId('krud-delete').click()
    await page.locator('.ant-modal-confirm .ant-btn-dangerous').click()
    await expect.poll(() => bodyRows(page).count(), { timeout: 15_000 }).toBe(0)

    await page.getByText('Устгасан мөрүүд').click()
    await expect.poll(() => bodyRows(page).count(), { timeout: 15_000 }).toBe(1)
    await selectFirstRow(page)
    await page.getByTestId('krud-restore').click()
    await expect.poll(() => bodyRows(page).count(), { timeout: 15_000 }).toBe(0)
    await page.getByText('Бүх мөр').click()
    await expect.poll(() => bodyRows(page).count(), { timeout: 15_000 }).toBe(1)
    expect(page.errors).toEqual([])
  })

  it('hides the buttons of actions the role has no right to', async () => {
    const page = await browser.newPage()
    // Staff read and update applications; they neither create nor delete them.
    await signInByApi(page, 'staff')
    await page.goto('/admin/p/applications')
    await expect.poll(() => page.getByTestId('krud-edit').count(), { timeout: 15_000 }).toBe(1)
    await gridRowCount(page)
    expect(await page.getByTestId('krud-create').count()).toBe(0)
    expect(await page.getByTestId('krud-delete').count()).toBe(0)
    expect(await page.getByTestId('krud-export').count()).toBe(1)
  })
})
