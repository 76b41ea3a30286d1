import Type, { type Static } from 'typebox'
import { type DocumentIssue, issue, pointer } from '../validation/issue.ts'
import { PATTERNS } from '../validation/patterns.ts'
import { closedObject, DocumentNameSchema, documentSchema, SqlIdentifierSchema } from './common.ts'
import type { DocumentKindDefinition } from './definition.ts'

/**
 * A GraphQL name (types and fields): letters, digits and underscores, not starting with a
 * digit, and not starting with `__`, which GraphQL keeps for introspection.
 */
export const GraphqlNameSchema = Type.String({
  pattern: PATTERNS.graphqlName.pattern,
  description: 'Letters, digits and "_", not starting with a digit or "__".',
})
export type GraphqlName = Static<typeof GraphqlNameSchema>

const HiddenFieldsSchema = Type.Array(SqlIdentifierSchema)

/**
 * A related table nested under its parent row: the rows of `model` whose `connectionField`
 * equals the parent's `parentIdField`. Sub-tables nest to any depth.
 */
export const GraphqlSubTableSchema = Type.Cyclic(
  {
    TamgaGraphqlSubTable: Type.Object(
      {
        model: DocumentNameSchema,
        /** The field under which the parent row lists these rows. */
        name: GraphqlNameSchema,
        /** The column of the sub-table that holds the parent's id. */
        connectionField: SqlIdentifierSchema,
        /** The parent's column the connection field matches. @default 'id' */
        parentIdField: Type.Optional(SqlIdentifierSchema),
        /** Columns of the sub-table that are never exposed. */
        hiddenFields: Type.Optional(HiddenFieldsSchema),
        subTables: Type.Optional(Type.Array(Type.Ref('TamgaGraphqlSubTable'))),
      },
      { additionalProperties: false },
    ),
  },
  'TamgaGraphqlSubTable',
)
export type GraphqlSubTable = Static<typeof GraphqlSubTableSchema>

/** The mutations an entry allows (spec 3.13: add, edit, delete); each is off unless set. */
export const GraphqlActionsSchema = closedObject({
  /** @default false */
  add: Type.Optional(Type.Boolean()),
  /** @default false */
  edit: Type.Optional(Type.Boolean()),
  /** @default false */
  delete: Type.Optional(Type.Boolean()),
})
export type GraphqlActions = Static<typeof GraphqlActionsSchema>

/**
 * Who may read an entry (spec 6): any signed-in person when `roles` is empty, only the listed
 * roles when it is not. `public` opens reading to visitors who are not signed in, for the
 * public website's news and registries.
 */
export const GraphqlAccessSchema = closedObject({
  /** @default false */
  public: Type.Optional(Type.Boolean()),
  /** Numeric role ids. @default [] (any signed-in person) */
  roles: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { uniqueItems: true })),
})
export type GraphqlAccess = Static<typeof GraphqlAccessSchema>

/**
 * A model exposed through the GraphQL endpoint (spec 3.13 "GraphQL entry"): its type name,
 * identity, hidden columns, allowed mutations, who may read it, its nested sub-tables and
 * whether clients can subscribe to its changes.
 */
export const GraphqlDocumentSchema = documentSchema('graphql', 1, {
  model: DocumentNameSchema,
  typeName: GraphqlNameSchema,
  /** @default 'id' */
  idField: Type.Optional(SqlIdentifierSchema),
  hiddenFields: Type.Optional(HiddenFieldsSchema),
  actions: Type.Optional(GraphqlActionsSchema),
  access: Type.Optional(GraphqlAccessSchema),
  subTables: Type.Optional(Type.Array(GraphqlSubTableSchema)),
  /** Clients may subscribe to inserts, updates and deletes in real time. @default false */
  subscription: Type.Optional(Type.Boolean()),
})
export type GraphqlDocument = Static<typeof GraphqlDocumentSchema>

/** Who is asking: whether someone is signed in, and their numeric role. */
export interface GraphqlViewer {
  signedIn: boolean
  roleId?: number
}

/**
 * Whether a viewer may read an entry (spec 6): a public entry is open to everyone; otherwise
 * the viewer must be signed in and, when roles are listed, hold one of them.
 */
export function canReadGraphqlEntry(access: GraphqlAccess | undefined, viewer: GraphqlViewer): boolean {
  if (access?.public === true) return true
  if (!viewer.signedIn) return false
  const roles = access?.roles ?? []
  return roles.length === 0 || (viewer.roleId !== undefined && roles.includes(viewer.roleId))
}

function checkHidden(hidden: readonly string[] | undefined, path: Array<string | number>, issues: DocumentIssue[]) {
  const seen = new Set<string>()
  ;(hidden ?? []).forEach((field, index) => {
    if (seen.has(field)) {
      issues.push(
        issue(
          pointer(...path, index),
          'duplicate-hidden-field',
          { en_US: `repeats the hidden field "${field}"`, mn_MN: `"${field}" нуух талбар давхардсан` },
          { field },
        ),
      )
    }
    seen.add(field)
  })
}

function checkSubTables(
  subTables: readonly GraphqlSubTable[] | undefined,
  path: Array<string | number>,
  issues: DocumentIssue[],
) {
  const names = new Set<string>()
  ;(subTables ?? []).forEach((sub, index) => {
    if (names.has(sub.name)) {
      issues.push(
        issue(
          pointer(...path, index, 'name'),
          'duplicate-sub-table',
          {
            en_US: `repeats the sub-table name "${sub.name}" on the same level`,
            mn_MN: `"${sub.name}" дэд хүснэгтийн нэр нэг түвшинд давхардсан`,
          },
          { name: sub.name },
        ),
      )
    }
    names.add(sub.name)
    checkHidden(sub.hiddenFields, [...path, index, 'hiddenFields'], issues)
    checkSubTables(sub.subTables, [...path, index, 'subTables'], issues)
  })
}

/** The rules of a GraphQL entry a JSON Schema cannot express. */
export function checkGraphql(entry: GraphqlDocument): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  checkHidden(entry.hiddenFields, ['hiddenFields'], issues)
  const idField = entry.idField ?? 'id'
  const idIndex = entry.hiddenFields?.indexOf(idField) ?? -1
  if (idIndex >= 0) {
    issues.push(
      issue(
        pointer('hiddenFields', idIndex),
        'hidden-id-field',
        {
          en_US: `must not hide the ID field "${idField}": clients address rows by it`,
          mn_MN: `"${idField}" ID талбарыг нууж болохгүй: мөрүүдийг түүгээр нь хандана`,
        },
        { field: idField },
      ),
    )
  }
  checkSubTables(entry.subTables, ['subTables'], issues)
  if (entry.access?.public === true && (entry.access.roles?.length ?? 0) > 0) {
    issues.push(
      issue(pointer('access', 'roles'), 'public-with-roles', {
        en_US: 'must be empty on a public entry: a public entry is open to everyone',
        mn_MN: 'нийтэд нээлттэй үед хоосон байх ёстой: бүх хүн харах боломжтой',
      }),
    )
  }
  if (entry.access?.public === true) {
    const writes = (['add', 'edit', 'delete'] as const).filter((action) => entry.actions?.[action] === true)
    if (writes.length > 0) {
      // Mutations check the role's permissions; a visitor who is not signed in has none to check.
      issues.push(
        issue(
          pointer('actions'),
          'public-write',
          {
            en_US: `must not allow ${writes.join(', ')} on a public entry: visitors who are not signed in may only read`,
            mn_MN: `нийтэд нээлттэй үед ${writes.join(', ')} зөвшөөрөхгүй: нэвтрээгүй зочин зөвхөн уншина`,
          },
          { actions: writes },
        ),
      )
    }
  }
  return issues
}

/** The public website's news feed: anyone may read it, nobody may change it through GraphQL. */
const example: GraphqlDocument = {
  kind: 'graphql',
  version: 1,
  name: 'news',
  title: { mn_MN: 'Мэдээ', en_US: 'News', ko_KR: '뉴스' },
  model: 'news',
  typeName: 'News',
  idField: 'id',
  hiddenFields: ['created_by', 'deleted_at'],
  actions: { add: false, edit: false, delete: false },
  access: { public: true },
  subscription: true,
}

/** The `graphql` document kind. */
export const graphqlKind: DocumentKindDefinition<GraphqlDocument> = {
  kind: 'graphql',
  version: 1,
  schema: GraphqlDocumentSchema,
  example,
  check: checkGraphql,
}
