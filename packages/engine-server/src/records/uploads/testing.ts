// Files and multipart bodies for the upload tests.
import { randomBytes } from 'node:crypto'

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/** The smallest file `file-type` calls a PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')

/** An old Office container (CFB), as a .doc or .xls begins. */
export const CFB = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1016)])

/** One file part of a multipart body. */
export interface FilePart {
  name: string
  bytes: Uint8Array
  /** The part's field name. @default 'file' */
  field?: string
  /** The type the browser claims (never trusted). @default 'application/octet-stream' */
  type?: string
}

/** A `multipart/form-data` body of file parts, as a browser's FormData sends it. */
export function multipartBody(files: readonly FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tamga${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const file of files) {
    const name = file.name.replaceAll('"', '%22')
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
