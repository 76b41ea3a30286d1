// The documents version: one counter in `tamga_setting` that every document write bumps inside
// its own transaction. Caches built from documents (compiled roles, /get-permissions answers)
// compare it at each request, so every instance sees a change at its next request.
import { type Kysely, sql, type Transaction } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'

/** The `tamga_setting` key of the counter (created by migration 0003). */
export const DOCUMENTS_VERSION_KEY = 'documents_version'

/**
 * Adds one to the documents version. Call it inside the transaction that writes a document, so
 * the new version is visible exactly when the document is.
 */
export async function bumpDocumentsVersion(trx: Transaction<SystemDatabase> | Kysely<SystemDatabase>): Promise<void> {
  await trx
    .updateTable('tamga_setting')
    .set({
      value: sql<string>`to_jsonb(coalesce((value #>> '{}')::bigint, 0) + 1)`,
      updated_at: sql<Date>`now()`,
    })
    .where('key', '=', DOCUMENTS_VERSION_KEY)
    .execute()
}

/** The current documents version; 0 when the counter is missing (a database older than migration 0003). */
export async function readDocumentsVersion(db: Kysely<SystemDatabase>): Promise<number> {
  const row = await db
    .selectFrom('tamga_setting')
    .select('value')
    .where('key', '=', DOCUMENTS_VERSION_KEY)
    .executeTakeFirst()
  const value = Number(row?.value ?? 0)
  return Number.isFinite(value) ? value : 0
}
