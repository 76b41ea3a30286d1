// Every public route's payload (spec 2.2): which route a path is, and the published records it
// shows, read through the project's `site` configuration. The server renders the payload into
// HTML and answers it as JSON at `{route}/_payload.json`, so both are the same data.
import {
  HOME_CATEGORY_SLUGS,
  INFO_PAGE_SLUGS,
  type InfoPageSlug,
  type LanguageCode,
  localizedText,
  type ModelDocument,
  REGISTRY_SLUGS,
  type RegistrySlug,
  SITE_PAGE_SIZE,
  type SiteCard,
  type SiteChrome,
  type SiteConfig,
  type SiteContentBody,
  type SiteFormKind,
  type SiteLesson,
  type SiteLink,
  type SiteListing,
  type SiteMeta,
  type SitePage,
  type SitePayload,
  type SiteSource,
} from '@tamga/schema'
import type { Kysely } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import type { ReadCondition } from '../reads/readQuery.ts'
import type { RecordsCatalogue } from '../records/catalogue.ts'
import { htmlText, sanitizeHtml } from './sanitizeHtml.ts'
import {
  filterChoices,
  type ListingQuery,
  listRows,
  oneRow,
  readPublished,
  type SiteRow,
  withTranslations,
} from './siteQueries.ts'
import { dayOf, factsOf, factValue, nameOf, numberOf, textOf, translated } from './siteValues.ts'
import { mediaWord, siteWord } from './siteWords.ts'

/** A public route a path names. */
export type SiteRoute =
  | { kind: 'home' }
  | { kind: 'news' }
  | { kind: 'news-detail'; id: number }
  | { kind: 'category'; slug: string }
  | { kind: 'content'; slug: string; id: number }
  | { kind: 'registry'; slug: RegistrySlug }
  | { kind: 'registry-detail'; slug: RegistrySlug; id: number }
  | { kind: 'info'; slug: InfoPageSlug }
  | { kind: 'feedback' }

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value)

/** A record id of a path: digits, within a safe integer. */
function idOf(segment: string | undefined): number | undefined {
  if (segment === undefined || !/^[1-9]\d{0,15}$/.test(segment)) return undefined
  const id = Number(segment)
  return Number.isSafeInteger(id) ? id : undefined
}

/** The route of a path (without its query), or undefined for a path the site does not have. */
export function matchSiteRoute(path: string): SiteRoute | undefined {
  const segments = path.split('/').filter((segment) => segment !== '')
  const [first, second, third] = segments
  if (segments.length === 0) return { kind: 'home' }
  if (first === 'news') {
    if (segments.length === 1) return { kind: 'news' }
    const id = idOf(second)
    return segments.length === 2 && id !== undefined ? { kind: 'news-detail', id } : undefined
  }
  if (isOneOf(HOME_CATEGORY_SLUGS, first)) {
    if (segments.length === 1) return { kind: 'category', slug: first }
    const id = idOf(second)
    return segments.length === 2 && id !== undefined ? { kind: 'content', slug: first, id } : undefined
  }
  if (isOneOf(REGISTRY_SLUGS, first)) {
    if (segments.length === 1) return { kind: 'registry', slug: first }
    const id = idOf(third)
    return segments.length === 3 && second === 'detail' && id !== undefined
      ? { kind: 'registry-detail', slug: first, id }
      : undefined
  }
  if (segments.length === 1 && isOneOf(INFO_PAGE_SLUGS, first)) return { kind: 'info', slug: first }
  if (segments.length === 1 && first === 'feedback') return { kind: 'feedback' }
  return undefined
}

/** What a listing was asked with (the query string). */
export interface SiteQuery {
  search: string
  page: number
  /** Filter values by the filter's query key. */
  filters: Readonly<Record<string, string>>
}

/** What building a payload needs. */
export interface SitePayloadContext {
  db: Kysely<SystemDatabase>
  catalogue: RecordsCatalogue
  chrome: SiteChrome
  /** The spellings a search term is looked for in (Cyrillic and Latin). */
  variants: (term: string) => readonly string[]
}

/** A payload and its HTTP status (404 for the not-found page). */
export interface SiteAnswer {
  status: 200 | 404
  payload: SitePayload
}

/** The not-found page of `path`. */
export function notFoundPayload(chrome: SiteChrome, path: string): SiteAnswer {
  const title = siteWord('notFound', chrome.language)
  return {
    status: 404,
    payload: {
      chrome,
      meta: { title: `${title} | ${chrome.title}`, description: title, image: null, path, type: 'website' },
      page: { kind: 'not-found', path },
    },
  }
}

/** The model a source reads; a configuration naming a missing model shows nothing rather than failing. */
function modelOf(catalogue: RecordsCatalogue, source: SiteSource | string): ModelDocument | undefined {
  return catalogue.models.get(typeof source === 'string' ? source : source.model)
}

const HTML_LIKE = /<[a-z][\s\S]*>/i

/** Sanitised HTML of a rich-text value; plain text becomes paragraphs. */
function richText(value: unknown): string {
  const text = textOf(value)
  if (text === null) return ''
  if (HTML_LIKE.test(text)) return sanitizeHtml(text)
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('\n', '<br>')}</p>`)
    .join('')
}

/** A card of a source's row, its texts in `language` where the row has them translated. */
function cardOf(row: SiteRow, source: SiteSource, path: string, language: LanguageCode): SiteCard {
  const summary = source.summary === undefined ? null : translated(row, source.summary, language)
  return {
    id: Number(row.id),
    path,
    title: nameOf(row, source.name, language),
    subtitle: source.subtitle === undefined ? null : factValue(row, source.subtitle),
    summary: summary === null ? null : textOf(htmlText(summary, 220)),
    image: source.image === undefined ? null : textOf(row[source.image]),
    date: source.date === undefined ? null : dayOf(row[source.date]),
    price: null,
    badge: null,
  }
}

/**
 * Builds the payload of a route. Unknown records (a missing, unpublished or deleted id; a
 * category that is not published) answer the not-found page, with status 404.
 */
export async function buildSitePayload(
  context: SitePayloadContext,
  route: SiteRoute,
  path: string,
  query: SiteQuery,
): Promise<SiteAnswer> {
  const { chrome, catalogue } = context
  const site = catalogue.project?.site
  if (site === undefined) {
    // A project without a site configuration has only its frame: the home page, empty.
    if (route.kind !== 'home') return notFoundPayload(chrome, path)
    return answer(chrome, path, { kind: 'home', hero: heroOf(chrome), categories: [], featured: [], news: [] })
  }
  const pages = new SitePages(context, site, path, query)
  const page = await pages.build(route)
  if (page === undefined) return notFoundPayload(chrome, path)
  return { status: 200, payload: { chrome, meta: page.meta, page: page.page } }
}

function heroOf(chrome: SiteChrome) {
  return { title: chrome.title, text: chrome.subTitle }
}

function answer(chrome: SiteChrome, path: string, page: SitePage): SiteAnswer {
  return {
    status: 200,
    payload: {
      chrome,
      meta: { title: chrome.title, description: chrome.subTitle, image: null, path, type: 'website' },
      page,
    },
  }
}

/** A built page and what it says about itself. */
interface BuiltPage {
  page: SitePage
  meta: SiteMeta
}

/** The related cards a detail page shows. */
const RELATED = 3
/** The cards an information page lists under its text. */
const INFO_CARDS = 48
/** The cards of each section of the home page. */
const HOME_FEATURED = 6
const HOME_NEWS = 3

/** The information pages that carry a form under their text. */
const INFO_FORMS: Partial<Record<InfoPageSlug, SiteFormKind>> = { donation: 'donation', investment: 'investment' }

class SitePages {
  readonly #context: SitePayloadContext
  readonly #site: SiteConfig
  readonly #path: string
  readonly #query: SiteQuery
  readonly #language: LanguageCode

  constructor(context: SitePayloadContext, site: SiteConfig, path: string, query: SiteQuery) {
    this.#context = context
    this.#site = site
    this.#path = path
    this.#query = query
    this.#language = context.chrome.language
  }

  build(route: SiteRoute): Promise<BuiltPage | undefined> {
    switch (route.kind) {
      case 'home':
        return this.#home()
      case 'news':
        return this.#listing(this.#site.news, (row) => `/news/${String(row.id)}`)
      case 'news-detail':
        return this.#detail(
          this.#site.news,
          route.id,
          { path: '/news', label: this.#title(this.#site.news) },
          (row) => `/news/${String(row.id)}`,
        )
      case 'category':
        return this.#category(route.slug)
      case 'content':
        return this.#content(route.slug, route.id)
      case 'registry': {
        const source = this.#site.registries[route.slug]
        return this.#listing(source, (row) => `/${route.slug}/detail/${String(row.id)}`)
      }
      case 'registry-detail': {
        const source = this.#site.registries[route.slug]
        return this.#detail(
          source,
          route.id,
          { path: `/${route.slug}`, label: this.#title(source) },
          (row) => `/${route.slug}/detail/${String(row.id)}`,
        )
      }
      case 'info':
        return this.#info(route.slug)
      case 'feedback':
        return Promise.resolve(this.#feedback())
    }
  }

  #title(source: SiteSource): string {
    return localizedText(source.title, this.#language)
  }

  #meta(title: string, description: string | null, image: string | null, type: SiteMeta['type'] = 'website'): SiteMeta {
    const chrome = this.#context.chrome
    return {
      title: title === chrome.title ? title : `${title} | ${chrome.title}`,
      description: description === null || description === '' ? chrome.subTitle : description,
      image,
      path: this.#path,
      type,
    }
  }

  #listingQuery(source: SiteSource, where: ListingQuery['where'] = []): ListingQuery {
    const filterKey = source.filter?.field
    return {
      search: this.#query.search,
      filter: filterKey === undefined ? '' : (this.#query.filters[filterKey] ?? ''),
      page: this.#query.page,
      pageSize: SITE_PAGE_SIZE,
      where,
    }
  }

  async #rows(source: SiteSource, model: ModelDocument, query: ListingQuery) {
    const { db, catalogue, variants } = this.#context
    return listRows(db, catalogue, model, source, query, variants)
  }

  async #listingOf(
    source: SiteSource,
    model: ModelDocument,
    pathOf: (row: SiteRow) => string,
    where: ListingQuery['where'] = [],
    decorate: (card: SiteCard, row: SiteRow) => SiteCard = (card) => card,
    columns: readonly string[] = [],
  ): Promise<SiteListing> {
    const query = { ...this.#listingQuery(source, where), columns }
    const { rows, total } = await this.#rows(source, model, query)
    let filter: SiteListing['filter'] = null
    if (source.filter !== undefined) {
      const choices = await filterChoices(this.#context.db, this.#context.catalogue, model, source.filter)
      filter = {
        name: source.filter.field,
        label: localizedText(source.filter.label, this.#language),
        options: choices.map((choice) => ({ path: choice.value, label: choice.label })),
        chosen: query.filter,
      }
    }
    return {
      cards: rows.map((row) => decorate(cardOf(row, source, pathOf(row), this.#language), row)),
      total,
      page: query.page,
      pageSize: query.pageSize,
      search: query.search,
      filter,
    }
  }

  async #listing(source: SiteSource, pathOf: (row: SiteRow) => string): Promise<BuiltPage | undefined> {
    const model = modelOf(this.#context.catalogue, source)
    if (model === undefined) return undefined
    const listing = await this.#listingOf(source, model, pathOf)
    const heading = this.#title(source)
    const intro = source.intro === undefined ? null : localizedText(source.intro, this.#language)
    return { page: { kind: 'listing', heading, intro, listing }, meta: this.#meta(heading, intro, null) }
  }

  async #detail(
    source: SiteSource,
    id: number,
    parent: SiteLink,
    pathOf: (row: SiteRow) => string,
  ): Promise<BuiltPage | undefined> {
    const { db, catalogue } = this.#context
    const model = modelOf(catalogue, source)
    if (model === undefined) return undefined
    const row = await oneRow(db, catalogue, model, source, id)
    if (row === undefined) return undefined
    const others = await this.#rows(source, model, {
      search: '',
      filter: '',
      page: 1,
      pageSize: RELATED,
      where: [{ column: 'id', is: 'not-equal', value: id }],
    })
    const heading = nameOf(row, source.name, this.#language)
    const html = source.body === undefined ? '' : richText(translated(row, source.body, this.#language))
    const summary = source.summary === undefined ? null : translated(row, source.summary, this.#language)
    const image = source.image === undefined ? null : textOf(row[source.image])
    return {
      page: {
        kind: 'detail',
        heading,
        parent,
        image,
        date: source.date === undefined ? null : dayOf(row[source.date]),
        facts: factsOf(row, source.facts ?? [], this.#language),
        body: { kind: 'article', html, mediaUrl: null, mediaKind: null },
        related: others.rows.map((other) => cardOf(other, source, pathOf(other), this.#language)),
        price: null,
        form: null,
      },
      meta: this.#meta(heading, summary ?? (html === '' ? null : htmlText(html, 200)), image, 'article'),
    }
  }

  /** The published categories, in their order, with their slugs. */
  async #categories(): Promise<SiteRow[]> {
    const { db, catalogue } = this.#context
    const model = modelOf(catalogue, this.#site.content.categories)
    if (model === undefined) return []
    const rows = await readPublished(db, catalogue, model, {
      select: ['id', 'slug', 'name', 'name_en', 'name_ko', 'description', 'cover_image', 'icon'].map((column) => ({
        column,
      })),
      order: [
        { by: 'sort_order', desc: false },
        { by: 'id', desc: false },
      ],
    })
    return rows.filter((row) => isOneOf(HOME_CATEGORY_SLUGS, String(row.slug)))
  }

  #categoryCard(row: SiteRow): SiteCard {
    return {
      id: Number(row.id),
      path: `/${String(row.slug)}`,
      title: translated(row, 'name', this.#language) ?? String(row.slug),
      subtitle: null,
      summary: textOf(row.description),
      image: textOf(row.cover_image),
      date: null,
      price: null,
      badge: textOf(row.icon),
    }
  }

  /** A content item's card: its medium as the badge, a paid item's price. */
  #contentCard(card: SiteCard, row: SiteRow): SiteCard {
    const content = this.#site.content
    const paid = content.paidField !== undefined && row[content.paidField] === true
    return {
      ...card,
      badge: content.mediaField === undefined ? null : mediaWord(row[content.mediaField], this.#language),
      price: paid && content.priceField !== undefined ? numberOf(row[content.priceField]) : null,
    }
  }

  async #home(): Promise<BuiltPage> {
    const { chrome } = this.#context
    const content = this.#site.content
    const categories = await this.#categories()
    const slugById = new Map(categories.map((row) => [String(row.id), String(row.slug)]))
    const items = modelOf(this.#context.catalogue, content.items)
    const itemSource = content.items
    let featured: SiteCard[] = []
    if (items !== undefined && slugById.size > 0) {
      const where: ReadCondition[] = [
        { column: content.categoryField, is: 'one-of', values: [...slugById.keys()].map(Number) },
      ]
      if (content.featuredField !== undefined) where.push({ column: content.featuredField, is: 'equal', value: true })
      const { rows } = await this.#rows(itemSource, items, {
        search: '',
        filter: '',
        page: 1,
        pageSize: HOME_FEATURED,
        where,
        columns: this.#itemColumns(),
      })
      featured = rows.map((row) =>
        this.#contentCard(
          cardOf(
            row,
            itemSource,
            `/${slugById.get(String(row[content.categoryField])) ?? ''}/${String(row.id)}`,
            this.#language,
          ),
          row,
        ),
      )
    }
    const newsModel = modelOf(this.#context.catalogue, this.#site.news)
    const news =
      newsModel === undefined
        ? []
        : (
            await this.#rows(this.#site.news, newsModel, { search: '', filter: '', page: 1, pageSize: HOME_NEWS })
          ).rows.map((row) => cardOf(row, this.#site.news, `/news/${String(row.id)}`, this.#language))
    return {
      page: {
        kind: 'home',
        hero: heroOf(chrome),
        categories: categories.map((row) => this.#categoryCard(row)),
        featured,
        news,
      },
      meta: this.#meta(chrome.title, chrome.subTitle, null),
    }
  }

  /** The extra columns of an item a card and a detail page read. */
  #itemColumns(): string[] {
    const content = this.#site.content
    return [
      content.categoryField,
      content.mediaField,
      content.mediaUrlField,
      content.paidField,
      content.priceField,
    ].filter((column): column is string => column !== undefined)
  }

  async #category(slug: string): Promise<BuiltPage | undefined> {
    const category = (await this.#categories()).find((row) => row.slug === slug)
    const content = this.#site.content
    const items = modelOf(this.#context.catalogue, content.items)
    if (category === undefined || items === undefined) return undefined
    const listing = await this.#listingOf(
      content.items,
      items,
      (row) => `/${slug}/${String(row.id)}`,
      [{ column: content.categoryField, is: 'equal', value: Number(category.id) }],
      (card, row) => this.#contentCard(card, row),
      this.#itemColumns(),
    )
    const heading = translated(category, 'name', this.#language) ?? slug
    const intro = textOf(category.description)
    return {
      page: { kind: 'listing', heading, intro, listing },
      meta: this.#meta(heading, intro, textOf(category.cover_image)),
    }
  }

  async #content(slug: string, id: number): Promise<BuiltPage | undefined> {
    const { db, catalogue } = this.#context
    const content = this.#site.content
    const category = (await this.#categories()).find((row) => row.slug === slug)
    const items = modelOf(catalogue, content.items)
    if (category === undefined || items === undefined) return undefined
    const source = content.items
    const row = await oneRow(db, catalogue, items, source, id, this.#itemColumns())
    if (row === undefined || String(row[content.categoryField]) !== String(category.id)) return undefined
    const related = await this.#rows(source, items, {
      search: '',
      filter: '',
      page: 1,
      pageSize: RELATED,
      columns: this.#itemColumns(),
      where: [
        { column: content.categoryField, is: 'equal', value: Number(category.id) },
        { column: 'id', is: 'not-equal', value: id },
      ],
    })
    const heading = nameOf(row, source.name, this.#language)
    const media = content.mediaField === undefined ? null : textOf(row[content.mediaField])
    const paid = content.paidField !== undefined && row[content.paidField] === true
    const price = paid && content.priceField !== undefined ? numberOf(row[content.priceField]) : null
    const html = source.body === undefined ? '' : richText(translated(row, source.body, this.#language))
    const summary = source.summary === undefined ? null : translated(row, source.summary, this.#language)
    const image = source.image === undefined ? null : textOf(row[source.image])
    const body: SiteContentBody = paid
      ? { kind: 'paid', intro: summary === null ? '' : richText(summary) }
      : media === 'ebook'
        ? { kind: 'book', pages: bookPages(html) }
        : media === 'course'
          ? { kind: 'course', intro: html, lessons: await this.#lessons(id) }
          : {
              kind: 'article',
              html,
              mediaUrl: content.mediaUrlField === undefined ? null : textOf(row[content.mediaUrlField]),
              mediaKind: media,
            }
    return {
      page: {
        kind: 'detail',
        heading,
        parent: { path: `/${slug}`, label: translated(category, 'name', this.#language) ?? slug },
        image,
        date: source.date === undefined ? null : dayOf(row[source.date]),
        facts: factsOf(row, source.facts ?? [], this.#language),
        body,
        related: related.rows.map((other) =>
          this.#contentCard(cardOf(other, source, `/${slug}/${String(other.id)}`, this.#language), other),
        ),
        price,
        form: paid ? 'access' : null,
      },
      meta: this.#meta(heading, summary ?? (html === '' ? null : htmlText(html, 200)), image, 'article'),
    }
  }

  /** A course's lessons in order, when the configuration names their model. */
  async #lessons(itemId: number): Promise<SiteLesson[]> {
    const lessons = this.#site.content.lessons
    const model = lessons === undefined ? undefined : modelOf(this.#context.catalogue, lessons.model)
    if (lessons === undefined || model === undefined) return []
    // A lesson is shown as anything on the site is: published (where its model says so), not deleted.
    const rows = await readPublished(this.#context.db, this.#context.catalogue, model, {
      select: ['title', 'kind', 'media_url', 'body', 'minutes'].map((column) => ({ column })),
      where: [{ column: lessons.itemField, is: 'equal', value: itemId }],
      order: [
        { by: 'sort_order', desc: false },
        { by: 'id', desc: false },
      ],
    })
    return rows.map((row) => ({
      title: textOf(row.title) ?? '',
      kind: row.kind === 'video' || row.kind === 'audio' ? row.kind : 'text',
      mediaUrl: textOf(row.media_url),
      html: richText(row.body),
      minutes: numberOf(row.minutes),
    }))
  }

  async #info(slug: InfoPageSlug): Promise<BuiltPage | undefined> {
    const { db, catalogue } = this.#context
    const model = modelOf(catalogue, this.#site.pages)
    if (model === undefined) return undefined
    const rows = await readPublished(db, catalogue, model, {
      select: withTranslations(model, ['slug', 'title', 'title_en', 'title_ko', 'summary', 'body', 'cover_image']).map(
        (column) => ({ column }),
      ),
      where: [{ column: 'slug', is: 'equal', value: slug }],
    })
    const row = rows[0]
    if (row === undefined) return undefined
    const listed = this.#site.lists[slug as keyof SiteConfig['lists']]
    const listedModel = listed === undefined ? undefined : modelOf(catalogue, listed)
    const cards =
      listed === undefined || listedModel === undefined
        ? []
        : (
            await this.#rows(listed, listedModel, {
              search: '',
              filter: '',
              page: 1,
              pageSize: INFO_CARDS,
              columns: (listed.facts ?? []).map((fact) => fact.field),
            })
          ).rows.map((card) => ({
            ...cardOf(card, listed, `/${slug}`, this.#language),
            subtitle:
              [
                listed.subtitle === undefined ? null : factValue(card, listed.subtitle),
                ...factsOf(card, listed.facts ?? [], this.#language).map((fact) => `${fact.label}: ${fact.value}`),
              ]
                .filter((part) => part !== null)
                .join(' · ') || null,
          }))
    const heading = translated(row, 'title', this.#language) ?? slug
    const html = richText(translated(row, 'body', this.#language))
    const image = textOf(row.cover_image)
    return {
      page: { kind: 'info', heading, image, html, cards, form: INFO_FORMS[slug] ?? null },
      meta: this.#meta(heading, translated(row, 'summary', this.#language) ?? htmlText(html, 200), image),
    }
  }

  #feedback(): BuiltPage {
    const heading = siteWord('feedback', this.#language)
    const intro = siteWord('feedbackIntro', this.#language)
    return { page: { kind: 'form', heading, intro, form: 'feedback' }, meta: this.#meta(heading, intro, null) }
  }
}

/** The most characters of a book page when the book marks no page breaks of its own. */
const BOOK_PAGE_CHARACTERS = 1800

/**
 * A book's pages: split where the text has a horizontal rule (`<hr>`, the page break staff put
 * in with the editor), else at paragraph ends every {@link BOOK_PAGE_CHARACTERS} characters.
 */
export function bookPages(html: string): string[] {
  const marked = html
    .split(/<hr\s*\/?>/i)
    .map((page) => page.trim())
    .filter((page) => page !== '')
  if (marked.length > 1) return marked
  const paragraphs = html.match(/<(p|h[1-6]|ul|ol|blockquote|figure)\b[\s\S]*?<\/\1>/gi) ?? (html === '' ? [] : [html])
  const pages: string[] = []
  let current = ''
  for (const paragraph of paragraphs) {
    if (current !== '' && current.length + paragraph.length > BOOK_PAGE_CHARACTERS) {
      pages.push(current)
      current = ''
    }
    current += paragraph
  }
  if (current !== '') pages.push(current)
  return pages
}
