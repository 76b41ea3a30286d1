import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateSystemTables } from '../db/database.ts'
import { testBackends } from '../db/testing.ts'
import { createDatabaseFileStorage, FILE_CHUNK_BYTES, FileChangedWhileReadError } from './databaseFileStorage.ts'
import { createLocalFileStorage, type FileStorage, isStorageKey, StorageKeyError } from './fileStorage.ts'
import { detectImage } from './imageCheck.ts'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, ...Array(20).fill(0)])
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(18),
])

describe('detectImage', () => {
  it.each([
    ['PNG', PNG, 'image/png', 'png'],
    ['GIF', GIF, 'image/gif', 'gif'],
    ['JPEG', JPEG, 'image/jpeg', 'jpg'],
    ['WebP', WEBP, 'image/webp', 'webp'],
  ])('recognises a %s by its content', async (_name, bytes, mediaType, extension) => {
    expect(await detectImage(bytes)).toEqual({ mediaType, extension })
  })

  it('refuses text, an empty file and a non-image type with a known signature', async () => {
    expect(await detectImage(Buffer.from('hello, I am a .png'))).toBeUndefined()
    expect(await detectImage(Buffer.alloc(0))).toBeUndefined()
    expect(await detectImage(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'))).toBeUndefined()
  })
})

/** The bytes a stream gives, whole. */
async function drain(stream: Readable | undefined): Promise<Buffer | undefined> {
  if (stream === undefined) return undefined
  const pieces: Buffer[] = []
  for await (const piece of stream) pieces.push(piece as Buffer)
  return Buffer.concat(pieces)
}

/** `bytes` handed over in uneven pieces, as a network or a file read gives them. */
async function* unevenly(bytes: Buffer): AsyncGenerator<Uint8Array> {
  const sizes = [1, 7_000, 65_536, 300_001]
  for (let start = 0, turn = 0; start < bytes.byteLength; turn += 1) {
    const end = Math.min(bytes.byteLength, start + (sizes[turn % sizes.length] ?? 1))
    yield new Uint8Array(bytes.subarray(start, end))
    start = end
  }
}

const sha256 = async (bytes: Buffer) => (await import('node:crypto')).createHash('sha256').update(bytes).digest('hex')

interface OpenStorage {
  storage: FileStorage
  /** A storage on the same place whose chunks are this small (the database's), for reads across many chunks. */
  withChunks?: ((chunkBytes: number) => FileStorage) | undefined
  close(): Promise<void>
}

interface StorageUnderTest {
  name: string
  /** A fresh, empty storage: a new folder, or a new migrated database. */
  open(): Promise<OpenStorage>
}

const local: StorageUnderTest = {
  name: 'the data folder',
  async open() {
    const root = await mkdtemp(join(tmpdir(), 'tamga-storage-'))
    return { storage: createLocalFileStorage(root), close: () => rm(root, { recursive: true, force: true }) }
  },
}

const inDatabase = testBackends().map(
  (backend): StorageUnderTest => ({
    name: `the database on ${backend.name}`,
    async open() {
      const database = await backend.open()
      await migrateSystemTables(database.db)
      return {
        storage: createDatabaseFileStorage(database.db),
        withChunks: (chunkBytes) => createDatabaseFileStorage(database.db, { chunkBytes }),
        close: () => database.close(),
      }
    },
  }),
)

// The same contract for every storage: what the upload routes rely on holds wherever bytes live.
describe.each([local, ...inDatabase])('the file storage in $name', (target) => {
  let opened: OpenStorage | undefined
  beforeAll(async () => {
    opened = await target.open()
  })
  afterAll(async () => {
    await opened?.close()
  })
  const storage = (): FileStorage => {
    if (opened === undefined) throw new Error('the storage opens before the tests')
    return opened.storage
  }

  it('puts, gets, replaces and removes bytes by key', async () => {
    await storage().put('2026/03/a.png', PNG)
    expect(await storage().get('2026/03/a.png')).toEqual(PNG)
    expect(await storage().stat('2026/03/a.png')).toEqual({ size: PNG.byteLength, sha256: await sha256(PNG) })
    await storage().put('2026/03/a.png', GIF)
    expect(await storage().get('2026/03/a.png')).toEqual(GIF)
    expect(await drain(await storage().stream('2026/03/a.png'))).toEqual(GIF)
    await storage().remove('2026/03/a.png')
    expect(await storage().get('2026/03/a.png')).toBeUndefined()
    expect(await storage().stream('2026/03/a.png')).toBeUndefined()
    expect(await storage().stat('2026/03/a.png')).toBeUndefined()
    await storage().remove('2026/03/a.png')
  })

  it('keeps a file of many chunks whole, given at once or as a stream, and an empty one', async () => {
    const large = randomBytes(2 * FILE_CHUNK_BYTES + 12_345)
    await storage().put('2026/04/large.pdf', large)
    expect((await storage().get('2026/04/large.pdf'))?.equals(large)).toBe(true)
    expect((await drain(await storage().stream('2026/04/large.pdf')))?.equals(large)).toBe(true)
    const streamed = randomBytes(5 * FILE_CHUNK_BYTES)
    await storage().put('2026/04/streamed.pdf', unevenly(streamed))
    expect((await storage().get('2026/04/streamed.pdf'))?.equals(streamed)).toBe(true)
    expect(await storage().stat('2026/04/streamed.pdf')).toEqual({
      size: streamed.byteLength,
      sha256: await sha256(streamed),
    })
    await storage().put('2026/04/empty.txt', Buffer.alloc(0))
    expect(await storage().get('2026/04/empty.txt')).toEqual(Buffer.alloc(0))
    expect(await drain(await storage().stream('2026/04/empty.txt'))).toEqual(Buffer.alloc(0))
  })

  it('keeps the old bytes when a write fails halfway', async () => {
    await storage().put('2026/05/kept.png', PNG)
    async function* broken(): AsyncGenerator<Uint8Array> {
      yield randomBytes(FILE_CHUNK_BYTES + 1)
      throw new Error('the client went away')
    }
    await expect(storage().put('2026/05/kept.png', broken())).rejects.toThrow('the client went away')
    expect(await storage().get('2026/05/kept.png')).toEqual(PNG)
    await expect(storage().put('2026/05/new.png', broken())).rejects.toThrow('the client went away')
    expect(await storage().get('2026/05/new.png')).toBeUndefined()
  })

  it('never lets a reader see part of a file being replaced', async () => {
    const before = Buffer.alloc(3 * FILE_CHUNK_BYTES, 1)
    const after = Buffer.alloc(3 * FILE_CHUNK_BYTES + 7, 2)
    await storage().put('2026/06/swap.bin', before)
    const seen: string[] = []
    let writing = true
    const writer = (async () => {
      for (let round = 0; round < 4; round += 1) await storage().put('2026/06/swap.bin', round % 2 ? before : after)
      writing = false
    })()
    while (writing) {
      const bytes = await storage().get('2026/06/swap.bin')
      seen.push(bytes?.equals(before) ? 'before' : bytes?.equals(after) ? 'after' : `part of ${bytes?.byteLength}`)
    }
    await writer
    expect(seen.filter((what) => what.startsWith('part'))).toEqual([])
  })

  it('refuses keys that could leave the folder or name hidden files', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', '.hidden', 'a//b', 'a\\b', 'C:x', '', 'a/./b']) {
      expect(isStorageKey(key)).toBe(false)
      await expect(storage().put(key, PNG)).rejects.toBeInstanceOf(StorageKeyError)
      await expect(storage().get(key)).rejects.toBeInstanceOf(StorageKeyError)
      await expect(storage().stream(key)).rejects.toBeInstanceOf(StorageKeyError)
    }
    expect(isStorageKey('2026/03/3f2c-a.png')).toBe(true)
  })

  it.runIf(target !== local)(
    'fails a streamed read whose file is replaced meanwhile, rather than ending it early',
    async () => {
      const small = opened?.withChunks?.(1024)
      expect(small).toBeDefined()
      if (small === undefined) return
      await small.put('2026/07/moving.bin', randomBytes(20 * 1024))
      const reading = await small.stream('2026/07/moving.bin')
      const pieces = reading?.[Symbol.asyncIterator]()
      expect((await pieces?.next())?.done).toBe(false)
      await small.put('2026/07/moving.bin', randomBytes(20 * 1024))
      const rest = (async () => {
        for (;;) if ((await pieces?.next())?.done !== false) return
      })()
      await expect(rest).rejects.toBeInstanceOf(FileChangedWhileReadError)
    },
  )
})

describe('createLocalFileStorage', () => {
  let root = ''
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tamga-storage-'))
  })
  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  it('leaves no temporary file behind', async () => {
    const storage = createLocalFileStorage(root)
    await storage.put('2026/03/a.png', PNG)
    await storage.put('2026/03/a.png', GIF)
    await storage.remove('2026/03/a.png')
    expect(await readdir(join(root, '2026', '03'))).toEqual([])
  })
})
