import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  columnTypeName,
  effectiveColumns,
  HOME_CATEGORY_SLUGS,
  INFO_PAGE_SLUGS,
  loadProject,
  type ModelColumn,
  type ModelDocument,
} from '../src/index.ts'
import { heritageDir, readHeritageDocuments } from './heritageProject.ts'

const seedDir = join(heritageDir, 'seed')

/** The accounts the server creates itself; a user-id column of a seed row may name one as `{ "$login": … }`. */
const SEEDED_LOGINS: readonly string[] = ['admin', 'sysadmin', 'staff', 'council1', 'council2', 'council3', 'applicant']

type Row = Record<string, unknown>

const readProject = readHeritageDocuments

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(join(seedDir, file), 'utf8'))
}

const { project, issues } = loadProject(readProject())
if (project === undefined || issues.length > 0)
  throw new Error('the heritage project does not load; see heritage-example.test.ts')

const models = [...project.documents.model.values()]
const modelByTable = new Map(models.map((model) => [model.table, model]))
const modelByName = project.documents.model

const order = readJson('order.json') as unknown
const seedFiles = readdirSync(seedDir)
  .filter((file) => file.endsWith('.json') && file !== 'order.json')
  .sort()
const seeds = new Map<string, Row[]>(
  seedFiles.map((file) => [file.slice(0, -'.json'.length), readJson(file) as Row[]] as const),
)
const seedTables = [...seeds.keys()]

/** The model of a seeded table; the first test says which tables have none. */
function modelOf(table: string): ModelDocument {
  const model = modelByTable.get(table)
  if (model === undefined) throw new Error(`no model has the table "${table}"`)
  return model
}

function rowsOf(table: string): Row[] {
  return seeds.get(table) ?? []
}

const isAbsent = (value: unknown): boolean => value === undefined || value === null

function isLoginReference(value: unknown): value is { $login: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && '$login' in value
}

/** A column the server fills with the signed-in person's id: the one place a seed may name an account. */
function isUserColumn(column: ModelColumn): boolean {
  return column.default !== undefined && 'named' in column.default && column.default.named === 'current_user_id'
}

/** Columns a row must give: not nullable and without a default. */
function isRequired(column: ModelColumn): boolean {
  return column.nullable === false && column.default === undefined
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/
const TIMESTAMPTZ = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/
const TIME = /^\d{2}:\d{2}(:\d{2})?$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const INT32 = 2 ** 31

const isRealDate = (text: string): boolean => {
  const date = new Date(`${text.slice(0, 10)}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text.slice(0, 10))
}

/** What is wrong with a value for a column, or undefined when it fits the column's type. */
function valueProblem(column: ModelColumn, value: unknown): string | undefined {
  if (value === null) return column.nullable === false ? 'is null in a column that is not nullable' : undefined
  if (isLoginReference(value)) {
    if (!isUserColumn(column)) return 'names an account in a column that is not a user id'
    return typeof value.$login === 'string' && SEEDED_LOGINS.includes(value.$login)
      ? undefined
      : `names ${JSON.stringify(value.$login)}, which is not an account the server seeds`
  }
  const { type } = column
  const text = typeof value === 'string' ? value : undefined
  switch (columnTypeName(type)) {
    case 'integer':
      return Number.isInteger(value) && Math.abs(value as number) < INT32 ? undefined : 'is not a 32-bit integer'
    case 'bigint':
      return Number.isSafeInteger(value) ? undefined : 'is not an integer'
    case 'numeric': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'is not a number'
      if (typeof type !== 'object' || type.name !== 'numeric') return undefined
      const wholeDigits = type.precision - (type.scale ?? 0)
      return Math.abs(value) < 10 ** wholeDigits
        ? undefined
        : `does not fit numeric(${type.precision}, ${type.scale ?? 0})`
    }
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'is not a boolean'
    case 'text':
      return text === undefined ? 'is not a string' : undefined
    case 'varchar': {
      if (text === undefined) return 'is not a string'
      const length = typeof type === 'object' && type.name === 'varchar' ? type.length : Number.POSITIVE_INFINITY
      return [...text].length <= length ? undefined : `is longer than varchar(${length})`
    }
    case 'uuid':
      return text !== undefined && UUID.test(text) ? undefined : 'is not a uuid'
    case 'date':
      return text !== undefined && DATE.test(text) && isRealDate(text) ? undefined : 'is not a YYYY-MM-DD date'
    case 'timestamp':
      return text !== undefined && TIMESTAMP.test(text) && isRealDate(text) ? undefined : 'is not an ISO date-time'
    case 'timestamptz':
      return text !== undefined && TIMESTAMPTZ.test(text) && isRealDate(text)
        ? undefined
        : 'is not an ISO date-time with a time zone'
    case 'time':
      return text !== undefined && TIME.test(text) ? undefined : 'is not an HH:mm time'
    case 'geometry':
      return typeof value === 'object' && value !== null && 'type' in value && 'coordinates' in value
        ? undefined
        : 'is not a GeoJSON geometry'
    default:
      return undefined // json and jsonb take any JSON value
  }
}

/** Each row with its place, for messages like `news.json[3]`. */
function* everyRow(): Generator<{ table: string; model: ModelDocument; row: Row; at: string }> {
  for (const [table, rows] of seeds) {
    const model = modelByTable.get(table)
    if (model === undefined) continue
    for (const [index, row] of rows.entries()) yield { table, model, row, at: `${table}.json[${index}]` }
  }
}

/** A row a public page shows: not soft-deleted and, when the model has a published flag, published. */
function isPublic(model: ModelDocument, row: Row): boolean {
  const columns = new Set(effectiveColumns(model).map((column) => column.name))
  if (columns.has('deleted_at') && !isAbsent(row.deleted_at)) return false
  return !columns.has('is_published') || row.is_published === true
}

describe('the heritage seed content', () => {
  it('order.json lists every seed file once, each the table of a model of the project', () => {
    expect(Array.isArray(order) && order.every((entry) => typeof entry === 'string')).toBe(true)
    const listed = order as string[]
    expect(new Set(listed).size).toBe(listed.length)
    expect([...listed].sort()).toEqual(seedTables)
    expect(seedTables.filter((table) => !modelByTable.has(table))).toEqual([])
  })

  it('every seed file is an array of row objects', () => {
    for (const [table, rows] of seeds) {
      expect(Array.isArray(rows), `${table}.json`).toBe(true)
      expect(
        rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row)),
        `${table}.json`,
      ).toBe(true)
    }
  })

  it('names only columns the model has', () => {
    const problems: string[] = []
    for (const { model, row, at } of everyRow()) {
      const columns = new Set(effectiveColumns(model).map((column) => column.name))
      for (const name of Object.keys(row)) if (!columns.has(name)) problems.push(`${at}: "${name}" is not a column`)
    }
    expect(problems).toEqual([])
  })

  it('gives every required column and the primary key, so other files can refer to each row', () => {
    const problems: string[] = []
    for (const { model, row, at } of everyRow()) {
      for (const column of effectiveColumns(model)) {
        const needed = isRequired(column) || model.primaryKey.includes(column.name)
        if (needed && isAbsent(row[column.name])) problems.push(`${at}: "${column.name}" is missing`)
      }
    }
    expect(problems).toEqual([])
  })

  it('gives each column a value of its type', () => {
    const problems: string[] = []
    for (const { model, row, at } of everyRow()) {
      for (const column of effectiveColumns(model)) {
        if (!(column.name in row)) continue
        const problem = valueProblem(column, row[column.name])
        if (problem !== undefined) problems.push(`${at}.${column.name} ${problem}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('repeats no primary key and no value of a unique column', () => {
    const problems: string[] = []
    for (const [table, rows] of seeds) {
      const model = modelByTable.get(table)
      if (model === undefined) continue
      const keys: string[][] = [
        model.primaryKey,
        ...model.columns.filter((column) => column.unique === true).map((column) => [column.name]),
        ...(model.indexes ?? []).filter((index) => index.unique === true).map((index) => index.columns),
      ]
      for (const key of keys) {
        const seen = new Set<string>()
        for (const row of rows) {
          const values = key.map((name) => row[name])
          if (values.some(isAbsent)) continue
          const text = JSON.stringify(values)
          if (seen.has(text)) problems.push(`${table}.json repeats ${key.join(', ')} = ${text}`)
          seen.add(text)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('points every foreign key at a row of the seed', () => {
    const problems: string[] = []
    for (const { model, row, at } of everyRow()) {
      for (const key of model.foreignKeys ?? []) {
        const values = key.columns.map((name) => row[name])
        if (values.some(isAbsent)) continue
        const target = modelByName.get(key.references.model)
        const found = rowsOf(target?.table ?? '').some((candidate) =>
          key.references.columns.every((name, index) => candidate[name] === values[index]),
        )
        if (!found) {
          problems.push(`${at}: ${key.columns.join(', ')} = ${JSON.stringify(values)} has no row in ${target?.table}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('lists each table in order.json after the tables its foreign keys point at', () => {
    const listed = order as string[]
    const problems: string[] = []
    for (const [position, table] of listed.entries()) {
      const model = modelByTable.get(table)
      for (const key of model?.foreignKeys ?? []) {
        const parent = modelByName.get(key.references.model)?.table
        if (parent === undefined || parent === table || !seeds.has(parent)) continue
        if (listed.indexOf(parent) > position) problems.push(`${table} comes before its parent ${parent}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('fills every public listing with at least 5 published rows', () => {
    const counts: Record<string, number> = {}
    for (const krud of project.documents.krud.values()) {
      if (krud.public !== true) continue
      const table = project.documents.grid.get(krud.grid)?.model
      if (table === undefined) continue
      counts[table] = rowsOf(table).filter((row) => isPublic(modelOf(table), row)).length
    }
    expect(Object.keys(counts).length).toBeGreaterThan(0)
    expect(Object.entries(counts).filter(([, count]) => count < 5)).toEqual([])
  })

  it('has the nine home categories of the spec, each listing at least 5 published items', () => {
    const categories = rowsOf('content_category')
    expect(categories.map((row) => row.slug).sort()).toEqual([...HOME_CATEGORY_SLUGS])
    const items = rowsOf('content_item').filter((row) => isPublic(modelOf('content_item'), row))
    const thin = categories
      .filter((category) => isPublic(modelOf('content_category'), category))
      .map((category) => [category.slug, items.filter((item) => item.category_id === category.id).length] as const)
      .filter(([, count]) => count < 5)
    expect(thin).toEqual([])
    expect(categories.every((category) => isPublic(modelOf('content_category'), category))).toBe(true)
  })

  it('has a published page for each information route of the spec', () => {
    const pages = rowsOf('page').filter((row) => isPublic(modelOf('page'), row))
    expect(pages.map((row) => row.slug).sort()).toEqual([...INFO_PAGE_SLUGS].sort())
  })

  it('has the 21 aimags and Ulaanbaatar', () => {
    const names = rowsOf('aimag').map((row) => row.name)
    expect(names).toHaveLength(22)
    expect(names).toContain('Улаанбаатар')
  })

  it('holds applications in several workflow states, each a step type of the approval workflow', () => {
    const workflow = project.documents.workflow.get('application-approval')
    const stepTypes = new Set(workflow?.nodes.map((node) => node.type))
    const statuses = rowsOf('application').map((row) => row.process_status)
    expect(statuses.filter((status) => typeof status !== 'string' || !stepTypes.has(status as never))).toEqual([])
    expect(new Set(statuses).size).toBeGreaterThanOrEqual(5)
  })

  it('has no placeholder text', () => {
    const text = JSON.stringify([...seeds.values()])
    expect(text).not.toMatch(/lorem|ipsum|dolor sit/i)
  })
})
