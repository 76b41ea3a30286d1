// Issue 7: a krud's form alone (spec 2.2): /form/{schema_id}/{id} in the form layout and /form
// without a layout, against the real server: a new record is created and its page becomes the
// record's, a stored one is changed and read back, and the caller's rights decide what shows.
import { describe, expect, it } from 'vitest'
import { screenshot, signInByApi, skipReason, useBrowser } from './browser.ts'

/** Letters only, unique per run: the heritage domain's name is unique. */
const uniqueName = (prefix: string) =>
  `${prefix} ${[...Date.now().toString(10)].map((digit) => 'абвгдежзий'[Number(digit)]).join('')}`

describe.skipIf(skipReason !== '')('the form alone in Chromium', () => {
  const browser = useBrowser()

  it('creates a record at /form/{krud}/new, then edits it at its own address and reads it back', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'staff')
    await page.goto('/form/heritage-domains/new')
    const form = page.getByTestId('record-form')
    await form.waitFor({ state: 'visible', timeout: 20_000 })
    expect(await page.locator('.form-layout').count()).toBe(1)
    expect(await page.getByTestId('record-screen').textContent()).toContain('Өвийн төрөл')

    const name = uniqueName('Туршилтын өв')
    await form.locator('[data-field="name"] input').first().fill(name)
    await form.locator('[data-field="description"] textarea').first().fill('Анхны тайлбар')
    await form.getByTestId('record-form-save').click()
    await page.waitForURL(/\/form\/heritage-domains\/\d+$/, { timeout: 15_000 })
    const id = page.url().split('/').at(-1) ?? ''

    const stored = await page.request.get(`/api/records/heritage-domains/${id}`)
    expect(stored.ok()).toBe(true)
    expect(JSON.stringify((await stored.json()).record)).toContain(name)

    // The stored record's own form, not the new one it replaces: typed into that, an edit is lost.
    const reopened = page.locator('[data-testid="record-form"][data-mode="update"]')
    await reopened.waitFor({ state: 'visible' })
    await expect
      .poll(() => reopened.locator('[data-field="description"] textarea').first().inputValue())
      .toBe('Анхны тайлбар')
    await reopened.locator('[data-field="description"] textarea').first().fill('Зассан тайлбар')
    await reopened.getByTestId('record-form-save').click()
    await expect
      .poll(async () =>
        JSON.stringify((await (await page.request.get(`/api/records/heritage-domains/${id}`)).json()).record),
      )
      .toContain('Зассан тайлбар')
    await screenshot(page, 'form-page')
    expect(page.errors).toEqual([])
  })

  it('shows the form with no layout at /form?schema_id=…&id=…', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'staff')
    await page.goto('/form?schema_id=heritage-domains&id=1')
    const form = page.getByTestId('record-form')
    await form.waitFor({ state: 'visible', timeout: 20_000 })
    expect(await page.locator('.form-layout').count()).toBe(0)
    await expect.poll(() => form.locator('[data-field="name"] input').first().inputValue()).toBe('Уртын дуу')
    expect(page.errors).toEqual([])
  })

  it('says a record does not exist, and refuses a caller without rights or a visitor', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'staff')
    await page.goto('/form/heritage-domains/987654')
    await expect
      .poll(() => page.getByTestId('record-screen-problem').textContent(), { timeout: 20_000 })
      .toContain('Мэдээлэл олдсонгүй')

    // The council has no grant on the heritage domains.
    const council = await browser.newPage()
    await signInByApi(council, 'council1')
    await council.goto('/form/heritage-domains/1')
    await expect
      .poll(() => council.getByTestId('record-screen-problem').textContent(), { timeout: 20_000 })
      .toContain('Мэдээлэл өөрчлөх эрхгүй байна')
    expect(await council.getByTestId('record-form').count()).toBe(0)

    const visitor = await browser.newPage()
    await visitor.goto('/form/heritage-domains/1')
    await expect
      .poll(() => visitor.getByTestId('record-screen-problem').textContent(), { timeout: 20_000 })
      .toContain('Мэдээлэл өөрчлөх эрхгүй байна')
    await visitor.getByRole('link', { name: 'Нэвтрэх' }).click()
    await visitor.waitForURL(/\/auth\/login$/)
  })
})
