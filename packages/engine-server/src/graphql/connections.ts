// `<entry>Connection`: a page of rows as a Relay connection, for clients (Apollo's
// relayStylePagination, Relay, PostGraphile's users) that page forward with `first` and `after`
// or backward with `last` and `before`:
//
//   applicationConnection(first: 20, after: $cursor, filter: …, sort: […]) {
//     edges { cursor node { id title } }  pageInfo { hasNextPage endCursor }  totalCount
//   }
//
// A cursor is the list's keyset `_cursor` (the sort keys and the ID) as JSON text, so a page
// starts exactly after (or ends just before) the row seen, whatever was added or removed
// elsewhere. The whole field is one SQL statement: one more row than the page is read, in the
// paging direction, to know whether another page lies that way, and the total and the other
// direction are asked only when selected. A page read backward is answered in the list's order.
import { MAX_PAGE_SIZE } from '@tamga/schema'
// graphql's CommonJS entry, the one mercurius loads: a second copy (its ESM build) would
// not recognise mercurius's schema objects.
import {
  type FieldNode,
  GraphQLBoolean,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldResolver,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  GraphQLString,
} from 'graphql/index.js'
import { type RawBuilder, sql } from 'kysely'
import { compileRead, compileReadAggregate } from '../reads/compileRead.ts'
import type { ReadCondition, ReadValue } from '../reads/readQuery.ts'
import type { Fragment } from '../reads/rowConditions.ts'
import {
  accessOf,
  type Compilation,
  collectFields,
  DEFAULT_LIST_LIMIT,
  invalid,
  type KeysetCondition,
  type ListClauses,
  listClauses,
  listRead,
  pageArgument,
  selectedColumns,
  subSelections,
  tableVersion,
} from './compileSelection.ts'
import type { TableShape } from './shapes.ts'

/** The type every connection's `pageInfo` has. */
export const PAGE_INFO_TYPE = 'PageInfo'

// The JSON PostgreSQL builds is keyed by response key (alias), so fields read that key.
const byResponseKey: GraphQLFieldResolver<Record<string, unknown>, unknown> = (source, _args, _context, info) =>
  source[info.path.key]

const nonNull = <TType extends GraphQLOutputType>(type: TType) => new GraphQLNonNull(type)

/** Relay's page info, one type for every connection. */
export const PageInfoType = new GraphQLObjectType({
  name: PAGE_INFO_TYPE,
  description: 'Where a page of a connection stands.',
  fields: {
    hasNextPage: { type: nonNull(GraphQLBoolean), description: 'More rows follow the page.', resolve: byResponseKey },
    hasPreviousPage: {
      type: nonNull(GraphQLBoolean),
      description:
        'Rows come before the page (a page asked with `first` has them only when it starts `after` a cursor).',
      resolve: byResponseKey,
    },
    startCursor: {
      type: GraphQLString,
      description: 'The cursor of the first row of the page.',
      resolve: byResponseKey,
    },
    endCursor: {
      type: GraphQLString,
      description: 'The cursor of the last row of the page: the next page’s `after`.',
      resolve: byResponseKey,
    },
  },
})

/** What {@link connectionRootField} builds the field from. */
export interface ConnectionFieldInput<TContext> {
  shape: TableShape
  /** The entry's object type. */
  object: GraphQLObjectType
  /** The list's arguments; `filter`, `search` and `sort` are kept. */
  listArgs: GraphQLFieldConfigArgumentMap
  resolve: GraphQLFieldConfig<unknown, TContext>['resolve']
}

/**
 * The `<entry>Connection(first, after, last, before, filter, search, sort)` root field and its types:
 * `<T>Connection { edges { cursor node } nodes pageInfo totalCount }`, `<T>Edge`.
 */
export function connectionRootField<TContext>(
  input: ConnectionFieldInput<TContext>,
): GraphQLFieldConfig<unknown, TContext> {
  const { shape, object, listArgs } = input
  const edge = new GraphQLObjectType({
    name: `${shape.typeName}Edge`,
    fields: {
      cursor: {
        type: nonNull(GraphQLString),
        description: 'Give it as `after` to page on from this row.',
        resolve: byResponseKey,
      },
      node: { type: nonNull(object), resolve: byResponseKey },
    },
  })
  const connection = new GraphQLObjectType({
    name: `${shape.typeName}Connection`,
    description: 'A page of rows with their cursors, and where the page stands.',
    fields: {
      edges: { type: nonNull(new GraphQLList(nonNull(edge))), resolve: byResponseKey },
      nodes: {
        type: nonNull(new GraphQLList(nonNull(object))),
        description: 'The rows of the page.',
        resolve: byResponseKey,
      },
      pageInfo: { type: nonNull(PageInfoType), resolve: byResponseKey },
      totalCount: {
        type: nonNull(GraphQLInt),
        description: 'How many rows match, over every page (counted only when asked for).',
        resolve: byResponseKey,
      },
    },
  })
  const { filter, search, sort } = listArgs
  return {
    type: nonNull(connection),
    args: {
      first: {
        type: GraphQLInt,
        description: `At most this many rows (${MAX_PAGE_SIZE} at most). Default ${DEFAULT_LIST_LIMIT}.`,
      },
      after: {
        type: GraphQLString,
        description: 'The rows after this cursor (an edge’s `cursor`, a page’s `endCursor`).',
      },
      last: {
        type: GraphQLInt,
        description: `The last this many rows (${MAX_PAGE_SIZE} at most), paging backward; not with \`first\`.`,
      },
      before: {
        type: GraphQLString,
        description: 'The rows before this cursor (an edge’s `cursor`, a page’s `startCursor`).',
      },
      ...(filter === undefined ? {} : { filter }),
      ...(search === undefined ? {} : { search }),
      ...(sort === undefined ? {} : { sort }),
    },
    description:
      'A page of rows as a connection: keyset paging forward with `first` and `after`, backward with `last` and `before`.',
    resolve: input.resolve,
  }
}

const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`)

/** The keyset values an `after` cursor holds (the JSON text of a `_cursor`). */
function cursorValues(after: unknown, path: string): unknown[] | undefined {
  if (after === undefined || after === null) return undefined
  let values: unknown
  try {
    values = typeof after === 'string' ? JSON.parse(after) : undefined
  } catch {
    values = undefined
  }
  if (!Array.isArray(values))
    throw invalid(path, 'is not a cursor of this connection', 'энэ холболтын заагч биш', '이 연결의 커서가 아닙니다')
  return values
}

/** `json_build_object` of response keys and their values (keys are bound, never written into the text). */
function jsonObject(parts: ReadonlyArray<readonly [string, Fragment]>): Fragment {
  if (parts.length === 0) return sql`json_build_object()`
  return sql`json_build_object(${sql.join(parts.map(([key, value]) => sql`${key}::text, ${value}`))})`
}

/**
 * Whether a row lies at or beyond a keyset cursor on the side it pages away from: before an
 * `after` cursor, after a `before` one. One read of at most a row past it, one for the cursor's
 * own row (which the page next to it ended with).
 */
function beyondCursor(
  shape: TableShape,
  clauses: ListClauses,
  cursor: KeysetCondition | undefined,
  base: readonly ReadCondition[],
  input: Compilation,
): Fragment {
  if (cursor === undefined) return sql`false`
  input.cost += 2
  const access = accessOf(shape, input)
  const reversed = cursor.keys.map((key) => ({ ...key, desc: !key.desc }))
  const one = { expression: sql`1` }
  const past = compileRead(
    {
      model: shape.model,
      alias: 't0',
      select: [one],
      where: [...base, { is: 'after', keys: reversed, values: cursor.values }],
      window: { limit: 1 },
    },
    access,
  )
  const at = compileRead(
    {
      model: shape.model,
      alias: 't0',
      select: [one],
      where: [
        ...base,
        ...clauses.cursor.map(
          (column, index): ReadCondition => ({
            column: column.name,
            is: 'equal',
            value: cursor.values[index] as ReadValue,
          }),
        ),
      ],
      window: { limit: 1 },
    },
    access,
  )
  return sql`(exists (${past}) or exists (${at}))`
}

/**
 * The answer of an `<entry>Connection` root field: one row, its JSON text. The page is read
 * once (a CTE of `first + 1` rows, or `last + 1` in the reversed order, numbered as read), and
 * edges, nodes and page info are built from it, in the list's order; `totalCount` and the page
 * info of the other direction add a read each only when selected.
 */
export function connectionAnswer(
  shape: TableShape,
  nodes: readonly FieldNode[],
  args: Readonly<Record<string, unknown>>,
  input: Compilation,
  path: string,
): RawBuilder<unknown> {
  const backward = args.last !== undefined && args.last !== null
  if (backward && args.first !== undefined && args.first !== null)
    throw invalid(
      `${path}/last`,
      'cannot be given with `first`',
      '`first`-тэй хамт өгч болохгүй',
      '`first`와 함께 줄 수 없습니다',
    )
  const size = backward
    ? pageArgument(args.last, DEFAULT_LIST_LIMIT, MAX_PAGE_SIZE, `${path}/last`)
    : pageArgument(args.first, DEFAULT_LIST_LIMIT, MAX_PAGE_SIZE, `${path}/first`)
  const listed = listClauses(
    shape,
    {
      filter: args.filter,
      search: args.search,
      sort: args.sort,
      after: cursorValues(args.after, `${path}/after`),
      before: cursorValues(args.before, `${path}/before`),
    },
    't0',
    input,
    path,
    true,
  )
  // One row past the page says whether another page lies that way; backward, the rows are
  // read from the end (the order reversed) and answered in the list's order.
  const clauses: ListClauses = {
    ...listed,
    order: backward ? listed.order.map((key) => ({ ...key, desc: !key.desc })) : listed.order,
    limit: size + 1,
    offset: 0,
  }
  const base = clauses.where.filter((condition) => condition !== listed.after && condition !== listed.before)
  const rows = size + 1
  input.cost += rows
  const columns: Fragment[] = [
    sql`json_build_array(${sql.join(clauses.cursor.map((column) => ref('t0', column.name)))})::text as ${sql.ref('cursor')}`,
  ]
  // Each selection of rows (an `edges { node }`, a `nodes`) is one JSON column of the page.
  const nodeColumn = (fieldNodes: readonly FieldNode[], at: string): Fragment => {
    const name = `node${columns.length}`
    const selected = selectedColumns(shape, fieldNodes, 't0', 0, input, {
      cursor: clauses.cursor,
      rows,
      version: tableVersion,
      path: at,
    })
    columns.push(sql`(select row_to_json(n) from (select ${sql.join(selected)}) as n) as ${sql.ref(name)}`)
    return ref('page', name)
  }
  const within = sql`page.n <= ${size}`
  const listOrder = backward ? sql`page.n desc` : sql`page.n`
  const rowsOf = (value: Fragment) =>
    sql`(select coalesce(json_agg(${value} order by ${listOrder}), '[]'::json) from page where ${within})`
  // The page's first and last rows in the list's order.
  const startRow = backward ? sql`order by page.n desc limit 1` : sql`order by page.n limit 1`
  const endRow = backward ? sql`order by page.n limit 1` : sql`order by page.n desc limit 1`
  const morePast = sql`exists (select from page where page.n > ${size})`
  const parts: Array<readonly [string, Fragment]> = []
  const fields = collectFields(subSelections(nodes), input.fragments, input.variables)
  for (const [key, fieldNodes] of fields) {
    const name = fieldNodes[0]?.name.value
    const at = `${path}/${key}`
    const inner = () => collectFields(subSelections(fieldNodes), input.fragments, input.variables)
    if (name === '__typename') parts.push([key, sql`${`${shape.typeName}Connection`}::text`])
    else if (name === 'totalCount') {
      input.cost += 1
      const counted = compileReadAggregate(
        { model: shape.model, alias: 't0', select: [], where: base },
        accessOf(shape, input),
        [sql`count(*)::int`],
      )
      parts.push([key, sql`(${counted})`])
    } else if (name === 'nodes') {
      parts.push([key, rowsOf(nodeColumn(fieldNodes, at))])
    } else if (name === 'edges') {
      const edge: Array<readonly [string, Fragment]> = []
      for (const [edgeKey, edgeNodes] of inner()) {
        const edgeName = edgeNodes[0]?.name.value
        if (edgeName === '__typename') edge.push([edgeKey, sql`${`${shape.typeName}Edge`}::text`])
        else if (edgeName === 'cursor') edge.push([edgeKey, ref('page', 'cursor')])
        else if (edgeName === 'node') edge.push([edgeKey, nodeColumn(edgeNodes, `${at}/${edgeKey}`)])
      }
      parts.push([key, rowsOf(jsonObject(edge))])
    } else if (name === 'pageInfo') {
      const info: Array<readonly [string, Fragment]> = []
      for (const [infoKey, infoNodes] of inner()) {
        const infoName = infoNodes[0]?.name.value
        if (infoName === '__typename') info.push([infoKey, sql`${PAGE_INFO_TYPE}::text`])
        else if (infoName === 'hasNextPage')
          info.push([infoKey, backward ? beyondCursor(shape, clauses, listed.before, base, input) : morePast])
        else if (infoName === 'hasPreviousPage')
          info.push([infoKey, backward ? morePast : beyondCursor(shape, clauses, listed.after, base, input)])
        else if (infoName === 'startCursor')
          info.push([infoKey, sql`(select ${ref('page', 'cursor')} from page where ${within} ${startRow})`])
        else if (infoName === 'endCursor')
          info.push([infoKey, sql`(select ${ref('page', 'cursor')} from page where ${within} ${endRow})`])
      }
      parts.push([key, jsonObject(info)])
    }
  }
  const read = compileRead(listRead(shape, 't0', columns, clauses), accessOf(shape, input))
  // The page keeps the read's order: numbered as it comes out of the ordered subquery.
  return sql`with page as (select row_number() over () as n, p.* from (${read}) as p) select ${jsonObject(parts)}::text`
}
