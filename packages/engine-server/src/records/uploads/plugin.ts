import { join } from 'node:path'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { type DocumentIssue, effectiveColumns, type FormDocument, issue, type ModelDocument } from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import Type from 'typebox'
import type { TamgaConfig } from '../../config.ts'
import type { TamgaDatabase } from '../../db/database.ts'
import type { DocumentStore } from '../../documents/store.ts'
import { domainPlugin } from '../../http/domainPlugin.ts'
import { ERROR_RESPONSES, type TamgaError, tamgaError } from '../../http/errors.ts'
import { grantedOn } from '../../http/routeAudience.ts'
import { requirePermission } from '../../permissions/requirePermission.ts'
import type { PermissionTarget } from '../../permissions/types.ts'
import { compileRead } from '../../reads/compileRead.ts'
import { grantAccess } from '../../reads/readAccess.ts'
import { createLocalFileStorage, type FileStorage } from '../../storage/fileStorage.ts'
import { detectImage } from '../../storage/imageCheck.ts'
import { saveUpload } from '../../storage/uploads.ts'
import { type CatalogueReader, createCatalogueReader, krudWithModel } from '../catalogue.ts'
import {
  contentDisposition,
  DEFAULT_UPLOAD_CEILINGS,
  detectUploadType,
  takesUploads,
  type UploadCeilings,
  type UploadRules,
  type UploadTarget,
  type UploadType,
  uploadFileName,
  uploadRules,
} from './uploadType.ts'

/** Options of {@link recordUploadsPlugin}. */
export interface RecordUploadsPluginOptions {
  /** `dataDir`: the bytes go to `<DATA_DIR>/uploads` unless `storage` is given. */
  config: Pick<TamgaConfig, 'dataDir'>
  store: DocumentStore
  database: TamgaDatabase
  /** Where uploaded files' bytes go. @default a local folder, `<DATA_DIR>/uploads` */
  storage?: FileStorage | undefined
  /** The documents per version; one reader may be shared with the records plugin. */
  catalogue?: CatalogueReader | undefined
  /** The server's limits for fields whose document says none. @default {@link DEFAULT_UPLOAD_CEILINGS} */
  ceilings?: Partial<UploadCeilings> | undefined
}

const KRUD_PATTERN = '^[a-z0-9][a-z0-9_-]*$'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// Room for one part's headers and boundary; a request longer than its files and this is refused unread.
const PART_OVERHEAD_BYTES = 16 * 1024
// Browsers send a few text parts beside the files at most; they are read and ignored.
const TEXT_PARTS = 8

const UploadedFileSchema = Type.Object({
  id: Type.String({ format: 'uuid', description: 'What the form stores in the field’s column.' }),
  name: Type.String({ description: 'The name the file came with.' }),
  mediaType: Type.String({
    description: 'The type its content shows (`file-type`), never the one the browser claimed.',
  }),
  size: Type.Integer({ description: 'Bytes.' }),
  url: Type.String({ description: 'Where whoever may read the krud reads it.' }),
})

const UploadAnswerSchema = Type.Object({ status: Type.Literal(true), files: Type.Array(UploadedFileSchema) })

const sizeText = (bytes: number): string =>
  bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.floor(bytes / 1024)} KB`

const fileIssue = (index: number, code: string, mn: string, en: string): DocumentIssue =>
  issue(`/files/${index}`, code, { mn_MN: mn, en_US: en })

function fileTooLarge(index: number, fileName: string, maxBytes: number): TamgaError {
  const mn = `"${fileName}" файлын хэмжээ ${sizeText(maxBytes)}-аас хэтрэхгүй байх ёстой`
  const en = `The file "${fileName}" must be at most ${sizeText(maxBytes)}`
  return tamgaError('BODY_TOO_LARGE', {
    in: 'body',
    issues: [fileIssue(index, 'maxSize', mn, en)],
    messages: { mn_MN: mn, en_US: en },
  })
}

function requestTooLarge(rules: UploadRules): TamgaError {
  const count = rules.maxCount === 1 ? '' : `${rules.maxCount} `
  return tamgaError('BODY_TOO_LARGE', {
    messages: {
      mn_MN: `Илгээсэн өгөгдөл хэт том байна: энэ талбарт ${count}файл, тус бүр ${sizeText(rules.maxBytes)} хүртэл`,
      en_US: `The request is too large: this field takes ${count === '' ? 'one file' : `${count}files`} of at most ${sizeText(rules.maxBytes)}${count === '' ? '' : ' each'}`,
    },
  })
}

async function typeRefused(
  index: number,
  fileName: string,
  bytes: Uint8Array,
  rules: UploadRules,
): Promise<TamgaError> {
  // Spec 5's "only images" for an image field given something that is no image at all.
  if (rules.widget === 'image' && (await detectImage(bytes)) === undefined) {
    return tamgaError('NOT_AN_IMAGE', {
      in: 'body',
      issues: [fileIssue(index, 'fileType', `"${fileName}" зураг биш байна`, `"${fileName}" is not an image`)],
    })
  }
  const list = rules.accept?.join(', ')
  const mn = `"${fileName}" файлын төрлийг хүлээн авахгүй${list === undefined ? '' : `: зөвхөн ${list}`}`
  const en = `The file "${fileName}" is not of a type this field takes${list === undefined ? '' : `: only ${list}`}`
  return tamgaError('UNSUPPORTED_MEDIA_TYPE', {
    in: 'body',
    issues: [fileIssue(index, 'fileType', mn, en)],
    messages: { mn_MN: mn, en_US: en },
  })
}

function tooManyFiles(maxCount: number): TamgaError {
  const mn = `Нэг удаад ${maxCount}-аас олон файл илгээх боломжгүй`
  const en = `At most ${maxCount} file${maxCount === 1 ? '' : 's'} can be sent at once`
  return tamgaError('VALIDATION_FAILED', {
    in: 'body',
    issues: [issue('/files', 'maxItems', { mn_MN: mn, en_US: en }, { limit: maxCount })],
    messages: { mn_MN: mn, en_US: en },
  })
}

const noFiles = (): TamgaError =>
  tamgaError('VALIDATION_FAILED', {
    in: 'body',
    issues: [issue('/files', 'minItems', { mn_MN: 'Файл сонгоно уу', en_US: 'Choose a file to upload' })],
  })

const notMultipart = (): TamgaError =>
  tamgaError('UNSUPPORTED_MEDIA_TYPE', {
    messages: {
      mn_MN: 'Файлыг multipart/form-data хэлбэрээр илгээнэ үү',
      en_US: 'Send the files as multipart/form-data',
    },
  })

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined

/** The catalogue's answer to a multipart parser's failure; undefined when it is not one. */
function multipartFailure(error: unknown, rules: UploadRules, index: number, fileName: string): TamgaError | undefined {
  switch (codeOf(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(index, fileName, rules.maxBytes)
    case 'FST_FILES_LIMIT':
      return tooManyFiles(rules.maxCount)
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return tamgaError('BODY_TOO_LARGE', { cause: error })
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return notMultipart()
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return tamgaError('BAD_REQUEST', { cause: error })
  }
  // busboy's own words for a body that is not well-formed multipart.
  if (error instanceof Error && /multipart|part|boundary/i.test(error.message) && codeOf(error) === undefined) {
    return tamgaError('BAD_REQUEST', { cause: error })
  }
  return undefined
}

/** A file as received and checked, not yet stored. */
interface ReceivedFile extends UploadType {
  fileName: string
  bytes: Buffer
}

/**
 * Reads the request's files one by one within the field's limits, each checked by content as it
 * arrives. The first refusal is thrown once the rest of the body is drained (so the client reads
 * the answer), and nothing is kept: a refused request stores nothing.
 */
async function receiveFiles(request: FastifyRequest, rules: UploadRules): Promise<ReceivedFile[]> {
  if (!request.isMultipart()) throw notMultipart()
  const limits = {
    fileSize: rules.maxBytes,
    files: rules.maxCount,
    fields: TEXT_PARTS,
    fieldSize: 1024,
    parts: rules.maxCount + TEXT_PARTS,
  }
  const received: ReceivedFile[] = []
  let refusal: TamgaError | undefined
  let index = -1
  let fileName = ''
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') continue
      index += 1
      fileName = uploadFileName(part.filename)
      if (refusal !== undefined) {
        await part.toBuffer().catch(() => undefined)
        continue
      }
      let bytes: Buffer
      try {
        bytes = await part.toBuffer()
      } catch (error) {
        refusal = multipartFailure(error, rules, index, fileName)
        if (refusal === undefined) throw error
        continue
      }
      // A browser sends an empty, nameless part when no file was chosen.
      if (bytes.byteLength === 0 && part.filename === '') {
        index -= 1
        continue
      }
      if (bytes.byteLength === 0) {
        refusal = tamgaError('VALIDATION_FAILED', {
          in: 'body',
          issues: [fileIssue(index, 'empty', `"${fileName}" файл хоосон байна`, `The file "${fileName}" is empty`)],
        })
        continue
      }
      const type = await detectUploadType(bytes, fileName, rules)
      if (type === undefined) refusal = await typeRefused(index, fileName, bytes, rules)
      else received.push({ ...type, fileName, bytes })
    }
  } catch (error) {
    // A limit the parser reports at the end (a file cut short, one file too many) still refuses.
    refusal ??= multipartFailure(error, rules, index, fileName)
    if (refusal === undefined) throw error
  }
  if (refusal !== undefined) throw refusal
  if (received.length === 0) throw noFiles()
  return received
}

/** 403 unless the caller may create or change the krud's records: uploads are made for those. */
async function requireWriteRight(request: FastifyRequest, target: PermissionTarget): Promise<void> {
  try {
    await requirePermission(request, 'create', target)
  } catch (error) {
    if (codeOf(error) !== 'FORBIDDEN') throw error
    await requirePermission(request, 'update', target)
  }
}

/**
 * The field of the krud's form named in the path that takes uploads (a file or image field, or
 * a rich-text field's pictures), bound to a column of its model.
 */
function uploadFieldOf(form: FormDocument | undefined, model: ModelDocument, name: string): UploadTarget {
  if (form === undefined) throw tamgaError('DOCUMENT_NOT_FOUND')
  const field = form.fields.find((candidate) => candidate.name === name)
  const bound = effectiveColumns(model).some((column) => column.name === name)
  if (field === undefined || !takesUploads(field) || !bound) {
    throw tamgaError('VALIDATION_FAILED', {
      in: 'params',
      issues: [
        issue('/field', 'uploadField', {
          mn_MN: `"${name}" нь маягтын файл, зураг эсвэл текст засварлагчийн талбар биш`,
          en_US: `"${name}" is not a file, image or rich-text field of the krud's form`,
        }),
      ],
    })
  }
  return field
}

/**
 * Uploads for a krud's records (issue 6): `POST /records/:krud/uploads/:field` takes the files of
 * one `file` or `image` field of the krud's form (a drawn signature is an image: a PNG), or one
 * picture a `rich-text` field's editor places in its text (images only), checked
 * by content against the field's `accept`, within its `maxSizeKb` and `maxCount` while the body
 * streams in; `GET /records/:krud/uploads/:id` serves one to whoever may read the krud. The form
 * stores the answered ids in the field's column (see `fileFieldValue`).
 */
const recordUploadsRoutes: FastifyPluginAsyncTypebox<RecordUploadsPluginOptions> = async (app, options) => {
  const { store, database } = options
  const db = database.db
  const storage = options.storage ?? createLocalFileStorage(join(options.config.dataDir, 'uploads'))
  const catalogueOf = options.catalogue ?? createCatalogueReader(store)
  const ceilings: UploadCeilings = { ...DEFAULT_UPLOAD_CEILINGS, ...options.ceilings }

  // Only these routes read multipart bodies; each request narrows the limits to its field's.
  await app.register(multipart, {
    limits: {
      fileSize: ceilings.maxFileBytes,
      files: ceilings.maxFiles,
      fields: TEXT_PARTS,
      fieldSize: 1024,
      parts: ceilings.maxFiles + TEXT_PARTS,
      headerPairs: 64,
    },
  })

  const tags = ['records']
  const krudParam = Type.String({ pattern: KRUD_PATTERN, maxLength: 100 })

  app.post(
    '/records/:krud/uploads/:field',
    {
      config: { audience: grantedOn('krud') },
      schema: {
        tags,
        summary: 'Uploads files for a file, image or rich-text field of a krud’s form',
        description:
          'multipart/form-data with one file part (several for a `multiple` field, up to its `maxCount`). Needs the create or update right on the krud. Each file’s type is judged by its content and must be one the field’s `accept` lists (an image field takes PNG, JPEG, GIF or WebP); each is at most the field’s `maxSizeKb` (20 MB without one). A rich-text field takes one picture per request for its editor to place in the text: PNG, JPEG, GIF or WebP, within the same 20 MB. A refused request stores nothing: 413 for a file too large, 415 for a type not taken, 400 for too many files. The answered ids are what the form stores in the field’s column; a rich-text field’s text keeps the answered `url` instead.',
        params: Type.Object({ krud: krudParam, field: Type.String({ pattern: '^[a-z_][a-z0-9_]{0,62}$' }) }),
        response: { 201: UploadAnswerSchema, ...ERROR_RESPONSES },
      },
    },
    async function postRecordsByKrudUploadsByField(request, reply) {
      const { krud, field: fieldName } = request.params
      await requireWriteRight(request, { kind: 'krud', name: krud })
      const auth = request.auth
      if (!auth) throw tamgaError('UNAUTHORIZED')
      const { form, model } = krudWithModel(await catalogueOf(request), krud)
      const field = uploadFieldOf(form, model, fieldName)
      const rules = uploadRules(field, ceilings)
      // A body longer than the field's files could be is refused before it is read.
      const declared = Number(request.headers['content-length'])
      if (Number.isFinite(declared) && declared > rules.maxCount * (rules.maxBytes + PART_OVERHEAD_BYTES)) {
        throw requestTooLarge(rules)
      }
      const files = await receiveFiles(request, rules)

      const storedKeys: string[] = []
      try {
        const stored = await db.transaction().execute(async (trx) => {
          const rows = []
          for (const file of files) {
            const upload = await saveUpload(trx, storage, {
              ownerId: auth.userId,
              fileName: file.fileName,
              mediaType: file.mediaType,
              extension: file.extension,
              bytes: file.bytes,
              krud,
              field: field.name,
            })
            storedKeys.push(upload.storageKey)
            rows.push({
              id: upload.id,
              name: file.fileName,
              mediaType: file.mediaType,
              size: file.bytes.byteLength,
              url: `${app.prefix}/records/${krud}/uploads/${upload.id}`,
            })
          }
          return rows
        })
        return reply.code(201).send({ status: true as const, files: stored })
      } catch (error) {
        // The rows rolled back; their bytes go too, so nothing is left that nothing refers to.
        for (const key of storedKeys) await storage.remove(key)
        throw error
      }
    },
  )

  /**
   * Whether a caller whose role reads the krud only under row conditions may read the upload:
   * they made it (a record being filled in), or a row they may read names it in its field.
   */
  async function reachableUnderConditions(
    request: FastifyRequest,
    krud: string,
    upload: { id: string; field: string | null },
    conditions: Awaited<ReturnType<typeof requirePermission>>,
    userId: number,
  ): Promise<boolean> {
    const { model } = krudWithModel(await catalogueOf(request), krud)
    const column = effectiveColumns(model).find((candidate) => candidate.name === upload.field)
    if (column === undefined) return false
    // A deleted record's files stay readable to whoever may read it in the deleted list.
    const found = await compileRead(
      {
        model,
        alias: 't',
        select: [{ expression: sql`1` }],
        where: [{ column: column.name, is: 'matching', match: 'contains', text: upload.id }],
        rows: 'any',
        window: { limit: 1 },
      },
      grantAccess(conditions, userId),
    ).execute(db)
    return found.rows.length > 0
  }

  app.get(
    '/records/:krud/uploads/:id',
    {
      config: { audience: grantedOn('krud') },
      schema: {
        tags,
        summary: 'An upload of a krud’s records',
        description:
          'For whoever may read the krud; a role that reads it under row conditions reads the uploads of the rows it may read, and its own. Images and PDF are shown inline, everything else is a download. 404 for an upload of another krud.',
        params: Type.Object({ krud: krudParam, id: Type.String({ maxLength: 100 }) }),
      },
    },
    async function getRecordsByKrudUploadsById(request, reply) {
      const { krud, id } = request.params
      const conditions = await requirePermission(request, 'read', { kind: 'krud', name: krud })
      const auth = request.auth
      if (!auth) throw tamgaError('UNAUTHORIZED')
      if (!UUID.test(id)) throw tamgaError('NOT_FOUND')
      const upload = await db
        .selectFrom('tamga_upload')
        .select(['id', 'owner_id', 'field', 'file_name', 'media_type', 'storage_key'])
        .where('id', '=', id)
        .where('krud', '=', krud)
        .executeTakeFirst()
      if (upload === undefined) throw tamgaError('NOT_FOUND')
      if (
        conditions.length > 0 &&
        upload.owner_id !== auth.userId &&
        !(await reachableUnderConditions(request, krud, upload, conditions, auth.userId))
      ) {
        throw tamgaError('NOT_FOUND')
      }
      const etag = `"${upload.id}"`
      const headers = {
        etag,
        'cache-control': 'private, max-age=3600',
        'x-content-type-options': 'nosniff',
      }
      if (request.headers['if-none-match'] === etag) return reply.code(304).headers(headers).send()
      const bytes = await storage.get(upload.storage_key)
      if (bytes === undefined) {
        request.log.warn({ upload: upload.id }, 'an upload’s row has no bytes in the storage')
        throw tamgaError('NOT_FOUND')
      }
      const mediaType = upload.media_type.startsWith('text/')
        ? `${upload.media_type}; charset=utf-8`
        : upload.media_type
      reply.headers(headers)
      // A PDF needs the browser's viewer; anything else is never a page that runs.
      if (upload.media_type !== 'application/pdf') {
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      }
      return reply
        .header('content-type', mediaType)
        .header('content-disposition', contentDisposition(upload.media_type, upload.file_name))
        .send(bytes)
    },
  )
}

/** {@link recordUploadsRoutes} as the plugin `tamga-record-uploads`. */
export const recordUploadsPlugin = domainPlugin(
  'record-uploads',
  { caller: true, authorizer: true },
  recordUploadsRoutes,
)
