// Issue 11, "the admin area's project settings: download a zip": the super admin opens
// server-project generation from the builders and downloads the project as a Go and a Laravel
// server project; a staff member is refused.
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { screenshot, signInByApi, skipReason, useBrowser } from './browser.ts'

describe.skipIf(skipReason !== '')('server-project generation in Chromium', () => {
  const browser = useBrowser()

  it('downloads the project as a Go and a Laravel project from the project settings', {
    timeout: 120_000,
  }, async () => {
    const admin = await browser.newPage()
    await signInByApi(admin, 'admin')
    await admin.goto('/admin/builder')
    await admin.getByTestId('builder-home').waitFor()
    await admin.goto('/admin/builder/generate')
    await admin.getByTestId('generate-go').waitFor()
    await screenshot(admin, 'builder-generate')

    const folder = await mkdtemp(join(tmpdir(), 'tamga-generated-'))
    for (const [target, marker] of [
      ['go', 'go.mod'],
      ['laravel', 'composer.json'],
    ] as const) {
      const download = admin.waitForEvent('download')
      await admin.getByTestId(`generate-${target}-download`).click()
      const file = await download
      expect(file.suggestedFilename()).toBe(`heritage-${target}.zip`)
      const path = join(folder, file.suggestedFilename())
      await file.saveAs(path)
      const entries = unzipSync(new Uint8Array(await readFile(path)))
      expect(Object.keys(entries)).toContain(`heritage-${target}/${marker}`)
    }
    expect(admin.errors).toEqual([])
  })

  it('refuses the download to a role outside the documents area', { timeout: 60_000 }, async () => {
    const staff = await browser.newPage()
    await signInByApi(staff, 'staff')
    await staff.goto('/admin/builder/generate')
    const status = await staff.evaluate(async () => {
      const response = await fetch('/api/generate/go', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
      return response.status
    })
    expect(status).toBe(403)
  })
})
