// The tables as the migrations of the last generation leave them, written into the generated
// project beside its migrations. The next generation diffs the models against this, not against
// the migrations' text, and adds a migration for the difference: an applied migration is never
// rewritten, since a migrator runs each file once and would never see the edit.
import type { ColumnType } from '@tamga/schema'
import type { ColumnDefaultPlan, ForeignKeyPlan, IndexPlan, ProjectPlan, TablePlan } from '../plan/types.ts'

/** A column as the database has it after the last generation's migrations. */
export interface SnapshotColumn {
  name: string
  type: ColumnType
  /** In effect: a primary-key or identity column is NOT NULL whatever the model says. */
  notNull: boolean
  unique: boolean
  default?: ColumnDefaultPlan
  comment?: string
}

/** A foreign key, the referenced table by name. */
export type SnapshotForeignKey = Pick<ForeignKeyPlan, 'name' | 'columns' | 'table' | 'referencedColumns' | 'onDelete'>

/** A table as the database has it after the last generation's migrations. */
export interface SnapshotTable {
  table: string
  columns: SnapshotColumn[]
  primaryKey: string[]
  indexes: IndexPlan[]
  foreignKeys: SnapshotForeignKey[]
}

/** What a generated project records of its own schema. */
export interface SchemaSnapshot {
  format: 1
  /** The number of the last migration generated; the next one gets the one after. */
  sequence: number
  /** The tables the generated migrations create (views are not theirs), in creation order. */
  tables: SnapshotTable[]
}

const ABOUT =
  'Written by tamga generate: the tables as the generated migrations leave them. The next generation compares the models with these and adds a migration for the difference. Do not edit.'

/** Whether a column is NOT NULL in the database, as `CREATE TABLE` and Tamga's planner make it. */
export function notNullInEffect(table: Pick<TablePlan, 'primaryKey'>, column: TablePlan['columns'][number]): boolean {
  return !column.nullable || table.primaryKey.includes(column.name) || column.default?.kind === 'identity'
}

/**
 * A value with its objects' keys in one order (a `name` first, then the others by name), so a
 * project read from its folder and from a database (whose jsonb orders keys its own way) records
 * the same snapshot.
 */
function inKeyOrder<T>(value: T): T {
  if (Array.isArray(value)) return value.map(inKeyOrder) as T
  if (value === null || typeof value !== 'object') return value
  const rank = (key: string) => (key === 'name' ? '' : key)
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0))
      .map(([key, item]) => [key, inKeyOrder(item)]),
  ) as T
}

/** A table of the plan as the snapshot records it. */
export function snapshotTable(table: TablePlan): SnapshotTable {
  return {
    table: table.table,
    columns: table.columns.map((column) => ({
      name: column.name,
      type: inKeyOrder(column.type),
      notNull: notNullInEffect(table, column),
      unique: column.unique,
      ...(column.default === undefined ? {} : { default: inKeyOrder(column.default) }),
      ...(column.comment === undefined ? {} : { comment: column.comment }),
    })),
    primaryKey: [...table.primaryKey],
    indexes: table.indexes.map((index) => ({ ...index, columns: [...index.columns] })),
    foreignKeys: table.foreignKeys.map((key) => ({
      name: key.name,
      columns: [...key.columns],
      table: key.table,
      referencedColumns: [...key.referencedColumns],
      onDelete: key.onDelete,
    })),
  }
}

/** The snapshot of a plan once its migrations, up to number `sequence`, have run. */
export function snapshotOf(plan: ProjectPlan, sequence: number): SchemaSnapshot {
  return { format: 1, sequence, tables: plan.tables.filter((table) => !table.view).map(snapshotTable) }
}

/** A table as its block of the file: one column a line, so a regeneration's diff in git reads column by column. */
function tableText(table: SnapshotTable): string {
  const columns = table.columns.map((column) => `        ${JSON.stringify(column)}`).join(',\n')
  return [
    '    {',
    `      "table": ${JSON.stringify(table.table)},`,
    `      "columns": [\n${columns}\n      ],`,
    `      "primaryKey": ${JSON.stringify(table.primaryKey)},`,
    `      "indexes": ${JSON.stringify(table.indexes)},`,
    `      "foreignKeys": ${JSON.stringify(table.foreignKeys)}`,
    '    }',
  ].join('\n')
}

/** The snapshot as its file. */
export function snapshotText(snapshot: SchemaSnapshot): string {
  const tables = snapshot.tables.map(tableText).join(',\n')
  return `{\n  "about": ${JSON.stringify(ABOUT)},\n  "format": 1,\n  "sequence": ${snapshot.sequence},\n  "tables": [\n${tables}\n  ]\n}\n`
}

/** A regeneration that cannot know what the earlier migrations created; nothing was generated. */
export class RegenerationError extends Error {}

/** A snapshot file that is not one this generator wrote. */
export class SnapshotError extends RegenerationError {
  constructor(path: string, problem: string) {
    super(
      `${path} is not a schema snapshot tamga generate can read (${problem}); it records what the project's migrations have created, so restore it from version control rather than delete it`,
    )
    this.name = 'SnapshotError'
  }
}

/** Reads a snapshot file back, refusing one it cannot trust (a wrong diff would be a wrong migration). */
export function readSnapshot(path: string, text: string): SchemaSnapshot {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new SnapshotError(path, (error as Error).message)
  }
  const value = parsed as Partial<SchemaSnapshot> | null
  if (value === null || typeof value !== 'object') throw new SnapshotError(path, 'not an object')
  if (value.format !== 1) throw new SnapshotError(path, `format ${String(value.format)}`)
  if (typeof value.sequence !== 'number' || !Number.isInteger(value.sequence) || value.sequence < 0) {
    throw new SnapshotError(path, 'no sequence number')
  }
  if (!Array.isArray(value.tables)) throw new SnapshotError(path, 'no tables')
  for (const table of value.tables) {
    if (
      typeof table?.table !== 'string' ||
      !Array.isArray(table.columns) ||
      !Array.isArray(table.primaryKey) ||
      !Array.isArray(table.indexes) ||
      !Array.isArray(table.foreignKeys)
    ) {
      throw new SnapshotError(path, `a table without its name, columns, primary key, indexes or foreign keys`)
    }
  }
  return { format: 1, sequence: value.sequence, tables: value.tables }
}
