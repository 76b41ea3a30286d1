// A GraphQL `…Filter` argument as the read's conditions: column operators, `_and`, `_or` and
// `_not` (nestable), a many-to-one relation's row (`aimag: { name: { contains: "Ховд" } }`) and
// `some` / `none` over a sub-table's rows, the first as the related rows' keys read once (`in`),
// the others as `exists (…)` subqueries, all in the same statement, each with the caller's
// access to the table it reads.
import { type GraphqlDocument, isJsonObject, MAX_FILTER_VALUES } from '@tamga/schema'
import { sql } from 'kysely'
import { compileRead } from '../reads/compileRead.ts'
import type { ReadAccess } from '../reads/readAccess.ts'
import type { ReadCondition } from '../reads/readQuery.ts'
import { filterConditions as columnConditions, invalid } from './compileSelection.ts'
import type { TableShape } from './shapes.ts'

/** The boolean operators every filter type has besides its columns and relations. */
export const LOGICAL_FILTER_FIELDS = ['_and', '_or', '_not'] as const

/** What a filter reads besides itself: the caller's rights over the tables it reaches. */
export interface FilterScope {
  /** The caller's access to the rows of a table the filter reads. */
  accessOf: (shape: TableShape) => ReadAccess
  /** Whether the caller may read an entry a relation reads through. */
  mayRead: (entry: GraphqlDocument) => boolean
  /** The error a relation to an entry the caller may not read is refused with. */
  refusal: () => Error
  /** A new alias for a subquery, unique in the statement. */
  alias: () => string
}

const MAX_FILTER_DEPTH = 16
/**
 * The most relation and sub-table subqueries one filter argument may hold: each is planned and
 * run for every row the read scans, so a filter of thousands (which the token limit allows)
 * would cost the database far more than it costs the caller to send.
 */
export const MAX_FILTER_SUBQUERIES = 32

/** A new subquery alias for the filter at `path`, refused past {@link MAX_FILTER_SUBQUERIES}. */
function subqueryAlias(scope: FilterScope, count: { subqueries: number }, path: string): string {
  count.subqueries += 1
  if (count.subqueries > MAX_FILTER_SUBQUERIES)
    throw invalid(
      path,
      `the filter reads more than ${MAX_FILTER_SUBQUERIES} related tables`,
      `шүүлтүүр ${MAX_FILTER_SUBQUERIES}-аас олон холбоот хүснэгт уншиж байна`,
      `필터가 관련 테이블을 ${MAX_FILTER_SUBQUERIES}개보다 많이 읽습니다`,
    )
  return scope.alias()
}

/**
 * A filter's conditions, all of which must hold. `once` is true inside a relation's read, which
 * runs once per statement, and not under `_not` there: its relation filters may be plain `in`.
 */
function conditionsOf(
  shape: TableShape,
  filter: unknown,
  alias: string,
  scope: FilterScope,
  path: string,
  depth: number,
  count: { subqueries: number },
  once: boolean,
): ReadCondition[] {
  if (!isJsonObject(filter)) throw invalid(path, 'must be an object', 'объект байх ёстой', '객체여야 합니다')
  if (depth > MAX_FILTER_DEPTH)
    throw invalid(
      path,
      `nests more than ${MAX_FILTER_DEPTH} levels`,
      `${MAX_FILTER_DEPTH}-аас олон түвшинтэй`,
      `${MAX_FILTER_DEPTH}단계보다 깊게 중첩되어 있습니다`,
    )
  const conditions: ReadCondition[] = []
  const nested = (of: TableShape, value: unknown, at: string, as: string, inOnce = once): ReadCondition => ({
    is: 'all',
    conditions: conditionsOf(of, value, as, scope, at, depth + 1, count, inOnce),
  })
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined || value === null) continue
    const at = `${path}/${field}`
    if (field === '_and' || field === '_or') {
      if (!Array.isArray(value) || value.length > MAX_FILTER_VALUES)
        throw invalid(
          at,
          `must be a list of at most ${MAX_FILTER_VALUES} filters`,
          'хэт олон шүүлтүүр',
          `필터가 ${MAX_FILTER_VALUES}개 이하인 목록이어야 합니다`,
        )
      const parts = value.map((item, index) => nested(shape, item, `${at}/${index}`, alias))
      conditions.push({ is: field === '_and' ? 'all' : 'any', conditions: parts })
      continue
    }
    if (field === '_not') {
      conditions.push({ is: 'not', condition: nested(shape, value, at, alias, false) })
      continue
    }
    const column = shape.columns.get(field)
    if (column !== undefined && !column.writeOnly && isJsonObject(value)) {
      conditions.push(...columnConditions(column, value, at))
      continue
    }
    const relation = shape.relations.get(field)
    if (relation !== undefined) {
      const target = relation.target()
      // Hasura shows a role no relationship to a table it has no select permission on, so a
      // filter through one is refused as a field that is not there, never answered as an empty
      // list: the caller learns the filter is not theirs to use rather than that nothing
      // matched. The same here, with the catalogue's error.
      if (!scope.mayRead(target.entry)) throw scope.refusal()
      // The related rows that match are read once and each row's key looked up among them: a
      // correlated `exists` probed the target's key for every row the outer read passed, which
      // took twice as long for the bearers of one province among 100,000 applications
      // (bench:graphql's relation case).
      const as = subqueryAlias(scope, count, at)
      const read = compileRead(
        {
          model: target.table.model,
          alias: as,
          select: [{ column: relation.targetColumn }],
          where: [nested(target.table, value, at, as, true)],
        },
        scope.accessOf(target.table),
      )
      // Inside a read that runs once, a plain `in` lets PostgreSQL join the next table's matches
      // (the bearers of one province by their index) instead of testing every row against a
      // hash: 0.2 ms of the benchmark's 0.65 ms statement. Under `_not` (where the `in`'s null
      // would be negated into no row) and in a sub-table's read (run for every row), it stays
      // the hashed, two-valued `among-once`.
      conditions.push({ column: relation.column, is: once ? 'among' : 'among-once', read })
      continue
    }
    const sub = shape.subTables.get(field)
    if (sub !== undefined && isJsonObject(value)) {
      for (const [operator, rows] of Object.entries(value)) {
        if (rows === undefined || rows === null) continue
        if (operator !== 'some' && operator !== 'none')
          throw invalid(
            `${at}/${operator}`,
            'is not a filter operator',
            'шүүлтүүрийн үйлдэл биш',
            '필터 연산자가 아닙니다',
          )
        const as = subqueryAlias(scope, count, `${at}/${operator}`)
        const link: ReadCondition = {
          column: sub.connectionField,
          is: 'linked',
          to: sql.ref(`${alias}.${sub.parentIdField}`),
        }
        const read = compileRead(
          {
            model: sub.table.model,
            alias: as,
            select: [{ expression: sql`1` }],
            where: [link, nested(sub.table, rows, `${at}/${operator}`, as, false)],
          },
          scope.accessOf(sub.table),
        )
        const exists: ReadCondition = { is: 'exists', read }
        conditions.push(operator === 'some' ? exists : { is: 'not', condition: exists })
      }
      continue
    }
    throw invalid(at, 'cannot be filtered', 'шүүх боломжгүй', '필터할 수 없습니다')
  }
  return conditions
}

/**
 * The conditions of a `filter` argument over `shape`'s rows read under `alias`, all of which
 * must hold. A relation's and a sub-table's rows are read with the caller's access to their
 * table (its row conditions and soft-delete rule), so a filter never tells of a row the caller
 * could not read; a relation to an entry the caller may not read is refused (`scope.refusal`).
 */
export function compileFilter(
  shape: TableShape,
  filter: unknown,
  alias: string,
  scope: FilterScope,
  path: string,
): ReadCondition[] {
  // The outer read is paged: its relation filters stay hashed (`among-once`), as a semi join
  // would be driven by the page's rows.
  return conditionsOf(shape, filter, alias, scope, path, 0, { subqueries: 0 }, false)
}
