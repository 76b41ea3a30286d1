// The GraphQL benchmark's aggregate case (issue 29): over the applications whose amount is
// between 10,000 and 20,000 (about a tenth of them, read by a scan: the column has no index),
// their count, the sum and average of their amounts, the latest creation time, and the same per
// workflow status. Tamga answers it with `applicationAggregate`, the floor at `/aggregate` with
// one hand-written statement, PostGraphile 4.14 with `@graphile/pg-aggregates` (its `totalCount`,
// `aggregates` and `groupedAggregates`; a group's count is the distinct count of its ids, and
// `max` is widened to timestamps by support/postgraphileServer.ts). The three write numbers and
// moments differently (trailing zeros, microseconds and offsets), so each answer is reduced to
// the same values before they are compared.

const FROM = '10000'
const TO = '20000'

/** Tamga's query. */
export const TAMGA_AGGREGATE_QUERY = `{ applicationAggregate(filter: { amount: { from: "${FROM}", to: "${TO}" } }) {
  count sum { amount } avg { amount } max { created_at }
  groups(groupBy: [process_status]) { keys count sum { amount } } } }`

/** PostGraphile's query, through `@graphile/pg-aggregates` and the connection filter plugin. */
export const POSTGRAPHILE_AGGREGATE_QUERY = `{ allApplications(filter: { deletedAt: { isNull: true },
  amount: { greaterThanOrEqualTo: "${FROM}", lessThanOrEqualTo: "${TO}" } }) {
  totalCount aggregates { sum { amount } average { amount } max { createdAt } }
  groupedAggregates(groupBy: [PROCESS_STATUS]) { keys distinctCount { id } sum { amount } } } }`

/** A moment as every answer writes it (UTC, milliseconds, `Z`). */
const moment = (value: string) => `to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** The floor's statement: the answer's `data`, built in PostgreSQL as a person would write it. */
export const AGGREGATE_FLOOR_STATEMENT = `
  with chosen as (
    select amount, created_at, process_status from application
    where deleted_at is null and amount >= ${FROM} and amount <= ${TO}
  )
  select json_build_object('applicationAggregate', json_build_object(
    'count', count(*), 'sum', json_build_object('amount', sum(amount)::text),
    'avg', json_build_object('amount', trim_scale(avg(amount))::text),
    'max', json_build_object('created_at', ${moment('max(created_at)')}),
    'groups', (select coalesce(json_agg(json_build_object('keys', json_build_array(g.process_status),
                 'count', g.count, 'sum', json_build_object('amount', g.sum::text)) order by g.process_status), '[]'::json)
               from (select process_status, count(*) as count, sum(amount) as sum from chosen
                     group by process_status) as g)))::text as data
  from chosen`

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A leaf as text the three agree on: a decimal to 15 significant digits without trailing zeros
 * (PostGraphile sends an average as a JSON number, a double, where the others send numeric's
 * text), a moment as UTC to the millisecond (PostgreSQL's `MS` and JavaScript's parse both cut
 * the microseconds off).
 */
function normalise(value: unknown): string {
  const text = String(value)
  if (/^-?\d+\.\d+$/.test(text))
    return Number(text)
      .toPrecision(15)
      .replace(/\.?0+$/, '')
  if (/^\d{4}-\d\d-\d\dT/.test(text)) return new Date(text).toISOString()
  return text
}

/** A value's leaves in order, as text. */
function leaves(value: unknown): string[] {
  if (isRecord(value)) return Object.values(value).flatMap(leaves)
  if (Array.isArray(value)) return value.flatMap(leaves)
  return [normalise(value)]
}

/** An aggregate answer as its values in order (count, sum, average, latest, then each group's by its keys). */
export function summariseAggregate(answer: unknown): string[] {
  if (!isRecord(answer) || answer.errors !== undefined || !isRecord(answer.data))
    throw new Error(`the answer has errors: ${JSON.stringify(answer).slice(0, 500)}`)
  const root = Object.values(answer.data)[0]
  if (!isRecord(root)) throw new Error(`the answer has no aggregate: ${JSON.stringify(answer).slice(0, 500)}`)
  // PostGraphile's connection: its count, its aggregates, then its groups (in no set order).
  const whole = 'totalCount' in root ? [root.totalCount, root.aggregates] : Object.values(root).slice(0, -1)
  const groups = ('groupedAggregates' in root ? root.groupedAggregates : Object.values(root).at(-1)) ?? []
  if (!Array.isArray(groups)) throw new Error(`the answer has no groups: ${JSON.stringify(answer).slice(0, 500)}`)
  const groupLeaves = groups.map((group) => leaves(group)).sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''))
  return [...leaves(whole), ...groupLeaves.flat()]
}
