import Type, { type Static } from 'typebox'

/** The kind of a value in an analytics answer, from its column's type. */
export const ValueKindSchema = Type.String({
  description: 'number, text, uuid, boolean, date, timestamp, time, json or geometry',
})

/**
 * The answer of `GET /api/charts/{name}/data`: the chart's rows, one per category (or one row
 * when nothing groups), number values as JSON numbers, keyed by the dimensions' keys in the
 * document's order. The server serializes with it and the renderer draws from it.
 */
export const ChartAnswerSchema = Type.Object({
  status: Type.Literal(true),
  name: Type.String(),
  type: Type.String(),
  dimensions: Type.Array(
    Type.Object({
      /** The element's alias, or its field: the key of its value in every row. */
      key: Type.String(),
      field: Type.String(),
      /** The rows are grouped by this value (a category), rather than measured. */
      group: Type.Boolean(),
      /** `count`, `sum`, `count-distinct`, … when the value is aggregated. */
      aggregation: Type.Optional(Type.String()),
      kind: ValueKindSchema,
      /** The element's title as the document gives it. */
      title: Type.Optional(Type.Unknown()),
      /**
       * The words of this element's values in the answer's language (its `Accept-Language`, else
       * the project's default), stored value → text, for an element with `labels`: a workflow
       * status (`step-type`) as the grid's status cell words it ('CHECK' → 'Хянагдаж байна'),
       * or the document's labels. Only the values the rows hold.
       */
      labels: Type.Optional(Type.Record(Type.String(), Type.String())),
    }),
    { description: 'One entry per chart element, in the document’s order: the keys of every row.' },
  ),
  rows: Type.Array(Type.Record(Type.String(), Type.Unknown()), {
    description: 'One row per category (or one row when nothing groups), numbers as JSON numbers.',
  }),
})
export type ChartAnswer = Static<typeof ChartAnswerSchema>
/** One element of a {@link ChartAnswer}. */
export type ChartAnswerDimension = ChartAnswer['dimensions'][number]
