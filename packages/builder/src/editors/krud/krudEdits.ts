// A krud's edits that are more than setting one property.
import { KRUD_ACTIONS, type KrudAction, type KrudDocument } from '@tamga/schema'

/**
 * The krud offering the chosen actions, in the schema's order. Choosing exactly the default
 * actions still writes them: an author who ticked boxes expects to see them in the document.
 */
export function withKrudActions(krud: KrudDocument, chosen: readonly KrudAction[]): KrudDocument {
  const actions = KRUD_ACTIONS.filter((action) => chosen.includes(action))
  return { ...krud, actions }
}

/** Sets or leaves out an optional property: an empty choice leaves it out rather than storing "". */
export function withOptionalKrud<TKey extends 'workflow' | 'template' | 'public'>(
  krud: KrudDocument,
  key: TKey,
  value: KrudDocument[TKey] | undefined,
): KrudDocument {
  const next: KrudDocument = { ...krud }
  if (value === undefined || value === '') delete next[key]
  else next[key] = value
  return next
}
