// `/sitemap.xml` and `/robots.txt`: every published page of the site for search engines, read
// with one statement per source, and the admin area kept out of their indexes.
import { HOME_CATEGORY_SLUGS, INFO_PAGE_SLUGS, REGISTRY_SLUGS, type SiteSource } from '@tamga/schema'
import { type Kysely, sql } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import type { RecordsCatalogue } from '../records/catalogue.ts'
import { readPublished } from './siteQueries.ts'
import { dayOf } from './siteValues.ts'

/** The most addresses one sitemap file may list (the sitemaps protocol's limit). */
const SITEMAP_LIMIT = 50_000

interface SitemapEntry {
  path: string
  modified: string | null
}

/** The published rows of a source: their ids and when they last changed. */
async function publishedIds(
  db: Kysely<SystemDatabase>,
  catalogue: RecordsCatalogue,
  source: SiteSource | string,
  extra: string[] = [],
): Promise<Array<{ id: unknown; modified: unknown } & Record<string, unknown>>> {
  const model = catalogue.models.get(typeof source === 'string' ? source : source.model)
  if (model === undefined) return []
  const columns = new Set(model.columns.map((column) => column.name))
  const wanted = extra.filter((column) => columns.has(column) || column === 'id')
  return readPublished<{ id: unknown; modified: unknown } & Record<string, unknown>>(db, catalogue, model, {
    select: [
      { column: 'id' },
      model.timestamps === true ? { column: 'updated_at', as: 'modified' } : { expression: sql`null`, as: 'modified' },
      ...wanted.map((column) => ({ column })),
    ],
    order: [{ by: 'id', desc: false }],
    window: { limit: SITEMAP_LIMIT },
  })
}

/** Every page of the site a search engine should know, with the day it last changed where known. */
export async function sitemapEntries(db: Kysely<SystemDatabase>, catalogue: RecordsCatalogue): Promise<SitemapEntry[]> {
  const site = catalogue.project?.site
  const entries: SitemapEntry[] = [{ path: '/', modified: null }]
  if (site === undefined) return entries
  const categories = await publishedIds(db, catalogue, site.content.categories, ['slug'])
  const slugById = new Map<string, string>()
  for (const row of categories) {
    const slug = String(row.slug)
    if (!(HOME_CATEGORY_SLUGS as readonly string[]).includes(slug)) continue
    slugById.set(String(row.id), slug)
    entries.push({ path: `/${slug}`, modified: dayOf(row.modified) })
  }
  for (const row of await publishedIds(db, catalogue, site.content.items, [site.content.categoryField])) {
    const slug = slugById.get(String(row[site.content.categoryField]))
    if (slug !== undefined) entries.push({ path: `/${slug}/${String(row.id)}`, modified: dayOf(row.modified) })
  }
  entries.push({ path: '/news', modified: null })
  for (const row of await publishedIds(db, catalogue, site.news)) {
    entries.push({ path: `/news/${String(row.id)}`, modified: dayOf(row.modified) })
  }
  for (const slug of REGISTRY_SLUGS) {
    entries.push({ path: `/${slug}`, modified: null })
    for (const row of await publishedIds(db, catalogue, site.registries[slug])) {
      entries.push({ path: `/${slug}/detail/${String(row.id)}`, modified: dayOf(row.modified) })
    }
  }
  const pages = await publishedIds(db, catalogue, site.pages, ['slug'])
  for (const row of pages) {
    const slug = String(row.slug)
    if ((INFO_PAGE_SLUGS as readonly string[]).includes(slug))
      entries.push({ path: `/${slug}`, modified: dayOf(row.modified) })
  }
  if (site.forms?.feedback !== undefined) entries.push({ path: '/feedback', modified: null })
  return entries.slice(0, SITEMAP_LIMIT)
}

const xmlText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/** The sitemap document of `entries` on the site at `origin`. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${xmlText(`${origin}${entry.path}`)}</loc>${entry.modified === null ? '' : `<lastmod>${entry.modified}</lastmod>`}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** `robots.txt`: the public pages open to every crawler, the admin area, API and forms closed. */
export function robotsTxt(origin: string, apiBase: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /auth',
    'Disallow: /form',
    'Disallow: /select-role',
    `Disallow: ${apiBase}/`,
    'Disallow: /*/_payload.json',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
