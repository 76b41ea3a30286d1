// The values of unique columns an import has met in the batches before the one it checks, with
// the row each was first met at: kept in a temporary table of the import's transaction, not in
// the server's memory, so a workbook of a million rows costs the database a small table that
// goes with the transaction rather than the server a map of a million keys.
import { sql, type Transaction } from 'kysely'
import type { SystemDatabase } from '../../db/tables.ts'

/** Where a unique value was first met in the workbook. */
export interface FirstMet {
  /** The sheet's row number. */
  row: number
  /** Whether the table held the value already when that row was checked. */
  taken: boolean
}

/** The unique values of the rows checked so far, by field and key (see `keyOf`). */
export interface SeenUniqueValues {
  /**
   * Remembers a batch's keys of a field, each where it is first met in the batch, and answers
   * those met in an earlier batch with where they were first met then (kept as it was).
   */
  meet(field: string, batch: ReadonlyArray<{ key: string } & FirstMet>): Promise<Map<string, FirstMet>>
}

/**
 * Opens the memory of an import's unique values in its transaction (a temporary table dropped
 * when the transaction ends, however it ends).
 */
export async function createSeenUniqueValues(trx: Transaction<SystemDatabase>): Promise<SeenUniqueValues> {
  await sql`create temporary table tamga_import_unique (
    field text not null,
    key text not null,
    first_row integer not null,
    taken boolean not null,
    primary key (field, key)
  ) on commit drop`.execute(trx)
  return {
    async meet(field, batch) {
      const earlier = new Map<string, FirstMet>()
      if (batch.length === 0) return earlier
      // One statement that probes the index once per key: a key already there keeps its row
      // (the update changes nothing) and answers it. A lookup of the batch by `= any(…)` would
      // be planned, without statistics, as a scan of a table that grows with every batch.
      const { rows } = await sql<{ key: string; first_row: number; taken: boolean }>`insert into
        tamga_import_unique as seen (field, key, first_row, taken)
        select ${field}, key, first_row, taken from unnest(${batch.map((met) => met.key)}::text[],
          ${batch.map((met) => met.row)}::integer[], ${batch.map((met) => met.taken)}::boolean[])
          as met(key, first_row, taken)
        on conflict (field, key) do update set first_row = seen.first_row
        returning key, first_row, taken`.execute(trx)
      const batchRow = new Map(batch.map((met) => [met.key, met.row]))
      for (const row of rows) {
        // Row numbers are the sheet's, each met once: another one than the batch's is an earlier one.
        if (Number(row.first_row) !== batchRow.get(row.key)) {
          earlier.set(row.key, { row: Number(row.first_row), taken: row.taken })
        }
      }
      return earlier
    },
  }
}
