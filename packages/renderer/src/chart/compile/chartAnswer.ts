/**
 * One value of every row of a chart answer: an element of the chart document, under its key.
 * Mirrors the `dimensions` of `GET /charts/:name/data` (engine-server's `ChartAnswerSchema`).
 */
export interface ChartAnswerDimension {
  /** The element's alias, or its field: the key of its value in every row. */
  key: string
  field: string
  /** The rows are grouped by this value (a category), rather than measured. */
  group: boolean
  /** `count`, `sum`, `count-distinct`, … when the value is aggregated. */
  aggregation?: string
  /** number, text, uuid, boolean, date, timestamp, time, json or geometry. */
  kind: string
  /** The element's title as the document gives it. */
  title?: unknown
}

/**
 * The answer of `GET /charts/:name/data`: the chart's rows, one per category (or one row when
 * nothing groups), number values as JSON numbers, keyed by the dimensions' keys in the
 * document's order.
 *
 * @example
 * const answer: ChartAnswer = {
 *   status: true,
 *   name: 'feedback-by-status',
 *   type: 'donut',
 *   dimensions: [
 *     { key: 'status', field: 'status', group: true, kind: 'text' },
 *     { key: 'message_count', field: 'id', group: false, aggregation: 'count', kind: 'number' },
 *   ],
 *   rows: [{ status: 'new', message_count: 12 }],
 * }
 */
export interface ChartAnswer {
  status: true
  name: string
  type: string
  dimensions: ChartAnswerDimension[]
  rows: Array<Record<string, unknown>>
}
