import { isJsonObject } from '@tamga/schema'
import { toSqlIdentifier } from './names.ts'
import type { JsonRecord } from './source.ts'
import type { LambdaColumn, LambdaTable } from './table.ts'

/**
 * The tables Lambda forms and grids describe through their fields: Lambda copies each column's
 * database type (`dbType`), key (`PRI`) and `extra` (`auto_increment`) into every field it
 * builds on the column, so a project without a schema file still says what its tables hold.
 */
export interface FieldTable {
  /** The table as {@link LambdaTable}, columns in the order first met. */
  table: LambdaTable
  /** The file (and seed row) that first described the table. */
  source: string
  /** Relations read from select fields: column → the related table and its key column. */
  relations: Map<string, { table: string; key: string }>
}

/** Field tables by Tamga table name. */
export type FieldTables = Map<string, FieldTable>

const sqlIdentifier = (value: unknown): string | undefined =>
  typeof value === 'string' ? toSqlIdentifier(value)?.identifier : undefined

/**
 * Reads the columns a Lambda form or grid (and each of its inline sub-forms) describes into
 * `into`. A column first described elsewhere keeps that description; a column described only
 * by name (no `dbType`) is not read, since nothing says what it holds.
 */
export function collectFieldTables(
  document: JsonRecord,
  options: { source: string; basePath: string },
  into: FieldTables,
): void {
  const walk = (value: JsonRecord, table: string | undefined, path: string): void => {
    if (table === undefined || !Array.isArray(value.schema)) return
    value.schema.forEach((item, index) => {
      if (!isJsonObject(item)) return
      const at = `${path}/schema/${index}`
      if (item.formType === 'SubForm') {
        walk(item, sqlIdentifier(item.model), at)
        return
      }
      const name = sqlIdentifier(item.model)
      const dbType = typeof item.dbType === 'string' ? item.dbType.trim() : ''
      if (name === undefined || dbType === '') return
      let entry = into.get(table)
      if (entry === undefined) {
        entry = {
          table: { name: table, isView: false, columns: [], primaryKey: [], indexes: [], foreignKeys: [], path },
          source: options.source,
          relations: new Map(),
        }
        into.set(table, entry)
      }
      if (entry.table.columns.some((column) => column.name === name)) return
      const extra = typeof item.extra === 'string' ? item.extra : ''
      const column: LambdaColumn = {
        name,
        dbType,
        nullable: item.key !== 'PRI',
        autoIncrement: /auto_increment/i.test(extra),
        path: at,
      }
      entry.table.columns.push(column)
      if (item.key === 'PRI' && !entry.table.primaryKey.includes(name)) entry.table.primaryKey.push(name)
      const relation = isJsonObject(item.relation) ? item.relation : undefined
      const related = sqlIdentifier(relation?.table)
      const key = sqlIdentifier(relation?.key)
      if (related !== undefined && key !== undefined) entry.relations.set(name, { table: related, key })
    })
  }
  walk(document, sqlIdentifier(document.model), options.basePath)
}
