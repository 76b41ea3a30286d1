// A plan column's kind as Tamga's own list compares its values (@tamga/schema's ValueColumn):
// what the generated servers' tests hold their value checks to.
import type { ValueColumn } from '@tamga/schema'
import type { ValueKind } from './types.ts'

/** The column Tamga compares a value of `kind` as; undefined for geometry, which no request compares by type. */
export function valueColumnOf(kind: ValueKind): ValueColumn | undefined {
  switch (kind) {
    case 'integer':
      return { kind: 'int', sqlType: 'integer' }
    case 'bigint':
      return { kind: 'decimal', sqlType: 'bigint' }
    case 'decimal':
      return { kind: 'decimal', sqlType: 'numeric' }
    case 'boolean':
      return { kind: 'boolean', sqlType: 'boolean' }
    case 'date':
      return { kind: 'date', sqlType: 'date' }
    case 'timestamp':
    case 'timestamptz':
      return { kind: 'timestamp', sqlType: kind }
    case 'time':
    case 'uuid':
      return { kind: 'string', sqlType: kind }
    case 'string':
      return { kind: 'string', sqlType: 'text' }
    case 'json':
      return { kind: 'json', sqlType: 'jsonb' }
    case 'geometry':
      return undefined
  }
}
