import type { FormField } from '@tamga/schema'
import { fileTypeFromBuffer } from 'file-type'
import { IMAGE_MEDIA_TYPES } from '../../storage/imageCheck.ts'

/** The form widgets whose value is uploaded files; a drawn signature is an `image` (a PNG). */
export const UPLOAD_WIDGETS = ['file', 'image'] as const

/** One of {@link UPLOAD_WIDGETS}. */
export type UploadWidget = (typeof UPLOAD_WIDGETS)[number]

/** A form field that takes uploads. */
export type UploadField = FormField & { widget: UploadWidget }

/** Whether a form field takes uploads. */
export function isUploadField(field: FormField): field is UploadField {
  return (UPLOAD_WIDGETS as readonly string[]).includes(field.widget)
}

/**
 * A `rich-text` field: its editor uploads the pictures it places in the text. The text keeps
 * their addresses, not their ids, so the field's value is never read as uploads.
 */
export type InlineImageField = FormField & { widget: 'rich-text' }

/** A field the uploads route takes files for: a file or image field, or a rich-text field's pictures. */
export type UploadTarget = UploadField | InlineImageField

/** Whether the uploads route takes files for a form field. */
export function takesUploads(field: FormField): field is UploadTarget {
  return isUploadField(field) || field.widget === 'rich-text'
}

/** What the server takes for one upload request to a field, from its `file` settings. */
export interface UploadRules {
  widget: UploadWidget
  /** The document's `accept` (`image/*`, `application/pdf`, `.pdf`); any type when undefined. */
  accept: readonly string[] | undefined
  /** The largest file, in bytes: the document's `maxSizeKb`, never above the server's ceiling. */
  maxBytes: number
  /** How many files one request may carry: 1, or `maxCount` (the server's ceiling without one). */
  maxCount: number
}

/** The server's own limits, for fields whose document says none. */
export interface UploadCeilings {
  /** @default 20 MiB */
  maxFileBytes: number
  /** Files per request of a `multiple` field without `maxCount`. @default 10 */
  maxFiles: number
}

/** The ceilings a server uses unless it is given others. */
export const DEFAULT_UPLOAD_CEILINGS: UploadCeilings = { maxFileBytes: 20 * 1024 * 1024, maxFiles: 10 }

/**
 * The limits of one upload request to `field`: a `maxSizeKb` of 1024 is 1 MiB; a document asking
 * for more than the server's ceiling gets the ceiling. A rich-text field takes one picture per
 * request, judged as an image field's files are (PNG, JPEG, GIF or WebP by content), within
 * the server's ceiling: its document has no `file` settings to narrow it.
 *
 * @example uploadRules({ name: 'attachment', widget: 'file', file: { multiple: true, maxCount: 5, maxSizeKb: 10240 } })
 * // { widget: 'file', accept: undefined, maxBytes: 10485760, maxCount: 5 }
 */
export function uploadRules(field: UploadTarget, ceilings: UploadCeilings = DEFAULT_UPLOAD_CEILINGS): UploadRules {
  if (field.widget === 'rich-text') {
    return { widget: 'image', accept: undefined, maxBytes: ceilings.maxFileBytes, maxCount: 1 }
  }
  const settings = field.file ?? {}
  const documentBytes = settings.maxSizeKb === undefined ? Number.POSITIVE_INFINITY : settings.maxSizeKb * 1024
  const multiple = settings.multiple === true
  return {
    widget: field.widget,
    accept: settings.accept,
    maxBytes: Math.min(documentBytes, ceilings.maxFileBytes),
    maxCount: multiple ? Math.min(settings.maxCount ?? ceilings.maxFiles, ceilings.maxFiles) : 1,
  }
}

/** What an upload is, from its content: the media type it is stored and served with. */
export interface UploadType {
  mediaType: string
  /** The extension of its storage key. */
  extension: string
}

// Old Office files are all one container format (CFB); only the name tells a .doc from a .xls.
const CFB_DOCUMENTS: Readonly<Record<string, string>> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
}

// Spellings of one type that `accept` may use.
const EXTENSION_SPELLINGS: Readonly<Record<string, string>> = { jpeg: 'jpg', jpe: 'jpg', tiff: 'tif', htm: 'html' }
const MEDIA_TYPE_SPELLINGS: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
}

// Text the content cannot name: kept as CSV or plain text, never as anything a browser runs.
const CSV: UploadType = { mediaType: 'text/csv', extension: 'csv' }
const PLAIN_TEXT: UploadType = { mediaType: 'text/plain', extension: 'txt' }

const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.')
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase()
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** Whether the bytes are UTF-8 text: valid UTF-8 without NUL bytes (which no text file has). */
function isText(bytes: Uint8Array): boolean {
  if (bytes.byteLength === 0 || bytes.includes(0)) return false
  try {
    utf8.decode(bytes)
    return true
  } catch {
    return false
  }
}

/** Whether `accept` (the form's list) lets a file of this type in. */
export function acceptsType(accept: readonly string[] | undefined, type: UploadType): boolean {
  if (accept === undefined) return true
  const extension = EXTENSION_SPELLINGS[type.extension] ?? type.extension
  return accept.some((entry) => {
    const wanted = entry.trim().toLowerCase()
    if (wanted.startsWith('.')) {
      const name = wanted.slice(1)
      return (EXTENSION_SPELLINGS[name] ?? name) === extension
    }
    if (wanted === '*/*' || wanted === '*') return true
    if (wanted.endsWith('/*')) return type.mediaType.startsWith(wanted.slice(0, -1))
    return (MEDIA_TYPE_SPELLINGS[wanted] ?? wanted) === type.mediaType
  })
}

/**
 * What an upload is, judged by its content (`file-type`'s magic numbers), or undefined when the
 * field does not take it. The name it came with and the type the browser claims are never
 * trusted: PDF bytes named `photo.png` are a PDF. The name only tells apart what the content
 * cannot: a `.doc` from a `.xls` (both CFB containers), and `.csv` from plain text.
 *
 * - An `image` field takes PNG, JPEG, GIF and WebP only (what every browser shows), and then
 *   only what `accept` allows.
 * - Bytes `file-type` does not know are taken only when they are UTF-8 text and `accept` allows
 *   text (`text/*`, `text/plain`, `text/csv`, `.txt`, `.csv`, or no `accept`): `text/csv` when
 *   named `.csv`, `text/plain` otherwise. So an SVG or HTML file is at most text, served as a
 *   download, never a page or an image a browser would run.
 *
 * @example await detectUploadType(pdfBytes, 'photo.png', { widget: 'file', accept: ['image/*'] }) // undefined
 */
export async function detectUploadType(
  bytes: Uint8Array,
  fileName: string,
  rules: Pick<UploadRules, 'widget' | 'accept'>,
): Promise<UploadType | undefined> {
  const named = extensionOf(fileName)
  const found = await fileTypeFromBuffer(bytes)
  let type: UploadType
  if (found !== undefined) {
    const cfbDocument = found.ext === 'cfb' ? CFB_DOCUMENTS[named] : undefined
    type =
      cfbDocument === undefined
        ? { mediaType: found.mime, extension: found.ext }
        : { mediaType: cfbDocument, extension: named }
    if (rules.widget === 'image' && !Object.hasOwn(IMAGE_MEDIA_TYPES, type.mediaType)) return undefined
  } else {
    if (rules.widget === 'image' || !isText(bytes)) return undefined
    type = named === 'csv' ? CSV : PLAIN_TEXT
  }
  return acceptsType(rules.accept, type) ? type : undefined
}

/** The media types served `inline` (shown in the browser): images it can show, and PDF. */
export const INLINE_MEDIA_TYPES: ReadonlySet<string> = new Set([...Object.keys(IMAGE_MEDIA_TYPES), 'application/pdf'])

// RFC 8187: attr-char is ALPHA / DIGIT / "!#$&+-.^_`|~"; encodeURIComponent leaves '()*' and "'" too.
const encodeRfc8187 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * The `Content-Disposition` of an upload: `inline` for images and PDF, `attachment` for
 * everything else; the name as `filename*` (UTF-8, so Cyrillic names survive) with an ASCII
 * `filename` for old clients.
 *
 * @example contentDisposition('application/pdf', 'Өргөдөл.pdf')
 * // `inline; filename="_______.pdf"; filename*=UTF-8''%D3%A8%D1%80...`
 */
export function contentDisposition(mediaType: string, fileName: string): string {
  const kind = INLINE_MEDIA_TYPES.has(mediaType) ? 'inline' : 'attachment'
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc8187(fileName)}`
}

// What `tamga_upload.file_name` keeps (saveUpload cuts there too).
const FILE_NAME_MAX_LENGTH = 255

/**
 * The name an upload is kept under: the last segment of what the browser sent (old browsers
 * send `C:\fakepath\x.pdf`), without control characters, at most 255 characters (as
 * `tamga_upload` keeps it); never used as a path.
 */
export function uploadFileName(sent: string): string {
  const last = sent.split(/[\\/]/).at(-1) ?? ''
  const clean = last.replace(/\p{Cc}/gu, '').trim()
  return [...clean].slice(0, FILE_NAME_MAX_LENGTH).join('') || 'file'
}
