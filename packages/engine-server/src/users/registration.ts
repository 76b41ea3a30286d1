// `POST /auth/register`: the agent wizard's five steps (spec 2.8, 5) in one request.
import type { MultipartFile } from '@fastify/multipart'
import {
  checkRegistration,
  type DocumentIssue,
  issue,
  normalizeRegisterNo,
  PROFILE_IMAGE_MAX_BYTES,
  pointer,
  REGISTRATION_FIELDS,
  type RegistrationInput,
} from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { hashPassword } from '../auth/passwordHash.ts'
import type { SystemDatabase } from '../db/tables.ts'
import { addressLimitReached, countForAddress } from '../http/addressLimit.ts'
import { tamgaError } from '../http/errors.ts'
import type { FileStorage } from '../storage/fileStorage.ts'
import { type DetectedImage, detectImage } from '../storage/imageCheck.ts'
import { saveUpload } from '../storage/uploads.ts'
import { assertUnique, getUser, withUniqueUsers } from './queries.ts'
import type { UserView } from './schemas.ts'

/** The role a new registrant gets: the heritage project's applicant (spec 6 names no other). */
export const APPLICANT_ROLE_ID = 5

/** How registrations are limited and who registrants become. */
export interface RegistrationOptions {
  /** The role of a new registrant. @default 5 (applicant) */
  roleId?: number
  /** Successful registrations one address may send per window. @default 5 */
  limitPerAddress?: number
  /** The window of {@link limitPerAddress}, in minutes. @default 60 */
  windowMinutes?: number
}

/** A profile image as received. */
export interface ReceivedImage {
  fileName: string
  bytes: Buffer
}

/** The wizard's fields and its image, as read from the request. */
export interface RegistrationRequest {
  input: RegistrationInput
  image: ReceivedImage | undefined
}

/** The multipart field that carries the profile image. */
export const IMAGE_FIELD = 'image'

const FIELD_NAMES: ReadonlySet<string> = new Set(REGISTRATION_FIELDS)

const unknownField = (name: string): DocumentIssue =>
  issue(pointer(name), 'unknown-field', {
    mn_MN: `"${name}" гэсэн талбар бүртгэлд байхгүй`,
    en_US: `"${name}" is not a field of the registration`,
  })

/** The wizard's fields from name → value pairs: each known field once, as text, every other refused. */
function registrationInput(values: ReadonlyArray<readonly [string, unknown]>): RegistrationInput {
  const issues: DocumentIssue[] = []
  const found = new Map<string, string>()
  for (const [name, value] of values) {
    if (!FIELD_NAMES.has(name)) issues.push(unknownField(name))
    else if (found.has(name)) {
      issues.push(
        issue(pointer(name), 'duplicate-field', {
          mn_MN: `"${name}" талбар нэгээс олон удаа ирсэн`,
          en_US: `"${name}" was sent more than once`,
        }),
      )
    } else if (typeof value !== 'string') {
      issues.push(issue(pointer(name), 'type', { mn_MN: 'текст байх ёстой', en_US: 'must be text' }))
    } else found.set(name, value)
  }
  if (issues.length > 0) throw tamgaError('VALIDATION_FAILED', { issues, in: 'body' })
  const text = (name: keyof RegistrationInput) => found.get(name) ?? ''
  return {
    first_name: text('first_name'),
    last_name: text('last_name'),
    birthday: text('birthday'),
    gender: text('gender'),
    register_no: text('register_no'),
    email: text('email'),
    phone: text('phone'),
    password: text('password'),
    password_confirmation: text('password_confirmation'),
  }
}

const isFileTooLarge = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE'

async function readImage(part: MultipartFile): Promise<ReceivedImage | undefined> {
  let bytes: Buffer
  try {
    bytes = await part.toBuffer()
  } catch (error) {
    if (isFileTooLarge(error)) throw tamgaError('IMAGE_TOO_LARGE', { cause: error })
    throw error
  }
  // A browser sends an empty, nameless part when no file was chosen.
  if (bytes.byteLength === 0 && part.filename === '') return undefined
  return { fileName: part.filename, bytes }
}

/**
 * Reads a registration: `multipart/form-data` with the wizard's fields as text parts and the
 * profile image as the `image` file part, or JSON with the fields only (no image).
 */
export async function readRegistration(request: FastifyRequest): Promise<RegistrationRequest> {
  if (!request.isMultipart()) {
    const body: unknown = request.body
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw tamgaError('VALIDATION_FAILED', {
        in: 'body',
        issues: [issue('', 'type', { mn_MN: 'объект байх ёстой', en_US: 'must be an object' })],
      })
    }
    return { input: registrationInput(Object.entries(body)), image: undefined }
  }
  const values: Array<readonly [string, unknown]> = []
  let image: ReceivedImage | undefined
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== IMAGE_FIELD || image !== undefined) {
        // Drained so the request can finish; its name is reported.
        await part.toBuffer().catch(() => undefined)
        values.push([part.fieldname, undefined])
        continue
      }
      image = await readImage(part)
    } else {
      values.push([part.fieldname, part.value])
    }
  }
  return { input: registrationInput(values), image }
}

/** The profile image's type from its content: 415 `NOT_AN_IMAGE` unless PNG, JPEG, GIF or WebP; 413 over 1 MiB. */
export async function checkProfileImage(image: ReceivedImage): Promise<DetectedImage> {
  if (image.bytes.byteLength > PROFILE_IMAGE_MAX_BYTES) throw tamgaError('IMAGE_TOO_LARGE')
  const detected = await detectImage(image.bytes)
  if (detected === undefined) throw tamgaError('NOT_AN_IMAGE')
  return detected
}

const rateKey = (address: string) => `register:${address}`

/** 429 `REGISTRATION_LIMITED` when the address has registered its limit within the window. */
export async function checkRegistrationLimit(
  db: Kysely<SystemDatabase>,
  address: string,
  limit: number,
  windowMinutes: number,
): Promise<void> {
  if (await addressLimitReached(db, rateKey(address), limit, windowMinutes)) throw tamgaError('REGISTRATION_LIMITED')
}

/**
 * Counts one registration from the address in `tamga_login_attempt` (key `register:<address>`),
 * starting a new window when the last one is over; kept in the database so every instance counts.
 */
export async function countRegistration(
  db: Kysely<SystemDatabase>,
  address: string,
  windowMinutes: number,
): Promise<void> {
  await countForAddress(db, rateKey(address), windowMinutes)
}

/** What {@link registerUser} needs. */
export interface RegisterUserOptions {
  db: Kysely<SystemDatabase>
  storage: FileStorage
  roleId: number
  registration: RegistrationRequest
}

/**
 * Checks every rule and creates the registrant: login = e-mail address, the given role,
 * `confirmed: false`, and the profile image stored through the file storage and `tamga_upload`.
 * The user and the upload row are written in one transaction; the image's bytes are removed
 * again when it fails.
 */
export async function registerUser(options: RegisterUserOptions): Promise<UserView> {
  const { db, storage, roleId } = options
  const { input, image } = options.registration
  const issues = checkRegistration(input)
  if (issues.length > 0) throw tamgaError('VALIDATION_FAILED', { issues, in: 'body' })
  const detected = image === undefined ? undefined : await checkProfileImage(image)
  await assertUnique(db, { login: input.email, email: input.email })
  const passwordHash = await hashPassword(input.password)
  let storedKey: string | undefined
  let id: number
  try {
    id = await withUniqueUsers(() =>
      db.transaction().execute(async (trx) => {
        const user = await trx
          .insertInto('tamga_user')
          .values({
            login: input.email,
            email: input.email,
            password_hash: passwordHash,
            first_name: input.first_name,
            last_name: input.last_name,
            birthday: input.birthday,
            gender: input.gender === 'men' ? 'men' : 'women',
            register_no: normalizeRegisterNo(input.register_no),
            phone: input.phone,
            role_id: roleId,
            confirmed: false,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        if (image !== undefined && detected !== undefined) {
          const upload = await saveUpload(trx, storage, {
            ownerId: user.id,
            fileName: image.fileName,
            mediaType: detected.mediaType,
            extension: detected.extension,
            bytes: image.bytes,
          })
          storedKey = upload.storageKey
          await trx.updateTable('tamga_user').set({ image: upload.id }).where('id', '=', user.id).execute()
        }
        return user.id
      }),
    )
  } catch (error) {
    if (storedKey !== undefined) await storage.remove(storedKey)
    throw error
  }
  return getUser(db, id)
}
