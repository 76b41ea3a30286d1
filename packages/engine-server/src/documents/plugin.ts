import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  DOCUMENT_KINDS,
  type DocumentIssue,
  type DocumentKind,
  issue,
  type ModelDocument,
  type TamgaDocument,
  validateDocument,
} from '@tamga/schema'
import Type from 'typebox'
import { passesCsrfGuard } from '../auth/csrf.ts'
import { requireAuth } from '../auth/requireAuth.ts'
import type { TamgaDatabase } from '../db/database.ts'
import { domainPlugin } from '../http/domainPlugin.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { adminOf } from '../http/routeAudience.ts'
import { bumpDocumentsVersion } from '../permissions/documentsVersion.ts'
import { DocumentConflictError } from './errors.ts'
import { applyModelSave, planModelSave, previewOf } from './modelTables.ts'
import { changeReferenceIssues, type ProjectChange } from './referenceIssues.ts'
import type { DocumentStore, StoredDocument } from './store.ts'

/** Options of {@link documentsPlugin}. */
export interface DocumentsPluginOptions {
  store: DocumentStore
  /** Holds the documents version a folder store cannot move itself (see the roles plugin). */
  database?: TamgaDatabase | undefined
}

const KindParams = Type.Object({ kind: Type.Enum([...DOCUMENT_KINDS]) })
const DocumentParams = Type.Object({
  kind: Type.Enum([...DOCUMENT_KINDS]),
  name: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]*$', maxLength: 100 }),
})
const RevisionQuery = Type.Object(
  {
    revision: Type.Optional(
      Type.Integer({ minimum: 0, description: 'The revision read (0: the document must not exist yet).' }),
    ),
  },
  { additionalProperties: false },
)
const SaveQuery = Type.Object(
  {
    ...RevisionQuery.properties,
    destructiveReason: Type.Optional(
      Type.String({
        maxLength: 2000,
        description:
          'For a model whose table change can lose data (a dropped column, a narrower type): why. Logged with the user in `tamga_schema_change`; without it such a save answers 409 `MODEL_CHANGE_DESTRUCTIVE`.',
      }),
    ),
  },
  { additionalProperties: false },
)
const ModelParams = Type.Object({ name: DocumentParams.properties.name })
const Bilingual = Type.Object({ mn_MN: Type.String(), en_US: Type.String() })
const ModelPlanSchema = Type.Object({
  status: Type.Literal(true),
  changes: Type.Array(
    Type.Object({
      kind: Type.String(),
      table: Type.String(),
      destructive: Type.Boolean(),
      description: Bilingual,
      statements: Type.Array(Type.String()),
    }),
  ),
  issues: Type.Array(
    Type.Object({
      table: Type.String(),
      column: Type.Optional(Type.String()),
      code: Type.String(),
      message: Bilingual,
    }),
  ),
})
const Stamp = {
  revision: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
}
const StoredSchema = Type.Object({ document: Type.Record(Type.String(), Type.Unknown()), ...Stamp })

const stamp = (stored: { revision: number; updatedAt: Date; updatedBy: string | null }) => ({
  revision: stored.revision,
  updatedAt: stored.updatedAt.toISOString(),
  updatedBy: stored.updatedBy,
})

/** The body as a valid document of the kind and name in the address, or 400 `DOCUMENT_INVALID` with every issue. */
function documentFromBody(body: Record<string, unknown>, kind: DocumentKind, name: string): TamgaDocument {
  const issues: DocumentIssue[] = [
    ...(body.kind === kind
      ? []
      : [issue('/kind', 'kind-mismatch', { en_US: `must be "${kind}"`, mn_MN: `"${kind}" байх ёстой` })]),
    ...(body.name === name
      ? []
      : [
          issue('/name', 'name-mismatch', {
            en_US: `must be "${name}", the name in the address`,
            mn_MN: `хаягт заасан "${name}" нэртэй байх ёстой`,
          }),
        ]),
  ]
  if (issues.length > 0) throw tamgaError('DOCUMENT_INVALID', { issues, in: 'body' })
  const checked = validateDocument(body)
  if (!checked.ok) throw tamgaError('DOCUMENT_INVALID', { issues: checked.issues, in: 'body' })
  return checked.value
}

/** Refuses a change based on another revision than the stored one (0: the document must not exist yet). */
function checkRevision(
  current: StoredDocument | undefined,
  target: { kind: DocumentKind; name: string },
  expected: number | undefined,
): void {
  const stored = current?.revision ?? 0
  if (expected !== undefined && expected !== stored) {
    throw new DocumentConflictError(target.kind, target.name, expected, stored)
  }
}

/** Refuses a change that breaks references in the project, with the issues at their pointers. */
function checkProjectAfter(stored: readonly StoredDocument[], change: ProjectChange): void {
  const issues = changeReferenceIssues(
    stored.map((found) => found.document),
    change,
  )
  if (issues.length === 0) return
  throw tamgaError('DOCUMENT_INVALID', 'write' in change ? { issues, in: 'body' } : { issues })
}

const isModel = (document: TamgaDocument): document is ModelDocument => document.kind === 'model'
const modelsOf = (stored: readonly StoredDocument[]) => stored.map((found) => found.document).filter(isModel)

/**
 * The project's documents for the builders (issue 10, spec 2.8), the platform's admin area
 * `documents`, roles 1 and 2 only: list a kind, read one, save one (validated as its kind and
 * against the rest of the project, with optimistic concurrency by revision), delete one that no
 * other document names, and its history with a restore checked as a save. A model's save (and
 * restore) brings its table to the document first, on this database, with the plan shown before
 * by `POST /documents/model/:name/plan`. Every write moves the documents version, so every
 * instance serves the change (a new krud over a new table included) at its next request.
 */
const documentsRoutes: FastifyPluginAsyncTypebox<DocumentsPluginOptions> = async (app, options) => {
  const { store, database } = options
  app.addHook('onRequest', async (request) => {
    if (!passesCsrfGuard(request.method, request.headers)) throw tamgaError('CSRF_HEADER_MISSING')
  })
  const tags = ['documents']
  /** The database store moves the version in its write's transaction; a folder store cannot. */
  const announce = async () => {
    if (store.mode === 'files' && database !== undefined) await bumpDocumentsVersion(database.db)
  }

  /**
   * A model's table brought to the document before the document is stored (when the server has
   * a database): refused with nothing changed when it cannot be, or when it would lose data
   * without a reason.
   */
  const bringTableTo = async (
    document: TamgaDocument,
    stored: readonly StoredDocument[],
    confirmation: { by: string; reason: string | undefined },
  ) => {
    if (!isModel(document) || database === undefined) return
    const plan = await planModelSave(database.db, document, modelsOf(stored))
    await applyModelSave(database.db, document, plan, confirmation)
  }

  app.get(
    '/documents/:kind',
    {
      config: { audience: adminOf('documents') },
      schema: {
        tags,
        summary: 'The documents of a kind, by name',
        params: KindParams,
        response: {
          200: Type.Object({
            status: Type.Literal(true),
            documents: Type.Array(
              Type.Object({ name: Type.String(), title: Type.Unknown(), description: Type.Unknown(), ...Stamp }),
            ),
          }),
          ...ERROR_RESPONSES,
        },
      },
    },
    async function getDocumentsByKind(request) {
      const stored = await store.list(request.params.kind as DocumentKind)
      return {
        status: true as const,
        documents: stored
          .map((found) => ({
            name: found.document.name,
            title: found.document.title ?? null,
            description: found.document.description ?? null,
            ...stamp(found),
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      }
    },
  )

  app.get(
    '/documents/:kind/:name',
    {
      config: { audience: adminOf('documents') },
      schema: {
        tags,
        summary: 'One document with its revision',
        params: DocumentParams,
        response: { 200: Type.Object({ status: Type.Literal(true), ...StoredSchema.properties }), ...ERROR_RESPONSES },
      },
    },
    async function getDocumentsByKindByName(request) {
      const found = await store.get(request.params.kind as DocumentKind, request.params.name)
      if (found === undefined) throw tamgaError('DOCUMENT_NOT_FOUND')
      return { status: true as const, document: found.document as Record<string, unknown>, ...stamp(found) }
    },
  )

  app.put(
    '/documents/:kind/:name',
    {
      config: { audience: adminOf('documents') },
      schema: {
        tags,
        summary: 'Saves a document',
        description:
          'The whole document, of the kind and name in the address. Refused with 400 `DOCUMENT_INVALID` and every issue’s path when it is not valid or breaks a reference of the project (a krud naming a missing form: `/form`; a reference it breaks in another document: at `""` with that document’s `file`); 409 `DOCUMENT_CONFLICT` when `revision` is not the stored one (nothing is lost: read it again and reapply). A model’s table is brought to the document first, as its plan says (`POST /documents/model/:name/plan`): 400 `MODEL_CHANGE_IMPOSSIBLE` when it cannot be, 409 `MODEL_CHANGE_DESTRUCTIVE` listing the changes that can lose data when `destructiveReason` is missing; nothing is changed then.',
        params: DocumentParams,
        querystring: SaveQuery,
        body: Type.Record(Type.String(), Type.Unknown()),
        response: { 200: Type.Object({ status: Type.Literal(true), ...StoredSchema.properties }), ...ERROR_RESPONSES },
      },
    },
    async function putDocumentsByKindByName(request) {
      const auth = requireAuth(request)
      const kind = request.params.kind as DocumentKind
      const { name } = request.params
      const document = documentFromBody(request.body, kind, name)
      const { revision, destructiveReason } = request.query
      const stored = await store.listAll()
      // Before any table changes: a stale save must change nothing, the database included.
      checkRevision(
        stored.find((found) => found.document.kind === kind && found.document.name === name),
        document,
        revision,
      )
      checkProjectAfter(stored, { write: document })
      await bringTableTo(document, stored, { by: auth.login, reason: destructiveReason })
      const saved = await store.put(document, {
        by: auth.login,
        ...(revision === undefined ? {} : { expectedRevision: revision }),
      })
      await announce()
      return { status: true as const, document: saved.document as Record<string, unknown>, ...stamp(saved) }
    },
  )

  app.post(
    '/documents/model/:name/plan',
    {
      config: { audience: adminOf('documents') },
      schema: {
        tags,
        summary: 'What saving a model would do to its table',
        description:
          'The model document as it would be saved, compared with the database: the changes its save would run, in order (each with its SQL and whether it can lose data), and the issues that would refuse it. Nothing is changed. 400 `MODEL_TABLES_NEED_DATABASE` when the server runs without a database.',
        params: ModelParams,
        body: Type.Record(Type.String(), Type.Unknown()),
        response: { 200: ModelPlanSchema, ...ERROR_RESPONSES },
      },
    },
    async function postDocumentsModelByNamePlan(request) {
      const document = documentFromBody(request.body, 'model', request.params.name)
      if (database === undefined) throw tamgaError('MODEL_TABLES_NEED_DATABASE')
      if (!isModel(document)) throw new Error('a document of kind "model" validated as another kind')
      const plan = await planModelSave(database.db, document, modelsOf(await store.listAll()))
      return { status: true as const, ...previewOf(plan) }
    },
  )

  app.delete(
    '/documents/:kind/:name',
    {
      config: { audience: adminOf('documents') },
      schema: {
        tags,
        summary: 'Deletes a document (its history keeps it, for a restore)',
        description:
          'Refused with 400 `DOCUMENT_INVALID` while another document refers to it (each issue names that document in `file` and its place in `params.at`). A model’s table stays.',
        params: DocumentParams,
        querystring: RevisionQuery,
        response: { 200: Type.Object({ status: Type.Literal(true) }), ...ERROR_RESPONSES },
      },
    },
    async function deleteDocumentsByKindByName(request) {
      const auth = requireAuth(request)
      const kind = request.params.kind as DocumentKind
      const { name } = request.params
      if (kind === 'project') {
        throw tamgaError('DOCUMENT_INVALID', {
          issues: [
            issue('/kind', 'project-required', {
              en_US: 'the project document cannot be deleted: a project has exactly one',
              mn_MN: 'төслийн баримтыг устгах боломжгүй: төсөл яг нэг төслийн баримттай байна',
            }),
          ],
        })
      }
      const { revision } = request.query
      checkProjectAfter(await store.listAll(), { remove: { kind, name } })
      await store.remove(kind, name, {
        by: auth.login,
        ...(revision === undefined ? {} : { expectedRevision: revision }),
      })
      await announce()
      return { status: true as const }
    },
  )

  app.get(
    '/documents/:kind/:name/history',
    {
      config: { audience: adminOf('documents') },
      schema: {
        tags,
        summary: 'Every revision of a document, newest first',
        description:
          'A project kept in files has its history in git: none here (and a restore answers 400 `DOCUMENT_HISTORY_IN_GIT`).',
        params: DocumentParams,
        response: {
          200: Type.Object({
            status: Type.Literal(true),
            revisions: Type.Array(
              Type.Object({
                revision: Type.Integer(),
                change: Type.String(),
                changedAt: Type.String({ format: 'date-time' }),
                changedBy: Type.Union([Type.String(), Type.Null()]),
                document: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
              }),
            ),
          }),
          ...ERROR_RESPONSES,
        },
      },
    },
    async function getDocumentsByKindByNameHistory(request) {
      const revisions = await store.history(request.params.kind as DocumentKind, request.params.name)
      return {
        status: true as const,
        revisions: revisions
          .map((found) => ({
            revision: found.revision,
            change: found.change,
            changedAt: found.changedAt.toISOString(),
            changedBy: found.changedBy,
            document: found.document as Record<string, unknown> | null,
          }))
          .reverse(),
      }
    },
  )

  app.post(
    '/documents/:kind/:name/restore',
    {
      config: { audience: adminOf('documents') },
      schema: {
        tags,
        summary: 'Makes an earlier revision the current one again, as a new revision',
        params: DocumentParams,
        description:
          'Checked as a save is: 400 `DOCUMENT_INVALID` when the earlier revision breaks a reference of the project now; a model’s table is brought to it first (`destructiveReason` as for a save).',
        querystring: Type.Pick(SaveQuery, ['destructiveReason']),
        body: Type.Object({ revision: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ status: Type.Literal(true), ...StoredSchema.properties }), ...ERROR_RESPONSES },
      },
    },
    async function postDocumentsByKindByNameRestore(request) {
      const auth = requireAuth(request)
      const kind = request.params.kind as DocumentKind
      const { name } = request.params
      // A folder store keeps no history: its restore refuses below with where the history is.
      const earlier = (await store.history(kind, name)).find((found) => found.revision === request.body.revision)
      const checked = earlier?.document == null ? undefined : validateDocument(earlier.document)
      if (checked?.ok === true) {
        const stored = await store.listAll()
        checkProjectAfter(stored, { write: checked.value })
        await bringTableTo(checked.value, stored, { by: auth.login, reason: request.query.destructiveReason })
      }
      const restored = await store.restore(kind as DocumentKind, name, request.body.revision, { by: auth.login })
      await announce()
      return { status: true as const, document: restored.document as Record<string, unknown>, ...stamp(restored) }
    },
  )
}

/** {@link documentsRoutes} as the plugin `tamga-documents`. */
export const documentsPlugin = domainPlugin('documents', { caller: true }, documentsRoutes)
