// The public site's reads: published records of the models the project's `site` configuration
// names, one statement per listing (its rows, their related labels and the total together),
// every identifier from a validated document and every value a bound parameter.
import {
  type ModelDocument,
  publishedRule,
  type SiteFactConfig,
  type SiteSource,
  translationNames,
} from '@tamga/schema'
import { type Kysely, sql } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { compileRead } from '../reads/compileRead.ts'
import { type ReadAccess, visitorAccess } from '../reads/readAccess.ts'
import { type OrderKey, type ReadColumn, type ReadCondition, type ReadQuery, TOTAL_COLUMN } from '../reads/readQuery.ts'
import type { RecordsCatalogue } from '../records/catalogue.ts'

/** A row as the site reads it: its columns, plus `__show_{field}` for a fact over a referenced model. */
export type SiteRow = Record<string, unknown>

/** The key a fact's referenced label is read under. */
export const showKey = (field: string) => `__show_${field}`

/** The model and table a source reads, or undefined when the project has no such model. */
export function sourceModel(catalogue: RecordsCatalogue, name: string): ModelDocument | undefined {
  return catalogue.models.get(name)
}

/** What a visitor may read of a model: the rows the published rule lets anyone read. */
function visitorRead(catalogue: RecordsCatalogue, model: ModelDocument): ReadAccess {
  return visitorAccess(publishedRule(model, catalogue.workflows.values()))
}

/** A read of a model's published rows, as every page of the site makes it (alias `t`). */
export type PublishedRead = Omit<ReadQuery, 'model' | 'alias'>

/** The published rows of a model a read asks for: what every page of the site shows. */
export async function readPublished<Row = SiteRow>(
  db: Kysely<SystemDatabase>,
  catalogue: RecordsCatalogue,
  model: ModelDocument,
  read: PublishedRead,
): Promise<Row[]> {
  const query: ReadQuery = { ...read, model, alias: ROW }
  return (await compileRead<Row>(query, visitorRead(catalogue, model)).execute(db)).rows
}

const ROW = 't'

/** The referenced model's table and key of a column with a foreign key, or undefined. */
function referenceOf(
  catalogue: RecordsCatalogue,
  model: ModelDocument,
  field: string,
): { table: string; key: string } | undefined {
  const foreignKey = model.foreignKeys?.find((key) => key.columns.length === 1 && key.columns[0] === field)
  const target = foreignKey === undefined ? undefined : catalogue.models.get(foreignKey.references.model)
  const key = foreignKey?.references.columns[0]
  return target === undefined || key === undefined ? undefined : { table: target.table, key }
}

/**
 * The columns with, after each translatable one, the columns keeping its text in the other
 * languages (`title_en`, `title_ko`), so a page can be written in the visitor's language.
 */
export function withTranslations(model: ModelDocument, columns: readonly string[]): string[] {
  return columns.flatMap((name) => [name, ...translationNames(model, name)])
}

/**
 * The select list of a source: the columns it names (with their translations) and, for facts
 * over another model, that model's label.
 */
function selection(
  catalogue: RecordsCatalogue,
  model: ModelDocument,
  source: SiteSource,
  columns: readonly string[],
): ReadColumn[] {
  const facts: SiteFactConfig[] = [
    ...(source.facts ?? []),
    ...(source.subtitle === undefined ? [] : [source.subtitle]),
    ...(source.filter === undefined ? [] : [source.filter]),
  ]
  const parts: ReadColumn[] = [...new Set(['id', ...withTranslations(model, columns)])].map((column) => ({ column }))
  const shown = new Set<string>()
  for (const fact of facts) {
    if (fact.show === undefined || shown.has(fact.field)) continue
    const reference = referenceOf(catalogue, model, fact.field)
    if (reference === undefined) continue
    shown.add(fact.field)
    parts.push({
      label: { table: reference.table, key: reference.key, fields: [fact.show] },
      of: fact.field,
      as: showKey(fact.field),
    })
  }
  return parts
}

/** The order of a listing: the source's, else newest first by its date, then the id. */
function orderOf(source: SiteSource): OrderKey[] {
  const keys = source.order ?? (source.date === undefined ? [] : [{ field: source.date, desc: true }])
  return [...keys.map((key) => ({ by: key.field, desc: key.desc === true, nullsLast: true })), { by: 'id', desc: true }]
}

/** What a listing is narrowed by. */
export interface ListingQuery {
  search: string
  /** The filter column's value, '' for none. */
  filter: string
  page: number
  pageSize: number
  /** Further conditions (a category's items). */
  where?: ReadCondition[]
  /** Further columns the cards are made with (a content item's medium and price). */
  columns?: readonly string[]
}

/**
 * A page of a source's published rows, newest first unless the source orders otherwise, with
 * the total: `search` looks in the name and summary columns (and their translations) in every
 * spelling of `variants(search)` (Cyrillic and Latin).
 */
export async function listRows(
  db: Kysely<SystemDatabase>,
  catalogue: RecordsCatalogue,
  model: ModelDocument,
  source: SiteSource,
  query: ListingQuery,
  variants: (term: string) => readonly string[],
): Promise<{ rows: SiteRow[]; total: number }> {
  const conditions: ReadCondition[] = [...(query.where ?? [])]
  const term = query.search.trim()
  if (term !== '') {
    // A visitor reading English or Korean searches the translations too.
    const searched = withTranslations(model, [
      ...source.name,
      ...(source.summary === undefined ? [] : [source.summary]),
    ])
    conditions.push({ is: 'searched', targets: searched, variants: variants(term) })
  }
  if (query.filter !== '' && source.filter !== undefined) {
    conditions.push({ column: source.filter.field, is: 'equal', value: query.filter, text: true })
  }
  const columns = [...listColumns(source), ...(query.columns ?? [])]
  const read: PublishedRead = {
    select: selection(catalogue, model, source, columns),
    where: conditions,
    order: orderOf(source),
    window: { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    total: true,
  }
  const rows = await readPublished<SiteRow>(db, catalogue, model, read)
  const total = Number(rows[0]?.[TOTAL_COLUMN] ?? 0)
  // A page past the end has no row to carry the total: count on its own then.
  if (rows.length === 0 && query.page > 1) {
    const counted = await readPublished<{ n: string | number }>(db, catalogue, model, {
      select: [{ expression: sql`count(*)`, as: 'n' }],
      where: conditions,
    })
    return { rows: [], total: Number(counted[0]?.n ?? 0) }
  }
  return { rows, total }
}

/** The columns a card needs. */
function listColumns(source: SiteSource): string[] {
  return [
    ...source.name,
    ...[source.summary, source.image, source.date].filter((column) => column !== undefined),
    ...(source.subtitle === undefined ? [] : [source.subtitle.field]),
    ...(source.filter === undefined ? [] : [source.filter.field]),
  ]
}

/** One published row of a source by id, with every column its detail page shows; undefined when there is none. */
export async function oneRow(
  db: Kysely<SystemDatabase>,
  catalogue: RecordsCatalogue,
  model: ModelDocument,
  source: SiteSource,
  id: number,
  extra: readonly string[] = [],
): Promise<SiteRow | undefined> {
  const columns = [
    ...listColumns(source),
    ...(source.body === undefined ? [] : [source.body]),
    ...(source.facts ?? []).map((fact) => fact.field),
    ...extra,
  ]
  const rows = await readPublished<SiteRow>(db, catalogue, model, {
    select: selection(catalogue, model, source, columns),
    where: [{ column: 'id', is: 'equal', value: id }],
  })
  return rows[0]
}

/** The distinct values of a source's filter column among its published rows, with their labels. */
export async function filterChoices(
  db: Kysely<SystemDatabase>,
  catalogue: RecordsCatalogue,
  model: ModelDocument,
  filter: SiteFactConfig,
): Promise<Array<{ value: string; label: string }>> {
  const reference = filter.show === undefined ? undefined : referenceOf(catalogue, model, filter.field)
  const label: ReadColumn =
    reference === undefined || filter.show === undefined
      ? { column: filter.field, as: 'label', text: true }
      : { label: { table: reference.table, key: reference.key, fields: [filter.show] }, of: filter.field, as: 'label' }
  const rows = await readPublished<{ value: string; label: string | null }>(db, catalogue, model, {
    select: [{ column: filter.field, as: 'value', text: true }, label],
    where: [{ column: filter.field, is: 'not-null' }],
    order: [{ by: { expression: sql.ref('label') }, desc: false }],
    distinct: true,
  })
  return rows.map((row) => ({ value: row.value, label: row.label ?? row.value }))
}
