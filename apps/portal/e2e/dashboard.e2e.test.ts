// Issue 7: the admin home's dashboard against the real server and the heritage seed: the charts
// the role's document grants, drawn by the renderer's ChartView (ECharts, tables, count boxes),
// drawn again in dark mode, and the recent activity the caller may see.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { formatNumber, type RoleDocument } from '@tamga/schema'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, MOBILE, screenshot, signInByApi, skipReason, useBrowser } from './browser.ts'

const roles = resolve(import.meta.dirname, '../../../examples/heritage/documents/roles')
const dashboardOf = (role: string): string[] =>
  (JSON.parse(readFileSync(resolve(roles, `${role}.json`), 'utf8')) as RoleDocument).dashboard ?? []

/** The super admin's charts (the `admin` account), and the staff's. */
const ADMIN_CHARTS = dashboardOf('super-admin')
const STAFF_CHARTS = dashboardOf('staff')

/** A window tall enough for the whole dashboard in one picture. */
const TALL = { width: 1440, height: 2000 }

/** Headers of an API call as `login`. */
async function apiAs(page: Page, login: string) {
  const response = await page.request.post('/api/auth/login', {
    data: { login, password: DEMO_PASSWORD },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  })
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' }
}

const chartOf = (page: Page, name: string) => page.getByTestId(`chart-${name}`)

/** Waits until every named chart says it has drawn, in the given theme. */
async function waitUntilDrawn(page: Page, names: readonly string[], theme: 'light' | 'dark' = 'light') {
  for (const name of names) {
    const chart = chartOf(page, name)
    await expect
      .poll(async () => `${await chart.getAttribute('data-theme')} ${await chart.getAttribute('data-drawn')}`, {
        timeout: 30_000,
      })
      .toBe(`${theme} true`)
  }
}

/** The names of the charts on the page, in their order. */
const chartsShown = (page: Page) =>
  page
    .locator('section[data-chart-type]')
    .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-testid')?.replace(/^chart-/, '')))

/** How many pixels of the chart's canvas ECharts painted (0 for a blank canvas). */
const paintedPixels = (page: Page, name: string) =>
  chartOf(page, name)
    .locator('canvas')
    .first()
    .evaluate((element) => {
      const canvas = element as HTMLCanvasElement
      const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? []
      let painted = 0
      for (let alpha = 3; alpha < pixels.length; alpha += 4) if ((pixels[alpha] ?? 0) > 0) painted += 1
      return painted
    })

const canvasPicture = (page: Page, name: string) =>
  chartOf(page, name)
    .locator('canvas')
    .first()
    .evaluate((element) => (element as HTMLCanvasElement).toDataURL())

describe.skipIf(skipReason !== '')('the admin dashboard in Chromium', () => {
  const browser = useBrowser()

  it('draws the super admin’s heritage charts from the seed, with the counts the API answers', async () => {
    const page = await browser.newPage({ viewport: TALL })
    const admin = await apiAs(page, 'admin')
    // Something for the timeline: a news item the admin adds through the records API.
    const title = `Самбарын мэдээ ${Date.now()}`
    const created = await page.request.post('/api/records/news', {
      headers: admin,
      data: { title, body: '<p>Самбарт харагдах мэдээ</p>' },
    })
    expect(created.status()).toBe(200)

    await signInByApi(page, 'admin')
    await page.goto('/admin')
    await waitUntilDrawn(page, ADMIN_CHARTS)
    expect(await chartsShown(page)).toEqual([
      ...ADMIN_CHARTS.filter((name) => name.endsWith('-count')),
      ...ADMIN_CHARTS.filter((name) => !name.endsWith('-count')),
    ])

    // A count box shows the number the chart endpoint answers, with the chart's title.
    const answer = await page.request.get('/api/charts/published-news-count/data', { headers: admin })
    const newsCount = ((await answer.json()) as { rows: Array<{ news_count: number }> }).rows[0]?.news_count
    expect(newsCount).toBeGreaterThan(0)
    expect(await page.getByTestId('chart-published-news-count-value').textContent()).toBe(formatNumber(newsCount ?? 0))
    expect(await chartOf(page, 'published-news-count').textContent()).toContain('Нийтлэгдсэн мэдээ')

    // Every drawn chart paints its canvas; the heritage dashboard draws bars both ways, an area and pies.
    const drawnTypes = await page
      .locator('section[data-chart-type]')
      .evaluateAll((sections) =>
        sections.map((section) => [
          section.getAttribute('data-chart-type') ?? '',
          section.getAttribute('data-testid')?.replace(/^chart-/, '') ?? '',
        ]),
      )
    const drawnCharts = drawnTypes.filter(([type]) => type !== 'number' && type !== 'table')
    expect([...new Set(drawnCharts.map(([type]) => type))].sort()).toEqual(['area', 'bar', 'horizontal-bar', 'pie'])
    for (const [type, name] of drawnCharts) {
      expect({ type, name, painted: (await paintedPixels(page, name ?? '')) > 2000 }).toEqual({
        type,
        name,
        painted: true,
      })
    }
    // The table lists a row per heritage bearer the API counts, amounts with separators.
    const table = await page.request.get('/api/charts/applications-by-bearer/data', { headers: admin })
    const tableRows = ((await table.json()) as { rows: unknown[] }).rows
    const listed = chartOf(page, 'applications-by-bearer').locator('tbody tr')
    expect(await listed.count()).toBe(tableRows.length)
    expect(await chartOf(page, 'applications-by-bearer').textContent()).toMatch(/\d{1,3}(,\d{3})+/)

    // The timeline names who added the news item, and leads to the news screen.
    const entry = page.getByTestId('activity-entry').filter({ hasText: title })
    await expect.poll(() => entry.count()).toBe(1)
    expect(await entry.getAttribute('data-action')).toBe('create')
    expect(await entry.textContent()).toContain('нэмсэн')

    await screenshot(page, 'dashboard')
    await entry.getByRole('link').click()
    await page.waitForURL((url) => url.pathname === '/admin/p/news')
    expect(page.errors).toEqual([])
  })

  it('draws the charts again in dark colours when dark mode is switched on', async () => {
    const page = await browser.newPage({ viewport: TALL })
    await signInByApi(page, 'admin')
    await page.goto('/admin')
    await waitUntilDrawn(page, ADMIN_CHARTS)
    const light = await canvasPicture(page, 'applications-by-status')

    await page.getByTestId('open-settings').click()
    await page.getByTestId('settings-drawer').waitFor({ state: 'visible' })
    await page.getByTestId('settings-dark-mode').click()
    await page.locator('.ant-drawer-close').click()
    await page.getByTestId('settings-drawer').waitFor({ state: 'hidden' })
    await waitUntilDrawn(page, ADMIN_CHARTS, 'dark')
    expect(await canvasPicture(page, 'applications-by-status')).not.toBe(light)
    expect(await paintedPixels(page, 'registrations-per-month')).toBeGreaterThan(2000)
    await page.mouse.move(0, 0)
    await screenshot(page, 'dashboard-dark')
    expect(page.errors).toEqual([])
  })

  it('shows the staff only the charts its role is granted, and a count box opens its records', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'staff')
    await page.goto('/admin')
    await waitUntilDrawn(page, STAFF_CHARTS)
    expect(STAFF_CHARTS).toEqual(['applications-by-status', 'registrations-per-month'])
    expect(await chartsShown(page)).toEqual(STAFF_CHARTS)
    expect(await page.getByTestId('chart-published-news-count').count()).toBe(0)
    expect(await paintedPixels(page, 'registrations-per-month')).toBeGreaterThan(2000)
    expect(page.errors).toEqual([])

    const admin = await browser.newPage()
    await signInByApi(admin, 'admin')
    await admin.goto('/admin')
    await waitUntilDrawn(admin, ['published-bearers-count'])
    await chartOf(admin, 'published-bearers-count').locator('a').click()
    await admin.waitForURL((url) => url.pathname === '/admin/p/heritage-bearers')
  })

  it('draws the monthly chart over every month, a month without applications at 0', async () => {
    const page = await browser.newPage()
    // An application registered today, long after the seed's (February to June 2025).
    const applicant = await apiAs(page, 'applicant')
    const created = await page.request.post('/api/records/applications', {
      headers: applicant,
      data: {
        heritage_bearer_id: 8,
        title: `Сарын график ${Date.now()}`,
        description: 'Хоосон саруудын шалгалт',
        amount: 1000,
      },
    })
    expect(created.status()).toBe(200)

    const staff = await apiAs(page, 'staff')
    const answer = await page.request.get('/api/charts/registrations-per-month/data', { headers: staff })
    const rows = ((await answer.json()) as { rows: Array<{ month: string; application_count: number }> }).rows
    const months = rows.map((row) => row.month)
    // One row per calendar month from the first to the last, none left out.
    const [firstYear = 0, firstMonth = 0] = (months[0] ?? '').split('-').map(Number)
    const continuous = months.map((_, index) => {
      const month = firstYear * 12 + firstMonth - 1 + index
      return `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`
    })
    expect(months).toEqual(continuous)
    expect(months[0]).toBe('2025-02')
    expect(rows.find((row) => row.month === '2025-07')?.application_count).toBe(0)
    expect(rows.at(-1)?.application_count).toBeGreaterThan(0)

    await signInByApi(page, 'staff')
    await page.goto('/admin')
    await waitUntilDrawn(page, ['registrations-per-month'])
    // What the chart draws: the axis tooltip names each point's month and count as the
    // pointer crosses the plot, a point per month and 0 where nothing was registered.
    const chart = chartOf(page, 'registrations-per-month').locator('div[role="img"]')
    const box = await chart.boundingBox()
    if (box === null) throw new Error('the monthly chart is not on screen')
    const drawn = new Map<string, string>()
    for (let x = box.x + 8; x < box.x + box.width - 8; x += 4) {
      await page.mouse.move(x, box.y + box.height / 2)
      const tip = await chart.evaluate((element) => {
        const tooltip = [...element.querySelectorAll('div')].find((div) => div.style.zIndex === '9999999')
        return tooltip?.style.display === 'none' ? '' : (tooltip?.textContent ?? '')
      })
      const point = /(\d{4}-\d{2})\D*?([\d,]+)\s*$/.exec(tip.trim())
      if (point?.[1] !== undefined && point[2] !== undefined) drawn.set(point[1], point[2])
    }
    expect([...drawn.keys()]).toEqual(months)
    expect(drawn.get('2025-07')).toBe('0')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await screenshot(page, 'dashboard-monthly-chart')
    expect(page.errors).toEqual([])
  })

  it('fits the charts to a phone’s width', async () => {
    const page = await browser.newPage({ viewport: MOBILE })
    await signInByApi(page, 'staff')
    await page.goto('/admin')
    await waitUntilDrawn(page, STAFF_CHARTS)
    for (const name of STAFF_CHARTS) {
      const box = await chartOf(page, name).locator('canvas').first().boundingBox()
      expect(box?.width).toBeGreaterThan(200)
      expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(MOBILE.width)
    }
    await screenshot(page, 'dashboard-mobile')
    expect(page.errors).toEqual([])
  })
})
