// The shapes the roles endpoints read and answer. The role and menu documents are described by
// `@tamga/schema`'s own schemas, so the API and the project files cannot drift apart.
import { DocumentNameSchema, LocalizedTextSchema, MenuDocumentSchema, RoleDocumentSchema } from '@tamga/schema'
import Type, { type Static } from 'typebox'

/** A stored role document with the revision a later save names. */
export const StoredRoleSchema = Type.Object(
  {
    document: RoleDocumentSchema,
    revision: Type.Integer({ description: 'Send it back as `?revision=` so a save cannot overwrite another one.' }),
  },
  { additionalProperties: false },
)
/** See {@link StoredRoleSchema}. */
export type StoredRole = Static<typeof StoredRoleSchema>

/** `GET /roles`: the roles, and what a role can be given, for the roles screen. */
export const RolesListResponseSchema = Type.Object(
  {
    status: Type.Literal(true),
    roles: Type.Array(StoredRoleSchema, { description: 'Every role document, by numeric id.' }),
    menus: Type.Array(MenuDocumentSchema, { description: 'The menu documents a role can name and show entries of.' }),
    kruds: Type.Array(
      Type.Object({ name: DocumentNameSchema, title: LocalizedTextSchema }, { additionalProperties: false }),
      { description: 'The kruds a role can be given rights on (`kruds`).' },
    ),
    tables: Type.Array(Type.String(), { description: 'The model names a role can be permitted (`permitted_tables`).' }),
    datasources: Type.Array(Type.String(), {
      description: 'The data-source names a role can be permitted (`permitted_datasources`).',
    }),
    charts: Type.Array(Type.String(), {
      description: 'The chart names a role can show on its dashboard (`dashboard`).',
    }),
  },
  { additionalProperties: false },
)
/** See {@link RolesListResponseSchema}. */
export type RolesListResponse = Static<typeof RolesListResponseSchema>

/** `:name` of a role document. */
export const RoleNameParamsSchema = Type.Object({ name: DocumentNameSchema }, { additionalProperties: false })

/** `PUT /roles/:name?revision=`: the optimistic-concurrency guard. */
export const RoleSaveQuerySchema = Type.Object(
  {
    revision: Type.Optional(
      Type.Integer({
        minimum: 0,
        description: 'The revision the editor read (0: the role must not exist yet); a different stored one is 409.',
      }),
    ),
  },
  { additionalProperties: false },
)

/**
 * `PUT /roles/:name` body: a whole role document. Only its being an object is checked by the
 * route; the handler validates it as a role document, so every problem is answered as
 * `DOCUMENT_INVALID` with its path, the way any document save is.
 */
export const RoleSaveBodySchema = Type.Object(
  {},
  { additionalProperties: true, description: 'A role document (https://tamga.dev/schema/role.json).' },
)

/** The answer of a save: the role as stored, with its new revision. */
export const RoleSavedResponseSchema = Type.Object(
  { status: Type.Literal(true), role: StoredRoleSchema },
  { additionalProperties: false },
)
