// internal/models: one struct per table, the shape of a record as the API answers it, so code in
// internal/custom can decode a record (json.Unmarshal) and work with typed fields.
import { goName } from '../plan/naming.ts'
import type { ColumnPlan, ProjectPlan, TablePlan } from '../plan/types.ts'
import { type GoField, goFileName, goStructFields } from './goSyntax.ts'

/**
 * A column's Go type. Decimals stay json.Number (no float rounding); dates, times and
 * timestamps without a zone stay text, as PostgreSQL writes them, since time.Time reads only
 * RFC 3339 with a zone.
 */
function goType(column: ColumnPlan): { type: string; imports: string[] } {
  const nullable = column.nullable
  const pointer = (type: string) => (nullable ? `*${type}` : type)
  switch (column.kind) {
    case 'integer':
      return { type: pointer('int32'), imports: [] }
    case 'bigint':
      return { type: pointer('int64'), imports: [] }
    case 'decimal':
      return { type: pointer('json.Number'), imports: ['encoding/json'] }
    case 'boolean':
      return { type: pointer('bool'), imports: [] }
    case 'timestamptz':
      return { type: pointer('time.Time'), imports: ['time'] }
    case 'json':
      return { type: 'json.RawMessage', imports: ['encoding/json'] }
    default:
      return { type: pointer('string'), imports: [] }
  }
}

function modelFile(table: TablePlan): string {
  const imports = new Set<string>()
  const fields: GoField[] = table.columns.map((column) => {
    const { type, imports: needed } = goType(column)
    for (const name of needed) imports.add(name)
    return { name: goName(column.name), type, tag: `json:"${column.name}"` }
  })
  fields.push({ name: 'Version', type: 'string', tag: 'json:"_version"' })
  const importBlock =
    imports.size === 0
      ? ''
      : imports.size === 1
        ? `import "${[...imports][0]}"\n\n`
        : `import (\n${[...imports]
            .sort()
            .map((name) => `\t"${name}"`)
            .join('\n')}\n)\n\n`
  return `package models

${importBlock}// ${table.className} is a record of ${table.table} (${table.title.replaceAll('\n', ' ')}).
type ${table.className} struct {
${goStructFields(fields)}
}
`
}

/** The model files, by path. */
export function modelFiles(plan: ProjectPlan): Array<[path: string, contents: string]> {
  const doc = `// Package models holds one struct per table of the project, the shape of a record as the API
// answers it (every column by its JSON name, and _version): decode a record into one with
// json.Unmarshal. Nullable columns are pointers; decimals are json.Number.
package models
`
  return [
    ['internal/models/doc.go', doc],
    ...plan.tables.map((table): [string, string] => [
      `internal/models/${goFileName(table.table, 'model')}`,
      modelFile(table),
    ]),
  ]
}
