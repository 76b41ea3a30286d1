// The one contract between the builder frame and a kind's visual editor. The frame owns the
// editing session (undo/redo, dirty flag, save, history, import/export, issues); an editor only
// draws the document and hands back the next one.

import type { HttpClient } from '@tamga/renderer'
import type { DocumentIssue, DocumentKind, DocumentsByKind, LanguageCode } from '@tamga/schema'
import type { DocumentsClient } from '../client/documentsClient.ts'

/** What the frame gives a kind's editor. */
export interface EditorProps<TKind extends DocumentKind = DocumentKind> {
  /**
   * The document as it is now. It may be invalid while someone edits it (a field without a
   * name, an empty title): read it defensively, never assume a property the schema requires.
   */
  document: DocumentsByKind[TKind]
  /**
   * Replaces the document. `what` names what changed (`fields/3/label`): edits of the same thing
   * in a row are one undo step, so typing a label is not one step per key.
   */
  onChange: (next: DocumentsByKind[TKind], what?: string) => void
  /** What is wrong with the document, each at its JSON Pointer: the editor marks them where they are. */
  issues: readonly DocumentIssue[]
  language: LanguageCode
  /** The server API (previews read records through it). */
  http: HttpClient
  /** The project's other documents, read through the server's documents API. */
  documents: DocumentsClient
}
