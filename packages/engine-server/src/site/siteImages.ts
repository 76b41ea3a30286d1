// The public site's pictures at the widths its pages ask for (`/_img/{width}/{path}`), resized
// with sharp into WebP when the browser takes it (every current one does), else PNG or JPEG,
// made once and kept on disk under the data folder, so a picture costs its conversion only on
// its first request.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { extname, join, relative, resolve, sep } from 'node:path'
import { SITE_IMAGE_WIDTHS } from '@tamga/schema'

/** The picture files the site resizes. */
const PICTURES = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp', '.gif', '.avif'])

/** A resized picture: its bytes and type. */
export interface SiteImage {
  bytes: Buffer
  type: string
}

/** The format a browser gets, from its `Accept` header. */
export function imageFormat(accept: string | undefined, source: string): 'webp' | 'png' | 'jpeg' {
  if (accept?.includes('image/webp') === true) return 'webp'
  return source === '.jpg' || source === '.jpeg' ? 'jpeg' : 'png'
}

/** Whether `width` is one of the widths the site serves (no other is made: the cache stays bounded). */
export function isSiteImageWidth(width: number): boolean {
  return (SITE_IMAGE_WIDTHS as readonly number[]).includes(width)
}

/**
 * Resizes pictures from `root` (the project's public folder) into `cacheDir`. Conversions of the
 * same picture at the same size and format share one run; at most one conversion runs at a time,
 * so a page full of new pictures does not take every core from the requests.
 */
export function siteImages(root: string, cacheDir: string) {
  const running = new Map<string, Promise<SiteImage | undefined>>()
  let queue: Promise<unknown> = Promise.resolve()

  async function convert(file: string, width: number, format: 'webp' | 'png' | 'jpeg', target: string) {
    // Loaded at the first conversion: its native library took a third of a second of every start.
    const { default: sharp } = await import('sharp')
    // A drawing (SVG) is drawn at the density that makes it as wide as asked, so it stays sharp;
    // a photo is never made larger than it is.
    const vector = extname(file).toLowerCase() === '.svg'
    const natural = vector ? (await sharp(file).metadata()).width : undefined
    const density = natural === undefined ? undefined : Math.min(2400, Math.ceil((72 * width) / natural))
    const pipeline = sharp(file, density === undefined ? {} : { density }).resize({
      width,
      withoutEnlargement: !vector,
    })
    const bytes = await (format === 'webp'
      ? pipeline.webp({ quality: 78, effort: 4 })
      : format === 'jpeg'
        ? pipeline.jpeg({ quality: 80, mozjpeg: true })
        : pipeline.png({ compressionLevel: 9 })
    ).toBuffer()
    await mkdir(cacheDir, { recursive: true })
    const partial = `${target}.${process.pid}.partial`
    await writeFile(partial, bytes)
    await rename(partial, target)
    return bytes
  }

  return {
    /** The picture at `path` (relative to the root) at `width`, or undefined when there is no such picture. */
    async get(path: string, width: number, accept: string | undefined): Promise<SiteImage | undefined> {
      const file = resolve(root, path)
      const inside = relative(root, file)
      if (inside.startsWith('..') || inside.startsWith(sep) || !PICTURES.has(extname(file).toLowerCase()))
        return undefined
      if (!isSiteImageWidth(width) || !existsSync(file)) return undefined
      const format = imageFormat(accept, extname(file).toLowerCase())
      const { mtimeMs, size } = await stat(file)
      const key = createHash('sha256')
        .update(`${inside}|${mtimeMs}|${size}|${width}|${format}`)
        .digest('hex')
        .slice(0, 32)
      const target = join(cacheDir, `${key}.${format}`)
      const type = `image/${format}`
      if (existsSync(target)) return { bytes: await readFile(target), type }
      let made = running.get(key)
      if (made === undefined) {
        const run = queue.then(() => convert(file, width, format, target)).then((bytes) => ({ bytes, type }))
        queue = run.catch(() => undefined)
        made = run.finally(() => running.delete(key))
        running.set(key, made)
      }
      return made
    },
  }
}
