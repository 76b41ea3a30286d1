import { createHash, randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import type { Readable } from 'node:stream'

/** What a storage knows of a key's bytes without handing them over. */
export interface StoredFileFacts {
  size: number
  /** Hex SHA-256 of the bytes. */
  sha256: string
}

/**
 * Where uploaded files' bytes live, by key. The database keeps what a file is (`tamga_upload`);
 * this keeps only its bytes: the data folder of one instance ({@link createLocalFileStorage}),
 * or PostgreSQL, which every instance of a fleet shares (`createDatabaseFileStorage`).
 */
export interface FileStorage {
  /**
   * Stores the bytes under the key, replacing what was there; readers never see half a file.
   * The bytes may come as a stream (a file being copied), taken in as they arrive.
   */
  put(key: string, bytes: Uint8Array | AsyncIterable<Uint8Array>): Promise<void>
  /** The bytes under the key, or undefined when there are none. */
  get(key: string): Promise<Buffer | undefined>
  /**
   * The bytes under the key as a stream, read piece by piece, or undefined when there are none.
   * The stream fails rather than ends early when the bytes are replaced or removed meanwhile.
   */
  stream(key: string): Promise<Readable | undefined>
  /** The size and SHA-256 of the key's bytes, or undefined when there are none. */
  stat(key: string): Promise<StoredFileFacts | undefined>
  /** Removes the key's bytes; removing a missing key is not an error. */
  remove(key: string): Promise<void>
}

/** A key that a storage refuses: one that could name something outside its folder. */
export class StorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`"${key}" is not a storage key: use segments of letters, digits, '.', '_' and '-' separated by '/'`)
    this.name = 'StorageKeyError'
  }
}

// Segments start with a letter or digit, so '.', '..' and hidden names are impossible; no
// backslash, colon or NUL can reach the file system.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/

/** Whether a key is one every storage accepts: `2026/03/3f2c….png`. */
export function isStorageKey(key: string): boolean {
  const segments = key.split('/')
  return segments.length <= 8 && segments.every((segment) => SEGMENT.test(segment))
}

const missingAsUndefined = (error: unknown): undefined => {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
  throw error
}

/**
 * Files in a local folder (`<DATA_DIR>/uploads` on a server). Writes go to a temporary file in
 * the same folder and are renamed into place, which is atomic on one file system.
 *
 * @example
 * const storage = createLocalFileStorage(join(config.dataDir, 'uploads'))
 * await storage.put('2026/03/a.png', bytes)
 */
export function createLocalFileStorage(root: string): FileStorage {
  const base = resolve(root)
  const pathOf = (key: string): string => {
    if (!isStorageKey(key)) throw new StorageKeyError(key)
    const path = resolve(base, ...key.split('/'))
    // The pattern already rules out escapes; this keeps the promise even if it changes.
    const inside = relative(base, path)
    if (inside === '' || inside.startsWith('..') || inside.startsWith(sep)) throw new StorageKeyError(key)
    return path
  }
  return {
    async put(key, bytes) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      const partial = join(dirname(path), `.${randomBytes(8).toString('hex')}.partial`)
      try {
        await writeFile(partial, bytes, { flag: 'wx' })
        await rename(partial, path)
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
    },
    async get(key) {
      return readFile(pathOf(key)).catch(missingAsUndefined)
    },
    async stream(key) {
      // Opened here, so that a missing file is undefined rather than a stream that fails.
      const handle = await open(pathOf(key)).catch(missingAsUndefined)
      return handle?.createReadStream()
    },
    async stat(key) {
      const handle = await open(pathOf(key)).catch(missingAsUndefined)
      if (handle === undefined) return undefined
      const hash = createHash('sha256')
      let size = 0
      for await (const piece of handle.createReadStream() as AsyncIterable<Buffer>) {
        hash.update(piece)
        size += piece.byteLength
      }
      return { size, sha256: hash.digest('hex') }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}
