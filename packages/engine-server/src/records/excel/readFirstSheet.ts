// The rows of a workbook's first sheet, one at a time, with exceljs' streaming reader over the
// zip's parts: what an import reads, from the file its upload was saved to, so a workbook of a
// million rows costs the memory of the row being read, not of the file.
import { createReadStream } from 'node:fs'
import { open, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { PassThrough, Readable } from 'node:stream'
import ExcelJS, { type CellValue } from 'exceljs'
import { ImportFileProblem } from './importFileProblem.ts'

/** A workbook to read: the path of the file it was saved to, or its bytes. */
export type WorkbookSource = string | Buffer

/** One row of a sheet: its number (1-based, as Excel shows it) and its cells (1-based too, as exceljs gives them). */
export interface SheetRow {
  number: number
  cells: readonly CellValue[]
}

/** The parts of exceljs' streaming reader {@link centralDirectoryReader} drives (not in its typings). */
interface ReaderParts {
  parse(): AsyncGenerator<unknown>
  _parseRels(entry: Readable): Promise<void>
  _parseWorkbook(entry: Readable): Promise<void>
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>
  _parseStyles(entry: Readable): Promise<void>
  _parseWorksheet(chunks: AsyncIterable<Buffer | string>, sheetNo: string): Iterable<unknown>
}

/** Where unzipper reads an archive's bytes from: a range of them as a stream, and their size. */
interface ZipSource {
  stream(offset: number, length?: number): Readable
  size(): Promise<number>
}

/** The part of unzipper (exceljs' own zip reader) that opens an archive by its central directory. */
interface CentralDirectory {
  files: ReadonlyArray<{ path: string; stream(): Readable }>
}
const openCentralDirectory = createRequire(import.meta.url)('unzipper/lib/Open/directory') as (
  source: ZipSource,
) => Promise<CentralDirectory>

/**
 * The workbook's bytes for unzipper, every stream it opens kept so that {@link close} ends
 * them: unzipper reads each part from its offset to the end of the file and closes the file
 * only once the part has been read whole, so a reader that stops early (a missing header,
 * too many rows, the sheets after the first) would otherwise leave the file open.
 */
function zipSource(workbook: WorkbookSource): ZipSource & { close(): void } {
  const open = new Set<Readable>()
  const opened = (stream: Readable) => {
    open.add(stream)
    stream.once('close', () => open.delete(stream))
    return stream
  }
  if (typeof workbook === 'string') {
    return {
      stream: (offset, length) =>
        opened(
          createReadStream(workbook, {
            start: offset,
            ...(length === undefined ? {} : { end: offset + length - 1 }),
          }),
        ),
      size: async () => (await stat(workbook)).size,
      close: () => {
        for (const stream of open) stream.destroy()
      },
    }
  }
  return {
    stream: (offset, length) => {
      const stream = new PassThrough()
      stream.end(workbook.subarray(offset, length === undefined ? undefined : offset + length))
      return opened(stream)
    },
    size: async () => workbook.length,
    close: () => {
      for (const stream of open) stream.destroy()
    },
  }
}

/** XML chunks as text, a character split between two chunks decoded whole. */
async function* decodedText(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8')
  for await (const chunk of chunks) yield typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
  const rest = decoder.decode()
  if (rest !== '') yield rest
}

const SHEET_PATH = /^xl\/worksheets\/sheet(\d+)\.xml$/

/**
 * exceljs' streaming reader fed from the archive's central directory, its text read as UTF-8
 * across chunk boundaries. Two exceljs 4.4 faults are worked around here:
 * - its single pass over the zip sometimes loses the shared strings or the workbook part under
 *   load, and then answers `{ sharedString: n }` for every text cell (exceljs issues 683 and
 *   3064; it failed our import test on a busy CI machine). The parts are opened by name, from
 *   the saved file, and read in the order the sheets need them: relations, workbook, shared
 *   strings, styles, then each sheet row by row.
 * - it decodes each inflated chunk on its own, so a Cyrillic letter split between two chunks
 *   became two U+FFFD (issues 2063, 2084, 2316): its parsers are handed decoded text.
 */
function centralDirectoryReader(
  source: ZipSource,
  options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>,
): ExcelJS.stream.xlsx.WorkbookReader {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), options)
  // The methods are exceljs internals, checked to exist so an upgrade that renames them fails loudly.
  const parts = reader as unknown as ReaderParts
  for (const name of [
    '_parseRels',
    '_parseWorkbook',
    '_parseSharedStrings',
    '_parseStyles',
    '_parseWorksheet',
  ] as const) {
    if (typeof parts[name] !== 'function')
      throw new Error('exceljs’ streaming reader changed: its workaround needs a look')
  }
  parts.parse = async function* () {
    const directory = await openCentralDirectory(source)
    const part = (path: string) => directory.files.find((file) => file.path === path)?.stream()
    const text = (path: string) => {
      const stream = part(path)
      stream?.setEncoding('utf8')
      return stream
    }
    const rels = text('xl/_rels/workbook.xml.rels')
    if (rels !== undefined) await parts._parseRels.call(reader, rels)
    const book = text('xl/workbook.xml')
    if (book !== undefined) await parts._parseWorkbook.call(reader, book)
    const strings = text('xl/sharedStrings.xml')
    if (strings !== undefined) yield* parts._parseSharedStrings.call(reader, strings)
    const styles = text('xl/styles.xml')
    if (styles !== undefined) await parts._parseStyles.call(reader, styles)
    const sheets = directory.files
      .map((file) => ({ file, number: SHEET_PATH.exec(file.path)?.[1] }))
      .filter(
        (sheet): sheet is { file: (typeof directory.files)[number]; number: string } => sheet.number !== undefined,
      )
      .sort((a, b) => Number(a.number) - Number(b.number))
    for (const { file, number } of sheets) {
      yield* parts._parseWorksheet.call(reader, decodedText(file.stream()), number)
    }
  }
  return reader
}

/** Whether the workbook starts as a zip archive does (an .xlsx is one). */
async function looksLikeZip(workbook: WorkbookSource): Promise<boolean> {
  const ZIP_START = 'PK\u0003\u0004'
  if (typeof workbook !== 'string') return workbook.subarray(0, 4).toString('latin1') === ZIP_START
  const file = await open(workbook, 'r')
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(4), 0, 4, 0)
    return buffer.subarray(0, bytesRead).toString('latin1') === ZIP_START
  } finally {
    await file.close()
  }
}

/**
 * The rows of a workbook's first worksheet, read as they are asked for with exceljs'
 * streaming reader (the sheets after it are not read). Empty rows are skipped, as exceljs
 * skips them. A consumer that stops early (`break`) closes the file.
 *
 * @example
 * for await (const { number, cells } of firstSheetRows('/tmp/upload.xlsx')) console.log(number, cells[1])
 */
export async function* firstSheetRows(workbook: WorkbookSource): AsyncGenerator<SheetRow> {
  if (!(await looksLikeZip(workbook))) {
    throw new ImportFileProblem('not-xlsx', {
      en_US: 'is not an Excel workbook (.xlsx)',
      mn_MN: 'Excel (.xlsx) файл биш байна',
    })
  }
  const source = zipSource(workbook)
  const reader = centralDirectoryReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell dates from numbers: a date cell is read as a Date only with them.
    styles: 'cache',
    entries: 'ignore',
  })
  try {
    // The reader's faults become a problem of the file; the rows are handed out between them.
    const sheetsOf = reader[Symbol.asyncIterator]()
    const sheet = await readable(() => sheetsOf.next())
    if (sheet.done === true) {
      throw new ImportFileProblem('no-sheet', { en_US: 'has no worksheet', mn_MN: 'хуудасгүй файл байна' })
    }
    const rows = (sheet.value as AsyncIterable<ExcelJS.Row>)[Symbol.asyncIterator]()
    for (;;) {
      const row = await readable(() => rows.next())
      if (row.done === true) break
      const values = row.value.values
      yield { number: row.value.number, cells: Array.isArray(values) ? values : [] }
    }
  } finally {
    source.close()
  }
}

/** A step of exceljs' reader, its failure (a broken zip, XML that is no sheet) a problem of the file. */
async function readable<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (error) {
    if (error instanceof ImportFileProblem) throw error
    throw new ImportFileProblem('not-xlsx', {
      en_US: 'could not be read as an Excel workbook (.xlsx)',
      mn_MN: 'Excel (.xlsx) файлыг уншиж чадсангүй',
    })
  }
}
