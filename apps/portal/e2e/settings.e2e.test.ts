import { describe, expect, it } from 'vitest'
import { MOBILE, screenshot, signInByApi, skipReason, useBrowser } from './browser.ts'

describe.skipIf(skipReason !== '')('the settings drawer in Chromium', () => {
  const browser = useBrowser()

  it('changes layout, colour, dark mode and multi-tab at once and keeps them across a reload', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'staff')
    await page.goto('/admin')
    await page.getByTestId('open-settings').click()
    const drawer = page.getByTestId('settings-drawer')
    await drawer.waitFor({ state: 'visible' })
    await screenshot(page, 'settings-drawer-desktop')

    await page.getByTestId('settings-layout-top').click()
    await expect.poll(() => page.getByTestId('top-menu').count()).toBe(1)
    await page.getByTestId('settings-color-golden-purple').click()
    await page.getByTestId('settings-multi-tab').click()
    await expect.poll(() => page.getByTestId('tabs-bar').count()).toBe(1)
    // Away from the switch, whose hover colour is lighter.
    await page.mouse.move(600, 600)
    const primary = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('.ant-switch-checked') as Element).backgroundColor)
    await expect.poll(primary).toBe('rgb(114, 46, 209)')
    // Dark mode darkens the shell's background.
    const background = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('.module-header') as Element).backgroundColor)
    const before = await background()
    await page.getByTestId('settings-dark-mode').click()
    await expect.poll(background).not.toBe(before)

    await page.reload()
    await expect.poll(() => page.getByTestId('top-menu').count()).toBe(1)
    await expect.poll(() => page.getByTestId('tabs-bar').count()).toBe(1)
    const stored = await page.evaluate(() => localStorage.getItem('tamga:display-settings'))
    expect(stored).toContain('"layout":"top"')
    expect(stored).toContain('"expires"')
    expect(page.errors).toEqual([])
  })

  it('forces a fluid content width while the layout is the side menu', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'staff')
    await page.goto('/admin')
    await page.getByTestId('open-settings').click()
    await page.getByTestId('settings-layout-sidebar').click()
    const width = page.getByTestId('settings-content-width')
    expect(await width.locator('.ant-segmented-item-disabled').count()).toBeGreaterThan(0)
  })

  it('fits a phone’s width', async () => {
    const page = await browser.newPage({ viewport: MOBILE })
    await signInByApi(page, 'staff')
    await page.goto('/admin')
    await page.getByTestId('open-settings').click()
    await page.getByTestId('settings-drawer').waitFor({ state: 'visible' })
    await screenshot(page, 'settings-drawer-mobile')
  })
})
