import { type Kysely, type RawBuilder, sql } from 'kysely'
import { isStatementTimeout, statementTimeoutError } from './analyticsErrors.ts'

/** The statement time-out of chart, data source and pivot queries when none is configured. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000

/**
 * Runs one analytics statement in a read-only transaction with a statement time-out
 * (`statement_timeout`, local to the transaction, so the pooled connection keeps its own
 * setting afterwards). A statement past the time-out is answered with `VALIDATION_FAILED` and a
 * `statement-timeout` issue instead of a 500. Read-only because builders' documents (and a
 * preview's unsaved one) compile to these statements: even a compiler mistake cannot write.
 *
 * PGlite runs in the server's own thread and has no timer to cancel a statement with: there
 * the time-out is set but not enforced, and the row limits are what bound the work.
 */
export async function runBounded<TDatabase, TRow>(
  db: Kysely<TDatabase>,
  statement: RawBuilder<TRow>,
  timeoutMs: number = DEFAULT_STATEMENT_TIMEOUT_MS,
): Promise<TRow[]> {
  try {
    return await db.transaction().execute(async (transaction) => {
      // One round trip for both settings; `transaction_read_only` may be turned on at any point.
      await sql`select set_config('statement_timeout', ${String(timeoutMs)}, true), set_config('transaction_read_only', 'on', true)`.execute(
        transaction,
      )
      const result = await statement.execute(transaction)
      return result.rows
    })
  } catch (error) {
    if (isStatementTimeout(error)) throw statementTimeoutError(timeoutMs, error)
    throw error
  }
}
