// A kind's documents as the options of a Select that names one of them.
import { type LanguageCode, type LocalizedText, localizedText } from '@tamga/schema'
import type { DocumentSummary } from '../client/documentsClient.ts'

/** One option: the document's name as the value, its name and title as the label. */
export interface DocumentNameOption {
  value: string
  label: string
}

/**
 * The options for naming a document, sorted by name. A `current` name the list lacks (a document
 * not saved yet, or deleted) stays among them, so the Select still shows what the document says.
 */
export function documentNameOptions(
  documents: readonly Pick<DocumentSummary, 'name' | 'title'>[],
  language: LanguageCode,
  current?: string,
): DocumentNameOption[] {
  const options = documents.map((document) => {
    const title = localizedText(document.title ?? undefined, language)
    return {
      value: document.name,
      label: title === undefined || title === '' ? document.name : `${document.name} — ${title}`,
    }
  })
  if (current !== undefined && current !== '' && !options.some((option) => option.value === current)) {
    options.push({ value: current, label: current })
  }
  return options.sort((left, right) => left.value.localeCompare(right.value))
}

/**
 * The options for naming a column (or a field): each name with its label in the language shown,
 * in the table's order. A `current` name the table lacks stays among them, last.
 *
 * @example fieldNameOptions([{ name: 'title', label: { mn_MN: 'Гарчиг' } }], 'mn_MN') // [{ value: 'title', label: 'title — Гарчиг' }]
 */
export function fieldNameOptions(
  fields: readonly { name: string; label?: LocalizedText | undefined }[],
  language: LanguageCode,
  current?: readonly string[] | string,
): DocumentNameOption[] {
  const options = fields.map((field) => {
    const label = localizedText(field.label, language)
    return { value: field.name, label: label === undefined || label === '' ? field.name : `${field.name} — ${label}` }
  })
  const kept = current === undefined ? [] : typeof current === 'string' ? [current] : current
  for (const name of kept) {
    if (name !== '' && !options.some((option) => option.value === name)) options.push({ value: name, label: name })
  }
  return options
}
