// What changed in the tables since the last generation, change by change, in the order they must
// run and each with whether it can lose data: the kinds, the order, the destructive ones and the
// widening rule are Tamga's own (`@tamga/schema`), so `tamga generate` refuses what `tamga migrate`
// refuses. Each change carries its SQL; the Laravel migration says most of them with Blueprint.
import {
  type BilingualMessage,
  columnTypeSql,
  compareColumnTypes,
  DESTRUCTIVE_MODEL_CHANGES,
  existingColumnType,
  MODEL_CHANGE_PHASE,
  type ModelChangeKind,
} from '@tamga/schema'
import { constraintName } from '../plan/describeProject.ts'
import type { ColumnDefaultPlan, ColumnPlan, IndexPlan, ProjectPlan, TablePlan } from '../plan/types.ts'
import {
  addColumnSql,
  addForeignKeySql,
  addPrimaryKeySql,
  addUniqueSql,
  alterTypeSql,
  changeDefaultSql,
  commentSql,
  createIndexSql,
  createTableSql,
  databaseDefault,
  dropColumnSql,
  dropConstraintSql,
  dropDefaultSql,
  dropIndexSql,
  dropTableSql,
  setNotNullSql,
  uniqueConstraintColumns,
} from '../sql/index.ts'
import { notNullInEffect, type SchemaSnapshot, type SnapshotForeignKey, type SnapshotTable } from './snapshot.ts'

/** One change to one table since the last generation. */
export interface SchemaChange {
  kind: ModelChangeKind
  table: string
  /** The column concerned, when one is. */
  column?: string
  /** Can lose data or refuse existing rows: generated only when confirmed. */
  destructive: boolean
  /** What it does, in Mongolian and English: the migration's comment and the refusal's line. */
  description: BilingualMessage
  /** The statements, in order; each can run again on a database that has the change already. */
  statements: string[]
  /** The table as the models now describe it; absent for a dropped table. */
  next?: TablePlan
  /** The column as the models now describe it (added, retyped, its default changed). */
  columnPlan?: ColumnPlan
  index?: IndexPlan
  foreignKey?: SnapshotForeignKey
  /** The name of the constraint or index dropped. */
  dropped?: string
}

const quoted = (table: string, column?: string) => (column === undefined ? `"${table}"` : `"${table}"."${column}"`)
const list = (columns: readonly string[]) => columns.join(', ')
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const describeDefault = (value: ColumnDefaultPlan | undefined) =>
  value === undefined ? '—' : value.kind === 'literal' ? JSON.stringify(value.value) : value.kind

/** Collects the changes of one diff in the order they are found; sorted by phase at the end. */
class Changes {
  readonly all: SchemaChange[] = []

  add(change: Omit<SchemaChange, 'destructive'>): void {
    this.all.push({ ...change, destructive: DESTRUCTIVE_MODEL_CHANGES.has(change.kind) })
  }

  sorted(): SchemaChange[] {
    return this.all
      .map((change, sequence) => ({ change, sequence }))
      .sort((a, b) => MODEL_CHANGE_PHASE[a.change.kind] - MODEL_CHANGE_PHASE[b.change.kind] || a.sequence - b.sequence)
      .map(({ change }) => change)
  }
}

function addForeignKey(changes: Changes, next: TablePlan, key: SnapshotForeignKey): void {
  changes.add({
    kind: 'add-foreign-key',
    table: next.table,
    description: {
      en_US: `add the foreign key "${key.name}" from "${next.table}" (${list(key.columns)}) to "${key.table}" (${list(key.referencedColumns)}), on delete ${key.onDelete.toLowerCase()}`,
      mn_MN: `"${next.table}" (${list(key.columns)}) хүснэгтээс "${key.table}" (${list(key.referencedColumns)}) хүснэгт рүү "${key.name}" гадаад түлхүүр нэмнэ; устгахад: ${key.onDelete.toLowerCase()}`,
    },
    statements: [addForeignKeySql(next.table, key)],
    next,
    foreignKey: key,
  })
}

function columns(changes: Changes, previous: SnapshotTable, next: TablePlan): void {
  const table = next.table
  for (const column of next.columns) {
    const name = column.name
    const notNull = notNullInEffect(next, column)
    const before = previous.columns.find((candidate) => candidate.name === name)
    if (before === undefined) {
      // Existing rows get the default; without one, NOT NULL is a second step that rows without a value refuse.
      const filled = databaseDefault(column.default) !== undefined
      changes.add({
        kind: 'add-column',
        table,
        column: name,
        description: {
          en_US: `add the column ${quoted(table, name)} (${column.sqlType})`,
          mn_MN: `${quoted(table, name)} баганыг нэмнэ (${column.sqlType})`,
        },
        statements: [addColumnSql(table, column, notNull && filled)],
        next,
        columnPlan: column,
      })
      if (notNull && !filled) setNotNull(changes, next, name)
      continue
    }
    let current = databaseDefault(before.default)
    const comparison = compareColumnTypes(column.type, existingColumnType(before.type))
    if (comparison !== 'same') {
      const statements: string[] = []
      // PostgreSQL would cast the old default to the new type; it is set again below.
      if (current !== undefined && current.kind !== 'identity') {
        statements.push(dropDefaultSql(table, name))
        current = undefined
      }
      statements.push(alterTypeSql(table, column))
      const from = columnTypeSql(before.type)
      changes.add({
        kind: comparison === 'widen' ? 'widen-column' : 'change-column-type',
        table,
        column: name,
        description:
          comparison === 'widen'
            ? {
                en_US: `widen the column ${quoted(table, name)} from ${from} to ${column.sqlType}`,
                mn_MN: `${quoted(table, name)} баганын төрлийг өргөтгөнө: ${from} → ${column.sqlType}`,
              }
            : {
                en_US: `change the type of ${quoted(table, name)} from ${from} to ${column.sqlType}; values that do not fit make it fail, numbers may be rounded`,
                mn_MN: `${quoted(table, name)} баганын төрлийг өөрчилнө: ${from} → ${column.sqlType}; багтахгүй утга байвал амжилтгүй болно, тоо тоймлогдож болзошгүй`,
              },
        statements,
        next,
        columnPlan: column,
      })
    }
    // NOT NULL comes before an identity (PostgreSQL requires it); dropping it after the identity goes.
    if (notNull && !before.notNull) setNotNull(changes, next, name)
    const wanted = databaseDefault(column.default)
    if (!sameJson(wanted, current)) {
      changes.add({
        kind: wanted === undefined ? 'drop-default' : 'set-default',
        table,
        column: name,
        description:
          wanted === undefined
            ? {
                en_US: `remove the default of ${quoted(table, name)}`,
                mn_MN: `${quoted(table, name)} баганын анхдагч утгыг хасна`,
              }
            : {
                en_US: `set the default of ${quoted(table, name)} to ${describeDefault(wanted)}`,
                mn_MN: `${quoted(table, name)} баганын анхдагч утгыг ${describeDefault(wanted)} болгоно`,
              },
        statements: changeDefaultSql(table, column, current),
        next,
        columnPlan: column,
      })
    }
    if (!notNull && before.notNull) {
      changes.add({
        kind: 'drop-not-null',
        table,
        column: name,
        description: {
          en_US: `allow ${quoted(table, name)} to be empty`,
          mn_MN: `${quoted(table, name)} баганыг хоосон байхыг зөвшөөрнө`,
        },
        statements: [setNotNullSql(table, name, false)],
        next,
        columnPlan: column,
      })
    }
  }
  for (const column of next.columns) {
    const before = previous.columns.find((candidate) => candidate.name === column.name)
    if ((before?.comment ?? undefined) === column.comment) continue
    changes.add({
      kind: 'set-comment',
      table,
      column: column.name,
      description: {
        en_US: `${column.comment === undefined ? 'remove' : 'set'} the comment of ${quoted(table, column.name)}`,
        mn_MN: `${quoted(table, column.name)} баганын тайлбарыг ${column.comment === undefined ? 'хасна' : 'шинэчилнэ'}`,
      },
      statements: [commentSql(table, column.name, column.comment)],
      next,
      columnPlan: column,
    })
  }
  const kept = new Set(next.columns.map((column) => column.name))
  for (const column of previous.columns) {
    if (kept.has(column.name)) continue
    changes.add({
      kind: 'drop-column',
      table,
      column: column.name,
      description: {
        en_US: `drop the column ${quoted(table, column.name)} (${columnTypeSql(column.type)}) and its data`,
        mn_MN: `${quoted(table, column.name)} баганыг (${columnTypeSql(column.type)}) өгөгдөлтэй нь устгана`,
      },
      statements: [dropColumnSql(table, column.name)],
      next,
    })
  }
}

function setNotNull(changes: Changes, next: TablePlan, name: string): void {
  changes.add({
    kind: 'set-not-null',
    table: next.table,
    column: name,
    description: {
      en_US: `require a value in ${quoted(next.table, name)}; existing rows without one make this fail`,
      mn_MN: `${quoted(next.table, name)} баганыг заавал утгатай болгоно; утгагүй мөр байвал амжилтгүй болно`,
    },
    statements: [setNotNullSql(next.table, name, true)],
    next,
  })
}

function keys(changes: Changes, previous: SnapshotTable, next: TablePlan): void {
  const table = next.table
  if (!sameList(previous.primaryKey, next.primaryKey)) {
    const name = constraintName([table], 'pkey')
    changes.add({
      kind: 'drop-primary-key',
      table,
      description: {
        en_US: `drop the primary key "${name}" of "${table}" (${list(previous.primaryKey)})`,
        mn_MN: `"${table}" хүснэгтийн "${name}" үндсэн түлхүүрийг устгана (${list(previous.primaryKey)})`,
      },
      statements: [dropConstraintSql(table, name)],
      next,
      dropped: name,
    })
    changes.add({
      kind: 'add-primary-key',
      table,
      description: {
        en_US: `add the primary key of "${table}" (${list(next.primaryKey)})`,
        mn_MN: `"${table}" хүснэгтэд үндсэн түлхүүр нэмнэ (${list(next.primaryKey)})`,
      },
      statements: [addPrimaryKeySql(table, next.primaryKey)],
      next,
    })
  }
  const uniqueBefore = new Set(uniqueConstraintColumns(previous))
  const uniqueNow = new Set(uniqueConstraintColumns(next))
  for (const column of uniqueNow) {
    if (uniqueBefore.has(column)) continue
    const name = constraintName([table, column], 'key')
    changes.add({
      kind: 'add-unique',
      table,
      column,
      description: {
        en_US: `make ${quoted(table, column)} unique ("${name}")`,
        mn_MN: `${quoted(table, column)} баганын утгыг давхардалгүй болгоно ("${name}")`,
      },
      statements: [addUniqueSql(table, column)],
      next,
    })
  }
  for (const column of uniqueBefore) {
    if (uniqueNow.has(column)) continue
    const name = constraintName([table, column], 'key')
    changes.add({
      kind: 'drop-unique',
      table,
      column,
      description: {
        en_US: `drop the unique constraint "${name}" of "${table}" (${column})`,
        mn_MN: `"${table}" хүснэгтийн "${name}" давхардалгүй байх нөхцөлийг устгана (${column})`,
      },
      statements: [dropConstraintSql(table, name)],
      next,
      dropped: name,
    })
  }
}

function indexes(changes: Changes, previous: SnapshotTable, next: TablePlan): void {
  const table = next.table
  const dropIndex = (index: IndexPlan, again: boolean) =>
    changes.add({
      kind: 'drop-index',
      table,
      description: again
        ? {
            en_US: `drop the index "${index.name}" of "${table}" (${list(index.columns)}) to create it again as the model declares it`,
            mn_MN: `"${table}" хүснэгтийн "${index.name}" индексийг (${list(index.columns)}) моделийн дагуу дахин үүсгэхийн тулд устгана`,
          }
        : {
            en_US: `drop the index "${index.name}" of "${table}" (${list(index.columns)})`,
            mn_MN: `"${table}" хүснэгтийн "${index.name}" индексийг устгана (${list(index.columns)})`,
          },
      statements: [dropIndexSql(index.name)],
      next,
      index,
      dropped: index.name,
    })
  for (const index of next.indexes) {
    const before = previous.indexes.find((candidate) => candidate.name === index.name)
    if (before !== undefined && sameJson(before, index)) continue
    if (before !== undefined) dropIndex(before, true)
    changes.add({
      kind: 'add-index',
      table,
      description: {
        en_US: `create the ${index.unique ? 'unique ' : ''}index "${index.name}" on "${table}" (${list(index.columns)})`,
        mn_MN: `"${table}" хүснэгтэд "${index.name}" ${index.unique ? 'давхардалгүй ' : ''}индекс үүсгэнэ (${list(index.columns)})`,
      },
      statements: [createIndexSql(table, index)],
      next,
      index,
    })
  }
  const kept = new Set(next.indexes.map((index) => index.name))
  for (const index of previous.indexes) if (!kept.has(index.name)) dropIndex(index, false)
}

function foreignKeys(changes: Changes, previous: SnapshotTable, next: TablePlan): void {
  const table = next.table
  const dropKey = (key: SnapshotForeignKey) =>
    changes.add({
      kind: 'drop-foreign-key',
      table,
      description: {
        en_US: `drop the foreign key "${key.name}" of "${table}" (${list(key.columns)}) → "${key.table}"`,
        mn_MN: `"${table}" хүснэгтийн "${key.name}" гадаад түлхүүрийг устгана (${list(key.columns)}) → "${key.table}"`,
      },
      statements: [dropConstraintSql(table, key.name)],
      next,
      foreignKey: key,
      dropped: key.name,
    })
  const shape = (key: SnapshotForeignKey) => [key.columns, key.table, key.referencedColumns, key.onDelete]
  for (const key of next.foreignKeys) {
    const before = previous.foreignKeys.find((candidate) => candidate.name === key.name)
    if (before !== undefined && sameJson(shape(before), shape(key))) continue
    if (before !== undefined) dropKey(before)
    addForeignKey(changes, next, key)
  }
  const kept = new Set(next.foreignKeys.map((key) => key.name))
  for (const key of previous.foreignKeys) if (!kept.has(key.name)) dropKey(key)
}

/**
 * The changes that take the tables of `previous` (the last generation's snapshot) to the tables
 * of `plan`: new tables with their foreign keys once every table exists, new and altered columns,
 * keys, uniques and indexes, and what the models no longer have dropped. Sorted in the order
 * Tamga's planner runs changes in; the destructive ones are marked.
 */
export function diffSchema(previous: SchemaSnapshot, plan: ProjectPlan): SchemaChange[] {
  const changes = new Changes()
  const before = new Map(previous.tables.map((table) => [table.table, table]))
  const tables = plan.tables.filter((table) => !table.view)
  for (const next of tables) {
    const old = before.get(next.table)
    if (old === undefined) {
      changes.add({
        kind: 'create-table',
        table: next.table,
        description: {
          en_US: `create the table "${next.table}" (${next.columns.length} columns)`,
          mn_MN: `"${next.table}" хүснэгтийг үүсгэнэ (${next.columns.length} багана)`,
        },
        statements: createTableSql(next),
        next,
      })
      for (const key of next.foreignKeys) addForeignKey(changes, next, key)
      continue
    }
    columns(changes, old, next)
    keys(changes, old, next)
    indexes(changes, old, next)
    foreignKeys(changes, old, next)
  }
  const kept = new Set(tables.map((table) => table.table))
  for (const old of previous.tables) {
    if (kept.has(old.table)) continue
    changes.add({
      kind: 'drop-table',
      table: old.table,
      description: {
        en_US: `drop the table "${old.table}", which no model describes any more, with all its rows`,
        mn_MN: `ямар ч модельд тодорхойлогдохоо больсон "${old.table}" хүснэгтийг бүх мөртэй нь устгана`,
      },
      statements: [dropTableSql(old.table)],
    })
  }
  return changes.sorted()
}

/** A regeneration whose migration would lose data or refuse rows, not confirmed. Nothing was generated. */
export class DestructiveMigrationError extends Error {
  readonly code = 'destructive-migration'
  /** The whole refusal in Mongolian and English, one line per change, each naming its table and column. */
  readonly messages: BilingualMessage

  constructor(readonly changes: readonly SchemaChange[]) {
    const lines = (language: keyof BilingualMessage) =>
      changes.map((change) => `- ${change.description[language]}`).join('\n')
    const messages = {
      en_US: `The new migration would make changes that can lose data; nothing was generated. Confirm them with --allow-destructive, or change the models back:\n${lines('en_US')}`,
      mn_MN: `Шинэ миграц өгөгдөл устгаж болзошгүй өөрчлөлт хийх гэж байна; юу ч үүсгэсэнгүй. --allow-destructive-аар баталгаажуулах эсвэл моделиудыг буцаан засна уу:\n${lines('mn_MN')}`,
    }
    super(messages.en_US)
    this.name = 'DestructiveMigrationError'
    this.messages = messages
  }
}
