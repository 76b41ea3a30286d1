// Issue 24: a record carries its text fields' translations (the heritage news' title, summary and
// body are translatable columns): staff write them through the records API, checked like any
// field, and the public site shows a visitor the text in their language, the Mongolian one where
// a record has none.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FormDocument, SitePayload } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { signInHeaders, testConfig } from '../http/testing.ts'
import { HERITAGE_DIR, seedHeritage } from '../records/testing.ts'

describe.each(testBackends())('translated records on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let app: TamgaApp
  let dataDir: string

  beforeAll(async () => {
    await seedHeritage(database().db)
    dataDir = await mkdtemp(join(tmpdir(), 'tamga-site-translations-'))
    app = buildApp({
      config: testConfig({ projectDir: HERITAGE_DIR, dataDir }),
      store: createFolderStore(HERITAGE_DIR),
      database: database(),
      logger: false,
    })
    await app.ready()
  }, 60_000)
  afterAll(async () => {
    await app?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  const pageOf = async (url: string) => {
    const response = await app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(200)
    return (response.json() as SitePayload).page
  }
  const detailOf = async (url: string) => {
    const page = await pageOf(url)
    if (page.kind !== 'detail' || page.body.kind !== 'article') throw new Error(`${url}: an article`)
    return { heading: page.heading, html: page.body.html }
  }

  it('shows a news item in the visitor’s language, and in Mongolian where it has no translation', async () => {
    const english = await detailOf('/news/1/_payload.json?lang=en_US')
    expect(english.heading).toBe('Young long-song singers to compete in Mandalgovi')
    expect(english.html).toContain('The Cultural Heritage Foundation, together with')
    const korean = await detailOf('/news/1/_payload.json?lang=ko_KR')
    expect(korean.heading).toBe('만달고비에서 젊은 오르팅 도 가수 경연대회 개최')
    const mongolian = await detailOf('/news/1/_payload.json?lang=mn_MN')
    expect(mongolian.heading).toBe('Уртын дууны залуу дуучдын уралдаан Мандалговь хотноо болно')

    // Item 2 is translated into English only, item 4 into nothing.
    expect((await detailOf('/news/2/_payload.json?lang=ko_KR')).heading).toBe(
      'Морин хуур урлах сургалт Хархоринд эхэллээ',
    )
    const untranslated = await detailOf('/news/4/_payload.json?lang=en_US')
    expect(untranslated.heading).toBe('Монгол бичгийн уран бичлэгийн «Бийрийн мөр» үзэсгэлэн нээгдлээ')
    expect(untranslated.html).toContain('«Бийрийн мөр» үзэсгэлэнд')
  })

  it('shows the home page’s featured content in the visitor’s language', async () => {
    const home = await pageOf('/_payload.json?lang=ko_KR')
    if (home.kind !== 'home') throw new Error('the home page')
    expect(home.featured.map((card) => card.title)).toContain('마두금 입문 강좌')
    const english = await pageOf('/_payload.json?lang=en_US')
    if (english.kind !== 'home') throw new Error('the home page')
    const course = english.featured.find((card) => card.title === 'A beginners’ course in the horse-head fiddle')
    expect(course?.summary).toContain('Twelve lessons on tuning the fiddle')
  })

  it('shows an information page’s text in the visitor’s language', async () => {
    const page = async (language: string) => {
      const found = await pageOf(`/about-us/_payload.json?lang=${language}`)
      if (found.kind !== 'info') throw new Error('an information page')
      return found
    }
    expect(await page('en_US')).toMatchObject({ heading: 'About us' })
    expect((await page('en_US')).html).toContain('The Cultural Heritage Foundation was founded in 2019')
    expect((await page('ko_KR')).html).toContain('문화유산재단은 2019년')
    expect((await page('mn_MN')).html).toContain('Соёлын өвийн сан 2019 онд')
  })

  it('lists the news with each card in the visitor’s language, and searches the translations', async () => {
    const listing = await pageOf('/news/_payload.json?lang=en_US')
    if (listing.kind !== 'listing') throw new Error('a listing')
    const titles = new Map(listing.listing.cards.map((card) => [card.path, card.title]))
    expect(titles.get('/news/3')).toBe('Khöömei singers return with prizes from an international folk music festival')
    expect(titles.get('/news/4')).toBe('Монгол бичгийн уран бичлэгийн «Бийрийн мөр» үзэсгэлэн нээгдлээ')
    const card = listing.listing.cards.find((found) => found.path === '/news/2')
    expect(card?.summary).toContain('Twelve young craftsmen')

    const searched = await pageOf('/news/_payload.json?lang=en_US&search=fiddle')
    if (searched.kind !== 'listing') throw new Error('a listing')
    expect(searched.listing.cards.map((found) => found.path)).toEqual(['/news/2'])
  })

  it('shows a visitor whose browser asks for Korean the Korean title, until they choose a language', async () => {
    const korean = await app.inject({ url: '/news/1/_payload.json', headers: { 'accept-language': 'ko-KR,ko;q=0.9' } })
    expect((korean.json() as SitePayload).page).toMatchObject({
      heading: '만달고비에서 젊은 오르팅 도 가수 경연대회 개최',
    })
    expect(korean.headers.vary).toContain('Accept-Language')
    const chosen = await app.inject({
      url: '/news/1/_payload.json',
      headers: { 'accept-language': 'ko-KR', cookie: 'tamga_site_lang=en_US' },
    })
    expect((chosen.json() as SitePayload).page).toMatchObject({
      heading: 'Young long-song singers to compete in Mandalgovi',
    })
  })

  it('renders the English page on the server with the English title', async () => {
    const response = await app.inject({ method: 'GET', url: '/news/1?lang=en_US', headers: { accept: 'text/html' } })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<title>Young long-song singers to compete in Mandalgovi')
    expect(response.headers['content-language']).toBe('en-US')
  })

  it('lists the news to staff with each title’s translations, and finds a record by them', async () => {
    const headers = await signInHeaders(app, 'admin')
    const list = await app.inject({ url: '/api/records/news?search=fiddle', headers })
    expect(list.statusCode).toBe(200)
    const rows = list.json().rows as Array<Record<string, unknown>>
    expect(rows.map((row) => row.id)).toEqual([2])
    expect(rows[0]).toMatchObject({
      title_en: 'A horse-head fiddle making course begins in Kharkhorin',
      title_ko: null,
    })
  })

  it('lets staff write the translations through the records API, checked like the field they translate', async () => {
    const headers = await signInHeaders(app, 'admin')
    const screen = await app.inject({ url: '/api/records/news/screen', headers })
    const form = screen.json().form as FormDocument
    const names = form.fields.map((field) => field.name)
    expect(names.slice(names.indexOf('title'), names.indexOf('title') + 3)).toEqual(['title', 'title_en', 'title_ko'])
    expect(names).toContain('body_ko')
    const english = form.fields.find((field) => field.name === 'title_en')
    expect(english?.label).toEqual({ mn_MN: 'Гарчиг (англи)', en_US: 'Title (English)', ko_KR: '제목 (영어)' })
    expect(english?.required).toBeUndefined()

    const record = {
      title: 'Нүүдэлчдийн өдөр',
      body: '<p>Нүүдэлчдийн өдрийг тэмдэглэнэ.</p>',
      is_published: true,
      published_at: '2025-07-01T10:00:00+08:00',
    }
    const tooLong = await app.inject({
      method: 'POST',
      url: '/api/records/news',
      headers,
      payload: { ...record, title_en: 'x'.repeat(256) },
    })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: '/title_en' }] })

    const created = await app.inject({
      method: 'POST',
      url: '/api/records/news',
      headers,
      payload: { ...record, title_en: 'Nomads’ Day', body_en: '<p>Nomads’ Day is celebrated.</p><script>x()</script>' },
    })
    expect(created.statusCode).toBe(200)
    const id = String(created.json().record.id)
    const read = (await app.inject({ url: `/api/records/news/${id}`, headers })).json().record
    expect(read).toMatchObject({ title: 'Нүүдэлчдийн өдөр', title_en: 'Nomads’ Day', title_ko: null })

    const shown = await detailOf(`/news/${id}/_payload.json?lang=en_US`)
    expect(shown.heading).toBe('Nomads’ Day')
    expect(shown.html).toContain('Nomads’ Day is celebrated.')
    expect(shown.html).not.toContain('<script')
    expect((await detailOf(`/news/${id}/_payload.json?lang=ko_KR`)).heading).toBe('Нүүдэлчдийн өдөр')
  })
})
