// Checks the rows of an import as a create through the krud's form would: each cell converted
// to its column's type, each row through the form's validator (prepareInsert), then what only
// the table can tell, in one statement per column for a batch of rows: unique values not yet
// taken nor repeated in the workbook, related rows that exist. Every bad cell is named by its
// row, column letter and header, with the reason in both languages. importWorkbook.ts reads the
// workbook and hands the rows here batch by batch.
import {
  type BilingualMessage,
  effectiveColumns,
  type FormDocument,
  type GridExcel,
  LANGUAGE_CODES,
  type LocalizedText,
  localizedText,
  type ModelDocument,
} from '@tamga/schema'
import type { CellValue } from 'exceljs'
import { type Kysely, sql } from 'kysely'
import type { SystemDatabase } from '../../db/tables.ts'
import type { TamgaError } from '../../http/errors.ts'
import { prepareInsert, type RowTarget } from '../rowOperations.ts'
import { columnLetter, columnTypeName, type ImportColumnType, importCellValue, plainCell } from './importCells.ts'
import type { FirstMet, SeenUniqueValues } from './seenUniqueValues.ts'

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

/** What an import's columns are planned from: the krud, its form and the grid's import settings. */
export interface ImportColumnsOptions {
  target: RowTarget
  form: FormDocument
  settings: ImportSettings
  /** Models by document name or table, for the tables foreign keys name. */
  model(nameOrTable: string): ModelDocument | undefined
}

/** Takes a bad cell (the import counts them all and lists the first ones). */
export type ReportCell = (cell: ImportCell) => void

/** An import column: the form field it fills, where it is in the sheet, how its cells are read and checked. */
export interface PlannedColumn {
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

/** The import's columns, in the settings' order, none yet found in the sheet. */
export function planColumns(options: ImportColumnsOptions): PlannedColumn[] {
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

/** A data row of the sheet, read and being checked. */
export interface ReadRow {
  number: number
  /** Relation cells that hold a label rather than a key, by field, to look up. */
  labels: Record<string, string> | undefined
  /** The converted value of each planned column, by field (undefined when empty or bad). */
  values: Record<string, unknown>
  /** The values checked and computed for the insert, once the row has passed the form. */
  prepared: Record<string, unknown> | undefined
  bad: boolean
}

/** Where a column's bad cell is: its letter and header, or none when the sheet lacks the column. */
export function cellAt(column: PlannedColumn): Pick<ImportCell, 'column' | 'header'> {
  return {
    column: column.index === undefined ? null : columnLetter(column.index),
    header: column.index === undefined ? null : column.header,
  }
}

/** Finds the planned columns in the header row's cells, by any of their names. */
export function findColumns(planned: readonly PlannedColumn[], cells: readonly CellValue[]): void {
  cells.forEach((value, index) => {
    const text = normalise(cellText(value))
    if (text === '') return
    const column = planned.find((candidate) => candidate.index === undefined && candidate.names.has(text))
    if (column !== undefined) column.index = index
  })
}

/**
 * A data row's cells converted to its columns' types; undefined when every import cell is
 * empty (such a row is skipped). A cell that cannot be its column's type is reported and
 * marks the row bad.
 */
export function readRow(
  planned: readonly PlannedColumn[],
  number: number,
  cells: readonly CellValue[],
  report: ReportCell,
): ReadRow | undefined {
  const converted: Record<string, unknown> = {}
  let labels: Record<string, string> | undefined
  let bad = false
  let empty = true
  for (const column of planned) {
    const cell = column.index === undefined ? undefined : cells[column.index]
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
      report({ row: number, ...cellAt(column), field: column.field, code: result.code, reason: result.reason })
      continue
    }
    if (result.value !== undefined) {
      empty = false
      converted[column.field] = result.value
    }
  }
  return empty ? undefined : { number, labels, values: converted, prepared: undefined, bad }
}

/** What {@link checkRows} checks a batch of rows with. */
export interface CheckRowsOptions {
  /** The import's transaction. */
  db: Kysely<SystemDatabase>
  target: RowTarget
  form: FormDocument
  planned: readonly PlannedColumn[]
  /** What the batches before this one found. */
  memory: CheckMemory
  report: ReportCell
}

/** The most labels, or related keys, kept per column between batches. */
const MEMORY_ENTRIES = 10_000

/**
 * What the checks of earlier batches found that later ones use: the unique values met (all of
 * them, in the database), and, while they are few, the related rows found by label or key.
 */
export interface CheckMemory {
  seen: SeenUniqueValues | undefined
  /** A labelled column's related keys by label (none, one, or several rows named so). */
  labels: Map<string, Map<string, unknown[]>>
  /** A column's values known to name an existing related row, as keys. */
  references: Map<string, Set<string>>
}

/** The memory of a new import. */
export function newCheckMemory(seen: SeenUniqueValues | undefined): CheckMemory {
  return { seen, labels: new Map(), references: new Map() }
}

/**
 * Checks a batch of read rows: relation labels looked up, each row validated as the form's
 * create (its `prepared` values set when it passes), then unique values and related rows
 * against the table and the workbook's earlier rows. Marks bad rows and reports their cells.
 */
export async function checkRows(options: CheckRowsOptions, rows: readonly ReadRow[]): Promise<void> {
  const { db, target, form, planned, report } = options
  const flag: Flag = (row, column, code, reason) => {
    row.bad = true
    report({ row: row.number, ...cellAt(column), field: column.field, code, reason })
  }
  await resolveLabels(db, planned, rows, options.memory, flag)

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
          ...(column === undefined ? { column: null, header: null } : cellAt(column)),
          field,
          code: found.code,
          reason: ruleMessage(form, field, found.code) ?? found.message,
        })
      }
    }
  }

  await checkAgainstTable(db, target.model, planned, rows, options.memory, flag)
}

type Flag = (row: ReadRow, column: PlannedColumn, code: string, reason: BilingualMessage) => void

/**
 * Relation cells written as the related row's label (`concat_ws(' ', labelFields)`, as the
 * list and the export show it) become that row's key: one statement per column for every
 * label of the batch. A label no row has, or several rows share, is a bad cell.
 */
async function resolveLabels(
  db: Kysely<SystemDatabase>,
  planned: readonly PlannedColumn[],
  rows: readonly ReadRow[],
  memory: CheckMemory,
  flag: Flag,
): Promise<void> {
  for (const column of planned) {
    const relation = column.labelled
    if (relation === undefined) continue
    const withLabel = rows.filter((row) => row.labels?.[column.field] !== undefined)
    if (withLabel.length === 0) continue
    const byLabel = memory.labels.get(column.field) ?? new Map<string, unknown[]>()
    memory.labels.set(column.field, byLabel)
    const unknown = [...new Set(withLabel.map((row) => row.labels?.[column.field] ?? ''))].filter(
      (text) => !byLabel.has(text),
    )
    if (unknown.length > 0) {
      const parts = relation.labelFields.map((field) => sql`${sql.ref(field)}::text`)
      const label = parts.length === 1 ? (parts[0] ?? sql`''`) : sql`concat_ws(' ', ${sql.join(parts)})`
      const found = await sql<{
        value: unknown
        label: string
      }>`select ${sql.ref(relation.valueField)} as value, ${label} as label
        from ${sql.table(relation.table)} where ${label} = any(${unknown})`.execute(db)
      const matches = new Map<string, unknown[]>(unknown.map((text) => [text, []]))
      for (const match of found.rows) matches.get(match.label)?.push(match.value)
      // Kept for the next batches while few: a workbook names its related rows again and again.
      if (byLabel.size + matches.size > MEMORY_ENTRIES) byLabel.clear()
      for (const [text, values] of matches) byLabel.set(text, values)
    }
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
 * What only the table can tell, one statement per column for a batch of rows: a unique
 * column's value repeated in the workbook (in this batch or an earlier one, which `seen`
 * remembers) or already in the table (deleted rows included, as the constraint counts them),
 * and a foreign key's value with no related row.
 */
async function checkAgainstTable(
  db: Kysely<SystemDatabase>,
  model: ModelDocument,
  planned: readonly PlannedColumn[],
  rows: readonly ReadRow[],
  memory: CheckMemory,
  flag: Flag,
): Promise<void> {
  for (const column of planned) {
    if (column.unique === undefined && column.reference === undefined) continue
    const withValue = rows.filter((row) => row.values[column.field] !== undefined && row.values[column.field] !== null)
    if (withValue.length === 0) continue
    const distinct = new Map(withValue.map((row) => [keyOf(row.values[column.field]), row.values[column.field]]))
    if (column.unique !== undefined) {
      // Where each value is first met in this batch; the memory answers those met before it.
      const firstInBatch = new Map<string, number>()
      for (const row of withValue) {
        const key = keyOf(row.values[column.field])
        if (!firstInBatch.has(key)) firstInBatch.set(key, row.number)
      }
      // Values first met in an earlier batch may be in the table by this import's own rows: for
      // them the memory keeps what the table held when they were first met.
      const taken = await sql<{ value: unknown }>`select ${sql.ref(column.field)} as value from ${sql.table(
        model.table,
      )} where ${sql.ref(column.field)} = any(${[...distinct.values()]})`.execute(db)
      const takenKeys = new Set(taken.rows.map((found) => keyOf(found.value)))
      const earlier =
        (await memory.seen?.meet(
          column.field,
          [...firstInBatch].map(([key, row]) => ({ key, row, taken: takenKeys.has(key) })),
        )) ?? new Map<string, FirstMet>()
      const first = new Map(earlier)
      for (const [key, row] of firstInBatch) {
        if (!first.has(key)) first.set(key, { row, taken: takenKeys.has(key) })
      }
      for (const row of withValue) {
        const known = first.get(keyOf(row.values[column.field]))
        if (known === undefined || known.row === row.number) continue
        flag(row, column, 'duplicate-in-file', {
          en_US: `repeats the value of row ${known.row}`,
          mn_MN: `${known.row}-р мөрийн утгыг давтсан байна`,
        })
      }
      for (const row of withValue) {
        if (first.get(keyOf(row.values[column.field]))?.taken !== true) continue
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
      const existing = memory.references.get(column.field) ?? new Set<string>()
      memory.references.set(column.field, existing)
      const unknown = [...distinct].filter(([key]) => !existing.has(key)).map(([, value]) => value)
      if (unknown.length > 0) {
        const found = await sql<{ value: unknown }>`select ${sql.ref(referenced)} as value from ${sql.table(
          table,
        )} where ${sql.ref(referenced)} = any(${unknown})`.execute(db)
        if (existing.size + found.rows.length > MEMORY_ENTRIES) existing.clear()
        for (const row of found.rows) existing.add(keyOf(row.value))
      }
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
