// One document being edited in a builder (issue 10: "every builder: undo/redo, unsaved-changes
// guard, save with validation errors shown at the place"): the document as saved and as it is
// now, the edits to step back and forth through, and what is wrong with it where. Pure values,
// so a builder keeps a session in its store and every step can be tested without a screen.
import {
  type DocumentIssue,
  type DocumentKind,
  type DocumentsByKind,
  issue,
  type TamgaDocument,
  validateDocument,
} from '@tamga/schema'

/** How many edits undo can step back through. */
export const UNDO_LIMIT = 200

/** A document under edit. */
export interface DocumentSession<TKind extends DocumentKind = DocumentKind> {
  kind: TKind
  /** The document as the server last stored it (or as imported, before its first save). */
  saved: unknown
  /** The document as it is now: possibly invalid while someone is typing. */
  current: unknown
  /** The revision the server stored `saved` at (0 for a document not saved yet), sent back on save. */
  revision: number
  /** Earlier states of `current`, the latest last. */
  past: readonly unknown[]
  /** States undone, the next to redo last. */
  future: readonly unknown[]
  /**
   * What the last edit was (`title`, `fields/3/label`): edits of the same thing in a row (typing
   * a label) are one step of undo, not one per keystroke.
   */
  lastEdit: string | undefined
}

/** Opens a session over a document the server answered at `revision`. */
export function openSession<TKind extends DocumentKind>(
  kind: TKind,
  document: unknown,
  revision: number,
): DocumentSession<TKind> {
  return { kind, saved: document, current: document, revision, past: [], future: [], lastEdit: undefined }
}

/**
 * The session after an edit to `next`. `what` names what changed; an edit of the same thing as
 * the one before replaces it in the undo history instead of adding a step. Redo is forgotten.
 */
export function edit<TKind extends DocumentKind>(
  session: DocumentSession<TKind>,
  next: unknown,
  what?: string,
): DocumentSession<TKind> {
  if (sameJson(next, session.current)) return session
  const merge = what !== undefined && what === session.lastEdit && session.past.length > 0
  const past = merge ? session.past : [...session.past, session.current].slice(-UNDO_LIMIT)
  return { ...session, current: next, past, future: [], lastEdit: what }
}

/** Whether there is an edit to undo, or one to redo. */
export const canUndo = (session: DocumentSession) => session.past.length > 0
export const canRedo = (session: DocumentSession) => session.future.length > 0

/** The session one edit back; the same session when there is nothing to undo. */
export function undo<TKind extends DocumentKind>(session: DocumentSession<TKind>): DocumentSession<TKind> {
  const previous = session.past.at(-1)
  if (!canUndo(session)) return session
  return {
    ...session,
    current: previous,
    past: session.past.slice(0, -1),
    future: [...session.future, session.current],
    lastEdit: undefined,
  }
}

/** The session one undone edit forward; the same session when there is nothing to redo. */
export function redo<TKind extends DocumentKind>(session: DocumentSession<TKind>): DocumentSession<TKind> {
  const next = session.future.at(-1)
  if (!canRedo(session)) return session
  return {
    ...session,
    current: next,
    past: [...session.past, session.current],
    future: session.future.slice(0, -1),
    lastEdit: undefined,
  }
}

/** Whether the document has changes the server does not have (the unsaved-changes guard asks this). */
export function isDirty(session: DocumentSession): boolean {
  return !sameJson(session.current, session.saved)
}

/** The document checked as its kind: valid, or its issues at their JSON Pointers. */
function checked(
  session: DocumentSession,
): { ok: true; value: TamgaDocument } | { ok: false; issues: DocumentIssue[] } {
  const current = session.current as { kind?: unknown } | null
  if (typeof current === 'object' && current !== null && current.kind !== session.kind) {
    return {
      ok: false,
      issues: [
        issue('/kind', 'kind-mismatch', {
          en_US: `must be "${session.kind}"`,
          mn_MN: `"${session.kind}" байх ёстой`,
        }),
      ],
    }
  }
  const result = validateDocument(session.current)
  return result.ok ? { ok: true, value: result.value } : { ok: false, issues: [...result.issues] }
}

/** What is wrong with the document now, each issue at its JSON Pointer; empty when it can be saved. */
export function sessionIssues(session: DocumentSession): readonly DocumentIssue[] {
  const result = checked(session)
  return result.ok ? [] : result.issues
}

/** The valid document to save, or undefined while it has issues. */
export function documentToSave<TKind extends DocumentKind>(
  session: DocumentSession<TKind>,
): DocumentsByKind[TKind] | undefined {
  const result = checked(session)
  return result.ok ? (result.value as DocumentsByKind[TKind]) : undefined
}

/**
 * The session once the server stored it at `revision`: what was saved becomes the saved state.
 * The undo history stays, so a save is not a wall one cannot step back through.
 */
export function markSaved<TKind extends DocumentKind>(
  session: DocumentSession<TKind>,
  stored: unknown,
  revision: number,
): DocumentSession<TKind> {
  return { ...session, saved: stored, current: stored, revision }
}

/** Two JSON values are the same document: equal content, whatever the order of their keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]))
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = Object.keys(left).filter((key) => left[key] !== undefined)
  const otherKeys = Object.keys(right).filter((key) => right[key] !== undefined)
  return keys.length === otherKeys.length && keys.every((key) => sameJson(left[key], right[key]))
}
