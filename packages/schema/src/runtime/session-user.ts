import Type, { type Static } from 'typebox'
import { LocalizedTextSchema } from '../documents/common.ts'

/** One of the signed-in user's roles as a person reads it: its id and the role document's display name. */
export const SessionRoleSchema = Type.Object(
  {
    id: Type.Integer(),
    display_name: LocalizedTextSchema,
  },
  { additionalProperties: false },
)
/** One of the user's roles by name; see {@link SessionRoleSchema}. */
export type SessionRole = Static<typeof SessionRoleSchema>

/**
 * The signed-in user as sign-in, `/auth/me` and `/auth/select-role` answer it (spec 3.6): the
 * id and the numeric role the session acts as, the login and first name the lock screen shows,
 * every role the user may switch to on `/select-role`, and those roles' display names (the user's
 * own roles only: no other role is named to them).
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
    role_names: Type.Array(SessionRoleSchema, {
      description:
        'The display names of `roles` (and of `role`), from the role documents, in the same order; a role without a document is left out.',
    }),
  },
  { additionalProperties: false },
)
/** The signed-in user; see {@link SessionUserSchema}. */
export type SessionUser = Static<typeof SessionUserSchema>

/** The answer of `POST /auth/login`: the session's token, its user and where to go. */
export const LoginAnswerSchema = Type.Object(
  {
    status: Type.Literal(true),
    msg: Type.String({ description: 'The success notice in Mongolian (spec 8.3).' }),
    enMsg: Type.String({ description: 'The success notice in English.' }),
    token: Type.String({
      description: 'Send as `Authorization: Bearer …`; the same token is set as an httpOnly cookie.',
    }),
    user: SessionUserSchema,
    redirect: Type.String({
      description: 'Where to go after sign-in (spec 6): role 1 to super_url, others per role_redirects or app_url.',
    }),
  },
  { additionalProperties: false },
)

/** The answer of `POST /auth/select-role`: the session's user acting as the chosen role, and where to go. */
export const SelectRoleAnswerSchema = Type.Object(
  { status: Type.Literal(true), user: SessionUserSchema, redirect: Type.String() },
  { additionalProperties: false },
)

/** The answer of `GET /auth/me`. */
export const MeAnswerSchema = Type.Object(
  { status: Type.Literal(true), user: SessionUserSchema },
  { additionalProperties: false },
)
