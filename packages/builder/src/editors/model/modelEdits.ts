// The model builder's edits: each takes a model and answers the next one (never mutating), and
// keeps the names that point at columns (primary key, indexes, foreign keys) in step with them.
import {
  type ColumnDefault,
  type ColumnType,
  columnTypeName,
  freeName,
  type LocalizedText,
  localizedText,
  type ModelColumn,
  type ModelDocument,
  NAMED_COLUMN_DEFAULTS,
  nameFromTitle,
  SIMPLE_COLUMN_TYPES,
  validateDocument,
} from '@tamga/schema'

/** What the type Select offers: the simple types and the names of the parametrised ones. */
export const COLUMN_TYPE_CHOICES = [...SIMPLE_COLUMN_TYPES, 'varchar', 'numeric', 'geometry'] as const
export type ColumnTypeChoice = (typeof COLUMN_TYPE_CHOICES)[number]

/**
 * The column type a choice makes. Parameters of the previous type carry over when the name
 * stays; otherwise a common default (`varchar(255)`, money's `numeric(14, 2)`, a WGS 84 point).
 */
export function columnTypeOf(choice: ColumnTypeChoice, previous?: ColumnType): ColumnType {
  if (previous !== undefined && columnTypeName(previous) === choice) return previous
  switch (choice) {
    case 'varchar':
      return { name: 'varchar', length: 255 }
    case 'numeric':
      return { name: 'numeric', precision: 14, scale: 2 }
    case 'geometry':
      return { name: 'geometry', shape: 'point', srid: 4326 }
    default:
      return choice
  }
}

/**
 * The table name a model's document name suggests: SQL identifiers allow no `-`, no capitals
 * and no leading digit, and stop at 63 characters.
 *
 * @example tableFromName('heritage-bearer') // 'heritage_bearer'
 */
export function tableFromName(name: string): string {
  const table = name
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .replace(/^(?=[0-9])/, '_')
  return table.slice(0, 63)
}

/**
 * Whether the table still follows the name: empty, or what the previous name suggested. Then a
 * new name renames the table too; a table someone typed stays.
 */
export function tableFollowsName(table: string | undefined, previousName: string | undefined): boolean {
  return table === undefined || table === '' || (previousName !== undefined && table === tableFromName(previousName))
}

function freeColumnName(model: ModelDocument): string {
  const taken = new Set((model.columns ?? []).map((column) => column.name))
  let n = taken.size + 1
  while (taken.has(`column_${n}`)) n += 1
  return `column_${n}`
}

/** Adds a nullable text column with a free name at the end. */
export function addColumn(model: ModelDocument): ModelDocument {
  return { ...model, columns: [...(model.columns ?? []), { name: freeColumnName(model), type: 'text' }] }
}

/** The name a column's Mongolian label proposes, free among the other columns; empty without one. */
function proposedColumnName(label: LocalizedText | undefined, others: ReadonlySet<string>): string {
  const proposed = nameFromTitle(localizedText(label, 'mn_MN') ?? '')
  return proposed === '' ? '' : freeName(proposed, others)
}

/**
 * Sets a column's label, and its name with it while the name is still the one made up for it
 * (`column_3`, or what its previous label proposed): a builder types "Огноо" and the column is
 * `ognoo`. A name the person typed, or one of the `stored` columns (renaming it would alter the
 * table), stays.
 *
 * @example labelColumn(model, 2, { mn_MN: 'Огноо' }, new Set(['id'])) // column 2 named 'ognoo'
 */
export function labelColumn(
  model: ModelDocument,
  index: number,
  label: LocalizedText | undefined,
  stored: ReadonlySet<string>,
): ModelDocument {
  const column = model.columns?.[index]
  if (column === undefined) return model
  const labelled = updateColumn(model, index, { label })
  if (stored.has(column.name)) return labelled
  const others = new Set(model.columns.filter((_, i) => i !== index).map((other) => other.name))
  const madeUp = /^column_\d+$/.test(column.name) || column.name === proposedColumnName(column.label, others)
  if (!madeUp) return labelled
  const proposed = proposedColumnName(label, others)
  const name =
    proposed === '' ? freeColumnName({ ...model, columns: model.columns.filter((_, i) => i !== index) }) : proposed
  return name === column.name ? labelled : renameColumn(labelled, index, name)
}

/** Moves a column from one place to another (the order of `CREATE TABLE`). */
export function moveColumn(model: ModelDocument, from: number, to: number): ModelDocument {
  const columns = [...(model.columns ?? [])]
  if (to < 0 || to >= columns.length || from === to) return model
  const [moved] = columns.splice(from, 1)
  if (moved === undefined) return model
  columns.splice(to, 0, moved)
  return { ...model, columns }
}

/**
 * Removes a column and every mention of it: from the primary key, from indexes (an index left
 * without columns goes) and foreign keys over it (a foreign key over it goes).
 */
export function removeColumn(model: ModelDocument, index: number): ModelDocument {
  const column = model.columns?.[index]
  if (column === undefined) return model
  const name = column.name
  const next: ModelDocument = {
    ...model,
    columns: model.columns.filter((_, i) => i !== index),
    primaryKey: (model.primaryKey ?? []).filter((key) => key !== name),
  }
  if (model.indexes !== undefined) {
    next.indexes = model.indexes
      .map((item) => ({ ...item, columns: item.columns.filter((c) => c !== name) }))
      .filter((item) => item.columns.length > 0)
  }
  if (model.foreignKeys !== undefined) {
    next.foreignKeys = model.foreignKeys.filter((key) => !key.columns.includes(name))
  }
  return next
}

/** Renames a column, and the primary key, indexes and foreign keys (self-references too) that name it. */
export function renameColumn(model: ModelDocument, index: number, name: string): ModelDocument {
  const column = model.columns?.[index]
  if (column === undefined) return model
  const old = column.name
  const rename = (list: readonly string[]) => list.map((c) => (c === old ? name : c))
  const next: ModelDocument = {
    ...model,
    columns: model.columns.map((c, i) => (i === index ? { ...c, name } : c)),
    primaryKey: rename(model.primaryKey ?? []),
  }
  if (model.indexes !== undefined) {
    next.indexes = model.indexes.map((item) => ({ ...item, columns: rename(item.columns) }))
  }
  if (model.foreignKeys !== undefined) {
    next.foreignKeys = model.foreignKeys.map((key) => ({
      ...key,
      columns: rename(key.columns),
      references:
        key.references.model === model.name
          ? { ...key.references, columns: rename(key.references.columns) }
          : key.references,
    }))
  }
  return next
}

/** Sets (or, with undefined, leaves out) properties of one column. */
export function updateColumn(model: ModelDocument, index: number, patch: Partial<ModelColumn>): ModelDocument {
  return {
    ...model,
    columns: (model.columns ?? []).map((column, i) =>
      i === index ? withoutUndefined({ ...column, ...patch }) : column,
    ),
  }
}

/** An object without its undefined properties: optional properties are left out, never `undefined`. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

type NamedDefault = (typeof NAMED_COLUMN_DEFAULTS)[number]
const NAMED: ReadonlySet<string> = new Set(NAMED_COLUMN_DEFAULTS)

/** How a default reads in its box: `@now` for a named default, the literal otherwise. */
export function defaultText(value: ColumnDefault | undefined): string {
  if (value === undefined) return ''
  return 'named' in value ? `@${value.named}` : String(value.value)
}

/**
 * The default a box's text means for a column type: `@now` (or a bare named default) is named,
 * numbers for numeric types, `true`/`false` for booleans, text otherwise; empty means none.
 */
export function defaultFromText(text: string, type: ColumnType): ColumnDefault | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  const bare = trimmed.startsWith('@') ? trimmed.slice(1) : trimmed
  if (NAMED.has(bare)) return { named: bare as NamedDefault }
  const typeName = columnTypeName(type)
  if (typeName === 'boolean' && (trimmed === 'true' || trimmed === 'false')) return { value: trimmed === 'true' }
  if ((typeName === 'integer' || typeName === 'bigint' || typeName === 'numeric') && Number.isFinite(Number(trimmed))) {
    return { value: Number(trimmed) }
  }
  return { value: text }
}

/**
 * Whether the model is whole enough to ask the server for its migration plan: it passes the
 * schema and the model's own rules (a half-typed column would only earn a refusal).
 */
export function planReady(model: ModelDocument): boolean {
  return validateDocument(model).ok
}
