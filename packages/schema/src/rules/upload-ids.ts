const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The upload ids a file or image field's stored value names, in order: one id, an array of
 * ids, or an array as JSON text (a `multiple` field over a text column); anything else names
 * none. The server checks a write's uploads with it and the form shows them with it.
 *
 * @example uploadIdsIn('["0b0c…","1d2e…"]') // ['0b0c…', '1d2e…']
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
