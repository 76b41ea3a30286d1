import Type, { type Static } from 'typebox'
import { PATTERNS } from '../validation/patterns.ts'

/** The aggregates a pivot's values may apply. */
export const PIVOT_AGGREGATES = ['sum', 'avg', 'count', 'min', 'max', 'count-distinct'] as const
/** One of {@link PIVOT_AGGREGATES}. */
export type PivotAggregate = (typeof PIVOT_AGGREGATES)[number]

const PivotFieldSchema = Type.String({ pattern: PATTERNS.sqlIdentifier.pattern })

/**
 * What `POST /api/records/{krud}/pivot` is asked: grid columns for the pivot's rows and columns,
 * the aggregated values in its cells, and the list's filter and search the rows are narrowed by.
 */
export const PivotRequestSchema = Type.Object(
  {
    rows: Type.Array(PivotFieldSchema, { maxItems: 4 }),
    columns: Type.Array(PivotFieldSchema, { maxItems: 4 }),
    values: Type.Array(
      Type.Object(
        { column: PivotFieldSchema, aggregate: Type.Enum([...PIVOT_AGGREGATES]) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 8 },
    ),
    filter: Type.Optional(
      Type.Record(Type.String(), Type.Unknown(), {
        description: 'Grid column → `{text}`, `{from,to}` or `{in:[…]}`, as the records list’s `filter`.',
      }),
    ),
    search: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
)
export type PivotRequest = Static<typeof PivotRequestSchema>

/**
 * The answer of `POST /api/records/{krud}/pivot`: every combination of row and column keys,
 * each cell one value per requested value. The server serializes with it and the renderer's
 * pivot view draws from it.
 */
export const PivotAnswerSchema = Type.Object({
  status: Type.Literal(true),
  rows: Type.Array(Type.String()),
  columns: Type.Array(Type.String()),
  values: Type.Array(Type.Object({ column: Type.String(), aggregate: Type.String(), key: Type.String() })),
  rowKeys: Type.Array(Type.Array(Type.Unknown()), { description: 'The row fields’ value combinations, sorted.' }),
  columnKeys: Type.Array(Type.Array(Type.Unknown()), { description: 'The column fields’ value combinations, sorted.' }),
  cells: Type.Array(Type.Array(Type.Union([Type.Array(Type.Unknown()), Type.Null()])), {
    description: '`cells[row][column]`: one value per requested value, or null when no rows have those keys.',
  }),
  labels: Type.Record(Type.String(), Type.Record(Type.String(), Type.String()), {
    description: 'For relation columns: value → the related row’s label.',
  }),
})
export type PivotAnswer = Static<typeof PivotAnswerSchema>
