// The columns a column picker offers, as a person reads them: a table's (as the builder is about
// to save it, when its model has unsaved edits open), a grid's (a choice read from a grid names
// the grid's columns), a sub-form's (its link to the parent first). Pure, so each rule is tested
// without a screen; useColumnChoices reads the documents and hands them here.
import {
  effectiveColumns,
  type GridDocument,
  type LocalizedText,
  type ModelColumn,
  type ModelDocument,
  PATTERNS,
  referencedBy,
} from '@tamga/schema'

/** Where a column property's columns are read from. */
export type ColumnSource =
  /** The columns of a table, by its model's name. */
  | { kind: 'model'; name: string }
  /** The columns a grid shows (a choice whose rows are picked from a grid). */
  | { kind: 'grid'; name: string }
  /** The columns of the table a sub-form's form writes; those pointing at `parentModel` first. */
  | { kind: 'subForm'; form: string; parentModel: string | undefined }

/** One column offered, with what a person needs to tell it from the others. */
export interface ColumnChoice {
  name: string
  label: LocalizedText | undefined
  /** The column is in the model's unsaved edits only: the table does not have it yet. */
  unsaved?: boolean
  /** The table and column its foreign key points at, when it has one. */
  references?: { model: string; column: string } | undefined
}

const NAME = new RegExp(PATTERNS.sqlIdentifier.pattern)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The model a document is, read leniently: a draft is often half-typed, so a column is kept only
 * once its name is a sound one (and a foreign key only once it names its columns), the rest of
 * the draft being what the picker offers. Undefined for anything that is no model.
 */
export function modelOf(document: unknown): ModelDocument | undefined {
  if (!isRecord(document) || document.kind !== 'model' || !Array.isArray(document.columns)) return undefined
  const columns = document.columns.filter(
    (column): column is ModelColumn => isRecord(column) && typeof column.name === 'string' && NAME.test(column.name),
  )
  const foreignKeys = (Array.isArray(document.foreignKeys) ? document.foreignKeys : []).filter(
    (key) =>
      isRecord(key) &&
      Array.isArray(key.columns) &&
      isRecord(key.references) &&
      typeof key.references.model === 'string' &&
      Array.isArray(key.references.columns),
  )
  return {
    ...(document as unknown as ModelDocument),
    columns,
    foreignKeys: foreignKeys as ModelDocument['foreignKeys'],
  }
}

/**
 * A table's columns with their labels and links, in the table's order (the ones the server adds
 * included). With a `draft` (the model's unsaved edits open in a builder) its columns are the
 * draft's, those the stored model lacks marked `unsaved`.
 *
 * @example modelColumnChoices(stored, draftWithTeacher) // [..., { name: 'teacher', label: …, unsaved: true }]
 */
export function modelColumnChoices(stored: unknown, draft?: unknown): ColumnChoice[] {
  const saved = modelOf(stored)
  const shown = modelOf(draft) ?? saved
  if (shown === undefined) return []
  const savedNames = new Set(saved === undefined ? [] : effectiveColumns(saved).map((column) => column.name))
  return effectiveColumns(shown).map(({ name, label }) => {
    const references = referencedBy(shown, name)
    return {
      name,
      label,
      ...(savedNames.has(name) ? {} : { unsaved: true }),
      ...(references === undefined ? {} : { references }),
    }
  })
}

/**
 * The columns a grid shows, each with its own header, else its table's label for it; whether it
 * is unsaved and where it points is its table's say. The grid's key comes first when it shows no
 * column of it: a row picked from the grid is identified by it, the usual value to keep.
 */
export function gridColumnChoices(grid: unknown, tableColumns: readonly ColumnChoice[]): ColumnChoice[] {
  if (!isRecord(grid) || grid.kind !== 'grid' || !Array.isArray(grid.columns)) return []
  const byName = new Map(tableColumns.map((column) => [column.name, column]))
  const shown = (grid.columns as GridDocument['columns']).flatMap((column) => {
    if (!isRecord(column) || typeof column.field !== 'string' || column.field === '') return []
    const table = byName.get(column.field)
    return [{ ...table, name: column.field, label: column.label ?? table?.label }]
  })
  const identity = typeof grid.identity === 'string' && NAME.test(grid.identity) ? grid.identity : undefined
  if (identity === undefined || shown.some((column) => column.name === identity)) return shown
  return [byName.get(identity) ?? { name: identity, label: undefined }, ...shown]
}

/**
 * A sub-form's columns for its link to the parent: those whose foreign key points at the
 * parent's table first (the one to choose), then the rest in the table's order.
 */
export function connectionChoices(columns: readonly ColumnChoice[], parentModel: string | undefined): ColumnChoice[] {
  const linked = (column: ColumnChoice) => parentModel !== undefined && column.references?.model === parentModel
  return [...columns.filter(linked), ...columns.filter((column) => !linked(column))]
}
