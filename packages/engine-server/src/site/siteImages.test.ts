import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageFormat, siteImages } from './siteImages.ts'

describe('siteImages', () => {
  let root: string
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tamga-images-'))
    await writeFile(
      join(root, 'a.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#0b3d91"/></svg>',
    )
    await writeFile(join(root, 'broken.png'), 'not a picture')
  })
  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  it('never reads outside its folder, nor a file that is no picture', async () => {
    const images = siteImages(join(root, 'public'), join(root, 'cache'))
    expect(await images.get('../a.svg', 320, 'image/webp')).toBeUndefined()
    expect(await images.get('/etc/passwd', 320, 'image/webp')).toBeUndefined()
  })

  it('makes a picture once: two requests at once share one conversion, the next is read from the cache', async () => {
    const images = siteImages(root, join(root, 'cache'))
    const [first, second] = await Promise.all([
      images.get('a.svg', 640, 'image/webp'),
      images.get('a.svg', 640, 'image/webp'),
    ])
    expect(first?.type).toBe('image/webp')
    expect(second?.bytes.equals(first?.bytes ?? Buffer.alloc(0))).toBe(true)
    expect((await images.get('a.svg', 640, 'image/webp'))?.bytes.equals(first?.bytes ?? Buffer.alloc(0))).toBe(true)
  })

  it('fails on a file sharp cannot read, and keeps converting the next ones', async () => {
    const images = siteImages(root, join(root, 'cache'))
    await expect(images.get('broken.png', 320, 'image/webp')).rejects.toThrow()
    expect((await images.get('a.svg', 320, 'image/webp'))?.type).toBe('image/webp')
  })

  it('gives WebP to a browser that takes it, else the source’s own kind', () => {
    expect(imageFormat('image/avif,image/webp,*/*', '.svg')).toBe('webp')
    expect(imageFormat('*/*', '.jpg')).toBe('jpeg')
    expect(imageFormat(undefined, '.svg')).toBe('png')
  })
})
