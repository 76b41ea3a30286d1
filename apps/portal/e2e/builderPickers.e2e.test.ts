// Issue 27: a builder picks the project's tables, columns and forms from lists that show their
// titles, and a new thing's name is proposed from its title (romanized, editable), so the
// foundation's administrator types words, not identifiers.
import { nameFromTitle } from '@tamga/schema'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot, signInByApi, skipReason, useBrowser } from './browser.ts'
import { openDropdown } from './selects.ts'

/** The options the open drop-down shows, as their text. */
const shownOptions = (page: Page) =>
  openDropdown(page)
    .locator('.ant-select-item-option')
    .evaluateAll((items) => items.map((item) => item.textContent ?? ''))

/** Opens the picker with this test id, types `search` and picks the first option showing `text`. */
async function pick(page: Page, testId: string, search: string, text: string): Promise<void> {
  await page.getByTestId(testId).click()
  await page.keyboard.type(search)
  await openDropdown(page).locator('.ant-select-item-option', { hasText: text }).first().click()
}

describe.skipIf(skipReason !== '')('pickers and names proposed from titles, in Mongolian', () => {
  const browser = useBrowser()

  it('a table named from its title and its columns from their labels; a grid picks the table and a related table’s columns by their titles', {
    timeout: 240_000,
  }, async () => {
    const admin = await browser.newPage()
    await signInByApi(admin, 'admin')

    // The create dialog: the title first, the name follows it until edited, and again once emptied.
    const title = 'Соёлын арга хэмжээ'
    const table = nameFromTitle(title)
    expect(table).toBe('soyolyn_arga_khemjee')
    await admin.goto('/admin/builder/model')
    await admin.getByTestId('builder-create').click()
    const titleBox = admin.getByTestId('builder-new-title')
    const nameBox = admin.getByTestId('builder-new-name')
    await titleBox.fill('Соёлын арга')
    await expect.poll(() => nameBox.inputValue()).toBe('soyolyn_arga')
    await titleBox.fill(title)
    await expect.poll(() => nameBox.inputValue()).toBe(table)
    await nameBox.fill('my_events')
    await titleBox.fill(`${title}ний`)
    expect(await nameBox.inputValue()).toBe('my_events')
    await nameBox.fill('')
    await titleBox.fill(title)
    await expect.poll(() => nameBox.inputValue()).toBe(table)
    await screenshot(admin, 'builder-create-named-from-title')
    await nameBox.press('Enter')
    await admin.locator(`[data-testid="builder-frame"][data-kind="model"][data-name="${table}"]`).waitFor()

    // A column's label typed in its row names it; a name typed by hand stays.
    for (const [index, label, name] of [
      [1, 'Эхлэх огноо', 'ekhlekh_ognoo'],
      [2, 'Аймаг', 'aimag'],
    ] as const) {
      await admin.getByTestId('model-add-column').click()
      await admin.getByTestId(`model-column-${index}-caption`).fill(label)
      await expect.poll(() => admin.getByTestId(`model-column-${index}-name`).inputValue()).toBe(name)
    }
    await admin.getByTestId('model-column-2-name').fill('aimag_id')
    await admin.getByTestId('model-column-2-caption').fill('Харьяа аймаг')
    expect(await admin.getByTestId('model-column-2-name').inputValue()).toBe('aimag_id')
    // The name boxes are wide enough to read a name in, not two or three letters.
    const nameWidth = (await admin.getByTestId('model-column-1-name').boundingBox())?.width ?? 0
    expect(nameWidth).toBeGreaterThanOrEqual(150)
    await screenshot(admin, 'builder-model-columns-from-labels')
    await expect.poll(() => admin.getByTestId('builder-issues').count()).toBe(0)
    await admin.getByTestId('builder-save').click()
    await expect.poll(() => admin.getByTestId('builder-frame').getAttribute('data-dirty')).toBe('false')

    // The form: its table picked by title; a choice field's table, and its columns by label.
    const formTitle = 'Соёлын арга хэмжээний маягт'
    await admin.goto('/admin/builder/form')
    await admin.getByTestId('builder-create').click()
    await admin.getByTestId('builder-new-title').fill(formTitle)
    await expect.poll(() => admin.getByTestId('builder-new-name').inputValue()).toBe(nameFromTitle(formTitle))
    await admin.getByTestId('builder-new-name').press('Enter')
    await admin.locator('[data-testid="builder-frame"][data-kind="form"]').waitFor()
    await admin.getByTestId('form-settings-open').click()
    await pick(admin, 'form-property-model', 'Соёлын', table)
    await admin.getByTestId('form-palette-select').click()
    // The field's name offers the table's columns, searched by their labels.
    await admin.getByTestId('form-property-name').fill('Харьяа')
    await openDropdown(admin).locator('.ant-select-item-option', { hasText: 'aimag_id — Харьяа аймаг' }).click()
    await expect.poll(() => admin.getByTestId('form-property-name').inputValue()).toBe('aimag_id')
    // A new choice field starts with options of its own: they are switched to a table's rows.
    await admin.getByTestId('form-property-options-source').click()
    // The variants in the schema's order: static, model, url, grid; in the drop-down opened last,
    // since the name's list of columns may still be closing.
    await openDropdown(admin).last().locator('.ant-select-item-option').nth(1).click()
    await pick(admin, 'form-property-options-model', 'Аймаг', 'aimag — Аймаг')
    await pick(admin, 'form-property-options-valueField', 'id', 'id')
    await admin.getByTestId('form-property-options-labelFields').click()
    await expect.poll(() => shownOptions(admin)).toEqual(expect.arrayContaining(['name — Нэр', 'code — Код']))
    await openDropdown(admin).locator('.ant-select-item-option', { hasText: 'name — Нэр' }).click()
    await admin.keyboard.press('Escape')
    await screenshot(admin, 'builder-form-pickers')

    // The grid: its table picked by title; a column's related table and its columns by label.
    const gridTitle = 'Соёлын арга хэмжээний жагсаалт'
    await admin.goto('/admin/builder/grid')
    await admin.getByTestId('builder-create').click()
    await admin.getByTestId('builder-new-title').fill(gridTitle)
    await expect.poll(() => admin.getByTestId('builder-new-name').inputValue()).toBe(nameFromTitle(gridTitle))
    await admin.getByTestId('builder-new-name').press('Enter')
    await admin.locator('[data-testid="builder-frame"][data-kind="grid"]').waitFor()
    await admin.getByTestId('grid-model').click()
    await admin.keyboard.type('Соёлын')
    await expect.poll(() => shownOptions(admin)).toEqual(expect.arrayContaining([`${table} — ${title}`]))
    await openDropdown(admin).locator('.ant-select-item-option', { hasText: table }).first().click()
    await admin.getByTestId('grid-add-all').click()
    // The column list names each column by its label.
    const row = admin.getByTestId('grid-columns').locator('li', { hasText: 'Харьяа аймаг' })
    const column = (await row.getAttribute('data-testid')) ?? ''
    await admin.getByTestId(`${column}-select`).click()

    await pick(admin, `${column}-relation-model`, 'Аймаг', 'aimag — Аймаг')
    await admin.getByTestId(`${column}-relation-label-fields`).click()
    await expect.poll(() => shownOptions(admin)).toEqual(expect.arrayContaining(['name — Нэр', 'code — Код']))
    await openDropdown(admin).locator('.ant-select-item-option', { hasText: 'code — Код' }).click()
    await admin.keyboard.press('Escape')
    await expect.poll(() => admin.getByTestId(`${column}-relation-label-fields`).textContent()).toContain('code — Код')
    await screenshot(admin, 'builder-grid-pickers')
    expect(admin.errors).toEqual([])
  })
})
