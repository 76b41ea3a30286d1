// Issue 27: every builder of the heritage example, opened as the administrator would, with a
// field, column or step selected so its property panel is full, shows words a person reads and no
// internal name or regular expression; and each is photographed at 1280 and 1440 px wide, for
// people to look at (.screenshots/builder-<kind>-<width>.png).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { networkSettled, screenshot, signInByApi, skipReason, useBrowser } from './browser.ts'
import { expectNoRawWords, rawWordsOn } from './builderWords.ts'

/** One document of each kind, and what to click so its panel shows the properties of a part. */
const SCREENS: ReadonlyArray<{ kind: string; name: string; select?: string }> = [
  { kind: 'form', name: 'application-form', select: '[data-testid^="form-field-"][draggable]' },
  { kind: 'grid', name: 'application-grid', select: '[data-testid="grid-column-1-select"]' },
  { kind: 'krud', name: 'applications' },
  { kind: 'menu', name: 'admin', select: '[data-testid^="menu-item-"]' },
  { kind: 'role', name: 'staff' },
  { kind: 'datasource', name: 'application-with-bearer' },
  { kind: 'chart', name: 'applications-by-status' },
  { kind: 'workflow', name: 'application-approval', select: '[data-testid^="workflow-node-"]' },
  { kind: 'model', name: 'application' },
  { kind: 'graphql', name: 'feedback' },
  { kind: 'mockup', name: 'heritage-screens' },
]

const WIDTHS = [1280, 1440] as const

/** Opens the stored document's builder and selects its part. */
async function openBuilder(page: Page, screen: (typeof SCREENS)[number]): Promise<void> {
  await page.goto(`/admin/builder/${screen.kind}/${screen.name}`)
  await page.locator(`[data-testid="builder-frame"][data-kind="${screen.kind}"][data-name="${screen.name}"]`).waitFor()
  // The editor and its documents load after the frame: what is judged is the finished screen.
  await networkSettled(page)
  await expect.poll(() => page.locator('.ant-spin-spinning').count(), { timeout: 20_000 }).toBe(0)
  if (screen.select !== undefined) await page.locator(screen.select).first().click()
}

describe.skipIf(skipReason !== '')('every builder in Mongolian', () => {
  const browser = useBrowser()

  it('the raw-word check finds a property key, a widget name and a regular expression on a page', async () => {
    const page = await browser.newPage()
    await page.setContent(
      '<p>Шошгын байрлал</p><p>labelPosition</p><span>process_status_changer</span>' +
        '<p>^[a-z_][a-z0-9_]{0,62}$</p><code>datetimeAutoFill</code><p style="display:none">saveButtonText</p>',
    )
    const found = await rawWordsOn(page)
    // What is shown as code, or hidden, is no word a person is given to read.
    expect(found.names.sort()).toEqual(['labelPosition', 'process_status_changer'])
    expect(found.patterns).toEqual(['^[a-z_][a-z0-9_]{0,62}$'])
  })

  for (const screen of SCREENS) {
    it(`the ${screen.kind} builder shows its properties in words, at 1280 and 1440 px`, async () => {
      const page = await browser.newPage()
      await signInByApi(page, 'admin')
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await openBuilder(page, screen)
        // The picture first, so a screen that fails the check can be looked at.
        await screenshot(page, `builder-${screen.kind}-${width}`)
        await expectNoRawWords(page, `the ${screen.kind} builder at ${width} px`)
      }
      expect(page.errors).toEqual([])
    })
  }

  it('a click on a right’s question mark shows its help and leaves the box as it was; a click on its words ticks it', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'admin')
    await openBuilder(page, { kind: 'role', name: 'staff' })
    const input = page.getByTestId('role-krud-news-c')
    const box = page.locator('.ant-checkbox-wrapper').filter({ has: input })
    const ticked = () => input.isChecked()
    const before = await ticked()
    await box.locator('.anticon-question-circle').click()
    await page.locator('.ant-tooltip').filter({ visible: true }).first().waitFor()
    expect(await ticked()).toBe(before)
    await box.locator('[data-property]').click({ position: { x: 2, y: 2 } })
    await expect.poll(ticked).toBe(!before)
    expect(page.errors).toEqual([])
  })
})
