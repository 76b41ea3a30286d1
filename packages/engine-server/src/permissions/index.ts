import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PermissionGrantedSchema } from '@tamga/schema'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import Type from 'typebox'
import { requireAuth } from '../auth/requireAuth.ts'
import type { TamgaDatabase } from '../db/database.ts'
import type { DocumentStore } from '../documents/store.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { entityTag, noneMatch } from '../http/helpers.ts'
import { organizationsPlugin } from '../organizations/index.ts'
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

/** A compiled role's answer, serialized once with its entity tag. */
interface SerializedAnswer {
  text: string
  tag: string
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
 * `microserviceSettings`. The answer is compiled once per role and documents version and sent
 * as prepared text with an ETag: a request costs the session lookup and the version read only.
 */
const getPermissionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  const serialized = new WeakMap<CompiledRole, SerializedAnswer>()
  app.get(
    '/get-permissions',
    {
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
    async (request, reply) => {
      const auth = requireAuth(request)
      const role = await app.authorizer.compiledRole(auth, request)
      if (role === undefined) throw tamgaError('ROLE_NOT_CONFIGURED')
      let answer = serialized.get(role)
      if (answer === undefined) {
        const text = JSON.stringify(role.answer)
        answer = { text, tag: entityTag(text) }
        serialized.set(role, answer)
      }
      return sendPrepared(request, reply, answer)
    },
  )
}

/**
 * Permissions and organisations: decorates the server with `authorizer` (see
 * `createAuthorizer`), for every plugin registered after it, and adds `GET /get-permissions`
 * and, with a database, the organisation routes (spec 3.10). Endpoints check callers with
 * `requirePermission(request, action, target)`.
 */
export const permissionsPlugin = fastifyPlugin<PermissionsPluginOptions>(
  async (app, { store, database }) => {
    app.decorate('authorizer', createAuthorizer({ store, database }))
    await app.register(getPermissionsRoute)
    if (database !== undefined) await app.register(organizationsPlugin, { database })
  },
  { name: 'tamga-permissions', fastify: '5.x' },
)
