import { ERROR_CATALOGUE, issue, REGISTER_PATH, SIGN_IN_PATH, type SitePayload } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import {
  bookPayload,
  chrome,
  coursePayload,
  FIXTURES,
  feedbackPayload,
  homePayload,
  infoPayload,
  newsDetailPayload,
  newsListingPayload,
  notFoundPayload,
  paidPayload,
  registryDetailPayload,
  registryListingPayload,
  videoArticlePayload,
} from '../__fixtures__/payloads.ts'
import { documentInlineCode, renderSitePage, renderSitePageToString } from './render.tsx'

const render = (payload: SitePayload, script: string | null = '/_site/assets/client-abc.js') =>
  renderSitePageToString(payload, { script })

/** The page's text without tags, for checking what a visitor reads. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
}

/** The first tag matching a pattern, whose attributes can then be checked in any order. */
function tagOf(html: string, pattern: RegExp): string {
  const match = pattern.exec(html)
  if (match === null) throw new Error(`no tag like ${pattern}`)
  return match[0]
}

/** The payload the document embeds, read back as the browser does. */
function embeddedPayload(html: string): unknown {
  const match = /<script type="application\/json" id="site-payload">([\s\S]*?)<\/script>/.exec(html)
  if (match === null) throw new Error('no payload script')
  return JSON.parse(match[1] ?? '')
}

describe('the document head', () => {
  it('has the title, description, canonical link and Open Graph tags of the page', async () => {
    const html = await render(newsDetailPayload)
    expect(html.startsWith('<!doctype html><html lang="mn">')).toBe(true)
    expect(html).toContain('<meta charset="utf-8">')
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(html).toContain(`<title>${newsDetailPayload.meta.title}</title>`)
    expect(html).toContain(`<meta name="description" content="${newsDetailPayload.meta.description}">`)
    expect(html).toContain('<link rel="canonical" href="https://heritage.example.com/news/1">')
    expect(html).toContain(`<meta property="og:title" content="${newsDetailPayload.meta.title}">`)
    expect(html).toContain('<meta property="og:type" content="article">')
    expect(html).toContain('<meta property="og:url" content="https://heritage.example.com/news/1">')
    expect(html).toContain('<meta property="og:image" content="https://heritage.example.com/assets/heritage/bg.svg">')
    expect(html).toContain('<meta property="og:locale" content="mn_MN">')
    expect(html).toContain('<meta property="og:site_name" content="Соёлын өвийн сан">')
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">')
    expect(html).toContain('<link rel="icon" href="/assets/heritage/favicon.svg">')
  })

  it('a page without a picture has no og:image', async () => {
    const html = await render(feedbackPayload)
    expect(html).not.toContain('og:image')
    expect(html).toContain('<meta name="twitter:card" content="summary">')
  })

  it('links the page in every language for search engines', async () => {
    const html = await render(newsListingPayload)
    expect(html).toContain('<link rel="alternate" hreflang="mn" href="https://heritage.example.com/news?lang=mn_MN">')
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://heritage.example.com/news?lang=en_US">')
    expect(html).toContain('<link rel="alternate" hreflang="ko" href="https://heritage.example.com/news?lang=ko_KR">')
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://heritage.example.com/news">')
  })

  it('inlines the style sheet and loads the entry script as a module after the payload', async () => {
    const html = await render(homePayload)
    expect(html).toMatch(/<style>[^<]*\.card-grid\{/)
    expect(html.indexOf('id="site-payload"')).toBeLessThan(html.indexOf('<script type="module"'))
    expect(html).toContain('<script type="module" src="/_site/assets/client-abc.js"></script>')
    expect(html).not.toContain('googletagmanager')
  })

  it('without a script the page is plain HTML', async () => {
    const html = await render(homePayload, null)
    expect(html).not.toContain('type="module"')
  })

  it('adds the analytics tag only when the project names one', async () => {
    const html = await render({ ...homePayload, chrome: { ...chrome, analyticsId: 'G-HERITAGE1' } })
    expect(html).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-HERITAGE1"></script>')
    expect(html).toContain(`gtag('config',"G-HERITAGE1")`)
  })

  it('names every script it runs inline and every style sheet, as the page carries them', async () => {
    for (const analyticsId of [null, 'G-HERITAGE1']) {
      const payload = { ...homePayload, chrome: { ...chrome, analyticsId } }
      const html = await render(payload)
      // Scripts with an address or of a data type run nothing written in the page.
      const scripts = [
        ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
      ]
      const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      expect(documentInlineCode(payload)).toEqual({
        scripts: scripts.map((match) => match[1]),
        styles: styles.map((match) => match[1]),
      })
      expect(styles).toHaveLength(1)
      expect(scripts).toHaveLength(analyticsId === null ? 0 : 1)
    }
  })

  it('writes the lang attribute of the page language', async () => {
    const html = await render({ ...homePayload, chrome: { ...chrome, language: 'en_US' } })
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true)
    expect(html).toContain('<meta property="og:locale" content="en_US">')
  })
})

describe('the embedded payload', () => {
  it('is the page payload, read back unchanged', async () => {
    const html = await render(paidPayload)
    expect(embeddedPayload(html)).toEqual(paidPayload)
  })

  it('cannot be broken out of by a </script> in a title', async () => {
    const hostile = '</script><script>alert(1)</script><!--'
    const payload: SitePayload = {
      ...newsDetailPayload,
      meta: { ...newsDetailPayload.meta, title: hostile },
      page: { ...newsDetailPayload.page, heading: hostile } as SitePayload['page'],
    }
    const html = await render(payload)
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html.match(/<\/script>/g)).toHaveLength(2)
    expect(embeddedPayload(html)).toEqual(payload)
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--</title>')
  })
})

describe('each kind of page draws its content', () => {
  it('the home page: hero, nine categories, featured items, latest news', async () => {
    const html = await render(homePayload)
    const text = textOf(html)
    expect(text).toContain('Өвөг дээдсийн ур ухааныг хойч үедээ')
    for (const category of ['Дом засал', 'Цахим ном', 'Цахим сургалт', 'Төлбөртэй цуврал', 'Зан үйлийн булан']) {
      expect(text).toContain(category)
    }
    expect(html.match(/class="category"/g)).toHaveLength(9)
    expect(text).toContain('Онцлох')
    expect(text).toContain('Сүүлийн мэдээ')
    expect(text).toContain('Морин хуур урлах сургалт Хархоринд эхэллээ')
    expect(text).toContain('2025-06-02')
  })

  it('the header marks the current section and the footer carries the project', async () => {
    const html = await render(newsDetailPayload)
    expect(html).toContain('<a href="/news" aria-current="page">Мэдээ</a>')
    expect(html).toContain('<a href="/">Нүүр</a>')
    expect(html).toContain('© 2025 Соёлын өвийн сан')
    expect(html).toContain('class="menu-toggle" type="checkbox"')
  })

  it('every page offers the way in, sign-in and registration, in the header (the phone menu too) and the footer', async () => {
    for (const [name, payload] of Object.entries(FIXTURES)) {
      const html = await render(payload)
      const header = /<header class="site-header">[\s\S]*?<\/header>/.exec(html)?.[0] ?? ''
      const menu = /<div class="header-menu">[\s\S]*?<\/ul><\/div>/.exec(header)?.[0] ?? ''
      const footer = /<footer class="site-footer">[\s\S]*?<\/footer>/.exec(html)?.[0] ?? ''
      for (const [part, text] of [
        ['the phone menu', menu],
        ['the footer', footer],
      ] as const) {
        expect(text, `${name}: ${part}`).toContain(`<a class="account-sign-in" href="${SIGN_IN_PATH}">Нэвтрэх</a>`)
        expect(text, `${name}: ${part}`).toContain(`<a class="account-register" href="${REGISTER_PATH}">Бүртгүүлэх</a>`)
      }
    }
    const english = await render({ ...homePayload, chrome: { ...chrome, language: 'en_US' } })
    expect(english).toContain('<a class="account-sign-in" href="/auth/login">Sign in</a>')
    expect(english).toContain('<a class="account-register" href="/auth/register">Register</a>')
    const korean = textOf(await render({ ...homePayload, chrome: { ...chrome, language: 'ko_KR' } }))
    expect(korean).toContain('로그인')
    expect(korean).toContain('회원가입')
  })

  it('the language switch links the same path in each language', async () => {
    const html = await render(registryListingPayload)
    expect(html).toContain('href="/uv-teegch?lang=en_US"')
    expect(html).toContain('href="/uv-teegch?lang=ko_KR"')
    expect(html).toMatch(/href="\/uv-teegch\?lang=mn_MN"[^>]*aria-current="true"/)
  })

  it('a listing: heading, search box, cards, and pages that keep the search', async () => {
    const html = await render(newsListingPayload)
    const text = textOf(html)
    expect(text).toContain('Мэдээ')
    const form = tagOf(html, /<search class="search-form"><form[^>]*>/)
    expect(form).toContain('method="get"')
    expect(form).toContain('action="/news"')
    expect(html).toMatch(/name="search" [^>]*value="уртын дуу"/)
    expect(html.match(/class="card"/g)).toHaveLength(6)
    expect(html).toContain('href="/news?search=%D1%83%D1%80%D1%82%D1%8B%D0%BD+%D0%B4%D1%83%D1%83&amp;page=3"')
    expect(html).toContain('href="/news?search=%D1%83%D1%80%D1%82%D1%8B%D0%BD+%D0%B4%D1%83%D1%83"')
    expect(html).toMatch(/aria-current="page" aria-label="Хуудас 2">2</)
    expect(text).toContain('Нийт: 30')
  })

  it('a registry listing: filter choices as links that keep the chosen one marked', async () => {
    const html = await render(registryListingPayload)
    expect(html).toContain('href="/uv-teegch?aimag=2"')
    expect(html).toMatch(/href="\/uv-teegch\?aimag=11" aria-current="true">Дундговь</)
    expect(html).toMatch(/href="\/uv-teegch">Бүгд</)
    expect(html).toContain('<input type="hidden" name="aimag" value="11"/>')
    expect(textOf(html)).toContain('Жамъян Нямсүрэн')
    expect(html).not.toContain('class="pagination"')
  })

  it('a news article: heading, date, picture, text, related and the way back', async () => {
    const html = await render(newsDetailPayload)
    const text = textOf(html)
    expect(html).toContain('<h1>Уртын дууны залуу дуучдын уралдаан Мандалговь хотноо болно</h1>')
    expect(text).toContain('2025-06-02')
    expect(html).toContain('src="/_img/1280/assets/heritage/bg.svg"')
    expect(html).toMatch(
      /<img [^>]*loading="eager"[^>]*fetchPriority="high"|<img [^>]*fetchPriority="high"[^>]*loading="eager"/i,
    )
    expect(text).toContain('Шалгарсан гурван дуучин өв тээгчийн дэргэд нэг жил суралцах тэтгэлэг авна.')
    expect(text).toContain('Холбоотой')
    expect(html).toContain('href="/news"')
  })

  it('an article with a video has a player', async () => {
    const html = await render(videoArticlePayload)
    expect(html).toMatch(/<video class="media" controls="" preload="metadata" src="\/uploads\/content\/4\/ayadas.mp4"/)
  })

  it('an online book shows its first page and the page count', async () => {
    const text = textOf(await render(bookPayload))
    expect(text).toContain('Бум Эрдэнэ хэмээх баатар')
    expect(text).not.toContain('ерэн есөн хоног')
    expect(text).toContain('Хуудас 1 / 3')
    expect(text).toContain('Өмнөх')
    expect(text).toContain('Дараах')
  })

  it('an online course lists its lessons in order and shows the first', async () => {
    const html = await render(coursePayload)
    const text = textOf(html)
    expect(text.indexOf('Хуураа тааруулах')).toBeLessThan(text.indexOf('Нум барих арга'))
    expect(text.indexOf('Нум барих арга')).toBeLessThan(text.indexOf('Анхны татлага'))
    expect(text).toContain('Хичээл 1 / 3')
    expect(html).toContain('src="/uploads/course/16/1.mp4"')
    expect(html).not.toContain('src="/uploads/course/16/2.mp3"')
  })

  it('a paid item shows its price in tugrik, the paid state and the access form', async () => {
    const html = await render(paidPayload)
    const text = textOf(html)
    expect(text).toContain('25,000₮')
    expect(text).toContain('Төлбөртэй')
    // Without a script the form is posted to the page itself, which names the item.
    expect(html).toContain('action="/tulburtei-series/21" method="post"')
  })

  it('a registry record shows its facts as a definition list', async () => {
    const html = await render(registryDetailPayload)
    expect(html).toContain('<dt>Аймаг</dt><dd>Дундговь</dd>')
    expect(textOf(html)).toContain('Сайхан-Овоо сумын уугуул')
  })

  it('an info page shows its text, the records it lists and its form', async () => {
    const html = await render(infoPayload)
    const text = textOf(html)
    expect(text).toContain('Хөрөнгө оруулагчид')
    expect(text).toContain('Тал Нутаг Инвест ХХК')
    expect(html).toContain('action="/investor" method="post"')
    expect(html).toContain('name="amount"')
  })

  it('the feedback page has the form fields, the hidden trap and the token', async () => {
    const html = await render(feedbackPayload)
    for (const name of ['name', 'email', 'phone', 'message']) expect(html).toContain(`name="${name}"`)
    expect(html).not.toContain('name="amount"')
    const trap = tagOf(html, /<input[^>]*name="website"[^>]*>/)
    expect(trap.toLowerCase()).toContain('tabindex="-1"')
    expect(trap.toLowerCase()).toContain('autocomplete="off"')
    expect(html).toContain(`<input type="hidden" name="token" value="${chrome.formToken}"/>`)
    expect(textOf(html)).toContain('Илгээх')
  })

  it('the page that answers a plain post of its form thanks the visitor when it was sent', async () => {
    const text = textOf(await render({ ...feedbackPayload, form: { kind: 'feedback', sent: true } }))
    expect(text).toContain('Амжилттай илгээлээ')
    expect(text).not.toContain('Илгээх')
  })

  it('the page that answers a refused plain post draws the form again with what was typed and why', async () => {
    const values = { name: 'Б. Оюун', email: 'oyun@', phone: '', message: 'Сайн байна уу', amount: '' }
    const failure = {
      status: false as const,
      code: 'VALIDATION_FAILED' as const,
      msg: ERROR_CATALOGUE.VALIDATION_FAILED.msg,
      enMsg: ERROR_CATALOGUE.VALIDATION_FAILED.enMsg,
      issues: [issue('/email', 'format', { mn_MN: 'имэйл хаяг биш', en_US: 'is not an e-mail address' })],
    }
    const html = await render({ ...feedbackPayload, form: { kind: 'feedback', sent: false, values, failure } })
    expect(html).toContain('value="Б. Оюун"')
    expect(html).toContain('value="oyun@"')
    expect(html).toContain('Сайн байна уу</textarea>')
    expect(html).toContain(`<p class="form-failure" role="alert">${ERROR_CATALOGUE.VALIDATION_FAILED.msg}</p>`)
    expect(html).toMatch(/aria-invalid="true"[^>]*name="email"|name="email"[^>]*aria-invalid="true"/)
    expect(textOf(html)).toContain('имэйл хаяг биш')
    // A form of another kind on a page is not the one answered.
    const other = await render({ ...infoPayload, form: { kind: 'feedback', sent: true } })
    expect(textOf(other)).not.toContain('Амжилттай илгээлээ')
  })

  it('the not-found page says so in English as the spec writes it, and in Mongolian', async () => {
    const text = textOf(await render(notFoundPayload))
    expect(text).toContain('Page not found: /news/999')
    expect(text).toContain('Хуудас олдсонгүй')
    expect(text).toContain('Нүүр хуудас руу буцах')
  })

  it('English chrome draws the site words in English', async () => {
    const text = textOf(await render({ ...paidPayload, chrome: { ...chrome, language: 'en_US' } }))
    expect(text).toContain('Paid')
    expect(text).toContain('Send')
    expect(text).not.toContain('Илгээх')
  })
})

describe('streaming', () => {
  it('gives a readable stream of the whole document', async () => {
    const stream = await renderSitePage(homePayload, { script: null })
    let html = ''
    for await (const chunk of stream) html += String(chunk)
    expect(html.startsWith('<!doctype html>')).toBe(true)
    expect(html.endsWith('</body></html>')).toBe(true)
  })
})
