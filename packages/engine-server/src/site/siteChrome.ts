// What every public page shares: the project's identity in the visitor's language, the header's
// navigation (the pages' and registries' own titles, as staff wrote them), the analytics tag.
import {
  LANGUAGE_CODES,
  type LanguageCode,
  localizedText,
  normalizeLanguageCode,
  type ProjectDocument,
  type SiteChrome,
  type SiteLink,
} from '@tamga/schema'
import { siteWord } from './siteWords.ts'

/** The cookie a visitor's chosen language is kept in. */
export const SITE_LANGUAGE_COOKIE = 'tamga_site_lang'

const isLanguage = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value)

/**
 * The languages an `Accept-Language` header names, most wanted first (`ko-KR,ko;q=0.9,en;q=0.8`
 * gives Korean, then English); tags Tamga has no language for are left out.
 */
export function acceptedLanguages(header: unknown): LanguageCode[] {
  if (typeof header !== 'string') return []
  const wanted = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const quality = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean)
      // A bare tag (`en`) stands for its language as the region-tagged one does (`en-US`).
      const language = normalizeLanguageCode(tag.trim()) ?? normalizeLanguageCode(tag.trim().split('-')[0])
      return { language, quality: quality === undefined ? 1 : Number(quality), index }
    })
    .filter((entry) => entry.language !== undefined && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  return [...new Set(wanted.map((entry) => entry.language as LanguageCode))]
}

/**
 * The language of a page: `?lang=` when it names one the project offers, else the cookie of an
 * earlier choice, else the first offered language the browser's `Accept-Language` asks for, else
 * the project's default (Mongolian). An unknown language falls back to Mongolian (spec 1).
 */
export function siteLanguage(
  project: ProjectDocument | undefined,
  asked: unknown,
  remembered: unknown,
  accepted?: unknown,
): { language: LanguageCode; chosen: boolean } {
  const offered = project?.languages.map((language) => language.code) ?? ['mn_MN']
  if (isLanguage(asked) && offered.includes(asked)) return { language: asked, chosen: true }
  if (isLanguage(remembered) && offered.includes(remembered)) return { language: remembered, chosen: false }
  const browser = acceptedLanguages(accepted).find((language) => offered.includes(language))
  if (browser !== undefined) return { language: browser, chosen: false }
  const fallback = project?.default_language ?? 'mn_MN'
  return { language: offered.includes(fallback) ? fallback : 'mn_MN', chosen: false }
}

/** What the chrome is made of besides the project. */
export interface SiteChromeInput {
  language: LanguageCode
  /** The site's address (`PUBLIC_URL`). */
  origin: string
  formToken: string
  /** The titles of the information pages by slug, in the language (from the pages' rows). */
  pageTitles: ReadonlyMap<string, string>
}

/** The header's links: home, about us, news, the registries and feedback (the rest are the footer's). */
function navigationOf(project: ProjectDocument | undefined, input: SiteChromeInput): SiteLink[] {
  const { language, pageTitles } = input
  const site = project?.site
  const links: SiteLink[] = [{ path: '/', label: siteWord('home', language) }]
  const about = pageTitles.get('about-us')
  if (about !== undefined) links.push({ path: '/about-us', label: about })
  if (site !== undefined) {
    links.push({ path: '/news', label: localizedText(site.news.title, language) })
    for (const slug of ['uv-teegch', 'elch-tuluulugch', 'ahas', 'demch'] as const) {
      links.push({ path: `/${slug}`, label: localizedText(site.registries[slug].title, language) })
    }
  }
  links.push({ path: '/feedback', label: siteWord('feedback', language) })
  return links
}

/** The footer's links: every published information page in the spec's order, then feedback. */
function footerLinksOf(input: SiteChromeInput): SiteLink[] {
  const links: SiteLink[] = []
  for (const slug of ['about-us', 'project-info', 'donation', 'investment', 'investor', 'partners', 'supporters']) {
    const title = input.pageTitles.get(slug)
    if (title !== undefined) links.push({ path: `/${slug}`, label: title })
  }
  links.push({ path: '/feedback', label: siteWord('feedback', input.language) })
  return links
}

/** The prefix of the project's static words that reword the site's own words. */
const SITE_WORD_PREFIX = 'site_'

/** The project's static words of `language` named `site_{word}`, by word. */
function siteStaticWords(project: ProjectDocument | undefined, language: LanguageCode): Record<string, string> {
  const words = project?.static_words?.[language] ?? {}
  return Object.fromEntries(
    Object.entries(words)
      .filter(([key]) => key.startsWith(SITE_WORD_PREFIX))
      .map(([key, text]) => [key.slice(SITE_WORD_PREFIX.length), text]),
  )
}

/** The chrome of a page in `input.language`. */
export function siteChrome(project: ProjectDocument | undefined, input: SiteChromeInput): SiteChrome {
  const { language } = input
  const languages = project?.has_language === false ? [] : (project?.languages ?? [])
  return {
    language,
    languages: languages.map((entry) => ({ code: entry.code, label: entry.label })),
    title: localizedText(project?.title, language) ?? 'Tamga',
    subTitle: localizedText(project?.subTitle, language) ?? '',
    copyright: project?.copyright ?? '',
    logo: project?.logo ?? null,
    favicon: project?.favicon ?? null,
    navigation: navigationOf(project, input),
    footerLinks: footerLinksOf(input),
    analyticsId: project?.analytics_tag_id ?? null,
    origin: input.origin.replace(/\/+$/, ''),
    words: siteStaticWords(project, language),
    formToken: input.formToken,
  }
}
