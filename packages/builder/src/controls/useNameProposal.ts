import { useState } from 'react'
import { EMPTY_NAME_DRAFT, type NameDraft, withName, withTitle } from './nameProposal.ts'

/** A title box and a name box that follows it until edited (see `withTitle`). */
export interface NameProposal extends NameDraft {
  setTitle: (title: string) => void
  setName: (name: string) => void
  /** Back to nothing typed (a dialog opened again). */
  reset: () => void
}

/**
 * The state of a "title, then name" pair: the name proposed from the title and free among
 * `taken`, until the person edits it.
 *
 * @example const proposal = useNameProposal(new Set(rows.map((row) => row.name)))
 */
export function useNameProposal(taken: ReadonlySet<string>): NameProposal {
  const [draft, setDraft] = useState<NameDraft>(EMPTY_NAME_DRAFT)
  return {
    ...draft,
    setTitle: (title) => setDraft((current) => withTitle(current, title, taken)),
    setName: (name) => setDraft((current) => withName(current, name, taken)),
    reset: () => setDraft(EMPTY_NAME_DRAFT),
  }
}
