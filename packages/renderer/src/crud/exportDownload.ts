// The Excel export as the browser downloads it: read as a stream so the screen can show how far
// it has come, then saved as a file. The server writes the workbook while it reads the rows, so
// it cannot say the size first; it says the number of rows (`X-Total-Rows`) instead.
import type { LanguageCode } from '@tamga/schema'

/** How far a download has come. */
export interface DownloadProgress {
  /** Bytes received so far. */
  received: number
  /** The whole size when the answer says it (`Content-Length`). */
  size: number | undefined
  /** The rows the file holds when the answer says it (`X-Total-Rows`). */
  rows: number | undefined
}

/** A downloaded file, or why there is none. */
export type DownloadResult =
  | { ok: true; blob: Blob; fileName: string }
  | { ok: false; status: number; message: string; cancelled: boolean }

/** Options of {@link downloadWithProgress}. */
export interface DownloadOptions {
  url: string
  /** The file's name when the answer names none. */
  fallbackName: string
  language: LanguageCode
  onProgress: (progress: DownloadProgress) => void
  signal?: AbortSignal | undefined
  /** @default globalThis.fetch */
  fetch?: typeof fetch | undefined
}

/**
 * The percent done, when the whole size is known; undefined otherwise (a stream that does not
 * say its size can only show what has arrived).
 *
 * @example downloadPercent({ received: 512, size: 2048, rows: 10 }) // 25
 */
export function downloadPercent(progress: DownloadProgress): number | undefined {
  if (progress.size === undefined || progress.size <= 0) return undefined
  return Math.min(100, Math.floor((progress.received / progress.size) * 100))
}

/**
 * A byte count as people read it: `812 B`, `12.4 KB`, `3.1 MB`.
 *
 * @example byteSize(12_700) // '12.4 KB'
 */
export function byteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/**
 * The file name a `Content-Disposition` header gives: the UTF-8 `filename*` (a Mongolian
 * title) before the ASCII `filename`, else `fallback`.
 *
 * @example attachmentName(`attachment; filename="news.xlsx"; filename*=UTF-8''%D0%9C%D1%8D%D0%B4%D1%8D%D1%8D.xlsx`, 'x.xlsx') // 'Мэдээ.xlsx'
 */
export function attachmentName(disposition: string | null, fallback: string): string {
  if (disposition === null) return fallback
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)
  if (extended?.[1] !== undefined) {
    try {
      return decodeURIComponent(extended[1].trim())
    } catch {
      // A malformed escape: the plain name below still serves.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition)
  const name = (plain?.[1] ?? plain?.[2])?.trim()
  return name === undefined || name === '' ? fallback : name
}

/** A number header's value, or undefined when it is missing or not a count. */
function countHeader(headers: Headers, name: string): number | undefined {
  const text = headers.get(name)
  if (text === null || !/^\d+$/.test(text.trim())) return undefined
  return Number(text)
}

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

/**
 * The message of an engine server error body in the reader's language, as the app's client
 * picks it (spec 8.1): enMsg in English, koMsg in Korean, else msg.
 */
async function failureMessage(response: Response, language: LanguageCode): Promise<string> {
  try {
    const body: unknown = await response.json()
    if (typeof body === 'object' && body !== null) {
      const fields = body as Record<string, unknown>
      const preferred =
        language === 'en_US' ? textOf(fields.enMsg) : language === 'ko_KR' ? textOf(fields.koMsg) : undefined
      return preferred ?? textOf(fields.msg) ?? textOf(fields.enMsg) ?? ''
    }
  } catch {
    // Not JSON: the status alone is known.
  }
  return ''
}

/**
 * Downloads `url` as a stream, telling `onProgress` after every chunk. The call carries the
 * session cookie and the `X-Requested-With` header every call of the app sends (spec 7).
 * Answers the file, or the failure (the server's message, or an empty one), never a thrown error.
 */
export async function downloadWithProgress(options: DownloadOptions): Promise<DownloadResult> {
  const fetcher = options.fetch ?? globalThis.fetch
  const cancelled = (): DownloadResult => ({ ok: false, status: 0, message: '', cancelled: true })
  let response: Response
  try {
    response = await fetcher(options.url, {
      credentials: 'include',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    })
  } catch (error) {
    if (options.signal?.aborted === true) return cancelled()
    return { ok: false, status: 0, message: error instanceof Error ? error.message : '', cancelled: false }
  }
  if (!response.ok) {
    return {
      ok: false,
      status: response.status,
      message: await failureMessage(response, options.language),
      cancelled: false,
    }
  }
  const progress: DownloadProgress = {
    received: 0,
    size: countHeader(response.headers, 'content-length'),
    rows: countHeader(response.headers, 'x-total-rows'),
  }
  options.onProgress({ ...progress })
  const chunks: Uint8Array[] = []
  try {
    if (response.body === null) {
      const whole = new Uint8Array(await response.arrayBuffer())
      chunks.push(whole)
      progress.received = whole.byteLength
      options.onProgress({ ...progress })
    } else {
      const reader = response.body.getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        chunks.push(value)
        progress.received += value.byteLength
        options.onProgress({ ...progress })
      }
    }
  } catch (error) {
    if (options.signal?.aborted === true) return cancelled()
    // The server cuts an export short when it fails midway: the file would be broken.
    return { ok: false, status: 0, message: error instanceof Error ? error.message : '', cancelled: false }
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream'
  return {
    ok: true,
    blob: new Blob(chunks as BlobPart[], { type }),
    fileName: attachmentName(response.headers.get('content-disposition'), options.fallbackName),
  }
}

/** Saves a downloaded file the way a link with `download` does, through an object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has started the save by now; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
