// What the browser tests share about a krud's screen and its records: the grid's rows, selecting
// one, opening the one a search finds, and files to upload.
import { crc32, deflateSync } from 'node:zlib'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** The header the records API wants on a call made with the page's session. */
export const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' }

/** The grid's drawn data rows (ag-grid draws pinned and body parts of a row in separate containers). */
export const bodyRows = (page: Page) => page.locator('[data-testid="records-grid"] .ag-center-cols-container .ag-row')

/** Clicks the grid's first row, or its box in a grid with checkbox selection; does not wait. */
async function clickFirstRow(page: Page): Promise<void> {
  // A grid with a selection column may pin it left, outside the body rows' container.
  const checkbox = page
    .locator('[data-testid="records-grid"] .ag-row[row-index="0"]')
    .locator('.ag-selection-checkbox input, input[type="checkbox"]')
    .first()
  if ((await checkbox.count()) > 0) await checkbox.check()
  else await bodyRows(page).first().click()
}

/**
 * Selects the grid's first row and waits until it shows as chosen, choosing it again when a
 * redraw lost the choice. A person acts on the row only then: a toolbar button pressed sooner,
 * while the screen has not taken the choice in yet, finds nothing chosen (a loaded run did).
 */
export async function selectFirstRow(page: Page): Promise<void> {
  const chosen = page.locator('[data-testid="records-grid"] .ag-row-selected[row-index="0"]')
  await expect
    .poll(
      async () => {
        if ((await chosen.count()) > 0) return true
        await clickFirstRow(page)
        return (await chosen.count()) > 0
      },
      { timeout: 15_000 },
    )
    .toBe(true)
}

/** Finds the one record the search `text` matches and opens it with the edit (or view) button. */
export async function openBySearch(
  page: Page,
  text: string,
  button: 'krud-edit' | 'krud-view' = 'krud-edit',
): Promise<Locator> {
  await page.getByTestId('krud-search').locator('input').fill(text)
  await expect.poll(() => bodyRows(page).count(), { timeout: 15_000 }).toBe(1)
  await expect.poll(() => page.getByTestId('records-grid').textContent(), { timeout: 15_000 }).toContain(text)
  // The grid can redraw between the search and the click (a change another test made is
  // announced to every open grid), leaving another row selected: select until the selected row
  // is the one found. A row's parts (pinned columns, body) are drawn in separate containers:
  // one selected row is one row-index, and its text is the text of all its parts.
  const selectedText = () =>
    page.locator('[data-testid="records-grid"] .ag-row-selected').evaluateAll((parts) => {
      const rows = new Set(parts.map((part) => part.getAttribute('row-index')))
      return rows.size === 1 ? parts.map((part) => part.textContent ?? '').join(' ') : ''
    })
  await expect
    .poll(
      async () => {
        if ((await selectedText()).includes(text)) return true
        await clickFirstRow(page)
        return false
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  await page.getByTestId(button).click()
  const form = page.getByTestId('record-form')
  await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(1)
  return form
}

/**
 * A PNG of `width` × `height` pixels coloured by `pixel`, made here so a test needs no file of
 * its own.
 */
export function pngImage(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]) {
  const rows: Buffer[] = []
  for (let y = 0; y < height; y += 1) {
    // Each row starts with its filter type, 0 (none), then RGB per pixel.
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x += 1) row.set(pixel(x, y), 1 + x * 3)
    rows.push(row)
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const check = Buffer.alloc(4)
    check.writeUInt32BE(crc32(typed))
    return Buffer.concat([length, typed, check])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per sample
  header[9] = 2 // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
