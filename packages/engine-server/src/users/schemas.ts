// The shapes the users endpoints read and answer. A user never leaves the server with its
// password hash: UserSchema has no such field and responses are serialized by it.
import { GENDERS } from '@tamga/schema'
import Type, { type Static } from 'typebox'

const nullableText = (maxLength: number, description?: string) =>
  Type.Union([Type.String({ maxLength }), Type.Null()], description === undefined ? {} : { description })

/** A user as the API shows it (spec 3.13 User), without the password. */
export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    login: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    first_name: Type.Union([Type.String(), Type.Null()]),
    last_name: Type.Union([Type.String(), Type.Null()]),
    nickname: Type.Union([Type.String(), Type.Null()]),
    register_no: Type.Union([Type.String(), Type.Null()]),
    birthday: Type.Union([Type.String({ description: 'YYYY-MM-DD' }), Type.Null()]),
    gender: Type.Union([Type.Enum(GENDERS), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
    mobile: Type.Union([Type.String(), Type.Null()]),
    note: Type.Union([Type.String(), Type.Null()]),
    image: Type.Union([Type.String(), Type.Null()], {
      description: 'The profile image: its upload id, read at GET /uploads/{id}.',
    }),
    role_id: Type.Integer({ description: 'The main role.' }),
    extra_role_ids: Type.Array(Type.Integer(), { description: 'Extra roles the user may switch to (/select-role).' }),
    confirmed: Type.Boolean({ description: 'Registration confirmed by an administrator (spec 4.8).' }),
    created_at: Type.String({ description: 'ISO 8601' }),
    updated_at: Type.String({ description: 'ISO 8601' }),
    deleted_at: Type.Union([Type.String({ description: 'ISO 8601' }), Type.Null()]),
  },
  { additionalProperties: false },
)
/** See {@link UserSchema}. */
export type UserView = Static<typeof UserSchema>

/** `{ status: true, user }`. */
export const UserResponseSchema = Type.Object(
  { status: Type.Literal(true), user: UserSchema },
  { additionalProperties: false },
)

/** The answer of a successful registration: the new, unconfirmed user and the spec's success notice. */
export const RegisteredResponseSchema = Type.Object(
  { status: Type.Literal(true), user: UserSchema, msg: Type.String(), enMsg: Type.String() },
  { additionalProperties: false },
)

/** The answer of an action that returns nothing but success. */
export const DoneResponseSchema = Type.Object({ status: Type.Literal(true) }, { additionalProperties: false })

/** The largest page of users. */
export const USERS_PAGE_SIZE_MAX = 100

/** `GET /users` and `GET /users/deleted`: search, confirmed filter, paging. */
export const UserListQuerySchema = Type.Object(
  {
    search: Type.Optional(
      Type.String({
        maxLength: 100,
        description: 'Part of the login, first or last name, e-mail or registration number (any case).',
      }),
    ),
    confirmed: Type.Optional(Type.Boolean({ description: 'Only confirmed (true) or only unconfirmed (false) users.' })),
    // Bounded so the offset it makes stays a number PostgreSQL takes.
    page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
    page_size: Type.Integer({ minimum: 1, maximum: USERS_PAGE_SIZE_MAX, default: 20 }),
  },
  { additionalProperties: false },
)
/** See {@link UserListQuerySchema}. */
export type UserListQuery = Static<typeof UserListQuerySchema>

/** A page of users with the total that match. */
export const UserListResponseSchema = Type.Object(
  {
    status: Type.Literal(true),
    users: Type.Array(UserSchema),
    total: Type.Integer({ description: 'How many users match, over all pages.' }),
    page: Type.Integer(),
    page_size: Type.Integer(),
  },
  { additionalProperties: false },
)

/** `:id` of a user. */
export const UserIdParamsSchema = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2147483647 }) },
  { additionalProperties: false },
)

// The fields a person has about themselves; null clears one.
const personalFields = {
  email: Type.Optional(nullableText(254)),
  first_name: Type.Optional(nullableText(200)),
  last_name: Type.Optional(nullableText(200)),
  nickname: Type.Optional(nullableText(75, 'The display name.')),
  register_no: Type.Optional(nullableText(20)),
  birthday: Type.Optional(nullableText(10, 'YYYY-MM-DD')),
  gender: Type.Optional(Type.Union([Type.Enum(GENDERS), Type.Null()])),
  phone: Type.Optional(nullableText(20)),
  mobile: Type.Optional(nullableText(20)),
  note: Type.Optional(nullableText(2000)),
}

const roleFields = {
  role_id: Type.Integer({ minimum: 1, description: 'The main role.' }),
  extra_role_ids: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1 }), {
      uniqueItems: true,
      maxItems: 50,
      description: 'Extra roles (tamga_user_role); replaces the list when given.',
    }),
  ),
  confirmed: Type.Optional(Type.Boolean()),
}

/** `POST /users`: a user an administrator creates. */
export const UserCreateSchema = Type.Object(
  {
    login: Type.String({ maxLength: 64 }),
    password: Type.String({ maxLength: 200 }),
    ...personalFields,
    ...roleFields,
  },
  { additionalProperties: false },
)
/** See {@link UserCreateSchema}. */
export type UserCreate = Static<typeof UserCreateSchema>

/** `PATCH /users/:id`: only the fields sent change. */
export const UserPatchSchema = Type.Object(
  {
    login: Type.Optional(Type.String({ maxLength: 64 })),
    password: Type.Optional(Type.String({ maxLength: 200, description: 'A new password, set by an administrator.' })),
    ...personalFields,
    role_id: Type.Optional(roleFields.role_id),
    extra_role_ids: roleFields.extra_role_ids,
    confirmed: roleFields.confirmed,
  },
  { additionalProperties: false, minProperties: 1 },
)
/** See {@link UserPatchSchema}. */
export type UserPatch = Static<typeof UserPatchSchema>

/** `PATCH /profile`: one's own fields; not the login, role or confirmation. */
export const ProfilePatchSchema = Type.Object(personalFields, { additionalProperties: false, minProperties: 1 })
/** See {@link ProfilePatchSchema}. */
export type ProfilePatch = Static<typeof ProfilePatchSchema>

/** `POST /change-password`. */
export const ChangePasswordSchema = Type.Object(
  {
    current_password: Type.String({ maxLength: 200 }),
    password: Type.String({ maxLength: 200 }),
    password_confirmation: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
)
/** See {@link ChangePasswordSchema}. */
export type ChangePassword = Static<typeof ChangePasswordSchema>
