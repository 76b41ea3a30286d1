import {
  type BilingualMessage,
  type DocumentKind,
  type DocumentsByKind,
  type TamgaDocument,
  validateDocument,
} from '@tamga/schema'
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely'
import type { DocumentTable, SystemDatabase } from '../db/tables.ts'
import { bumpDocumentsVersion } from '../permissions/documentsVersion.ts'
import { compareDocuments, isOfKind } from './documentOrder.ts'
import { DocumentConflictError, DocumentNotFoundError, DocumentValidationError } from './errors.ts'
import type { DocumentRevision, DocumentStore, StoredDocument, WriteOptions } from './store.ts'

type DocumentRow = Selectable<DocumentTable>

/**
 * Validates (and so migrates to the current format version) a document read back from the
 * database. Every row was valid when written; one that no longer is means a schema changed
 * without a migration, which must surface rather than be served half-understood.
 */
function storedDocument(row: DocumentRow): StoredDocument {
  const result = validateDocument(row.body)
  if (!result.ok) {
    throw new DocumentValidationError(result.issues, {
      en_US: `the stored ${row.kind} "${row.name}" (revision ${row.revision}) no longer validates`,
      mn_MN: `хадгалагдсан ${row.kind} "${row.name}" (${row.revision}-р хувилбар) баримт шалгалтад тэнцэхээ больсон`,
    })
  }
  return { document: result.value, revision: row.revision, updatedAt: row.updated_at, updatedBy: row.updated_by }
}

function ofKind<TKind extends DocumentKind>(
  stored: StoredDocument,
  kind: TKind,
): StoredDocument<DocumentsByKind[TKind]> {
  const { document } = stored
  if (!isOfKind(document, kind)) {
    throw new Error(`the row stored as ${kind} "${document.name}" holds a ${document.kind} document`)
  }
  return { ...stored, document }
}

function checkExpectedRevision(kind: DocumentKind, name: string, options: WriteOptions, current: number): void {
  if (options.expectedRevision !== undefined && options.expectedRevision !== current) {
    throw new DocumentConflictError(kind, name, options.expectedRevision, current)
  }
}

const cannotSave = (kind: unknown, name: unknown): BilingualMessage =>
  typeof kind === 'string' && typeof name === 'string'
    ? { en_US: `${kind} "${name}" cannot be saved`, mn_MN: `${kind} "${name}" баримтыг хадгалах боломжгүй` }
    : { en_US: 'the document cannot be saved', mn_MN: 'баримтыг хадгалах боломжгүй' }

/** Validates a document about to be written; throws {@link DocumentValidationError} with every issue otherwise. */
function validForWriting(input: unknown): TamgaDocument {
  const result = validateDocument(input)
  if (result.ok) return result.value
  const { kind, name } = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {}
  throw new DocumentValidationError(result.issues, cannotSave(kind, name))
}

/** Locks the document's row for the rest of the transaction, so that writers of one document queue. */
function lockDocument(trx: Transaction<SystemDatabase>, kind: DocumentKind, name: string) {
  return trx
    .selectFrom('tamga_document')
    .select('revision')
    .where('kind', '=', kind)
    .where('name', '=', name)
    .forUpdate()
    .executeTakeFirst()
}

/**
 * Writes one validated document as its next revision, inside `trx`, and appends the history
 * row. A document that does not exist yet continues the revision count of its history (it may
 * have been deleted before), so history revisions stay unique and consecutive.
 */
async function writeRevision(
  trx: Transaction<SystemDatabase>,
  document: TamgaDocument,
  change: 'restore' | undefined,
  options: WriteOptions,
): Promise<StoredDocument> {
  const { kind, name } = document
  const body = JSON.stringify(document)
  // Two attempts: when the row is absent, a concurrent writer may create it between our look
  // and our insert; the insert then does nothing and the second look finds (and locks) it.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const current = await lockDocument(trx, kind, name)
    checkExpectedRevision(kind, name, options, current?.revision ?? 0)
    let written: Pick<DocumentRow, 'revision' | 'updated_at' | 'updated_by'> | undefined
    if (current === undefined) {
      const last = await trx
        .selectFrom('tamga_document_history')
        .select((eb) => eb.fn.max('revision').as('revision'))
        .where('kind', '=', kind)
        .where('name', '=', name)
        .executeTakeFirst()
      written = await trx
        .insertInto('tamga_document')
        .values({
          kind,
          name,
          version: document.version,
          revision: (last?.revision ?? 0) + 1,
          body,
          updated_by: options.by,
        })
        .onConflict((conflict) => conflict.columns(['kind', 'name']).doNothing())
        .returning(['revision', 'updated_at', 'updated_by'])
        .executeTakeFirst()
      if (written === undefined) continue
    } else {
      written = await trx
        .updateTable('tamga_document')
        .set({
          version: document.version,
          revision: current.revision + 1,
          body,
          updated_at: sql<Date>`now()`,
          updated_by: options.by,
        })
        .where('kind', '=', kind)
        .where('name', '=', name)
        .returning(['revision', 'updated_at', 'updated_by'])
        .executeTakeFirstOrThrow()
    }
    await trx
      .insertInto('tamga_document_history')
      .values({
        kind,
        name,
        revision: written.revision,
        version: document.version,
        body,
        change: change ?? (current === undefined ? 'create' : 'update'),
        changed_at: written.updated_at,
        changed_by: options.by,
      })
      .execute()
    await bumpDocumentsVersion(trx)
    return { document, revision: written.revision, updatedAt: written.updated_at, updatedBy: written.updated_by }
  }
  throw new Error(`${kind} "${name}" was created and deleted by others while this write waited; try again`)
}

/**
 * The project's documents in the database (`schema_load_mode` "database"): the current
 * revision of each in `tamga_document`, every revision ever written (deletions included) in
 * the append-only `tamga_document_history`.
 *
 * - Every write validates with `@tamga/schema` first and throws {@link DocumentValidationError}
 *   with the issues when the document is invalid; nothing is written then.
 * - `put`, `remove` and `restore` are each one transaction that locks the document's row
 *   (`select … for update`), so concurrent writers of one document queue and each gets the
 *   next revision; none is lost and history has one row per revision.
 * - `expectedRevision` makes a write conditional: when the stored revision is another one
 *   (0 meaning "does not exist"), {@link DocumentConflictError} says which it is and nothing is
 *   written.
 * - Reads validate too, which also migrates a document stored in an older format version.
 *
 * @example
 * const store = createDatabaseStore(database.db)
 * const saved = await store.put(form, { by: 'admin' })
 * await store.put({ ...form, title: 'Мэдээ' }, { by: 'admin', expectedRevision: saved.revision })
 */
export function createDatabaseStore(db: Kysely<SystemDatabase>): DocumentStore {
  const selectDocuments = () => db.selectFrom('tamga_document').selectAll()

  return {
    mode: 'database',

    async list(kind) {
      const rows = await selectDocuments().where('kind', '=', kind).execute()
      return rows
        .map((row) => ofKind(storedDocument(row), kind))
        .sort((a, b) => compareDocuments(a.document, b.document))
    },

    async listAll() {
      const rows = await selectDocuments().execute()
      return rows.map(storedDocument).sort((a, b) => compareDocuments(a.document, b.document))
    },

    async get(kind, name) {
      const row = await selectDocuments().where('kind', '=', kind).where('name', '=', name).executeTakeFirst()
      return row === undefined ? undefined : ofKind(storedDocument(row), kind)
    },

    async put(input, options) {
      const document = validForWriting(input)
      return db.transaction().execute((trx) => writeRevision(trx, document, undefined, options))
    },

    async remove(kind, name, options) {
      await db.transaction().execute(async (trx) => {
        const current = await lockDocument(trx, kind, name)
        if (current === undefined) throw new DocumentNotFoundError(kind, name)
        checkExpectedRevision(kind, name, options, current.revision)
        await trx.deleteFrom('tamga_document').where('kind', '=', kind).where('name', '=', name).execute()
        await trx
          .insertInto('tamga_document_history')
          .values({
            kind,
            name,
            revision: current.revision + 1,
            version: null,
            body: null,
            change: 'delete',
            changed_by: options.by,
          })
          .execute()
        await bumpDocumentsVersion(trx)
      })
    },

    async history(kind, name) {
      const rows = await db
        .selectFrom('tamga_document_history')
        .selectAll()
        .where('kind', '=', kind)
        .where('name', '=', name)
        .orderBy('revision')
        .execute()
      return rows.map(
        (row): DocumentRevision => ({
          kind,
          name,
          revision: row.revision,
          // History shows exactly what was stored, even a body a later schema would reject:
          // it was valid when written, and restore() validates it again before using it.
          document: row.body as TamgaDocument | null,
          change: row.change,
          changedAt: row.changed_at,
          changedBy: row.changed_by,
        }),
      )
    },

    async restore(kind, name, revision, options) {
      return db.transaction().execute(async (trx) => {
        const earlier = await trx
          .selectFrom('tamga_document_history')
          .select(['body', 'change'])
          .where('kind', '=', kind)
          .where('name', '=', name)
          .where('revision', '=', revision)
          .executeTakeFirst()
        if (earlier === undefined) throw new DocumentNotFoundError(kind, name, revision)
        if (earlier.body === null) {
          throw new DocumentNotFoundError(kind, name, revision, {
            en_US: `revision ${revision} of ${kind} "${name}" is its deletion; restore an earlier revision instead`,
            mn_MN: `${kind} "${name}" баримтын ${revision}-р хувилбар нь устгалт; өмнөх хувилбарыг сэргээнэ үү`,
          })
        }
        const result = validateDocument(earlier.body)
        if (!result.ok) {
          throw new DocumentValidationError(result.issues, {
            en_US: `revision ${revision} of ${kind} "${name}" no longer validates, so it cannot be restored`,
            mn_MN: `${kind} "${name}" баримтын ${revision}-р хувилбар одоогийн шалгалтад тэнцэхгүй тул сэргээх боломжгүй`,
          })
        }
        return writeRevision(trx, result.value, 'restore', options)
      })
    },
  }
}
