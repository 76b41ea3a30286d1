// Issue 24 in Chromium against the real server: staff who switch the admin area to English or
// Korean read a grid's headers, its yes/no values and its records' translated titles in that
// language; a news item's English title and text, typed in the form's own inputs for them, are
// what the public site shows an English reader, while an item without a translation stays
// Mongolian there; a browser reading Korean is shown the information pages in Korean.
import type { Locator, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { screenshot, signInByApi, skipReason, useBrowser, walkSteps } from './browser.ts'
import { API_HEADERS, bodyRows } from './records.ts'

/** The texts of the grid's column headers, in their order on the screen. */
async function headers(page: Page): Promise<string[]> {
  const texts = await page.locator('[data-testid="records-grid"] .ag-header-cell-text').allTextContents()
  return texts.map((text) => text.trim()).filter((text) => text !== '')
}

/** The texts of the cells of the grid's column `field`, in the rows drawn. */
function cellsOf(page: Page, field: string): Promise<string[]> {
  return page.locator(`[data-testid="records-grid"] .ag-row [col-id="${field}"]`).allTextContents()
}

async function chooseLanguage(page: Page, code: 'mn_MN' | 'en_US' | 'ko_KR'): Promise<void> {
  await page.getByTestId('language-switch').click()
  await page.getByTestId(`language-${code}`).click()
}

/** The public site's `<h1>` of a path read in English. */
async function englishHeading(page: Page, path: string): Promise<string> {
  await page.goto(`${path}?lang=en_US`)
  return (await page.locator('h1').first().textContent({ timeout: 15_000 }))?.trim() ?? ''
}

describe.skipIf(skipReason !== '')('the admin area and the public site in English and Korean', () => {
  const browser = useBrowser()
  const step = walkSteps()
  const title = `Өвлөн уламжлагчдын чуулган ${Date.now()}`
  const englishTitle = `A gathering of heritage bearers ${Date.now()}`
  let id = ''

  step('shows the news grid’s headers and its yes/no column in English, then in Korean', async () => {
    const page = await browser.newPage()
    await signInByApi(page, 'admin')
    await page.goto('/admin/p/news')
    await expect.poll(() => bodyRows(page).count(), { timeout: 15_000 }).toBeGreaterThan(0)
    expect(await headers(page)).toContain('Гарчиг')
    expect(await cellsOf(page, 'is_published')).toContain('Тийм')

    await chooseLanguage(page, 'en_US')
    await expect.poll(() => headers(page), { timeout: 15_000 }).toContain('Title')
    expect(await headers(page)).toEqual(expect.arrayContaining(['Image', 'Published at', 'Views', 'Published']))
    await expect.poll(() => cellsOf(page, 'is_published'), { timeout: 15_000 }).toContain('Yes')
    expect((await cellsOf(page, 'is_published')).every((cell) => cell === 'Yes' || cell === 'No')).toBe(true)
    // A title with an English translation reads in English; one without stays Mongolian.
    const titles = await cellsOf(page, 'title')
    expect(titles).toContain('Young long-song singers to compete in Mandalgovi')
    expect(titles).toContain('Монгол бичгийн уран бичлэгийн «Бийрийн мөр» үзэсгэлэн нээгдлээ')
    await screenshot(page, 'languages-news-grid-en')

    await chooseLanguage(page, 'ko_KR')
    await expect.poll(() => headers(page), { timeout: 15_000 }).toContain('제목')
    expect(await headers(page)).toEqual(expect.arrayContaining(['이미지', '게시일', '조회수']))
    await expect.poll(() => cellsOf(page, 'is_published'), { timeout: 15_000 }).toContain('예')
    expect(await headers(page)).toContain('게시 여부')
    expect(await cellsOf(page, 'title')).toContain('만달고비에서 젊은 오르팅 도 가수 경연대회 개최')
    await screenshot(page, 'languages-news-grid-ko')
    expect(page.errors).toEqual([])
    await page.close()
  })

  step('takes a news item’s English title and text in the form’s inputs for them', async () => {
    const page = await browser.newPage()
    await page.addInitScript(() => localStorage.setItem('lang', 'en_US'))
    await signInByApi(page, 'admin')
    await page.goto('/admin/p/news')
    await expect.poll(() => page.getByTestId('krud-create').count(), { timeout: 15_000 }).toBe(1)
    await page.getByTestId('krud-create').click()
    const form = page.getByTestId('record-form')
    const field = (name: string): Locator => form.locator(`[data-field="${name}"]`)
    await expect.poll(() => field('title_en').count(), { timeout: 15_000 }).toBe(1)
    expect(await field('title_en').textContent()).toContain('Title (English)')
    expect(await field('title_ko').textContent()).toContain('Title (Korean)')
    await field('title').locator('input').first().fill(title)
    await field('title_en').locator('input').first().fill(englishTitle)
    await field('summary_en').locator('textarea').first().fill('Heritage bearers of every aimag meet in Ulaanbaatar.')
    await typeRichText(page, field('body'), 'Бүх аймгийн өв тээгчид Улаанбаатарт чуулна.')
    await typeRichText(page, field('body_en'), 'Heritage bearers of every aimag gather in Ulaanbaatar.')
    await field('is_published').getByRole('switch').click()
    await field('title_en').scrollIntoViewIfNeeded()
    await screenshot(page, 'languages-news-form-en')

    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/records/news',
      { timeout: 15_000 },
    )
    await form.getByTestId('record-form-save').click()
    const response = await answered
    expect(response.status()).toBe(200)
    id = String(((await response.json()) as { record: { id: number | string } }).record.id)
    const read = await page.request.get(`/api/records/news/${id}`, { headers: API_HEADERS })
    const record = ((await read.json()) as { record: Record<string, unknown> }).record
    expect(record).toMatchObject({ title, title_en: englishTitle, title_ko: null, is_published: true })
    expect(String(record.body_en)).toContain('Heritage bearers of every aimag gather in Ulaanbaatar.')
    expect(page.errors).toEqual([])
    await page.close()
  })

  step('shows the public news page in English, and a news item without English in Mongolian', async () => {
    const page = await browser.newPage({ locale: 'en-US' })
    expect(await englishHeading(page, `/news/${id}`)).toBe(englishTitle)
    expect(await page.locator('article, main').first().textContent()).toContain(
      'Heritage bearers of every aimag gather in Ulaanbaatar.',
    )
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    await screenshot(page, 'languages-news-item-en')

    // The seed's first news item is translated; its fourth is not.
    expect(await englishHeading(page, '/news/1')).toBe('Young long-song singers to compete in Mandalgovi')
    expect(await englishHeading(page, '/news/4')).toBe('Монгол бичгийн уран бичлэгийн «Бийрийн мөр» үзэсгэлэн нээгдлээ')
    await page.goto('/news?lang=en_US')
    const cards = page.locator('a[href="/news/1"]')
    await expect.poll(() => cards.first().textContent(), { timeout: 15_000 }).toContain('Young long-song singers')
    await screenshot(page, 'languages-news-en')
    expect(page.errors).toEqual([])
    await page.close()
  })

  step('shows a visitor whose browser reads Korean the information pages in Korean', async () => {
    const page = await browser.newPage({ locale: 'ko-KR' })
    await page.goto('/about-us')
    expect((await page.locator('h1').first().textContent({ timeout: 15_000 }))?.trim()).toBe('재단 소개')
    expect(await page.locator('main').first().textContent()).toContain('문화유산재단은 2019년')
    expect(await page.locator('html').getAttribute('lang')).toBe('ko')
    await screenshot(page, 'languages-about-us-ko')
    expect(page.errors).toEqual([])
    await page.close()
  })
})

/** Types a paragraph into a rich-text field's editor. */
async function typeRichText(page: Page, field: Locator, text: string): Promise<void> {
  const content = field.getByTestId('rich-text-content')
  await expect.poll(() => content.count(), { timeout: 15_000 }).toBe(1)
  await content.click()
  await page.keyboard.type(text)
}
