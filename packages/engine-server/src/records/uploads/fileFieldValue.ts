import type { ModelColumn } from '@tamga/schema'
import type { UploadField } from './uploadType.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const isJsonColumn = (column: ModelColumn): boolean => column.type === 'json' || column.type === 'jsonb'

/**
 * What a file or image field's column holds for its uploads: the ids `POST
 * /records/:krud/uploads/:field` answered. The form record schema types the value by the column,
 * so the shape follows the column:
 *
 * - no upload: `null`;
 * - a single field: the id, in a `json`/`jsonb` column as in a text one;
 * - a `multiple` field over a `json`/`jsonb` column: the array of ids;
 * - a `multiple` field over a text column (`text`, `varchar`): the array as JSON text,
 *   `["…","…"]`, which is what {@link uploadIdsIn} reads back.
 *
 * @example fileFieldValue(attachment, { name: 'attachment', type: 'text' }, [a, b]) // '["a…","b…"]'
 */
export function fileFieldValue(
  field: UploadField,
  column: ModelColumn,
  ids: readonly string[],
): string | string[] | null {
  if (ids.length === 0) return null
  if (field.file?.multiple !== true) return ids[0] ?? null
  return isJsonColumn(column) ? [...ids] : JSON.stringify(ids)
}

/**
 * The upload ids a file field's stored value names, in order: one id, an array of ids, or an
 * array as JSON text (see {@link fileFieldValue}); anything else names none.
 */
export function uploadIdsIn(value: unknown): string[] {
  let list: unknown = value
  if (typeof value === 'string') {
    if (UUID.test(value)) return [value.toLowerCase()]
    try {
      list = JSON.parse(value)
    } catch {
      return []
    }
  }
  if (!Array.isArray(list)) return []
  return list
    .filter((item): item is string => typeof item === 'string' && UUID.test(item))
    .map((id) => id.toLowerCase())
}
