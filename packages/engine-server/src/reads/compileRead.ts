import { type RawBuilder, sql } from 'kysely'
import { accessCondition, type ReadAccess } from './readAccess.ts'
import {
  type OrderKey,
  type ReadColumn,
  type ReadCondition,
  type ReadQuery,
  type SearchTarget,
  TOTAL_COLUMN,
} from './readQuery.ts'
import type { Fragment } from './rowConditions.ts'

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/** The most rows one window may hold: a sitemap's (the protocol's limit); a grid's page is at most 1,000. */
const MAX_WINDOW = 50_000

/**
 * Column references by `alias.column`, made once: a reference is an immutable fragment, and a
 * list made every one of its references anew at each request (Kysely parses each and freezes
 * its nodes). The names come from validated documents; the map is emptied at a size no project
 * reaches, so it cannot grow without bound.
 */
const columnReferences = new Map<string, Fragment>()

function columnOf(alias: string) {
  return (name: string): Fragment => {
    const key = `${alias}.${name}`
    let reference = columnReferences.get(key)
    if (reference === undefined) {
      if (columnReferences.size >= 10_000) columnReferences.clear()
      reference = sql.ref(key)
      columnReferences.set(key, reference)
    }
    return reference
  }
}

function orderTarget(key: OrderKey, column: (name: string) => Fragment): Fragment {
  return typeof key.by === 'string' ? column(key.by) : key.by.expression
}

/** The alias of a related table inside a search's sub-select (never a list's or an option's alias). */
const RELATED_ROW = 'related_row'

/**
 * Whether a target holds any of the patterns: one `ilike` per spelling, or for a related label
 * the column's value among the related rows whose label columns hold one. The related rows are
 * an uncorrelated `in (select …)` keyed by the related table's `valueField` (what a label read
 * compares with): inside the search's OR, PostgreSQL reads them once into a hashed set and may
 * still scan the list in parallel, which it did not for the correlated EXISTS (PostgreSQL 15,
 * 300,000 rows, 22 related: 450–650 ms against 930–1,200 ms, on a loaded machine).
 */
function searchMatch(target: SearchTarget, patterns: readonly string[], column: (name: string) => Fragment): Fragment {
  if (typeof target === 'string' || 'expression' in target) {
    const text = typeof target === 'string' ? sql`${column(target)}::text` : target.expression
    return sql.join(
      patterns.map((pattern) => sql`${text} ilike ${pattern}`),
      sql` or `,
    )
  }
  const related = columnOf(RELATED_ROW)
  const { table, key, fields } = target.related
  const matches = fields.flatMap((field) => patterns.map((pattern) => sql`${related(field)}::text ilike ${pattern}`))
  return sql`${column(target.of)} in (select ${related(key)} from ${sql.table(table)} as ${sql.table(RELATED_ROW)} where ${sql.join(matches, sql` or `)})`
}

function compared(column: Fragment, asText: boolean | undefined): Fragment {
  return asText === true ? sql`${column}::text` : column
}

/** The SQL of one condition; undefined when it narrows nothing (an empty search). */
function conditionSql(condition: ReadCondition, column: (name: string) => Fragment): Fragment | undefined {
  switch (condition.is) {
    case 'equal':
      return sql`${compared(column(condition.column), condition.text)} = ${condition.value}`
    case 'not-equal':
      return sql`${compared(column(condition.column), condition.text)} <> ${condition.value}`
    case 'at-least':
      return sql`${compared(column(condition.column), condition.text)} >= ${condition.value}`
    case 'at-most':
      return sql`${compared(column(condition.column), condition.text)} <= ${condition.value}`
    case 'one-of':
      if (condition.values.length === 0) return sql`false`
      return sql`${compared(column(condition.column), condition.text)} in (${sql.join(condition.values.map((value) => sql`${value}`))})`
    case 'null':
      return sql`${column(condition.column)} is null`
    case 'not-null':
      return sql`${column(condition.column)} is not null`
    case 'matching': {
      if (condition.text === '') return undefined
      const words = escapeLike(condition.text)
      const pattern = condition.match === 'starts-with' ? `${words}%` : `%${words}%`
      return sql`${column(condition.column)}::text ilike ${pattern}`
    }
    case 'on-or-before-day':
      return sql`${column(condition.column)} < (${condition.day}::date + 1)`
    case 'searched': {
      if (condition.variants.length === 0 || condition.targets.length === 0) return undefined
      const patterns = condition.variants.map((variant) => `%${escapeLike(variant)}%`)
      const matches = condition.targets.map((target) => searchMatch(target, patterns, column))
      return sql`(${sql.join(matches, sql` or `)})`
    }
    case 'after': {
      // (a, b, id) after (x, y, z), mixed directions: a > x or (a = x and (b < y or (b = y and id > z))).
      let after: Fragment | undefined
      for (let index = condition.keys.length - 1; index >= 0; index--) {
        const key = condition.keys[index]
        if (key === undefined) continue
        const target = orderTarget(key, column)
        const value = condition.values[index]
        const beyond = key.desc ? sql`${target} < ${value}` : sql`${target} > ${value}`
        after = after === undefined ? beyond : sql`(${beyond} or (${target} = ${value} and ${after}))`
      }
      return after
    }
    case 'among':
      return sql`${column(condition.column)} in (${condition.read})`
    case 'among-once':
      // Inside coalesce the `in` is not pulled up into a semi join, which the planner drives
      // from the outer rows with an index probe each; as a hashed SubPlan it reads the
      // uncorrelated read once. Coalesce keeps a null column out, as `exists` would. (A read
      // PostgreSQL expects to outgrow hash_mem runs as a plain SubPlan, scanned per row.)
      return sql`coalesce(${column(condition.column)} in (${condition.read}), false)`
    case 'linked':
      return sql`${column(condition.column)} = ${condition.to}`
    case 'none':
      return sql`false`
    case 'all': {
      const parts = condition.conditions.flatMap((part) => conditionSql(part, column) ?? [])
      return parts.length === 0 ? undefined : sql`(${sql.join(parts, sql` and `)})`
    }
    case 'any': {
      const parts: Fragment[] = []
      for (const part of condition.conditions) {
        const compiled = conditionSql(part, column)
        // A part that narrows nothing holds for every row, and so does the whole.
        if (compiled === undefined) return undefined
        parts.push(compiled)
      }
      return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`
    }
    case 'not': {
      const inner = conditionSql(condition.condition, column)
      return inner === undefined ? sql`false` : sql`not (${inner})`
    }
    case 'exists':
      return sql`exists (${condition.read})`
  }
}

/** The soft-delete rule of a read: live rows (or deleted ones, when asked for); none for a model without it. */
function deletedCondition(query: ReadQuery): Fragment | undefined {
  const rows = query.rows ?? 'live'
  if (query.model.softDelete !== true || rows === 'any') return undefined
  const column = columnOf(query.alias)('deleted_at')
  return rows === 'deleted' ? sql`${column} is not null` : sql`${column} is null`
}

/**
 * The WHERE conditions of a read: the model's soft-delete rule, the caller's access and then the
 * read's own conditions. The pivot groups over the same rows a grid lists.
 */
export function readConditions(query: ReadQuery, access: ReadAccess): Fragment[] {
  const column = columnOf(query.alias)
  const deleted = deletedCondition(query)
  const conditions: Fragment[] = deleted === undefined ? [] : [deleted]
  const allowed = accessCondition(access, column)
  if (allowed !== undefined) conditions.push(allowed)
  for (const condition of query.where ?? []) {
    const compiled = conditionSql(condition, column)
    if (compiled !== undefined) conditions.push(compiled)
  }
  return conditions
}

function selectItem(item: ReadColumn, alias: string): Fragment {
  const column = columnOf(alias)
  if ('column' in item) {
    const value = item.text === true ? sql`${column(item.column)}::text` : column(item.column)
    return item.as === undefined && item.text !== true ? value : sql`${value} as ${sql.ref(item.as ?? item.column)}`
  }
  if ('label' in item) {
    const { table, key, fields } = item.label
    const labels = fields.map((field) => sql`r.${sql.ref(field)}::text`)
    const label = labels.length === 1 ? labels[0] : sql`concat_ws(' ', ${sql.join(labels)})`
    return sql`(select ${label} from ${sql.table(table)} as r where r.${sql.ref(key)} = ${column(item.of)} limit 1) as ${sql.ref(item.as)}`
  }
  if ('version' in item) return sql`${sql.table(alias)}.xmin::text as ${sql.ref(item.as)}`
  return item.as === undefined ? item.expression : sql`${item.expression} as ${sql.ref(item.as)}`
}

/** The `from` of a read: the model's table, or what the read names instead, under its alias. */
function fromOf(query: ReadQuery): Fragment {
  return query.from ?? sql`${sql.table(query.model.table)} as ${sql.table(query.alias)}`
}

function whereOf(conditions: readonly Fragment[]): Fragment {
  return conditions.length === 0 ? sql`` : sql` where ${sql.join(conditions, sql` and `)}`
}

function windowLimit(limit: number): Fragment {
  if (!Number.isSafeInteger(limit) || limit < 0 || limit > MAX_WINDOW) throw new Error(`limit ${limit} out of range`)
  // Written into the statement's text, not bound: PostgreSQL estimates a `limit $n` at a tenth
  // of the table, so the generic plan of a prepared statement looks dear and the statement was
  // planned anew at every execution (0.3 ms of its 0.8 ms, measured with 100k rows). It is a
  // checked integer, never text.
  return sql` limit ${sql.lit(limit)}`
}

/**
 * One read as one parameterised statement: the select list, the rows the caller's access allows
 * (soft-deleted rows only when asked for), the read's conditions, the order and the window.
 * Every identifier comes from a validated document; every value is a bound parameter. No path
 * that reads records writes its own SELECT: each describes its read and compiles it here.
 */
export function compileRead<Row = Record<string, unknown>>(query: ReadQuery, access: ReadAccess): RawBuilder<Row> {
  const column = columnOf(query.alias)
  const items = query.select.map((item) => selectItem(item, query.alias))
  if (query.total === true) items.push(sql`count(*) over () as ${sql.ref(TOTAL_COLUMN)}`)
  const select = items.length === 0 ? sql`` : sql.join(items)
  const order =
    query.order === undefined || query.order.length === 0
      ? sql``
      : sql` order by ${sql.join(
          query.order.map(
            (key) =>
              sql`${orderTarget(key, column)} ${key.desc ? sql`desc` : sql`asc`}${key.nullsLast === true ? sql` nulls last` : sql``}`,
          ),
        )}`
  const limit = query.window?.limit === undefined ? sql`` : windowLimit(query.window.limit)
  const offset = (query.window?.offset ?? 0) > 0 ? sql` offset ${query.window?.offset}` : sql``
  const distinct = query.distinct === true ? sql`distinct ` : sql``
  return sql<Row>`select ${distinct}${select} from ${fromOf(query)}${whereOf(readConditions(query, access))}${order}${limit}${offset}`
}

/**
 * Where a read of every matching row takes them from, with its conditions. PostgreSQL deforms
 * each row a scan reads up to the last column any of the scan's conditions reads, before it
 * tests the first of them; a soft-delete model's `deleted_at` is its last column, so a scan that
 * tests it deforms every row whole. Here it is tested a level up, over the rows the other
 * conditions let through (`offset 0` keeps the level: PostgreSQL would otherwise merge it into
 * the scan), and the rows those turn away are deformed only as far as the columns they test
 * (bench:graphql's aggregate statement: 11.6 → 10.6 ms, pgbench). Only for reads without an
 * order or window: an index that gives a list its order is not used through the level.
 */
function everyRowSource(query: ReadQuery, access: ReadAccess): Fragment {
  const conditions = readConditions(query, access)
  const deleted = query.from === undefined ? deletedCondition(query) : undefined
  if (deleted === undefined || conditions.length < 2) return sql`${fromOf(query)}${whereOf(conditions)}`
  const others = whereOf(conditions.slice(1))
  return sql`(select * from ${fromOf(query)}${others} offset 0) as ${sql.table(query.alias)} where ${deleted}`
}

/**
 * A select list over every row a read would answer, without its order or window: a list's
 * total and consolidations, a count, the columns an aggregate groups and measures.
 */
export function compileReadAggregate<Row = Record<string, unknown>>(
  query: ReadQuery,
  access: ReadAccess,
  aggregates: readonly Fragment[],
): RawBuilder<Row> {
  return sql<Row>`select ${sql.join(aggregates)} from ${everyRowSource(query, access)}`
}
