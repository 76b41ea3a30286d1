// TEST-ONLY helpers for the permission and organisation routes. Nothing here is registered by
// buildApp: the real `request.auth` comes from the auth plugin's sessions. These let a test act
// as whichever role it names in one header, without signing in.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { TamgaDocument } from '@tamga/schema'
import Fastify from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import type { TamgaApp } from '../app.ts'
import type { RequestAuth } from '../auth/context.ts'
import type { TamgaDatabase } from '../db/database.ts'
import type { DocumentStore } from '../documents/store.ts'
import { errorHandler } from '../http/errorHandler.ts'
import { apiNotFoundHandler } from '../http/notFound.ts'
import { createValidatorCompiler } from '../http/validation.ts'
import { organizationsPlugin } from '../organizations/index.ts'
import { getPermissionsPlugin, permissionsPlugin } from './index.ts'

/** The header a test puts its caller in (JSON of a {@link RequestAuth}). Test apps only. */
export const TEST_AUTH_HEADER = 'x-tamga-test-auth'

/** A caller acting as `roleId`, with the user id and other fields given or made up. */
export function testAuth(roleId: number, overrides: Partial<RequestAuth> = {}): RequestAuth {
  return {
    userId: 1000 + roleId,
    login: `role${roleId}`,
    firstName: null,
    lastName: null,
    email: null,
    roleId,
    mainRoleId: roleId,
    roleIds: [roleId],
    sessionId: `test-session-${roleId}`,
    ...overrides,
  }
}

/** The headers that make a test app's request come from `auth` (none: anonymous). */
export function authHeaders(auth: RequestAuth | null): Record<string, string> {
  return auth === null ? {} : { [TEST_AUTH_HEADER]: JSON.stringify(auth) }
}

/** Sets `request.auth` from {@link TEST_AUTH_HEADER}. Registered by {@link buildPermissionsTestApp} only. */
const fakeAuthPlugin = fastifyPlugin(async (app) => {
  app.decorateRequest('auth', null)
  app.addHook('onRequest', async (request) => {
    const header = request.headers[TEST_AUTH_HEADER]
    request.auth = typeof header === 'string' ? (JSON.parse(header) as RequestAuth) : null
  })
})

/** The API part of the test server: the permission and organisation plugins under `/api`, as apiPlugin has them. */
const testApiPlugin: FastifyPluginAsyncTypebox<{ store: DocumentStore; database?: TamgaDatabase | undefined }> = async (
  api,
  { store, database },
) => {
  api.setNotFoundHandler(apiNotFoundHandler)
  await api.register(permissionsPlugin, { store, database })
  await api.register(getPermissionsPlugin, {})
  if (database !== undefined) await api.register(organizationsPlugin, { database })
}

/**
 * A server like buildApp's API part (same validator, error handler and `/api` prefix) with the
 * permissions plugin and the test-only header authentication instead of sessions.
 */
export function buildPermissionsTestApp(options: { store: DocumentStore; database?: TamgaDatabase }): TamgaApp {
  const app = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>()
  app.setValidatorCompiler(createValidatorCompiler())
  app.setErrorHandler(errorHandler)
  app.register(fakeAuthPlugin)
  app.register(testApiPlugin, { prefix: '/api', store: options.store, database: options.database })
  return app
}

const heritageDocuments = fileURLToPath(new URL('../../../../examples/heritage/documents', import.meta.url))

/** The heritage project's roles, menus and kruds: everything permissions are built from. */
export function heritagePermissionDocuments(): TamgaDocument[] {
  return ['roles', 'menus', 'kruds'].flatMap((folder) =>
    readdirSync(join(heritageDocuments, folder))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(readFileSync(join(heritageDocuments, folder, file), 'utf8')) as TamgaDocument),
  )
}
