import type { LanguageCode } from '../documents/common.ts'
import type { ErrorResponse } from './error-response.ts'

/**
 * The public website's shapes (spec 1, 2.2), shared by the server that reads the published
 * records and renders the pages, and the browser code that hydrates them and moves between
 * them. Every page is one {@link SitePayload}: the server renders it into HTML, embeds it for
 * hydration, and answers it as JSON at `{route}/_payload.json` (spec 7) for client-side
 * navigation, so both sides draw the same data.
 */

/** The nine children of `/` (spec 2.2), each listing the content of its category. */
export const HOME_CATEGORY_SLUGS = [
  'dom-zasal',
  'free-content',
  'online-book',
  'online-surgalt',
  'tulburtei-series',
  'ulger-domog',
  'undesnii-uildverlel',
  'uvgud-bulan',
  'zan-uil-bulan',
] as const
export type HomeCategorySlug = (typeof HOME_CATEGORY_SLUGS)[number]

/** The record listings with detail pages at `/{slug}/detail/{id}` (spec 2.2). */
export const REGISTRY_SLUGS = ['ahas', 'demch', 'elch-tuluulugch', 'uv-teegch'] as const
export type RegistrySlug = (typeof REGISTRY_SLUGS)[number]

/** The public information pages (spec 2.2), one `page` row each; some also list records or hold a form. */
export const INFO_PAGE_SLUGS = [
  'about-us',
  'donation',
  'investment',
  'investor',
  'partners',
  'project-info',
  'supporters',
] as const
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number]

/** The path suffix of a route's data for client-side navigation (spec 7): `/news/5/_payload.json`. */
export const PAYLOAD_SUFFIX = '/_payload.json'

/** The widths the site's pictures are served at (`srcset`); the server makes each on first use. */
export const SITE_IMAGE_WIDTHS = [320, 640, 960, 1280] as const

/**
 * The address of a picture of the site at a width: `/_img/640/assets/heritage/news/1.svg`, which
 * the server answers resized, in WebP or AVIF as the browser accepts. Pictures from elsewhere
 * (`https://…`) are left as they are.
 */
export function siteImageUrl(src: string, width: (typeof SITE_IMAGE_WIDTHS)[number]): string {
  return src.startsWith('/') && !src.startsWith('//') ? `/_img/${width}${src}` : src
}

/**
 * Where the admin app leaves a notice for the public site to show once, in the browser's
 * session storage: the app sends a visitor without a session from `/admin` to `/` with spec
 * 2.3's warning, and `/` is the site's page, loaded anew.
 */
export const SITE_NOTICE_KEY = 'tamga:site-notice'

/** A notice the site shows once at the top of the page it loads next. */
export interface SiteNotice {
  title: string
  text: string
}

/** How many cards a listing page shows. */
export const SITE_PAGE_SIZE = 12

/** A language the site offers, as the header's switch lists it. */
export interface SiteLanguage {
  code: LanguageCode
  label: string
}

/** A link of the header's navigation or the footer. */
export interface SiteLink {
  path: string
  label: string
}

/** What every page shares: the project's identity, the navigation and the language. */
export interface SiteChrome {
  language: LanguageCode
  languages: SiteLanguage[]
  /** The project's title and subtitle in the page's language (Mongolian where a translation is missing). */
  title: string
  subTitle: string
  copyright: string
  logo: string | null
  favicon: string | null
  /** The header's links. */
  navigation: SiteLink[]
  /** The footer's links: the information pages and the forms. */
  footerLinks: SiteLink[]
  /** The page-view analytics tag's id from the project configuration; null: no tag. */
  analyticsId: string | null
  /** The site's own address (`PUBLIC_URL`), for canonical and Open Graph links. */
  origin: string
  /**
   * The project's wording of the site's own words (buttons, labels) in this language: its
   * static words named `site_{word}` (`site_send` → the form's send button), set in the admin area.
   */
  words: Record<string, string>
  /** What a visitor's form sends back as `token` (see {@link SiteFormRequest}). */
  formToken: string
}

/** What a page says about itself to search engines and link previews. */
export interface SiteMeta {
  title: string
  description: string
  /** A picture for link previews, a path of the site. */
  image: string | null
  /** The page's path, for its canonical link. */
  path: string
  type: 'website' | 'article'
}

/** A card of a listing: a news article, a content item, a registry record. */
export interface SiteCard {
  id: number
  /** Where the card leads. */
  path: string
  title: string
  /** A line under the title: a position, a category, an aimag. */
  subtitle: string | null
  summary: string | null
  /** A picture, a path of the site; null: the card draws its initial. */
  image: string | null
  /** ISO date-time of publication, when the record has one. */
  date: string | null
  /** A paid item's price in tugrik; null when free. */
  price: number | null
  /** A short word on the card: the medium (video, book…) of a content item. */
  badge: string | null
}

/** One label and value of a detail page's facts. */
export interface SiteFact {
  label: string
  value: string
}

/** A page of a listing: the cards, the filters it was asked with and how many there are. */
export interface SiteListing {
  cards: SiteCard[]
  total: number
  page: number
  pageSize: number
  /** The search words asked for, '' for none. */
  search: string
  /** The filter choices the listing offers (a category, an aimag…), and the one chosen. */
  filter: { name: string; label: string; options: SiteLink[]; chosen: string } | null
}

/** A content item's body as its reader shows it. */
export type SiteContentBody =
  /** An article, a video or a recording: sanitised HTML, with the medium's address. */
  | { kind: 'article'; html: string; mediaUrl: string | null; mediaKind: string | null }
  /** An online book: its pages in order, each sanitised HTML. */
  | { kind: 'book'; pages: string[] }
  /** An online course: its lessons in order. */
  | { kind: 'course'; intro: string; lessons: SiteLesson[] }
  /** A paid item the visitor has no access to: the summary and the request form. */
  | { kind: 'paid'; intro: string }

/** One lesson of an online course. */
export interface SiteLesson {
  title: string
  kind: 'video' | 'audio' | 'text'
  mediaUrl: string | null
  /** Sanitised HTML. */
  html: string
  minutes: number | null
}

/** The forms a visitor can send (each creates a record staff see in the admin area). */
export const SITE_FORM_KINDS = ['feedback', 'donation', 'investment', 'access'] as const
export type SiteFormKind = (typeof SITE_FORM_KINDS)[number]

/** The data of each kind of page. */
export type SitePage =
  | {
      kind: 'home'
      hero: { title: string; text: string }
      categories: SiteCard[]
      featured: SiteCard[]
      news: SiteCard[]
    }
  | { kind: 'listing'; heading: string; intro: string | null; listing: SiteListing }
  | {
      kind: 'detail'
      heading: string
      /** The listing it belongs to, for the way back. */
      parent: SiteLink
      image: string | null
      date: string | null
      facts: SiteFact[]
      body: SiteContentBody
      related: SiteCard[]
      price: number | null
      /** The form under the body (a paid item's access request), if any. */
      form: SiteFormKind | null
    }
  | {
      kind: 'info'
      heading: string
      image: string | null
      /** Sanitised HTML. */
      html: string
      /** Records the page lists under its text (investors, partners, supporters). */
      cards: SiteCard[]
      form: SiteFormKind | null
    }
  | { kind: 'form'; heading: string; intro: string; form: SiteFormKind }
  | { kind: 'not-found'; path: string }

/** Everything one public page is drawn from. */
export interface SitePayload {
  chrome: SiteChrome
  meta: SiteMeta
  page: SitePage
  /** The answer to the page's form, when the page is the answer to posting it without a script. */
  form?: SiteFormOutcome | undefined
}

/** The fields a visitor fills in. */
export type SiteFormField = 'name' | 'email' | 'phone' | 'message' | 'amount'

/** What the visitor typed, as text. */
export type SiteFormValues = Record<SiteFormField, string>

/**
 * What became of a form posted without a script (a plain `application/x-www-form-urlencoded`
 * post to its page): sent, or refused with the very answer the JSON post gets, and what the
 * visitor typed, so the page draws the form again with it and the reasons.
 */
export type SiteFormOutcome =
  | { kind: SiteFormKind; sent: true }
  | { kind: SiteFormKind; sent: false; values: SiteFormValues; failure: ErrorResponse }

/** The fields a kind of form asks for. */
export function siteFormFields(kind: SiteFormKind): SiteFormField[] {
  return kind === 'donation' || kind === 'investment'
    ? ['name', 'email', 'phone', 'amount', 'message']
    : ['name', 'email', 'phone', 'message']
}

/**
 * The request a filled-in form sends, whether the browser's script sends it as JSON or the
 * server reads it from a plain form post: values trimmed, empty optional ones left out, an
 * amount read with its spaces and thousands separators removed (what is not a number stays
 * one the server refuses).
 *
 * @example siteFormRequest('donation', { …, amount: '50,000' }, extra).amount // 50000
 */
export function siteFormRequest(
  kind: SiteFormKind,
  values: SiteFormValues,
  extra: { token: string; website: string; itemId: number | null },
): SiteFormRequest {
  const request: SiteFormRequest = {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    token: extra.token,
  }
  if (values.phone.trim() !== '') request.phone = values.phone.trim()
  if (siteFormFields(kind).includes('amount') && values.amount.trim() !== '') {
    request.amount = Number(values.amount.replace(/[\s,]/g, ''))
  }
  if (kind === 'access' && extra.itemId !== null) request.itemId = extra.itemId
  if (extra.website !== '') request.website = extra.website
  return request
}

/** What a visitor's form sends (`POST /api/site/forms/{kind}`). */
export interface SiteFormRequest {
  name: string
  email: string
  phone?: string | undefined
  message: string
  /** donation and investment: the amount in tugrik the visitor has in mind. */
  amount?: number | undefined
  /** access: the paid content item asked for. */
  itemId?: number | undefined
  /** A field people do not see: a robot that fills it is refused without a word. */
  website?: string | undefined
  /** When the form was drawn (ms since 1970), signed by the server: a form sent within seconds is a robot's. */
  token: string
}
