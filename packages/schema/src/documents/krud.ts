import Type, { type Static } from 'typebox'
import { type DocumentIssue, issue, pointer } from '../validation/issue.ts'
import { DocumentNameSchema, documentSchema, LocalizedTextSchema } from './common.ts'
import type { DocumentKindDefinition } from './definition.ts'

/**
 * How the CRUD screen lays out its form (Lambda's two templates): `window` opens the form in a
 * modal window over the grid, `canvas` slides it in as a side panel beside the grid.
 */
export const KRUD_TEMPLATES = ['window', 'canvas'] as const
export type KrudTemplate = (typeof KRUD_TEMPLATES)[number]

/**
 * What the CRUD screen offers. A role's permissions can still take any of these away; a krud
 * cannot grant what it does not list.
 */
export const KRUD_ACTIONS = [
  'create',
  'view',
  'edit',
  'delete',
  'copy',
  'restore',
  'excel-import',
  'excel-export',
  'print',
] as const
export type KrudAction = (typeof KRUD_ACTIONS)[number]

/** The actions a krud offers when it lists none. */
export const DEFAULT_KRUD_ACTIONS: readonly KrudAction[] = ['create', 'view', 'edit', 'delete']

/**
 * A CRUD screen: a grid of records and the form that edits one, with the actions it offers,
 * the approval workflow its records go through, and whether the public website may read it.
 * A menu item of type `crud` names a krud; its title is the menu item's title (spec 3.9).
 */
export const KrudDocumentSchema = documentSchema('krud', 1, {
  title: LocalizedTextSchema,
  form: DocumentNameSchema,
  grid: DocumentNameSchema,
  /** @default 'canvas' */
  template: Type.Optional(Type.Enum([...KRUD_TEMPLATES])),
  /** @default ['create', 'view', 'edit', 'delete'] */
  actions: Type.Optional(Type.Array(Type.Enum([...KRUD_ACTIONS]), { uniqueItems: true })),
  /** The workflow document each new record starts; its grid shows the process status. */
  workflow: Type.Optional(DocumentNameSchema),
  /** The records may be read without signing in, by the public website (`krud_public`). @default false */
  public: Type.Optional(Type.Boolean()),
})
export type KrudDocument = Static<typeof KrudDocumentSchema>

/** The actions a krud offers, its defaults filled in. */
export function krudActions(krud: KrudDocument): readonly KrudAction[] {
  return krud.actions ?? DEFAULT_KRUD_ACTIONS
}

/** The writes a krud's records take, whoever asks: what its actions offer. */
export interface KrudWrites {
  /** `create` (an Excel import and a copy need it too). */
  create: boolean
  /** `edit`. */
  update: boolean
  /** `delete`, or `restore` of a deleted row, which the delete right covers. */
  delete: boolean
}

/**
 * The writes a krud offers, on every path to its records (Tamga's records API, its GraphQL, a
 * generated server): a role's right to an action the krud does not offer grants nothing, the
 * super admin's included, so a table the documents say is never deleted from is not.
 */
export function krudWrites(krud: KrudDocument): KrudWrites {
  const actions = krudActions(krud)
  return {
    create: actions.includes('create'),
    update: actions.includes('edit'),
    delete: actions.includes('delete') || actions.includes('restore'),
  }
}

/** The rules of a krud a JSON Schema cannot express. */
export function checkKrud(krud: KrudDocument): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const actions = krudActions(krud)
  // Importing rows creates records and restoring brings deleted ones back: both need their base action.
  const needs: ReadonlyArray<[KrudAction, KrudAction]> = [
    ['excel-import', 'create'],
    ['copy', 'create'],
    ['restore', 'delete'],
  ]
  for (const [action, needed] of needs) {
    const index = actions.indexOf(action)
    if (index >= 0 && !actions.includes(needed)) {
      issues.push(
        issue(
          pointer('actions', index),
          'action-needs-action',
          {
            en_US: `"${action}" needs "${needed}" among the actions`,
            mn_MN: `"${action}" үйлдэлд "${needed}" үйлдэл хамт байх ёстой`,
          },
          { action, needed },
        ),
      )
    }
  }
  return issues
}

/** The council's applications, each sent through the approval workflow. */
const example: KrudDocument = {
  kind: 'krud',
  version: 1,
  name: 'applications',
  title: { mn_MN: 'Өргөдөл', en_US: 'Applications', ko_KR: '신청서' },
  form: 'application-form',
  grid: 'application-grid',
  template: 'canvas',
  actions: ['create', 'view', 'edit', 'delete', 'excel-export', 'print'],
  workflow: 'application-approval',
  public: false,
}

/** The `krud` document kind. */
export const krudKind: DocumentKindDefinition<KrudDocument> = {
  kind: 'krud',
  version: 1,
  schema: KrudDocumentSchema,
  example,
  check: checkKrud,
}
