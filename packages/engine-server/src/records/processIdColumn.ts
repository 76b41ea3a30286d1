import { PROCESS_ID_FIELD } from '@tamga/schema'
import { type RawBuilder, sql } from 'kysely'

/**
 * The select item that gives a row of a workflow krud its process id as `__process_id`
 * (`PROCESS_ID_FIELD`): a correlated subquery on `tamga_process`'s unique (krud, row_id) index,
 * part of the statement that reads the rows, so a page costs no query per row. Null for a
 * record without a process. `rowId` is the row's identity column, qualified by its alias.
 */
export function processIdColumn(krud: string, rowId: RawBuilder<unknown>): RawBuilder<unknown> {
  // The process keeps the record's key as text (any identity type), as the engine wrote it.
  return sql`(select p.id from tamga_process as p where p.krud = ${krud} and p.row_id = ${rowId}::text) as ${sql.ref(PROCESS_ID_FIELD)}`
}
