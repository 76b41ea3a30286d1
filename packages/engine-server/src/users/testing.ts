// Test-only helpers for the users endpoints: a server with just this domain, whose caller is
// named by the `x-test-user` header (a user id) instead of a session. Never used outside tests.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { roleKind } from '@tamga/schema'
import Fastify from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import type { TamgaApp } from '../app.ts'
import { signedInUser } from '../auth/context.ts'
import type { TamgaDatabase } from '../db/database.ts'
import { errorHandler } from '../http/errorHandler.ts'
import { guardRouteAudiences } from '../http/routeAudience.ts'
import { MemoryDocumentStore } from '../http/testing.ts'
import { createValidatorCompiler } from '../http/validation.ts'
import { permissionsPlugin } from '../permissions/index.ts'
import { createLocalFileStorage, type FileStorage } from '../storage/fileStorage.ts'
import { usersPlugin } from './plugin.ts'
import type { RegistrationOptions } from './registration.ts'

/** The header that names the caller in tests. */
export const TEST_USER_HEADER = 'x-test-user'

/** A store with role documents 1 (super admin) to 5 (applicant), as the heritage project has. */
export function rolesStore(): MemoryDocumentStore {
  const names = ['super-admin', 'sysadmin', 'staff', 'council', 'applicant']
  return new MemoryDocumentStore(names.map((name, index) => ({ ...roleKind.example, name, id: index + 1 })))
}

/** A fresh upload folder for a describe block, removed after it. */
export function useTemporaryStorage(): () => { root: string; storage: FileStorage } {
  let root: string | undefined
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tamga-uploads-'))
  })
  afterAll(async () => {
    if (root !== undefined) await rm(root, { recursive: true, force: true })
  })
  return () => {
    if (root === undefined) throw new Error('the upload folder is made before the tests run')
    return { root, storage: createLocalFileStorage(root) }
  }
}

/** What {@link usersTestServer} builds on. */
export interface UsersTestServerOptions {
  database: TamgaDatabase
  storage: FileStorage
  registration?: RegistrationOptions
}

/**
 * A server with only the users plugin, as `buildApp` configures one (validator, error
 * handler). The caller is the live user whose id `x-test-user` carries, acting as their main
 * role; without the header the request is anonymous.
 */
export async function usersTestServer(options: UsersTestServerOptions): Promise<TamgaApp> {
  const app: TamgaApp = Fastify({ logger: false }).withTypeProvider()
  app.setValidatorCompiler(createValidatorCompiler())
  app.setErrorHandler(errorHandler)
  app.decorateRequest('auth', null)
  app.addHook('onRequest', async (request) => {
    const header = request.headers[TEST_USER_HEADER]
    if (typeof header !== 'string') return
    const user = await options.database.db
      .selectFrom('tamga_user')
      .select(['id', 'login', 'first_name', 'last_name', 'email', 'role_id'])
      .where('id', '=', Number(header))
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
    if (user === undefined) return
    request.auth = { ...signedInUser(user, [user.role_id]), sessionId: '00000000-0000-4000-8000-000000000000' }
  })
  const store = rolesStore()
  await app.register(permissionsPlugin, { store })
  // As in the app: the users routes' audiences are held by the one hook.
  guardRouteAudiences(app)
  await app.register(usersPlugin, {
    config: { dataDir: '/nonexistent-tamga-test' },
    database: options.database,
    store,
    storage: options.storage,
    ...(options.registration === undefined ? {} : { registration: options.registration }),
  })
  await app.ready()
  return app
}

/** A `multipart/form-data` body of text fields and files, for `app.inject`. */
export function multipartBody(
  fields: Readonly<Record<string, string>>,
  files: ReadonlyArray<{ field: string; fileName: string; type: string; bytes: Uint8Array }> = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tamga${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-requested-with': 'XMLHttpRequest' },
  }
}

/** A 1×1 PNG image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** {@link TINY_PNG} followed by zeros up to `size` bytes: still a PNG by its content. */
export function pngOfSize(size: number): Buffer {
  return Buffer.concat([TINY_PNG, Buffer.alloc(size - TINY_PNG.byteLength)])
}
