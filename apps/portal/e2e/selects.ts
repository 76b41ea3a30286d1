// Picking from antd's selects as a person does. On a loaded machine a click can land while the
// previous select's drop-down is still closing, or while this one is still opening, and the pick
// is lost: a person looks at the field and picks again, and so do these.
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** The open drop-down of a select or tree-select (antd draws it at the end of the page). */
export const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')

/**
 * Picks until `picked` says so: opens the drop-down of `field` (a select, or the element around
 * it) when `item` is not in sight, clicks it, and looks again.
 */
async function pickUntil(field: Locator, item: Locator, picked: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await picked()) return true
        if (!(await item.isVisible())) {
          const select = field.locator('.ant-select').first()
          await ((await select.count()) > 0 ? select : field).click({ timeout: 5_000 }).catch(() => undefined)
        }
        await item.click({ timeout: 5_000 }).catch(() => undefined)
        return picked()
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true)
}

/** Picks until `field` shows `label`. */
const pickUntilShown = (field: Locator, item: Locator, label: string) =>
  pickUntil(field, item, async () => (await field.textContent())?.includes(label) === true)

/**
 * Picks the option showing `text` of a select whose list is long: `search` (or `text`) is typed
 * first, as a long list draws only the options in view until it is narrowed. Picked once the
 * list closed on the option (one value) or marks it (several).
 */
export async function pickSearched(page: Page, field: Locator, text: string | RegExp, search?: string): Promise<void> {
  await field.click()
  const typed = search ?? (typeof text === 'string' ? text : undefined)
  if (typed !== undefined) await page.keyboard.type(typed)
  const option = openDropdown(page).locator('.ant-select-item-option').filter({ hasText: text }).first()
  await option.waitFor()
  await pickUntil(
    field,
    option,
    async () =>
      !(await option.isVisible()) ||
      ((await option.getAttribute('class', { timeout: 1_000 }).catch(() => '')) ?? '').includes('option-selected'),
  )
}

/**
 * Picks the option showing `label` (or showing exactly it, with `exact`): the value of a single
 * select, or one more of a select that takes several (checked before each click, so a shown one
 * is not clicked off again).
 */
export async function pickOption(page: Page, field: Locator, label: string, { exact = false } = {}): Promise<void> {
  const text = exact ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : label
  const option = openDropdown(page).locator('.ant-select-item-option').filter({ hasText: text }).first()
  await pickUntilShown(field, option, label)
}

/** Picks the node `label` of a tree-select. */
export async function pickTreeNode(page: Page, field: Locator, label: string): Promise<void> {
  const node = openDropdown(page).locator('.ant-select-tree-node-content-wrapper', { hasText: label }).first()
  await pickUntilShown(field, node, label)
}
