// Issue 27, the assistant's other way in: the super admin makes a second screen over a table the
// heritage example has already (its heritage bearers), in Mongolian, with the assistant only. The
// migration step says, in the server's words, that the table needs no change; the list's preview
// shows the first rows the server returns; a name someone else took while the admin was at the
// summary is refused at the Latin name's box, that step marked in the steps bar; then staff open
// the new screen from their menu and read the real rows, the related aimag and heritage domain
// by their names. No screen it passes shows a raw name or a regular expression.
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { assistantShots, createAll } from './assistantShots.ts'
import { signInByApi, skipReason, useBrowser, walkSteps } from './browser.ts'
import { expectNoRawWords } from './builderWords.ts'
import { API_HEADERS, bodyRows } from './records.ts'
import { pickOption } from './selects.ts'

type TestPage = Page & { errors: string[] }
type Row = Record<string, unknown>

const WIDE = { width: 1280, height: 900 }
const TITLE = 'Өв тээгчдийн товч жагсаалт'
/** Each step's bound: the first loads the builders' large chunk, and the machine is shared. */
const SLOW = { timeout: 180_000 }

/** Goes to the assistant's next step and waits until it is shown. */
async function nextStep(page: Page, step: string): Promise<void> {
  await page.getByTestId('assistant-next').click()
  await expect.poll(() => page.getByTestId('new-screen-assistant').getAttribute('data-step')).toBe(step)
}

/** The rows a krud's list gives the signed-in person of `page`, first page. */
async function listed(page: Page, krud: string): Promise<Row[]> {
  const answer = await page.request.get(`/api/records/${krud}`, { headers: API_HEADERS })
  expect(answer.ok(), await answer.text()).toBe(true)
  return ((await answer.json()) as { rows: Row[] }).rows
}

/** The texts of a grid column's drawn cells, by the column's field. */
const cellTexts = (page: Page, field: string) =>
  page
    .getByTestId('records-grid')
    .locator(`.ag-center-cols-container [col-id="${field}"]`)
    .evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? '').trim()))

describe.skipIf(skipReason !== '')('the new screen assistant over an existing table, in Chromium', () => {
  const browser = useBrowser()
  const step = walkSteps()
  let admin: TestPage
  let staff: TestPage
  /** The Latin name proposed from the title, then the one the screen is made under. */
  let base = ''

  step(
    '1. the screen: its title and proposed Latin name, an existing table chosen from the list',
    async () => {
      admin = await browser.newPage({ viewport: WIDE })
      await signInByApi(admin, 'admin')
      await admin.goto('/admin/builder')
      await admin.getByTestId('builder-home').waitFor({ timeout: 60_000 })
      await admin.getByTestId('builder-new-screen').click()
      await admin.getByTestId('new-screen-assistant').waitFor()
      await admin.getByTestId('assistant-title-mn_MN').fill(TITLE)
      await expect.poll(() => admin.getByTestId('assistant-name').inputValue()).toMatch(/^[a-z][a-z0-9_]+$/)
      base = await admin.getByTestId('assistant-name').inputValue()
      await admin.getByTestId('assistant-table-existing').click()
      // Going on without the table says so at its box, and marks the step.
      await admin.getByTestId('assistant-next').click()
      await admin.getByTestId('assistant-problem-model').getByText('Хүснэгтээ сонгоно уу').waitFor()
      expect(await admin.getByTestId('assistant-step-screen').getAttribute('data-problem')).toBe('yes')
      // The tables are many: the person narrows the list by typing, as they would.
      await admin.getByTestId('assistant-model').click()
      await admin.keyboard.type('Өв тээгч')
      await pickOption(admin, admin.getByTestId('assistant-model'), 'heritage_bearer — Өв тээгч')
      await expect.poll(() => admin.getByTestId('assistant-step-screen').getAttribute('data-problem')).toBe('no')
      await expectNoRawWords(admin, 'assistant over a table: screen')
      await assistantShots(admin, 'assistant-existing-1-screen')
      await nextStep(admin, 'columns')
    },
    SLOW,
  )

  step(
    '2. the columns are the table’s, and the server says the table needs no change',
    async () => {
      const columns = admin.getByTestId('assistant-existing-columns')
      for (const label of ['Овог', 'Аймаг']) await columns.getByText(label, { exact: true }).first().waitFor()
      // The photo and the biography are text in SQL; the project's own screen shows them as a
      // picture and as formatted text, and so does the new one.
      const kindOf = (label: string) =>
        columns
          .locator('tr', { has: admin.getByText(label, { exact: true }) })
          .locator('td')
          .nth(1)
          .textContent()
      await expect.poll(() => kindOf('Зураг'), { timeout: 20_000 }).toBe('Зураг')
      expect(await kindOf('Намтар')).toBe('Хэлбэржүүлсэн текст')
      await expect
        .poll(() => admin.getByTestId('model-plan-empty').textContent(), { timeout: 30_000 })
        .toBe('Хадгалахад өгөгдлийн санд өөрчлөлт орохгүй.')
      expect(await admin.locator('[data-testid^="model-plan-change-"]').count()).toBe(0)
      await expectNoRawWords(admin, 'assistant over a table: columns')
      await assistantShots(admin, 'assistant-existing-2-columns')
      await nextStep(admin, 'form')
    },
    SLOW,
  )

  step(
    '3. the form over the table’s columns, drawn live',
    async () => {
      await admin.getByTestId('form-preview').locator('[data-field="aimag_id"]').waitFor()
      await expectNoRawWords(admin, 'assistant over a table: form')
      await assistantShots(admin, 'assistant-existing-3-form')
      await nextStep(admin, 'grid')
    },
    SLOW,
  )

  step(
    '4. the list’s preview shows the first rows the server returns, the aimag by its name',
    async () => {
      const preview = admin.getByTestId('assistant-grid-preview')
      await expect.poll(() => preview.getAttribute('data-rows'), { timeout: 30_000 }).toBe('source')
      expect(await admin.getByTestId('assistant-grid-preview-note').textContent()).toContain('«Өв тээгч» дэлгэцээр')
      const served = await listed(admin, 'heritage-bearers')
      expect(served.length).toBeGreaterThan(0)
      await expect.poll(() => bodyRows(admin).count(), { timeout: 30_000 }).toBeGreaterThan(0)
      const names = await cellTexts(admin, 'last_name')
      expect(names.length).toBeGreaterThan(0)
      expect(names).toEqual(served.slice(0, names.length).map((row) => String(row.last_name)))
      const aimags = await cellTexts(admin, 'aimag_id')
      expect(aimags).toEqual(served.slice(0, aimags.length).map((row) => String(row.aimag_id__label ?? '')))
      expect(aimags.some((text) => /\p{L}/u.test(text))).toBe(true)
      await expectNoRawWords(admin, 'assistant over a table: grid')
      await assistantShots(admin, 'assistant-existing-4-grid')
      await nextStep(admin, 'menu')
    },
    SLOW,
  )

  step(
    '5. the menu entry at the top of the menu, titled as the screen',
    async () => {
      expect(await admin.getByTestId('assistant-menu-title-mn_MN').inputValue()).toBe(TITLE)
      await expectNoRawWords(admin, 'assistant over a table: menu')
      await assistantShots(admin, 'assistant-existing-5-menu')
      await nextStep(admin, 'rights')
    },
    SLOW,
  )

  step(
    '6. rights: staff may see the records',
    async () => {
      await admin.getByTestId('assistant-right-staff-see').check()
      await expectNoRawWords(admin, 'assistant over a table: rights')
      await assistantShots(admin, 'assistant-existing-6-rights')
      await nextStep(admin, 'summary')
      // The table is used as it is: nothing to make of it.
      expect(await admin.getByTestId('assistant-summary-table').textContent()).toBe(
        '«Өв тээгч» хүснэгтийг өөрчлөлгүй ашиглана',
      )
      expect(await admin.getByTestId('assistant-part-model').count()).toBe(0)
      await expectNoRawWords(admin, 'assistant over a table: summary')
      await assistantShots(admin, 'assistant-existing-7-summary')
    },
    SLOW,
  )

  step(
    '7. a name another admin took meanwhile is refused at the Latin name, and that step is marked',
    async () => {
      // Someone else saves a form of the name the screen's form would have.
      const headers = { ...API_HEADERS, 'Content-Type': 'application/json' }
      const stored = await admin.request.get('/api/documents/form/heritage-apprentice-form', { headers })
      expect(stored.ok(), await stored.text()).toBe(true)
      const form = ((await stored.json()) as { document: Row }).document
      const taken = await admin.request.put(`/api/documents/form/${base}_form?revision=0`, {
        headers,
        data: { ...form, name: `${base}_form` },
      })
      expect(taken.ok(), await taken.text()).toBe(true)

      await admin.getByTestId('assistant-create').click()
      await expect
        .poll(() => admin.getByTestId('new-screen-assistant').getAttribute('data-step'), { timeout: 30_000 })
        .toBe('screen')
      await admin
        .getByTestId('assistant-problem-name')
        .getByText('Энэ нэртэй зүйл аль хэдийн байна; өөр нэр сонгоно уу')
        .waitFor()
      expect(await admin.getByTestId('assistant-step-screen').getAttribute('data-problem')).toBe('yes')
      expect(await admin.locator('.ant-steps-item-error').count()).toBe(1)
      await expectNoRawWords(admin, 'assistant over a table: name refused')
      await assistantShots(admin, 'assistant-existing-8-refused')

      // Another name mends it: the mark goes, and the way to the summary is open again.
      base = `${base}_2`
      await admin.getByTestId('assistant-name').fill(base)
      await expect.poll(() => admin.getByTestId('assistant-step-screen').getAttribute('data-problem')).toBe('no')
      for (const next of ['columns', 'form', 'grid', 'menu', 'rights', 'summary']) await nextStep(admin, next)
      await createAll(admin, 1, 'assistant-existing-9-done')
      expect(admin.errors).toEqual([])
    },
    SLOW,
  )

  step(
    '8. staff open the new screen from their menu and read the real rows, related columns as words',
    async () => {
      staff = await browser.newPage({ viewport: WIDE })
      await signInByApi(staff, 'staff')
      await staff.goto('/admin')
      const entry = staff.locator('.ant-menu-item', { hasText: new RegExp(`^\\s*${TITLE}\\s*$`) })
      await entry.waitFor({ timeout: 30_000 })
      await entry.click()
      await staff.waitForURL((url) => url.pathname.startsWith('/admin/p/'))
      await expect.poll(() => staff.getByTestId('krud-title').textContent(), { timeout: 20_000 }).toContain(TITLE)
      const rows = await listed(staff, base)
      expect(rows.length).toBeGreaterThan(0)
      await expect.poll(() => bodyRows(staff).count(), { timeout: 30_000 }).toBeGreaterThan(0)
      for (const [field, label] of [
        ['aimag_id', 'aimag_id__label'],
        ['heritage_domain_id', 'heritage_domain_id__label'],
      ] as const) {
        const shown = await cellTexts(staff, field)
        expect(shown.length).toBeGreaterThan(0)
        expect(shown).toEqual(rows.slice(0, shown.length).map((row) => String(row[label] ?? '')))
        // A related row is named by words, never by its number.
        expect(shown.some((text) => /\p{L}/u.test(text))).toBe(true)
        expect(shown.every((text) => !/^\d+$/.test(text))).toBe(true)
      }
      // Pictures as pictures, formatted text as its words without the markup.
      expect(await staff.locator('.ag-center-cols-container [col-id="photo"] img').count()).toBeGreaterThan(0)
      const biographies = await cellTexts(staff, 'biography')
      expect(biographies.some((text) => text.length > 0)).toBe(true)
      expect(biographies.every((text) => !text.includes('<p>'))).toBe(true)
      const names = await cellTexts(staff, 'last_name')
      expect(names).toEqual(rows.slice(0, names.length).map((row) => String(row.last_name)))
      await expectNoRawWords(staff, 'the new screen over a table, for staff')
      await assistantShots(staff, 'assistant-existing-10-staff')
      expect(staff.errors).toEqual([])
    },
    SLOW,
  )
})
