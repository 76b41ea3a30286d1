import {
  type ColumnKind,
  checkGraphql,
  columnKind,
  columnTypeName,
  type GraphqlDocument,
  type GraphqlSubTable,
  type ModelDocument,
  VERSION_FIELD,
} from '@tamga/schema'
import type { RecordsCatalogue } from '../records/catalogue.ts'
import { insertRequiredColumns } from './insertRequired.ts'
import { type RelationShape, relationShapes } from './relations.ts'

// How a model column is typed in GraphQL follows its kind (@tamga/schema's columnKind): `int` →
// Int, `decimal` (bigint and numeric) → the exact `Decimal` scalar written as text, `boolean`,
// `string` (text, varchar, uuid, time), `date`, `timestamp` (ISO 8601 text), `json` → `JSON`.
export type { ColumnKind } from '@tamga/schema'

/** One column a type exposes. */
export interface ColumnShape {
  name: string
  kind: ColumnKind
  /** The PostgreSQL type's name (`uuid`, `time`, …), for checking compared values. */
  sqlType: string
  nullable: boolean
  /** The entry's (or sub-table's) ID field, typed `ID`. */
  isId: boolean
  /** Filled in by the database on insert (an identity or a generated UUID). */
  generated: boolean
  /**
   * A password field's column (stored hashed): a mutation's input may set it, but no type
   * answers it and no filter or sort takes it.
   */
  writeOnly: boolean
}

/** A GraphQL object type over a model: its visible columns and nested sub-tables. */
export interface TableShape {
  typeName: string
  model: ModelDocument
  idField: string
  /** Visible columns by name (never the hidden ones). */
  columns: ReadonlyMap<string, ColumnShape>
  subTables: ReadonlyMap<string, SubTableShape>
  /** Many-to-one objects by field name, from its model's foreign keys (see `relationShapes`). */
  relations: ReadonlyMap<string, RelationShape>
}

/** Rows of another model under each row: those whose `connectionField` equals the parent's `parentIdField`. */
export interface SubTableShape {
  field: string
  table: TableShape
  connectionField: string
  parentIdField: string
}

/** The GraphQL fields one entry gives the schema. */
export interface EntryFieldNames {
  /** `<type>List`: a page of rows. */
  list: string
  /** `<type>`: one row by its ID. */
  one: string
  /** `<type>Count`: how many rows match. */
  count: string
  /** `<type>Aggregate`: count, sums, averages and extremes, overall and per group. */
  aggregate: string
  /** `<type>Connection`: a page of rows as a Relay connection. */
  connection: string
  /** `add<type>`: one row. */
  add: string
  /** `add<type>List`: many rows in one transaction. */
  addList: string
  edit: string
  delete: string
  /** `restore<type>`: a deleted row back (models that keep deleted rows). */
  restore: string
  /** `<type>Changed`: the subscription. */
  changed: string
}

/** A GraphQL entry document with what the schema is built from. */
export interface EntryShape {
  entry: GraphqlDocument
  table: TableShape
  fields: EntryFieldNames
  /** The columns the entry's `…Insert` type makes non-null (see `insertRequiredColumns`). */
  insertRequired: ReadonlySet<string>
}

/** A field name every type adds besides its columns (and `_version`, `VERSION_FIELD`). */
export const CURSOR_FIELD = '_cursor'
const RESERVED_FIELDS: ReadonlySet<string> = new Set([VERSION_FIELD, CURSOR_FIELD])
/** GraphQL forbids these as enum values, so they cannot name a sortable field. */
export const NOT_ENUM_VALUES: ReadonlySet<string> = new Set(['true', 'false', 'null'])

const upperFirst = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1)

/** What went wrong while reading the entries: logged, never fatal (one bad entry leaves the others). */
export interface ShapeProblem {
  entry: string
  reason: string
}

/** The names the schema gives every type besides the object type itself. */
export const TYPE_NAME_SUFFIXES = [
  'Filter',
  'Sort',
  'Field',
  'Insert',
  'Patch',
  'Change',
  // filterTypes.ts: a sub-table's `some` and `none`
  'ListFilter',
  // aggregates.ts
  'Aggregate',
  'AggregateGroup',
  'AggregateSum',
  'AggregateAvg',
  'AggregateMin',
  'AggregateMax',
  // connections.ts
  'Connection',
  'Edge',
] as const

/** Type names the schema defines once for all entries. */
export const SHARED_TYPE_NAMES: readonly string[] = [
  'Query',
  'Mutation',
  'Subscription',
  'JSON',
  'Decimal',
  'RecordAction',
  'StringFilter',
  'IntFilter',
  'DecimalFilter',
  'DateFilter',
  'BooleanFilter',
  'TamgaNotification',
  'PageInfo',
]

/** Root fields the schema has whatever the entries are. */
export const BUILT_IN_ROOT_FIELDS: readonly string[] = ['_schemaVersion', 'notificationAdded']

interface ShapeContext {
  catalogue: RecordsCatalogue
  /** Every type name given out, with its suffixed family. */
  taken: Set<string>
  problems: ShapeProblem[]
  entry: string
  /** The entry a model's rows are read through, for a relation to it. */
  entryOf: (model: string) => (() => EntryShape) | undefined
}

const family = (name: string) => [name, ...TYPE_NAME_SUFFIXES.map((suffix) => `${name}${suffix}`)]

function claimFamily(taken: Set<string>, name: string): boolean {
  const names = family(name)
  if (names.some((candidate) => taken.has(candidate))) return false
  for (const candidate of names) taken.add(candidate)
  return true
}

function uniqueTypeName(context: ShapeContext, wanted: string): string {
  let name = wanted
  for (let n = 2; !claimFamily(context.taken, name); n++) name = `${wanted}${n}`
  return name
}

function tableShape(
  context: ShapeContext,
  model: ModelDocument,
  typeName: string,
  idField: string,
  hidden: readonly string[] | undefined,
  subTables: readonly GraphqlSubTable[] | undefined,
): TableShape {
  const hiddenSet = new Set(hidden ?? [])
  const writeOnly = context.catalogue.writeOnlyColumns(model.name)
  const columns = new Map<string, ColumnShape>()
  for (const column of model.columns) {
    if (hiddenSet.has(column.name) || column.name.startsWith('__') || RESERVED_FIELDS.has(column.name)) continue
    const kind = columnKind(column)
    if (kind === undefined) continue
    const named = column.default !== undefined && 'named' in column.default ? column.default.named : undefined
    columns.set(column.name, {
      name: column.name,
      kind,
      sqlType: columnTypeName(column.type),
      nullable: column.nullable !== false,
      isId: column.name === idField,
      generated: named === 'identity' || named === 'gen_random_uuid',
      writeOnly: writeOnly.has(column.name),
    })
  }
  const subs = new Map<string, SubTableShape>()
  for (const sub of subTables ?? []) {
    const subModel = context.catalogue.model(sub.model)
    const parentIdField = sub.parentIdField ?? 'id'
    const has = (target: ModelDocument, name: string) => target.columns.some((column) => column.name === name)
    if (subModel === undefined) {
      context.problems.push({ entry: context.entry, reason: `sub-table "${sub.name}": no model "${sub.model}"` })
      continue
    }
    if (!has(subModel, sub.connectionField) || !has(model, parentIdField)) {
      context.problems.push({
        entry: context.entry,
        reason: `sub-table "${sub.name}": "${sub.connectionField}" or the parent's "${parentIdField}" is not a column`,
      })
      continue
    }
    if (columns.has(sub.name) || RESERVED_FIELDS.has(sub.name)) {
      context.problems.push({ entry: context.entry, reason: `sub-table "${sub.name}" has the name of a column` })
      continue
    }
    const key = subModel.primaryKey?.length === 1 ? subModel.primaryKey[0] : undefined
    const subId = key !== undefined && has(subModel, key) ? key : 'id'
    subs.set(sub.name, {
      field: sub.name,
      connectionField: sub.connectionField,
      parentIdField,
      table: tableShape(
        context,
        subModel,
        uniqueTypeName(context, `${typeName}${upperFirst(sub.name)}`),
        subId,
        sub.hiddenFields,
        sub.subTables,
      ),
    })
  }
  const relations = relationShapes(model, {
    columns,
    taken: (name) => columns.has(name) || subs.has(name) || RESERVED_FIELDS.has(name),
    entryOf: context.entryOf,
    problem: (reason) => context.problems.push({ entry: context.entry, reason }),
  })
  return { typeName, model, idField, columns, subTables: subs, relations }
}

/**
 * The entries of a catalogue as the schema exposes them, in name order. An entry is left out
 * (and named in `problems`) when it breaks `checkGraphql`, names a missing model or ID column,
 * or would give a type or field name another entry already has. A sub-table's type is named
 * after its parent and field (`HeritageBearerApplications`), numbered when that is taken.
 */
export function entryShapes(catalogue: RecordsCatalogue): { entries: EntryShape[]; problems: ShapeProblem[] } {
  const problems: ShapeProblem[] = []
  const taken = new Set<string>(SHARED_TYPE_NAMES)
  const rootNames = new Set<string>(BUILT_IN_ROOT_FIELDS)
  const accepted: Array<{ entry: GraphqlDocument; model: ModelDocument; fields: EntryFieldNames }> = []
  const documents = [...catalogue.graphql.values()].sort((a, b) => a.name.localeCompare(b.name))
  // Entry type names are claimed before any sub-table is named, so a derived name never takes one.
  for (const entry of documents) {
    const issues = checkGraphql(entry)
    if (issues.length > 0) {
      problems.push({ entry: entry.name, reason: issues.map((found) => `${found.path} ${found.code}`).join(', ') })
      continue
    }
    const model = catalogue.model(entry.model)
    const idField = entry.idField ?? 'id'
    if (model === undefined || !model.columns.some((column) => column.name === idField)) {
      problems.push({ entry: entry.name, reason: `no model "${entry.model}" with the ID column "${idField}"` })
      continue
    }
    const base = lowerFirst(entry.typeName)
    const type = entry.typeName
    const fields: EntryFieldNames = {
      list: `${base}List`,
      one: base,
      count: `${base}Count`,
      aggregate: `${base}Aggregate`,
      connection: `${base}Connection`,
      add: `add${type}`,
      addList: `add${type}List`,
      edit: `edit${type}`,
      delete: `delete${type}`,
      restore: `restore${type}`,
      changed: `${base}Changed`,
    }
    const names = Object.values(fields)
    if (names.some((name) => rootNames.has(name)) || !claimFamily(taken, type)) {
      problems.push({ entry: entry.name, reason: `its type "${type}" or its field names are another entry's` })
      continue
    }
    for (const name of names) rootNames.add(name)
    accepted.push({ entry, model, fields })
  }
  // A relation reads the first entry by name over its target model, found once all are shaped.
  const byModel = new Map<string, EntryShape>()
  const entryOf = (model: string) =>
    accepted.some((found) => found.model.name === model)
      ? () => {
          const found = byModel.get(model)
          if (found === undefined) throw new Error(`no entry over "${model}" was shaped`)
          return found
        }
      : undefined
  const entries = accepted.map(({ entry, model, fields }) => {
    const context: ShapeContext = { catalogue, taken, problems, entry: entry.name, entryOf }
    const table = tableShape(context, model, entry.typeName, entry.idField ?? 'id', entry.hiddenFields, entry.subTables)
    return { entry, table, fields, insertRequired: insertRequiredColumns(catalogue, model) }
  })
  for (const shape of entries) if (!byModel.has(shape.table.model.name)) byModel.set(shape.table.model.name, shape)
  return { entries, problems }
}

/** Every model a shape reads: its own, its sub-tables' and its related entries', to any depth. */
export function modelsOf(
  shape: TableShape,
  into: Set<string> = new Set(),
  seen: Set<TableShape> = new Set(),
): Set<string> {
  if (seen.has(shape)) return into
  seen.add(shape)
  into.add(shape.model.name)
  for (const sub of shape.subTables.values()) modelsOf(sub.table, into, seen)
  for (const relation of shape.relations.values()) modelsOf(relation.target().table, into, seen)
  return into
}
