// Issue 27: each person's own columns on a CRUD screen, against the real server. A clerk (the
// heritage staff account) hides a column and pins one from the toolbar's columns menu and
// widens one by dragging its header's edge; after a reload the grid opens as they left it, never
// drawing the builder's columns first; another person still sees the builder's layout; the
// reset brings the builder's back.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { screenshot, signInByApi, skipReason, useBrowser, walkSteps } from './browser.ts'
import { API_HEADERS, bodyRows } from './records.ts'

const KRUD = 'news'
const LAYOUT_URL = `/api/records/${KRUD}/column-layout`

/** A header cell of the grid, wherever ag-grid put it (left-pinned, centre or right-pinned). */
const header = (page: Page, field: string) =>
  page.locator(`[data-testid="records-grid"] .ag-header-cell[role="columnheader"][col-id="${field}"]`)

/** Which part of the header a column is drawn in, or 'hidden' when it is not drawn at all. */
async function headerPlace(page: Page, field: string): Promise<'left' | 'center' | 'right' | 'hidden'> {
  return page.locator('[data-testid="records-grid"]').evaluate((grid, colId) => {
    const cell = grid.querySelector(`.ag-header-cell[role="columnheader"][col-id="${colId}"]`)
    if (cell === null) return 'hidden'
    if (cell.closest('.ag-pinned-left-header') !== null) return 'left'
    if (cell.closest('.ag-pinned-right-header') !== null) return 'right'
    return 'center'
  }, field)
}

async function headerWidth(page: Page, field: string): Promise<number> {
  return (await header(page, field).boundingBox())?.width ?? 0
}

/** Opens the krud's screen and waits for its rows. */
async function openNews(page: Page): Promise<void> {
  await page.goto(`/admin/p/${KRUD}`)
  await expect.poll(() => bodyRows(page).count(), { timeout: 20_000 }).toBeGreaterThan(0)
}

/** Waits for the next save of the layout and answers what was saved. */
function nextSave(page: Page) {
  return page
    .waitForResponse((response) => response.url().endsWith(LAYOUT_URL) && response.request().method() === 'PUT')
    .then(async (response) => {
      expect(response.status()).toBe(200)
      return (await response.json()).layout as {
        columns: Array<{ field: string; hidden?: boolean; pinned?: string | null; width?: number }>
      }
    })
}

/** The row of the columns menu for a field. */
const menuRow = (page: Page, field: string) => page.locator(`[data-testid="krud-column"][data-field="${field}"]`)

describe.skipIf(skipReason !== '')('each person’s own columns on a CRUD screen', { timeout: 120_000 }, () => {
  const browser = useBrowser()
  const step = walkSteps()
  let clerk: Page & { errors: string[] }
  let builderImageWidth = 0
  let widenedTo = 0

  const forget = async (page: Page) => {
    const response = await page.request.delete(LAYOUT_URL, { headers: API_HEADERS })
    expect(response.status()).toBe(200)
  }

  beforeAll(async () => {
    clerk = await browser.newPage({ viewport: { width: 1280, height: 860 } })
    await signInByApi(clerk, 'staff')
    // Another run may have left a layout behind: this walk starts from the builder's.
    await forget(clerk)
  })
  afterAll(async () => {
    if (clerk !== undefined) await forget(clerk).catch(() => undefined)
  })

  step('the clerk hides a column and pins one from the columns menu', async () => {
    await openNews(clerk)
    expect(await headerPlace(clerk, 'view_count')).toBe('center')
    expect(await headerPlace(clerk, 'published_at')).toBe('center')
    builderImageWidth = await headerWidth(clerk, 'image')

    await clerk.getByTestId('krud-columns').click()
    await expect.poll(() => menuRow(clerk, 'view_count').isVisible()).toBe(true)
    const hidden = nextSave(clerk)
    await menuRow(clerk, 'view_count').getByRole('checkbox').uncheck()
    expect((await hidden).columns.find((column) => column.field === 'view_count')?.hidden).toBe(true)
    await expect.poll(() => headerPlace(clerk, 'view_count')).toBe('hidden')

    const pinned = nextSave(clerk)
    await menuRow(clerk, 'published_at').locator('[title="Баруун талд бэхлэх"]').click()
    expect((await pinned).columns.find((column) => column.field === 'published_at')?.pinned).toBe('right')
    await expect.poll(() => headerPlace(clerk, 'published_at')).toBe('right')
    await screenshot(clerk, 'krud-columns-menu-1280')
    await clerk.getByTestId('krud-columns').click()
    await expect.poll(() => clerk.getByTestId('krud-columns-panel').isVisible()).toBe(false)
  })

  step('the clerk widens a column by dragging the edge of its header', async () => {
    // The picture column, in the middle: the columns fill the grid, and the one beside it gives way.
    const handle = header(clerk, 'image').locator('.ag-header-cell-resize')
    const box = await handle.boundingBox()
    if (box === null) throw new Error('the picture column has no resize handle')
    const saved = nextSave(clerk)
    const x = box.x + box.width / 2
    const y = box.y + box.height / 2
    await clerk.mouse.move(x, y)
    await clerk.mouse.down()
    for (let dx = 10; dx <= 60; dx += 10) await clerk.mouse.move(x + dx, y)
    await clerk.mouse.up()
    const width = (await saved).columns.find((column) => column.field === 'image')?.width
    expect(width).toBeGreaterThan(builderImageWidth + 40)
    widenedTo = width ?? 0
    // The other changes are kept beside it.
    const stored = await clerk.request.get(LAYOUT_URL, { headers: API_HEADERS })
    const layout = (await stored.json()).layout
    expect(layout.columns.find((column: { field: string }) => column.field === 'view_count').hidden).toBe(true)
    expect(layout.columns.find((column: { field: string }) => column.field === 'published_at').pinned).toBe('right')
  })

  step('after a reload the grid opens as the clerk left it, without drawing the builder’s columns first', async () => {
    // Every header drawn from the start, recorded before the page's own script runs.
    await clerk.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { seenHeaders: string[] }).seenHeaders = seen
      new MutationObserver(() => {
        for (const cell of document.querySelectorAll('.ag-header-cell[role="columnheader"][col-id]')) {
          const id = cell.getAttribute('col-id') ?? ''
          const place = cell.closest('.ag-pinned-right-header') === null ? 'body' : 'right'
          if (!seen.includes(`${id}:${place}`)) seen.push(`${id}:${place}`)
        }
      }).observe(document, { childList: true, subtree: true })
    })
    await openNews(clerk)
    expect(await headerPlace(clerk, 'view_count')).toBe('hidden')
    expect(await headerPlace(clerk, 'published_at')).toBe('right')
    expect(Math.abs((await headerWidth(clerk, 'image')) - widenedTo)).toBeLessThanOrEqual(2)
    const seen = await clerk.evaluate(() => (window as unknown as { seenHeaders: string[] }).seenHeaders)
    expect(seen).toContain('published_at:right')
    expect(seen).not.toContain('view_count:body')
    expect(seen).not.toContain('published_at:body')
    await screenshot(clerk, 'krud-columns-reloaded-1280')
  })

  step('another person still sees the builder’s layout', async () => {
    const other = await browser.newPage({ viewport: { width: 1280, height: 860 } })
    await signInByApi(other, 'admin')
    await openNews(other)
    expect(await headerPlace(other, 'view_count')).toBe('center')
    expect(await headerPlace(other, 'published_at')).toBe('center')
    expect(Math.abs((await headerWidth(other, 'image')) - builderImageWidth)).toBeLessThanOrEqual(2)
    expect(other.errors).toEqual([])
  })

  step('the reset brings the builder’s layout back, and it stays after a reload', async () => {
    await clerk.getByTestId('krud-columns').click()
    const reset = clerk.waitForResponse(
      (response) => response.url().endsWith(LAYOUT_URL) && response.request().method() === 'DELETE',
    )
    await clerk.getByTestId('krud-columns-reset').click()
    expect((await reset).status()).toBe(200)
    await expect.poll(() => headerPlace(clerk, 'view_count')).toBe('center')
    await expect.poll(() => headerPlace(clerk, 'published_at')).toBe('center')
    await expect.poll(() => headerWidth(clerk, 'image')).toBeLessThan(widenedTo - 40)
    await clerk.keyboard.press('Escape')
    await openNews(clerk)
    expect(await headerPlace(clerk, 'view_count')).toBe('center')
    expect(Math.abs((await headerWidth(clerk, 'image')) - builderImageWidth)).toBeLessThanOrEqual(2)
    const stored = await clerk.request.get(LAYOUT_URL, { headers: API_HEADERS })
    expect((await stored.json()).layout).toBeNull()
    expect(clerk.errors).toEqual([])
  })
})
