import { VERSION_FIELD } from '@tamga/schema'
// graphql's CommonJS entry, the one mercurius loads: a second copy (its ESM build) would
// not recognise mercurius's schema objects.
import {
  GraphQLBoolean,
  GraphQLEnumType,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  type GraphQLFieldResolver,
  GraphQLID,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  GraphQLSchema,
  GraphQLString,
} from 'graphql/index.js'
import type { RecordChangeAction } from '../records/changes.ts'
import { aggregateRootField, aggregateType, subTableAggregateField } from './aggregates.ts'
import { connectionRootField } from './connections.ts'
import { filterInputType } from './filterTypes.ts'
import { type EntryWrite, entryMutations } from './mutationTypes.ts'
import type { RelationShape } from './relations.ts'
import { DecimalScalar, JsonScalar } from './scalars.ts'
import {
  type ColumnKind,
  type ColumnShape,
  CURSOR_FIELD,
  type EntryShape,
  NOT_ENUM_VALUES,
  type TableShape,
} from './shapes.ts'

const NO_WRITES: ReadonlySet<EntryWrite> = new Set()

/** Options of {@link buildGraphqlSchema}. */
export interface BuildSchemaOptions {
  /** The schema of a visitor who has not signed in: no mutation, no `notificationAdded`. @default false */
  anonymous?: boolean | undefined
  /**
   * The writes a role may make through each entry: an entry's mutations are those its actions
   * allow and its `writes` grant (none for an entry left out). @default every mutation the entries' actions allow
   */
  writes?: ReadonlyMap<EntryShape, ReadonlySet<EntryWrite>> | undefined
}

/** The root fields a resolver answers for an entry. */
export type QueryKind = 'list' | 'one' | 'count' | 'aggregate' | 'connection'
/** The mutations of an entry (spec 3.13: add, edit, delete; and many rows added at once, a deleted row restored). */
export type MutationKind = 'add' | 'addList' | 'edit' | 'delete' | 'restore'

/** What the schema's resolvers call: the engine that checks access and runs the compiled SQL. */
export interface SchemaRuntime<TContext> {
  query(entry: EntryShape, kind: QueryKind, context: TContext, info: GraphQLResolveInfo): Promise<unknown>
  mutate(
    entry: EntryShape,
    kind: MutationKind,
    args: Record<string, unknown>,
    context: TContext,
    info: GraphQLResolveInfo,
  ): Promise<unknown>
  subscribe(
    entry: EntryShape,
    args: Record<string, unknown>,
    context: TContext,
    info: GraphQLResolveInfo,
  ): Promise<AsyncIterable<unknown>>
  /** The caller's new notifications, as they are stored (refused to anyone not signed in). */
  notifications(context: TContext): Promise<AsyncIterable<unknown>>
}

/** The `RecordAction` enum's values, one per kind of change. */
export const RECORD_ACTIONS: Readonly<Record<RecordChangeAction, string>> = {
  insert: 'INSERT',
  update: 'UPDATE',
  delete: 'DELETE',
  restore: 'RESTORE',
  purge: 'PURGE',
}

// The JSON PostgreSQL builds is keyed by response key (alias), so fields read that key.
const byResponseKey: GraphQLFieldResolver<Record<string, unknown>, unknown> = (source, _args, _context, info) =>
  source[info.path.key]

const SHARED = (() => {
  const filter = (name: string, description: string, value: GraphQLInputType, ranges: boolean, text: boolean) =>
    new GraphQLInputObjectType({
      name,
      description,
      fields: {
        equals: { type: value },
        ...(text
          ? {
              contains: { type: GraphQLString, description: 'Contains the text, in any case.' },
              startsWith: { type: GraphQLString, description: 'Starts with the text, in any case.' },
            }
          : {}),
        ...(ranges
          ? {
              from: { type: value, description: 'At least this (inclusive).' },
              to: { type: value, description: 'At most this (inclusive).' },
            }
          : {}),
        ...(value === GraphQLBoolean ? {} : { in: { type: new GraphQLList(new GraphQLNonNull(value)) } }),
        isNull: { type: GraphQLBoolean, description: 'true: only empty values; false: only non-empty ones.' },
      },
    })
  return {
    string: filter('StringFilter', 'Text: contains, starts with, equals or one of.', GraphQLString, false, true),
    int: filter('IntFilter', 'An integer: a range (inclusive), equals or one of.', GraphQLInt, true, false),
    decimal: filter(
      'DecimalFilter',
      'An exact number: a range (inclusive), equals or one of.',
      DecimalScalar,
      true,
      false,
    ),
    date: filter(
      'DateFilter',
      'A date or time: a range (inclusive, YYYY-MM-DD or ISO 8601).',
      GraphQLString,
      true,
      false,
    ),
    boolean: filter('BooleanFilter', 'true or false.', GraphQLBoolean, false, false),
    notification: new GraphQLObjectType({
      name: 'TamgaNotification',
      description: 'A notification to the signed-in person (a step waiting for them, a vote to cast, …).',
      fields: {
        id: { type: new GraphQLNonNull(GraphQLInt), description: 'The id `/notifications` lists it by.' },
        title: { type: new GraphQLNonNull(GraphQLString) },
        body: { type: GraphQLString },
        link: { type: GraphQLString, description: 'The page it is about, as a path of the site.' },
        createdAt: { type: new GraphQLNonNull(GraphQLString), description: 'ISO 8601.' },
      },
    }),
    action: new GraphQLEnumType({
      name: 'RecordAction',
      description: 'What happened to a row.',
      values: Object.fromEntries(Object.values(RECORD_ACTIONS).map((value) => [value, { value }])),
    }),
  }
})()

function scalarOf(kind: ColumnKind): GraphQLOutputType & GraphQLInputType {
  switch (kind) {
    case 'int':
      return GraphQLInt
    case 'decimal':
      return DecimalScalar
    case 'boolean':
      return GraphQLBoolean
    case 'json':
      return JsonScalar
    case 'string':
    case 'date':
    case 'timestamp':
      return GraphQLString
  }
}

function filterOf(kind: ColumnKind): GraphQLInputObjectType | undefined {
  switch (kind) {
    case 'int':
      return SHARED.int
    case 'decimal':
      return SHARED.decimal
    case 'boolean':
      return SHARED.boolean
    case 'string':
      return SHARED.string
    case 'date':
    case 'timestamp':
      return SHARED.date
    case 'json':
      return undefined
  }
}

const nonNull = <TType extends GraphQLOutputType | GraphQLInputType>(type: TType) => new GraphQLNonNull(type)
const listOf = <TType extends GraphQLOutputType>(type: TType) => nonNull(new GraphQLList(nonNull(type)))

interface TableTypes {
  object: GraphQLObjectType
  listArgs: GraphQLFieldConfigArgumentMap
  filterArgs: GraphQLFieldConfigArgumentMap
  /** The enum of the sortable columns (`<T>Field`), if any: what a sort and a `groupBy` name. */
  columnEnum: GraphQLEnumType | undefined
  /** `<T>Filter`: columns, `_and`/`_or`/`_not`, relations and sub-tables (`filterTypes.ts`). */
  filter: GraphQLInputObjectType
  /** `<T>Aggregate` (`aggregates.ts`), made when first asked for. */
  aggregate: () => GraphQLObjectType
}

function outputType(column: ColumnShape): GraphQLOutputType {
  const type = column.isId ? GraphQLID : scalarOf(column.kind)
  return column.nullable && !column.isId ? type : nonNull(type)
}

/**
 * The types of one schema, each made once: a relation's object and filter are its target
 * entry's, a sub-table's filter is the one its list takes. A schema of fewer entries (a
 * visitor's) has no relation to an entry it leaves out.
 */
interface TypeRegistry {
  typesOf(shape: TableShape, root: boolean): TableTypes
  /** The types of the entry a relation reads, if the schema has that entry. */
  relatedTypes(relation: RelationShape): TableTypes | undefined
}

function typeRegistry(entries: readonly EntryShape[]): TypeRegistry {
  const made = new Map<TableShape, TableTypes>()
  const included = new Set(entries)
  const registry: TypeRegistry = {
    typesOf: (shape, root) => {
      let types = made.get(shape)
      if (types === undefined) {
        types = tableTypes(shape, root, registry)
        made.set(shape, types)
      }
      return types
    },
    relatedTypes: (relation) => {
      const target = relation.target()
      return included.has(target) ? registry.typesOf(target.table, true) : undefined
    },
  }
  return registry
}

/** The object type of a shape, with its filter, sort and field types, and those of its sub-tables. */
function tableTypes(shape: TableShape, root: boolean, registry: TypeRegistry): TableTypes {
  const readable = [...shape.columns.values()].filter((column) => !column.writeOnly)
  const filter = filterInputType(shape, {
    columnFilter: filterOf,
    subTableFilter: (sub) => registry.typesOf(sub, false).filter,
    relatedFilter: (relation) => registry.relatedTypes(relation)?.filter,
  })
  const sortable = readable.filter((column) => column.kind !== 'json' && !NOT_ENUM_VALUES.has(column.name))
  const columnEnum =
    sortable.length === 0
      ? undefined
      : new GraphQLEnumType({
          name: `${shape.typeName}Field`,
          values: Object.fromEntries(sortable.map((column) => [column.name, { value: column.name }])),
        })
  const sort =
    columnEnum === undefined
      ? undefined
      : new GraphQLInputObjectType({
          name: `${shape.typeName}Sort`,
          fields: {
            field: { type: nonNull(columnEnum) },
            desc: { type: GraphQLBoolean, defaultValue: false, description: 'Descending.' },
          },
        })
  const filterArgs: GraphQLFieldConfigArgumentMap = {
    filter: { type: filter, description: 'Every given field of the filter must hold.' },
    search: {
      type: GraphQLString,
      description: 'Words looked for in every text column, in their Cyrillic and Latin spellings.',
    },
  }
  const listArgs: GraphQLFieldConfigArgumentMap = { ...filterArgs }
  if (sort !== undefined) {
    listArgs.sort = {
      type: new GraphQLList(nonNull(sort)),
      description: 'Sort keys in order; the ID is always the last key, so pages never overlap.',
    }
  }
  listArgs.limit = {
    type: GraphQLInt,
    description: root ? 'At most this many rows (1000 at most). Default 20.' : 'At most this many rows per parent row.',
  }
  listArgs.offset = { type: GraphQLInt, description: 'Skip this many rows first.' }
  if (root) {
    listArgs.after = {
      type: JsonScalar,
      description: 'Keyset paging: the `_cursor` of the last row of the previous page, with the same sort.',
    }
  }
  const object: GraphQLObjectType = new GraphQLObjectType({
    name: shape.typeName,
    fields: () => {
      const fields: GraphQLFieldConfigMap<Record<string, unknown>, unknown> = {}
      for (const column of readable) {
        fields[column.name] = { type: outputType(column), resolve: byResponseKey }
      }
      fields[VERSION_FIELD] = {
        type: GraphQLString,
        description: 'The row version an edit must send back (optimistic concurrency).',
        resolve: byResponseKey,
      }
      fields[CURSOR_FIELD] = {
        type: JsonScalar,
        description: 'In a list: the keyset cursor of this row, for `after`. Null elsewhere.',
        resolve: byResponseKey,
      }
      for (const sub of shape.subTables.values()) {
        const types = registry.typesOf(sub.table, false)
        fields[sub.field] = { type: listOf(types.object), args: types.listArgs, resolve: byResponseKey }
      }
      // Each row's aggregates of its sub-table's rows (Hasura's `<relation>_aggregate`), unless a
      // column or another field already has the name.
      for (const sub of shape.subTables.values()) {
        const name = subTableAggregateField(sub.field)
        if (name in fields || shape.relations.has(name)) continue
        const types = registry.typesOf(sub.table, false)
        fields[name] = {
          type: nonNull(types.aggregate()),
          args: types.filterArgs,
          description: `Aggregates of this row's \`${sub.field}\` that match.`,
          resolve: byResponseKey,
        }
      }
      for (const relation of shape.relations.values()) {
        const types = registry.relatedTypes(relation)
        if (types === undefined) continue
        fields[relation.field] = {
          type: types.object,
          description: `The row \`${relation.column}\` points at; null when there is none the caller may read.`,
          resolve: byResponseKey,
        }
      }
      return fields
    },
  })
  let aggregate: GraphQLObjectType | undefined
  return {
    object,
    listArgs,
    filterArgs,
    columnEnum,
    filter,
    aggregate: () => {
      aggregate ??= aggregateType(shape, columnEnum)
      return aggregate
    },
  }
}

/**
 * The executable schema of a documents version: for each entry (type `T`, field base `t`) the
 * queries `tList(filter, search, sort, limit, offset, after)`, `t(id)`, `tCount(filter,
 * search)`, `tAggregate(filter, search)` (see `aggregates.ts`) and `tConnection(first, after,
 * filter, search, sort)` (see `connections.ts`); the mutations its `actions` allow
 * (`addT(input: TInsert)`, `addTList(rows)`, `editT(id, version, input: TPatch)`,
 * `deleteT(id, version)`, `restoreT(id)`: see `entryMutations`); the subscription
 * `tChanged(actions)` when it has `subscription: true`; and
 * `_schemaVersion`, the documents version the schema was built from; and the subscription
 * `notificationAdded`, the signed-in caller's new notifications.
 *
 * The engine builds one such schema with every entry and mutation, which runs operations, and
 * one per role, which introspection shows and mutations are validated against: the entries the
 * role may read, with `writes` naming the mutations its krud rights allow on each. With
 * `anonymous`, the schema of a visitor who has not signed in: the entries given (the engine
 * passes those open to everyone), without mutations or `notificationAdded`, which such a
 * caller could not use.
 */
export function buildGraphqlSchema<TContext>(
  version: number,
  entries: readonly EntryShape[],
  runtime: SchemaRuntime<TContext>,
  options: BuildSchemaOptions = {},
): GraphQLSchema {
  const { anonymous = false, writes } = options
  const query: GraphQLFieldConfigMap<unknown, TContext> = {
    _schemaVersion: {
      type: nonNull(GraphQLInt),
      description: 'The documents version this schema was built from.',
      resolve: () => version,
    },
  }
  const mutation: GraphQLFieldConfigMap<unknown, TContext> = {}
  const subscription: GraphQLFieldConfigMap<unknown, TContext> = anonymous
    ? {}
    : {
        notificationAdded: {
          type: nonNull(SHARED.notification),
          description: 'Each new notification of the signed-in caller, on whichever instance it was made.',
          subscribe: (_source, _args, context) => runtime.notifications(context),
          resolve: (payload: unknown) => payload,
        },
      }
  const registry = typeRegistry(entries)
  for (const shape of entries) {
    const { entry, table, fields } = shape
    const types = registry.typesOf(table, true)
    const description = entry.description
    const resolveQuery =
      (kind: QueryKind): GraphQLFieldConfig<unknown, TContext>['resolve'] =>
      (_source, _args, context, info) =>
        runtime.query(shape, kind, context, info)
    query[fields.list] = {
      type: new GraphQLList(nonNull(types.object)),
      args: types.listArgs,
      description,
      resolve: resolveQuery('list'),
    }
    query[fields.one] = {
      type: types.object,
      args: { id: { type: nonNull(GraphQLID) } },
      description: 'One row by its ID; null when there is none the caller may read.',
      resolve: resolveQuery('one'),
    }
    query[fields.count] = {
      type: GraphQLInt,
      args: types.filterArgs,
      description: 'How many rows match.',
      resolve: resolveQuery('count'),
    }
    query[fields.aggregate] = aggregateRootField({
      type: types.aggregate(),
      filterArgs: types.filterArgs,
      resolve: resolveQuery('aggregate'),
    })
    query[fields.connection] = connectionRootField({
      shape: table,
      object: types.object,
      listArgs: types.listArgs,
      resolve: resolveQuery('connection'),
    })
    // A visitor who has not signed in writes nothing through GraphQL (writeTarget refuses it).
    if (!anonymous) {
      const resolve =
        (kind: MutationKind): GraphQLFieldResolver<unknown, TContext> =>
        (_source, args, context, info) =>
          runtime.mutate(shape, kind, args, context, info)
      Object.assign(
        mutation,
        entryMutations({
          shape,
          object: types.object,
          scalarOf,
          resolve,
          writes: writes === undefined ? undefined : (writes.get(shape) ?? NO_WRITES),
        }),
      )
    }
    if (entry.subscription === true) {
      const change = new GraphQLObjectType({
        name: `${table.typeName}Change`,
        description: 'A committed change of a row the subscriber may read.',
        fields: {
          action: { type: nonNull(SHARED.action) },
          id: { type: nonNull(GraphQLID) },
          row: { type: types.object, description: 'The row after the change (before it, for a delete).' },
        },
      })
      subscription[fields.changed] = {
        type: nonNull(change),
        args: {
          actions: { type: new GraphQLList(nonNull(SHARED.action)), description: 'Only these kinds of change.' },
        },
        subscribe: (_source, args, context, info) => runtime.subscribe(shape, args, context, info),
        resolve: (payload: unknown) => payload,
      }
    }
  }
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: query }),
    ...(Object.keys(mutation).length === 0
      ? {}
      : { mutation: new GraphQLObjectType({ name: 'Mutation', fields: mutation }) }),
    ...(Object.keys(subscription).length === 0
      ? {}
      : { subscription: new GraphQLObjectType({ name: 'Subscription', fields: subscription }) }),
  })
}
