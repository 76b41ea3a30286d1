// Every row of a list request (an export, a printout), read in batches through a server-side
// cursor inside one read-only snapshot, so the total said first is the number of rows that
// follow and the rows are never all in memory.
import type { AccessCondition, GridDocument, ModelDocument } from '@tamga/schema'
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely'
import type { SystemDatabase } from '../../db/tables.ts'
import { type CompiledList, compileList, type ListCaller, type ListParams } from '../listQuery.ts'

/** The statements of a whole filtered set: the rows in the list's order, and the total. */
export interface CompiledExport {
  rows: RawBuilder<Record<string, unknown>>
  totals: CompiledList['totals']
}

/**
 * The list's statements for every row of the filtered set: the same columns, relation labels,
 * row conditions, filters, search and order as a page of the list, without its paging.
 */
export function compileExport(
  model: ModelDocument,
  grid: GridDocument,
  params: ListParams,
  rowConditions: readonly AccessCondition[],
  caller: ListCaller,
): CompiledExport {
  const all: ListParams = { ...params, page: 1, after: undefined, unpaged: true }
  const compiled = compileList(model, grid, all, rowConditions, caller)
  return { rows: compiled.page, totals: compiled.totals }
}

/** Rows a cursor fetch answers at a time. */
export const FETCH_SIZE = 1000

/**
 * Runs `work` in a read-only transaction at repeatable read: every statement in it (the total,
 * the cursor's rows) sees the same snapshot.
 */
export async function inSnapshot<T>(
  db: Kysely<SystemDatabase>,
  work: (trx: Transaction<SystemDatabase>) => Promise<T>,
): Promise<T> {
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(work)
}

/**
 * Reads a statement's rows in batches of {@link FETCH_SIZE} through a cursor declared in the
 * caller's transaction (`DECLARE … CURSOR` and `FETCH`, which PostgreSQL and PGlite both take),
 * handing each batch to `onBatch` before the next is fetched. Answers the number of rows read.
 * `onBatch` may return false to stop early.
 */
export async function forEachBatch(
  trx: Transaction<SystemDatabase>,
  statement: RawBuilder<Record<string, unknown>>,
  onBatch: (rows: ReadonlyArray<Record<string, unknown>>) => Promise<boolean | undefined> | boolean | undefined,
  fetchSize: number = FETCH_SIZE,
): Promise<number> {
  // The cursor's name is fixed and the transaction its own: one cursor per export.
  await sql`declare tamga_transfer no scroll cursor for ${statement}`.execute(trx)
  let count = 0
  for (;;) {
    const { rows } = await sql<
      Record<string, unknown>
    >`fetch forward ${sql.lit(fetchSize)} from tamga_transfer`.execute(trx)
    count += rows.length
    const go = rows.length === 0 ? true : await onBatch(rows)
    if (rows.length < fetchSize || go === false) break
  }
  await sql`close tamga_transfer`.execute(trx)
  return count
}
