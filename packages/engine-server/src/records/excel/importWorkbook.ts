// An Excel import read as a stream and written in batches inside the caller's one transaction:
// the first sheet's rows read as they come, checked a batch at a time (checkImport.ts), and each
// batch's rows inserted through the write pipeline while no cell has been found bad. The server
// holds one batch, whatever the workbook's size; all or nothing is the caller's transaction's,
// rolled back when any cell is bad (and after a dry run).
import type { Transaction } from 'kysely'
import type { SystemDatabase } from '../../db/tables.ts'
import { insertRows } from '../rowOperations.ts'
import {
  type CheckRowsOptions,
  checkRows,
  findColumns,
  type ImportCell,
  type ImportColumnsOptions,
  newCheckMemory,
  planColumns,
  type ReadRow,
  type ReportCell,
  readRow,
} from './checkImport.ts'
import { ImportFileProblem } from './importFileProblem.ts'
import { firstSheetRows, type WorkbookSource } from './readFirstSheet.ts'
import { createSeenUniqueValues } from './seenUniqueValues.ts'

export type { ImportCell, ImportSettings } from './checkImport.ts'
export { ImportFileProblem } from './importFileProblem.ts'

/** Rows checked, and inserted, together unless told otherwise: a few statements per batch, a few MB of memory. */
export const IMPORT_BATCH_ROWS = 2000

/** What {@link importWorkbook} reads, checks and writes. */
export interface ImportWorkbookOptions extends ImportColumnsOptions {
  /** The import's transaction: every check reads and every insert writes in it. */
  trx: Transaction<SystemDatabase>
  /** The uploaded .xlsx file (its path once saved). */
  workbook: WorkbookSource
  /** Insert the good rows (as long as no cell is bad); false checks only, for a dry run. */
  write: boolean
  /** The most data rows a workbook may have. */
  maxRows: number
  /** The most bad cells listed (all are counted). @default 1000 */
  maxReportedCells?: number | undefined
  /** Rows checked and inserted together. @default {@link IMPORT_BATCH_ROWS} */
  batchRows?: number | undefined
  /** Told of the rows each batch inserted, as the database answered them. */
  onInserted?: ((rows: ReadonlyArray<Record<string, unknown>>) => void) | undefined
}

/** What an import found, and wrote. */
export interface ImportCheck {
  /** Data rows read (rows with every import cell empty are skipped). */
  rows: number
  /** Rows without a bad cell. */
  goodRows: number
  /** Bad cells, the first `maxReportedCells` of them. */
  cells: ImportCell[]
  /** Every bad cell found, also those not listed. */
  cellCount: number
  /** Rows inserted in the transaction (none once a cell is bad; the caller then rolls back). */
  inserted: number
}

/**
 * Imports a workbook in the caller's transaction: the header row (row `startRow - 1`; without
 * one, the settings' columns are the sheet's first columns in order) must name every import
 * column; each following row is converted cell by cell, validated as the form's create, and
 * checked against the table and the workbook's earlier rows for unique values and related rows.
 * Each batch's rows are inserted (with `write`) until a cell is found bad; the rows after it are
 * still checked, so that every bad cell is reported. Throws {@link ImportFileProblem} for a
 * file that is no workbook or has too many rows.
 */
export async function importWorkbook(options: ImportWorkbookOptions): Promise<ImportCheck> {
  const { trx, target, form, settings, maxRows } = options
  const maxReported = options.maxReportedCells ?? 1000
  const batchRows = options.batchRows ?? IMPORT_BATCH_ROWS
  const startRow = settings.startRow ?? 2
  const headerRow = startRow >= 2 ? startRow - 1 : undefined
  const planned = planColumns(options)
  if (headerRow === undefined) {
    for (const [position, column] of planned.entries()) column.index = position + 1
  }

  const cells: ImportCell[] = []
  let cellCount = 0
  const report: ReportCell = (cell) => {
    cellCount += 1
    if (cells.length < maxReported) cells.push(cell)
  }

  // Without a header row the columns are known already; with one, once it has been read.
  let headerChecked = headerRow === undefined
  let headerMissing = false
  const checkHeader = () => {
    headerChecked = true
    for (const column of planned) {
      if (column.index !== undefined) continue
      headerMissing = true
      report({
        row: headerRow ?? 1,
        column: null,
        header: column.header,
        field: column.field,
        code: 'missing-column',
        reason: {
          en_US: `the workbook has no column "${column.header}"`,
          mn_MN: `файлд "${column.header}" багана алга`,
        },
      })
    }
  }

  const checking: CheckRowsOptions = {
    db: trx,
    target,
    form,
    planned,
    memory: newCheckMemory(
      planned.some((column) => column.unique !== undefined) ? await createSeenUniqueValues(trx) : undefined,
    ),
    report,
  }
  let rows = 0
  let goodRows = 0
  let inserted = 0
  let batch: ReadRow[] = []
  const settle = async () => {
    const checked = batch
    batch = []
    if (checked.length === 0) return
    await checkRows(checking, checked)
    const good = checked.filter((row) => !row.bad)
    goodRows += good.length
    // Once a cell is bad nothing will be kept: the rest is only checked, for the report.
    if (!options.write || cellCount > 0 || good.length === 0) return
    const written = await insertRows(
      trx,
      target,
      form,
      good.map((row) => row.prepared ?? {}),
    )
    inserted += written.length
    options.onInserted?.(written)
  }

  for await (const { number, cells: values } of firstSheetRows(options.workbook)) {
    if (number === headerRow) {
      findColumns(planned, values)
      checkHeader()
      if (headerMissing) break
      continue
    }
    if (number < startRow) continue
    // The reader skips empty rows: no header row at all is found out at the first data row.
    if (!headerChecked) checkHeader()
    if (headerMissing) break
    const row = readRow(planned, number, values, report)
    if (row === undefined) continue
    if (rows >= maxRows) {
      throw new ImportFileProblem('too-many-rows', {
        en_US: `has more than ${maxRows} rows: import it in parts`,
        mn_MN: `${maxRows}-аас олон мөртэй байна: хэсэгчлэн оруулна уу`,
      })
    }
    rows += 1
    batch.push(row)
    if (batch.length >= batchRows) await settle()
  }
  if (!headerChecked) checkHeader()
  if (headerMissing) return { rows: 0, goodRows: 0, cells, cellCount, inserted: 0 }
  await settle()
  return { rows, goodRows, cells, cellCount, inserted }
}
