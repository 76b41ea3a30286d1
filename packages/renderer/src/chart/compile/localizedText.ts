import type { LocalizedText } from '@tamga/schema'

/**
 * Reads a value that should be localized text but arrives untyped (the `title` of a chart
 * answer's dimension); anything else is `undefined`.
 */
export function asLocalizedText(value: unknown): LocalizedText | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value
  if (typeof value !== 'object' || value === null) return undefined
  const mongolian = (value as { mn_MN?: unknown }).mn_MN
  return typeof mongolian === 'string' && mongolian.trim() !== '' ? (value as LocalizedText) : undefined
}
