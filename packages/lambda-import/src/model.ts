import type { ColumnDefault, ColumnType, ModelColumn, ModelDocument } from '@tamga/schema'
import { emit, type ImportContext } from './context.ts'
import { changedMessage, invalidValueMessage, phrase } from './messages.ts'
import { toSqlIdentifier } from './names.ts'
import type { ImportReporter } from './report.ts'
import { type LambdaColumn, type LambdaTable, parseDbType } from './table.ts'

/** A MySQL/PostgreSQL/Oracle column type as a Tamga column type, and whether that changed its meaning. */
export function columnTypeFromDb(dbType: string): { type: ColumnType; approximate: boolean } {
  const { base, args } = parseDbType(dbType)
  const [first, second] = args
  switch (base) {
    case 'tinyint':
      return first === 1 ? { type: 'boolean', approximate: false } : { type: 'integer', approximate: false }
    case 'int':
    case 'integer':
    case 'smallint':
    case 'mediumint':
    case 'int4':
    case 'int2':
    case 'serial':
      return { type: 'integer', approximate: false }
    case 'bigint':
    case 'int8':
    case 'bigserial':
      return { type: 'bigint', approximate: false }
    case 'varchar':
    case 'char':
    case 'character varying':
    case 'character':
    case 'varchar2':
    case 'nvarchar2':
      return first !== undefined && first >= 1
        ? { type: { name: 'varchar', length: first }, approximate: false }
        : { type: 'text', approximate: false }
    case 'text':
    case 'longtext':
    case 'mediumtext':
    case 'tinytext':
    case 'clob':
      return { type: 'text', approximate: false }
    case 'decimal':
    case 'numeric':
    case 'number':
      if (first !== undefined && first >= 1)
        return {
          type: { name: 'numeric', precision: first, ...(second !== undefined && second > 0 ? { scale: second } : {}) },
          approximate: false,
        }
      return { type: { name: 'numeric', precision: 20, scale: 6 }, approximate: true }
    case 'float':
    case 'double':
    case 'double precision':
    case 'real':
      return { type: { name: 'numeric', precision: 20, scale: 6 }, approximate: true }
    case 'bool':
    case 'boolean':
      return { type: 'boolean', approximate: false }
    case 'date':
      return { type: 'date', approximate: false }
    case 'datetime':
    case 'timestamp':
    case 'timestamp without time zone':
      return { type: 'timestamp', approximate: false }
    case 'timestamptz':
    case 'timestamp with time zone':
      return { type: 'timestamptz', approximate: false }
    case 'time':
      return { type: 'time', approximate: false }
    case 'json':
      return { type: 'json', approximate: false }
    case 'jsonb':
      return { type: 'jsonb', approximate: false }
    case 'uuid':
      return { type: 'uuid', approximate: false }
    default:
      return { type: 'text', approximate: true }
  }
}

const NUMBER_TYPES = new Set(['integer', 'bigint', 'numeric'])

const TABLE_NAME = phrase('the table name', 'хүснэгтийн нэр')

function columnDefault(column: LambdaColumn, type: ColumnType): ColumnDefault | undefined | 'unusable' {
  if (column.autoIncrement)
    return typeof type === 'string' && (type === 'integer' || type === 'bigint') ? { named: 'identity' } : 'unusable'
  const sql = column.defaultSql?.trim()
  if (sql === undefined || sql === '') return undefined
  const typeName = typeof type === 'string' ? type : type.name
  if (/^gen_random_uuid\(\)$|^uuid_generate_v4\(\)$/i.test(sql))
    return typeName === 'uuid' ? { named: 'gen_random_uuid' } : 'unusable'
  if (/^(current_timestamp(\(\))?|now\(\))$/i.test(sql))
    return typeName === 'timestamp' || typeName === 'timestamptz' ? { named: 'now' } : 'unusable'
  if (/^current_date$/i.test(sql)) return typeName === 'date' ? { named: 'current_date' } : 'unusable'
  const literal = /^'(.*)'$/s.exec(sql)?.[1]?.replace(/''/g, "'") ?? sql
  if (NUMBER_TYPES.has(typeName)) {
    const number = Number(literal)
    if (!Number.isFinite(number) || (typeName !== 'numeric' && !Number.isInteger(number))) return 'unusable'
    return { value: number }
  }
  if (typeName === 'boolean')
    return literal === '1' || literal === 'true'
      ? { value: true }
      : literal === '0' || literal === 'false'
        ? { value: false }
        : 'unusable'
  if (['text', 'varchar', 'uuid', 'date', 'timestamp', 'timestamptz', 'time'].includes(typeName))
    return { value: literal }
  return 'unusable'
}

/**
 * Maps a table (from a db_schema cache or a MySQL dump) to a Tamga model document. The model is
 * named after its table, as Tamga's own models are.
 */
export function importTable(
  table: LambdaTable,
  context: ImportContext,
  reporter: ImportReporter,
): ModelDocument | undefined {
  const tableName = toSqlIdentifier(table.name)
  if (tableName === undefined) {
    reporter.unreadable(table.path, invalidValueMessage(TABLE_NAME, table.name))
    return undefined
  }
  if (tableName.change !== undefined)
    reporter.approximated(table.path, changedMessage(TABLE_NAME, table.name, tableName.identifier))
  const columns: ModelColumn[] = []
  for (const column of table.columns) {
    const name = toSqlIdentifier(column.name)
    if (name === undefined || columns.some((c) => c.name === name.identifier)) {
      reporter.notCarried(column.path, invalidValueMessage(phrase('the column', 'багана'), column.name))
      continue
    }
    if (name.change !== undefined)
      reporter.approximated(
        column.path,
        changedMessage(phrase('the column name', 'баганын нэр'), column.name, name.identifier),
      )
    const { type, approximate } = columnTypeFromDb(column.dbType)
    if (approximate)
      reporter.approximated(
        column.path,
        changedMessage(phrase(`the type of "${column.name}"`, `"${column.name}" баганын төрөл`), column.dbType, type),
      )
    const result: ModelColumn = { name: name.identifier, type }
    if (!column.nullable) result.nullable = false
    const fallback = columnDefault(column, type)
    if (fallback === 'unusable')
      reporter.notCarried(
        column.path,
        invalidValueMessage(
          phrase(`the default of "${column.name}"`, `"${column.name}" баганын анхдагч утга`),
          column.autoIncrement ? 'AUTO_INCREMENT' : column.defaultSql,
        ),
      )
    else if (fallback !== undefined) result.default = fallback
    if (column.title !== undefined) result.label = column.title
    if (column.comment !== undefined) result.comment = column.comment
    if (column.extra !== undefined)
      reporter.notCarried(
        column.path,
        invalidValueMessage(
          phrase(`the column option of "${column.name}"`, `"${column.name}" баганын нэмэлт тохиргоо`),
          column.extra,
        ),
      )
    columns.push(result)
  }
  if (columns.length === 0) {
    reporter.notCarried(
      table.path,
      invalidValueMessage(phrase('a table without columns', 'баганагүй хүснэгт'), table.name),
    )
    return undefined
  }
  const known = new Set(columns.map((column) => column.name))
  let primaryKey = table.primaryKey
    .map((name) => toSqlIdentifier(name)?.identifier ?? name)
    .filter((name) => known.has(name))
  if (primaryKey.length === 0) {
    const guess = known.has('id') ? 'id' : (columns[0]?.name ?? 'id')
    primaryKey = [guess]
    reporter.approximated(table.path, {
      en_US: `"${table.name}" has no primary key; "${guess}" was taken as the row identity`,
      mn_MN: `"${table.name}" хүснэгтэд үндсэн түлхүүр байхгүй тул мөрийг "${guess}" баганаар ялгана гэж үзсэн`,
    })
  }
  for (const column of columns) if (primaryKey.includes(column.name)) column.nullable = false
  const document: ModelDocument = {
    kind: 'model',
    version: 1,
    name: context.names.claimExact('model', tableName.identifier, 'model'),
    table: tableName.identifier,
    columns,
    primaryKey,
  }
  if (table.isView) document.view = true
  else {
    const indexes = table.indexes
      .map((index) => ({ ...index, columns: index.columns.map((c) => toSqlIdentifier(c)?.identifier ?? c) }))
      .filter((index) => index.columns.length > 0 && index.columns.every((c) => known.has(c)))
      .map((index) => {
        const indexName = toSqlIdentifier(index.name)?.identifier
        return {
          ...(indexName === undefined ? {} : { name: indexName }),
          columns: [...new Set(index.columns)],
          ...(index.unique ? { unique: true } : {}),
        }
      })
    // mysqldump can repeat an index under the same name; Tamga names must be unique per model.
    const seenNames = new Set<string>()
    const deduped = indexes.filter((index) => {
      if (index.name === undefined) return true
      if (seenNames.has(index.name)) return false
      seenNames.add(index.name)
      return true
    })
    if (deduped.length > 0) document.indexes = deduped
    const foreignKeys = table.foreignKeys
      .map((key) => {
        const target = toSqlIdentifier(key.table)?.identifier
        const columnsOf = key.columns.map((c) => toSqlIdentifier(c)?.identifier ?? c)
        if (target === undefined || !columnsOf.every((c) => known.has(c))) return undefined
        return {
          columns: columnsOf,
          references: { model: target, columns: key.references.map((c) => toSqlIdentifier(c)?.identifier ?? c) },
        }
      })
      .filter((key): key is NonNullable<typeof key> => key !== undefined)
    if (foreignKeys.length > 0) document.foreignKeys = foreignKeys
  }
  const isTime = (name: string): boolean => {
    const column = columns.find((c) => c.name === name)
    return column !== undefined && (column.type === 'timestamp' || column.type === 'timestamptz')
  }
  if (!table.isView && isTime('created_at') && isTime('updated_at')) document.timestamps = true
  if (!table.isView && isTime('deleted_at') && columns.find((c) => c.name === 'deleted_at')?.nullable !== false)
    document.softDelete = true
  emit(context, reporter.source, document)
  return document
}
