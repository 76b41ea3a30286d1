// An export as an XLSX workbook written while the rows are read: exceljs' streaming writer,
// inline strings (shared strings would keep every text in memory until the end), one row
// committed at a time, and the reader's pace respected before the next batch is fetched.
import { EventEmitter } from 'node:events'
import type { Writable } from 'node:stream'
import type { LanguageCode } from '@tamga/schema'
import ExcelJS from 'exceljs'
import { excelCellValue, type TransferColumn } from './transferColumns.ts'

/** What {@link createExportWorkbook} writes. */
export interface ExportWorkbookOptions {
  /** Where the workbook's bytes go (the HTTP reply). */
  stream: Writable
  /** The sheet's name (Excel allows 31 characters and no `[]:*?/\`). */
  sheetName: string
  columns: readonly TransferColumn[]
  language: LanguageCode
  /** Minutes east of UTC that dates are shown at. @default 480 (Ulaanbaatar) */
  timeZoneOffsetMinutes?: number | undefined
}

/** Writes rows as they come and finishes the workbook. */
export interface ExportWorkbook {
  /**
   * Adds rows; resolves once the reader has taken what was written (backpressure). Rejects with
   * {@link ReaderGone} once the stream is destroyed, so the caller stops reading rows.
   */
  addRows(rows: ReadonlyArray<Record<string, unknown>>): Promise<void>
  /** Writes the end of the workbook; resolves when the stream has it all. */
  finish(): Promise<void>
}

/** Thrown when the export's reader left (the stream was destroyed) before the workbook's end. */
export class ReaderGone extends Error {
  constructor() {
    super('the export’s reader went away before its end')
  }
}

/** Resolves when a full stream has room again; rejects when it was closed (the reader left). */
const drained = (stream: Writable): Promise<void> => taken(stream, stream)

/**
 * The stream the zip writer reads a sheet's XML from (exceljs internals, not in its typings).
 * exceljs writes each full 64 KB of XML to it without looking at what it answers, so when the
 * compression falls behind the rows, the XML waits there, all of it if need be: 240 MB of it
 * for an export of a million rows. Read once rows were written: the `stream` getter opens the
 * sheet's part of the zip when there is none yet.
 */
function zipInput(sheet: object): Writable | undefined {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown } }).stream?.pipes
  const input = Array.isArray(pipes) ? (pipes[0] as unknown) : undefined
  return input instanceof EventEmitter && 'write' in input ? (input as Writable) : undefined
}

/** Whether a writable (Node's own or the readable-stream copy archiver uses) asks its writer to wait. */
function needsDrain(stream: Writable): boolean {
  const state = (stream as unknown as { _writableState?: { needDrain?: boolean } })._writableState
  return state?.needDrain === true
}

/** Resolves when `input` has taken its buffer; rejects when `reader` closed meanwhile (the reader left). */
async function taken(input: Writable, reader: Writable): Promise<void> {
  await new Promise<void>((resolve) => {
    const done = () => {
      input.off('drain', done)
      reader.off('close', done)
      resolve()
    }
    input.on('drain', done)
    reader.on('close', done)
  })
  if (reader.destroyed) throw new ReaderGone()
}

/**
 * Runs `work` unless the stream closes first, which rejects with {@link ReaderGone}. A stream
 * that closes once it has everything (read to its end by a quick reader, before exceljs'
 * commit has resolved) had its reader to the end.
 */
async function beforeClose<T>(stream: Writable, work: Promise<T>): Promise<T> {
  let onClose: (() => void) | undefined
  const closed = new Promise<never>((_, reject) => {
    onClose = () => {
      if (!stream.writableFinished) reject(new ReaderGone())
    }
    stream.once('close', onClose)
  })
  try {
    return await Promise.race([work, closed])
  } finally {
    if (onClose !== undefined) stream.off('close', onClose)
  }
}

/** A name Excel accepts for a sheet. */
export function sheetNameOf(title: string): string {
  const cleaned = title.replace(/[[\]:*?/\\]/g, ' ').trim()
  return (cleaned === '' ? 'Sheet1' : cleaned).slice(0, 31)
}

function numberFormat(column: TransferColumn): string | undefined {
  switch (column.kind) {
    case 'number':
    case 'money': {
      const precision = column.precision
      if (precision === undefined) return column.kind === 'money' ? '#,##0' : undefined
      return precision === 0 ? '#,##0' : `#,##0.${'0'.repeat(precision)}`
    }
    case 'date':
      return 'yyyy-mm-dd'
    case 'datetime':
      return 'yyyy-mm-dd hh:mm'
    default:
      return undefined
  }
}

/**
 * Opens the streaming workbook: one sheet with the columns' headers in a frozen, bold first
 * row, column widths from the grid, and number and date formats per column.
 */
export function createExportWorkbook(options: ExportWorkbookOptions): ExportWorkbook {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: options.stream,
    useSharedStrings: false,
    useStyles: true,
  })
  const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = options.columns.map((column, index) => {
    const numFmt = numberFormat(column)
    return {
      key: String(index),
      header: column.header,
      // Excel measures widths in characters; the grid in pixels (about 7 per character).
      width: Math.max(6, Math.min(80, Math.round(column.width / 7))),
      ...(numFmt === undefined ? {} : { style: { numFmt } }),
    }
  })
  const header = sheet.getRow(1)
  header.font = { bold: true }
  header.commit()
  // One style object per column, given to each of its cells: exceljs recognises a style it has
  // seen by the object (a WeakMap), where the copy each new cell makes of its column's style
  // would be serialised and looked up again, cell after cell (a third of an export's time).
  const cellStyles = options.columns.map((column): Partial<ExcelJS.Style> => {
    const numFmt = numberFormat(column)
    return numFmt === undefined ? {} : { numFmt }
  })
  let written = 0
  return {
    async addRows(rows) {
      if (options.stream.destroyed) throw new ReaderGone()
      for (const row of rows) {
        written += 1
        const values = options.columns.map((column) =>
          column.field === '' ? written : excelCellValue(column, row, options.language, options.timeZoneOffsetMinutes),
        )
        const added = sheet.addRow(values)
        for (const [index, style] of cellStyles.entries()) added.getCell(index + 1).style = style
        added.commit()
      }
      // Rows are fetched no faster than they are compressed and read: wait while the zip
      // writer's input is full (compression behind), or the reply's buffer (the reader behind).
      const input = zipInput(sheet)
      if (input !== undefined && needsDrain(input)) await taken(input, options.stream)
      if (options.stream.writableNeedDrain) await drained(options.stream)
    },
    async finish() {
      if (options.stream.destroyed) throw new ReaderGone()
      sheet.commit()
      // exceljs waits for the stream's 'finish', which a destroyed stream never emits.
      await beforeClose(options.stream, workbook.commit())
    },
  }
}
