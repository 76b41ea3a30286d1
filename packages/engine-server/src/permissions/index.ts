import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PermissionGrantedSchema } from '@tamga/schema'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import Type from 'typebox'
import { requireAuth } from '../auth/requireAuth.ts'
import type { TamgaDatabase } from '../db/database.ts'
import type { DocumentStore } from '../documents/store.ts'
import { domainPlugin } from '../http/domainPlugin.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { entityTag, noneMatch } from '../http/helpers.ts'
import { SIGNED_IN } from '../http/routeAudience.ts'
import { createAuthorizer } from './authorizer.ts'
import type { CompiledRole } from './compileRole.ts'

export { createAuthorizer, decide, type PermissionAuthorizer } from './authorizer.ts'
export {
  ADMIN_AREA_ROLES,
  ADMIN_AREAS,
  type CompiledRole,
  compileRole,
  krudRightsOf,
  SUPER_ADMIN_ROLE_ID,
  SYSTEM_ADMIN_ROLE_ID,
} from './compileRole.ts'
export { bumpDocumentsVersion, DOCUMENTS_VERSION_KEY, readDocumentsVersion } from './documentsVersion.ts'
export { requirePermission } from './requirePermission.ts'

/** Options of {@link permissionsPlugin}. */
export interface PermissionsPluginOptions {
  store: DocumentStore
  /** Holds the documents version and the organisations; without it the organisation routes are absent. */
  database?: TamgaDatabase | undefined
}

/** `savedTabs`: the user's saved tabs (the preferences' reader, passed in by app wiring); none without it. */
type GetPermissionsOptions = { savedTabs?: ((userId: number) => Promise<readonly string[]>) | undefined }

/** A compiled role's answer, serialized once with its entity tag. */
interface SerializedAnswer {
  text: string
  tag: string
}

/**
 * A compiled role's answer serialized once around the place the caller's `saved_tabs` go:
 * `before + JSON.stringify(tabs) + '}'` is the whole answer, so a request adds the per-user part
 * without serializing the role again.
 */
interface RoleAnswerText {
  before: string
  tag: string
}

function roleAnswerText(role: CompiledRole): RoleAnswerText {
  const { saved_tabs: _perUser, ...shared } = role.answer
  const text = JSON.stringify(shared)
  return { before: `${text.slice(0, -1)},"saved_tabs":`, tag: entityTag(text) }
}

/** The role's prepared answer with the caller's tabs; the tag covers both. */
function withSavedTabs(role: RoleAnswerText, tabs: readonly string[]): SerializedAnswer {
  const tabsText = JSON.stringify(tabs)
  return { text: `${role.before}${tabsText}}`, tag: entityTag(`${role.tag}${tabsText}`) }
}

/**
 * Sends prepared JSON text as it is (the route's schema describes it; it was built from the
 * same types), with its entity tag: 304 without a body when the client has it already. The
 * answer depends on the session, so it may be kept only by the browser, revalidating each time.
 */
function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer): FastifyReply {
  reply.header('cache-control', 'private, no-cache').header('vary', 'authorization, cookie').header('etag', answer.tag)
  if (noneMatch(request.headers['if-none-match'], answer.tag)) return reply.code(304).send()
  return reply.type('application/json; charset=utf-8').send(answer.text)
}

/**
 * `GET /get-permissions` (spec 3.8, 3.9, 4.4, 6): the caller's active role's permission set,
 * its menu filtered by visibility with crud titles from the kruds, the kruds, and
 * `microserviceSettings`, and the caller's `saved_tabs`. The role's part is compiled and serialized
 * once per role and documents version; a request costs the session lookup, the version read and
 * the caller's tabs (read in parallel), and is sent as prepared text with an ETag.
 */
const getPermissionsRoutes: FastifyPluginAsyncTypebox<GetPermissionsOptions> = async (app, { savedTabs }) => {
  const serialized = new WeakMap<CompiledRole, RoleAnswerText>()
  app.get(
    '/get-permissions',
    {
      config: { audience: SIGNED_IN },
      schema: {
        tags: ['permissions'],
        summary: 'The active role’s permissions, menu and kruds (spec 3.8)',
        description:
          'For the signed-in caller’s active role. Anonymous callers get 401; a role without a role document 403 `ROLE_NOT_CONFIGURED`. Answers `private, no-cache` with an ETag.',
        response: {
          200: PermissionGrantedSchema,
          304: Type.Null({ description: 'Not modified: the ETag sent in If-None-Match is current.' }),
          ...ERROR_RESPONSES,
        },
      },
    },
    async function getGetPermissions(request, reply) {
      const auth = requireAuth(request)
      // The caller's tabs are one primary-key read, made alongside the role's version check.
      const [role, tabs] = await Promise.all([
        app.authorizer.compiledRole(auth, request),
        savedTabs === undefined ? [] : savedTabs(auth.userId),
      ])
      if (role === undefined) throw tamgaError('ROLE_NOT_CONFIGURED')
      let prepared = serialized.get(role)
      if (prepared === undefined) {
        prepared = roleAnswerText(role)
        serialized.set(role, prepared)
      }
      return sendPrepared(request, reply, withSavedTabs(prepared, tabs))
    },
  )
}

/** {@link getPermissionsRoutes} as the plugin `tamga-get-permissions`. */
export const getPermissionsPlugin = domainPlugin(
  'get-permissions',
  { caller: true, authorizer: true },
  getPermissionsRoutes,
)

/**
 * Permissions: decorates the server with `authorizer` (see `createAuthorizer`), for every plugin
 * registered after it. Endpoints check callers with `requirePermission(request, action, target)`.
 */
export const permissionsPlugin = fastifyPlugin<PermissionsPluginOptions>(
  async (app, { store, database }) => {
    app.decorate('authorizer', createAuthorizer({ store, database }))
  },
  { name: 'tamga-permissions', fastify: '5.x', decorators: { request: ['auth'] } },
)
