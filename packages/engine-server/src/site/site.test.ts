// The public site over the heritage example's documents and seed, on each database: every
// route answers server-rendered HTML with its records, its payload as JSON, only published
// records, and the not-found page with status 404.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SitePayload } from '@tamga/schema'
import { sql } from 'kysely'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { instanceSecret } from '../db/instanceSecret.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { signInHeaders, testConfig } from '../http/testing.ts'
import { HERITAGE_DIR, seedHeritage } from '../records/testing.ts'
import { formTokens } from './formToken.ts'

describe.each(testBackends())('the public site on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let app: TamgaApp
  let dataDir: string

  beforeAll(async () => {
    await seedHeritage(database().db)
    dataDir = await mkdtemp(join(tmpdir(), 'tamga-site-'))
    app = buildApp({
      config: testConfig({ projectDir: HERITAGE_DIR, dataDir, publicUrl: 'https://heritage.example.mn' }),
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

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } })
  const payloadOf = async (url: string) => {
    const response = await app.inject({ method: 'GET', url })
    return { status: response.statusCode, payload: response.json() as SitePayload }
  }

  it('renders a news article on the server with its title, text and Open Graph tags', async () => {
    const response = await get('/news/1')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    const { rows } = await sql<{ title: string }>`select title from news where id = 1`.execute(database().db)
    const title = rows[0]?.title ?? ''
    expect(response.body).toContain(`<title>${title}`)
    expect(response.body).toContain('property="og:title"')
    expect(response.body).toContain('https://heritage.example.mn/news/1')
    expect(response.body).toContain('id="site-payload"')
  })

  it('answers every route’s payload as JSON, the same data the page is drawn from', async () => {
    const home = await payloadOf('/_payload.json')
    expect(home.status).toBe(200)
    expect(home.payload.page.kind).toBe('home')
    if (home.payload.page.kind !== 'home') return
    expect(home.payload.page.categories.map((card) => card.path)).toContain('/online-book')
    expect(home.payload.page.news.length).toBeGreaterThan(0)
    const bearers = await payloadOf('/uv-teegch/_payload.json')
    expect(bearers.payload.page.kind).toBe('listing')
    const detail = await payloadOf('/news/1/_payload.json')
    expect(detail.payload.page.kind).toBe('detail')
  })

  it('reads a course with its lessons in order, a book page by page, and a paid item without its body', async () => {
    const contentOf = async (category: string, media: string) => {
      const { rows } = await sql<{ id: number }>`
        select i.id from content_item i join content_category c on c.id = i.category_id
        where c.slug = ${category} and i.media_kind = ${media} and i.is_published and i.deleted_at is null
        order by i.id limit 1`.execute(database().db)
      const page = (await payloadOf(`/${category}/${rows[0]?.id}/_payload.json`)).payload.page
      if (page.kind !== 'detail') throw new Error(`${category}: a detail page`)
      return page
    }
    const course = await contentOf('online-surgalt', 'course')
    if (course.body.kind !== 'course') throw new Error('a course')
    expect(course.body.lessons.length).toBeGreaterThanOrEqual(3)
    expect(course.body.lessons.every((lesson) => ['video', 'audio', 'text'].includes(lesson.kind))).toBe(true)
    const book = await contentOf('online-book', 'ebook')
    expect(book.body.kind).toBe('book')
    const { rows } = await sql<{ id: number; slug: string; body: string }>`
      select i.id, c.slug, i.body from content_item i join content_category c on c.id = i.category_id
      where i.is_paid and i.is_published order by i.id limit 1`.execute(database().db)
    const paid = (await payloadOf(`/${rows[0]?.slug}/${rows[0]?.id}/_payload.json`)).payload
    if (paid.page.kind !== 'detail') throw new Error('a detail page')
    expect(paid.page.body.kind).toBe('paid')
    expect(paid.page.price).toBeGreaterThan(0)
    expect(paid.page.form).toBe('access')
    // What is paid for is not in the page's data.
    expect(JSON.stringify(paid)).not.toContain((rows[0]?.body ?? '').slice(3, 60))
  })

  it('shows only published records, and a 404 page for an unpublished one, an unknown id and an unknown path', async () => {
    await sql`update news set is_published = false where id = 2`.execute(database().db)
    const hidden = await get('/news/2')
    expect(hidden.statusCode).toBe(404)
    expect(hidden.body).toContain('Page not found: /news/2')
    const list = await payloadOf('/news/_payload.json')
    if (list.payload.page.kind !== 'listing') throw new Error('a listing')
    expect(list.payload.page.listing.cards.map((card) => card.id)).not.toContain(2)
    expect((await get('/news/999999')).statusCode).toBe(404)
    expect((await get('/no-such-page')).statusCode).toBe(404)
    expect((await get('/news/abc')).statusCode).toBe(404)
  })

  it('keeps a page it made for a few seconds, and forgets it at the next record write', async () => {
    const listed = async () => {
      const list = await payloadOf('/news/_payload.json?page=1')
      if (list.payload.page.kind !== 'listing') throw new Error('a listing')
      return list.payload.page.listing.cards.map((card) => card.id)
    }
    expect(await listed()).toContain(3)
    expect((await get('/news/3')).statusCode).toBe(200)
    // Changed behind the server's back: the kept page still shows it.
    await sql`update news set title = 'Хуучирсан гарчиг' where id = 3`.execute(database().db)
    expect((await get('/news/3')).body).not.toContain('Хуучирсан гарчиг')
    // Unpublished through the records API: the next page is made anew.
    const headers = await signInHeaders(app, 'admin')
    const read = await app.inject({ method: 'GET', url: '/api/records/news/3', headers })
    const version = encodeURIComponent(String(read.json().record._version))
    const write = await app.inject({
      method: 'PATCH',
      url: `/api/records/news/3?version=${version}`,
      headers,
      payload: { is_published: false },
    })
    expect(write.statusCode, write.body).toBe(200)
    expect(await listed()).not.toContain(3)
    expect((await get('/news/3')).statusCode).toBe(404)
  })

  it('narrows a registry by its filter and finds by words in either spelling', async () => {
    const all = await payloadOf('/uv-teegch/_payload.json')
    if (all.payload.page.kind !== 'listing') throw new Error('a listing')
    const filter = all.payload.page.listing.filter
    expect(filter?.name).toBe('aimag_id')
    const first = filter?.options[0]
    if (first === undefined) throw new Error('an aimag to choose')
    const narrowed = await payloadOf(`/uv-teegch/_payload.json?aimag_id=${first.path}`)
    if (narrowed.payload.page.kind !== 'listing') throw new Error('a listing')
    expect(narrowed.payload.page.listing.total).toBeLessThan(all.payload.page.listing.total)
    expect(narrowed.payload.page.listing.filter?.chosen).toBe(first.path)
    const card = all.payload.page.listing.cards[0]
    const word = card?.title.split(' ')[0] ?? ''
    const found = await payloadOf(`/uv-teegch/_payload.json?search=${encodeURIComponent(word)}`)
    if (found.payload.page.kind !== 'listing') throw new Error('a listing')
    expect(found.payload.page.listing.cards.map((found) => found.id)).toContain(card?.id)
  })

  it('speaks the language asked for, keeps it in a cookie, and falls back to Mongolian', async () => {
    const english = await app.inject({ method: 'GET', url: '/_payload.json?lang=en_US' })
    expect((english.json() as SitePayload).chrome.title).toBe('Cultural Heritage Foundation')
    expect(String(english.headers['set-cookie'])).toContain('tamga_site_lang=en_US')
    const remembered = await app.inject({
      method: 'GET',
      url: '/_payload.json',
      headers: { cookie: 'tamga_site_lang=en_US' },
    })
    expect((remembered.json() as SitePayload).chrome.language).toBe('en_US')
    const unknown = await app.inject({ method: 'GET', url: '/_payload.json?lang=fr_FR' })
    expect((unknown.json() as SitePayload).chrome.language).toBe('mn_MN')
    // A cookie no browser of ours wrote, or a broken address, is no reason for a 500.
    const broken = await app.inject({ method: 'GET', url: '/', headers: { cookie: 'tamga_site_lang=%E0%A4%A' } })
    expect(broken.statusCode).toBe(200)
    const badAddress = await app.inject({ method: 'GET', url: '/news/%E0%A4%A' })
    expect(badAddress.statusCode).toBe(400)
    expect(badAddress.json().code).toBe('BAD_REQUEST')
  })

  it('leaves the admin app’s routes to the app', async () => {
    const admin = await get('/admin')
    expect(admin.body).not.toContain('site-payload')
  })

  it('serves a picture resized to a width the site uses, in WebP, and nothing outside the pictures', async () => {
    const picture = await app.inject({
      method: 'GET',
      url: '/_img/320/assets/heritage/logo.svg',
      headers: { accept: 'image/webp,*/*' },
    })
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toBe('image/webp')
    const { width, format } = await sharp(picture.rawPayload).metadata()
    expect({ width, format }).toEqual({ width: 320, format: 'webp' })
    const png = await app.inject({
      method: 'GET',
      url: '/_img/320/assets/heritage/logo.svg',
      headers: { accept: 'image/png' },
    })
    expect(png.headers['content-type']).toBe('image/png')
    for (const url of ['/_img/333/assets/heritage/logo.svg', '/_img/320/assets/heritage/notification.wav']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
    }
    // Out of the public folder: never answered (Fastify's router does not even route it here).
    const outside = await app.inject({ method: 'GET', url: '/_img/320/%2e%2e/%2e%2e/package.json' })
    expect(outside.statusCode).not.toBe(200)
  })

  it('lists the published pages in the sitemap, and keeps crawlers out of the admin area', async () => {
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(sitemap.headers['content-type']).toContain('application/xml')
    expect(sitemap.body).toContain('<loc>https://heritage.example.mn/news/1</loc>')
    expect(sitemap.body).toContain('<loc>https://heritage.example.mn/online-book</loc>')
    expect(sitemap.body).toContain('<loc>https://heritage.example.mn/uv-teegch/detail/')
    expect(sitemap.body).not.toContain('/news/2<')
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(robots.body).toContain('Disallow: /admin')
    expect(robots.body).toContain('Sitemap: https://heritage.example.mn/sitemap.xml')
  })

  describe('a visitor’s form', () => {
    /** A token drawn `ago` milliseconds before now, signed as the server signs them. */
    const tokenDrawn = async (ago: number) =>
      formTokens(await instanceSecret(database().db, undefined)).issue(Date.now() - ago)
    const send = async (kind: string, body: Record<string, unknown>, address = '10.1.0.1') =>
      app.inject({ method: 'POST', url: `/api/site/forms/${kind}`, payload: body, remoteAddress: address })
    const feedback = async (overrides: Record<string, unknown> = {}) => ({
      name: 'Сарангэрэл',
      email: 'Sarangerel@Example.mn',
      phone: '99112233',
      message: 'Морин хуурын сургалтын хуваарийг мэдмээр байна.',
      token: await tokenDrawn(10_000),
      ...overrides,
    })
    const stored = async (email: string) =>
      (await sql<{ n: number }>`select count(*)::int as n from feedback where email = ${email}`.execute(database().db))
        .rows[0]?.n

    it('stores feedback as a new record of the feedback krud, which staff then list', async () => {
      const response = await send('feedback', await feedback())
      expect(response.statusCode, response.body).toBe(200)
      const { rows } = await sql<{ status: string; message: string }>`
        select status, message from feedback where email = 'sarangerel@example.mn'`.execute(database().db)
      expect(rows).toEqual([{ status: 'new', message: 'Морин хуурын сургалтын хуваарийг мэдмээр байна.' }])
      const listed = await app.inject({
        method: 'GET',
        url: '/api/records/feedback?search=sarangerel',
        headers: await signInHeaders(app, 'admin'),
      })
      expect(listed.statusCode, listed.body).toBe(200)
      expect(listed.json().rows.map((row: { email: string }) => row.email)).toContain('sarangerel@example.mn')
    })

    it('checks the fields with the project’s form and names the visitor’s own fields', async () => {
      const response = await send('feedback', await feedback({ email: 'хаяг биш', message: 'богино' }), '10.1.0.2')
      expect(response.statusCode).toBe(400)
      const body = response.json() as { code: string; issues: Array<{ path: string }> }
      expect(body.code).toBe('VALIDATION_FAILED')
      expect(body.issues.map((found) => found.path).sort()).toEqual(['/email', '/message'])
    })

    it('drops, without saying so, what the honeypot catches or what came seconds after drawing', async () => {
      const caught = await send(
        'feedback',
        await feedback({ email: 'robot1@example.mn', website: 'http://spam' }),
        '10.1.0.3',
      )
      expect(caught.statusCode).toBe(200)
      const quick = await send(
        'feedback',
        await feedback({ email: 'robot2@example.mn', token: await tokenDrawn(0) }),
        '10.1.0.3',
      )
      expect(quick.statusCode).toBe(200)
      expect(await stored('robot1@example.mn')).toBe(0)
      expect(await stored('robot2@example.mn')).toBe(0)
    })

    it('refuses a token the server did not sign, and one a day old', async () => {
      const forged = await send('feedback', await feedback({ token: `${Date.now() - 10_000}.forged` }), '10.1.0.4')
      expect(forged.json()).toMatchObject({
        code: 'SITE_FORM_EXPIRED',
        msg: 'Маягтын хугацаа дууссан байна: хуудсаа дахин ачаалаад илгээнэ үү',
      })
      const stale = await send('feedback', await feedback({ token: await tokenDrawn(25 * 60 * 60 * 1000) }), '10.1.0.4')
      expect(stale.statusCode).toBe(400)
    })

    it('takes five forms from one address in ten minutes, then answers 429', async () => {
      for (let index = 0; index < 5; index++) {
        const response = await send('feedback', await feedback({ email: `limit${index}@example.mn` }), '10.1.0.5')
        expect(response.statusCode, response.body).toBe(200)
      }
      const sixth = await send('feedback', await feedback({ email: 'limit5@example.mn' }), '10.1.0.5')
      expect(sixth.statusCode).toBe(429)
      expect(sixth.json().code).toBe('SITE_FORM_LIMITED')
      expect(await stored('limit5@example.mn')).toBe(0)
    })

    it('stores a donation offer and a request for a paid item as requests of their kind, for staff to answer', async () => {
      const donation = await send(
        'donation',
        await feedback({ email: 'donor@example.mn', amount: 500_000 }),
        '10.1.0.7',
      )
      expect(donation.statusCode, donation.body).toBe(200)
      const { rows: paid } = await sql<{ id: number }>`
        select id from content_item where is_paid and is_published and deleted_at is null order by id limit 1`.execute(
        database().db,
      )
      const itemId = paid[0]?.id
      const access = await send('access', await feedback({ email: 'reader@example.mn', itemId }), '10.1.0.7')
      expect(access.statusCode, access.body).toBe(200)
      const { rows } = await sql<{
        kind: string
        amount: string | null
        content_item_id: string | null
        status: string
      }>`
        select kind, amount::text, content_item_id::text, status from public_request
        where email in ('donor@example.mn', 'reader@example.mn') order by kind`.execute(database().db)
      expect(rows).toEqual([
        { kind: 'access', amount: null, content_item_id: String(itemId), status: 'new' },
        { kind: 'donation', amount: '500000', content_item_id: null, status: 'new' },
      ])
      // Access only to an item that is published and paid.
      const free = await send('access', await feedback({ email: 'free@example.mn', itemId: 1 }), '10.1.0.7')
      expect(free.statusCode).toBe(400)
      expect(free.json().issues[0].path).toBe('/itemId')
    })

    /** Posts a page's form as a browser without a script does: `application/x-www-form-urlencoded`, to the page. */
    const post = async (url: string, fields: Record<string, unknown>, address: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])).toString(),
        remoteAddress: address,
      })
    const outcomeOf = (html: string) => {
      const match = /<script type="application\/json" id="site-payload">([\s\S]*?)<\/script>/.exec(html)
      return (JSON.parse(match?.[1] ?? '{}') as SitePayload).form
    }

    it('works without a script: a plain form post to its page stores the feedback and answers the thanks', async () => {
      const response = await post('/feedback', await feedback({ email: 'nojs@example.mn' }), '10.1.1.1')
      expect(response.statusCode, response.body).toBe(200)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.body).toContain('Амжилттай илгээлээ')
      expect(outcomeOf(response.body)).toEqual({ kind: 'feedback', sent: true })
      expect(await stored('nojs@example.mn')).toBe(1)
    })

    it('without a script, a refused form comes back as its page with what was typed, why, and the catalogue’s status', async () => {
      const response = await post(
        '/feedback',
        await feedback({ name: 'Болд', email: 'хаяг биш', message: 'богино' }),
        '10.1.1.2',
      )
      expect(response.statusCode).toBe(400)
      expect(response.headers['content-type']).toContain('text/html')
      const outcome = outcomeOf(response.body)
      if (outcome === undefined || outcome.sent) throw new Error('a refusal')
      // The very answer the JSON post gets.
      expect(outcome.failure.code).toBe('VALIDATION_FAILED')
      expect(outcome.failure.issues?.map((found) => found.path).sort()).toEqual(['/email', '/message'])
      expect(outcome.values).toMatchObject({ name: 'Болд', email: 'хаяг биш', message: 'богино' })
      expect(response.body).toContain('value="хаяг биш"')
      expect(response.body).toContain(`<p class="form-failure" role="alert">${outcome.failure.msg}</p>`)
      expect(await stored('хаяг биш')).toBe(0)

      // An amount that is no number is refused by the route's own schema, at its field.
      const donation = await post(
        '/donation',
        await feedback({ email: 'amount@example.mn', amount: 'олон' }),
        '10.1.1.2',
      )
      expect(donation.statusCode).toBe(400)
      const refused = outcomeOf(donation.body)
      expect(refused).toMatchObject({ kind: 'donation', sent: false, failure: { code: 'VALIDATION_FAILED' } })
      expect(refused?.sent === false && refused.failure.issues?.map((found) => found.path)).toEqual(['/amount'])

      // A token the server did not sign, and a field missing altogether.
      const forged = await post('/feedback', await feedback({ token: 'forged' }), '10.1.1.2')
      expect(forged.statusCode).toBe(400)
      expect(outcomeOf(forged.body)).toMatchObject({ sent: false, failure: { code: 'SITE_FORM_EXPIRED' } })
      const { token: _token, ...untokened } = await feedback()
      const missing = await post('/feedback', untokened, '10.1.1.2')
      expect(missing.statusCode).toBe(400)
      expect(outcomeOf(missing.body)).toMatchObject({ sent: false, failure: { code: 'SITE_FORM_EXPIRED' } })
    })

    it('without a script, the honeypot and the address limit hold as for the JSON post', async () => {
      const caught = await post('/feedback', await feedback({ email: 'robot3@example.mn', website: 'x' }), '10.1.1.3')
      expect(caught.statusCode).toBe(200)
      expect(await stored('robot3@example.mn')).toBe(0)
      for (let index = 0; index < 5; index++) {
        const response = await post('/feedback', await feedback({ email: `plain${index}@example.mn` }), '10.1.1.4')
        expect(response.statusCode, response.body).toBe(200)
      }
      const sixth = await post('/feedback', await feedback({ email: 'plain5@example.mn' }), '10.1.1.4')
      expect(sixth.statusCode).toBe(429)
      expect(outcomeOf(sixth.body)).toMatchObject({ sent: false, failure: { code: 'SITE_FORM_LIMITED' } })
      expect(await stored('plain5@example.mn')).toBe(0)
    })

    it('without a script, a paid item’s page asks for that very item', async () => {
      const { rows: paid } = await sql<{ id: number; slug: string }>`
        select i.id, c.slug from content_item i join content_category c on c.id = i.category_id
        where i.is_paid and i.is_published and i.deleted_at is null order by i.id limit 1`.execute(database().db)
      const item = paid[0]
      if (item === undefined) throw new Error('the seed has a paid item')
      const response = await post(
        `/${item.slug}/${item.id}`,
        await feedback({ email: 'plain.reader@example.mn', itemId: 1 }),
        '10.1.1.5',
      )
      expect(response.statusCode, response.body).toBe(200)
      const { rows } = await sql<{ content_item_id: string }>`
        select content_item_id::text from public_request where email = 'plain.reader@example.mn'`.execute(database().db)
      expect(rows).toEqual([{ content_item_id: String(item.id) }])
    })

    it('a plain post of hostile input is refused with the catalogue’s status, never a 500', async () => {
      const token = await tokenDrawn(10_000)
      for (const fields of [
        { name: 'a\u0000b', email: 'nul@example.mn', message: 'x', token },
        { name: 'Болд', email: 'long@example.mn', message: 'x'.repeat(70_000), token },
        { name: '\uD83D', email: "' OR '1'='1", message: '<script>alert(1)</script>', amount: '1e309', token },
        { name: 'Болд', email: ['not-an-address', 'twice@example.mn'], message: 'x', token, itemId: '-1' },
      ]) {
        const response = await post('/donation', fields, '10.1.1.7')
        expect(response.statusCode, response.body.slice(0, 200)).toBeGreaterThanOrEqual(400)
        expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500)
      }
    })

    it('a page without a form answers a post with itself and 404; the API keeps to JSON', async () => {
      const news = await post('/news', await feedback(), '10.1.1.6')
      expect(news.statusCode).toBe(404)
      expect(news.headers['content-type']).toContain('text/html')
      const api = await post('/api/site/forms/feedback', await feedback(), '10.1.1.6')
      expect(api.statusCode).toBe(415)
      expect(api.json()).toMatchObject({ status: false, code: 'UNSUPPORTED_MEDIA_TYPE' })
    })

    it('answers 400 for a malformed body and an unknown kind, never a 500', async () => {
      expect((await send('feedback', { name: 1 }, '10.1.0.6')).statusCode).toBe(400)
      expect((await send('spam', await feedback(), '10.1.0.6')).statusCode).toBe(400)
    })
  })
})
