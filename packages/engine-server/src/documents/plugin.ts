import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { DOCUMENT_KINDS, type DocumentKind, issue } from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import Type from 'typebox'
import { passesCsrfGuard } from '../auth/csrf.ts'
import { requireAuth } from '../auth/requireAuth.ts'
import type { TamgaDatabase } from '../db/database.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { bumpDocumentsVersion } from '../permissions/documentsVersion.ts'
import { requirePermission } from '../permissions/requirePermission.ts'
import type { PermissionAction } from '../permissions/types.ts'
import type { DocumentStore } from './store.ts'

/** Options of {@link documentsPlugin}. */
export interface DocumentsPluginOptions {
  store: DocumentStore
  /** Holds the documents version a folder store cannot move itself (see the roles plugin). */
  database?: TamgaDatabase | undefined
}

const DOCUMENTS_AREA = { kind: 'admin', area: 'documents' } as const

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
const Stamp = {
  revision: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
}
const StoredSchema = Type.Object({ document: Type.Record(Type.String(), Type.Unknown()), ...Stamp })

/** The caller's right to the platform's documents area for `action` (roles 1 and 2), or 401/403. */
const allow = (action: PermissionAction) => async (request: FastifyRequest) => {
  await requirePermission(request, action, DOCUMENTS_AREA)
}

const stamp = (stored: { revision: number; updatedAt: Date; updatedBy: string | null }) => ({
  revision: stored.revision,
  updatedAt: stored.updatedAt.toISOString(),
  updatedBy: stored.updatedBy,
})

/**
 * The project's documents for the builders (issue 10, spec 2.8), the platform's admin area
 * `documents`, roles 1 and 2 only: list a kind, read one, save one (validated as its kind, with
 * optimistic concurrency by revision), delete one, and its history with a restore. Every write
 * moves the documents version, so every instance serves the change at its next request.
 */
export const documentsPlugin: FastifyPluginAsyncTypebox<DocumentsPluginOptions> = async (app, options) => {
  const { store, database } = options
  app.addHook('onRequest', async (request) => {
    if (!passesCsrfGuard(request.method, request.headers)) throw tamgaError('CSRF_HEADER_MISSING')
  })
  const tags = ['documents']
  /** The database store moves the version in its write's transaction; a folder store cannot. */
  const announce = async () => {
    if (store.mode === 'files' && database !== undefined) await bumpDocumentsVersion(database.db)
  }

  app.get(
    '/documents/:kind',
    {
      preValidation: allow('read'),
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
    async (request) => {
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
      preValidation: allow('read'),
      schema: {
        tags,
        summary: 'One document with its revision',
        params: DocumentParams,
        response: { 200: Type.Object({ status: Type.Literal(true), ...StoredSchema.properties }), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const found = await store.get(request.params.kind as DocumentKind, request.params.name)
      if (found === undefined) throw tamgaError('DOCUMENT_NOT_FOUND')
      return { status: true as const, document: found.document as Record<string, unknown>, ...stamp(found) }
    },
  )

  app.put(
    '/documents/:kind/:name',
    {
      preValidation: allow('update'),
      schema: {
        tags,
        summary: 'Saves a document',
        description:
          'The whole document, of the kind and name in the address. Refused with 400 `DOCUMENT_INVALID` and every issue’s path when it is not valid; 409 `DOCUMENT_CONFLICT` when `revision` is not the stored one (nothing is lost: read it again and reapply).',
        params: DocumentParams,
        querystring: RevisionQuery,
        body: Type.Record(Type.String(), Type.Unknown()),
        response: { 200: Type.Object({ status: Type.Literal(true), ...StoredSchema.properties }), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const auth = requireAuth(request)
      const { kind, name } = request.params
      const body = request.body
      const issues = [
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
      const { revision } = request.query
      const saved = await store.put(body, {
        by: auth.login,
        ...(revision === undefined ? {} : { expectedRevision: revision }),
      })
      await announce()
      return { status: true as const, document: saved.document as Record<string, unknown>, ...stamp(saved) }
    },
  )

  app.delete(
    '/documents/:kind/:name',
    {
      preValidation: allow('delete'),
      schema: {
        tags,
        summary: 'Deletes a document (its history keeps it, for a restore)',
        params: DocumentParams,
        querystring: RevisionQuery,
        response: { 200: Type.Object({ status: Type.Literal(true) }), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const auth = requireAuth(request)
      const { kind, name } = request.params
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
      await store.remove(kind as DocumentKind, name, {
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
      preValidation: allow('read'),
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
    async (request) => {
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
      preValidation: allow('update'),
      schema: {
        tags,
        summary: 'Makes an earlier revision the current one again, as a new revision',
        params: DocumentParams,
        body: Type.Object({ revision: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
        response: { 200: Type.Object({ status: Type.Literal(true), ...StoredSchema.properties }), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const auth = requireAuth(request)
      const { kind, name } = request.params
      const restored = await store.restore(kind as DocumentKind, name, request.body.revision, { by: auth.login })
      await announce()
      return { status: true as const, document: restored.document as Record<string, unknown>, ...stamp(restored) }
    },
  )
}
