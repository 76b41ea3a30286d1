// internal/resources: each krud as a descriptor the one records implementation reads (its table,
// columns, identity, actions, schemas, list plan), and internal/httpapi/routes.go: a route for
// each action a krud offers, so the API can be read off one file.
import type { JsonSchemaObject } from '@tamga/schema'
import { camelCase, goName, snakeCase } from '../plan/naming.ts'
import type { ProjectPlan, ResourcePlan } from '../plan/types.ts'
import { goFileName, goNumber, goRawString, goString, goStrings } from './goSyntax.ts'

type SchemaProperty = JsonSchemaObject['properties'][string]

const KIND_CONSTANTS: Record<string, string> = {
  string: 'KindString',
  uuid: 'KindUUID',
  integer: 'KindInteger',
  bigint: 'KindBigint',
  decimal: 'KindDecimal',
  boolean: 'KindBoolean',
  date: 'KindDate',
  timestamp: 'KindTimestamp',
  timestamptz: 'KindTimestampTZ',
  time: 'KindTime',
  json: 'KindJSON',
  geometry: 'KindGeometry',
}

const FILTER_CONSTANTS = {
  text: 'TextFilter',
  'number-range': 'NumberRangeFilter',
  'date-range': 'DateRangeFilter',
  set: 'SetFilter',
} as const

const MATCH_CONSTANTS = { contains: 'Contains', 'starts-with': 'StartsWith', equals: 'Equals' } as const

/** The Go function a krud's descriptor is built by: `heritage-bearers` → `HeritageBearers`. */
export function descriptorFunction(krud: string): string {
  return goName(krud)
}

function enumValue(value: unknown): string {
  if (value === null) return 'nil'
  if (typeof value === 'string') return goString(value)
  if (typeof value === 'number') return goNumber(value)
  if (typeof value === 'boolean') return String(value)
  throw new Error(`an enum value Go cannot hold: ${JSON.stringify(value)}`)
}

/**
 * A schema `pattern` (an ECMAScript expression, as ajv reads it) in Go's RE2 spelling. RE2 has
 * no lookaround and no backreferences: a pattern using them is refused here, at generation,
 * rather than panicking when the server starts.
 */
export function goPattern(pattern: string): string {
  if (/\(\?<?[=!]|\\[1-9]|\\k</.test(pattern)) {
    throw new Error(`the Go target cannot check the pattern ${pattern}: RE2 has no lookaround or backreferences`)
  }
  return pattern.replaceAll('(?<', '(?P<')
}

/** A `validate.Rule{…}` literal of a property schema, on one line. */
export function ruleLiteral(schema: SchemaProperty): string {
  const source = schema as Record<string, unknown>
  const parts: string[] = []
  const type = source.type
  if (type !== undefined) parts.push(`Types: ${goStrings(Array.isArray(type) ? (type as string[]) : [type as string])}`)
  if (typeof source.format === 'string') parts.push(`Format: ${goString(source.format)}`)
  for (const key of ['minLength', 'maxLength', 'minItems'] as const) {
    if (typeof source[key] === 'number')
      parts.push(`${key[0]?.toUpperCase()}${key.slice(1)}: validate.Int(${source[key]})`)
  }
  if (typeof source.pattern === 'string') {
    parts.push(`Pattern: regexp.MustCompile(${goRawString(goPattern(source.pattern))})`)
  }
  for (const key of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'] as const) {
    const value = source[key]
    if (typeof value === 'number')
      parts.push(`${key[0]?.toUpperCase()}${key.slice(1)}: validate.Float(${goNumber(value)})`)
  }
  if (Array.isArray(source.enum)) parts.push(`Enum: []any{${source.enum.map(enumValue).join(', ')}}`)
  if (source.items !== undefined && typeof source.items === 'object' && !Array.isArray(source.items)) {
    parts.push(`Items: &${ruleLiteral(source.items as SchemaProperty)}`)
  }
  if (source.uniqueItems === true) parts.push('UniqueItems: true')
  if (Object.hasOwn(source, 'const')) parts.push(`Const: validate.Constant(${enumValue(source.const)})`)
  if (source.properties !== undefined && typeof source.properties === 'object') {
    const members = Object.entries(source.properties as Record<string, SchemaProperty>).map(
      ([name, member]) => `{Name: ${goString(name)}, Rule: ${ruleLiteral(member)}}`,
    )
    parts.push(`Properties: []validate.Property{${members.join(', ')}}`)
  }
  if (Array.isArray(source.required) && source.required.length > 0) {
    parts.push(`Required: ${goStrings(source.required as string[])}`)
  }
  // A keyword the Go checks would ignore must not pass silently: the server would accept less
  // strictly than Tamga's own.
  const unknown = Object.keys(source).filter((key) => !KNOWN_KEYWORDS.has(key))
  if (unknown.length > 0) throw new Error(`the Go target cannot check ${unknown.join(', ')}`)
  return `validate.Rule{${parts.join(', ')}}`
}

/** The JSON Schema keywords ruleLiteral writes, and the annotations that check nothing. */
const KNOWN_KEYWORDS = new Set([
  'type',
  'format',
  'minLength',
  'maxLength',
  'minItems',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'enum',
  'const',
  'items',
  'uniqueItems',
  'properties',
  'required',
  'writeOnly',
  'readOnly',
  'description',
  'title',
  'default',
])

function schemaStatements(target: string, schema: JsonSchemaObject): string[] {
  const lines: string[] = []
  if (schema.required !== undefined && schema.required.length > 0) {
    lines.push(`\t${target}.Required = ${goStrings(schema.required)}`)
  }
  const properties = Object.entries(schema.properties)
  if (properties.length > 0) {
    lines.push(`\t${target}.Properties = []validate.Property{`)
    for (const [name, property] of properties) {
      lines.push(`\t\t{Name: ${goString(name)}, Rule: ${ruleLiteral(property)}},`)
    }
    lines.push('\t}')
  }
  return lines
}

function flags(values: Record<string, boolean>): string {
  return Object.entries(values)
    .filter(([, on]) => on)
    .map(([name]) => `${name}: true`)
    .join(', ')
}

function descriptorFile(resource: ResourcePlan): string {
  const table = resource.table
  const hidden = new Set(
    Object.entries(resource.createSchema.properties)
      .filter(([, property]) => (property as Record<string, unknown>).writeOnly === true)
      .map(([name]) => name),
  )
  const head = [
    `Krud: ${goString(resource.krud)}`,
    `Table: ${goString(table.table)}`,
    `Identity: ${goString(resource.identity)}`,
    flags({ SoftDelete: table.softDelete, Timestamps: table.timestamps, Workflow: resource.workflow !== undefined }),
  ].filter((part) => part !== '')
  const actions = flags({
    Create: resource.actions.create,
    Update: resource.actions.update,
    Delete: resource.actions.delete,
    Restore: resource.actions.restore,
  })
  const list = resource.list
  const lines = [
    `\tr := &records.Resource{${head.join(', ')}}`,
    `\tr.Actions = records.Actions{${actions}}`,
    '\tr.Columns = []records.Column{',
    ...table.columns.map((column) => {
      const parts = [
        `Name: ${goString(column.name)}`,
        `Kind: records.${KIND_CONSTANTS[column.kind] ?? 'KindString'}`,
        flags({ Identity: column.default?.kind === 'identity', Hidden: hidden.has(column.name) }),
      ].filter((part) => part !== '')
      return `\t\t{${parts.join(', ')}},`
    }),
    '\t}',
    ...schemaStatements('r.CreateSchema', resource.createSchema),
    ...schemaStatements('r.UpdateSchema', resource.updateSchema),
  ]
  if (resource.uniqueFields.length > 0) lines.push(`\tr.UniqueFields = ${goStrings(resource.uniqueFields)}`)
  if (resource.currentUserColumns.length > 0) {
    lines.push(`\tr.CurrentUserColumns = ${goStrings(resource.currentUserColumns)}`)
  }
  lines.push(`\tr.List.PageSize = ${list.pageSize}`, `\tr.List.MaxPageSize = ${list.maxPageSize}`)
  lines.push(`\tr.List.Columns = ${goStrings(list.columns)}`)
  for (const [name, labels] of [
    ['Labels', list.labels],
    ['SearchLabels', list.searchLabels],
  ] as const) {
    if (labels.length === 0) continue
    lines.push(`\tr.List.${name} = []records.Label{`)
    for (const label of labels) {
      lines.push(
        `\t\t{Field: ${goString(label.field)}, Table: ${goString(label.table)}, Key: ${goString(label.key)}, Fields: ${goStrings(label.fields)}},`,
      )
    }
    lines.push('\t}')
  }
  if (list.consolidations.length > 0) {
    lines.push('\tr.List.Consolidations = []records.Consolidation{')
    for (const consolidation of list.consolidations) {
      lines.push(`\t\t{Aggregate: ${goString(consolidation.aggregate)}, Column: ${goString(consolidation.column)}},`)
    }
    lines.push('\t}')
  }
  if (list.sortable.length > 0) lines.push(`\tr.List.Sortable = ${goStrings(list.sortable)}`)
  if (list.defaultSort !== undefined) {
    const descending = list.defaultSort.descending ? ', Descending: true' : ''
    lines.push(`\tr.List.DefaultSort = &records.Sort{Column: ${goString(list.defaultSort.column)}${descending}}`)
  }
  if (list.searchable.length > 0) lines.push(`\tr.List.Searchable = ${goStrings(list.searchable)}`)
  if (list.filters.length > 0) {
    lines.push('\tr.List.Filters = []records.Filter{')
    for (const filter of list.filters) {
      const label =
        filter.label === undefined
          ? ''
          : `, Label: &records.Label{Field: ${goString(filter.label.field)}, Table: ${goString(filter.label.table)}, Key: ${goString(filter.label.key)}, Fields: ${goStrings(filter.label.fields)}}`
      lines.push(
        `\t\t{Column: ${goString(filter.column)}, Type: records.${FILTER_CONSTANTS[filter.type]}, Match: records.${MATCH_CONSTANTS[filter.match]}${label}},`,
      )
    }
    lines.push('\t}')
  }
  lines.push('\treturn r')
  const name = descriptorFunction(resource.krud)
  const standard = lines.some((line) => line.includes('regexp.MustCompile(')) ? ['\t"regexp"', ''] : []
  const local = lines.some((line) => line.includes('validate.')) ? ['\t"__MODULE__/internal/validate"'] : []
  const imports = `import (\n${[...standard, '\t"__MODULE__/internal/records"', ...local].join('\n')}\n)`
  return `package resources

${imports}

// ${name} is the krud ${goString(resource.krud)} (${resource.title.replaceAll('\n', ' ')}) over the table ${table.table}.
func ${name}() *records.Resource {
${lines.join('\n')}
}
`
}

/** The descriptor files and the package's index, by path. */
export function descriptorFiles(plan: ProjectPlan): Array<[path: string, contents: string]> {
  const doc = `// Package resources describes each krud of the project for the one records implementation:
// its table and columns, identity, actions, the schemas a create and an update accept, and how
// its list sorts, filters and searches. Generated from the krud, grid, form and model documents.
package resources
`
  return [
    ['internal/resources/doc.go', doc],
    ...plan.resources.map((resource): [string, string] => [
      `internal/resources/${goFileName(snakeCase(resource.krud), 'resource')}`,
      descriptorFile(resource),
    ]),
  ]
}

/** The routes of one resource, one line per action it offers (reading is always offered). */
export function resourceRoutes(resource: ResourcePlan): string[] {
  const variable = `${camelCase(resource.krud)}Resource`
  const path = `/records/${resource.krud}`
  const routes = [
    `\t${variable} := resources.${descriptorFunction(resource.krud)}()`,
    `\tr.Get(${goString(path)}, s.list(${variable}))`,
    `\tr.Get(${goString(`${path}/{id}`)}, s.show(${variable}))`,
  ]
  if (resource.actions.create) routes.push(`\tr.Post(${goString(path)}, s.create(${variable}))`)
  if (resource.actions.update) routes.push(`\tr.Patch(${goString(`${path}/{id}`)}, s.update(${variable}))`)
  if (resource.actions.delete) routes.push(`\tr.Delete(${goString(`${path}/{id}`)}, s.delete(${variable}))`)
  if (resource.actions.restore) routes.push(`\tr.Post(${goString(`${path}/{id}/restore`)}, s.restore(${variable}))`)
  return routes
}

/** internal/httpapi/routes.go. */
export function routesFile(plan: ProjectPlan): string {
  return `package httpapi

import (
\t"github.com/go-chi/chi/v5"

\t"__MODULE__/internal/resources"
)

// mountRecords adds the routes of every resource: list and show always, and each write the
// krud offers. An action a krud does not offer has no route of its own: the fallback refuses
// it (403) as it refuses a krud the project does not have.
func mountRecords(r chi.Router, s *server) {
${plan.resources.map((resource) => resourceRoutes(resource).join('\n')).join('\n\n')}

\t// A krud the project does not have: a visitor is asked to sign in and anyone else refused,
\t// as Tamga answers, so no one learns from the answer which kruds exist.
\tr.HandleFunc("/records/*", s.unknownKrud)
}
`
}
