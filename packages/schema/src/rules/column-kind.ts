import { columnTypeName, effectiveColumns, type ModelDocument } from '../documents/model.ts'

/** How the values of a model column read in a grid, an export or a printout. */
export type ColumnValueKind = 'number' | 'boolean' | 'date' | 'datetime' | 'time' | 'json' | 'text'

/** The PostgreSQL type name of a model column (`varchar` for `varchar(255)`), if the model has it. */
export function modelColumnTypeName(model: ModelDocument | undefined, field: string): string | undefined {
  if (model === undefined) return undefined
  const column = effectiveColumns(model).find((candidate) => candidate.name === field)
  return column === undefined ? undefined : columnTypeName(column.type)
}

/**
 * How values of a PostgreSQL type read: integers and numerics as numbers, timestamps as
 * date-times, `json`/`jsonb` as JSON, anything else as text.
 *
 * @example columnValueKind('timestamptz') // 'datetime'
 */
export function columnValueKind(typeName: string | undefined): ColumnValueKind {
  switch (typeName) {
    case 'integer':
    case 'bigint':
    case 'numeric':
      return 'number'
    case 'boolean':
      return 'boolean'
    case 'date':
      return 'date'
    case 'timestamp':
    case 'timestamptz':
      return 'datetime'
    case 'time':
      return 'time'
    case 'json':
    case 'jsonb':
      return 'json'
    default:
      return 'text'
  }
}

/** The column types a text search and a `contains` filter apply to. */
const SEARCHED_TEXT_TYPES: ReadonlySet<string> = new Set(['text', 'citext', 'uuid', 'varchar'])

/**
 * Whether a model column holds text a search can match (a grid's global search looks in its
 * visible columns of these types, on Tamga's server and on a generated one alike).
 */
export function isTextColumn(model: ModelDocument, field: string): boolean {
  const column = model.columns.find((candidate) => candidate.name === field)
  if (column === undefined) return false
  return SEARCHED_TEXT_TYPES.has(typeof column.type === 'string' ? column.type : column.type.name)
}
