import {
  type ChartAggregation,
  type ChartDocument,
  type ChartTimeUnit,
  chartElementKey,
  type DocumentIssue,
  issue,
  type LanguageCode,
  type LocalizedText,
  localizedText,
  pointer,
} from '@tamga/schema'
import { type RawBuilder, sql } from 'kysely'
import type { Fragment } from '../reads/rowConditions.ts'
import type { StatusWords } from '../records/excel/statusWords.ts'
import { aggregateSql } from './aggregateSql.ts'
import { type DocumentOrigin, documentProblems } from './analyticsErrors.ts'
import { aggregateResultKind } from './compileDatasource.ts'
import { chartValue, type ValueKind } from './valueKinds.ts'

/** The most rows (categories) a chart answers when its document sets no `limit`. */
export const MAX_CHART_ROWS = 10_000

/**
 * How a calendar unit writes its category: text that sorts in time order. The formats are this
 * fixed list's, never a document's text, so they are written into the statement: PostgreSQL
 * groups by an expression only when the select list repeats it exactly, which two bound copies
 * of one format would not.
 */
const TIME_UNIT_SQL: Readonly<Record<ChartTimeUnit, (value: Fragment) => Fragment>> = {
  year: (value) => sql`to_char(${value}, 'YYYY')`,
  quarter: (value) => sql`to_char(${value}, 'YYYY-"Q"Q')`,
  month: (value) => sql`to_char(${value}, 'YYYY-MM')`,
  week: (value) => sql`to_char(date_trunc('week', ${value}), 'YYYY-MM-DD')`,
  day: (value) => sql`to_char(${value}, 'YYYY-MM-DD')`,
}

/**
 * The category one calendar unit after (`step` 1) or before (`step` -1) the one `text` writes,
 * in the same format as {@link TIME_UNIT_SQL}; `undefined` for text that format never writes.
 *
 * @example adjacentCalendarUnit('month', '2025-12', 1) // '2026-01'
 * @example adjacentCalendarUnit('week', '2025-06-02', -1) // '2025-05-26'
 */
export function adjacentCalendarUnit(unit: ChartTimeUnit, text: string, step: 1 | -1): string | undefined {
  const year = (value: number) => String(value).padStart(4, '0')
  const twoDigits = (value: number) => String(value).padStart(2, '0')
  switch (unit) {
    case 'year': {
      const match = /^(\d{4})$/.exec(text)
      return match === null ? undefined : year(Number(match[1]) + step)
    }
    case 'quarter': {
      const match = /^(\d{4})-Q([1-4])$/.exec(text)
      if (match === null) return undefined
      const index = Number(match[1]) * 4 + Number(match[2]) - 1 + step
      return `${year(Math.floor(index / 4))}-Q${(index % 4) + 1}`
    }
    case 'month': {
      const match = /^(\d{4})-(\d{2})$/.exec(text)
      if (match === null) return undefined
      const index = Number(match[1]) * 12 + Number(match[2]) - 1 + step
      return `${year(Math.floor(index / 12))}-${twoDigits((index % 12) + 1)}`
    }
    case 'week':
    case 'day': {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
      if (match === null) return undefined
      const days = unit === 'week' ? 7 * step : step
      const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days))
      return `${year(date.getUTCFullYear())}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`
    }
  }
}

/** Aggregates whose value over no rows at all is zero: nothing counted, nothing added. */
const ZERO_WHEN_EMPTY: ReadonlySet<ChartAggregation> = new Set(['count', 'count-distinct', 'sum', 'sum-distinct'])

/** How a chart's rows run along a calendar unit, when they do: what {@link fillCalendarGaps} needs. */
export interface CalendarSeries {
  /** The key of the one grouping element. */
  key: string
  unit: ChartTimeUnit
  /** The rows' order along it. */
  direction: 'asc' | 'desc'
}

/**
 * Puts back the calendar units the database has no rows for between the first and the last
 * category of a series ("registrations per month": a month nobody registered is a month with
 * none, not a month that does not exist), so the chart's axis runs without holes and a line
 * does not join distant months as if they were neighbours. In a unit put back, counts and sums
 * are 0 (nothing counted, nothing added); averages, minimums and maximums have no value
 * (`null`, a gap in the line). Rows of no unit (a missing date) keep their place at the end.
 * Stops at {@link MAX_CHART_ROWS} rows in all.
 *
 * @example
 * fillCalendarGaps([{ month: '2025-01', n: 2 }, { month: '2025-03', n: 1 }], series, dimensions)
 * // → 2025-01: 2, 2025-02: 0, 2025-03: 1
 */
export function fillCalendarGaps(
  rows: ReadonlyArray<Record<string, unknown>>,
  series: CalendarSeries,
  dimensions: readonly ChartDimension[],
): Array<Record<string, unknown>> {
  const step = series.direction === 'asc' ? 1 : -1
  const before = (left: string, right: string) => (step === 1 ? left < right : left > right)
  const emptyUnit = (category: string): Record<string, unknown> => {
    const row: Record<string, unknown> = {}
    for (const dimension of dimensions) {
      if (dimension.key === series.key) row[dimension.key] = category
      else
        row[dimension.key] =
          dimension.aggregation !== undefined && ZERO_WHEN_EMPTY.has(dimension.aggregation) ? 0 : null
    }
    return row
  }
  const filled: Array<Record<string, unknown>> = []
  let previous: string | undefined
  for (const row of rows) {
    const category = row[series.key]
    if (typeof category === 'string' && previous !== undefined) {
      let missing = adjacentCalendarUnit(series.unit, previous, step)
      while (missing !== undefined && before(missing, category) && filled.length < MAX_CHART_ROWS) {
        filled.push(emptyUnit(missing))
        missing = adjacentCalendarUnit(series.unit, missing, step)
      }
    }
    if (filled.length >= MAX_CHART_ROWS) break
    filled.push(row)
    previous = typeof category === 'string' ? category : undefined
  }
  return filled
}

/** The kinds of value a calendar unit groups. */
const TEMPORAL_KINDS: ReadonlySet<ValueKind> = new Set(['date', 'timestamp'])

/** The rows a chart reads: a model's table or a data source's statement, under one alias. */
export interface ChartRowsSource {
  /** The `FROM` item: `application as t`, or `(select …) as ds`. */
  from: Fragment
  /** The alias `from` gives its rows, which field references are qualified with. */
  alias: string
  /** Conditions every row must meet: the caller's row access, live rows only. */
  conditions: readonly Fragment[]
  /** The fields a chart element may name, with the kind of their values. */
  fields: ReadonlyMap<string, ValueKind>
  /** What the source is, for the issue of an unknown field: `the model "application"`. */
  description: { en_US: string; mn_MN: string }
}

/** One value of each chart row: an element of the document, under its key. */
export interface ChartDimension {
  /** The element's alias, or its field: the key of its value in every row. */
  key: string
  field: string
  /** The rows are grouped by this value (a category), rather than measured. */
  group: boolean
  aggregation?: ChartAggregation
  kind: ValueKind
  title?: LocalizedText
}

/** A chart compiled for one caller: one statement and what each value of its rows is. */
export interface CompiledChart {
  statement: RawBuilder<Record<string, unknown>>
  dimensions: readonly ChartDimension[]
  /** The database rows as the chart draws them: number values as JSON numbers. */
  present(rows: ReadonlyArray<Record<string, unknown>>): Array<Record<string, unknown>>
}

/**
 * Whether a chart's rows are a series along a calendar unit: its one grouping element groups
 * by a unit, and the rows are sorted by that element first (its own sort, or none at all, when
 * the categories' order is the statement's).
 */
function calendarSeriesOf(chart: ChartDocument, dimensions: readonly ChartDimension[]): CalendarSeries | undefined {
  const groups = chart.elements.filter((element) => element.group === true)
  const group = groups[0]
  if (groups.length !== 1 || group?.timeUnit === undefined) return undefined
  const key = chartElementKey(group)
  if (!dimensions.some((dimension) => dimension.key === key && dimension.kind === 'text')) return undefined
  const first = chart.sort?.[0]
  if (first !== undefined && first.by !== key) return undefined
  return { key, unit: group.timeUnit, direction: first?.direction === 'desc' ? 'desc' : 'asc' }
}

/**
 * Compiles a chart document into ONE parameterised statement over its source (issue 6: "count,
 * max, min, avg, sum and their distinct variants, grouping, sorting, aliases — one
 * parameterised SQL statement each, with the role's rights"). Grouping elements become the
 * `GROUP BY` (a category per distinct value, or per calendar unit of a date with `timeUnit`),
 * measured elements their aggregates, each under its
 * key (alias or field); the rows sort by the document's keys (an element's key, or a field of an
 * ungrouped chart), then by the categories so that the order is stable, and stop at the
 * document's `limit` ({@link MAX_CHART_ROWS} at most). A series along a calendar unit comes
 * back without holes: the units between its first and last row that have no rows are put back
 * with counts of 0 ({@link fillCalendarGaps}); `limit` counts the units that have rows. The source's conditions (the caller's
 * row access) are the `WHERE`. Fields are checked against the source; an unknown field, or an
 * aggregate the field's type has not (`sum` of text), is refused with every issue at once.
 *
 * @example
 * const chart = compileChart(document, { from: sql`application as t`, alias: 't', conditions, fields, description })
 * const rows = chart.present((await chart.statement.execute(db)).rows)
 */
export function compileChart(
  chart: ChartDocument,
  source: ChartRowsSource,
  origin: DocumentOrigin = 'stored',
): CompiledChart {
  const issues: DocumentIssue[] = []
  const field = (name: string): Fragment => sql.ref(`${source.alias}.${name}`)
  const grouped = chart.elements.some((element) => element.group === true || element.aggregation !== undefined)

  const dimensions: ChartDimension[] = []
  const selected: Fragment[] = []
  const groupBy: Fragment[] = []
  chart.elements.forEach((element, index) => {
    const key = chartElementKey(element)
    const kind = source.fields.get(element.field)
    if (kind === undefined) {
      issues.push(
        issue(
          pointer('elements', index, 'field'),
          'unknown-field',
          {
            en_US: `"${element.field}" is not a field of ${source.description.en_US}`,
            mn_MN: `"${element.field}" талбар ${source.description.mn_MN}-д байхгүй`,
          },
          { field: element.field },
        ),
      )
      return
    }
    let expression = field(element.field)
    let valueKind = kind
    if (element.aggregation !== undefined) {
      const result = aggregateResultKind(element.aggregation, kind)
      if (result === undefined) {
        issues.push(
          issue(
            pointer('elements', index, 'aggregation'),
            'aggregate-type',
            {
              en_US: `"${element.aggregation}" does not apply to the ${kind} field "${element.field}"`,
              mn_MN: `"${element.aggregation}" функц ${kind} төрлийн "${element.field}" талбарт хэрэглэгдэхгүй`,
            },
            { aggregation: element.aggregation, kind },
          ),
        )
      } else valueKind = result
      expression = aggregateSql(element.aggregation, expression)
    } else if (element.group === true) {
      if (element.timeUnit !== undefined) {
        if (TEMPORAL_KINDS.has(kind)) {
          expression = TIME_UNIT_SQL[element.timeUnit](expression)
          valueKind = 'text'
        } else {
          issues.push(
            issue(
              pointer('elements', index, 'timeUnit'),
              'time-unit-type',
              {
                en_US: `groups dates and times only, not the ${kind} field "${element.field}"`,
                mn_MN: `зөвхөн огноо, цагийг бүлэглэнэ; ${kind} төрлийн "${element.field}" талбарыг биш`,
              },
              { timeUnit: element.timeUnit, kind },
            ),
          )
        }
      }
      groupBy.push(expression)
    }
    selected.push(sql`${expression} as ${sql.ref(key)}`)
    const dimension: ChartDimension = { key, field: element.field, group: element.group === true, kind: valueKind }
    if (element.aggregation !== undefined) dimension.aggregation = element.aggregation
    if (element.title !== undefined) dimension.title = element.title
    dimensions.push(dimension)
  })

  const keys = new Set(chart.elements.map(chartElementKey))
  const order: Fragment[] = []
  ;(chart.sort ?? []).forEach((sort, index) => {
    const direction = sort.direction === 'desc' ? sql`desc` : sql`asc`
    if (keys.has(sort.by)) order.push(sql`${sql.ref(sort.by)} ${direction}`)
    else if (!grouped && source.fields.has(sort.by)) order.push(sql`${field(sort.by)} ${direction}`)
    else {
      issues.push(
        issue(
          pointer('sort', index, 'by'),
          'unknown-sort',
          {
            en_US: `must be an element's alias or field, not "${sort.by}"`,
            mn_MN: `элементийн alias эсвэл талбар байх ёстой ("${sort.by}" биш)`,
          },
          { by: sort.by },
        ),
      )
    }
  })
  // Ties (and charts without a sort) in the categories' order: the same chart draws the same way.
  for (const dimension of dimensions) if (dimension.group) order.push(sql`${sql.ref(dimension.key)} asc`)

  if (issues.length > 0) throw documentProblems(issues, origin)

  const where = source.conditions.length === 0 ? sql`` : sql` where ${sql.join([...source.conditions], sql` and `)}`
  const group = groupBy.length === 0 ? sql`` : sql` group by ${sql.join(groupBy)}`
  const sorted = order.length === 0 ? sql`` : sql` order by ${sql.join(order)}`
  const limit = Math.min(chart.limit ?? MAX_CHART_ROWS, MAX_CHART_ROWS)
  const statement = sql<
    Record<string, unknown>
  >`select ${sql.join(selected)} from ${source.from}${where}${group}${sorted} limit ${limit}`

  const series = calendarSeriesOf(chart, dimensions)
  return {
    statement,
    dimensions,
    present: (rows) => {
      const drawn = rows.map((row) => {
        const values: Record<string, unknown> = {}
        for (const dimension of dimensions) values[dimension.key] = chartValue(row[dimension.key], dimension.kind)
        return values
      })
      return series === undefined ? drawn : fillCalendarGaps(drawn, series, dimensions)
    },
  }
}

/**
 * The words of a chart's labelled values, by element key, for the values its rows hold: an
 * element with `labels: 'step-type'` (a workflow status column) says each status as the grid's
 * status cell does (`statusWords`: 'CHECK' → 'Хянагдаж байна' in Mongolian, 'Being checked' in
 * English), an element with a labels map says its label in `language`. A value without words is
 * left out (drawn as stored); an element without `labels` has no entry.
 *
 * @example chartValueLabels(chart, [{ process_status: 'CHECK', n: 2 }], { language: 'en_US', statusWords })
 * // Map { 'process_status' => { CHECK: 'Being checked' } }
 */
export function chartValueLabels(
  chart: ChartDocument,
  rows: ReadonlyArray<Record<string, unknown>>,
  words: { language: LanguageCode; statusWords: StatusWords },
): Map<string, Record<string, string>> {
  const labelled = new Map<string, Record<string, string>>()
  for (const element of chart.elements) {
    const labels = element.labels
    if (labels === undefined) continue
    const key = chartElementKey(element)
    const texts: Record<string, string> = {}
    for (const row of rows) {
      const value = row[key]
      if (typeof value !== 'string' || value === '' || Object.hasOwn(texts, value)) continue
      const text =
        labels === 'step-type'
          ? words.statusWords(value)
          : Object.hasOwn(labels, value)
            ? localizedText(labels[value] as LocalizedText, words.language)
            : undefined
      if (text !== undefined) texts[value] = text
    }
    if (Object.keys(texts).length > 0) labelled.set(key, texts)
  }
  return labelled
}
