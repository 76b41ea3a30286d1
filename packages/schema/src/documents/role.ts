import Type, { type Static } from 'typebox'
import { type DocumentIssue, issue } from '../validation/issue.ts'
import { closedObject, DocumentNameSchema, documentSchema, LocalizedTextSchema, SqlIdentifierSchema } from './common.ts'
import type { DocumentKindDefinition } from './definition.ts'
import { MenuItemIdSchema, MenuItemSchema } from './menu.ts'

/**
 * What a role may do on one menu entry (spec 3.8, 3.9, 6): `show` puts the entry in the
 * role's menu; `c`, `r`, `u`, `d` allow creating, reading, updating and deleting the rows of
 * the krud the entry opens, unless the role's `kruds` names that krud. Row conditions belong to
 * `kruds` (structured, never SQL text), so no such field is accepted here.
 */
export const MenuPermissionSchema = closedObject({
  show: Type.Boolean({ description: 'Whether the entry appears in the role’s menu.' }),
  c: Type.Optional(Type.Boolean({ default: false, description: 'May create rows.' })),
  r: Type.Optional(Type.Boolean({ default: false, description: 'May read rows.' })),
  u: Type.Optional(Type.Boolean({ default: false, description: 'May update rows.' })),
  d: Type.Optional(Type.Boolean({ default: false, description: 'May delete rows.' })),
})
/** A role's rights on one menu entry; see {@link MenuPermissionSchema}. */
export type MenuPermission = Static<typeof MenuPermissionSchema>

/** The permission of each menu entry a role has, keyed by menu item id; an entry not listed is hidden and closed. */
export const MenuPermissionMapSchema = Type.Record(MenuItemIdSchema, MenuPermissionSchema, {
  additionalProperties: false,
})
/** A role's rights keyed by menu item id; see {@link MenuPermissionMapSchema}. */
export type MenuPermissionMap = Static<typeof MenuPermissionMapSchema>

/**
 * The role-wide extra rights (spec 3.8, 6), all off unless set: `approve` signs and votes in
 * workflow steps, `chart` and `datasource` open the chart and data-source builders,
 * `excelupload` imports rows from Excel, `hascustomcreatebtn` shows the krud's own create button.
 */
export const RoleExtraPermissionsSchema = closedObject({
  approve: Type.Optional(Type.Boolean({ default: false })),
  chart: Type.Optional(Type.Boolean({ default: false })),
  datasource: Type.Optional(Type.Boolean({ default: false })),
  excelupload: Type.Optional(Type.Boolean({ default: false })),
  hascustomcreatebtn: Type.Optional(Type.Boolean({ default: false })),
})
/** The role-wide extra rights; see {@link RoleExtraPermissionsSchema}. */
export type RoleExtraPermissions = Static<typeof RoleExtraPermissionsSchema>

/**
 * Which rows a grant covers, in structured form (never SQL text): the server turns each into a
 * bound WHERE clause. `current-user`: the row's `column` holds the caller's user id ("created by
 * me"); `user-organizations`: the row's `column` holds one of the caller's organisation ids.
 */
export const RowConditionSchema = Type.Union(
  [
    closedObject({ type: Type.Literal('current-user'), column: SqlIdentifierSchema }),
    closedObject({ type: Type.Literal('user-organizations'), column: SqlIdentifierSchema }),
  ],
  { description: 'A structured row filter: the column is a SQL identifier, the value comes from the session.' },
)
/** A structured row condition; see {@link RowConditionSchema}. */
export type RowCondition = Static<typeof RowConditionSchema>

/**
 * A role's rights on one krud's records: create, read, update, delete (all off unless set),
 * and the row conditions that narrow every granted action to the rows they match (all of them
 * must hold). No conditions means every row.
 */
export const KrudRightsSchema = closedObject({
  c: Type.Optional(Type.Boolean({ default: false, description: 'May create rows.' })),
  r: Type.Optional(Type.Boolean({ default: false, description: 'May read rows.' })),
  u: Type.Optional(Type.Boolean({ default: false, description: 'May update rows.' })),
  d: Type.Optional(Type.Boolean({ default: false, description: 'May delete rows.' })),
  rowConditions: Type.Optional(
    Type.Array(RowConditionSchema, { description: 'Every granted action covers only the rows matching all of these.' }),
  ),
})
/** A role's rights on one krud; see {@link KrudRightsSchema}. */
export type KrudRights = Static<typeof KrudRightsSchema>

/**
 * The role's rights per krud, keyed by krud document name. A krud listed here takes its rights
 * from here alone; a krud not listed takes the `c`/`r`/`u`/`d` of the menu entries that open it
 * (without row conditions), so roles written before this field keep their meaning.
 */
export const KrudRightsMapSchema = Type.Record(DocumentNameSchema, KrudRightsSchema, { additionalProperties: false })
/** A role's rights keyed by krud name; see {@link KrudRightsMapSchema}. */
export type KrudRightsMap = Static<typeof KrudRightsMapSchema>

/**
 * What one GraphQL request of the role may ask, in place of the server's limits (each left out
 * keeps the server's): a public-facing role may be held tighter than staff, a reporting role
 * given more. Checked before GraphQL's own validation and before any SQL.
 */
export const GraphqlLimitsSchema = closedObject({
  maxDepth: Type.Optional(Type.Integer({ minimum: 1, maximum: 64, description: 'How deep fields may nest.' })),
  maxRootFields: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 1000, description: 'Root fields of one operation (one SQL statement each).' }),
  ),
  maxAliases: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, description: 'Aliased fields.' })),
  maxFields: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Fields of one operation.' })),
  maxCost: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100_000_000, description: 'Rows one request may read, as estimated.' }),
  ),
})
/** A role's GraphQL limits; see {@link GraphqlLimitsSchema}. */
export type GraphqlLimits = Static<typeof GraphqlLimitsSchema>

/**
 * A role and its permission set (spec 3.8, 3.13 Role, 6). Users carry the numeric `id`; the
 * document `name` is how other documents refer to the role in text.
 */
export const RoleDocumentSchema = documentSchema('role', 1, {
  id: Type.Integer({ minimum: 1, description: 'The numeric role id users carry; 1 is the super admin.' }),
  display_name: LocalizedTextSchema,
  note: Type.Optional(Type.String()),
  menu: DocumentNameSchema,
  default_menu: MenuItemIdSchema,
  permissions: MenuPermissionMapSchema,
  extra: Type.Optional(RoleExtraPermissionsSchema),
  permitted_tables: Type.Optional(
    Type.Array(SqlIdentifierSchema, {
      uniqueItems: true,
      description: 'The models (tables or views) the role may query beyond its menu, e.g. in charts.',
    }),
  ),
  permitted_datasources: Type.Optional(
    Type.Array(DocumentNameSchema, { uniqueItems: true, description: 'The data-source documents the role may use.' }),
  ),
  kruds: Type.Optional(KrudRightsMapSchema),
  graphqlLimits: Type.Optional(GraphqlLimitsSchema),
  dashboard: Type.Optional(
    Type.Array(DocumentNameSchema, {
      uniqueItems: true,
      description:
        'The chart documents on the role’s admin home, in this order; one whose model or data source the role may not read is left out.',
    }),
  ),
})
/** A `role` document; see {@link RoleDocumentSchema}. */
export type RoleDocument = Static<typeof RoleDocumentSchema>

/** Checks beyond the schema: the default menu entry is one the role is shown, so a user never lands on a hidden page. */
export function checkRole(document: RoleDocument): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  if (document.permissions[document.default_menu]?.show !== true) {
    issues.push(
      issue(
        '/default_menu',
        'default-menu-hidden',
        {
          en_US: `"${document.default_menu}" must be a menu entry the role is shown (show: true in permissions)`,
          mn_MN: `"${document.default_menu}" цэс энэ эрхэд харагдах ёстой (permissions дотор show: true)`,
        },
        { default_menu: document.default_menu },
      ),
    )
  }
  return issues
}

/** The `role` document kind (spec 3.8, 3.13, 6). */
export const roleKind: DocumentKindDefinition<RoleDocument> = {
  kind: 'role',
  version: 1,
  schema: RoleDocumentSchema,
  example: {
    kind: 'role',
    version: 1,
    name: 'staff',
    id: 3,
    display_name: { mn_MN: 'Ажилтан', en_US: 'Staff' },
    note: 'Сангийн ажилтан: мэдээ, бүртгэл хөтөлж, өргөдлийг хянана.',
    menu: 'admin',
    default_menu: 'applications',
    permissions: {
      news: { show: true, c: true, r: true, u: true, d: true },
      registries: { show: true },
      'heritage-bearers': { show: true, c: true, r: true, u: true },
      applications: { show: true, r: true, u: true },
    },
    extra: { approve: true, excelupload: true },
    permitted_tables: ['news', 'heritage_bearer', 'application', 'heritage_domain', 'aimag'],
    kruds: {
      news: { c: true, r: true, u: true, d: true },
      'heritage-bearers': { c: true, r: true, u: true },
      applications: { r: true, u: true },
    },
  },
  check: checkRole,
}

/**
 * The role's permission set as `/get-permissions` sends it (spec 3.8): which menu document,
 * the default entry, the per-entry rights and the extra flags.
 */
export const PermissionSetSchema = closedObject({
  default_menu: MenuItemIdSchema,
  menu_id: DocumentNameSchema,
  permissions: MenuPermissionMapSchema,
  extra: RoleExtraPermissionsSchema,
})
/** The permission set inside a `/get-permissions` answer; see {@link PermissionSetSchema}. */
export type PermissionSet = Static<typeof PermissionSetSchema>

/**
 * A krud as `/get-permissions` lists it: `id` is the krud document's name, which a crud menu
 * entry's `url` holds; its title becomes the entry's title (spec 3.9).
 */
export const PermissionKrudSchema = closedObject({
  id: DocumentNameSchema,
  title: LocalizedTextSchema,
  form: DocumentNameSchema,
  grid: DocumentNameSchema,
})
/** A krud as `/get-permissions` lists it; see {@link PermissionKrudSchema}. */
export type PermissionKrud = Static<typeof PermissionKrudSchema>

/** The answer `/get-permissions` gives a user whose permissions loaded (spec 3.8). */
export const PermissionGrantedSchema = closedObject({
  status: Type.Literal(true),
  permission: closedObject({
    permissions: PermissionSetSchema,
    menu: Type.Array(MenuItemSchema),
    kruds: Type.Array(PermissionKrudSchema),
    microserviceSettings: Type.Optional(
      Type.Array(Type.Unknown(), {
        default: [],
        description: 'Settings of attached micro-services; their shape is not described by the specification.',
      }),
    ),
  }),
  saved_tabs: Type.Optional(
    Type.Array(MenuItemIdSchema, {
      description: 'The menu entries open as tabs when the user last left (multi-tab mode).',
    }),
  ),
})
/** A successful `/get-permissions` answer; see {@link PermissionGrantedSchema}. */
export type PermissionGranted = Static<typeof PermissionGrantedSchema>

/** The failed answer (spec 4.4, 8.1): the client runs its logout routine on it. */
export const PermissionDeniedSchema = closedObject({
  status: Type.Literal(false),
  code: Type.Optional(Type.String()),
  msg: Type.Optional(Type.String()),
  enMsg: Type.Optional(Type.String()),
  koMsg: Type.Optional(Type.String()),
})
/** A failed `/get-permissions` answer; see {@link PermissionDeniedSchema}. */
export type PermissionDenied = Static<typeof PermissionDeniedSchema>

/**
 * The wire shape of the `/get-permissions` response (spec 3.8); not a document kind. The
 * server builds it from the user's role document, its menu and the krud documents.
 */
export const PermissionResponseSchema = Type.Union([PermissionGrantedSchema, PermissionDeniedSchema], {
  $id: 'https://tamga.dev/schema/permission-response.json',
})
/** Any `/get-permissions` answer; narrow it on `status`. */
export type PermissionResponse = Static<typeof PermissionResponseSchema>
