import type { ModelColumn } from '@tamga/schema'
import type { UploadField } from './uploadType.ts'

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
