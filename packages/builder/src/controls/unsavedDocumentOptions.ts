// A document picker's options with the documents a builder of this browser has created but not
// saved yet: a form can name the table being made in the next tab before that table is stored.
import type { LanguageCode } from '@tamga/schema'
import type { DocumentSummary } from '../client/documentsClient.ts'
import { type DocumentNameOption, documentNameOptions } from './documentNameOptions.ts'
import { pickerWord } from './pickerWords.ts'

/**
 * The stored documents' options (`documentNameOptions`), then each unsaved one the list lacks,
 * marked as not saved yet. The current name stays shown as the stored list keeps it.
 *
 * @example unsavedDocumentOptions([], ['events'], 'mn_MN', 'events') // [{ value: 'events', label: 'events (хадгалаагүй)' }]
 */
export function unsavedDocumentOptions(
  stored: readonly Pick<DocumentSummary, 'name' | 'title'>[],
  unsaved: readonly string[],
  language: LanguageCode,
  current?: string,
): DocumentNameOption[] {
  const only = unsaved.filter((name) => !stored.some((document) => document.name === name))
  const word = pickerWord('unsaved', language)
  return documentNameOptions(
    stored,
    language,
    current !== undefined && only.includes(current) ? undefined : current,
  ).concat(only.map((name) => ({ value: name, label: `${name} (${word})` })))
}
