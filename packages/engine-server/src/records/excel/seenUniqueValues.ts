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
  /** Of `keys`, those met in an earlier batch, each with where it was first met. */
  earlier(field: string, keys: readonly string[]): Promise<Map<string, FirstMet>>
  /** Remembers keys met for the first time in the batch being checked. */
  remember(field: string, met: ReadonlyArray<{ key: string } & FirstMet>): Promise<void>
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
    async earlier(field, keys) {
      const found = new Map<string, FirstMet>()
      if (keys.length === 0) return found
      const { rows } = await sql<{ key: string; first_row: number; taken: boolean }>`select key, first_row, taken
        from tamga_import_unique where field = ${field} and key = any(${keys}::text[])`.execute(trx)
      for (const row of rows) found.set(row.key, { row: Number(row.first_row), taken: row.taken })
      return found
    },
    async remember(field, met) {
      if (met.length === 0) return
      await sql`insert into tamga_import_unique (field, key, first_row, taken)
        select ${field}, key, first_row, taken from unnest(${met.map((entry) => entry.key)}::text[],
          ${met.map((entry) => entry.row)}::integer[], ${met.map((entry) => entry.taken)}::boolean[])
          as met(key, first_row, taken)`.execute(trx)
    },
  }
}
