// Picking from antd's selects as a person does. On a loaded machine a click can land while the
// previous select's drop-down is still closing, or while this one is still opening, and the pick
// is lost: a person looks at the field and picks again, and so do these.
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** The open drop-down of a select or tree-select (antd draws it at the end of the page). */
export const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')

/**
 * Picks until `field` (a select, or the element around it) shows `label`: opens the drop-down
 * when `item` is not in sight, clicks it, and looks again.
 */
async function pickUntilShown(field: Locator, item: Locator, label: string): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await field.textContent())?.includes(label) === true) return true
        if (!(await item.isVisible())) {
          const select = field.locator('.ant-select').first()
          await ((await select.count()) > 0 ? select : field).click({ timeout: 5_000 }).catch(() => undefined)
        }
        await item.click({ timeout: 5_000 }).catch(() => undefined)
        return (await field.textContent())?.includes(label) === true
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true)
}

/** Picks the option showing `label` (or showing exactly it, with `exact`) of a single select. */
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
