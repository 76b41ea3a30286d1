// Issue 29: a builder who lets a GraphQL entry add rows but hides a field every insert needs is
// told so at the hidden fields, in words, with the fields named: every `add` would be refused.
import { describe, expect, it } from 'vitest'
import { screenshot, signInByApi, skipReason, useBrowser } from './browser.ts'

const WARNING = 'Нэмэхэд заавал шаардлагатай талбарыг нуусан тул GraphQL-ээр мөр нэмэх хүсэлт бүр татгалзагдана:'

describe.skipIf(skipReason !== '')('the GraphQL entry builder', () => {
  const browser = useBrowser()

  it('warns when an entry that adds rows hides a field an insert requires, and stops when it is shown', {
    timeout: 120_000,
  }, async () => {
    const admin = await browser.newPage()
    await signInByApi(admin, 'admin')
    await admin.goto('/admin/builder/graphql/news')
    const frame = admin.locator('[data-testid="builder-frame"][data-kind="graphql"][data-name="news"]')
    await frame.waitFor()
    const warning = admin.getByTestId('graphql-hidden-required')
    const title = admin.getByTestId('graphql-hidden-title')
    const add = admin.getByTestId('graphql-action-add')

    // Hiding the title of an entry that adds nothing says nothing.
    await title.click()
    await expect.poll(() => frame.getAttribute('data-dirty')).toBe('true')
    expect(await warning.count()).toBe(0)
    // Allowing adds with the title hidden: every insert needs the title (the news form requires it).
    await add.click()
    await warning.waitFor()
    expect(await warning.textContent()).toContain(WARNING)
    expect(await warning.locator('code').allTextContents()).toEqual(['title'])
    await warning.scrollIntoViewIfNeeded()
    await screenshot(admin, 'builder-graphql-hidden-required')
    // The body too: both named, in the model's order.
    await admin.getByTestId('graphql-hidden-body').click()
    await expect.poll(() => warning.locator('code').allTextContents()).toEqual(['title', 'body'])
    // Shown again, the warning goes; a column no insert needs (the author) may stay hidden.
    await title.click()
    await admin.getByTestId('graphql-hidden-body').click()
    await warning.waitFor({ state: 'hidden' })
    expect(await admin.getByTestId('graphql-hidden-created_by').isChecked()).toBe(true)

    for (let undo = 0; undo < 10 && (await frame.getAttribute('data-dirty')) === 'true'; undo++)
      await admin.getByTestId('builder-undo').click()
    await expect.poll(() => frame.getAttribute('data-dirty')).toBe('false')
    expect(admin.errors).toEqual([])
  })
})
