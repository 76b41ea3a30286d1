import Type, { type Static } from 'typebox'

/** A saved search's list parameters, in the records list's own query-string form. */
export const SavedSearchQuerySchema = Type.Object(
  {
    /** JSON: grid column → `{text}`, `{from,to}` or `{in:[…]}`. */
    filter: Type.Optional(Type.String({ maxLength: 20_000 })),
    /** Grid columns, `-` before a descending one: `-created_at,title`. */
    sort: Type.Optional(Type.String({ maxLength: 500 })),
    search: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
)
export type SavedSearchQuery = Static<typeof SavedSearchQuerySchema>

/**
 * One of a user's saved searches on a krud, as `GET /api/records/{krud}/saved-searches` lists
 * them: the server serializes with it and the renderer's toolbar reads it.
 */
export const SavedSearchSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  query: SavedSearchQuerySchema,
  createdAt: Type.String({ format: 'date-time' }),
})
export type SavedSearch = Static<typeof SavedSearchSchema>
