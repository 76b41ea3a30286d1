import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  type DatasourceDocument,
  type DatasourceFilter,
  datasourceKind,
  isGroupedDatasource,
  parseColumnRef,
} from './datasource.ts'
import { validateDocumentOf } from './definition.ts'
import { effectiveColumns, type ModelDocument } from './model.ts'

const documents = new URL('../../../../examples/heritage/documents/', import.meta.url)
const readFolder = (folder: string): Array<readonly [string, unknown]> =>
  readdirSync(new URL(`${folder}/`, documents))
    .filter((file) => file.endsWith('.json'))
    .map(
      (file) => [file, JSON.parse(readFileSync(new URL(`${folder}/${file}`, documents), 'utf8')) as unknown] as const,
    )

const heritageDatasources = readFolder('datasources')
const heritageModels = new Map(
  readFolder('models').map(([, document]) => [(document as ModelDocument).name, document as ModelDocument]),
)

const base = (): DatasourceDocument => structuredClone(datasourceKind.example)

function problems(input: unknown): Array<{ path: string; code: string }> {
  const result = validateDocumentOf(datasourceKind, input)
  return result.ok ? [] : result.issues.map(({ path, code }) => ({ path, code }))
}

/** Every `alias.column` a data source mentions, with where. */
function columnRefs(datasource: DatasourceDocument): string[] {
  return [
    ...(datasource.joins ?? []).flatMap((join) => join.on.flatMap((pair) => [pair.left, pair.right])),
    ...datasource.columns.map((column) => column.source),
    ...(datasource.filters ?? []).map((filter) => filter.column),
    ...(datasource.groupBy ?? []),
  ]
}

/** A grouped data source: applications counted per status. */
const countsPerStatus = (): DatasourceDocument => ({
  kind: 'datasource',
  version: 1,
  name: 'applications-per-status',
  base: { model: 'application', alias: 'a' },
  columns: [
    { source: 'a.process_status', as: 'status' },
    { source: 'a.id', as: 'total', aggregate: 'count' },
  ],
  groupBy: ['a.process_status'],
})

describe('datasource documents', () => {
  it('the built-in example is valid and is the heritage application-with-bearer data source', () => {
    expect(problems(datasourceKind.example)).toEqual([])
    expect(heritageDatasources.find(([file]) => file === 'application-with-bearer.json')?.[1]).toEqual(
      datasourceKind.example,
    )
  })

  it.each(heritageDatasources)('the heritage data source %s is valid', (file, document) => {
    expect(problems(document)).toEqual([])
    expect(`${(document as DatasourceDocument).name}.json`).toBe(file)
  })

  it.each(heritageDatasources)('the heritage data source %s names only existing models and columns', (_, document) => {
    const datasource = document as DatasourceDocument
    const models = new Map([[datasource.base.alias, datasource.base.model]])
    for (const join of datasource.joins ?? []) models.set(join.alias, join.model)
    const refs = columnRefs(datasource)
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) {
      const { alias, column } = parseColumnRef(ref)
      const model = heritageModels.get(models.get(alias) ?? '')
      expect(model, ref).toBeDefined()
      expect(
        effectiveColumns(model as ModelDocument).some((c) => c.name === column),
        ref,
      ).toBe(true)
    }
  })

  it('a grouped data source with only grouped and aggregated columns is valid', () => {
    expect(problems(countsPerStatus())).toEqual([])
    expect(isGroupedDatasource(countsPerStatus())).toBe(true)
    expect(isGroupedDatasource(base())).toBe(false)
  })

  it('rejects a column reference without an alias', () => {
    const datasource = base()
    Object.assign(datasource.columns[0] ?? {}, { source: 'id' })
    expect(problems(datasource)).toEqual([{ path: '/columns/0/source', code: 'pattern' }])
  })

  it('rejects an operator outside the closed list', () => {
    const datasource = base()
    Object.assign(datasource.filters?.[1] ?? {}, { operator: 'ilike' })
    expect(problems(datasource)).toEqual([{ path: '/filters/1/operator', code: 'enum' }])
  })

  it('rejects a join type other than inner and left', () => {
    const datasource = base()
    Object.assign(datasource.joins?.[0] ?? {}, { type: 'full' })
    expect(problems(datasource)).toEqual([{ path: '/joins/0/type', code: 'enum' }])
  })

  it('rejects raw SQL in place of structured fields', () => {
    expect(problems({ ...base(), sql: 'select * from application' })).toEqual([
      { path: '', code: 'additionalProperties' },
    ])
  })

  it('rejects an alias used twice', () => {
    const datasource = base()
    datasource.joins?.push({ type: 'inner', model: 'aimag', alias: 'a', on: [{ left: 'hb.aimag_id', right: 'a.id' }] })
    expect(problems(datasource)).toEqual([{ path: '/joins/1/alias', code: 'duplicate-alias' }])
  })

  it('rejects column references to unknown aliases everywhere they occur', () => {
    const datasource = base()
    Object.assign(datasource.columns[1] ?? {}, { source: 'x.title' })
    Object.assign(datasource.filters?.[0] ?? {}, { column: 'x.deleted_at' })
    datasource.orderBy = [{ by: 'x.created_at' }]
    expect(problems(datasource)).toEqual([
      { path: '/columns/1/source', code: 'unknown-alias' },
      { path: '/filters/0/column', code: 'unknown-alias' },
      { path: '/orderBy/0/by', code: 'unknown-sort' },
    ])
  })

  it('a join condition may not use an alias joined after it', () => {
    const datasource = base()
    datasource.joins = [
      { type: 'left', model: 'heritage_bearer', alias: 'hb', on: [{ left: 'a.heritage_bearer_id', right: 'hb.id' }] },
      { type: 'left', model: 'aimag', alias: 'ag', on: [{ left: 'hb.aimag_id', right: 'ag.id' }] },
    ]
    expect(problems(datasource)).toEqual([])
    datasource.joins.reverse()
    expect(problems(datasource)).toEqual([{ path: '/joins/0/on/0/left', code: 'unknown-alias' }])
  })

  it('rejects an output name used twice', () => {
    const datasource = base()
    datasource.columns.push({ source: 'hb.id', as: 'id' })
    expect(problems(datasource)).toEqual([{ path: '/columns/7/as', code: 'duplicate-output' }])
  })

  it('a grouped query only selects grouped or aggregated columns', () => {
    const datasource = countsPerStatus()
    datasource.columns.push({ source: 'a.title', as: 'title' })
    expect(problems(datasource)).toEqual([{ path: '/columns/2/source', code: 'ungrouped-column' }])
  })

  it('an aggregate alone makes the query grouped', () => {
    const datasource = countsPerStatus()
    datasource.groupBy = undefined
    expect(problems(datasource)).toEqual([{ path: '/columns/0/source', code: 'ungrouped-column' }])
  })

  it('a grouped query sorts only by outputs or grouped columns', () => {
    const datasource = countsPerStatus()
    datasource.orderBy = [{ by: 'total', direction: 'desc' }, { by: 'a.process_status' }, { by: 'a.created_at' }]
    expect(problems(datasource)).toEqual([{ path: '/orderBy/2/by', code: 'unknown-sort' }])
  })

  it('an ungrouped query sorts by outputs or any known column', () => {
    const datasource = base()
    datasource.orderBy = [{ by: 'a.updated_at' }, { by: 'bearer_last_name' }, { by: 'nothing' }]
    expect(problems(datasource)).toEqual([{ path: '/orderBy/2/by', code: 'unknown-sort' }])
  })

  it('rejects a group-by column of an unknown alias', () => {
    const datasource = countsPerStatus()
    datasource.groupBy = ['a.process_status', 'z.id']
    expect(problems(datasource)).toEqual([{ path: '/groupBy/1', code: 'unknown-alias' }])
  })

  it('rejects a parameter reference that is not declared', () => {
    const datasource = base()
    datasource.parameters = []
    expect(problems(datasource)).toEqual([{ path: '/filters/1/value', code: 'unknown-parameter' }])
  })

  it('rejects a parameter declared twice', () => {
    const datasource = base()
    datasource.parameters?.push({ name: 'status', type: 'integer' })
    expect(problems(datasource)).toEqual([{ path: '/parameters/1/name', code: 'duplicate-parameter' }])
  })

  it.each<[DatasourceFilter]>([
    [{ column: 'a.deleted_at', operator: 'is-null', value: 1 }],
    [{ column: 'a.amount', operator: 'between', value: [1] }],
    [{ column: 'a.amount', operator: 'between', value: 1 }],
    [{ column: 'a.process_status', operator: 'in', value: 'CHECK' }],
    [{ column: 'a.process_status', operator: '=' }],
    [{ column: 'a.process_status', operator: 'like', value: ['a', 'b'] }],
  ])('rejects a filter value that does not fit its operator: %j', (filter) => {
    const datasource = base()
    datasource.filters = [filter]
    expect(problems(datasource)).toEqual([{ path: '/filters/0/value', code: 'filter-value' }])
  })

  it.each<[DatasourceFilter]>([
    [{ column: 'a.deleted_at', operator: 'is-not-null' }],
    [{ column: 'a.amount', operator: 'between', value: [100000, { parameter: 'status' }] }],
    [{ column: 'a.process_status', operator: 'not-in', value: ['CANCEL', 'END'] }],
    [{ column: 'a.process_status', operator: 'in', value: { parameter: 'status' } }],
    [{ column: 'a.title', operator: 'like', value: '%бөх%' }],
    [{ column: 'a.amount', operator: '>=', value: 500000 }],
  ])('accepts a filter value that fits its operator: %j', (filter) => {
    const datasource = base()
    datasource.filters = [filter]
    expect(problems(datasource)).toEqual([])
  })
})

describe('parseColumnRef', () => {
  it('splits the alias from the column', () => {
    expect(parseColumnRef('hb.first_name')).toEqual({ alias: 'hb', column: 'first_name' })
  })
})
