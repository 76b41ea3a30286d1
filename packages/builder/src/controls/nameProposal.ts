// A builder types a title and Tamga proposes the name (`nameFromTitle`), free among the names
// taken (`freeName`). The proposal follows the title until the person edits the name; clearing
// the name hands it back to the title.
import { freeName, nameFromTitle } from '@tamga/schema'

/** A title and the name that goes with it, and whether the person wrote the name. */
export interface NameDraft {
  title: string
  name: string
  /** The name was typed (it no longer follows the title). */
  edited: boolean
}

/** Nothing typed yet. */
export const EMPTY_NAME_DRAFT: NameDraft = { title: '', name: '', edited: false }

/**
 * The draft with a new title: the name is proposed from it, unless the person wrote the name.
 *
 * @example withTitle(EMPTY_NAME_DRAFT, 'Арга хэмжээ', new Set()) // { title: 'Арга хэмжээ', name: 'arga_khemjee', edited: false }
 */
export function withTitle(draft: NameDraft, title: string, taken: ReadonlySet<string>): NameDraft {
  if (draft.edited) return { ...draft, title }
  const proposed = nameFromTitle(title)
  return { title, name: proposed === '' ? '' : freeName(proposed, taken), edited: false }
}

/** The draft with a name the person typed; an emptied name follows the title again. */
export function withName(draft: NameDraft, name: string, taken: ReadonlySet<string>): NameDraft {
  if (name === '') return withTitle({ ...draft, edited: false }, draft.title, taken)
  return { ...draft, name, edited: true }
}
