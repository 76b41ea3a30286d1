// Issue 7: the map field. A province's boundary is drawn on the map with Geoman's polygon tool,
// saved, shown again when the province is reopened and stored as the drawn ring; a second
// province drawn over it is refused at the field. The heritage project gives no tile addresses,
// so the map draws its plain background and nothing leaves the machine.
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, screenshot, signInByApi, skipReason, useBrowser } from './browser.ts'
import { bodyRows, openBySearch } from './records.ts'

/** The aimag form's map settings (examples/heritage/documents/forms/aimag-form.json). */
const CENTRE = { longitude: 103.8, latitude: 46.8 }
const ZOOM = 5

/** Where a point `dx`, `dy` pixels from the centre of an unmoved map is, in Web Mercator. */
function positionAt(dx: number, dy: number): [number, number] {
  const worldSize = 256 * 2 ** ZOOM
  const longitude = CENTRE.longitude + (dx / worldSize) * 360
  const centreY = Math.log(Math.tan(Math.PI / 4 + (CENTRE.latitude * Math.PI) / 360))
  const y = centreY - (dy / worldSize) * 2 * Math.PI
  const latitude = (360 / Math.PI) * Math.atan(Math.exp(y)) - 90
  return [longitude, latitude]
}

/** Opens the form of the province named `name`. */
async function editProvince(page: Page, name: string): Promise<Locator> {
  await openBySearch(page, name)
  const form = page.getByTestId('record-form')
  await expect.poll(() => form.getByTestId('geographic-map').count(), { timeout: 15_000 }).toBe(1)
  // The map is in a modal that grows as it opens; drawing waits until it stands still.
  await page.waitForTimeout(600)
  return form
}

/** Draws a polygon through the given offsets from the map's centre, closing it on its first corner. */
async function drawPolygon(page: Page, map: Locator, corners: ReadonlyArray<[number, number]>): Promise<void> {
  await map.scrollIntoViewIfNeeded()
  await map.locator('.leaflet-pm-icon-polygon').click()
  const box = await map.locator('.leaflet-container').boundingBox()
  if (box === null) throw new Error('the map has no size')
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  for (const [dx, dy] of [...corners, corners[0] as [number, number]]) {
    await page.mouse.click(centre.x + dx, centre.y + dy)
    await page.waitForTimeout(150)
  }
}

/** A province's stored record, read through the records API. */
async function storedProvince(page: Page, name: string): Promise<{ id: number; _version: string; boundary: unknown }> {
  const list = await page.request.get(`/api/records/aimags?search=${encodeURIComponent(name)}`)
  const rows = ((await list.json()) as { rows: Array<{ id: number; name: string }> }).rows
  const row = rows.find((candidate) => candidate.name === name)
  if (row === undefined) throw new Error(`no province ${name}`)
  const read = await page.request.get(`/api/records/aimags/${row.id}`)
  return ((await read.json()) as { record: { id: number; _version: string; boundary: unknown } }).record
}

/** A province's stored boundary, read through the records API. */
async function storedBoundary(page: Page, name: string): Promise<unknown> {
  return (await storedProvince(page, name)).boundary
}

describe.skipIf(skipReason !== '')('the map field in Chromium', () => {
  const browser = useBrowser()

  it('draws a province’s boundary, stores the drawn ring, and refuses another province over it', async () => {
    const page = await browser.newPage()
    // Every request that leaves the machine: a tile server, a font, anything.
    const outside: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (!url.protocol.startsWith('http')) return
      if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) outside.push(request.url())
    })
    await signInByApi(page, 'admin')
    await page.goto('/admin/p/aimags')
    await expect.poll(() => bodyRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0)

    // Arkhangai: a square of 160 pixels west of the map's centre, below the drawing tool's
    // buttons (its "finish / remove last corner / cancel" bar opens to the right of the tool).
    const corners: Array<[number, number]> = [
      [-200, -40],
      [-40, -40],
      [-40, 120],
      [-200, 120],
    ]
    let form = await editProvince(page, 'Архангай')
    let map = form.getByTestId('geographic-map')
    expect(await map.getAttribute('data-background')).toBe('plain')
    expect(await map.getAttribute('data-shape')).toBe('empty')
    await drawPolygon(page, map, corners)
    await expect.poll(() => map.getAttribute('data-shape')).toBe('drawn')
    await form.getByTestId('record-form-save').click()
    await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(0)

    const stored = (await storedBoundary(page, 'Архангай')) as { type: string; coordinates: number[][][] }
    expect(stored.type).toBe('Polygon')
    const ring = stored.coordinates[0] ?? []
    expect(ring).toHaveLength(corners.length + 1)
    expect(ring[0]).toEqual(ring[ring.length - 1])
    // Each corner where it was clicked, to a pixel or so (0.05° is under two pixels at zoom 5).
    for (const [index, [dx, dy]] of corners.entries()) {
      const [longitude, latitude] = positionAt(dx, dy)
      const corner = ring[index] ?? []
      expect(Math.abs((corner[0] ?? 0) - longitude)).toBeLessThan(0.05)
      expect(Math.abs((corner[1] ?? 0) - latitude)).toBeLessThan(0.05)
    }

    // Reopened, the province shows its boundary.
    form = await editProvince(page, 'Архангай')
    map = form.getByTestId('geographic-map')
    await expect.poll(() => map.getAttribute('data-shape')).toBe('drawn')
    expect(await map.locator('.leaflet-overlay-pane path').count()).toBe(1)
    await page.locator('.ant-modal-close').click()
    await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(0)

    // Bayan-Ölgii drawn across Arkhangai's eastern half: refused at the field.
    form = await editProvince(page, 'Баян-Өлгий')
    map = form.getByTestId('geographic-map')
    await drawPolygon(page, map, [
      [-100, 0],
      [60, 0],
      [60, 150],
      [-100, 150],
    ])
    await expect.poll(() => map.getAttribute('data-shape')).toBe('drawn')
    await form.getByTestId('record-form-save').click()
    await expect
      .poll(() => form.locator('[data-field="boundary"]').textContent(), { timeout: 15_000 })
      .toContain('Зурсан хэлбэр бүртгэлтэй өөр хэлбэртэй давхцаж байна')
    expect(await storedBoundary(page, 'Баян-Өлгий')).toBeNull()
    await map.scrollIntoViewIfNeeded()
    await screenshot(page, 'geographic')

    expect(outside).toEqual([])
    expect(page.errors).toEqual([])
  })

  it('shows a stored shape read-only without tools, on the plain background when the tiles do not load', async () => {
    // The admin stores a boundary east of where the first test draws, so it overlaps nothing.
    const admin = await browser.newPage()
    await signInByApi(admin, 'admin')
    const province = await storedProvince(admin, 'Баянхонгор')
    const boundary = {
      type: 'Polygon',
      coordinates: [
        [
          [106, 44],
          [108, 44],
          [108, 45.5],
          [106, 45.5],
          [106, 44],
        ],
      ],
    }
    const saved = await admin.request.patch(
      `/api/records/aimags/${province.id}?version=${encodeURIComponent(province._version)}`,
      { data: { boundary }, headers: { 'X-Requested-With': 'XMLHttpRequest' } },
    )
    expect(saved.status(), await saved.text()).toBe(200)

    // Staff may only read provinces: their form is read-only.
    const page = await browser.newPage()
    const outside: string[] = []
    const tiles: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/missing-tiles/')) tiles.push(url.pathname)
      if (url.protocol.startsWith('http') && !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
        outside.push(request.url())
    })
    // A project whose tile server does not answer: tiles on this machine, at an address that
    // serves no images.
    await page.route('**/api/lambda-config', async (route) => {
      const response = await route.fetch()
      const config = (await response.json()) as Record<string, unknown>
      const tileLayer = { url: `${baseUrl}/missing-tiles/{z}/{x}/{y}.png` }
      await route.fulfill({ response, json: { ...config, map: { openstreetmap: tileLayer, satellite: tileLayer } } })
    })
    await signInByApi(page, 'staff')
    await page.goto('/admin/p/aimags')
    // The admin's change is announced to the staff's open grid, which may redraw while the row
    // is picked: openBySearch selects until the found row is the selected one.
    await openBySearch(page, 'Баянхонгор', 'krud-view')
    const map = page.getByTestId('record-form').getByTestId('geographic-map')
    await expect.poll(() => map.getAttribute('data-shape'), { timeout: 15_000 }).toBe('drawn')
    await expect.poll(() => map.getAttribute('data-background'), { timeout: 15_000 }).toBe('plain')
    expect(tiles.length).toBeGreaterThan(0)
    expect(await map.getByTestId('geographic-tiles-failed').count()).toBe(1)
    // Read-only: the shape without the drawing tools.
    expect(await map.locator('.leaflet-pm-toolbar').count()).toBe(0)
    expect(await map.locator('.leaflet-overlay-pane path').count()).toBe(1)
    await screenshot(page, 'geographic-readonly')
    expect(outside).toEqual([])
    // The missing tiles are the point of this test; nothing else failed.
    expect(page.errors.filter((error) => !error.includes('/missing-tiles/'))).toEqual([])
  })
})
