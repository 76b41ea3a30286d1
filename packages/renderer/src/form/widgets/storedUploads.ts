import { uploadIdsIn } from '@tamga/schema'
import { attachmentName } from '../../crud/exportDownload.ts'
import { fileUrls, UPLOADS_API_BASE } from '../../grid/cellContent.ts'
import type { UploadedFile } from '../uploadValue.ts'

/**
 * Where an upload of a krud's records is read: `{apiBase}/records/{krud}/uploads/{id}`, the
 * address the grid's image and file cells use too.
 *
 * @example uploadAddress('news', '0b6f4a5e-…') // '/api/records/news/uploads/0b6f4a5e-…'
 */
export function uploadAddress(krud: string, id: string, apiBase: string = UPLOADS_API_BASE): string {
  return fileUrls(id, krud, apiBase)[0] ?? `${apiBase}/records/${encodeURIComponent(krud)}/uploads/${id}`
}

/**
 * The files a file or image field's value names, for the list it shows: the uploads the form
 * made while open (`known`, with their names), and for every other id — a stored record opened
 * again — its address under the records API, so a picture shows at once, named by `names` (the
 * names the server gave) or by the start of its id until then.
 *
 * @example storedUploadFiles([A], new Map(), 'news', new Map([[A, 'photo.png']]))
 * // Map { A => { id: A, name: 'photo.png', url: '/api/records/news/uploads/A' } }
 */
export function storedUploadFiles(
  value: unknown,
  known: ReadonlyMap<string, UploadedFile>,
  krud: string,
  names: ReadonlyMap<string, string>,
  apiBase: string = UPLOADS_API_BASE,
): Map<string, UploadedFile> {
  const files = new Map(known)
  for (const id of uploadIdsIn(value)) {
    const file = known.get(id)
    if (file?.url !== undefined) continue
    files.set(id, { id, name: file?.name ?? names.get(id) ?? id.slice(0, 8), url: uploadAddress(krud, id, apiBase) })
  }
  return files
}

/** The ids of a value whose names neither the form nor an earlier look-up knows. */
export function unnamedUploadIds(
  value: unknown,
  known: ReadonlyMap<string, UploadedFile>,
  names: ReadonlyMap<string, string>,
): string[] {
  return uploadIdsIn(value).filter((id) => !known.has(id) && !names.has(id))
}

/**
 * The name the server keeps for an upload, from the `Content-Disposition` of its address (the
 * uploads route names the file there, in UTF-8, so Mongolian names survive); undefined when it
 * names none.
 *
 * @example uploadNameOf(`inline; filename="_.png"; filename*=UTF-8''%D0%97.png`) // 'З.png'
 */
export function uploadNameOf(disposition: string | null): string | undefined {
  const name = attachmentName(disposition, '')
  return name === '' ? undefined : name
}
