// The draft board (openDrafts.ts) in React: read a document's unsaved edits, the names of a
// kind's unsaved documents, and publish the document a builder has open.
import type { DocumentKind } from '@tamga/schema'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { type DraftBoard, openDrafts } from './openDrafts.ts'

/** How long a builder waits after an edit before telling the other tabs (one message per pause in typing). */
const PUBLISH_AFTER_MS = 400

/** The unsaved edits of that document open in a builder of this browser, or undefined. */
export function useDraft(kind: DocumentKind, name: string | undefined, board: DraftBoard = openDrafts()): unknown {
  const read = useCallback(
    () => (name === undefined || name === '' ? undefined : board.draft(kind, name)),
    [board, kind, name],
  )
  return useSyncExternalStore(board.subscribe, read, read)
}

/** The names of that kind's documents with unsaved edits in a builder of this browser. */
export function useDraftNames(kind: DocumentKind, board: DraftBoard = openDrafts()): string[] {
  // One string stands for the list, so the same names are the same snapshot.
  const read = useCallback(() => board.names(kind).join('\n'), [board, kind])
  const joined = useSyncExternalStore(board.subscribe, read, read)
  return joined === '' ? [] : joined.split('\n')
}

/**
 * Publishes `document` as this builder's unsaved edits of that kind and name while `dirty`, and
 * withdraws it once it is not (saved, undone back) or the builder closes.
 */
export function usePublishedDraft(
  kind: DocumentKind,
  name: string,
  document: unknown,
  dirty: boolean,
  board: DraftBoard = openDrafts(),
): void {
  useEffect(() => {
    if (!dirty) {
      board.publish(kind, name, undefined)
      return
    }
    const timer = setTimeout(() => board.publish(kind, name, document), PUBLISH_AFTER_MS)
    return () => clearTimeout(timer)
  }, [board, kind, name, document, dirty])
  useEffect(() => () => board.publish(kind, name, undefined), [board, kind, name])
}
