import { fileTypeFromBuffer } from 'file-type'

/** The image types uploads accept, by the media type their content shows. */
export const IMAGE_MEDIA_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const

/** One of {@link IMAGE_MEDIA_TYPES}. */
export type ImageMediaType = keyof typeof IMAGE_MEDIA_TYPES

/** What an image's content says it is. */
export interface DetectedImage {
  mediaType: ImageMediaType
  /** The file extension storage keys get, whatever name the file came with. */
  extension: (typeof IMAGE_MEDIA_TYPES)[ImageMediaType]
}

const isImageMediaType = (value: string): value is ImageMediaType => Object.hasOwn(IMAGE_MEDIA_TYPES, value)

/**
 * The image type of the bytes, read from their magic numbers (`file-type`), or undefined when
 * they are not a PNG, JPEG, GIF or WebP image. The file's name and the type the browser claims
 * are never trusted: a text file renamed `.png` is not an image.
 */
export async function detectImage(bytes: Uint8Array): Promise<DetectedImage | undefined> {
  const found = await fileTypeFromBuffer(bytes)
  if (found === undefined || !isImageMediaType(found.mime)) return undefined
  return { mediaType: found.mime, extension: IMAGE_MEDIA_TYPES[found.mime] }
}
