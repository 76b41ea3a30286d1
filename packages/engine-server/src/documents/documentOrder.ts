import { DOCUMENT_KINDS, type DocumentKind, type DocumentsByKind, type TamgaDocument } from '@tamga/schema'

/**
 * The order every store lists documents in: by kind as `DOCUMENT_KINDS` lists them, then by
 * name in code-point order. Sorted in JavaScript, not SQL, so the order does not depend on the
 * database's collation.
 */
export function compareDocuments(
  a: Pick<TamgaDocument, 'kind' | 'name'>,
  b: Pick<TamgaDocument, 'kind' | 'name'>,
): number {
  const byKind = DOCUMENT_KINDS.indexOf(a.kind) - DOCUMENT_KINDS.indexOf(b.kind)
  if (byKind !== 0) return byKind
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0
}

/** Narrows a validated document to the kind a caller asked for. */
export function isOfKind<TKind extends DocumentKind>(
  document: TamgaDocument,
  kind: TKind,
): document is DocumentsByKind[TKind] {
  return document.kind === kind
}
