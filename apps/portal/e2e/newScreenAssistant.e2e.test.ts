// Issue 27, "a browser test, in Mongolian, builds an events screen with the assistant as the
// administrator would": the super admin makes "Арга хэмжээ" with the new screen assistant only (a
// new table with a date, an amount, a related province and a picture; a two-step form; a list; a
// menu entry under "Бүртгэл"; rights for staff), no builder screen it passes shows a raw name or
// a regular expression; then staff open the new screen from their menu, add an event with a
// picture and a province, and the list shows the province by its name. No restart in between.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { assistantShots, createAll } from './assistantShots.ts'
import { screenshot, signInByApi, skipReason, useBrowser, walkSteps } from './browser.ts'
import { expectNoRawWords } from './builderWords.ts'
import { API_HEADERS, pngImage } from './records.ts'
import { openDropdown, pickOption } from './selects.ts'

type TestPage = Page & { errors: string[] }

/** The first width the issue asks the screenshots at (the steps are taken at 1440 px too). */
const WIDE = { width: 1280, height: 900 }
const EVENT = 'Морин хуурын наадам'
/** Each step's bound: the first loads the builders' large chunk, and the machine is shared. */
const SLOW = { timeout: 180_000 }

/** Goes to the assistant's next step and waits until it is shown. */
async function nextStep(page: Page, step: string): Promise<void> {
  await page.getByTestId('assistant-next').click()
  await expect.poll(() => page.getByTestId('new-screen-assistant').getAttribute('data-step')).toBe(step)
}

/** Adds a column of the new table: its label (the Latin name follows) and its type in words. */
async function addColumn(page: Page, index: number, label: string, kind: string): Promise<void> {
  if ((await page.getByTestId(`assistant-column-${index}`).count()) === 0) {
    await page.getByTestId('assistant-add-column').click()
  }
  await page.getByTestId(`assistant-column-${index}-label`).fill(label)
  await pickOption(page, page.getByTestId(`assistant-column-${index}-kind`), kind, { exact: true })
}

/** Picks `label` of a form's select after typing it, as a person narrows a long list. */
async function chooseTyped(page: Page, field: Locator, label: string): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await field.textContent())?.includes(label) === true) return true
        await field
          .locator('.ant-select')
          .first()
          .click({ timeout: 5_000 })
          .catch(() => undefined)
        await page.keyboard.type(label)
        await openDropdown(page)
          .locator('.ant-select-item-option', { hasText: label })
          .first()
          .click({ timeout: 5_000 })
          .catch(() => undefined)
        return (await field.textContent())?.includes(label) === true
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true)
}

describe.skipIf(skipReason !== '')('the new screen assistant in Chromium', () => {
  const browser = useBrowser()
  const step = walkSteps()
  let admin: TestPage
  let staff: TestPage
  let work = ''
  let picture = ''

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'tamga-new-screen-'))
    picture = join(work, 'наадам.png')
    await writeFile(
      picture,
      pngImage(40, 30, (x) => [x * 6, 120, 200]),
    )
  })
  afterAll(async () => {
    if (work !== '') await rm(work, { recursive: true, force: true })
  })

  step(
    '1. the screen: its title, the Latin name proposed from it, a new table',
    async () => {
      admin = await browser.newPage({ viewport: WIDE })
      await signInByApi(admin, 'admin')
      await admin.goto('/admin/builder')
      // The builders' chunk is large: on a loaded machine it takes a while to come.
      await admin.getByTestId('builder-home').waitFor({ timeout: 60_000 })
      await admin.getByTestId('builder-new-screen').click()
      await admin.getByTestId('new-screen-assistant').waitFor()
      await admin.getByTestId('assistant-title-mn_MN').fill('Арга хэмжээ')
      await admin.getByTestId('assistant-title-en_US').fill('Events')
      await expect.poll(() => admin.getByTestId('assistant-name').inputValue()).toBe('arga_khemjee')
      // Going on without a title says what is missing at the field, in words.
      await admin.getByTestId('assistant-title-mn_MN').fill('')
      await admin.getByTestId('assistant-next').click()
      await admin.getByTestId('assistant-problem-title').getByText('Дэлгэцийн нэрийг монголоор бичнэ үү').waitFor()
      await admin.getByTestId('assistant-title-mn_MN').fill('Арга хэмжээ')
      await expectNoRawWords(admin, 'assistant: screen')
      await assistantShots(admin, 'assistant-1-screen')
      await nextStep(admin, 'columns')
    },
    SLOW,
  )

  step(
    '2. the columns in words: a name, a date, an amount, a province, a picture; the migration shown',
    async () => {
      await addColumn(admin, 0, 'Нэр', 'Текст')
      await addColumn(admin, 1, 'Огноо', 'Огноо')
      await addColumn(admin, 2, 'Төсөв', 'Мөнгөн дүн')
      await addColumn(admin, 3, 'Аймаг', 'Холбоос (өөр хүснэгт)')
      await pickOption(admin, admin.getByTestId('assistant-column-3-related'), 'aimag — Аймаг')
      await addColumn(admin, 4, 'Зураг', 'Зураг')
      const names = await Promise.all(
        [0, 1, 2, 3, 4].map((index) => admin.getByTestId(`assistant-column-${index}-name`).inputValue()),
      )
      expect(names).toEqual(['ner', 'ognoo', 'tusuv', 'aimag', 'zurag'])
      await expect
        .poll(() => admin.getByTestId('model-plan-change-0').textContent(), { timeout: 20_000 })
        .toContain('create table "arga_khemjee"')
      await expectNoRawWords(admin, 'assistant: columns')
      await assistantShots(admin, 'assistant-2-columns')
      await nextStep(admin, 'form')
    },
    SLOW,
  )

  step(
    '3. a two-step form: the picture on the second step, drawn live by the renderer',
    async () => {
      await admin.getByTestId('assistant-form-steps').click()
      await admin.getByTestId('assistant-field-zurag-step-1').click()
      const preview = admin.getByTestId('form-preview')
      await preview.locator('[data-field="aimag"]').waitFor()
      await preview.getByText('Үндсэн мэдээлэл').first().waitFor()
      await expectNoRawWords(admin, 'assistant: form')
      await assistantShots(admin, 'assistant-3-form')
      await nextStep(admin, 'grid')
    },
    SLOW,
  )

  step(
    '4. the list: the columns from the table, headed by their labels',
    async () => {
      const preview = admin.getByTestId('assistant-grid-preview')
      for (const header of ['Нэр', 'Огноо', 'Төсөв', 'Аймаг', 'Зураг']) {
        await preview.locator('.ag-header-cell', { hasText: header }).first().waitFor()
      }
      // The table does not exist yet: the list is empty, and says so in words rather than inventing rows.
      expect(await preview.getAttribute('data-rows')).toBe('new')
      expect(await admin.getByTestId('assistant-grid-preview-note').textContent()).toBe(
        'Шинэ хүснэгт одоогоор хоосон: мөрүүдийг дэлгэцийг үүсгэсний дараа ажилтнууд нэмнэ',
      )
      expect(await preview.locator('.ag-center-cols-container .ag-row').count()).toBe(0)
      // Not "no search results": nothing was searched. The grid itself says why it is empty, on screen and to a screen reader.
      await preview.locator('.ag-overlay').getByText('Шинэ хүснэгтэд мөр алга', { exact: true }).waitFor()
      expect(await preview.getByText('Хайлтын илэрц олдсонгүй').count()).toBe(0)
      await expectNoRawWords(admin, 'assistant: grid')
      await assistantShots(admin, 'assistant-4-grid')
      await nextStep(admin, 'menu')
    },
    SLOW,
  )

  step(
    '5. the menu entry under "Бүртгэл", with an icon',
    async () => {
      await pickOption(admin, admin.getByTestId('assistant-menu-parent'), 'Бүртгэл', { exact: true })
      await pickOption(admin, admin.getByTestId('assistant-menu-icon'), 'Туг')
      expect(await admin.getByTestId('assistant-menu-title-mn_MN').inputValue()).toBe('Арга хэмжээ')
      await expectNoRawWords(admin, 'assistant: menu')
      await assistantShots(admin, 'assistant-5-menu')
      await nextStep(admin, 'rights')
    },
    SLOW,
  )

  step(
    '6. rights: staff may see, add and edit',
    async () => {
      for (const right of ['see', 'add', 'edit']) {
        await admin.getByTestId(`assistant-right-staff-${right}`).check()
      }
      await expectNoRawWords(admin, 'assistant: rights')
      await assistantShots(admin, 'assistant-6-rights')
      await nextStep(admin, 'summary')
    },
    SLOW,
  )

  step(
    '7. create: every part made in order, and the link opens the screen at once',
    async () => {
      await expectNoRawWords(admin, 'assistant: summary')
      // A title emptied by going back through the steps bar is found by Create, which goes to it.
      await admin.getByTestId('assistant-step-screen').click()
      await admin.getByTestId('assistant-title-mn_MN').fill('')
      await admin.getByTestId('assistant-step-summary').click()
      await admin.getByTestId('assistant-create').click()
      await expect.poll(() => admin.getByTestId('new-screen-assistant').getAttribute('data-step')).toBe('screen')
      await admin.getByTestId('assistant-problem-title').getByText('Дэлгэцийн нэрийг монголоор бичнэ үү').waitFor()
      expect(await admin.getByTestId('assistant-step-screen').getAttribute('data-problem')).toBe('yes')
      // The menu entry's title followed the screen's, so that step is marked too.
      expect(await admin.getByTestId('assistant-step-menu').getAttribute('data-problem')).toBe('yes')
      await expectNoRawWords(admin, 'assistant: title refused at Create')
      await assistantShots(admin, 'assistant-1b-screen-refused')
      await admin.getByTestId('assistant-title-mn_MN').fill('Арга хэмжээ')
      await expect.poll(() => admin.getByTestId('assistant-name').inputValue()).toBe('arga_khemjee')
      await expect.poll(() => admin.locator('.ant-steps-item-error').count()).toBe(0)
      await admin.getByTestId('assistant-step-summary').click()
      await expect.poll(() => admin.getByTestId('new-screen-assistant').getAttribute('data-step')).toBe('summary')
      await createAll(admin, 6, 'assistant-7-done')
      await admin.getByTestId('assistant-open').click()
      await admin.waitForURL((url) => url.pathname === '/admin/p/arga_khemjee')
      await expect
        .poll(() => admin.getByTestId('krud-title').textContent(), { timeout: 20_000 })
        .toContain('Арга хэмжээ')
      expect(admin.errors).toEqual([])
    },
    SLOW,
  )

  step(
    '8. staff open it from their menu, add an event with a picture and a province, and read the province by name',
    async () => {
      staff = await browser.newPage({ viewport: WIDE })
      await signInByApi(staff, 'staff')
      await staff.goto('/admin')
      // The entry is under the "Бүртгэл" group, opened first when it is closed.
      const group = staff.locator('.ant-menu-submenu-title', { hasText: /^\s*Бүртгэл\s*$/ })
      const entry = staff.locator('.ant-menu-item', { hasText: /^\s*Арга хэмжээ\s*$/ })
      await group.or(entry).first().waitFor({ timeout: 30_000 })
      // Opened by its heading's state, not by whether the entry shows yet: a click on a group
      // still sliding open would close it again.
      if ((await group.count()) > 0 && (await group.getAttribute('aria-expanded')) !== 'true') await group.click()
      await entry.click()
      await staff.waitForURL((url) => url.pathname === '/admin/p/arga_khemjee')
      await staff.getByTestId('krud-create').click()
      const form = staff.getByTestId('record-form')
      await form.locator('[data-field="ner"] input').fill(EVENT)
      const date = form.locator('[data-field="ognoo"] .ant-picker input').first()
      await date.click()
      await date.fill('2026-07-11')
      await date.press('Enter')
      await form.locator('[data-field="tusuv"] input').first().fill('2500000')
      await chooseTyped(staff, form.locator('[data-field="aimag"]'), 'Ховд')
      await form.getByTestId('record-form-next').click()
      const upload = form.locator('[data-field="zurag"]')
      await upload.locator('input[type="file"]').setInputFiles(picture)
      await expect.poll(() => upload.locator('.ant-upload-list-item-done').count(), { timeout: 20_000 }).toBe(1)
      await screenshot(staff, 'assistant-8-staff-form')
      await form.getByTestId('record-form-save').click()
      await expect.poll(() => form.count(), { timeout: 20_000 }).toBe(0)
      const grid = staff.getByTestId('records-grid')
      await expect.poll(() => grid.textContent(), { timeout: 20_000 }).toContain(EVENT)
      expect(await grid.textContent()).toContain('Ховд')
      await screenshot(staff, 'assistant-9-staff-grid')

      // What the server stored: the province's id under its name, and the uploaded picture.
      const listed = await staff.request.get('/api/records/arga_khemjee', { headers: API_HEADERS })
      expect(listed.ok(), await listed.text()).toBe(true)
      const rows = ((await listed.json()) as { rows: Array<Record<string, unknown>> }).rows
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ ner: EVENT, aimag: 20, aimag__label: 'Ховд' })
      expect(String(rows[0]?.zurag ?? '')).not.toBe('')
      expect(staff.errors).toEqual([])
    },
    SLOW,
  )
})
