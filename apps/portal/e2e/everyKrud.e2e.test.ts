// Issue 7, "every krud of examples/heritage works in the browser": each crud entry of the
// heritage admin menu, opened by the super admin, shows its rows, filters them, opens its form
// for a new and for a stored record, and opens its print dialog, where the krud offers those.
// Every krud's Excel export is read back by the server's export test; the download itself, and
// the deeper paths (saving, deleting, restoring, importing), are walked on chosen kruds by
// krud.e2e, krudTools.e2e, fieldTypes.e2e and the widgets' own tests.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { MenuItem } from '@tamga/schema'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { signInByApi, skipReason, useBrowser } from './browser.ts'
import { bodyRows, selectFirstRow } from './records.ts'

const menu = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../examples/heritage/documents/menus/admin.json'), 'utf8'),
) as { items: MenuItem[] }

/** Every crud entry of the menu, children and second-bar children included. */
const crudEntries = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [
    ...(item.link_to === 'crud' ? [item] : []),
    ...crudEntries([...(item.children ?? []), ...(item.sub_top_children ?? [])]),
  ])

/** The number the toolbar's total shows. */
async function shownTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId('krud-total').textContent()) ?? ''
  return Number(text.replace(/[^\d]/g, ''))
}

/** Opens the form with `button`, waits for it, and closes it again. */
async function openAndCloseForm(page: Page, button: string): Promise<void> {
  await page.getByTestId(button).click()
  await page.getByTestId('record-form').waitFor({ state: 'visible', timeout: 20_000 })
  await page.keyboard.press('Escape')
  await expect.poll(() => page.getByTestId('record-form').count(), { timeout: 10_000 }).toBe(0)
}

describe.skipIf(skipReason !== '')('every heritage krud in Chromium', () => {
  const browser = useBrowser()
  const entries = crudEntries(menu.items)
  // One tab for every krud, as the administrator moves from screen to screen: the app's code is
  // loaded and compiled once, not once per krud in a new browser profile.
  let page: Page & { errors: string[] }
  beforeAll(async () => {
    page = await browser.newPage()
    await signInByApi(page, 'sysadmin')
  })

  it('the menu has the heritage kruds', () => {
    expect(entries.length).toBeGreaterThanOrEqual(14)
  })

  for (const entry of entries) {
    it(`${entry.id}: rows, a search, the form new and stored, and print`, async () => {
      page.errors.length = 0
      await page.goto(`/admin/p/${entry.id}`)
      await page.getByTestId('krud-screen').waitFor({ timeout: 20_000 })
      await expect.poll(() => page.getByTestId('krud-total').count(), { timeout: 20_000 }).toBe(1)
      const total = await shownTotal(page)
      if (total > 0) await expect.poll(() => bodyRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0)

      // A search nothing matches empties the list; clearing it brings the rows back.
      const search = page.getByTestId('krud-search').locator('input')
      await search.fill('Ъъъ-үгүй-9999')
      await expect.poll(() => shownTotal(page), { timeout: 15_000 }).toBe(0)
      await search.fill('')
      await expect.poll(() => shownTotal(page), { timeout: 15_000 }).toBe(total)

      if ((await page.getByTestId('krud-create').count()) > 0) await openAndCloseForm(page, 'krud-create')
      if (total > 0) {
        await selectFirstRow(page)
        const stored = (await page.getByTestId('krud-edit').count()) > 0 ? 'krud-edit' : 'krud-view'
        if ((await page.getByTestId(stored).count()) > 0) await openAndCloseForm(page, stored)
      }

      if ((await page.getByTestId('krud-print').count()) > 0) {
        await page.getByTestId('krud-print').click()
        await page.getByTestId('krud-print-dialog').waitFor({ state: 'visible' })
        await page.keyboard.press('Escape')
      }
      expect(page.errors).toEqual([])
    })
  }
})
