// An uploaded workbook saved to a file of its own as it arrives: an .xlsx is a zip, whose table of
// contents is at its end, so it is read from a file (by its parts) rather than held in memory.
import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { tamgaError } from '../../http/errors.ts'

/** A saved upload: its path, and how to remove it once read. */
export interface SavedWorkbook {
  path: string
  remove(): Promise<void>
}

/**
 * Saves an upload's file stream (a multipart part, which ends early and is marked `truncated`
 * past the size limit) to a temporary file. Answers 413 `BODY_TOO_LARGE` when it was cut off.
 */
export async function saveWorkbook(file: Readable & { truncated?: boolean }): Promise<SavedWorkbook> {
  const path = join(tmpdir(), `tamga-import-${randomUUID()}.xlsx`)
  const remove = () => rm(path, { force: true })
  try {
    await pipeline(file, createWriteStream(path))
    if (file.truncated === true) throw tamgaError('BODY_TOO_LARGE')
  } catch (error) {
    await remove()
    throw error
  }
  return { path, remove }
}
