// A plain POSIX tar (ustar) of regular files, written and read as a stream of entries: enough
// for a backup, whose entry names are short and chosen by us, and readable by any `tar`.
import { createReadStream } from 'node:fs'
import { type FileHandle, open } from 'node:fs/promises'
import { Readable } from 'node:stream'

const BLOCK = 512
/** ustar's size field: 11 octal digits. */
const MAX_ENTRY_SIZE = 8 ** 11 - 1

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`tar entry name longer than 100 bytes: ${name}`)
  if (size > MAX_ENTRY_SIZE) throw new Error(`tar entry ${name} is larger than 8 GB`)
  const block = Buffer.alloc(BLOCK)
  block.write(name, 0, 100, 'utf8')
  block.write('0000644\0', 100, 'ascii')
  block.write('0000000\0', 108, 'ascii')
  block.write('0000000\0', 116, 'ascii')
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'ascii')
  block.write(
    `${Math.floor(mtime.getTime() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
    'ascii',
  )
  block.write('        ', 148, 'ascii')
  block.write('0', 156, 'ascii')
  block.write('ustar\u000000', 257, 'ascii')
  let sum = 0
  for (const byte of block) sum += byte
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii')
  return block
}

const padding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK)

/** Writes a tar file entry by entry; each entry's size is told before its bytes. */
export interface TarWriter {
  /** Adds an entry of these bytes. */
  addBytes(name: string, bytes: Uint8Array): Promise<void>
  /** Adds an entry streamed from a file of `size` bytes; fails if the file holds another number of bytes. */
  addFile(name: string, path: string, size: number): Promise<void>
  /** Writes the two empty blocks that end a tar and closes the file. */
  finish(): Promise<void>
}

/** Opens `path` (created or truncated) for writing a tar. */
export async function createTarWriter(path: string): Promise<TarWriter> {
  const handle = await open(path, 'w')
  const write = async (bytes: Uint8Array) => {
    await handle.write(bytes)
  }
  return {
    async addBytes(name, bytes) {
      await write(header(name, bytes.byteLength, new Date()))
      await write(bytes)
      await write(padding(bytes.byteLength))
    },
    async addFile(name, path, size) {
      await write(header(name, size, new Date()))
      const source = await open(path, 'r')
      const chunk = Buffer.alloc(1024 * 1024)
      let written = 0
      try {
        for (;;) {
          const { bytesRead } = await source.read(chunk, 0, chunk.byteLength, null)
          if (bytesRead === 0) break
          written += bytesRead
          if (written > size) break
          await write(chunk.subarray(0, bytesRead))
        }
      } finally {
        await source.close()
      }
      if (written !== size)
        throw new Error(`${path} changed while it was being backed up (${size} bytes, then ${written})`)
      await write(padding(size))
    },
    async finish() {
      await write(Buffer.alloc(BLOCK * 2))
      await handle.sync()
      await handle.close()
    },
  }
}

/** One entry of a tar read by {@link readTarEntries}. */
export interface TarEntry {
  name: string
  size: number
  /** The entry's bytes as a stream (read from the archive file, not kept in memory). */
  stream(): Readable
  /** The entry's bytes at once, for small entries. */
  bytes(): Promise<Buffer>
}

function octal(block: Buffer, start: number, length: number): number {
  const text = block
    .toString('ascii', start, start + length)
    .replace(/\0.*$/s, '')
    .trim()
  return text === '' ? 0 : Number.parseInt(text, 8)
}

async function readBlock(handle: FileHandle, position: number): Promise<Buffer | undefined> {
  const block = Buffer.alloc(BLOCK)
  const { bytesRead } = await handle.read(block, 0, BLOCK, position)
  return bytesRead === BLOCK ? block : undefined
}

/**
 * The regular-file entries of the tar at `path`, by name. Throws when the file is not a tar
 * (a header whose checksum does not add up) or ends inside an entry.
 */
export async function readTarEntries(path: string): Promise<Map<string, TarEntry>> {
  const handle = await open(path, 'r')
  const entries = new Map<string, TarEntry>()
  try {
    const { size: fileSize } = await handle.stat()
    let position = 0
    for (;;) {
      const block = await readBlock(handle, position)
      if (block === undefined || block.every((byte) => byte === 0)) break
      const stored = octal(block, 148, 8)
      let sum = 0
      for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 32 : (block[index] ?? 0)
      if (sum !== stored) throw new Error(`${path} is not a tar archive (a header's checksum does not match)`)
      const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '')
      const size = octal(block, 124, 12)
      const type = block.toString('ascii', 156, 157)
      const start = position + BLOCK
      if (start + size > fileSize) throw new Error(`${path} ends inside its entry ${name}: the file is cut short`)
      if (type === '0' || type === '\0') {
        entries.set(name, {
          name,
          size,
          stream: () => (size === 0 ? Readable.from([]) : createReadStream(path, { start, end: start + size - 1 })),
          bytes: async () => {
            const bytes = Buffer.alloc(size)
            const reader = await open(path, 'r')
            try {
              await reader.read(bytes, 0, size, start)
            } finally {
              await reader.close()
            }
            return bytes
          },
        })
      }
      position = start + size + ((BLOCK - (size % BLOCK)) % BLOCK)
    }
  } finally {
    await handle.close()
  }
  return entries
}
