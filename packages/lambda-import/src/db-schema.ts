import { microserviceMessage } from './messages.ts'
import type { SourceObject } from './source.ts'
import type { LambdaColumn, LambdaTable } from './table.ts'

/** Whether a JSON object is Lambda's database introspection cache (`db_schema.json`). */
export function isDbSchema(value: Record<string, unknown>): boolean {
  return 'tableMeta' in value && ('tableList' in value || 'viewList' in value)
}

/**
 * Reads Lambda's `db_schema.json` (the cached result of introspecting the database: table and
 * view names and, per table, its columns with type, key and nullability) into tables. A view's
 * column list is kept; its defining query is not in the file, so the view is reported.
 */
export function readDbSchema(file: SourceObject): LambdaTable[] {
  const tableList = (file.array('tableList') ?? []).filter((name): name is string => typeof name === 'string')
  const viewList = new Set((file.array('viewList') ?? []).filter((name): name is string => typeof name === 'string'))
  const meta = file.object('tableMeta')
  const microserviceId = file.raw('microservice_id')
  const microservice = file.raw('microservice')
  if (typeof microserviceId === 'number' && microserviceId !== 0)
    file.reporter.notCarried(file.at('microservice_id'), microserviceMessage(microserviceId))
  if (typeof microservice === 'string' && microservice !== '')
    file.reporter.notCarried(file.at('microservice'), microserviceMessage(microservice))
  const names = [...new Set([...tableList, ...viewList, ...Object.keys(meta?.value ?? {})])]
  const tables: LambdaTable[] = []
  for (const name of names) {
    const columns = meta?.objects(name) ?? []
    const table: LambdaTable = {
      name,
      isView: viewList.has(name),
      columns: [],
      primaryKey: [],
      indexes: [],
      foreignKeys: [],
      path: meta?.at(name) ?? file.at('tableList'),
    }
    for (const column of columns) {
      const model = column.text('model')
      if (model === undefined) continue
      const title = column.text('title')
      const key = column.text('key')
      const extra = column.text('extra')
      const nullable = column.text('nullable')
      column.skip('table', 'dbType')
      const entry: LambdaColumn = {
        name: model,
        dbType: (typeof column.value.dbType === 'string' ? column.value.dbType : 'text').toLowerCase(),
        nullable: nullable !== 'NO',
        autoIncrement: extra === 'auto_increment',
        ...(extra !== undefined && extra !== 'auto_increment' ? { extra } : {}),
        ...(title !== undefined && title !== model ? { title } : {}),
        path: column.path,
      }
      if (key === 'PRI') table.primaryKey.push(model)
      else if (key === 'UNI') table.indexes.push({ name: `${name}_${model}_unique`, columns: [model], unique: true })
      else if (key === 'MUL') table.indexes.push({ name: `${name}_${model}_index`, columns: [model], unique: false })
      table.columns.push(entry)
    }
    tables.push(table)
  }
  return tables
}
