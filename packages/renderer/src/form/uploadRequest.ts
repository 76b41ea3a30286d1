import { type UploadedFile, uploadAnswerFiles, uploadPercent } from './uploadValue.ts'

/** Options of {@link uploadWithProgress}. */
export interface UploadRequestOptions {
  /** The uploads route of the field: `{apiBase}/records/{krud}/uploads/{field}`. */
  url: string
  file: Blob
  /** The file's name as sent; the `File`'s own name when absent. */
  fileName?: string
  /** The headers the app's client sends (`X-Requested-With`, `Authorization`). */
  headers?: Record<string, string>
  onProgress?: (percent: number) => void
  signal?: AbortSignal
}

/** The outcome of an upload: the stored files, or the refusal with the server's error body. */
export type UploadResult =
  | { ok: true; files: UploadedFile[] }
  | { ok: false; status: number; body: unknown; cancelled: boolean }

function parsed(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Sends one file to the engine server's uploads route as `multipart/form-data`, reporting the
 * progress of the sending: `fetch` cannot, so this is an XMLHttpRequest with credentials. The
 * portal builds a RecordForm's `upload` from it with its own base address and headers. Never
 * throws: a refusal (413 too large, 415 a type the field does not take) or a network failure
 * is an `ok: false` result.
 *
 * @example
 * const upload = (field, file, onProgress) =>
 *   uploadWithProgress({ url: `/api/records/news/uploads/${field}`, file, headers, onProgress })
 *     .then((result) => (result.ok ? result.files[0] : undefined))
 */
export function uploadWithProgress(options: UploadRequestOptions): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    const body = new FormData()
    const name = options.fileName ?? (options.file instanceof File ? options.file.name : 'file')
    body.append('file', options.file, name)
    request.open('POST', options.url)
    request.withCredentials = true
    for (const [header, value] of Object.entries(options.headers ?? {})) request.setRequestHeader(header, value)
    request.responseType = 'text'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(uploadPercent(event.loaded, event.total))
    }
    request.onload = () => {
      const answer = parsed(request.responseText)
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(100)
        resolve({ ok: true, files: uploadAnswerFiles(answer) })
      } else {
        resolve({ ok: false, status: request.status, body: answer, cancelled: false })
      }
    }
    request.onerror = () => resolve({ ok: false, status: 0, body: undefined, cancelled: false })
    request.onabort = () => resolve({ ok: false, status: 0, body: undefined, cancelled: true })
    options.signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(body)
  })
}
