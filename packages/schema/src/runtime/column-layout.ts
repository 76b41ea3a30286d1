import Type, { type Static } from 'typebox'
import { SqlIdentifierSchema } from '../documents/common.ts'

/**
 * The narrowest and widest a person may make a grid column, in pixels: narrower than the
 * narrowest ag-grid lets one drag to shows nothing, and wider than two full screens is a
 * mistake, not a preference.
 */
export const COLUMN_WIDTH_RANGE = { min: 20, max: 2000 } as const

/** The most columns a layout names: more than any grid has, few enough to bound the row. */
export const MAX_LAYOUT_COLUMNS = 300

/**
 * One column of a person's layout of a grid. A property left out keeps what the grid document
 * says (the builder's layout); `pinned: null` unpins a column the builder pinned.
 */
export const ColumnLayoutEntrySchema = Type.Object(
  {
    /** The grid column's `field`. */
    field: SqlIdentifierSchema,
    hidden: Type.Optional(Type.Boolean()),
    pinned: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('right'), Type.Null()])),
    /** Pixels; absent where the column keeps the grid document's width (or fills the screen). */
    width: Type.Optional(Type.Integer({ minimum: COLUMN_WIDTH_RANGE.min, maximum: COLUMN_WIDTH_RANGE.max })),
  },
  { additionalProperties: false },
)
export type ColumnLayoutEntry = Static<typeof ColumnLayoutEntrySchema>

/**
 * A person's own layout of a krud's grid, kept on the server per user and krud: the columns in
 * the order shown, each hidden or not, pinned or not, and its width. Columns of the grid it
 * does not name follow, in the grid document's order, as the builder made them.
 *
 * @example { columns: [{ field: 'title', pinned: 'left', width: 240 }, { field: 'note', hidden: true }] }
 */
export const ColumnLayoutSchema = Type.Object(
  { columns: Type.Array(ColumnLayoutEntrySchema, { maxItems: MAX_LAYOUT_COLUMNS }) },
  { additionalProperties: false },
)
export type ColumnLayout = Static<typeof ColumnLayoutSchema>

/**
 * What `GET` and `PUT /api/records/{krud}/column-layout` answer: the caller's layout, or null
 * when the caller keeps the builder's.
 */
export const ColumnLayoutAnswerSchema = Type.Object({
  status: Type.Literal(true),
  layout: Type.Union([ColumnLayoutSchema, Type.Null()]),
})
export type ColumnLayoutAnswer = Static<typeof ColumnLayoutAnswerSchema>
