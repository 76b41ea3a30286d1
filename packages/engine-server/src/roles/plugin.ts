import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { issue, roleKind, validateDocumentOf } from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import { passesCsrfGuard } from '../auth/csrf.ts'
import { requireAuth } from '../auth/requireAuth.ts'
import type { TamgaDatabase } from '../db/database.ts'
import { type RoleSaveContext, roleSaveIssues } from '../documents/roleReferences.ts'
import type { DocumentStore } from '../documents/store.ts'
import { domainPlugin } from '../http/domainPlugin.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { adminOf } from '../http/routeAudience.ts'
import { bumpDocumentsVersion } from '../permissions/documentsVersion.ts'
import { requirePermission } from '../permissions/requirePermission.ts'
import {
  RoleNameParamsSchema,
  RoleSaveBodySchema,
  RoleSavedResponseSchema,
  RoleSaveQuerySchema,
  RolesListResponseSchema,
} from './schemas.ts'

/** Options of {@link rolesPlugin}. */
export interface RolesPluginOptions {
  /** Where the role documents live. */
  store: DocumentStore
  /**
   * Holds the documents version. A folder store does not bump it on a write, so a save bumps it
   * here; without a database there is no version and the other instances are not told.
   */
  database?: TamgaDatabase | undefined
}

const ROLES_AREA = { kind: 'admin', area: 'roles' } as const

/** Checked before the body is validated, so a caller without the right learns nothing from a 400. */
const rolesAdmin = (action: 'read' | 'update') => async (request: FastifyRequest) => {
  await requirePermission(request, action, ROLES_AREA)
}

/** The project around the role being saved, read from the store. */
async function saveContext(store: DocumentStore): Promise<RoleSaveContext> {
  const [menus, kruds, models, datasources, roles, charts] = await Promise.all([
    store.list('menu'),
    store.list('krud'),
    store.list('model'),
    store.list('datasource'),
    store.list('role'),
    store.list('chart'),
  ])
  return {
    menus: new Map(menus.map((stored) => [stored.document.name, stored.document])),
    kruds: new Set(kruds.map((stored) => stored.document.name)),
    tables: new Set(models.map((stored) => stored.document.name)),
    datasources: new Set(datasources.map((stored) => stored.document.name)),
    charts: new Set(charts.map((stored) => stored.document.name)),
    roles: roles.map((stored) => stored.document),
  }
}

/**
 * Roles and permission management (spec 2.8, 3.13, 6), the platform's admin area `roles`:
 * `GET /roles` lists the role documents with the menus, kruds, models and data sources a role
 * can refer to; `PUT /roles/:name` saves one edited role document. Only roles 1 and 2 pass
 * (the one permission check decides). A save is validated as a role document and against the
 * project's other documents, and the documents version moves on, so every instance recompiles
 * the role's permissions at its next request.
 */
const rolesRoutes: FastifyPluginAsyncTypebox<RolesPluginOptions> = async (app, { store, database }) => {
  // The auth plugin guards the whole API the same way; this keeps the routes safe when mounted alone.
  app.addHook('onRequest', async (request) => {
    if (!passesCsrfGuard(request.method, request.headers)) throw tamgaError('CSRF_HEADER_MISSING')
  })
  const tags = ['roles']

  app.get(
    '/roles',
    {
      config: { audience: adminOf('roles') },
      preValidation: rolesAdmin('read'),
      schema: {
        tags,
        summary: 'Roles and what they can be given (spec 2.8, 6)',
        description:
          'Every role document with its revision, ordered by id, and the menus, kruds, models, data sources and charts a role can refer to. Admin area `roles`: roles 1 and 2.',
        response: { 200: RolesListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async function getRoles() {
      const [roles, menus, kruds, models, datasources, charts] = await Promise.all([
        store.list('role'),
        store.list('menu'),
        store.list('krud'),
        store.list('model'),
        store.list('datasource'),
        store.list('chart'),
      ])
      return {
        status: true as const,
        roles: roles
          .map((stored) => ({ document: stored.document, revision: stored.revision }))
          .sort((a, b) => a.document.id - b.document.id),
        menus: menus.map((stored) => stored.document),
        // The schema requires a krud's title; the name stands in only if a later format drops it.
        kruds: kruds.map((stored) => ({
          name: stored.document.name,
          title: stored.document.title ?? stored.document.name,
        })),
        tables: models.map((stored) => stored.document.name),
        datasources: datasources.map((stored) => stored.document.name),
        charts: charts.map((stored) => stored.document.name),
      }
    },
  )

  app.put(
    '/roles/:name',
    {
      config: { audience: adminOf('roles') },
      preValidation: rolesAdmin('update'),
      schema: {
        tags,
        summary: 'Saves a role document',
        description:
          'The whole role document, named as in the address. Refused with 400 `DOCUMENT_INVALID` and every issue’s path when it is not a valid role, names a menu entry, krud, model or data source the project does not have, takes another role’s id or changes its own; 409 `DOCUMENT_CONFLICT` when `revision` is not the stored one.',
        params: RoleNameParamsSchema,
        querystring: RoleSaveQuerySchema,
        body: RoleSaveBodySchema,
        response: { 200: RoleSavedResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async function putRolesByName(request) {
      const auth = requireAuth(request)
      const { name } = request.params
      const checked = validateDocumentOf(roleKind, request.body)
      if (!checked.ok) throw tamgaError('DOCUMENT_INVALID', { issues: checked.issues, in: 'body' })
      const role = checked.value
      const issues =
        role.name === name
          ? roleSaveIssues(role, await saveContext(store))
          : [
              issue('/name', 'name-mismatch', {
                en_US: `must be "${name}", the role named in the address`,
                mn_MN: `хаягт заасан "${name}" нэртэй байх ёстой`,
              }),
            ]
      if (issues.length > 0) throw tamgaError('DOCUMENT_INVALID', { issues, in: 'body' })
      const { revision } = request.query
      const saved = await store.put(role, {
        by: auth.login,
        ...(revision === undefined ? {} : { expectedRevision: revision }),
      })
      // The database store moves the version inside its write's transaction; a folder store
      // cannot, so the change is announced here, right after the file is written.
      if (store.mode === 'files' && database !== undefined) await bumpDocumentsVersion(database.db)
      return { status: true as const, role: { document: role, revision: saved.revision } }
    },
  )
}

/** {@link rolesRoutes} as the plugin `tamga-roles`. */
export const rolesPlugin = domainPlugin('roles', { caller: true, authorizer: true }, rolesRoutes)
