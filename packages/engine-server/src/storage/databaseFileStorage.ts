import { createHash, randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { type Kysely, sql } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { type FileStorage, isStorageKey, StorageKeyError, type StoredFileFacts } from './fileStorage.ts'

/**
 * The bytes per chunk row (256 KiB): small enough that a row is one modest allocation and a
 * streamed read holds little, large enough that a 20 MB upload is 80 rows, not thousands.
 */
export const FILE_CHUNK_BYTES = 256 * 1024

/** How many chunks a streamed read fetches per statement (1 MiB at the default chunk size). */
const CHUNKS_PER_READ = 4

/**
 * The first key of the advisory lock that makes writes of one storage key take turns (the
 * second is the key's hash): "tamg" in ASCII, apart from any other lock of the server.
 */
const FILE_LOCK_CLASS = 0x74616d67

/** What {@link createDatabaseFileStorage} takes besides the database. */
export interface DatabaseFileStorageOptions {
  /** @default {@link FILE_CHUNK_BYTES} */
  chunkBytes?: number | undefined
}

/** The stored file changed (replaced or removed) while a stream was reading it. */
export class FileChangedWhileReadError extends Error {
  constructor(readonly key: string) {
    super(`the file "${key}" was replaced or removed while it was being read`)
    this.name = 'FileChangedWhileReadError'
  }
}

/** A bytea value as a Buffer without copying: `pg` gives a Buffer already, PGlite a Uint8Array. */
const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/** The source's bytes regrouped into pieces of exactly `size` bytes, the last one shorter. */
async function* piecesOf(source: Uint8Array | AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Buffer> {
  if (source instanceof Uint8Array) {
    for (let start = 0; start < source.byteLength; start += size) {
      yield asBuffer(source.subarray(start, Math.min(start + size, source.byteLength)))
    }
    return
  }
  let held: Buffer[] = []
  let heldBytes = 0
  for await (const arriving of source) {
    let rest = asBuffer(arriving)
    while (heldBytes + rest.byteLength >= size) {
      const take = size - heldBytes
      held.push(rest.subarray(0, take))
      yield Buffer.concat(held, size)
      rest = rest.subarray(take)
      held = []
      heldBytes = 0
    }
    if (rest.byteLength > 0) {
      // Copied: a stream may reuse the buffer it handed over.
      held.push(Buffer.from(rest))
      heldBytes += rest.byteLength
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held, heldBytes)
}

/**
 * Files in the database (`tamga_file`, `tamga_file_chunk`): the storage every instance of a
 * fleet on one PostgreSQL shares when no object store is configured. A file is written in one
 * transaction, chunk by chunk as its bytes arrive, so readers see the old bytes or the new ones,
 * never a part; writes of one key take turns under an advisory lock. Every value is bound.
 *
 * @example
 * const storage = createDatabaseFileStorage(database.db)
 * await storage.put('2026/03/a.png', bytes)
 */
export function createDatabaseFileStorage(
  db: Kysely<SystemDatabase>,
  options: DatabaseFileStorageOptions = {},
): FileStorage {
  const chunkBytes = options.chunkBytes ?? FILE_CHUNK_BYTES
  const checked = (key: string): string => {
    if (!isStorageKey(key)) throw new StorageKeyError(key)
    return key
  }
  const factsOf = (key: string) =>
    db.selectFrom('tamga_file').select(['id', 'size', 'sha256', 'chunk_size']).where('key', '=', key).executeTakeFirst()

  return {
    async put(key, bytes) {
      checked(key)
      await db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${FILE_LOCK_CLASS}::integer, hashtext(${key}))`.execute(trx)
        // The old version's chunks go with it (on delete cascade), in this same transaction.
        await trx.deleteFrom('tamga_file').where('key', '=', key).execute()
        const id = randomUUID()
        await trx.insertInto('tamga_file').values({ key, id, size: 0, sha256: '', chunk_size: chunkBytes }).execute()
        const hash = createHash('sha256')
        let size = 0
        let seq = 0
        for await (const piece of piecesOf(bytes, chunkBytes)) {
          await trx.insertInto('tamga_file_chunk').values({ file_id: id, seq, bytes: piece }).execute()
          hash.update(piece)
          size += piece.byteLength
          seq += 1
        }
        await trx
          .updateTable('tamga_file')
          .set({ size, sha256: hash.digest('hex') })
          .where('id', '=', id)
          .execute()
      })
    },

    async get(key) {
      checked(key)
      // One statement sees one snapshot: the file's row and all its chunks, of one version.
      const rows = await db
        .selectFrom('tamga_file as file')
        .leftJoin('tamga_file_chunk as chunk', 'chunk.file_id', 'file.id')
        .select(['file.size', 'chunk.bytes'])
        .where('file.key', '=', key)
        .orderBy('chunk.seq')
        .execute()
      const first = rows[0]
      if (first === undefined) return undefined
      const pieces = rows.flatMap((row) => (row.bytes === null ? [] : [asBuffer(row.bytes)]))
      const bytes = Buffer.concat(pieces)
      if (bytes.byteLength !== Number(first.size)) throw new FileChangedWhileReadError(key)
      return bytes
    },

    async stream(key) {
      const facts = await factsOf(checked(key))
      if (facts === undefined) return undefined
      const { id, sha256 } = facts
      const chunkCount = Math.ceil(Number(facts.size) / facts.chunk_size)
      async function* chunks(): AsyncGenerator<Buffer> {
        const hash = createHash('sha256')
        for (let seq = 0; seq < chunkCount; seq += CHUNKS_PER_READ) {
          const rows = await db
            .selectFrom('tamga_file_chunk')
            .select(['seq', 'bytes'])
            .where('file_id', '=', id)
            .where('seq', '>=', seq)
            .where('seq', '<', seq + CHUNKS_PER_READ)
            .orderBy('seq')
            .execute()
          // A version's chunks are removed together: any gap means it was replaced or removed.
          if (rows.length !== Math.min(CHUNKS_PER_READ, chunkCount - seq)) throw new FileChangedWhileReadError(key)
          for (const row of rows) {
            const piece = asBuffer(row.bytes)
            hash.update(piece)
            yield piece
          }
        }
        if (hash.digest('hex') !== sha256) throw new FileChangedWhileReadError(key)
      }
      return Readable.from(chunks(), { objectMode: false })
    },

    async stat(key): Promise<StoredFileFacts | undefined> {
      const facts = await factsOf(checked(key))
      return facts === undefined ? undefined : { size: Number(facts.size), sha256: facts.sha256 }
    },

    async remove(key) {
      checked(key)
      await db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${FILE_LOCK_CLASS}::integer, hashtext(${key}))`.execute(trx)
        await trx.deleteFrom('tamga_file').where('key', '=', key).execute()
      })
    },
  }
}
