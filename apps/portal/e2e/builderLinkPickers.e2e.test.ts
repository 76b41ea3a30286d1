// Issue 27: a sub-form's link to its parent and a choice read from a grid are picked by their
// words, not typed: the link offers the child table's columns (the one pointing at the parent
// first) and says in a sentence what the chosen one links; the grid's value and label columns
// are the grid's own, with its headers; and a column added to the child table in another tab,
// not saved yet, is offered too, marked so, until it is undone, and so is a table being created
// there. Nothing is saved: the example stays as it was.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot, signInByApi, skipReason, useBrowser } from './browser.ts'
import { openDropdown, pickOption } from './selects.ts'

/** The options the open drop-down shows, as their text. */
const shownOptions = (page: Page) =>
  openDropdown(page)
    .locator('.ant-select-item-option')
    .evaluateAll((items) => items.map((item) => item.textContent ?? ''))

/** Opens the picker with this test id and types `search`, as a person looking for a word does. */
async function search(page: Page, testId: string, words: string): Promise<void> {
  await page.getByTestId(testId).click()
  await page.keyboard.type(words)
}

describe.skipIf(skipReason !== '')('a sub-form’s link and a grid choice’s columns, picked by their words', () => {
  const browser = useBrowser()

  it('the bearer form’s apprentices link to the bearer by the column that points at it; the province is read from the province grid by its name', {
    timeout: 240_000,
  }, async () => {
    const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await signInByApi(admin, 'admin')
    await admin.goto('/admin/builder/form/heritage-bearer-form')
    await admin.locator('[data-testid="builder-frame"][data-kind="form"]').waitFor()

    // The sub-form's link: the column pointing at the bearers comes first, said in words.
    await admin.getByTestId('form-field-apprentices').click()
    const link = 'form-property-subForm-connectionField'
    const meaning = admin.getByTestId(`${link}-meaning`)
    await expect.poll(() => meaning.textContent()).toContain('«Өв тээгч» хүснэгтийн нэг мөрт харьяалагдана')
    await admin.getByTestId(link).click()
    await expect
      .poll(async () => (await shownOptions(admin))[0])
      .toBe('heritage_bearer_id — Өв тээгч · «Өв тээгч» хүснэгтийн мөрийг заана')
    await admin.keyboard.press('Escape')
    // A column that points nowhere is picked by its label, and the sentence says it does not fit.
    await search(admin, link, 'Овог нэр')
    await pickOption(admin, admin.getByTestId(`${link}-row`), 'full_name — Овог нэр')
    await expect.poll(() => meaning.textContent()).toContain('ямар ч хүснэгтийг заадаггүй')
    // The right one found again by the parent's title.
    await search(admin, link, 'Өв тээгч')
    await pickOption(admin, admin.getByTestId(`${link}-row`), 'heritage_bearer_id — Өв тээгч')
    await expect.poll(() => meaning.textContent()).toContain('нэг мөрт харьяалагдана')
    await screenshot(admin, 'builder-subform-link-meaning')

    // A column added to the apprentices' table in another tab, not saved, is offered marked so.
    const modelTab = await admin.context().newPage()
    await modelTab.goto('/admin/builder/model/heritage_apprentice')
    await modelTab.locator('[data-testid="builder-frame"][data-kind="model"]').waitFor()
    await modelTab.getByTestId('model-column-0-name').waitFor()
    const added = await modelTab.locator('input[data-testid^="model-column-"][data-testid$="-name"]').count()
    expect(added).toBe(6)
    await modelTab.getByTestId('model-add-column').click()
    await modelTab.getByTestId(`model-column-${added}-caption`).fill('Багшийн нэр')
    await expect.poll(() => modelTab.getByTestId(`model-column-${added}-name`).inputValue()).toBe('bagshiin_ner')
    await expect.poll(() => modelTab.getByTestId('builder-frame').getAttribute('data-dirty')).toBe('true')
    await admin.bringToFront()
    await search(admin, link, 'Багш')
    await expect.poll(() => shownOptions(admin)).toEqual(['bagshiin_ner — Багшийн нэр (хадгалаагүй)'])
    await screenshot(admin, 'builder-subform-link-picker')
    await admin.keyboard.press('Escape')
    // Once the other tab's edits are undone its column is no longer offered.
    await modelTab.bringToFront()
    await expect
      .poll(
        async () => {
          const undo = modelTab.getByTestId('builder-undo')
          if (await undo.isEnabled()) await undo.click()
          return modelTab.getByTestId('builder-frame').getAttribute('data-dirty')
        },
        { timeout: 20_000, interval: 300 },
      )
      .toBe('false')
    await admin.bringToFront()
    await admin.getByTestId(link).click()
    await expect.poll(async () => (await shownOptions(admin)).some((text) => text.includes('bagshiin_ner'))).toBe(false)
    await admin.keyboard.press('Escape')

    // A table being created in the other tab, not saved, is offered as a choice's table, marked so.
    await modelTab.bringToFront()
    await modelTab.goto('/admin/builder/model')
    await modelTab.getByTestId('builder-create').click()
    await modelTab.getByTestId('builder-new-title').fill('Багш')
    await expect.poll(() => modelTab.getByTestId('builder-new-name').inputValue()).toBe('bagsh')
    await modelTab.getByTestId('builder-new-name').press('Enter')
    await modelTab.locator('[data-testid="builder-frame"][data-kind="model"][data-name="bagsh"]').waitFor()
    await admin.bringToFront()
    await admin.getByTestId('form-field-heritage_domain_id').click()
    await search(admin, 'form-property-options-model', 'bagsh')
    await expect.poll(() => shownOptions(admin)).toEqual(['bagsh (хадгалаагүй)'])
    await admin.keyboard.press('Escape')

    // The province choice read from the province grid: its value and label columns are the grid's.
    await admin.getByTestId('form-field-aimag_id').click()
    await admin.getByTestId('form-property-options-source').click()
    // The variants in the schema's order: static, model, url, grid (in the drop-down opened last).
    await openDropdown(admin).last().locator('.ant-select-item-option').nth(3).click()
    await search(admin, 'form-property-options-grid', 'Аймаг')
    await pickOption(admin, admin.getByTestId('form-property-options-grid-row'), 'aimag-grid — Аймаг')
    await search(admin, 'form-property-options-valueField', 'ID')
    await pickOption(admin, admin.getByTestId('form-property-options-valueField-row'), 'id — ID')
    await admin.getByTestId('form-property-options-labelFields').click()
    await expect.poll(() => shownOptions(admin)).toEqual(['id — ID', 'name — Нэр', 'code — Код'])
    await admin.keyboard.type('Нэр')
    await openDropdown(admin).locator('.ant-select-item-option', { hasText: 'name — Нэр' }).click()
    await admin.keyboard.press('Escape')
    await expect
      .poll(() => admin.getByTestId('form-property-options-labelFields').textContent())
      .toContain('name — Нэр')
    await screenshot(admin, 'builder-grid-choice-columns')
    expect(admin.errors).toEqual([])
  })
})
