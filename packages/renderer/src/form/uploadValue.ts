import { type JsonType, uploadIdsIn } from '@tamga/schema'

/** One file `POST /records/{krud}/uploads/{field}` stored. */
export interface UploadedFile {
  /** What the field's column stores. */
  id: string
  name: string
  /** Where whoever may read the krud reads it. */
  url?: string
}

/** One file a file or image field shows. */
export interface UploadEntry {
  /** Stable key of the entry in the list. */
  key: string
  /** The upload's id; absent for an older value that is a path or an address, kept as it is. */
  id?: string
  name: string
  url?: string
}

/**
 * What a file or image field stores for its uploads, shaped as the engine server's
 * `fileFieldValue` expects by the column: null for none; the id for a single field; for a
 * `multiple` field the list of ids in a JSON column (`valueType` absent), or the list as JSON
 * text in a text column.
 *
 * @example fileFieldValue(['a…', 'b…'], { multiple: true, valueType: 'string' }) // '["a…","b…"]'
 */
export function fileFieldValue(
  ids: readonly string[],
  field: { multiple: boolean; valueType: JsonType | undefined },
): string | string[] | null {
  if (ids.length === 0) return null
  if (!field.multiple) return ids[0] ?? null
  return field.valueType === undefined || field.valueType === 'array' ? [...ids] : JSON.stringify(ids)
}

/**
 * The files a field's value shows. Upload ids take the names and addresses the form learned
 * when it uploaded them (`known`), or a short form of the id; an older value that is a path or
 * an address (a file stored before uploads had ids) is shown as a link to itself.
 */
export function uploadEntries(value: unknown, known: ReadonlyMap<string, UploadedFile> = new Map()): UploadEntry[] {
  const ids = uploadIdsIn(value)
  if (ids.length > 0) {
    return ids.map((id) => {
      const file = known.get(id)
      const entry: UploadEntry = { key: id, id, name: file?.name ?? id.slice(0, 8) }
      if (file?.url !== undefined) entry.url = file.url
      return entry
    })
  }
  const paths = typeof value === 'string' ? [value] : Array.isArray(value) ? value : []
  return paths
    .filter((path): path is string => typeof path === 'string' && path.trim() !== '')
    .map((path) => ({ key: path, name: path.split(/[\\/]/).pop() || path, url: path }))
}

/**
 * The files of a `201` answer of the uploads route (`{ status: true, files: [...] }`); the
 * files without an id or a name are skipped.
 */
export function uploadAnswerFiles(answer: unknown): UploadedFile[] {
  const files = typeof answer === 'object' && answer !== null ? (answer as { files?: unknown }).files : undefined
  if (!Array.isArray(files)) return []
  const found: UploadedFile[] = []
  for (const item of files) {
    if (typeof item !== 'object' || item === null) continue
    const { id, name, url } = item as Record<string, unknown>
    if (typeof id !== 'string' || typeof name !== 'string') continue
    found.push(typeof url === 'string' ? { id, name, url } : { id, name })
  }
  return found
}

/** Whether a file is larger than the field's `maxSizeKb`. */
export function exceedsSize(bytes: number, maxSizeKb: number | undefined): boolean {
  return maxSizeKb !== undefined && bytes > maxSizeKb * 1024
}

/** A size limit in kilobytes as a person reads it: `1 MB`, `500 KB`. */
export function sizeLimitText(maxSizeKb: number): string {
  return maxSizeKb >= 1024 && maxSizeKb % 1024 === 0 ? `${maxSizeKb / 1024} MB` : `${maxSizeKb} KB`
}

/** Upload progress as a whole percentage between 0 and 100. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)))
}
