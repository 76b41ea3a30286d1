import { createHash } from 'node:crypto'
import {
  checkColumnValue,
  type GraphqlDocument,
  isJsonObject,
  isListText,
  issue,
  MAX_FILTER_VALUES,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  VERSION_FIELD,
} from '@tamga/schema'
// graphql's CommonJS entry, the one mercurius loads: a second copy (its ESM build) would
// not recognise mercurius's schema objects.
import {
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLIncludeDirective,
  type GraphQLSchema,
  GraphQLSkipDirective,
  getArgumentValues,
  getDirectiveValues,
  isObjectType,
  Kind,
  type SelectionSetNode,
} from 'graphql/index.js'
import { CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely'
import { type SessionProof, sessionProofValues, sessionStandsSql } from '../auth/deferredSession.ts'
import type { ColumnStatistics } from '../db/columnStatistics.ts'
import type { TamgaDatabase } from '../db/database.ts'
import type { SystemDatabase } from '../db/tables.ts'
import { tamgaError } from '../http/errors.ts'
import { DOCUMENTS_VERSION_KEY } from '../permissions/documentsVersion.ts'
import { selectiveBoundsFirst } from '../reads/boundOrder.ts'
import { compileRead, compileReadAggregate } from '../reads/compileRead.ts'
import { ANONYMOUS_USER_ID, type ReadAccess } from '../reads/readAccess.ts'
import type { OrderKey, ReadCondition, ReadQuery } from '../reads/readQuery.ts'
import type { Fragment } from '../reads/rowConditions.ts'
import { EVERY_ROW } from '../records/tableAccess.ts'
import type { RowAccess } from './access.ts'
import { aggregateAnswer, subTableAggregateField } from './aggregates.ts'
import { MAX_ROWS_PER_ADD } from './bulkInsert.ts'
import { connectionAnswer } from './connections.ts'
import { compileFilter, type FilterScope } from './filters.ts'
import { relatedRow } from './relations.ts'
import { type ColumnShape, CURSOR_FIELD, type SubTableShape, type TableShape } from './shapes.ts'

/** Fragments of the operation, by name. */
export type Fragments = Readonly<Record<string, FragmentDefinitionNode>>
/** The operation's variables, coerced. */
export type Variables = Readonly<Record<string, unknown>>

/** A root list's page size when the query gives none (the records API's default). */
export const DEFAULT_LIST_LIMIT = 20
/** The rows per parent the cost estimate assumes for a sub-table read without a `limit`. */
export const ASSUMED_SUB_TABLE_ROWS = 10
/** The deepest offset a list takes. */
export const MAX_OFFSET = 10_000_000
/** PostgreSQL cuts identifiers at 63 bytes; a longer response key would come back cut. */
const MAX_KEY_LENGTH = 63

/** Stands for the row's identity in a one-row statement: bound when it runs, so one plan serves every id. */
export const ID_SLOT: unique symbol = Symbol('id')
/** Stands for the identities of the rows a many-row statement reads, as one array: bound when it runs. */
export const IDS_SLOT: unique symbol = Symbol('ids')
/** The key under which each row of a `many` statement's answer carries its identity. */
export const MANY_ROW_ID = '__tamga_row_id'
/** Stands for the JSON of a changed row in a subscription's statement. */
export const ROW_SLOT: unique symbol = Symbol('row')

/** What a root field compiles to. */
export type RootKind =
  /** A page of rows: a JSON array. */
  | 'list'
  /** One row by its identity ({@link ID_SLOT}): a JSON object, or no row. */
  | 'one'
  /**
   * The rows of the identities {@link IDS_SLOT}, in their order: a JSON array, without the rows
   * the caller may not read (what a bulk add answers).
   */
  | 'many'
  /** The number of matching rows, as text. */
  | 'count'
  /** The row a change event carries ({@link ROW_SLOT}), if the caller may read it: a JSON object, or no row. */
  | 'snapshot'
  /** Counts, sums, averages and extremes of the matching rows, and of groups of them (`aggregates.ts`). */
  | 'aggregate'
  /** A page of rows as a Relay connection: edges, page info, total (`connections.ts`). */
  | 'connection'

/** One SQL statement answering a root field, its text built by PostgreSQL; cached per shape and role. */
export interface CompiledStatement {
  sql: string
  parameters: readonly unknown[]
  /** The rows the statement may read at most (its cost estimate). */
  cost: number
  /** Planned with its values at every run rather than prepared (see {@link Compilation.plannedEachRun}). */
  plannedEachRun?: boolean
}

/** What a compilation reads besides the selection. */
export interface CompileInput {
  schema: GraphQLSchema
  fragments: Fragments
  variables: Variables
  /** Read access per model name, for every model the entry reaches. */
  access: ReadonlyMap<string, RowAccess>
  userId: number
  /** The spellings a search term is looked for in. */
  searchVariants: (term: string) => readonly string[]
  /** Compiles the statement (its dialect's query compiler; nothing is run). */
  db: Kysely<SystemDatabase>
  /** Whether the caller may read an entry a many-to-one relation reads through. */
  mayRead: (entry: GraphqlDocument) => boolean
  /** The database's column statistics: a filter's range tests its more selective bound first. */
  statistics?: ColumnStatistics | undefined
}

/** A compilation under way: its input and the rows it may read so far. */
export interface Compilation extends CompileInput {
  cost: number
  /**
   * The statement groups rows it reads by a scan whose size its values decide. A prepared
   * statement's generic plan guesses a range of bound values matches half a percent of the
   * table and groups those few by sorting them; on bench:graphql's aggregate, ten thousand
   * matched and the sort made the statement 14.1 ms instead of 11.4 with its values planned
   * in (psql, the same statement). Planning it each run costs well under a millisecond.
   */
  plannedEachRun?: boolean
  /** The subquery aliases given out so far (`f1`, `f2`, …). */
  aliases?: number
}

/** What a filter of this compilation reads through: the caller's access and entries, and new aliases. */
function filterScope(input: Compilation): FilterScope {
  return {
    accessOf: (shape) => accessOf(shape, input),
    mayRead: input.mayRead,
    refusal: () => tamgaError(input.userId === ANONYMOUS_USER_ID ? 'UNAUTHORIZED' : 'FORBIDDEN'),
    alias: () => {
      input.aliases = (input.aliases ?? 0) + 1
      return `f${input.aliases}`
    },
  }
}

/**
 * The fields of selection sets by response key, as GraphQL's CollectFields gives them for an
 * object type: fragments and inline fragments flattened, `@skip` and `@include` applied, the
 * nodes of one key kept together (their sub-selections are merged).
 */
export function collectFields(
  selectionSets: readonly SelectionSetNode[],
  fragments: Fragments,
  variables: Variables,
  into: Map<string, FieldNode[]> = new Map(),
  visited: Set<string> = new Set(),
): Map<string, FieldNode[]> {
  for (const set of selectionSets) {
    for (const selection of set.selections) {
      const skip = getDirectiveValues(GraphQLSkipDirective, selection, variables)
      if (skip?.if === true) continue
      const include = getDirectiveValues(GraphQLIncludeDirective, selection, variables)
      if (include?.if === false) continue
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value
        const nodes = into.get(key)
        if (nodes === undefined) into.set(key, [selection])
        else nodes.push(selection)
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        collectFields([selection.selectionSet], fragments, variables, into, visited)
      } else {
        const name = selection.name.value
        const fragment = fragments[name]
        if (fragment === undefined || visited.has(name)) continue
        visited.add(name)
        collectFields([fragment.selectionSet], fragments, variables, into, visited)
      }
    }
  }
  return into
}

/** The sub-selections of a response key's field nodes. */
export function subSelections(nodes: readonly FieldNode[]): SelectionSetNode[] {
  return nodes.flatMap((node) => (node.selectionSet === undefined ? [] : [node.selectionSet]))
}

/** A `VALIDATION_FAILED` naming the argument at `path`. */
export function invalid(path: string, en_US: string, mn_MN: string, ko_KR: string): Error {
  return tamgaError('VALIDATION_FAILED', {
    issues: [issue(path, 'graphql-argument', { en_US, mn_MN, ko_KR })],
    messages: { en_US: `${path}: ${en_US}`, mn_MN: `${path}: ${mn_MN}`, ko_KR: `${path}: ${ko_KR}` },
    in: 'body',
  })
}

/**
 * A value compared with a column, checked against the column's type so PostgreSQL never gets
 * text it cannot cast (which would be a server error, not the caller's): a bad value is a
 * `VALIDATION_FAILED` naming its path.
 */
function checkedValue(column: ColumnShape, value: unknown, path: string): string | number | boolean {
  const checked = checkColumnValue(column, value)
  if (checked.ok) return checked.value
  throw invalid(path, checked.expected.en_US, checked.expected.mn_MN, checked.expected.ko_KR ?? checked.expected.en_US)
}

/** The conditions of one column's operators (`equals`, `contains`, `from`, …), all of which must hold. */
export function filterConditions(column: ColumnShape, filter: Record<string, unknown>, path: string): ReadCondition[] {
  const conditions: ReadCondition[] = []
  const field = column.name
  for (const [operator, value] of Object.entries(filter)) {
    if (value === undefined || value === null) continue
    const at = `${path}/${operator}`
    switch (operator) {
      case 'isNull':
        conditions.push({ column: field, is: value === true ? 'null' : 'not-null' })
        break
      case 'equals':
        conditions.push({ column: field, is: 'equal', value: checkedValue(column, value, at) })
        break
      case 'contains':
      case 'startsWith': {
        if (!isListText(value))
          throw invalid(
            at,
            `must be text of at most ${MAX_SEARCH_LENGTH} characters, without a NUL character`,
            `NUL тэмдэгтгүй, ${MAX_SEARCH_LENGTH} хүртэл тэмдэгт бүхий текст байх ёстой`,
            `NUL 문자가 없는 ${MAX_SEARCH_LENGTH}자 이하의 텍스트여야 합니다`,
          )
        conditions.push({
          column: field,
          is: 'matching',
          match: operator === 'contains' ? 'contains' : 'starts-with',
          text: value,
        })
        break
      }
      case 'from':
        conditions.push({ column: field, is: 'at-least', value: checkedValue(column, value, at) })
        break
      case 'to':
        conditions.push({ column: field, is: 'at-most', value: checkedValue(column, value, at) })
        break
      case 'in': {
        if (!Array.isArray(value) || value.length > MAX_FILTER_VALUES)
          throw invalid(
            at,
            `must be a list of at most ${MAX_FILTER_VALUES} values`,
            'хэт олон утга',
            `값이 ${MAX_FILTER_VALUES}개 이하인 목록이어야 합니다`,
          )
        const values = value.map((item, index) => checkedValue(column, item, `${at}/${index}`))
        conditions.push({ column: field, is: 'one-of', values })
        break
      }
      default:
        throw invalid(at, 'is not a filter operator', 'шүүлтүүрийн үйлдэл биш', '필터 연산자가 아닙니다')
    }
  }
  return conditions
}

interface SortKey {
  column: ColumnShape
  desc: boolean
}

/** What a list's arguments compile to: the read's conditions, order and window. */
export interface ListClauses {
  where: ReadCondition[]
  order: OrderKey[]
  /** The sort keys and then the identity: what `_cursor` holds and `after` takes. */
  cursor: readonly ColumnShape[]
  limit: number | undefined
  offset: number
  /** The keyset conditions of `after` and `before` (a connection's), also among `where`. */
  after?: KeysetCondition
  before?: KeysetCondition
}

/** Keyset paging's condition: the rows past `values` in the order of `keys`. */
export type KeysetCondition = Extract<ReadCondition, { is: 'after' }>

const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`)

function idColumn(shape: TableShape): ColumnShape {
  const visible = shape.columns.get(shape.idField)
  if (visible !== undefined) return visible
  const column = shape.model.columns.find((candidate) => candidate.name === shape.idField)
  const type = column === undefined ? 'bigint' : typeof column.type === 'string' ? column.type : column.type.name
  const kind = type === 'integer' ? 'int' : type === 'bigint' || type === 'numeric' ? 'decimal' : 'string'
  return { name: shape.idField, kind, sqlType: type, nullable: false, isId: true, generated: true, writeOnly: false }
}

/** The caller's access to a model the entry reaches. */
export function accessOf(shape: TableShape, input: Compilation): ReadAccess {
  return { rows: input.access.get(shape.model.name) ?? EVERY_ROW, userId: input.userId }
}

/**
 * The conditions, order and window of a list's arguments (`filter`, `search`, `sort`, `limit`,
 * `offset`, `after`): the one filter compiler, which aggregates and connections also use.
 */
export function listClauses(
  shape: TableShape,
  args: Readonly<Record<string, unknown>>,
  alias: string,
  input: Compilation,
  path: string,
  root: boolean,
): ListClauses {
  const where: ReadCondition[] = []
  if (args.filter !== undefined && args.filter !== null)
    where.push(
      ...selectiveBoundsFirst(
        compileFilter(shape, args.filter, alias, filterScope(input), `${path}/filter`),
        shape.model.table,
        input.statistics,
      ),
    )
  const search = typeof args.search === 'string' ? args.search.trim() : ''
  if (!isListText(search))
    throw invalid(
      `${path}/search`,
      `must be at most ${MAX_SEARCH_LENGTH} characters, without a NUL character`,
      `NUL тэмдэгтгүй, ${MAX_SEARCH_LENGTH} хүртэл тэмдэгт байх ёстой`,
      `NUL 문자가 없는 ${MAX_SEARCH_LENGTH}자 이하여야 합니다`,
    )
  // A password's hash is never searched: a match would tell its characters one by one.
  const texts = [...shape.columns.values()].filter((column) => column.kind === 'string' && !column.writeOnly)
  if (search !== '') {
    where.push({
      is: 'searched',
      targets: texts.map((column) => column.name),
      variants: input.searchVariants(search),
    })
  }
  const sort: SortKey[] = []
  if (Array.isArray(args.sort)) {
    for (const [index, key] of args.sort.entries()) {
      const column = isJsonObject(key) && typeof key.field === 'string' ? shape.columns.get(key.field) : undefined
      if (column === undefined || column.kind === 'json' || column.writeOnly || !isJsonObject(key))
        throw invalid(
          `${path}/sort/${index}`,
          'cannot be sorted by',
          'эрэмбэлэх боломжгүй',
          '정렬 기준으로 쓸 수 없습니다',
        )
      sort.push({ column, desc: key.desc === true })
    }
  }
  const identity = idColumn(shape)
  const keys = [...sort, { column: identity, desc: false }]
  const order: OrderKey[] = keys.map((key) => ({ by: key.column.name, desc: key.desc }))
  // `before` (a connection's `last` pages) is `after` in the reversed order.
  const keyset = (argument: 'after' | 'before'): KeysetCondition | undefined => {
    const cursor = args[argument]
    if (cursor === undefined || cursor === null) return undefined
    if (!root || !Array.isArray(cursor) || cursor.length !== keys.length || cursor.some((value) => value === null))
      throw invalid(
        `${path}/${argument}`,
        'is not a `_cursor` of this sort',
        'энэ эрэмбийн `_cursor` биш',
        '이 정렬의 `_cursor`가 아닙니다',
      )
    const values = keys.map((key, index) => checkedValue(key.column, cursor[index], `${path}/${argument}/${index}`))
    const direction = argument === 'after' ? order : order.map((key) => ({ ...key, desc: !key.desc }))
    const condition: KeysetCondition = { is: 'after', keys: direction, values }
    where.push(condition)
    return condition
  }
  const after = keyset('after')
  const before = keyset('before')
  const limit = args.limit ?? (root ? DEFAULT_LIST_LIMIT : undefined)
  if (
    limit !== undefined &&
    (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0 || limit > MAX_PAGE_SIZE)
  )
    throw invalid(
      `${path}/limit`,
      `must be 0 to ${MAX_PAGE_SIZE}`,
      `0-ээс ${MAX_PAGE_SIZE} хүртэл байна`,
      `0에서 ${MAX_PAGE_SIZE} 사이여야 합니다`,
    )
  const offset = pageArgument(args.offset, 0, MAX_OFFSET, `${path}/offset`)
  return {
    where,
    order,
    cursor: keys.map((key) => key.column),
    limit,
    offset,
    ...(after === undefined ? {} : { after }),
    ...(before === undefined ? {} : { before }),
  }
}

/** A page argument (a limit, an offset, a connection's `first` or `last`): `fallback` if not given, 0 to `most`. */
export function pageArgument(value: unknown, fallback: number, most: number, path: string): number {
  const number = value ?? fallback
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number > most)
    throw invalid(path, `must be 0 to ${most}`, `0-ээс ${most} хүртэл байна`, `0에서 ${most} 사이여야 합니다`)
  return number
}

/** A list's read of a table under `alias`: its columns, the caller's access, its clauses. */
export function listRead(
  shape: TableShape,
  alias: string,
  columns: readonly Fragment[],
  clauses: ListClauses,
  link: ReadCondition[] = [],
): ReadQuery {
  return {
    model: shape.model,
    alias,
    select: columns.map((expression) => ({ expression })),
    where: [...link, ...clauses.where],
    order: clauses.order,
    window: { limit: clauses.limit, offset: clauses.offset },
  }
}

/** The coerced arguments of a field of the object type `typeName`. */
export function argumentsOf(input: Compilation, typeName: string, node: FieldNode): Record<string, unknown> {
  const type = input.schema.getType(typeName)
  const field = isObjectType(type) ? type.getFields()[node.name.value] : undefined
  if (field === undefined) throw tamgaError('SERVER_ERROR')
  return getArgumentValues(field, node, input.variables)
}

/** How the `_version` of a row is read: PostgreSQL's row version, or the one a change event carries. */
export type VersionSource = (alias: string) => Fragment

/** A table row's `_version`: PostgreSQL's row version. */
export const tableVersion: VersionSource = (alias) => sql`${ref(alias, 'xmin')}::text`

function columnValue(column: ColumnShape, alias: string): Fragment {
  return answerValue(column, ref(alias, column.name))
}

/**
 * A value of a column's type as every answer writes it: the column itself, or an expression of
 * its type (an aggregate's smallest or largest value).
 */
export function answerValue(column: ColumnShape, target: Fragment): Fragment {
  // As the records API writes a moment (JavaScript's toISOString): UTC, milliseconds, `Z`.
  if (column.kind === 'timestamp')
    return timestampText(column.sqlType === 'timestamptz' ? sql`${target} at time zone 'UTC'` : target)
  // ID is text in GraphQL; bigint and numeric are text so no digit is lost on the way.
  return column.isId || column.kind === 'decimal' ? sql`${target}::text` : target
}

/** A UTC wall-clock time as `2026-03-01T08:30:00.000Z`: the one format of moments in every answer. */
const timestampText = (utc: Fragment): Fragment => sql`to_char(${utc}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** The sub-table whose per-row aggregate field is `name` (`votesAggregate`), if any. */
function subTableOfAggregate(shape: TableShape, name: string): SubTableShape | undefined {
  // A sub-table of that very name keeps it, as the schema gives the field to its list.
  if (shape.subTables.has(name)) return undefined
  for (const sub of shape.subTables.values()) if (subTableAggregateField(sub.field) === name) return sub
  return undefined
}

/** The select list of a selection over `shape` under `alias`: its columns, cursor, version and sub-tables. */
export function selectedColumns(
  shape: TableShape,
  nodes: readonly FieldNode[],
  alias: string,
  depth: number,
  input: Compilation,
  context: { cursor: readonly ColumnShape[] | undefined; rows: number; version: VersionSource; path: string },
): Fragment[] {
  const fields = collectFields(subSelections(nodes), input.fragments, input.variables)
  const selected: Fragment[] = []
  for (const [key, fieldNodes] of fields) {
    const first = fieldNodes[0]
    if (first === undefined) continue
    if (key.length > MAX_KEY_LENGTH)
      throw invalid(
        `${context.path}/${key}`,
        `is longer than ${MAX_KEY_LENGTH} characters`,
        'хэт урт нэр',
        `${MAX_KEY_LENGTH}자보다 깁니다`,
      )
    const name = first.name.value
    const as = sql.ref(key)
    if (name === '__typename') selected.push(sql`${shape.typeName}::text as ${as}`)
    else if (name === VERSION_FIELD) selected.push(sql`${context.version(alias)} as ${as}`)
    else if (name === CURSOR_FIELD) {
      const cursor = context.cursor
      selected.push(
        cursor === undefined
          ? sql`null::json as ${as}`
          : sql`json_build_array(${sql.join(cursor.map((column) => ref(alias, column.name)))}) as ${as}`,
      )
    } else {
      const column = shape.columns.get(name)
      if (column?.writeOnly === true) continue
      if (column !== undefined) {
        selected.push(sql`${columnValue(column, alias)} as ${as}`)
        continue
      }
      const relation = shape.relations.get(name)
      if (relation !== undefined) {
        const target = relation.target()
        // A related row through an entry the caller may not read is null, as one their access hides.
        if (!input.mayRead(target.entry)) {
          selected.push(sql`null::json as ${as}`)
          continue
        }
        input.cost += context.rows
        const relatedAlias = `t${depth + 1}`
        const columns = selectedColumns(target.table, fieldNodes, relatedAlias, depth + 1, input, {
          cursor: undefined,
          rows: context.rows,
          version: tableVersion,
          path: `${context.path}/${key}`,
        })
        const read = relatedRow({ relation, alias, relatedAlias, columns, access: accessOf(target.table, input) })
        selected.push(sql`${read} as ${as}`)
        continue
      }
      const aggregated = subTableOfAggregate(shape, name)
      if (aggregated !== undefined) {
        const nestedAlias = `t${depth + 1}`
        const link: ReadCondition = {
          column: aggregated.connectionField,
          is: 'linked',
          to: ref(alias, aggregated.parentIdField),
        }
        const args = argumentsOf(input, shape.typeName, first)
        const answer = aggregateAnswer(aggregated.table, fieldNodes, args, input, `${context.path}/${key}`, {
          alias: nestedAlias,
          link,
          rows: context.rows,
        })
        selected.push(sql`(${answer}) as ${as}`)
        continue
      }
      const sub = shape.subTables.get(name)
      if (sub === undefined) continue
      const path = `${context.path}/${key}`
      const subAlias = `t${depth + 1}`
      const rowsAlias = sql.table(`s${depth + 1}`)
      const clauses = listClauses(sub.table, argumentsOf(input, shape.typeName, first), subAlias, input, path, false)
      const rows = context.rows * (clauses.limit ?? ASSUMED_SUB_TABLE_ROWS)
      input.cost += rows
      const columns = selectedColumns(sub.table, fieldNodes, subAlias, depth + 1, input, {
        cursor: clauses.cursor,
        rows,
        version: tableVersion,
        path,
      })
      const link: ReadCondition = { column: sub.connectionField, is: 'linked', to: ref(alias, sub.parentIdField) }
      const rowsRead = compileRead(listRead(sub.table, subAlias, columns, clauses, [link]), accessOf(sub.table, input))
      selected.push(
        sql`(select coalesce(json_agg(${rowsAlias}), '[]'::json) from (${rowsRead}) as ${rowsAlias}) as ${as}`,
      )
    }
  }
  return selected
}

/**
 * Compiles a root field's selection, with its nested sub-tables to any depth, the caller's row
 * conditions (per model) and only the visible columns, into ONE SQL statement answering one row:
 * `data`, the field's answer as JSON text built by PostgreSQL (null for no row), and `version`,
 * the documents version it ran at. The rows of each sub-table come from a correlated subquery
 * (`json_agg` over the parent's rows), so the number of statements never grows with the number
 * of rows. Response keys (aliases) become the JSON keys; every value is a bound parameter;
 * identifiers come from the model documents.
 */
export function compileRootField(
  kind: RootKind,
  shape: TableShape,
  typeName: string,
  nodes: readonly FieldNode[],
  input: CompileInput,
): CompiledStatement {
  const first = nodes[0]
  const compilation: Compilation = { ...input, cost: 0 }
  const path = first === undefined ? '' : `/${first.alias?.value ?? first.name.value}`
  const rootArguments = () => {
    if (first === undefined) throw tamgaError('SERVER_ERROR')
    return argumentsOf(compilation, typeName, first)
  }
  const access = accessOf(shape, compilation)
  let answer: RawBuilder<unknown>
  if (kind === 'aggregate') {
    answer = aggregateAnswer(shape, nodes, rootArguments(), compilation, path)
  } else if (kind === 'connection') {
    answer = connectionAnswer(shape, nodes, rootArguments(), compilation, path)
  } else if (kind === 'count') {
    const clauses = listClauses(shape, rootArguments(), 't0', compilation, path, true)
    compilation.cost += 1
    answer = compileReadAggregate({ model: shape.model, alias: 't0', select: [], where: clauses.where }, access, [
      sql`count(*)::text`,
    ])
  } else if (kind === 'list') {
    const clauses = listClauses(shape, rootArguments(), 't0', compilation, path, true)
    const rows = clauses.limit ?? DEFAULT_LIST_LIMIT
    compilation.cost += rows
    const columns = selectedColumns(shape, nodes, 't0', 0, compilation, {
      cursor: clauses.cursor,
      rows,
      version: tableVersion,
      path,
    })
    const rowsRead = compileRead(listRead(shape, 't0', columns, clauses), access)
    answer = sql`select coalesce(json_agg(r), '[]'::json)::text from (${rowsRead}) as r`
  } else if (kind === 'many') {
    compilation.cost += MAX_ROWS_PER_ADD
    const columns = selectedColumns(shape, nodes, 't0', 0, compilation, {
      cursor: undefined,
      rows: MAX_ROWS_PER_ADD,
      version: tableVersion,
      path,
    })
    const idColumn = sql.ref(`t0.${shape.idField}`)
    const rowsRead = compileRead(
      {
        model: shape.model,
        alias: 't0',
        // Each row carries its identity under a key of its own, so its place among the identities
        // is found whatever the selection names (a row the caller may not read is not there).
        select: [...columns.map((expression) => ({ expression })), { expression: idColumn, as: MANY_ROW_ID }],
        where: [{ column: shape.idField, is: 'linked', to: sql`any(${IDS_SLOT})` }],
        order: [{ by: { expression: sql`array_position(${IDS_SLOT}, ${idColumn})` }, desc: false }],
      },
      access,
    )
    answer = sql`select coalesce(json_agg(r), '[]'::json)::text from (${rowsRead}) as r`
  } else {
    compilation.cost += 1
    const snapshot = kind === 'snapshot'
    const columns = selectedColumns(shape, nodes, 't0', 0, compilation, {
      cursor: undefined,
      rows: 1,
      version: snapshot ? () => sql`(${ROW_SLOT}::jsonb ->> '_version')` : tableVersion,
      path,
    })
    const select = columns.map((expression) => ({ expression }))
    // A change event's row is read as the event carries it (a deletion is itself the event);
    // the access of the subscriber decides whether it is delivered.
    const read: ReadQuery = snapshot
      ? {
          model: shape.model,
          alias: 't0',
          from: sql`jsonb_populate_record(null::${sql.table(shape.model.table)}, ${ROW_SLOT}::jsonb) as t0`,
          rows: 'any',
          select,
        }
      : {
          model: shape.model,
          alias: 't0',
          select,
          where: [{ column: shape.idField, is: 'linked', to: sql`${ID_SLOT}` }],
        }
    answer = sql`select row_to_json(r)::text from (${compileRead(read, access)}) as r`
  }
  // The documents version comes back with the answer: a caller that used a cached schema and
  // cached rights learns in the same round trip whether they were still current.
  const version = sql`coalesce((select (value #>> '{}')::bigint from tamga_setting where key = ${DOCUMENTS_VERSION_KEY}), 0)`
  const compiled = sql`select ${version} as version, (${answer}) as data`.compile(input.db)
  return {
    sql: compiled.sql,
    parameters: compiled.parameters,
    cost: compilation.cost,
    ...(compilation.plannedEachRun === true ? { plannedEachRun: true } : {}),
  }
}

/** What a statement answers: the documents version it ran at, and its `data` (null: no row). */
export interface StatementAnswer {
  version: number
  data: string | null
  /** With a session proof: whether the caller's session still stands (else the answer is not theirs to have). */
  sessionOk?: boolean
}

/**
 * Runs a compiled statement with its slots bound. With a session proof (`auth/deferredSession.ts`)
 * the same statement also answers whether the caller's session still stands: one round trip
 * for both.
 */
export async function runStatement(
  db: Kysely<SystemDatabase>,
  statement: CompiledStatement,
  slots: { id?: unknown; ids?: readonly unknown[]; row?: string } = {},
  proof?: SessionProof,
  prepared?: TamgaDatabase['prepared'],
): Promise<StatementAnswer> {
  const parameters = statement.parameters.map((value) =>
    value === ID_SLOT ? slots.id : value === IDS_SLOT ? slots.ids : value === ROW_SLOT ? slots.row : value,
  )
  const { text, name } = statementText(statement, proof !== undefined)
  const values = proof === undefined ? parameters : [...parameters, ...sessionProofValues(proof)]
  type Answer = { version: number | string; data: string | null; session_ok?: boolean }
  const row =
    prepared === undefined || statement.plannedEachRun === true
      ? (await db.executeQuery<Answer>(CompiledQuery.raw(text, [...values]))).rows[0]
      : (await prepared<Answer>(name, text, values))[0]
  return {
    version: Number(row?.version ?? 0),
    data: row?.data ?? null,
    ...(proof === undefined ? {} : { sessionOk: row?.session_ok === true }),
  }
}

/** A statement's text and prepared name, plain and with the session proof, made once per compiled statement. */
const statementTexts = new WeakMap<CompiledStatement, { plain?: StatementText; proved?: StatementText }>()

interface StatementText {
  text: string
  name: string
}

/**
 * The text a compiled statement runs as (wrapped to answer whether the session stands, when
 * `proved`) and its prepared name: kept beside the cached plan, so a request neither builds the
 * wrapped text (kilobytes for a statement with relations) nor hashes it to find its name.
 */
function statementText(statement: CompiledStatement, proved: boolean): StatementText {
  let texts = statementTexts.get(statement)
  if (texts === undefined) {
    texts = {}
    statementTexts.set(statement, texts)
  }
  const kept = proved ? texts.proved : texts.plain
  if (kept !== undefined) return kept
  const text = proved
    ? `select q.version, q.data, ${sessionStandsSql(statement.parameters.length + 1)} as session_ok from (${statement.sql}) as q`
    : statement.sql
  const made = { text, name: preparedName(text) }
  if (proved) texts.proved = made
  else texts.plain = made
  return made
}

const preparedNames = new Map<string, string>()

/** The name a statement's text is prepared under: the same text, the same name, on every connection. */
function preparedName(text: string): string {
  let name = preparedNames.get(text)
  if (name === undefined) {
    name = `tamga_gql_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`
    // Statement texts are bounded by the engine's caches; this only keeps names, never grows past them by much.
    if (preparedNames.size > 10_000) preparedNames.clear()
    preparedNames.set(text, name)
  }
  return name
}
