// The edits of a GraphQL entry (spec 3.13) and the sample query its "try it" pane starts from.
// Every function gives a new document; an empty optional list or map is left out rather than
// saved as `[]`, so a document that never used a setting does not change by being opened.
import {
  columnTypeName,
  effectiveColumns,
  type GraphqlActions,
  type GraphqlDocument,
  type GraphqlSubTable,
  type ModelDocument,
  VERSION_FIELD,
} from '@tamga/schema'

/** The mutations an entry may allow, in the order the editor shows them. */
export const GRAPHQL_ACTIONS = ['add', 'edit', 'delete'] as const satisfies ReadonlyArray<keyof GraphqlActions>
export type GraphqlAction = (typeof GRAPHQL_ACTIONS)[number]

// The server adds these to every type itself; a column of that name is never exposed.
const RESERVED_FIELDS: ReadonlySet<string> = new Set([VERSION_FIELD, '_cursor'])

/**
 * The model's columns the endpoint can expose, hidden or not: geometry columns have no GraphQL
 * type (the server leaves them out), nor do columns starting with `__` or named like a field the
 * server adds. The implied timestamp and soft-delete columns are included, since an entry hides
 * them (`deleted_at`) like any other.
 */
export function exposableColumns(model: ModelDocument | undefined): string[] {
  if (model === undefined || !Array.isArray(model.columns)) return []
  return typedColumns(effectiveColumns(model))
}

/**
 * The columns the server's GraphQL type has, hidden or not: the model's own columns. The implied
 * timestamp and soft-delete columns are no fields of the type, so a query may not ask for them.
 */
export function queryableColumns(model: ModelDocument | undefined): string[] {
  if (model === undefined || !Array.isArray(model.columns)) return []
  return typedColumns(model.columns)
}

function typedColumns(columns: readonly ModelDocument['columns'][number][]): string[] {
  return columns
    .filter((column) => !column.name.startsWith('__') && !RESERVED_FIELDS.has(column.name))
    .filter((column) => columnTypeName(column.type) !== 'geometry')
    .map((column) => column.name)
}

/** Hides or shows one column; the list keeps the model's column order when `order` is given. */
export function withHiddenField(
  entry: GraphqlDocument,
  column: string,
  hidden: boolean,
  order: readonly string[] = [],
): GraphqlDocument {
  const current = new Set(entry.hiddenFields ?? [])
  if (hidden) current.add(column)
  else current.delete(column)
  const rank = (name: string) => {
    const index = order.indexOf(name)
    return index < 0 ? Number.MAX_SAFE_INTEGER : index
  }
  const hiddenFields = [...current].sort((a, b) => rank(a) - rank(b))
  const { hiddenFields: _previous, ...rest } = entry
  return hiddenFields.length === 0 ? rest : { ...rest, hiddenFields }
}

/** Allows or forbids one mutation; a forbidden one is left out (false is the default). */
export function withAction(entry: GraphqlDocument, action: GraphqlAction, allowed: boolean): GraphqlDocument {
  const actions: GraphqlActions = { ...entry.actions }
  if (allowed) actions[action] = true
  else delete actions[action]
  const { actions: _previous, ...rest } = entry
  return Object.keys(actions).length === 0 ? rest : { ...rest, actions }
}

/** Sets who may read the entry: `public`, and the numeric role ids (empty: any signed-in person). */
export function withAccess(
  entry: GraphqlDocument,
  access: { public?: boolean; roles?: readonly number[] },
): GraphqlDocument {
  const next: NonNullable<GraphqlDocument['access']> = { ...entry.access }
  if (access.public !== undefined) {
    if (access.public) next.public = true
    else delete next.public
  }
  if (access.roles !== undefined) {
    const roles = [...new Set(access.roles)]
    if (roles.length > 0) next.roles = roles
    else delete next.roles
  }
  const { access: _previous, ...rest } = entry
  return Object.keys(next).length === 0 ? rest : { ...rest, access: next }
}

/** Replaces the top-level sub-tables; none is left out. */
export function withSubTables(entry: GraphqlDocument, subTables: readonly GraphqlSubTable[]): GraphqlDocument {
  const { subTables: _previous, ...rest } = entry
  return subTables.length === 0 ? rest : { ...rest, subTables: [...subTables] }
}

/** One sub-table changed, the others as they were. */
export function withSubTable(entry: GraphqlDocument, index: number, change: Partial<GraphqlSubTable>): GraphqlDocument {
  const subTables = (entry.subTables ?? []).map((sub, at) => (at === index ? { ...sub, ...change } : sub))
  return withSubTables(entry, subTables)
}

/** The root field names the server derives from the type name (`News` → `newsList`, `news`, `newsCount`). */
export function graphqlRootFields(typeName: string): { list: string; one: string; count: string } {
  const base = typeName.charAt(0).toLowerCase() + typeName.slice(1)
  return { list: `${base}List`, one: base, count: `${base}Count` }
}

/**
 * A query over the entry's visible fields, first rows only, for the "try it" pane to start
 * from. Without known columns it asks for the ID field alone.
 *
 * @example sampleQuery(news, ['id', 'title', 'deleted_at']) // '{\n  newsList(limit: 10) {\n    id\n    title\n  }\n}' when deleted_at is hidden
 */
export function sampleQuery(entry: GraphqlDocument, columns: readonly string[], limit = 10): string {
  const hidden = new Set(entry.hiddenFields ?? [])
  const visible = columns.filter((column) => !hidden.has(column))
  const fields = visible.length > 0 ? visible : [entry.idField ?? 'id']
  const { list } = graphqlRootFields(entry.typeName ?? 'Entry')
  return `{\n  ${list}(limit: ${limit}) {\n${fields.map((field) => `    ${field}`).join('\n')}\n  }\n}`
}
