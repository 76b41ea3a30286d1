import type { ChartAggregation } from '@tamga/schema'
import { sql } from 'kysely'
import type { Fragment } from '../reads/rowConditions.ts'

/**
 * An aggregate over `target` as SQL, for charts, data sources and the pivot alike (their
 * aggregate names are all among the chart's: count, sum, avg, min, max and the distinct
 * variants). Sums and averages come back as double precision: JSON numbers on both backends.
 * The function name comes from this switch, never from request text.
 */
export function aggregateSql(aggregate: ChartAggregation, target: Fragment): Fragment {
  switch (aggregate) {
    case 'count':
      return sql`count(${target})`
    case 'count-distinct':
      return sql`count(distinct ${target})`
    case 'sum':
      return sql`sum(${target})::double precision`
    case 'sum-distinct':
      return sql`sum(distinct ${target})::double precision`
    case 'avg':
      return sql`avg(${target})::double precision`
    case 'avg-distinct':
      return sql`avg(distinct ${target})::double precision`
    case 'min':
      return sql`min(${target})`
    case 'max':
      return sql`max(${target})`
  }
}
