import type { DocumentKind, DocumentsByKind, TamgaDocument } from '@tamga/schema'

/** Who made a change, for the history; null for the system itself (start-up, seeding). */
export type Actor = string | null

/** One stored revision of a document. */
export interface DocumentRevision {
  kind: DocumentKind
  name: string
  revision: number
  /** The document as it was; null for the revision that deleted it. */
  document: TamgaDocument | null
  change: 'create' | 'update' | 'delete' | 'restore'
  changedAt: Date
  changedBy: Actor
}

/** A stored document with its revision counter. */
export interface StoredDocument<TDocument extends TamgaDocument = TamgaDocument> {
  document: TDocument
  revision: number
  updatedAt: Date
  updatedBy: Actor
}

/** Options of a write. */
export interface WriteOptions {
  by: Actor
  /**
   * Optimistic concurrency: the revision the writer last read (0: the document must not exist
   * yet). When the stored revision is another, the write is refused rather than silently
   * overwriting someone else's change. A folder store's revision is a hash of the file's bytes.
   */
  expectedRevision?: number
}

/**
 * Where the project's documents live: the database (`schema_load_mode` "database") or a
 * folder of JSON files ("files"). Every write is validated with `@tamga/schema` first and
 * refused with the issues (path + message) when invalid.
 */
export interface DocumentStore {
  /** Which kind of store this is. */
  readonly mode: 'database' | 'files'
  list<TKind extends DocumentKind>(kind: TKind): Promise<Array<StoredDocument<DocumentsByKind[TKind]>>>
  listAll(): Promise<StoredDocument[]>
  get<TKind extends DocumentKind>(
    kind: TKind,
    name: string,
  ): Promise<StoredDocument<DocumentsByKind[TKind]> | undefined>
  /** Creates or replaces a document after validating it. */
  put(document: unknown, options: WriteOptions): Promise<StoredDocument>
  remove(kind: DocumentKind, name: string, options: WriteOptions): Promise<void>
  /** Every revision of one document, oldest first. */
  history(kind: DocumentKind, name: string): Promise<DocumentRevision[]>
  /** Makes an earlier revision the current one again (as a new revision). */
  restore(kind: DocumentKind, name: string, revision: number, options: WriteOptions): Promise<StoredDocument>
}
