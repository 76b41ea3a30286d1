import Type, { type Static } from 'typebox'

// In a module without TypeBox, so a screen that only reads these names does not load it.
export { LABEL_SUFFIX, PROCESS_ID_FIELD, VERSION_FIELD } from './recordFields.ts'

/**
 * A page of a krud's records as `GET /api/records/{krud}` answers it (issue 6): the server
 * serializes with this schema and the renderer reads it, so the two cannot drift apart.
 */
export const RecordsPageSchema = Type.Object({
  status: Type.Literal(true),
  rows: Type.Array(Type.Record(Type.String(), Type.Unknown()), {
    description:
      'The page’s rows: the grid’s columns, `{field}__label` for each relation column, and `__process_id` (number or null) when the krud has a workflow. Write-only fields (passwords) are never answered.',
  }),
  total: Type.Integer({ description: 'Every row the filter selects, on every page.' }),
  totalIsEstimate: Type.Boolean({ description: 'The total is the planner’s estimate of a very large table.' }),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  firstRowNumber: Type.Integer({
    description:
      'The number of the page’s first row in the whole list (a grid’s `numbered` column): ((page − 1) × pageSize) + 1.',
  }),
  next: Type.Union([Type.String(), Type.Null()], {
    description: 'The cursor of the next page (keyset paging), or null on the last one.',
  }),
  consolidation: Type.Record(Type.String(), Type.Union([Type.Number(), Type.Null()]), {
    description:
      'The grid’s aggregate consolidations over every selected row, keyed `{aggregate}_{column}` (`sum_amount`); null when no row has a value.',
  }),
})
export type RecordsPage = Static<typeof RecordsPageSchema>

/** What the caller may do with one record they read, decided by the server's own write rules. */
export const RecordRightsSchema = Type.Object(
  {
    update: Type.Boolean({
      description:
        'A change would be let through: the role grants it, or the caller is the subject of an open step of the record’s process that is not read-only (a sent-back application’s applicant), and no finished process holds the record.',
    }),
  },
  { additionalProperties: false },
)
/** See {@link RecordRightsSchema}. */
export type RecordRights = Static<typeof RecordRightsSchema>

/**
 * One record as `GET`, `POST` and `PATCH /api/records/{krud}…` answer it: the stored fields with
 * `_version` (what an update sends back), the sub-form rows of its form, and, when read, the
 * caller's rights on it.
 */
export const RecordAnswerSchema = Type.Object(
  {
    status: Type.Literal(true),
    record: Type.Record(Type.String(), Type.Unknown()),
    rights: Type.Optional(RecordRightsSchema),
  },
  { additionalProperties: false },
)
/** See {@link RecordAnswerSchema}. */
export type RecordAnswer = Static<typeof RecordAnswerSchema>
