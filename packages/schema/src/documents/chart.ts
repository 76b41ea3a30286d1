import Type, { type Static } from 'typebox'
import { type DocumentIssue, issue, pointer } from '../validation/issue.ts'
import { chartElementKey } from './chartElementKey.ts'
import {
  ColorSchema,
  closedObject,
  DocumentNameSchema,
  documentSchema,
  LocalizedTextSchema,
  SqlIdentifierSchema,
  UrlSchema,
} from './common.ts'
import type { DocumentKindDefinition } from './definition.ts'

/**
 * The kinds of chart the chart builder offers. `number` is a KPI card (one big value with its
 * icon and colours); `table` shows the aggregated rows as they are.
 */
export const CHART_TYPES = [
  'bar',
  'horizontal-bar',
  'line',
  'area',
  'pie',
  'donut',
  'radar',
  'scatter',
  'funnel',
  'gauge',
  'number',
  'table',
] as const
export type ChartType = (typeof CHART_TYPES)[number]

/** Chart types that show exactly one measured value (spec 3.13 chart element). */
export const SINGLE_VALUE_CHART_TYPES: readonly ChartType[] = ['gauge', 'number']

/**
 * The aggregations a chart element may apply (spec 3.13: count, max, min, avg, sum and the
 * distinct variants).
 */
export const CHART_AGGREGATIONS = [
  'count',
  'max',
  'min',
  'avg',
  'sum',
  'count-distinct',
  'sum-distinct',
  'avg-distinct',
] as const
export type ChartAggregation = (typeof CHART_AGGREGATIONS)[number]

/**
 * The calendar units a grouping element over a date or time field may group by: the rows of
 * one unit become one category, written `2025`, `2025-Q2`, `2025-06`, or the day (for `week`,
 * its Monday) as `2025-06-02`, in the database session's time zone.
 */
export const CHART_TIME_UNITS = ['year', 'quarter', 'month', 'week', 'day'] as const
export type ChartTimeUnit = (typeof CHART_TIME_UNITS)[number]

/** Where a chart reads its rows: a model (table) or a data source, by document name. */
export const ChartSourceSchema = closedObject({
  kind: Type.Enum(['model', 'datasource']),
  name: DocumentNameSchema,
})
export type ChartSource = Static<typeof ChartSourceSchema>

/**
 * One element of a chart (spec 3.13): a field of the source, either a grouping (a category
 * axis, a pie's slices) or a measured value with an aggregation, and how it is drawn.
 */
export const ChartElementSchema = closedObject({
  field: SqlIdentifierSchema,
  /** The name of the element's value in the chart's rows. @default the field */
  alias: Type.Optional(SqlIdentifierSchema),
  title: Type.Optional(LocalizedTextSchema),
  aggregation: Type.Optional(Type.Enum([...CHART_AGGREGATIONS])),
  /** The rows are grouped by this field; it becomes a category, not a measured value. @default false */
  group: Type.Optional(Type.Boolean()),
  /**
   * On a grouping element over a date or time field: group by this calendar unit rather than
   * by the exact value ("registrations per month").
   */
  timeUnit: Type.Optional(Type.Enum([...CHART_TIME_UNITS])),
  /**
   * The words a value of this element is shown with: a label per stored value, or
   * `step-type` for a workflow status column, whose values are step types, worded as the grid's
   * status cells word them (the app's `process` words, else the step type's label: `CHECK` →
   * 'Хянах'). A value without a label is shown as it is stored.
   */
  labels: Type.Optional(
    Type.Union([Type.Literal('step-type'), Type.Record(Type.String({ minLength: 1 }), LocalizedTextSchema)]),
  ),
  /** An icon name, shown on KPI cards and legends. */
  icon: Type.Optional(Type.String({ minLength: 1 })),
  background: Type.Optional(ColorSchema),
  color: Type.Optional(ColorSchema),
  /** Where clicking the element goes. */
  link: Type.Optional(UrlSchema),
})
export type ChartElement = Static<typeof ChartElementSchema>

/** One sort key of the chart's rows: an element's alias or a source field. */
export const ChartSortSchema = closedObject({
  by: SqlIdentifierSchema,
  /** @default 'asc' */
  direction: Type.Optional(Type.Enum(['asc', 'desc'])),
})
export type ChartSort = Static<typeof ChartSortSchema>

/**
 * A chart: its type, source and elements, compiled by the server into one grouped query and
 * drawn by the renderer with ECharts.
 */
export const ChartDocumentSchema = documentSchema('chart', 1, {
  type: Type.Enum([...CHART_TYPES]),
  source: ChartSourceSchema,
  elements: Type.Array(ChartElementSchema, { minItems: 1 }),
  sort: Type.Optional(Type.Array(ChartSortSchema)),
  /** The most rows (categories) drawn. */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  /**
   * ECharts option properties merged (deeply, objects only; arrays replace) over the option
   * the renderer builds, the way Lambda's chart templates are raw ECharts options.
   *
   * @example { "legend": { "orient": "vertical", "left": "left" } }
   */
  echarts: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
})
export type ChartDocument = Static<typeof ChartDocumentSchema>

// In a module without TypeBox, so the chart renderer does not load it for this.
export { chartElementKey } from './chartElementKey.ts'

/** The rules of a chart a JSON Schema cannot express. */
export function checkChart(chart: ChartDocument): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const keys = new Set<string>()
  chart.elements.forEach((element, index) => {
    const key = chartElementKey(element)
    if (keys.has(key)) {
      issues.push(
        issue(
          pointer('elements', index, element.alias === undefined ? 'field' : 'alias'),
          'duplicate-alias',
          {
            en_US: `gives a second element the name "${key}"; give it a different alias`,
            mn_MN: `"${key}" нэр өөр элементэд давхардсан; өөр alias өгнө үү`,
          },
          { alias: key },
        ),
      )
    }
    keys.add(key)
    if (element.timeUnit !== undefined && element.group !== true) {
      issues.push(
        issue(pointer('elements', index, 'timeUnit'), 'time-unit-group', {
          en_US: 'applies to a grouping element only: add "group": true or leave it out',
          mn_MN: 'зөвхөн бүлэглэх элементэд хэрэглэгдэнэ: "group": true нэмэх эсвэл хасна уу',
        }),
      )
    }
    if (element.group === true && element.aggregation !== undefined) {
      issues.push(
        issue(pointer('elements', index, 'aggregation'), 'grouped-aggregate', {
          en_US: 'must be left out on a grouping element: the rows are grouped by its value',
          mn_MN: 'бүлэглэх элементэд нэгтгэх функц өгөхгүй: мөрүүд түүний утгаар бүлэглэгдэнэ',
        }),
      )
    }
  })

  const grouped = chart.elements.some((element) => element.group === true || element.aggregation !== undefined)
  if (grouped) {
    chart.elements.forEach((element, index) => {
      if (element.group !== true && element.aggregation === undefined) {
        issues.push(
          issue(
            pointer('elements', index),
            'ungrouped-element',
            {
              en_US: 'needs an aggregation or "group": true, because the chart groups its rows',
              mn_MN: 'мөрүүд бүлэглэгдэж байгаа тул нэгтгэх функц эсвэл "group": true байх ёстой',
            },
            { field: element.field },
          ),
        )
      }
    })
  }

  if (SINGLE_VALUE_CHART_TYPES.includes(chart.type)) {
    const measures = chart.elements.filter((element) => element.group !== true)
    if (measures.length !== 1) {
      issues.push(
        issue(
          pointer('elements'),
          'single-value',
          {
            en_US: `must have exactly one measured (non-grouping) element for a "${chart.type}" chart, not ${measures.length}`,
            mn_MN: `"${chart.type}" график яг нэг хэмжигдэх (бүлэглэхгүй) элементтэй байх ёстой (${measures.length} байна)`,
          },
          { count: measures.length },
        ),
      )
    }
  }

  const fields = new Set(chart.elements.map((element) => element.field))
  ;(chart.sort ?? []).forEach((sort, index) => {
    if (keys.has(sort.by) || (!grouped && fields.has(sort.by))) return
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
  })
  return issues
}

/** Applications counted per process status, the admin dashboard's first chart. */
const example: ChartDocument = {
  kind: 'chart',
  version: 1,
  name: 'applications-by-status',
  title: { mn_MN: 'Өргөдөл төлөвөөр', en_US: 'Applications by status', ko_KR: '상태별 신청서' },
  type: 'bar',
  source: { kind: 'model', name: 'application' },
  elements: [
    {
      field: 'process_status',
      group: true,
      labels: 'step-type',
      title: { mn_MN: 'Төлөв', en_US: 'Status', ko_KR: '상태' },
    },
    {
      field: 'id',
      alias: 'application_count',
      aggregation: 'count',
      title: { mn_MN: 'Өргөдлийн тоо', en_US: 'Number of applications', ko_KR: '신청서 수' },
      icon: 'file-text',
      background: '#0057FF',
      color: '#FFFFFF',
      link: '/admin/p/applications',
    },
  ],
  sort: [{ by: 'application_count', direction: 'desc' }],
  echarts: { legend: { show: false }, tooltip: { trigger: 'axis' } },
}

/** The `chart` document kind. */
export const chartKind: DocumentKindDefinition<ChartDocument> = {
  kind: 'chart',
  version: 1,
  schema: ChartDocumentSchema,
  example,
  check: checkChart,
}
