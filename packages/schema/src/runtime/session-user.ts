import Type, { type Static } from 'typebox'

/**
 * The signed-in user as sign-in, `/auth/me` and `/auth/select-role` answer it (spec 3.6): the
 * id and the numeric role the session acts as, the login and first name the lock screen shows,
 * and every role the user may switch to on `/select-role`.
 */
export const SessionUserSchema = Type.Object(
  {
    id: Type.Integer(),
    login: Type.String(),
    first_name: Type.Union([Type.String(), Type.Null()]),
    last_name: Type.Union([Type.String(), Type.Null()]),
    email: Type.Union([Type.String(), Type.Null()]),
    role: Type.Integer({ description: 'The role the session acts as.' }),
    roles: Type.Array(Type.Integer(), { description: 'Every role the user may act as, the main one first.' }),
  },
  { additionalProperties: false },
)
/** The signed-in user; see {@link SessionUserSchema}. */
export type SessionUser = Static<typeof SessionUserSchema>
