// A document leaves a builder as a JSON file and comes back from one.
import type { DocumentKind } from '@tamga/schema'

/** The file a document is exported to: `{kind}-{name}.json`. */
export const jsonFileName = (kind: DocumentKind, name: string): string => `${kind}-${name}.json`

/** An imported file as the document to edit, or what is wrong with it. */
export type ImportedDocument =
  | { ok: true; document: Record<string, unknown>; renamed: boolean }
  | { ok: false; problem: 'jsonInvalid' | 'importWrongKind' }

/**
 * Reads an exported document into the builder of `kind` and `name`: it must be JSON of the same
 * kind. It takes the open document's name (the builder is at that address), saying so when the
 * file had another; everything else is checked by the builder like any edit.
 */
export function importedDocument(text: string, kind: DocumentKind, name: string): ImportedDocument {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, problem: 'jsonInvalid' }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, problem: 'jsonInvalid' }
  const document = parsed as Record<string, unknown>
  if (document.kind !== kind) return { ok: false, problem: 'importWrongKind' }
  return { ok: true, document: { ...document, name }, renamed: document.name !== name }
}
