// The editing session of one document against the server: load, edit, undo/redo, save (with
// the server's refusals brought to their place), history and restore.

import type { ApiResult } from '@tamga/renderer'
import type { DocumentIssue, DocumentKind, DocumentsByKind, LanguageCode } from '@tamga/schema'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { DocumentRevision, DocumentsClient, StoredDocument } from '../client/documentsClient.ts'
import {
  canRedo,
  canUndo,
  type DocumentSession,
  documentToSave,
  edit,
  isDirty,
  markSaved,
  openSession,
  redo,
  sessionIssues,
  undo,
} from '../session/documentSession.ts'
import { usePublishedDraft } from '../session/useDrafts.ts'
import { newDocument } from './newDocument.ts'
import { type SaveRefusal, saveRefusal } from './saveOutcome.ts'

const nameOf = (document: unknown): unknown =>
  typeof document === 'object' && document !== null ? (document as { name?: unknown }).name : undefined

/** Where the editor stands. */
export type EditorStatus = 'loading' | 'ready' | 'missing' | 'saving'

export interface DocumentEditor<TKind extends DocumentKind> {
  status: EditorStatus
  session: DocumentSession<TKind> | undefined
  /** The schema's issues of the document as it is, then the server's of the last refused save. */
  issues: readonly DocumentIssue[]
  dirty: boolean
  canUndo: boolean
  canRedo: boolean
  /** Why the last save was refused, until the next edit or save. */
  refusal: SaveRefusal | undefined
  change(next: DocumentsByKind[TKind], what?: string): void
  undo(): void
  redo(): void
  /** Saves; answers whether it was stored. `destructiveReason` confirms a model change that can lose data. */
  save(destructiveReason?: string): Promise<boolean>
  /** Reads the stored document again, dropping the edits (after a conflict). */
  reload(): Promise<void>
  /** Forgets the last refusal (a confirmation cancelled), keeping the edits. */
  dismiss(): void
  history(): Promise<DocumentRevision[] | undefined>
  restore(revision: number): Promise<boolean>
}

export interface DocumentEditorOptions<TKind extends DocumentKind> {
  documents: DocumentsClient
  kind: TKind
  name: string
  /** A document not stored yet: it starts from the kind's example. */
  isNew: boolean
  /** A new document's title, as the builder typed it before its name was proposed. */
  title?: string | undefined
  language: LanguageCode
}

export function useDocumentEditor<TKind extends DocumentKind>(
  options: DocumentEditorOptions<TKind>,
): DocumentEditor<TKind> {
  const { documents, kind, name, isNew, title, language } = options
  const [session, setSession] = useState<DocumentSession<TKind>>()
  const [status, setStatus] = useState<EditorStatus>('loading')
  const [refusal, setRefusal] = useState<SaveRefusal>()
  // The latest session, for the save that runs after an await.
  const latest = useRef(session)
  latest.current = session

  const load = useCallback(async () => {
    setStatus('loading')
    setRefusal(undefined)
    if (isNew) {
      setSession(openSession(kind, newDocument(kind, name, title), 0))
      setStatus('ready')
      return
    }
    const answer = await documents.get(kind, name)
    if (!answer.ok) {
      setStatus('missing')
      return
    }
    setSession(openSession(kind, answer.data.document, answer.data.revision))
    setStatus('ready')
  }, [documents, kind, name, isNew, title])

  useEffect(() => {
    // A new document's first save makes the app drop `?new=1` from its address: the session
    // already holds what the server stored, and reading it again would lose edits made since.
    const held = latest.current
    if (!isNew && held !== undefined && held.kind === kind && held.revision > 0 && nameOf(held.current) === name) return
    void load()
  }, [load, isNew, kind, name])

  const issues = useMemo(() => {
    if (session === undefined) return []
    const own = sessionIssues(session)
    const server = refusal !== undefined && 'issues' in refusal ? refusal.issues : []
    const seen = new Set(own.map((found) => `${found.path} ${found.code}`))
    return [...own, ...server.filter((found) => !seen.has(`${found.path} ${found.code}`))]
  }, [session, refusal])

  // A save and a restore end alike: the server's refusal shown in place, or its stored revision taken.
  const settle = useCallback(
    (answer: ApiResult<StoredDocument>): boolean => {
      if (!answer.ok) {
        setRefusal(saveRefusal(answer, language))
        return false
      }
      setRefusal(undefined)
      setSession((now) => (now === undefined ? now : markSaved(now, answer.data.document, answer.data.revision)))
      return true
    },
    [language],
  )

  const save = useCallback(
    async (destructiveReason?: string) => {
      const current = latest.current
      if (current === undefined) return false
      const document = documentToSave(current)
      if (document === undefined) return false
      setStatus('saving')
      const answer = await documents.save(document, {
        revision: current.revision,
        ...(destructiveReason === undefined ? {} : { destructiveReason }),
      })
      setStatus('ready')
      return settle(answer)
    },
    [documents, settle],
  )

  const restore = useCallback(
    async (revision: number) => {
      return settle(await documents.restore(kind, name, revision))
    },
    [documents, kind, name, settle],
  )

  const history = useCallback(async () => {
    const answer = await documents.history(kind, name)
    return answer.ok ? answer.data.revisions : undefined
  }, [documents, kind, name])

  const dirty = session !== undefined && (isDirty(session) || session.revision === 0)
  // The other builders of this browser offer what this one is about to save (a model's new column).
  usePublishedDraft(kind, name, session?.current, dirty)

  return {
    status,
    session,
    issues,
    dirty,
    canUndo: session !== undefined && canUndo(session),
    canRedo: session !== undefined && canRedo(session),
    refusal,
    change: (next, what) => {
      // The server's issues were about the document as it was sent: an edit makes them stale.
      setRefusal(undefined)
      setSession((now) => (now === undefined ? now : edit(now, next, what)))
    },
    undo: () => setSession((now) => (now === undefined ? now : undo(now))),
    redo: () => setSession((now) => (now === undefined ? now : redo(now))),
    save,
    reload: load,
    dismiss: () => setRefusal(undefined),
    history,
    restore,
  }
}
