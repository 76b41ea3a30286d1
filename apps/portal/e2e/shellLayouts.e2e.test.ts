// Issue 24's smaller shell items in a real browser: the two-level menu opens its second level,
// tablet widths start with the side menu folded, and Escape closes every drawer of the shell.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { MOBILE, screenshot, signInByApi, skipReason, useBrowser } from './browser.ts'
import { newUser, QUIET } from './people.ts'

/** A tablet's width (576–1200, spec 4.6). */
const TABLET = { width: 900, height: 860 }
/** Wide enough for the whole first level of the heritage admin menu in the header. */
const WIDE = { width: 1920, height: 900 }

/** Whether the element with this test id is on screen. */
const shown = (page: Page, testId: string) => page.getByTestId(testId).isVisible()

/** The test id (or tag) of the element that has the keyboard focus. */
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? '')

describe.skipIf(skipReason !== '')('the shell’s drawers and Escape', () => {
  const browser = useBrowser()

  it('closes the settings drawer on Escape, after a choice in it too, and gives the focus back to its button', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'staff')
    await page.goto('/admin')
    await page.getByTestId('open-settings').click()
    await page.getByTestId('settings-drawer').waitFor({ state: 'visible' })
    await page.keyboard.press('Escape')
    await expect.poll(() => shown(page, 'settings-drawer')).toBe(false)
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe('open-settings')

    // A choice in the drawer leaves the mouse over the choice, whose tooltip is then open.
    await page.getByTestId('open-settings').click()
    await page.getByTestId('settings-drawer').waitFor({ state: 'visible' })
    await page.getByTestId('settings-layout-top').click()
    await page.getByTestId('settings-color-cyan').hover()
    await page.keyboard.press('Escape')
    await expect.poll(() => shown(page, 'settings-drawer')).toBe(false)
    await screenshot(page, 'escape-settings-closed')
    expect(page.errors).toEqual([])
  })

  it('closes the notifications list on Escape', async () => {
    const page = await browser.newPage()
    // A new applicant with nothing filed has an empty list (administrators hear of registrations).
    await newUser(page, { ...QUIET, login: 'quiet-layouts' })
    await signInByApi(page, 'quiet-layouts', QUIET.password)
    await page.goto('/admin')
    await page.getByTestId('notifications-bell').click()
    await expect.poll(() => shown(page, 'notifications-empty')).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => shown(page, 'notifications-empty')).toBe(false)
  })

  it('closes a list opened in a drawer first, and the drawer at the next Escape', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'sysadmin')
    await page.goto('/admin/users')
    await page.getByTestId('users-add').click()
    const form = page.getByTestId('user-form')
    await form.waitFor({ state: 'visible' })
    await form.locator('.ant-select').first().click()
    const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    await expect.poll(() => list.count()).toBe(1)
    await page.keyboard.press('Escape')
    await expect.poll(() => list.count()).toBe(0)
    expect(await form.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => form.count()).toBe(0)
  })

  it('closes the user form drawer on Escape', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'sysadmin')
    await page.goto('/admin/users')
    await page.getByTestId('users-add').click()
    await page.getByTestId('user-form').waitFor({ state: 'visible' })
    await page.getByTestId('user-form-login').fill('escape')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByTestId('user-form').count()).toBe(0)
    // The focus leaves the closed drawer. Where it lands is not held here: run alone the
    // opener gets it back, run in this file it sometimes ends on the page's body (left open).
    expect(['user-form-login', 'user-form']).not.toContain(await focused(page))
  })

  it('closes the phone’s menu drawer on Escape', async () => {
    const page = await browser.newPage({ viewport: MOBILE })
    await signInByApi(page, 'sysadmin')
    await page.goto('/admin')
    await page.getByRole('button', { name: 'Цэс дэлгэх' }).click()
    await expect.poll(() => shown(page, 'side-menu')).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => shown(page, 'side-menu')).toBe(false)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Цэс дэлгэх')
  })
})

describe.skipIf(skipReason !== '')('the two-level menu in Chromium', () => {
  const browser = useBrowser()

  /** Signs the system administrator in with the two-level layout chosen in the settings. */
  async function twoLevelPage() {
    const page = await browser.newPage({ viewport: WIDE })
    await signInByApi(page, 'sysadmin')
    await page.goto('/admin/p/news')
    await page.getByTestId('open-settings').click()
    await page.getByTestId('settings-layout-two-level').click()
    await page.keyboard.press('Escape')
    await page.getByTestId('settings-drawer').waitFor({ state: 'hidden' })
    return page
  }

  it('shows a heading’s entries at the side when it is chosen in the header, and they open', async () => {
    const page = await twoLevelPage()
    const top = page.getByTestId('top-menu')
    // News has no second level: the page has no side menu.
    expect(await page.getByTestId('side-menu').count()).toBe(0)
    await top.getByText('Бүртгэл', { exact: true }).click()
    const side = page.getByTestId('side-menu')
    await expect.poll(() => side.isVisible()).toBe(true)
    expect(await side.getByRole('menuitem').allTextContents()).toEqual([
      'Өв тээгч',
      'Элч төлөөлөгч',
      'Дэмжигч',
      'АХАС-ын гишүүд',
    ])
    // The heading is marked as the chosen one in the header.
    await expect.poll(() => top.locator('.ant-menu-item-selected').allTextContents()).toEqual(['Бүртгэл'])
    await screenshot(page, 'two-level-second-level')
    await side.getByText('Элч төлөөлөгч', { exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/admin/p/envoys')
    await expect.poll(() => page.getByTestId('krud-title').textContent()).toContain('Элч төлөөлөгч')
    // On the page it opened, the header still marks its heading and the side its entry.
    expect(await top.locator('.ant-menu-item-selected').allTextContents()).toEqual(['Бүртгэл'])
    expect(await side.locator('.ant-menu-item-selected').allTextContents()).toEqual(['Элч төлөөлөгч'])
    expect(page.errors).toEqual([])
  })

  it('opens the second level from the keyboard: Enter on a heading, then ↓ and Enter at the side', async () => {
    const page = await twoLevelPage()
    await page.getByTestId('top-menu').getByRole('menuitem', { name: 'Лавлах' }).focus()
    await page.keyboard.press('Enter')
    const side = page.getByTestId('side-menu')
    await expect.poll(() => side.isVisible()).toBe(true)
    // The focus went on to the heading's first entry.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Өвийн төрөл')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Аймаг')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/admin/p/aimags')
    await screenshot(page, 'two-level-keyboard')
  })

  it('opens a sub-top heading’s entries at the side, and keeps them there on the page one opens', async () => {
    const page = await twoLevelPage()
    await page.getByTestId('top-menu').getByText('Миний бүртгэл', { exact: true }).click()
    const side = page.getByTestId('side-menu')
    await expect.poll(() => side.getByRole('menuitem').allTextContents()).toEqual(['Хувийн мэдээлэл', 'Нууц үг солих'])
    await side.getByText('Хувийн мэдээлэл', { exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/admin/profile')
    await screenshot(page, 'two-level-sub-top')
    await expect.poll(() => side.getByRole('menuitem').allTextContents()).toEqual(['Хувийн мэдээлэл', 'Нууц үг солих'])
    // Choosing a page of the first level puts its own (empty) second level back.
    await page.getByTestId('top-menu').getByText('Мэдээ', { exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/admin/p/news')
    await expect.poll(() => side.count()).toBe(0)
  })
})

describe.skipIf(skipReason !== '')('the side menu at tablet width in Chromium', () => {
  const browser = useBrowser()

  /** The width of the element with this test id, in px. */
  const widthOf = async (page: Page, testId: string) => (await page.getByTestId(testId).boundingBox())?.width ?? 0

  it('starts folded at 900 px so the grid gets the width, and keeps the person’s choice', async () => {
    const page = await browser.newPage({ viewport: TABLET })
    await signInByApi(page, 'sysadmin')
    await page.goto('/admin/p/news')
    const grid = page.getByTestId('records-grid')
    await grid.waitFor({ state: 'visible' })
    await expect.poll(() => widthOf(page, 'side-menu-sider')).toBeLessThanOrEqual(80)
    // The grid takes what the folded menu leaves: the window less the icons and the margins.
    await expect.poll(() => widthOf(page, 'records-grid')).toBeGreaterThan(TABLET.width - 80 - 2 * 16 - 40)
    // The icons still lead to their pages.
    expect(await page.getByTestId('side-menu').getByRole('menuitem').count()).toBeGreaterThan(3)
    await screenshot(page, 'tablet-folded-menu')

    await page.getByTestId('side-menu-toggle').click()
    await expect.poll(() => widthOf(page, 'side-menu-sider')).toBe(248)
    await page.reload()
    await grid.waitFor({ state: 'visible' })
    await expect.poll(() => widthOf(page, 'side-menu-sider')).toBe(248)
    await page.getByTestId('side-menu-toggle').click()
    await expect.poll(() => widthOf(page, 'side-menu-sider')).toBeLessThanOrEqual(80)
    expect(page.errors).toEqual([])
  })

  it('keeps the menu open at desktop width, folds it when the window narrows to a tablet’s', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'sysadmin')
    await page.goto('/admin/p/news')
    await expect.poll(() => widthOf(page, 'side-menu-sider')).toBe(248)
    await page.setViewportSize(TABLET)
    await expect.poll(() => widthOf(page, 'side-menu-sider')).toBeLessThanOrEqual(80)
    await page.setViewportSize({ width: 1366, height: 860 })
    await expect.poll(() => widthOf(page, 'side-menu-sider')).toBe(248)
  })
})
