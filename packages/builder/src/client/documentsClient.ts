// The builders' typed client of the server's documents area (`/api/documents/…`, roles 1 and 2).
// Every call answers an ApiResult, as the app's one HTTP client does: never a thrown error.
import type { ApiResult, HttpClient } from '@tamga/renderer'
import type { DocumentKind, LocalizedText, TamgaDocument } from '@tamga/schema'

/** A stored document with its revision. */
export interface StoredDocument {
  document: TamgaDocument
  revision: number
  updatedAt: string
  updatedBy: string | null
}

/** One line of a kind's list. */
export interface DocumentSummary {
  name: string
  title: LocalizedText | null
  description: LocalizedText | null
  revision: number
  updatedAt: string
  updatedBy: string | null
}

/** One revision of a document's history (newest first); `document` is null for a deletion. */
export interface DocumentRevision {
  revision: number
  change: string
  changedAt: string
  changedBy: string | null
  document: TamgaDocument | null
}

/** What saving a model would do to its table, before it is done. */
export interface ModelChangePreview {
  kind: string
  table: string
  destructive: boolean
  description: { mn_MN: string; en_US: string }
  statements: string[]
}

/** The plan of a model's save: its changes in order, and what stands in the way. */
export interface ModelPlanPreview {
  changes: ModelChangePreview[]
  issues: Array<{ table: string; column?: string; code: string; message: { mn_MN: string; en_US: string } }>
}

/** Options of a save. */
export interface SaveOptions {
  /** The revision read; 0 for a document that must not exist yet. */
  revision: number
  /** For a model whose table change can lose data: why (the server logs it with the user). */
  destructiveReason?: string
}

export interface DocumentsClient {
  list(kind: DocumentKind): Promise<ApiResult<{ documents: DocumentSummary[] }>>
  get(kind: DocumentKind, name: string): Promise<ApiResult<StoredDocument>>
  save(document: TamgaDocument, options: SaveOptions): Promise<ApiResult<StoredDocument>>
  remove(kind: DocumentKind, name: string, revision: number): Promise<ApiResult<unknown>>
  history(kind: DocumentKind, name: string): Promise<ApiResult<{ revisions: DocumentRevision[] }>>
  restore(kind: DocumentKind, name: string, revision: number): Promise<ApiResult<StoredDocument>>
  /** What saving this model would change in the database (`POST /documents/model/{name}/plan`). */
  planModel(document: TamgaDocument): Promise<ApiResult<ModelPlanPreview>>
}

const path = (kind: string, name?: string) =>
  name === undefined ? `/documents/${kind}` : `/documents/${kind}/${encodeURIComponent(name)}`

/** The documents client over the app's HTTP client. Failures are quiet: the builder shows them at their place. */
export function documentsClient(http: HttpClient): DocumentsClient {
  return {
    list: (kind) => http.get(path(kind)),
    get: (kind, name) => http.get(path(kind, name)),
    save: (document, options) =>
      http.put(path(document.kind, document.name), document, {
        quiet: true,
        query: { revision: options.revision, destructiveReason: options.destructiveReason },
      }),
    remove: (kind, name, revision) => http.delete(path(kind, name), { query: { revision } }),
    history: (kind, name) => http.get(`${path(kind, name)}/history`),
    restore: (kind, name, revision) => http.post(`${path(kind, name)}/restore`, { revision }),
    planModel: (document) => http.post(`${path('model', document.name)}/plan`, document, { quiet: true }),
  }
}
