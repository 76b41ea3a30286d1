// The mutations of an entry and their input types: what `buildGraphqlSchema` adds to the
// Mutation type for each entry whose actions allow writing.
import {
  GraphQLBoolean,
  type GraphQLFieldConfigMap,
  type GraphQLFieldResolver,
  GraphQLID,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  type GraphQLObjectType,
  GraphQLString,
} from 'graphql/index.js'
import { MAX_ROWS_PER_ADD } from './bulkInsert.ts'
import type { MutationKind } from './schema.ts'
import type { ColumnKind, ColumnShape, EntryShape, TableShape } from './shapes.ts'

/** What {@link entryMutations} builds the mutations of one entry from. */
export interface EntryMutationsOptions<TContext> {
  shape: EntryShape
  /** The entry's object type: what a mutation answers. */
  object: GraphQLObjectType
  /** The GraphQL scalar of a column kind (the one its object type answers). */
  scalarOf: (kind: ColumnKind) => GraphQLInputType
  /** The resolver of each kind of mutation (the engine's write path). */
  resolve: (kind: MutationKind) => GraphQLFieldResolver<unknown, TContext>
  /**
   * The writes the role whose schema this is may make through the entry (`entryWrites`):
   * create gives `add<T>` and `add<T>List`, update `edit<T>`, delete `delete<T>` and
   * `restore<T>`. @default every write the entry's actions allow
   */
  writes?: ReadonlySet<EntryWrite> | undefined
}

/** A right a mutation needs on the entry's model (restoring is the delete right's, as on REST). */
export type EntryWrite = 'create' | 'update' | 'delete'

/** The columns a mutation may send: the visible ones, but an ID the database fills in. */
function writableColumns(table: TableShape): ColumnShape[] {
  return [...table.columns.values()].filter((column) => !(column.isId && column.generated))
}

/**
 * `<Type>Insert`: the values of a new row, the columns of `required` non-null, so a client (and
 * GraphQL's validation) knows them before sending. The server still checks the krud's form.
 */
export function insertType(
  table: TableShape,
  required: ReadonlySet<string>,
  scalarOf: (kind: ColumnKind) => GraphQLInputType,
): GraphQLInputObjectType {
  return new GraphQLInputObjectType({
    name: `${table.typeName}Insert`,
    description:
      'The values of a new row: the non-null fields are required by the model or the krud’s form. Checked with the krud’s form, as the records API does.',
    fields: Object.fromEntries(
      writableColumns(table).map((column) => {
        const type = scalarOf(column.kind)
        return [column.name, { type: required.has(column.name) ? new GraphQLNonNull(type) : type }]
      }),
    ),
  })
}

/** `<Type>Patch`: the values an edit changes, every one optional (a left-out field is not changed). */
export function patchType(table: TableShape, scalarOf: (kind: ColumnKind) => GraphQLInputType): GraphQLInputObjectType {
  return new GraphQLInputObjectType({
    name: `${table.typeName}Patch`,
    description:
      'The values to change: left-out fields are not changed. Checked with the krud’s form, as the records API does.',
    fields: Object.fromEntries(writableColumns(table).map((column) => [column.name, { type: scalarOf(column.kind) }])),
  })
}

/**
 * The mutations an entry's `actions` allow, of those `writes` grants: `add<T>(input)` and `add<T>List(rows)` (at most
 * {@link MAX_ROWS_PER_ADD} rows, in one transaction) with `add`; `edit<T>(id, version, input)`
 * with `edit`; `delete<T>(id, version)` with `delete`, and `restore<T>(id)` too when the model
 * keeps deleted rows. Each goes through the records write path with the rights of the krud that
 * grants the caller's role the action, which may still refuse it.
 */
export function entryMutations<TContext>(
  options: EntryMutationsOptions<TContext>,
): GraphQLFieldConfigMap<unknown, TContext> {
  const { shape, object, scalarOf, resolve, writes } = options
  const { entry, table, fields } = shape
  const granted = (write: EntryWrite) => writes === undefined || writes.has(write)
  const actions = entry.actions
  const mutations: GraphQLFieldConfigMap<unknown, TContext> = {}
  const id = { type: new GraphQLNonNull(GraphQLID) }
  if (actions?.add === true && granted('create')) {
    const insert = new GraphQLNonNull(insertType(table, shape.insertRequired, scalarOf))
    mutations[fields.add] = {
      type: object,
      args: { input: { type: insert } },
      description: 'Adds a row; answers it as the caller reads it (null when they may not read it).',
      resolve: resolve('add'),
    }
    mutations[fields.addList] = {
      type: new GraphQLNonNull(new GraphQLList(object)),
      args: { rows: { type: new GraphQLNonNull(new GraphQLList(insert)) } },
      description: `Adds up to ${MAX_ROWS_PER_ADD} rows in one transaction, each checked as \`${fields.add}\` checks one: one refused row refuses them all and nothing is written, the error's \`issues\` naming the row by its index (\`/rows/2/title\`). Answers the rows in the order sent.`,
      resolve: resolve('addList'),
    }
  }
  if (actions?.edit === true && granted('update')) {
    mutations[fields.edit] = {
      type: object,
      args: {
        id,
        version: { type: new GraphQLNonNull(GraphQLString), description: 'The `_version` the row was read with.' },
        input: { type: new GraphQLNonNull(patchType(table, scalarOf)) },
      },
      description: 'Changes the fields sent, if nobody changed the row since it was read (else RECORD_CHANGED).',
      resolve: resolve('edit'),
    }
  }
  if (actions?.delete === true && granted('delete')) {
    const keeps = table.model.softDelete === true
    mutations[fields.delete] = {
      type: GraphQLBoolean,
      args: {
        id,
        version: {
          type: GraphQLString,
          description:
            'The `_version` the row was read with: when sent, a row changed since is not deleted (RECORD_CHANGED).',
        },
      },
      description: keeps
        ? 'Moves a row to the deleted list, from which it can be restored.'
        : 'Deletes a row for good.',
      resolve: resolve('delete'),
    }
    if (keeps) {
      mutations[fields.restore] = {
        type: GraphQLBoolean,
        args: { id },
        description: 'Brings a row back from the deleted list (NOT_FOUND for a row that is not deleted).',
        resolve: resolve('restore'),
      }
    }
  }
  return mutations
}
