import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, MOBILE, screenshot, signInByApi, skipReason, useBrowser } from './browser.ts'

describe.skipIf(skipReason !== '')('the lock screen in Chromium', () => {
  const browser = useBrowser()

  it('locks from the user menu, survives a reload, refuses a wrong password and unlocks with the right one', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'council2')
    await page.goto('/admin')
    await page.getByTestId('user-menu').click()
    await page.getByRole('menuitem', { name: 'Дэлгэц түгжих' }).click()

    const lock = page.getByTestId('lock-screen')
    await lock.waitFor({ state: 'visible' })
    expect(await page.getByTestId('lock-clock').textContent()).toMatch(/^\d{2}:\d{2}$/)
    expect(await page.getByTestId('lock-date').textContent()).not.toBe('')
    expect(await page.getByTestId('lock-online').getAttribute('data-online')).toBe('true')
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
    await expect.poll(() => page.getByTestId('lock-background').getAttribute('data-picture')).toBe('default')
    await screenshot(page, 'lock-desktop')

    // A reload does not get past the lock.
    await page.reload()
    await lock.waitFor({ state: 'visible' })

    const toggle = page.getByTestId('lock-unlock-toggle')
    expect(await toggle.textContent()).toContain('Түгжээ тайлах')
    await toggle.click()
    expect(await toggle.textContent()).toContain('Болих')
    expect(await page.getByTestId('lock-user-name').textContent()).toContain('Оюунчимэг')
    await toggle.click()
    await expect.poll(() => page.getByTestId('lock-password-box').count()).toBe(0)
    await toggle.click()

    // Empty, then wrong: both refused with the spec's message.
    await page.getByTestId('lock-submit').click()
    await expect.poll(() => page.getByTestId('lock-error').textContent()).toBe('Нууц үг буруу байна')
    await page.getByTestId('lock-password').fill('not-the-password')
    await page.getByTestId('lock-password').press('Enter')
    await expect.poll(() => page.getByTestId('lock-error').textContent()).toBe('Нууц үг буруу байна')

    await page.getByTestId('lock-password').fill(DEMO_PASSWORD)
    await page.getByTestId('lock-submit').click()
    await expect.poll(() => page.getByTestId('lock-screen').count()).toBe(0)
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
    // The session in use is still the one signed in before the lock.
    const me = await page.evaluate(async () => (await fetch('/api/auth/me', { credentials: 'include' })).status)
    expect(me).toBe(200)
    expect(page.errors).toEqual([])
  })

  it('keeps a picked background image and refuses a file that is no image', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'council3')
    await page.goto('/admin')
    await page.getByTestId('user-menu').click()
    await page.getByRole('menuitem', { name: 'Дэлгэц түгжих' }).click()
    await page.getByTestId('lock-screen').waitFor()
    await page
      .getByTestId('lock-background-input')
      .setInputFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('text') })
    await expect
      .poll(() => page.getByTestId('lock-background-error').textContent())
      .toContain('зөвхөн зураг оруулна уу!')
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#c00"/></svg>'
    await page
      .getByTestId('lock-background-input')
      .setInputFiles({ name: 'red.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) })
    await expect.poll(() => page.getByTestId('lock-background').getAttribute('data-picture')).toBe('picked')
    // Saving to IndexedDB (database version 1, key lockImg) finishes after the picture shows.
    const storedImage = () =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const opened = indexedDB.open('tamga', 1)
            opened.onsuccess = () => {
              const read = opened.result.transaction('keyval').objectStore('keyval').get('lockImg')
              read.onsuccess = () => resolve(read.result instanceof Blob)
              read.onerror = () => resolve(false)
            }
            opened.onerror = () => resolve(false)
          }),
      )
    await expect.poll(storedImage).toBe(true)
    await page.reload()
    await expect.poll(() => page.getByTestId('lock-background').getAttribute('data-picture')).toBe('picked')
  })

  it('fits a phone’s width', async () => {
    const page = await browser.newPage({ viewport: MOBILE })
    await signInByApi(page, 'council1')
    await page.goto('/admin')
    await page.getByTestId('user-menu').click()
    await page.getByRole('menuitem', { name: 'Дэлгэц түгжих' }).click()
    await page.getByTestId('lock-screen').waitFor()
    await page.getByTestId('lock-unlock-toggle').click()
    await screenshot(page, 'lock-mobile')
  })
})
