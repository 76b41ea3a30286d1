// A data source's edits and what its editor offers, as pure functions.
import type { ApiFailure } from '@tamga/renderer'
import type { DatasourceDocument, DocumentIssue, LanguageCode } from '@tamga/schema'

/** The query's sources in order, the base first: what `alias.column` references may name. */
export function datasourceSources(datasource: DatasourceDocument): Array<{ alias: string; model: string }> {
  const base = datasource.base as Partial<DatasourceDocument['base']> | undefined
  const sources = base?.alias && base.model ? [{ alias: base.alias, model: base.model }] : []
  for (const join of Array.isArray(datasource.joins) ? datasource.joins : []) {
    if (join.alias && join.model) sources.push({ alias: join.alias, model: join.model })
  }
  return sources
}

/** Every `alias.column` the sources offer, given each model's column names. */
export function columnRefOptions(
  sources: ReadonlyArray<{ alias: string; model: string }>,
  columnsByModel: ReadonlyMap<string, readonly string[]>,
): string[] {
  return sources.flatMap(({ alias, model }) => (columnsByModel.get(model) ?? []).map((column) => `${alias}.${column}`))
}

/** The optional lists of a data source. */
export type DatasourceListKey = 'joins' | 'filters' | 'parameters' | 'groupBy' | 'orderBy'

/** The data source with an optional list replaced; an empty list is left out. */
export function withDatasourceList<TKey extends DatasourceListKey>(
  datasource: DatasourceDocument,
  key: TKey,
  list: NonNullable<DatasourceDocument[TKey]>,
): DatasourceDocument {
  const next: DatasourceDocument = { ...datasource }
  if (list.length === 0) delete next[key]
  else next[key] = list
  return next
}

/**
 * The object with an optional field set, or left out when the value is undefined (a cleared
 * label, no aggregate, an unticked flag), so the document holds no key that says nothing.
 */
export function withOptional<TObject extends object, TKey extends keyof TObject>(
  object: TObject,
  key: TKey,
  value: TObject[TKey] | undefined,
): TObject {
  const next = { ...object }
  if (value === undefined) delete next[key]
  else next[key] = value
  return next
}

/** The list with the item at `index` replaced. */
export function replaceAt<TItem>(list: readonly TItem[], index: number, item: TItem): TItem[] {
  return list.map((current, at) => (at === index ? item : current))
}

/** The list without the item at `index`. */
export function removeAt<TItem>(list: readonly TItem[], index: number): TItem[] {
  return list.filter((_, at) => at !== index)
}

/** The list with the item at `index` swapped with its neighbour; unchanged at an end. */
export function moveAt<TItem>(list: readonly TItem[], index: number, by: -1 | 1): TItem[] {
  const item = list[index]
  const neighbour = list[index + by]
  if (item === undefined || neighbour === undefined) return [...list]
  const next = [...list]
  next[index] = neighbour
  next[index + by] = item
  return next
}

/** An alias not yet used by the query's sources: `j1`, `j2`, … */
export function freeAlias(datasource: DatasourceDocument): string {
  const used = new Set(datasourceSources(datasource).map((source) => source.alias))
  let number = 1
  while (used.has(`j${number}`)) number += 1
  return `j${number}`
}

/** The query string of a preview run: the parameters given (empty boxes left out) and the row limit. */
export function previewQuery(
  parameters: Readonly<Record<string, string>>,
  limit: number,
): Record<string, string | number> {
  const query: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(parameters)) if (value !== '') query[name] = value
  // `limit` is the route's own word: a parameter of that name cannot be given here.
  query.limit = limit
  return query
}

/** A refused preview as the builder shows it: the server's words and the issues it found in the document. */
export function previewRefusal(
  failure: ApiFailure,
  language: LanguageCode,
): { message: string; issues: DocumentIssue[] } {
  const body = (typeof failure.body === 'object' && failure.body !== null ? failure.body : {}) as {
    msg?: unknown
    enMsg?: unknown
    issues?: unknown
  }
  const said = language === 'mn_MN' ? body.msg : body.enMsg
  const issues = Array.isArray(body.issues)
    ? body.issues.filter(
        (one): one is DocumentIssue =>
          typeof one === 'object' && one !== null && typeof (one as DocumentIssue).path === 'string',
      )
    : []
  return { message: typeof said === 'string' && said !== '' ? said : failure.message, issues }
}
