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
import { DecimalScalar, JsonScalar } from './scalars.ts'
import {
  type ColumnKind,
  type ColumnShape,
  CURSOR_FIELD,
  type EntryShape,
  NOT_ENUM_VALUES,
  type TableShape,
} from './shapes.ts'

/** The root fields a resolver answers for an entry. */
export type QueryKind = 'list' | 'one' | 'count'
/** The mutations of an entry (spec 3.13: add, edit, delete). */
export type MutationKind = 'add' | 'edit' | 'delete'

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
}

function outputType(column: ColumnShape): GraphQLOutputType {
  const type = column.isId ? GraphQLID : scalarOf(column.kind)
  return column.nullable && !column.isId ? type : nonNull(type)
}

/** The object type of a shape, with its filter, sort and field types, and those of its sub-tables. */
function tableTypes(shape: TableShape, root: boolean): TableTypes {
  const readable = [...shape.columns.values()].filter((column) => !column.writeOnly)
  const filterFields = Object.fromEntries(
    readable.flatMap((column) => {
      const type = filterOf(column.kind)
      return type === undefined ? [] : [[column.name, { type }]]
    }),
  )
  const filter =
    Object.keys(filterFields).length === 0
      ? undefined
      : new GraphQLInputObjectType({ name: `${shape.typeName}Filter`, fields: filterFields })
  const sortable = readable.filter((column) => column.kind !== 'json' && !NOT_ENUM_VALUES.has(column.name))
  const sort =
    sortable.length === 0
      ? undefined
      : new GraphQLInputObjectType({
          name: `${shape.typeName}Sort`,
          fields: {
            field: {
              type: nonNull(
                new GraphQLEnumType({
                  name: `${shape.typeName}Field`,
                  values: Object.fromEntries(sortable.map((column) => [column.name, { value: column.name }])),
                }),
              ),
            },
            desc: { type: GraphQLBoolean, defaultValue: false, description: 'Descending.' },
          },
        })
  const filterArgs: GraphQLFieldConfigArgumentMap = {
    ...(filter === undefined ? {} : { filter: { type: filter, description: 'Every given column filter must hold.' } }),
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
        const types = tableTypes(sub.table, false)
        fields[sub.field] = { type: listOf(types.object), args: types.listArgs, resolve: byResponseKey }
      }
      return fields
    },
  })
  return { object, listArgs, filterArgs }
}

function inputType(shape: TableShape): GraphQLInputObjectType {
  const fields = Object.fromEntries(
    [...shape.columns.values()]
      .filter((column) => !(column.isId && column.generated))
      .map((column) => [column.name, { type: scalarOf(column.kind) }]),
  )
  return new GraphQLInputObjectType({
    name: `${shape.typeName}Input`,
    description:
      'The values to write: checked with the krud form, as the records API does. Left-out fields are not changed.',
    fields,
  })
}

/**
 * The executable schema of a documents version: for each entry (type `T`, field base `t`) the
 * queries `tList(filter, search, sort, limit, offset, after)`, `t(id)` and `tCount(filter,
 * search)`; the mutations `addT(input)`, `editT(id, version, input)` and `deleteT(id)` its
 * `actions` allow; the subscription `tChanged(actions)` when it has `subscription: true`; and
 * `_schemaVersion`, the documents version the schema was built from; and the subscription
 * `notificationAdded`, the signed-in caller's new notifications.
 *
 * With `anonymous`, the schema a visitor who has not signed in is shown by introspection: the
 * entries given (the engine passes those open to everyone), without mutations or
 * `notificationAdded`, which such a caller could not use.
 */
export function buildGraphqlSchema<TContext>(
  version: number,
  entries: readonly EntryShape[],
  runtime: SchemaRuntime<TContext>,
  { anonymous = false }: { anonymous?: boolean } = {},
): GraphQLSchema {
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
  for (const shape of entries) {
    const { entry, table, fields } = shape
    const types = tableTypes(table, true)
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
    // A visitor who has not signed in writes nothing through GraphQL (writeTarget refuses it).
    const actions = anonymous ? undefined : entry.actions
    const input = actions?.add === true || actions?.edit === true ? inputType(table) : undefined
    const resolveMutation =
      (kind: MutationKind): GraphQLFieldConfig<unknown, TContext>['resolve'] =>
      (_source, args, context, info) =>
        runtime.mutate(shape, kind, args, context, info)
    if (actions?.add === true && input !== undefined) {
      mutation[fields.add] = {
        type: types.object,
        args: { input: { type: nonNull(input) } },
        resolve: resolveMutation('add'),
      }
    }
    if (actions?.edit === true && input !== undefined) {
      mutation[fields.edit] = {
        type: types.object,
        args: {
          id: { type: nonNull(GraphQLID) },
          version: { type: nonNull(GraphQLString), description: 'The `_version` the row was read with.' },
          input: { type: nonNull(input) },
        },
        description: 'Changes the fields sent, if nobody changed the row since it was read (else RECORD_CHANGED).',
        resolve: resolveMutation('edit'),
      }
    }
    if (actions?.delete === true) {
      mutation[fields.delete] = {
        type: GraphQLBoolean,
        args: { id: { type: nonNull(GraphQLID) } },
        resolve: resolveMutation('delete'),
      }
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
