import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'

/**
 * Where uploaded files' bytes live, by key. The database keeps what a file is (`tamga_upload`);
 * this keeps only its bytes, so an S3-compatible store can stand in for the local folder.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there; readers never see half a file. */
  put(key: string, bytes: Uint8Array): Promise<void>
  /** The bytes under the key, or undefined when there are none. */
  get(key: string): Promise<Buffer | undefined>
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
      try {
        return await readFile(pathOf(key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw error
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}
