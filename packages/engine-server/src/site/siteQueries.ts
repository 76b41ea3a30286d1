// The public site's reads: published records of the models the project's `site` configuration
// names, one statement per listing (its rows, their related labels and the total together),
// every identifier from a validated document and every value a bound parameter.
import type { ModelDocument, SiteFactConfig, SiteSource } from '@tamga/schema'
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { publishedRule } from '../permissions/publishedRule.ts'
import type { RecordsCatalogue } from '../records/catalogue.ts'
import { escapeLike } from '../records/listQuery.ts'
import { rowConditionSql } from '../records/rowConditions.ts'
import { ANONYMOUS_USER_ID } from '../records/tableAccess.ts'

/** A row as the site reads it: its columns, plus `__show_{field}` for a fact over a referenced model. */
export type SiteRow = Record<string, unknown>

/** The key a fact's referenced label is read under. */
export const showKey = (field: string) => `__show_${field}`

/** The model and table a source reads, or undefined when the project has no such model. */
export function sourceModel(catalogue: RecordsCatalogue, name: string): ModelDocument | undefined {
  return catalogue.models.get(name)
}

/** The conditions every row the site shows meets: the published rule every visitor's read has. */
export function publishedConditions(catalogue: RecordsCatalogue, model: ModelDocument): RawBuilder<unknown>[] {
  return publishedRule(model, catalogue.workflows.values()).map((condition) =>
    rowConditionSql(condition, ANONYMOUS_USER_ID, (column) => sql.ref(`t.${column}`)),
  )
}

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

/** The select list of a source: the columns it names and, for facts over another model, that model's label. */
function selection(catalogue: RecordsCatalogue, model: ModelDocument, source: SiteSource, columns: readonly string[]) {
  const facts: SiteFactConfig[] = [
    ...(source.facts ?? []),
    ...(source.subtitle === undefined ? [] : [source.subtitle]),
    ...(source.filter === undefined ? [] : [source.filter]),
  ]
  const parts: RawBuilder<unknown>[] = [...new Set(['id', ...columns])].map((column) => sql.ref(`t.${column}`))
  const shown = new Set<string>()
  for (const fact of facts) {
    if (fact.show === undefined || shown.has(fact.field)) continue
    const reference = referenceOf(catalogue, model, fact.field)
    if (reference === undefined) continue
    shown.add(fact.field)
    parts.push(
      sql`(select ${sql.ref(`r.${fact.show}`)} from ${sql.table(reference.table)} r where ${sql.ref(`r.${reference.key}`)} = ${sql.ref(`t.${fact.field}`)}) as ${sql.ref(showKey(fact.field))}`,
    )
  }
  return sql.join(parts)
}

/** The order of a listing: the source's, else newest first by its date, then the id. */
function orderOf(source: SiteSource): RawBuilder<unknown> {
  const keys = source.order ?? (source.date === undefined ? [] : [{ field: source.date, desc: true }])
  const parts = keys.map(
    (key) => sql`${sql.ref(`t.${key.field}`)} ${key.desc === true ? sql`desc` : sql`asc`} nulls last`,
  )
  parts.push(sql`t.id desc`)
  return sql.join(parts)
}

/** What a listing is narrowed by. */
export interface ListingQuery {
  search: string
  /** The filter column's value, '' for none. */
  filter: string
  page: number
  pageSize: number
  /** Further conditions (a category's items). */
  where?: RawBuilder<unknown>[]
  /** Further columns the cards are made with (a content item's medium and price). */
  columns?: readonly string[]
}

/**
 * A page of a source's published rows, newest first unless the source orders otherwise, with
 * the total: `search` looks in the name and summary columns in every spelling of
 * `variants(search)` (Cyrillic and Latin).
 */
export async function listRows(
  db: Kysely<SystemDatabase>,
  catalogue: RecordsCatalogue,
  model: ModelDocument,
  source: SiteSource,
  query: ListingQuery,
  variants: (term: string) => readonly string[],
): Promise<{ rows: SiteRow[]; total: number }> {
  const conditions = [...publishedConditions(catalogue, model), ...(query.where ?? [])]
  const term = query.search.trim()
  if (term !== '') {
    const searched = [...source.name, ...(source.summary === undefined ? [] : [source.summary])]
    const patterns = variants(term).map((variant) => `%${escapeLike(variant)}%`)
    conditions.push(
      sql`(${sql.join(
        searched.flatMap((column) => patterns.map((pattern) => sql`${sql.ref(`t.${column}`)}::text ilike ${pattern}`)),
        sql` or `,
      )})`,
    )
  }
  if (query.filter !== '' && source.filter !== undefined) {
    conditions.push(sql`${sql.ref(`t.${source.filter.field}`)}::text = ${query.filter}`)
  }
  const columns = [...listColumns(source), ...(query.columns ?? [])]
  const where = conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `)
  const result = await sql<SiteRow & { __total: string | number }>`
    select ${selection(catalogue, model, source, columns)}, count(*) over () as __total
    from ${sql.table(model.table)} t
    where ${where}
    order by ${orderOf(source)}
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`.execute(db)
  const total = Number(result.rows[0]?.__total ?? 0)
  // A page past the end has no row to carry the total: count on its own then.
  if (result.rows.length === 0 && query.page > 1) {
    const counted = await sql<{ n: string | number }>`
      select count(*) as n from ${sql.table(model.table)} t where ${where}`.execute(db)
    return { rows: [], total: Number(counted.rows[0]?.n ?? 0) }
  }
  return { rows: result.rows, total }
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
  const conditions = [...publishedConditions(catalogue, model), sql`t.id = ${id}`]
  const result = await sql<SiteRow>`
    select ${selection(catalogue, model, source, columns)}
    from ${sql.table(model.table)} t
    where ${sql.join(conditions, sql` and `)}`.execute(db)
  return result.rows[0]
}

/** The distinct values of a source's filter column among its published rows, with their labels. */
export async function filterChoices(
  db: Kysely<SystemDatabase>,
  catalogue: RecordsCatalogue,
  model: ModelDocument,
  filter: SiteFactConfig,
): Promise<Array<{ value: string; label: string }>> {
  const reference = filter.show === undefined ? undefined : referenceOf(catalogue, model, filter.field)
  const label =
    reference === undefined || filter.show === undefined
      ? sql`${sql.ref(`t.${filter.field}`)}::text`
      : sql`(select ${sql.ref(`r.${filter.show}`)}::text from ${sql.table(reference.table)} r where ${sql.ref(`r.${reference.key}`)} = ${sql.ref(`t.${filter.field}`)})`
  const conditions = [...publishedConditions(catalogue, model), sql`${sql.ref(`t.${filter.field}`)} is not null`]
  const result = await sql<{ value: string; label: string | null }>`
    select distinct ${sql.ref(`t.${filter.field}`)}::text as value, ${label} as label
    from ${sql.table(model.table)} t
    where ${sql.join(conditions, sql` and `)}
    order by label`.execute(db)
  return result.rows.map((row) => ({ value: row.value, label: row.label ?? row.value }))
}
