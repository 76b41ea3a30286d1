// Issue 9, the public website in Chromium against the real server and the heritage seed: every
// public route in Mongolian and English at desktop and phone width, drawn by the server and
// hydrated; moving between pages without reloading; a feedback sent from the public form found
// by staff in the admin grid; an unpublished record hidden; unknown ids and paths answered with
// the 404 page.
import { HOME_CATEGORY_SLUGS, INFO_PAGE_SLUGS, REGISTRY_SLUGS } from '@tamga/schema'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, MOBILE, screenshot, signInByApi, skipReason, useBrowser } from './browser.ts'
import { API_HEADERS, bodyRows } from './records.ts'

interface Card {
  id: number
  path: string
  title: string
}

/** The cards of a listing route, read from its payload as the browser's navigation reads it. */
async function cardsOf(page: Page, path: string): Promise<Card[]> {
  const response = await page.request.get(`${path}/_payload.json`)
  const payload = (await response.json()) as { page: { listing?: { cards: Card[] } } }
  return payload.page.listing?.cards ?? []
}

/** Every public route of spec 2.2, with a record of each listing for the detail routes. */
async function everyRoute(page: Page): Promise<string[]> {
  const routes = ['/', '/about-us', '/news']
  for (const category of HOME_CATEGORY_SLUGS) {
    routes.push(`/${category}`)
    const first = (await cardsOf(page, `/${category}`))[0]
    if (first !== undefined) routes.push(first.path)
  }
  routes.push((await cardsOf(page, '/news'))[0]?.path ?? '/news/1')
  for (const registry of REGISTRY_SLUGS) {
    routes.push(`/${registry}`)
    const first = (await cardsOf(page, `/${registry}`))[0]
    if (first !== undefined) routes.push(first.path)
  }
  routes.push(...INFO_PAGE_SLUGS.filter((slug) => slug !== 'about-us').map((slug) => `/${slug}`), '/feedback')
  return routes
}

/** The text of the first `<h1>` of server-rendered HTML, its markup and entities read. */
function serverHeading(html: string): string {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(
      /&(amp|lt|gt|quot|#x27|#39);/g,
      (_entity, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name] ?? '',
    )
    .trim()
}

/** The admin API's headers for `login`. */
async function apiHeaders(page: Page, login: string): Promise<Record<string, string>> {
  const response = await page.request.post('/api/auth/login', {
    data: { login, password: 'Demo#2026' },
    headers: API_HEADERS,
  })
  const { token } = (await response.json()) as { token: string }
  return { ...API_HEADERS, Authorization: `Bearer ${token}` }
}

describe.skipIf(skipReason !== '')('the public website in Chromium', () => {
  const browser = useBrowser()

  for (const [language, viewport] of [
    ['mn_MN', DESKTOP],
    ['mn_MN', MOBILE],
    ['en_US', DESKTOP],
    ['en_US', MOBILE],
  ] as const) {
    it(`draws every route on the server in ${language} at ${viewport.width} px, with its records`, async () => {
      const page = await browser.newPage({ viewport })
      // Scripts must run without an error; a picture staff put in a text may be missing, which
      // the browser shows as such (other tests store such texts on purpose).
      const scriptErrors: string[] = []
      page.on('pageerror', (error) => scriptErrors.push(error.message))
      const routes = await everyRoute(page)
      expect(routes.length).toBeGreaterThanOrEqual(35)
      // The language is chosen once and kept in a cookie, as a visitor's switch does.
      await page.goto(`/?lang=${language}`)
      for (const route of routes) {
        const response = await page.goto(route)
        expect(response?.status(), route).toBe(200)
        expect(await page.locator('html').getAttribute('lang'), route).toBe(language === 'mn_MN' ? 'mn' : 'en')
        // The heading is in the server's HTML, not added by a script afterwards.
        const html = (await response?.text()) ?? ''
        const heading = (await page.locator('h1').first().textContent())?.trim() ?? ''
        expect(heading, route).not.toBe('')
        expect(serverHeading(html), route).toBe(heading)
        expect(html, route).toContain('property="og:title"')
      }
      const home = await page.goto('/')
      expect(await home?.text()).toContain(language === 'mn_MN' ? 'Соёлын өвийн сан' : 'Cultural Heritage Foundation')
      if (viewport === MOBILE) {
        // The phone menu opens without a script of its own.
        await page.locator('.menu-button').click()
        await expect.poll(() => page.locator('.site-nav').isVisible()).toBe(true)
      }
      expect(scriptErrors).toEqual([])
      expect(page.errors.filter((error) => !/^\d{3} /.test(error))).toEqual([])
    })
  }

  it('moves between pages in the browser, without loading a new document, and loads no admin code', async () => {
    const page = await browser.newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/')
    await page.evaluate(() => {
      ;(window as unknown as { stayed: boolean }).stayed = true
    })
    await page.locator('.site-nav a[href="/news"]').click()
    await page.waitForURL((url) => url.pathname === '/news')
    await page.locator('.card a').first().click()
    await page.waitForURL((url) => /^\/news\/\d+$/.test(url.pathname))
    await expect.poll(() => page.locator('h1').textContent()).not.toBe('')
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/news')
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    // The site's own bundle only: none of the admin app's chunks (antd, ag-grid, echarts).
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((path) => !path.startsWith('/_site/'))).toEqual([])
    expect(page.errors).toEqual([])
  })

  it('sends a feedback from the public form that staff then find in the admin grid', async () => {
    const page = await browser.newPage()
    await page.goto('/feedback')
    const form = page.locator('.site-form')
    await form.locator('[name="name"]').fill('Номин-Эрдэнэ')
    await form.locator('[name="email"]').fill('nomin.site@example.mn')
    await form.locator('[name="phone"]').fill('88001122')
    await form.locator('[name="message"]').fill('Уртын дууны сургалт хэзээ эхлэх вэ? Бүртгүүлмээр байна.')
    // A person takes seconds to fill a form; one sent sooner than that is taken for a robot's.
    await page.waitForTimeout(3_000)
    await form.locator('button[type="submit"]').click()
    await page.locator('.form-sent').waitFor({ timeout: 10_000 })
    await screenshot(page, 'site-feedback-sent')

    const staff = await browser.newPage()
    await signInByApi(staff, 'sysadmin')
    await staff.goto('/admin/p/feedback')
    await staff.getByTestId('krud-search').locator('input').fill('nomin.site')
    await expect.poll(() => bodyRows(staff).count(), { timeout: 15_000 }).toBe(1)
    // The name may sit in a pinned column, outside the rows' centre part.
    await expect.poll(() => staff.getByTestId('records-grid').textContent()).toContain('Номин-Эрдэнэ')
    expect([...page.errors, ...staff.errors]).toEqual([])
  })

  it('hides an unpublished record and answers the 404 page for it, an unknown id and an unknown path', async () => {
    const page = await browser.newPage()
    const [news] = await cardsOf(page, '/news')
    if (news === undefined) throw new Error('the seed has news')
    const headers = await apiHeaders(page, 'admin')
    const read = await page.request.get(`/api/records/news/${news.id}`, { headers })
    const { record } = (await read.json()) as { record: Record<string, unknown> }
    const setPublished = async (is_published: boolean, version: unknown) => {
      const response = await page.request.patch(
        `/api/records/news/${news.id}?version=${encodeURIComponent(String(version))}`,
        { headers, data: { is_published } },
      )
      expect(response.ok(), await response.text()).toBe(true)
      return ((await response.json()) as { record: Record<string, unknown> }).record._version
    }
    const version = await setPublished(false, record._version)
    try {
      await page.goto('/news')
      expect(await page.locator(`a[href="${news.path}"]`).count()).toBe(0)
      for (const path of [news.path, '/news/99999999', '/uv-teegch/detail/99999999', '/no-such-page']) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(404)
        expect(await page.locator('.not-found-path').textContent()).toBe(`Page not found: ${path}`)
      }
      await screenshot(page, 'site-not-found')
    } finally {
      await setPublished(true, version)
    }
    expect(await (await page.goto(news.path))?.status()).toBe(200)
  })

  it('looks right: the home page, a listing, a detail page and the feedback page at both widths', async () => {
    const [news] = await cardsOf(await browser.newPage(), '/news')
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE],
    ] as const) {
      const page = await browser.newPage({ viewport })
      for (const [shot, path] of [
        ['home', '/'],
        ['listing', '/uv-teegch'],
        ['detail', news?.path ?? '/news/1'],
        ['feedback', '/feedback'],
      ] as const) {
        await page.goto(path, { waitUntil: 'networkidle' })
        await screenshot(page, `site-${shot}-${name}`)
      }
      expect(page.errors).toEqual([])
    }
  })
})
