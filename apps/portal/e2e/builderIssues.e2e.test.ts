// Issue 27: a builder's issue is a sentence in the person's language, at the field, that says
// what is wrong and how to mend it; the JSON Pointer and the regular expression stay folded
// away for experts. And the builder list shows when a document changed in the project's time
// zone (Ulaanbaatar), as every other time of the app.
import { formatDateTime } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { screenshot, signInByApi, skipReason, useBrowser } from './browser.ts'

const SQL_NAME_SENTENCE =
  'Бичлэг нь буруу байна. Зөвхөн латин жижиг үсэг, тоо, доогуур зураас (_) ашиглана; тоогоор эхлэхгүй, 63 тэмдэгтээс ихгүй. Жишээ: event_date'

describe.skipIf(skipReason !== '')('issues in the builders, in Mongolian', () => {
  const browser = useBrowser()

  it('a bad column name is told at its box as a sentence with an example, the pointer only behind the details', {
    timeout: 120_000,
  }, async () => {
    const admin = await browser.newPage()
    await signInByApi(admin, 'admin')
    await admin.goto('/admin/builder/model/application')
    await admin.locator('[data-testid="builder-frame"][data-kind="model"][data-name="application"]').waitFor()

    await admin.getByTestId('model-column-0-name').fill('Event Date')
    const atField = admin.locator('[data-testid="issue-text"][data-path="/columns/0/name"]')
    await atField.waitFor()
    expect(await atField.locator('.ant-typography').textContent()).toBe(SQL_NAME_SENTENCE)
    // Folded: the sentence is all a person reads; no pointer or expression is on the screen.
    const details = atField.getByTestId('issue-details')
    expect(await details.isVisible()).toBe(false)
    // biome-ignore lint/performance/useDomNodeTextContent: what is on the screen, folded details left out, is the point
    const shown = await admin.locator('body').innerText()
    expect(shown).not.toContain('^[a-z_]')
    expect(shown).not.toContain('/columns/0/name')

    // The frame's list: the same sentence first, then where it is in words.
    const listed = admin.getByTestId('builder-issues').locator('[data-path="/columns/0/name"]')
    expect(await listed.textContent()).toContain(SQL_NAME_SENTENCE)
    expect(await listed.getByTestId('builder-issue-place').textContent()).toMatch(/^Баганууд → «.+» → Нэр$/)
    await screenshot(admin, 'builder-issue-at-field')

    // An expert opens the details and reads the pointer, the code and the form.
    await atField.getByTestId('issue-details-toggle').click()
    await expect.poll(() => details.isVisible()).toBe(true)
    await details.scrollIntoViewIfNeeded()
    expect(await details.textContent()).toBe('/columns/0/name · pattern · ^[a-z_][a-z0-9_]{0,62}$')
    await screenshot(admin, 'builder-issue-details')
    await admin.getByTestId('builder-undo').click()
    await expect.poll(() => admin.getByTestId('builder-issues').count()).toBe(0)
    expect(admin.errors).toEqual([])
  })

  it("the builder list shows when each document changed in the project's time zone", async () => {
    const admin = await browser.newPage()
    await signInByApi(admin, 'admin')
    await admin.goto('/admin/builder/model')
    const row = admin.locator('[data-testid="builder-list"] tr[data-row-key="application"]')
    await row.waitFor()
    type Summary = { name: string; updatedAt: string }
    const body = (await admin.evaluate(async () => (await fetch('/api/documents/model')).json())) as {
      documents?: Summary[]
      data?: { documents?: Summary[] }
    }
    const application = (body.documents ?? body.data?.documents ?? []).find((one) => one.name === 'application')
    expect(application).toBeDefined()
    expect(await row.textContent()).toContain(formatDateTime(application?.updatedAt))
  })
})
