import Type, { type Static } from 'typebox'
import { closedObject, DocumentNameSchema, LocalizedTextSchema, SqlIdentifierSchema } from './common.ts'

/**
 * How the public website reads the project's records (spec 1, 2.2): which model each public
 * route lists, and which of its columns make a card, a detail page and its facts. Part of the
 * `project` document (`site`), so builders change the site's sources without code, and the
 * words people read come from the records themselves.
 */

/** The columns the site reads from the categories model (`site.content.categories`). */
export const SITE_CATEGORY_COLUMNS = [
  'id',
  'slug',
  'name',
  'name_en',
  'name_ko',
  'description',
  'cover_image',
  'icon',
  'sort_order',
  'is_published',
] as const
/** The columns the site reads from the information pages' model (`site.pages`). */
export const SITE_PAGE_COLUMNS = [
  'slug',
  'title',
  'title_en',
  'title_ko',
  'summary',
  'body',
  'cover_image',
  'is_published',
] as const
/** The columns the site reads from a course's lessons (`site.content.lessons`). */
export const SITE_LESSON_COLUMNS = ['id', 'title', 'kind', 'media_url', 'body', 'minutes', 'sort_order'] as const

/** How a fact's value is written. */
export const SITE_FACT_FORMATS = ['text', 'date', 'year', 'money'] as const

/**
 * A column shown with a label: on a detail page's facts, or as a card's subtitle. A column that
 * references another model (a foreign key in its model document) shows that model's `show`
 * column instead of the id.
 */
export const SiteFactConfigSchema = closedObject({
  field: SqlIdentifierSchema,
  label: LocalizedTextSchema,
  /** The referenced model's column to show, for a column that references one. */
  show: Type.Optional(SqlIdentifierSchema),
  /** @default 'text' */
  format: Type.Optional(Type.Enum([...SITE_FACT_FORMATS])),
})
export type SiteFactConfig = Static<typeof SiteFactConfigSchema>

/** A model the site lists, with the columns its cards and detail pages are made of. */
export const SiteSourceSchema = closedObject({
  model: DocumentNameSchema,
  /** The listing's heading. */
  title: LocalizedTextSchema,
  /** A sentence under the heading. */
  intro: Type.Optional(LocalizedTextSchema),
  /** The columns that name a record, joined with a space (`last_name`, `first_name`). */
  name: Type.Array(SqlIdentifierSchema, { minItems: 1 }),
  subtitle: Type.Optional(SiteFactConfigSchema),
  summary: Type.Optional(SqlIdentifierSchema),
  image: Type.Optional(SqlIdentifierSchema),
  /** A date or time of publication, shown on cards and used for the newest-first order. */
  date: Type.Optional(SqlIdentifierSchema),
  /** Rich text (HTML, sanitised before it is shown). */
  body: Type.Optional(SqlIdentifierSchema),
  facts: Type.Optional(Type.Array(SiteFactConfigSchema)),
  /** The order of the listing. @default the date, newest first, then the id */
  order: Type.Optional(
    Type.Array(closedObject({ field: SqlIdentifierSchema, desc: Type.Optional(Type.Boolean()) }), { minItems: 1 }),
  ),
  /** A choice the listing can be narrowed by (a fact over a referenced model: the aimag). */
  filter: Type.Optional(SiteFactConfigSchema),
})
export type SiteSource = Static<typeof SiteSourceSchema>

/**
 * Where a visitor's form is stored: a record of a krud, written through the krud's form (so it
 * is checked as staff's own entries are, and shows in the admin area's grid), with the form's
 * fields in these columns and the `set` values besides (`kind: 'donation'`).
 */
export const SiteFormTargetSchema = closedObject({
  krud: DocumentNameSchema,
  /** The form the write is checked with, over the krud's model. @default the krud's form */
  form: Type.Optional(DocumentNameSchema),
  fields: closedObject({
    name: SqlIdentifierSchema,
    email: SqlIdentifierSchema,
    phone: Type.Optional(SqlIdentifierSchema),
    message: Type.Optional(SqlIdentifierSchema),
    amount: Type.Optional(SqlIdentifierSchema),
    /** The paid content item a request for access names. */
    item: Type.Optional(SqlIdentifierSchema),
  }),
  set: Type.Optional(Type.Record(SqlIdentifierSchema, Type.Union([Type.String(), Type.Number(), Type.Boolean()]))),
})
export type SiteFormTarget = Static<typeof SiteFormTargetSchema>

/**
 * The site's sources. A record appears only when its `is_published` column is true, and, for a
 * model whose krud runs a workflow, only once its process reached END.
 */
export const SiteConfigSchema = closedObject({
  /** `/news`, `/news/{id}`. */
  news: SiteSourceSchema,
  /**
   * `/` and its nine children: the categories model (the columns of {@link SITE_CATEGORY_COLUMNS})
   * and the content items, each
   * in one category through `categoryField`; `mediaField` names the medium (video, ebook,
   * course…), `priceField` and `paidField` a paid item's price in tugrik.
   */
  content: closedObject({
    categories: DocumentNameSchema,
    items: SiteSourceSchema,
    categoryField: SqlIdentifierSchema,
    mediaField: Type.Optional(SqlIdentifierSchema),
    mediaUrlField: Type.Optional(SqlIdentifierSchema),
    paidField: Type.Optional(SqlIdentifierSchema),
    priceField: Type.Optional(SqlIdentifierSchema),
    featuredField: Type.Optional(SqlIdentifierSchema),
    /** The model of a course's lessons ({@link SITE_LESSON_COLUMNS}) and its column naming the item. */
    lessons: Type.Optional(closedObject({ model: DocumentNameSchema, itemField: SqlIdentifierSchema })),
  }),
  /** The information pages: a model with a row per route slug ({@link SITE_PAGE_COLUMNS}). */
  pages: DocumentNameSchema,
  /** `/ahas`, `/demch`, `/elch-tuluulugch`, `/uv-teegch` and their detail pages. */
  registries: closedObject({
    ahas: SiteSourceSchema,
    demch: SiteSourceSchema,
    'elch-tuluulugch': SiteSourceSchema,
    'uv-teegch': SiteSourceSchema,
  }),
  /** Where each of the visitors' forms is stored; a form without a target is not offered. */
  forms: Type.Optional(
    closedObject({
      feedback: Type.Optional(SiteFormTargetSchema),
      donation: Type.Optional(SiteFormTargetSchema),
      investment: Type.Optional(SiteFormTargetSchema),
      access: Type.Optional(SiteFormTargetSchema),
    }),
  ),
  /** The records the information pages `/investor`, `/partners` and `/supporters` list under their text. */
  lists: closedObject({
    investor: Type.Optional(SiteSourceSchema),
    partners: Type.Optional(SiteSourceSchema),
    supporters: Type.Optional(SiteSourceSchema),
  }),
})
export type SiteConfig = Static<typeof SiteConfigSchema>

/** Every source of a site configuration with where it sits in the document, for checks. */
export function siteSources(site: SiteConfig): Array<{ path: string[]; source: SiteSource }> {
  const found: Array<{ path: string[]; source: SiteSource }> = [
    { path: ['site', 'news'], source: site.news },
    { path: ['site', 'content', 'items'], source: site.content.items },
  ]
  for (const [slug, source] of Object.entries(site.registries))
    found.push({ path: ['site', 'registries', slug], source })
  for (const [slug, source] of Object.entries(site.lists)) {
    if (source !== undefined) found.push({ path: ['site', 'lists', slug], source })
  }
  return found
}

/** The columns of a source's model a source names. */
export function siteSourceColumns(source: SiteSource): string[] {
  const facts = [...(source.facts ?? []), ...(source.subtitle === undefined ? [] : [source.subtitle])]
  return [
    ...source.name,
    ...facts.map((fact) => fact.field),
    ...(source.filter === undefined ? [] : [source.filter.field]),
    ...[source.summary, source.image, source.date, source.body].filter((field) => field !== undefined),
    ...(source.order ?? []).map((key) => key.field),
  ]
}
