// The new screen assistant's steps are looked at by people at the two widths an office screen
// has (issue 27: "screenshots of every builder at 1280 and 1440 px wide").
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { screenshot } from './browser.ts'
import { expectNoRawWords } from './builderWords.ts'

/** The widths each step is taken at. */
export const SHOT_WIDTHS = [1280, 1440] as const

/** Takes `name-1280.png` and `name-1440.png` of the page as it is, then goes back to 1280 px. */
export async function assistantShots(page: Page, name: string): Promise<void> {
  const height = page.viewportSize()?.height ?? 900
  for (const width of SHOT_WIDTHS) {
    await page.setViewportSize({ width, height })
    await screenshot(page, `${name}-${width}`)
  }
  await page.setViewportSize({ width: SHOT_WIDTHS[0], height })
}

/**
 * Presses Create on the summary, waits until every part is made and says so, and checks and
 * shoots the finished summary: at least `parts` parts, all of them made.
 */
export async function createAll(page: Page, parts: number, shot: string): Promise<void> {
  await page.getByTestId('assistant-create').click()
  await page.getByTestId('assistant-done').waitFor({ timeout: 60_000 })
  const statuses = await page
    .getByTestId('assistant-summary')
    .locator('[data-status]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-status')))
  expect(statuses.length).toBeGreaterThanOrEqual(parts)
  expect(new Set(statuses)).toEqual(new Set(['done']))
  await expectNoRawWords(page, `assistant: ${shot}`)
  await assistantShots(page, shot)
}
