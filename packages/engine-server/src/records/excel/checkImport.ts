// Reads an uploaded workbook with a grid's import settings and checks every row as a create
// through the krud's form would: each cell converted to its column's type, each row through
// the form's validator (prepareInsert), then what only the table can tell, in one statement
// per column for all rows: unique values not yet taken, related rows that exist. Every bad
// cell is named by its row, column letter and header, with the reason in both languages.
import { createRequire } from 'node:module'
import { Readable } from 'node:stream'
import {
  type BilingualMessage,
  type DocumentIssue,
  effectiveColumns,
  type FormDocument,
  type GridExcel,
  LANGUAGE_CODES,
  type LocalizedText,
  localizedText,
  type ModelDocument,
} from '@tamga/schema'
import ExcelJS, { type CellValue } from 'exceljs'
import { type Kysely, sql } from 'kysely'
import type { SystemDatabase } from '../../db/tables.ts'
import type { TamgaError } from '../../http/errors.ts'
import { prepareInsert, type RowTarget } from '../rowOperations.ts'
import { columnLetter, columnTypeName, type ImportColumnType, importCellValue, plainCell } from './importCells.ts'

/** A grid's Excel import settings. */
export type ImportSettings = NonNullable<GridExcel['import']>

/** One bad cell of an import (or a problem of a whole row or of the header row). */
export interface ImportCell {
  /** The sheet's row number (1-based, as Excel shows it). */
  row: number
  /** The column's letters (`C`); null when the problem is not in one cell (a field the sheet lacks). */
  column: string | null
  /** The header of the column in the workbook; null when the field has no column in it. */
  header: string | null
  /** The form field (model column) the problem is about; `''` for the whole row. */
  field: string
  code: string
  reason: BilingualMessage
}

/** What a check of a workbook found. */
export interface ImportCheck {
  /** Data rows read (rows with every import cell empty are skipped). */
  rows: number
  /** Rows without a bad cell. */
  goodRows: number
  /** Bad cells, the first `maxReportedCells` of them. */
  cells: ImportCell[]
  /** Every bad cell found, also those not listed. */
  cellCount: number
  /** The good rows' values, checked and computed, ready for `insertRows`. */
  prepared: Array<Record<string, unknown>>
}

/** What {@link checkImport} reads and checks against. */
export interface ImportCheckOptions {
  db: Kysely<SystemDatabase>
  target: RowTarget
  form: FormDocument
  settings: ImportSettings
  /** Models by document name or table, for the tables foreign keys name. */
  model(nameOrTable: string): ModelDocument | undefined
  /** The uploaded .xlsx file. */
  workbook: Buffer
  /** The most data rows a workbook may have. */
  maxRows: number
  /** The most bad cells listed (all are counted). @default 1000 */
  maxReportedCells?: number
}

/** Thrown (as a value) when a workbook cannot be read at all; the caller answers it as issues. */
export class ImportFileProblem extends Error {
  readonly issue: DocumentIssue
  constructor(code: string, message: BilingualMessage) {
    super(message.en_US)
    this.issue = { path: '/file', code, message }
  }
}

interface PlannedColumn {
  field: string
  header: string
  /** The sheet's column number, once the header row has been read. */
  index: number | undefined
  /** The header texts that name this column, normalised. */
  names: ReadonlySet<string>
  type: ImportColumnType
  unique: { message: BilingualMessage | undefined } | undefined
  /** The table and column a foreign key (or the grid's relation) points this column at. */
  reference: { table: string; column: string; label: string } | undefined
  /** The grid's relation of this column: a cell may name the related row by its label, as an export writes it. */
  labelled: { table: string; valueField: string; labelFields: readonly string[]; label: string } | undefined
}

/** A document's text (one string or one per language) as the two languages an issue carries. */
function bilingual(text: LocalizedText | undefined): BilingualMessage | undefined {
  return text === undefined ? undefined : { mn_MN: localizedText(text, 'mn_MN'), en_US: localizedText(text, 'en_US') }
}

const normalise = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase()

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'object' && !(value instanceof Date)) {
    if ('richText' in value) return value.richText.map((part) => part.text).join('')
    if ('text' in value) return value.text
    if ('result' in value) return String(value.result ?? '')
    return ''
  }
  return String(value)
}

function planColumns(options: ImportCheckOptions): PlannedColumn[] {
  const { target, form, settings } = options
  const model = target.model
  const columns = new Map(effectiveColumns(model).map((column) => [column.name, column]))
  return settings.columns.map((setting) => {
    const gridColumn = target.grid.columns.find((column) => column.field === setting.column)
    const field = form.fields.find((candidate) => candidate.name === setting.column)
    const modelColumn = columns.get(setting.column)
    // The header the settings give, and the grid's label in each language and the field's name,
    // so that a workbook exported from the grid can be imported as it is.
    const names = new Set([normalise(setting.header), normalise(setting.column)])
    if (gridColumn?.label !== undefined) {
      for (const language of LANGUAGE_CODES) names.add(normalise(localizedText(gridColumn.label, language)))
    }
    const filter = gridColumn?.filter
    let choices: Map<string, string | number | boolean> | undefined
    if (filter?.type === 'set' && filter.options !== undefined) {
      choices = new Map()
      for (const option of filter.options) {
        for (const language of LANGUAGE_CODES)
          choices.set(normalise(localizedText(option.label, language)), option.value)
      }
    }
    const uniqueRule = field?.rules?.find((rule) => rule.rule === 'unique')
    const unique =
      modelColumn?.unique === true || uniqueRule !== undefined
        ? { message: uniqueRule !== undefined && 'message' in uniqueRule ? bilingual(uniqueRule.message) : undefined }
        : undefined
    const foreignKey = model.foreignKeys?.find((key) => key.columns.length === 1 && key.columns[0] === setting.column)
    const referenced = foreignKey === undefined ? undefined : options.model(foreignKey.references.model)
    const relation = gridColumn?.relation
    const relatedModel = relation === undefined ? undefined : options.model(relation.model)
    const labelled =
      relation === undefined || relatedModel === undefined
        ? undefined
        : {
            table: relatedModel.table,
            valueField: relation.valueField,
            labelFields: relation.labelFields,
            label: relatedModel.name,
          }
    let reference: PlannedColumn['reference']
    if (foreignKey !== undefined && referenced !== undefined && foreignKey.references.columns[0] !== undefined) {
      reference = { table: referenced.table, column: foreignKey.references.columns[0], label: referenced.name }
    } else if (labelled !== undefined) {
      reference = { table: labelled.table, column: labelled.valueField, label: labelled.label }
    }
    return {
      field: setting.column,
      header: setting.header,
      index: undefined,
      names,
      type: {
        type: modelColumn === undefined ? 'text' : columnTypeName(modelColumn),
        options: choices,
      },
      unique,
      reference,
      labelled,
    }
  })
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

/** The part of unzipper (exceljs' own zip reader) that opens an archive by its central directory. */
interface CentralDirectory {
  files: ReadonlyArray<{ path: string; stream(): Readable }>
}
const unzipper = createRequire(import.meta.url)('unzipper') as {
  Open: { buffer(buffer: Buffer): Promise<CentralDirectory> }
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
 *   3064; it failed our import test on a busy CI machine). The upload is in memory anyway, so the
 *   parts are opened by name and read in the order the sheets need them: relations, workbook,
 *   shared strings, styles, then each sheet row by row.
 * - it decodes each inflated chunk on its own, so a Cyrillic letter split between two chunks
 *   became two U+FFFD (issues 2063, 2084, 2316): its parsers are handed decoded text.
 */
function centralDirectoryReader(
  workbook: Buffer,
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
    const directory = await unzipper.Open.buffer(workbook)
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

/**
 * Reads the first worksheet of a workbook row by row with exceljs' streaming reader (the other
 * sheets are read past, unused). `onRow` gets each row's number and its cells (1-based, as
 * exceljs gives them); it may answer false to stop reading rows.
 */
export async function readFirstSheet(
  workbook: Buffer,
  onRow: (number: number, cells: readonly CellValue[]) => boolean | undefined,
): Promise<void> {
  if (workbook.subarray(0, 4).toString('latin1') !== 'PK\u0003\u0004') {
    throw new ImportFileProblem('not-xlsx', {
      en_US: 'is not an Excel workbook (.xlsx)',
      mn_MN: 'Excel (.xlsx) файл биш байна',
    })
  }
  const reader = centralDirectoryReader(workbook, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell dates from numbers: a date cell is read as a Date only with them.
    styles: 'cache',
    entries: 'ignore',
  })
  let first = true
  let reading = true
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (!first || !reading) continue
        const values = row.values
        if (onRow(row.number, Array.isArray(values) ? values : []) === false) reading = false
      }
      first = false
    }
  } catch (error) {
    if (error instanceof ImportFileProblem) throw error
    throw new ImportFileProblem('not-xlsx', {
      en_US: 'could not be read as an Excel workbook (.xlsx)',
      mn_MN: 'Excel (.xlsx) файлыг уншиж чадсангүй',
    })
  }
  if (first) throw new ImportFileProblem('no-sheet', { en_US: 'has no worksheet', mn_MN: 'хуудасгүй файл байна' })
}

/** The field a prepareInsert issue is about: the first segment after the row's own path. */
function issueField(path: string, rowPath: string): string {
  const rest = path.startsWith(rowPath) ? path.slice(rowPath.length) : path
  const segment = rest.split('/')[1] ?? ''
  return segment.replace(/~1/g, '/').replace(/~0/g, '~')
}

/** The form rules an ajv keyword comes from, in the order the record schema applies them. */
const RULES_OF_KEYWORD: Readonly<Record<string, readonly string[]>> = {
  pattern: ['pattern', 'phone'],
  minimum: ['min'],
  maximum: ['max'],
  minLength: ['minLength'],
  maxLength: ['maxLength'],
  format: ['email', 'url'],
}

/**
 * The message the form document gives the rule a validator keyword checks (`pattern` → the
 * field's pattern rule), so an import reports what the form itself would say.
 */
function ruleMessage(form: FormDocument, field: string, keyword: string): BilingualMessage | undefined {
  const rules = RULES_OF_KEYWORD[keyword]
  if (rules === undefined) return undefined
  const rule = form.fields
    .find((candidate) => candidate.name === field)
    ?.rules?.find((candidate) => rules.includes(candidate.rule))
  return rule !== undefined && 'message' in rule ? bilingual(rule.message) : undefined
}

function isValidationError(error: unknown): error is TamgaError {
  return error instanceof Error && (error as Partial<TamgaError>).code === 'VALIDATION_FAILED'
}

interface ReadRow {
  number: number
  /** Relation cells that hold a label rather than a key, by field, to look up. */
  labels: Record<string, string> | undefined
  /** The converted value of each planned column, by field (undefined when empty or bad). */
  values: Record<string, unknown>
  prepared: Record<string, unknown> | undefined
  bad: boolean
}

/**
 * Checks a workbook for an import: the header row (row `startRow - 1`; without one, the
 * settings' columns are the sheet's first columns in order) must name every import column;
 * each following row is converted cell by cell, validated as the form's create, and checked
 * against the table for unique values and related rows. Writes nothing.
 */
export async function checkImport(options: ImportCheckOptions): Promise<ImportCheck> {
  const { target, form, settings, maxRows } = options
  const maxReported = options.maxReportedCells ?? 1000
  const startRow = settings.startRow ?? 2
  const headerRow = startRow >= 2 ? startRow - 1 : undefined
  const planned = planColumns(options)
  if (headerRow === undefined) {
    for (const [position, column] of planned.entries()) column.index = position + 1
  }

  const cells: ImportCell[] = []
  let cellCount = 0
  const report = (cell: ImportCell) => {
    cellCount += 1
    if (cells.length < maxReported) cells.push(cell)
  }
  const at = (column: PlannedColumn) => ({
    column: column.index === undefined ? null : columnLetter(column.index),
    header: column.index === undefined ? null : column.header,
  })

  // Without a header row the columns are known already; with one, once it has been read.
  let headerChecked = headerRow === undefined
  let headerMissing = false
  const rows: ReadRow[] = []
  let tooMany = false

  const readHeader = (values: readonly CellValue[]) => {
    values.forEach((value, index) => {
      const text = normalise(cellText(value))
      if (text === '') return
      const column = planned.find((candidate) => candidate.index === undefined && candidate.names.has(text))
      if (column !== undefined) column.index = index
    })
  }
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

  await readFirstSheet(options.workbook, (number, values) => {
    if (number === headerRow) {
      readHeader(values)
      checkHeader()
      return headerMissing ? false : undefined
    }
    if (number < startRow) return undefined
    // The reader skips empty rows: no header row at all is found out at the first data row.
    if (!headerChecked) checkHeader()
    if (headerMissing) return false
    const converted: Record<string, unknown> = {}
    let labels: Record<string, string> | undefined
    let bad = false
    let empty = true
    for (const column of planned) {
      const cell = column.index === undefined ? undefined : values[column.index]
      const result = importCellValue(cell ?? null, column.type)
      const text = plainCell(cell ?? null)
      if (!result.ok && column.labelled !== undefined && typeof text === 'string') {
        // Not a key: the related row's label (what an export writes), looked up with the others.
        empty = false
        labels = { ...labels, [column.field]: text }
        continue
      }
      if (!result.ok) {
        empty = false
        bad = true
        report({ row: number, ...at(column), field: column.field, code: result.code, reason: result.reason })
        continue
      }
      if (result.value !== undefined) {
        empty = false
        converted[column.field] = result.value
      }
    }
    if (empty) return undefined
    if (rows.length >= maxRows) {
      tooMany = true
      return false
    }
    rows.push({ number, labels, values: converted, prepared: undefined, bad })
    return undefined
  })
  if (!headerChecked) checkHeader()
  if (tooMany) {
    throw new ImportFileProblem('too-many-rows', {
      en_US: `has more than ${maxRows} rows: import it in parts`,
      mn_MN: `${maxRows}-аас олон мөртэй байна: хэсэгчлэн оруулна уу`,
    })
  }
  if (headerMissing) return { rows: 0, goodRows: 0, cells, cellCount, prepared: [] }

  await resolveLabels(options.db, planned, rows, (row, column, code, reason) => {
    row.bad = true
    report({ row: row.number, ...at(column), field: column.field, code, reason })
  })

  const byField = new Map(planned.map((column) => [column.field, column]))
  for (const row of rows) {
    if (row.bad) continue
    const rowPath = `/rows/${row.number}`
    try {
      row.prepared = prepareInsert(target, form, row.values, rowPath)
    } catch (error) {
      if (!isValidationError(error)) throw error
      row.bad = true
      for (const found of error.details.issues ?? []) {
        const field = issueField(found.path, rowPath)
        const column = byField.get(field)
        report({
          row: row.number,
          ...(column === undefined ? { column: null, header: null } : at(column)),
          field,
          code: found.code,
          reason: ruleMessage(form, field, found.code) ?? found.message,
        })
      }
    }
  }

  await checkAgainstTable(options.db, target.model, planned, rows, (row, column, code, reason) => {
    row.bad = true
    report({ row: row.number, ...at(column), field: column.field, code, reason })
  })

  const good = rows.filter((row) => !row.bad)
  return {
    rows: rows.length,
    goodRows: good.length,
    cells,
    cellCount,
    prepared: good.map((row) => row.prepared ?? {}),
  }
}

type Flag = (row: ReadRow, column: PlannedColumn, code: string, reason: BilingualMessage) => void

/**
 * Relation cells written as the related row's label (`concat_ws(' ', labelFields)`, as the
 * list and the export show it) become that row's key: one statement per column for every
 * label of the workbook. A label no row has, or several rows share, is a bad cell.
 */
async function resolveLabels(
  db: Kysely<SystemDatabase>,
  planned: readonly PlannedColumn[],
  rows: readonly ReadRow[],
  flag: Flag,
): Promise<void> {
  for (const column of planned) {
    const relation = column.labelled
    if (relation === undefined) continue
    const withLabel = rows.filter((row) => row.labels?.[column.field] !== undefined)
    if (withLabel.length === 0) continue
    const distinct = [...new Set(withLabel.map((row) => row.labels?.[column.field] ?? ''))]
    const parts = relation.labelFields.map((field) => sql`${sql.ref(field)}::text`)
    const label = parts.length === 1 ? (parts[0] ?? sql`''`) : sql`concat_ws(' ', ${sql.join(parts)})`
    const found = await sql<{
      value: unknown
      label: string
    }>`select ${sql.ref(relation.valueField)} as value, ${label} as label
      from ${sql.table(relation.table)} where ${label} = any(${distinct})`.execute(db)
    const byLabel = new Map<string, unknown[]>()
    for (const match of found.rows) byLabel.set(match.label, [...(byLabel.get(match.label) ?? []), match.value])
    for (const row of withLabel) {
      const text = row.labels?.[column.field] ?? ''
      const values = byLabel.get(text) ?? []
      if (values.length === 1) row.values[column.field] = values[0]
      else if (values.length === 0)
        flag(row, column, 'no-related-row', {
          en_US: `no ${relation.label} has the id or the name "${text}"`,
          mn_MN: `"${text}" гэсэн дугаар эсвэл нэртэй ${relation.label} бүртгэл алга`,
        })
      else
        flag(row, column, 'ambiguous-label', {
          en_US: `${values.length} ${relation.label} rows are named "${text}": give the id instead`,
          mn_MN: `"${text}" нэртэй ${values.length} ${relation.label} бүртгэл байна: дугаарыг нь бичнэ үү`,
        })
    }
  }
}

/** Whether two converted values are the same key (a number read from one cell, text from another). */
const keyOf = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value))

/**
 * What only the table can tell, one statement per column for every row: a unique column's
 * value repeated in the workbook or already in the table (deleted rows included, as the
 * constraint counts them), and a foreign key's value with no related row.
 */
async function checkAgainstTable(
  db: Kysely<SystemDatabase>,
  model: ModelDocument,
  planned: readonly PlannedColumn[],
  rows: readonly ReadRow[],
  flag: Flag,
): Promise<void> {
  for (const column of planned) {
    if (column.unique === undefined && column.reference === undefined) continue
    const withValue = rows.filter((row) => row.values[column.field] !== undefined && row.values[column.field] !== null)
    if (withValue.length === 0) continue
    const distinct = [...new Map(withValue.map((row) => [keyOf(row.values[column.field]), row.values[column.field]]))]
    if (column.unique !== undefined) {
      const firstRow = new Map<string, number>()
      for (const row of withValue) {
        const key = keyOf(row.values[column.field])
        const first = firstRow.get(key)
        if (first === undefined) firstRow.set(key, row.number)
        else
          flag(row, column, 'duplicate-in-file', {
            en_US: `repeats the value of row ${first}`,
            mn_MN: `${first}-р мөрийн утгыг давтсан байна`,
          })
      }
      const taken = await sql<{ value: unknown }>`select ${sql.ref(column.field)} as value from ${sql.table(
        model.table,
      )} where ${sql.ref(column.field)} = any(${distinct.map(([, value]) => value)})`.execute(db)
      const takenKeys = new Set(taken.rows.map((found) => keyOf(found.value)))
      for (const row of withValue) {
        if (!takenKeys.has(keyOf(row.values[column.field]))) continue
        flag(
          row,
          column,
          'unique',
          column.unique.message ?? { en_US: 'is already registered', mn_MN: 'бүртгэлтэй утга байна' },
        )
      }
    }
    if (column.reference !== undefined) {
      const { table, column: referenced, label } = column.reference
      const found = await sql<{ value: unknown }>`select ${sql.ref(referenced)} as value from ${sql.table(
        table,
      )} where ${sql.ref(referenced)} = any(${distinct.map(([, value]) => value)})`.execute(db)
      const existing = new Set(found.rows.map((row) => keyOf(row.value)))
      for (const row of withValue) {
        if (existing.has(keyOf(row.values[column.field]))) continue
        flag(row, column, 'no-related-row', {
          en_US: `no ${label} has this id`,
          mn_MN: `ийм дугаартай ${label} бүртгэл алга`,
        })
      }
    }
  }
}
