// The data source compiler and the parameter reader on their own: the SQL they produce (read
// through Kysely's PostgreSQL compiler, no database) and what they refuse.
import { readFileSync } from 'node:fs'
import { type DatasourceDocument, datasourceKind, formatIssue, validateDocumentOf } from '@tamga/schema'
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
} from 'kysely'
import { describe, expect, it } from 'vitest'
import { heritageModels } from '../models/testing.ts'
import { compileDatasource } from './compileDatasource.ts'
import { readDatasourceParameters } from './datasourceParameters.ts'
import type { RowAccess } from './readAccess.ts'

const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
})

const models = heritageModels()
const catalogue = {
  model: (name: string) => models.find((model) => model.name === name || model.table === name),
}

function datasource(input: unknown): DatasourceDocument {
  const result = validateDocumentOf(datasourceKind, input)
  if (!result.ok) throw new Error(result.issues.map((issue) => formatIssue(issue)).join('\n'))
  return result.value
}

const heritageDatasource = (name: string) =>
  datasource(
    JSON.parse(
      readFileSync(
        new URL(`../../../../examples/heritage/documents/datasources/${name}.json`, import.meta.url),
        'utf8',
      ),
    ),
  )

const EVERY: RowAccess = { every: true }
const OWN_APPLICATIONS: RowAccess = {
  every: false,
  anyOf: [[{ type: 'current-user', column: 'applicant_id' }]],
}

const compile = (statement: RawBuilder<unknown>) => statement.compile(compiler)

/** The problems a compile is refused with, as `path code`. */
function refusal(run: () => unknown): string[] {
  try {
    run()
  } catch (error) {
    const issues = (error as { details?: { issues?: Array<{ path: string; code: string }> } }).details?.issues ?? []
    return issues.map((found) => `${found.path} ${found.code}`).sort()
  }
  throw new Error('expected the compile to be refused')
}

describe('compileDatasource', () => {
  const withBearer = heritageDatasource('application-with-bearer')

  it('binds every value (parameters, the caller’s id, the limit) and quotes every identifier', () => {
    const compiled = compileDatasource(withBearer, {
      catalogue,
      parameters: new Map([['status', "VOTE' or 1=1 --"]]),
      access: new Map<string, RowAccess>([
        ['application', OWN_APPLICATIONS],
        ['heritage_bearer', EVERY],
      ]),
      userId: 42,
    })
    const { sql, parameters } = compile(compiled.rows(50))
    expect(sql).not.toContain('VOTE')
    expect(sql).not.toContain('42')
    expect(parameters).toEqual([42, "VOTE' or 1=1 --", 50])
    expect(sql).toContain(
      'from "application" as "a" left join "heritage_bearer" as "hb" on "a"."heritage_bearer_id" = "hb"."id"',
    )
    expect(sql).toContain(
      'where "a"."deleted_at" is null and (("a"."applicant_id" = $1)) and "a"."deleted_at" is null and "a"."process_status" = $2',
    )
    expect(sql).toMatch(/order by "created_at" desc limit \$3$/)
  })

  it('puts a joined model’s row conditions in its join, so a left join keeps the base row', () => {
    const compiled = compileDatasource(withBearer, {
      catalogue,
      parameters: new Map(),
      access: new Map<string, RowAccess>([
        ['application', EVERY],
        ['heritage_bearer', { every: false, anyOf: [[{ type: 'current-user', column: 'created_by' }]] }],
      ]),
      userId: 7,
    })
    const { sql } = compile(compiled.select)
    expect(sql).toContain(
      'on "a"."heritage_bearer_id" = "hb"."id" and "hb"."deleted_at" is null and (("hb"."created_by" = $1)) where',
    )
  })

  it('leaves out the filter of an optional parameter without a value, and reads no rows of a model without access', () => {
    const compiled = compileDatasource(withBearer, {
      catalogue,
      parameters: new Map(),
      access: new Map([['heritage_bearer', EVERY]]),
      userId: 7,
    })
    const { sql, parameters } = compile(compiled.select)
    expect(sql).not.toContain('process_status" =')
    expect(sql).toContain('where false and "a"."deleted_at" is null')
    expect(parameters).toEqual([])
  })

  it('gives a subquery without order or limit, and never more rows than the document’s own limit', () => {
    const compiled = compileDatasource(withBearer, {
      catalogue,
      parameters: new Map(),
      access: new Map<string, RowAccess>([
        ['application', EVERY],
        ['heritage_bearer', EVERY],
      ]),
      userId: 7,
    })
    expect(compile(compiled.select).sql).not.toMatch(/order by|limit/)
    expect(compile(compiled.rows(100_000)).parameters).toEqual([500])
    expect(compiled.outputs.find((output) => output.name === 'amount')).toEqual({ name: 'amount', kind: 'number' })
  })

  it('expands a list parameter into bound values, and an empty list matches nothing', () => {
    const document = datasource({
      kind: 'datasource',
      version: 1,
      name: 'by-status',
      base: { model: 'application', alias: 'a' },
      columns: [{ source: 'a.id', as: 'id' }],
      parameters: [{ name: 'statuses', type: 'text' }],
      filters: [{ column: 'a.process_status', operator: 'not-in', value: { parameter: 'statuses' } }],
    })
    const access = new Map([['application', EVERY]])
    const two = compileDatasource(document, {
      catalogue,
      parameters: new Map([['statuses', ['END', 'CANCEL']]]),
      access,
      userId: 1,
    })
    expect(compile(two.select)).toMatchObject({
      sql: expect.stringContaining('"a"."process_status" not in ($1, $2)'),
      parameters: ['END', 'CANCEL'],
    })
    const none = compileDatasource(document, { catalogue, parameters: new Map([['statuses', []]]), access, userId: 1 })
    expect(compile(none.select).sql).toContain('where "a"."deleted_at" is null and true')
  })

  it('refuses comparing columns or values of different types, and like on numbers, naming each', () => {
    const problems = refusal(() =>
      compileDatasource(
        datasource({
          kind: 'datasource',
          version: 1,
          name: 'mismatched',
          base: { model: 'application', alias: 'a' },
          joins: [{ type: 'inner', model: 'heritage_bearer', alias: 'hb', on: [{ left: 'a.title', right: 'hb.id' }] }],
          columns: [{ source: 'a.id', as: 'id' }],
          parameters: [
            { name: 'text', type: 'text' },
            { name: 'day', type: 'date' },
          ],
          filters: [
            { column: 'a.amount', operator: 'like', value: '1%' },
            { column: 'a.amount', operator: '>', value: { parameter: 'text' } },
            { column: 'a.created_at', operator: '>=', value: { parameter: 'day' } },
            { column: 'a.created_at', operator: '<', value: '2025-13-01' },
            { column: 'hb.id', operator: 'in', value: [1, 'two'] },
          ],
        }),
        { catalogue, parameters: new Map(), access: new Map(), userId: 1 },
      ),
    )
    expect(problems).toEqual([
      '/filters/0/operator operator-type',
      '/filters/1/value parameter-type',
      '/filters/3/value value-type',
      '/filters/4/value value-type',
      '/joins/0/on/0 join-type-mismatch',
    ])
  })

  it('refuses a stored document naming a model that does not exist as DOCUMENT_INVALID', () => {
    const document = datasource({
      kind: 'datasource',
      version: 1,
      name: 'gone',
      base: { model: 'no_such_model', alias: 'x' },
      columns: [{ source: 'x.id', as: 'id' }],
    })
    try {
      compileDatasource(document, { catalogue, parameters: new Map(), access: new Map(), userId: 1 })
      expect.unreachable()
    } catch (error) {
      expect((error as { code: string }).code).toBe('DOCUMENT_INVALID')
    }
  })
})

describe('readDatasourceParameters', () => {
  const typed = datasource({
    kind: 'datasource',
    version: 1,
    name: 'typed',
    base: { model: 'application', alias: 'a' },
    columns: [{ source: 'a.id', as: 'id' }],
    parameters: [
      { name: 'count', type: 'integer', required: true },
      { name: 'ratio', type: 'number' },
      { name: 'open', type: 'boolean', default: true },
      { name: 'day', type: 'date' },
      { name: 'key', type: 'uuid' },
      { name: 'ids', type: 'integer' },
    ],
    filters: [
      { column: 'a.id', operator: '>', value: { parameter: 'count' } },
      { column: 'a.amount', operator: '<', value: { parameter: 'ratio' } },
      { column: 'a.id', operator: 'in', value: { parameter: 'ids' } },
    ],
  })

  it('converts each value to its type and fills defaults', () => {
    const values = readDatasourceParameters(typed, {
      given: {
        count: '12',
        ratio: '0.5',
        day: '2024-02-29',
        key: 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11',
        ids: ['1', '2'],
      },
    })
    expect(Object.fromEntries(values)).toEqual({
      count: 12,
      ratio: 0.5,
      open: true,
      day: '2024-02-29',
      key: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
      ids: [1, 2],
    })
  })

  it('refuses wrong types, impossible dates, lists for one value and a missing required value', () => {
    expect(
      refusal(() =>
        readDatasourceParameters(typed, {
          given: { ratio: 'half', open: 'maybe', day: '2025-02-29', key: 'nope', ids: ['1', 'x'], count: undefined },
        }),
      ),
    ).toEqual([
      '/count required',
      '/day parameter-type',
      '/ids parameter-type',
      '/key parameter-type',
      '/open parameter-type',
      '/ratio parameter-type',
    ])
    expect(refusal(() => readDatasourceParameters(typed, { given: { count: ['1', '2'] } }))).toEqual([
      '/count one-value',
    ])
    expect(refusal(() => readDatasourceParameters(typed, { given: { count: '1.5' } }))).toEqual([
      '/count parameter-type',
    ])
  })
})
