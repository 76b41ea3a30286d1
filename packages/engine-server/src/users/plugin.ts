import { join } from 'node:path'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { checkPasswordConfirmation, PROFILE_IMAGE_MAX_BYTES } from '@tamga/schema'
import type { Kysely } from 'kysely'
import Type from 'typebox'
import { hashPassword, verifyPassword } from '../auth/passwordHash.ts'
import type { SessionRevocations } from '../auth/sessionRevocations.ts'
import type { TamgaConfig } from '../config.ts'
import type { TamgaDatabase } from '../db/database.ts'
import type { SystemDatabase } from '../db/tables.ts'
import type { DocumentStore } from '../documents/store.ts'
import { domainPlugin } from '../http/domainPlugin.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { ANYONE, adminOf, SIGNED_IN } from '../http/routeAudience.ts'
import type { Messengers } from '../notifications/messengers.ts'
import { createLocalFileStorage, type FileStorage } from '../storage/fileStorage.ts'
import {
  checkLogin,
  fieldIssue,
  normalizedPersonalFields,
  passwordIssues,
  personalFieldIssues,
  refuseIssues,
  unknownRoleIssues,
} from './fieldRules.ts'
import { requireRequestedWith, requireSignedIn, requireSuperAdminFor, requireUsersAdmin } from './guard.ts'
import {
  assertUnique,
  findUser,
  getUser,
  listUsers,
  passwordHashOf,
  replaceExtraRoles,
  revokeSessions,
  withUniqueUsers,
} from './queries.ts'
import {
  APPLICANT_ROLE_ID,
  checkRegistrationLimit,
  countRegistration,
  type RegistrationOptions,
  readRegistration,
  registerUser,
} from './registration.ts'
import { tellAdministratorsOfRegistration, tellRegistrantConfirmed } from './registrationNotices.ts'
import {
  ChangePasswordSchema,
  DoneResponseSchema,
  ProfilePatchSchema,
  RegisteredResponseSchema,
  UserCreateSchema,
  UserIdParamsSchema,
  UserListQuerySchema,
  UserListResponseSchema,
  UserPatchSchema,
  UserResponseSchema,
} from './schemas.ts'

/** Options of {@link usersPlugin}. */
export interface UsersPluginOptions {
  /** `dataDir`: uploads go to `<DATA_DIR>/uploads` unless `storage` is given. */
  config: Pick<TamgaConfig, 'dataDir'>
  /** Without a database the server has no users, and these routes are not added. */
  database?: TamgaDatabase | undefined
  /** The project's documents: role documents say which role ids exist. */
  store: DocumentStore
  /** Where uploaded files' bytes go. @default a local folder, `<DATA_DIR>/uploads` */
  storage?: FileStorage | undefined
  /** The registrants' role and the per-address limit. */
  registration?: RegistrationOptions | undefined
  /**
   * Where ended sessions are told (a password or role change, a deactivation, a deletion), so
   * that every instance closes their open subscriptions and notification streams. @default none
   */
  revocations?: SessionRevocations | undefined
  /**
   * Where registrations are told: the administrators of a new one, the applicant of its
   * confirmation. @default nobody is told
   */
  messengers?: Messengers | undefined
}

// Spec 8.3's success notice for a registration.
const REGISTERED = {
  msg: 'Амжилттай бүртгүүллээ: админ баталгаажуулсны дараа нэвтэрнэ үү',
  enMsg: 'Registered successfully: you can sign in once an administrator confirms your registration',
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Registration (`POST /auth/register`), the users administration (`/users…`, admin area
 * `users`), one's own profile (`/profile`, `/change-password`) and reading an upload
 * (`/uploads/:id`). Every route checks its caller on the server before reading the body.
 */
const usersRoutes: FastifyPluginAsyncTypebox<UsersPluginOptions> = async (app, options) => {
  if (options.database === undefined) return
  const { store, revocations } = options
  const storage = options.storage ?? createLocalFileStorage(join(options.config.dataDir, 'uploads'))
  const db: Kysely<SystemDatabase> = options.database.db
  const registrationRoleId = options.registration?.roleId ?? APPLICANT_ROLE_ID
  const limitPerAddress = options.registration?.limitPerAddress ?? 5
  const windowMinutes = options.registration?.windowMinutes ?? 60
  const { messengers } = options
  const mailing = new Set<Promise<void>>()
  app.addHook('onClose', async () => {
    await Promise.allSettled([...mailing])
  })
  /** Tells people after the change committed; a notice that fails is logged, the answer stands. */
  const tell = async (notice: (messengers: Messengers) => Promise<{ mailed: Promise<void> }>) => {
    if (messengers === undefined) return
    try {
      const { mailed } = await notice(messengers)
      mailing.add(mailed)
      void mailed.finally(() => mailing.delete(mailed))
    } catch (error) {
      app.log.error({ err: error }, 'a registration notice could not be stored')
    }
  }

  // Only these routes read multipart bodies; the part limits stop a large upload early.
  await app.register(multipart, {
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 2, fields: 20, fieldSize: 4096, parts: 24 },
  })

  app.addHook('onRequest', async (request) => {
    if (STATE_CHANGING.has(request.method)) requireRequestedWith(request)
  })

  const tags = ['users']

  app.post(
    '/auth/register',
    {
      config: { audience: ANYONE },
      // The image is at most 1 MiB; the fields and multipart framing need a little more.
      bodyLimit: PROFILE_IMAGE_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['auth'],
        summary: 'Registers an applicant (the agent wizard, spec 2.8)',
        description:
          'Public. multipart/form-data with the text fields first_name, last_name, birthday, gender, register_no, email, phone, password, password_confirmation and an optional `image` file (PNG, JPEG, GIF or WebP by content, at most 1 MiB); or the same fields as JSON without an image. The login is the e-mail address; the user is not confirmed until an administrator confirms.',
        response: { 201: RegisteredResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async function postAuthRegister(request, reply) {
      await checkRegistrationLimit(db, request.ip, limitPerAddress, windowMinutes)
      const registration = await readRegistration(request)
      const user = await registerUser({ db, storage, roleId: registrationRoleId, registration })
      await countRegistration(db, request.ip, windowMinutes)
      await tell((to) => tellAdministratorsOfRegistration(to, user))
      return reply.code(201).send({ status: true as const, user, ...REGISTERED })
    },
  )

  app.get(
    '/users',
    {
      config: { audience: adminOf('users') },
      schema: {
        tags,
        summary: 'Users: search and paging',
        querystring: UserListQuerySchema,
        response: { 200: UserListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async function getUsers(request) {
      const { search, confirmed, page, page_size } = request.query
      const found = await listUsers(db, { state: 'live', search, confirmed, page, pageSize: page_size })
      return { status: true as const, ...found, page, page_size }
    },
  )

  app.get(
    '/users/deleted',
    {
      config: { audience: adminOf('users') },
      schema: {
        tags,
        summary: 'Deleted users: search and paging',
        querystring: UserListQuerySchema,
        response: { 200: UserListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async function getUsersDeleted(request) {
      const { search, confirmed, page, page_size } = request.query
      const found = await listUsers(db, { state: 'deleted', search, confirmed, page, pageSize: page_size })
      return { status: true as const, ...found, page, page_size }
    },
  )

  app.get(
    '/users/:id',
    {
      config: { audience: adminOf('users') },
      schema: {
        tags,
        summary: 'One live user',
        params: UserIdParamsSchema,
        response: { 200: UserResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async function getUsersById(request) {
      return { status: true as const, user: await getUser(db, request.params.id) }
    },
  )

  app.post(
    '/users',
    {
      config: { audience: adminOf('users') },
      schema: {
        tags,
        summary: 'Creates a user',
        body: UserCreateSchema,
        response: { 201: UserResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async function postUsers(request, reply) {
      const body = normalizedPersonalFields(request.body)
      requireSuperAdminFor(requireSignedIn(request), body)
      refuseIssues([
        ...fieldIssue('login', checkLogin(body.login)),
        ...passwordIssues('password', body.password),
        ...personalFieldIssues(body),
        ...(await unknownRoleIssues(store, body)),
      ])
      await assertUnique(db, { login: body.login, email: body.email })
      const { password, extra_role_ids, ...fields } = body
      const passwordHash = await hashPassword(password)
      const id = await withUniqueUsers(() =>
        db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('tamga_user')
            .values({ ...fields, password_hash: passwordHash })
            .returning('id')
            .executeTakeFirstOrThrow()
          await replaceExtraRoles(trx, row.id, fields.role_id, extra_role_ids ?? [])
          return row.id
        }),
      )
      return reply.code(201).send({ status: true as const, user: await getUser(db, id) })
    },
  )

  app.patch(
    '/users/:id',
    {
      config: { audience: adminOf('users') },
      schema: {
        tags,
        summary: 'Changes the fields sent of a user',
        description:
          'Changing the role or extra roles, setting a password, or unconfirming the user ends the user’s sessions.',
        params: UserIdParamsSchema,
        body: UserPatchSchema,
        response: { 200: UserResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async function patchUsersById(request) {
      const { id } = request.params
      const body = normalizedPersonalFields(request.body)
      refuseIssues([
        ...(body.login === undefined ? [] : fieldIssue('login', checkLogin(body.login))),
        ...(body.password === undefined ? [] : passwordIssues('password', body.password)),
        ...personalFieldIssues(body),
        ...(await unknownRoleIssues(store, body)),
      ])
      const current = await getUser(db, id)
      requireSuperAdminFor(requireSignedIn(request), current, body)
      await assertUnique(db, { login: body.login, email: body.email }, id)
      const { password, extra_role_ids, ...fields } = body
      const passwordHash = password === undefined ? undefined : await hashPassword(password)
      const mainRoleId = fields.role_id ?? current.role_id
      // A session acts as a role it was given at sign-in: after a change of roles or password
      // the user signs in again; an unconfirmed (deactivated) user signs in again once confirmed.
      const endsSessions =
        passwordHash !== undefined ||
        fields.role_id !== undefined ||
        extra_role_ids !== undefined ||
        fields.confirmed === false
      await withUniqueUsers(() =>
        db.transaction().execute(async (trx) => {
          await trx
            .updateTable('tamga_user')
            .set({
              ...fields,
              ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
              updated_at: new Date(),
            })
            .where('id', '=', id)
            .where('deleted_at', 'is', null)
            .execute()
          if (extra_role_ids !== undefined || fields.role_id !== undefined) {
            await replaceExtraRoles(trx, id, mainRoleId, extra_role_ids ?? current.extra_role_ids)
          }
          if (endsSessions) await revokeSessions(trx, id)
        }),
      )
      // Told once committed, so no instance hears of it while the sessions still stand.
      if (endsSessions) revocations?.publish({ userId: id })
      const user = await getUser(db, id)
      if (fields.confirmed === true && !current.confirmed) await tell((to) => tellRegistrantConfirmed(to, user))
      return { status: true as const, user }
    },
  )

  app.delete(
    '/users/:id',
    {
      config: { audience: adminOf('users') },
      schema: {
        tags,
        summary: 'Deletes a user (soft: restorable) and ends their sessions',
        params: UserIdParamsSchema,
        response: { 200: DoneResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async function deleteUsersById(request) {
      const auth = requireSignedIn(request)
      const { id } = request.params
      if (id === auth.userId) throw tamgaError('USER_DELETE_SELF')
      requireSuperAdminFor(auth, await getUser(db, id))
      await db.transaction().execute(async (trx) => {
        const deleted = await trx
          .updateTable('tamga_user')
          .set({ deleted_at: new Date(), updated_at: new Date() })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
        if (deleted.numUpdatedRows === 0n) throw tamgaError('USER_NOT_FOUND')
        await revokeSessions(trx, id)
      })
      revocations?.publish({ userId: id })
      return { status: true as const }
    },
  )

  app.post(
    '/users/:id/restore',
    {
      config: { audience: adminOf('users') },
      schema: {
        tags,
        summary: 'Restores a deleted user',
        description: '409 USER_EXISTS when a live account took the login or e-mail address meanwhile.',
        params: UserIdParamsSchema,
        response: { 200: UserResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async function postUsersByIdRestore(request) {
      const { id } = request.params
      const deleted = await getUser(db, id, 'deleted')
      requireSuperAdminFor(requireSignedIn(request), deleted)
      await assertUnique(db, { login: deleted.login, email: deleted.email }, id)
      await withUniqueUsers(() =>
        db
          .updateTable('tamga_user')
          .set({ deleted_at: null, updated_at: new Date() })
          .where('id', '=', id)
          .where('deleted_at', 'is not', null)
          .execute(),
      )
      return { status: true as const, user: await getUser(db, id) }
    },
  )

  app.delete(
    '/users/:id/permanent',
    {
      config: { audience: adminOf('users') },
      schema: {
        tags,
        summary: 'Removes a deleted user for good',
        description: 'Only a user in the deleted list: 404 USER_NOT_FOUND for a live one.',
        params: UserIdParamsSchema,
        response: { 200: DoneResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async function deleteUsersByIdPermanent(request) {
      const { id } = request.params
      const found = await findUser(db, id, 'deleted')
      if (found !== undefined) requireSuperAdminFor(requireSignedIn(request), found)
      const storageKeys = await db.transaction().execute(async (trx) => {
        const uploads = await trx
          .deleteFrom('tamga_upload')
          .where('owner_id', '=', id)
          .returning('storage_key')
          .execute()
        const removed = await trx
          .deleteFrom('tamga_user')
          .where('id', '=', id)
          .where('deleted_at', 'is not', null)
          .executeTakeFirst()
        // Thrown inside the transaction, so the uploads of a live user stay.
        if (removed.numDeletedRows === 0n) throw tamgaError('USER_NOT_FOUND')
        return uploads.map((upload) => upload.storage_key)
      })
      // The bytes go once the rows are gone: a failure here leaves files, never dangling rows.
      for (const key of storageKeys) await storage.remove(key)
      return { status: true as const }
    },
  )

  app.post(
    '/users/:id/confirm',
    {
      config: { audience: adminOf('users') },
      schema: {
        tags,
        summary: 'Confirms a user’s registration (spec 4.8)',
        params: UserIdParamsSchema,
        response: { 200: UserResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async function postUsersByIdConfirm(request) {
      const { id } = request.params
      requireSuperAdminFor(requireSignedIn(request), await getUser(db, id))
      // Only the request that confirms it tells the applicant: confirming again changes nothing.
      const confirmedNow = await db
        .updateTable('tamga_user')
        .set({ confirmed: true, updated_at: new Date() })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .where('confirmed', '=', false)
        .returning('id')
        .executeTakeFirst()
      const user = await getUser(db, id)
      if (confirmedNow !== undefined) await tell((to) => tellRegistrantConfirmed(to, user))
      return { status: true as const, user }
    },
  )

  app.get(
    '/profile',
    {
      config: { audience: SIGNED_IN },
      schema: { tags, summary: 'The caller’s own account', response: { 200: UserResponseSchema, ...ERROR_RESPONSES } },
    },
    async function getProfile(request) {
      return { status: true as const, user: await getUser(db, requireSignedIn(request).userId) }
    },
  )

  app.patch(
    '/profile',
    {
      config: { audience: SIGNED_IN },
      schema: {
        tags,
        summary: 'Changes the caller’s own fields',
        description: 'Personal fields only: the login, role and confirmation are not the caller’s to change.',
        body: ProfilePatchSchema,
        response: { 200: UserResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async function patchProfile(request) {
      const { userId } = requireSignedIn(request)
      const body = normalizedPersonalFields(request.body)
      refuseIssues(personalFieldIssues(body))
      await assertUnique(db, { email: body.email }, userId)
      await withUniqueUsers(() =>
        db
          .updateTable('tamga_user')
          .set({ ...body, updated_at: new Date() })
          .where('id', '=', userId)
          .where('deleted_at', 'is', null)
          .execute(),
      )
      return { status: true as const, user: await getUser(db, userId) }
    },
  )

  app.post(
    '/change-password',
    {
      config: { audience: SIGNED_IN },
      schema: {
        tags,
        summary: 'Changes the caller’s password',
        description: 'Needs the current password; ends the caller’s other sessions.',
        body: ChangePasswordSchema,
        response: { 200: DoneResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async function postChangePassword(request) {
      const auth = requireSignedIn(request)
      const { current_password, password, password_confirmation } = request.body
      const hash = await passwordHashOf(db, auth.userId)
      if (hash === undefined) throw tamgaError('USER_NOT_FOUND')
      if (current_password === '' || !(await verifyPassword(hash, current_password))) {
        throw tamgaError('CURRENT_PASSWORD_WRONG')
      }
      refuseIssues([
        ...passwordIssues('password', password),
        ...(password === password_confirmation
          ? []
          : fieldIssue('password_confirmation', checkPasswordConfirmation(password, password_confirmation))),
      ])
      const passwordHash = await hashPassword(password)
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('tamga_user')
          .set({ password_hash: passwordHash, updated_at: new Date() })
          .where('id', '=', auth.userId)
          .execute()
        await revokeSessions(trx, auth.userId, auth.sessionId)
      })
      revocations?.publish({ userId: auth.userId, keptSessionId: auth.sessionId })
      return { status: true as const }
    },
  )

  app.get(
    '/uploads/:id',
    {
      config: { audience: SIGNED_IN },
      schema: {
        tags,
        summary: 'An uploaded file’s bytes',
        description: 'For its owner and for users administrators.',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
      },
    },
    async function getUploadsById(request, reply) {
      const auth = requireSignedIn(request)
      const upload = await db
        .selectFrom('tamga_upload')
        .select(['owner_id', 'media_type', 'storage_key'])
        .where('id', '=', request.params.id)
        .executeTakeFirst()
      if (upload === undefined) throw tamgaError('NOT_FOUND')
      if (upload.owner_id !== auth.userId) await requireUsersAdmin(request)
      const bytes = await storage.get(upload.storage_key)
      if (bytes === undefined) throw tamgaError('NOT_FOUND')
      return reply
        .header('content-type', upload.media_type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(bytes)
    },
  )
}

/** {@link usersRoutes} as the plugin `tamga-users`. */
export const usersPlugin = domainPlugin('users', { caller: true, authorizer: true }, usersRoutes)
