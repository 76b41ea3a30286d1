import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import type { FileStorage } from './fileStorage.ts'

/** A file to keep: its bytes and what is known about it. */
export interface NewUpload {
  /** The user it belongs to; null until there is one. */
  ownerId: number | null
  /** The name it came with, kept for people only (never used as a path). */
  fileName: string
  mediaType: string
  /** The extension of its storage key, from its content. */
  extension: string
  bytes: Uint8Array
  /** The krud and form field a record's file was uploaded for; none for a profile image. */
  krud?: string | null | undefined
  field?: string | null | undefined
}

/** A stored upload's row. */
export interface StoredUpload {
  id: string
  storageKey: string
}

/** The longest original file name kept. */
const FILE_NAME_MAX_LENGTH = 255

/**
 * Stores an upload: its bytes under a new key (`YYYY/MM/<uuid>.<ext>`), then its row in
 * `tamga_upload`, in the caller's transaction when `db` is one. When the row cannot be written
 * the bytes are removed again, so no file is left that nothing refers to.
 */
export async function saveUpload(
  db: Kysely<SystemDatabase>,
  storage: FileStorage,
  upload: NewUpload,
): Promise<StoredUpload> {
  const id = randomUUID()
  const now = new Date()
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  const storageKey = `${now.getUTCFullYear()}/${month}/${id}.${upload.extension}`
  await storage.put(storageKey, upload.bytes)
  try {
    await db
      .insertInto('tamga_upload')
      .values({
        id,
        owner_id: upload.ownerId,
        file_name: [...upload.fileName].slice(0, FILE_NAME_MAX_LENGTH).join('') || 'file',
        media_type: upload.mediaType,
        size: upload.bytes.byteLength,
        storage_key: storageKey,
        krud: upload.krud ?? null,
        field: upload.field ?? null,
      })
      .execute()
  } catch (error) {
    await storage.remove(storageKey)
    throw error
  }
  return { id, storageKey }
}
