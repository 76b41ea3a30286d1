/**
 * A table or view as Lambda knows it, whichever file it was read from (a db_schema cache or a
 * MySQL dump). The model mapper turns it into a Tamga model document.
 */
export interface LambdaTable {
  name: string
  /** True for a database view. */
  isView: boolean
  columns: LambdaColumn[]
  /** Columns of the primary key, in key order. */
  primaryKey: string[]
  indexes: Array<{ name: string; columns: string[]; unique: boolean }>
  foreignKeys: Array<{ name?: string; columns: string[]; table: string; references: string[] }>
  /** JSON Pointer (or, for SQL, `/line N`) where the table was declared. */
  path: string
}

/** One column of a {@link LambdaTable}. */
export interface LambdaColumn {
  name: string
  /** The database type as written, lower-case: `int(10) unsigned`, `varchar(255)`, `uuid`. */
  dbType: string
  nullable: boolean
  /** The default as SQL text (`'1'`, `CURRENT_TIMESTAMP`, `gen_random_uuid()`), when there is one. */
  defaultSql?: string
  autoIncrement: boolean
  /** Anything else the source said about the column (`on update CURRENT_TIMESTAMP`, a comment). */
  extra?: string
  comment?: string
  /** The column's human title, when the source has one that differs from its name. */
  title?: string
  path: string
}

/** The parts of a database type: base name, length/precision arguments and modifiers. */
export interface ParsedDbType {
  base: string
  args: number[]
  unsigned: boolean
}

/** Splits a database type such as `int(10) unsigned` or `decimal(12,2)` into its parts. */
export function parseDbType(dbType: string): ParsedDbType {
  const lower = dbType.trim().toLowerCase()
  const match = /^([a-z][a-z0-9_ ]*?)\s*(?:\(([^)]*)\))?\s*(unsigned)?\s*(zerofill)?$/.exec(lower)
  if (match === null) return { base: lower, args: [], unsigned: false }
  const args = (match[2] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
  const base = (match[1] ?? lower).replace(/\s+unsigned$/, '').trim()
  return { base, args, unsigned: match[3] !== undefined || /\sunsigned$/.test(match[1] ?? '') }
}

/**
 * Keys Lambda copies from the database column into every form field and grid column it builds
 * on it. They describe the column, which the model already holds, so the form and grid
 * mappers read past them without a note.
 */
export const LAMBDA_COLUMN_METADATA_KEYS = [
  'title',
  'dbType',
  'table',
  'key',
  'extra',
  'nullable',
  'scale',
  'default_value',
  'table_schema',
  'trKey',
] as const
