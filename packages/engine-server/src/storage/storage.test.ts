import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalFileStorage, isStorageKey, StorageKeyError } from './fileStorage.ts'
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

describe('createLocalFileStorage', () => {
  let root = ''
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tamga-storage-'))
  })
  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  it('puts, gets, replaces and removes bytes by key', async () => {
    const storage = createLocalFileStorage(root)
    await storage.put('2026/03/a.png', PNG)
    expect(await storage.get('2026/03/a.png')).toEqual(PNG)
    await storage.put('2026/03/a.png', GIF)
    expect(await storage.get('2026/03/a.png')).toEqual(GIF)
    await storage.remove('2026/03/a.png')
    expect(await storage.get('2026/03/a.png')).toBeUndefined()
    await storage.remove('2026/03/a.png')
    // No temporary file is left behind.
    expect(await readdir(join(root, '2026', '03'))).toEqual([])
  })

  it('refuses keys that could leave the folder or name hidden files', async () => {
    const storage = createLocalFileStorage(root)
    for (const key of ['../x', 'a/../../x', '/etc/passwd', '.hidden', 'a//b', 'a\\b', 'C:x', '', 'a/./b']) {
      expect(isStorageKey(key)).toBe(false)
      await expect(storage.put(key, PNG)).rejects.toBeInstanceOf(StorageKeyError)
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageKeyError)
    }
    expect(isStorageKey('2026/03/3f2c-a.png')).toBe(true)
  })
})
