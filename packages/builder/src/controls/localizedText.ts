// A localized text as three boxes and back.
import type { LanguageCode, LocalizedText } from '@tamga/schema'

/** A text in each of the three languages as an object; a plain string is read as its Mongolian. */
export function textsOf(value: LocalizedText | undefined): Partial<Record<LanguageCode, string>> {
  if (value === undefined) return {}
  return typeof value === 'string' ? { mn_MN: value } : { ...value }
}

/** The object the boxes make, or undefined when every box is empty (so an optional title is left out). */
export function localizedFrom(texts: Partial<Record<LanguageCode, string>>): LocalizedText | undefined {
  const filled = Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== undefined && text !== ''))
  return Object.keys(filled).length === 0 ? undefined : (filled as LocalizedText)
}
