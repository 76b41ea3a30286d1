import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { GRAPHQL_PREVIEW_PATH } from '@tamga/schema'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import Type from 'typebox'
import type { RequestAuth } from '../auth/context.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { adminOf } from '../http/routeAudience.ts'
import { requirePermission } from '../permissions/requirePermission.ts'
import type { GraphqlEngine } from './engine.ts'

/** The preview's path, beside the endpoint's (relative to the API base). */

/**
 * The request as one acting as `roleId`: the same person, session, documents version and
 * server, with `auth` naming only that role. Every check downstream (entry access, the
 * authorizer's krud grants and row conditions, the plan and access caches, which key on the
 * role) then answers for that role. A derived object, so the caller's own request (and session)
 * is left as it was; no session proof, since the caller's session was looked up already.
 */
export function requestAsRole(request: FastifyRequest, auth: RequestAuth, roleId: number): FastifyRequest {
  const acting: RequestAuth = { ...auth, roleId, roleIds: [roleId] }
  return Object.create(request, {
    auth: { value: acting, enumerable: true, writable: true },
    sessionProof: { value: undefined, enumerable: true, writable: true },
  }) as FastifyRequest
}

const PreviewBodySchema = Type.Object(
  {
    query: Type.String({ minLength: 1, description: 'A GraphQL query (mutations and subscriptions are refused).' }),
    variables: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    operationName: Type.Optional(Type.String()),
    roleId: Type.Integer({ minimum: 1, description: 'The id of an existing role to answer as.' }),
  },
  { additionalProperties: false },
)

const PreviewAnswerSchema = Type.Object(
  {
    data: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
    errors: Type.Optional(Type.Array(Type.Record(Type.String(), Type.Unknown()))),
  },
  { description: 'GraphQL’s answer, as the endpoint gives it.' },
)

/**
 * `POST /graphql/preview { query, variables?, operationName?, roleId }`: the GraphQL builder's
 * "try it as a role" (issue 10). The administration roles (active role 1 or 2) run a query as
 * another existing role: its entry access, krud grants and row conditions decide the answer.
 * Row conditions that compare with the current user (or their organisations) still read the
 * administrator's own user, since the preview acts as a role, not as a person.
 */
export function registerGraphqlPreview(app: FastifyInstance, engine: GraphqlEngine): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    GRAPHQL_PREVIEW_PATH,
    {
      config: { audience: adminOf('documents') },
      schema: {
        tags: ['graphql'],
        summary: 'Runs a GraphQL query as another role (the builder’s try-it pane)',
        description:
          'Administration areas only (active role 1 or 2; others 403). The query runs with the rights of the role `roleId` names (404 when no such role): its entry access, krud grants, row conditions, on the saved documents. Only queries: a mutation or a subscription is refused with 400 in GraphQL’s error shape. Row conditions that compare with the current user or their organisations still use the administrator’s own user. The caller’s session is not changed.',
        body: PreviewBodySchema,
        response: { 200: PreviewAnswerSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await requirePermission(request, 'read', { kind: 'admin', area: 'documents' })
      const auth = request.auth
      if (!auth) throw tamgaError('UNAUTHORIZED')
      const { query, variables, operationName, roleId } = request.body
      const roles = await request.server.authorizer.roles(request)
      if (!roles.has(roleId)) throw tamgaError('DOCUMENT_NOT_FOUND')
      const answer = await engine.answerQuery(requestAsRole(request, auth, roleId), {
        query,
        variables: variables ?? {},
        operationName,
      })
      // The body is already JSON text of the declared shape (or GraphQL's error shape with 400):
      // Fastify sends a string with a JSON content type as it is, so the typed reply is bypassed.
      return reply
        .code(answer.statusCode)
        .type('application/json; charset=utf-8')
        .send(answer.body as never)
    },
  )
}
