import type { Kysely } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import type { FileStorage } from './fileStorage.ts'

/** What {@link copyUploadsToStorage} did. */
export interface FileMigrationReport {
  /** Keys whose bytes were copied. */
  copied: number
  /** Bytes copied. */
  copiedBytes: number
  /** Keys the target held already with the same size and SHA-256. */
  alreadyThere: number
  /** Keys `tamga_upload` names that neither storage has: their bytes are lost. */
  missing: string[]
}

/**
 * Copies the bytes of every upload `tamga_upload` knows from one storage (the data folder) to
 * another (the shared one), one file at a time and streamed. A key the target holds with the
 * same size and SHA-256 is left alone, so running it again copies nothing; the source is never
 * changed.
 */
export async function copyUploadsToStorage(options: {
  db: Kysely<SystemDatabase>
  from: FileStorage
  to: FileStorage
  /** Told after each key. */
  onProgress?: ((done: number, total: number) => void) | undefined
}): Promise<FileMigrationReport> {
  const { db, from, to } = options
  const rows = await db.selectFrom('tamga_upload').select('storage_key').distinct().orderBy('storage_key').execute()
  const report: FileMigrationReport = { copied: 0, copiedBytes: 0, alreadyThere: 0, missing: [] }
  for (const [index, { storage_key: key }] of rows.entries()) {
    const [source, target] = await Promise.all([from.stat(key), to.stat(key)])
    if (source === undefined) {
      if (target === undefined) report.missing.push(key)
      else report.alreadyThere += 1
    } else if (target !== undefined && target.size === source.size && target.sha256 === source.sha256) {
      report.alreadyThere += 1
    } else {
      const stream = await from.stream(key)
      // Removed between the two reads: counted as missing unless the target has it.
      if (stream === undefined) {
        if (target === undefined) report.missing.push(key)
        continue
      }
      await to.put(key, stream)
      report.copied += 1
      report.copiedBytes += source.size
    }
    options.onProgress?.(index + 1, rows.length)
  }
  return report
}
