import { type ModelDocument, validateDocument } from '@tamga/schema'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrateSystemTables, type TamgaDatabase } from '../db/database.ts'
import { testBackends } from '../db/testing.ts'
import { applyModelChanges, ModelPlanError } from './apply.ts'
import { readDatabaseState } from './introspect.ts'
import { planModelChanges } from './plan.ts'
import { heritageModels, validModel } from './testing.ts'

const heritage = heritageModels()

const bearerSummary = (): ModelDocument =>
  validModel({
    kind: 'model',
    version: 1,
    name: 'bearer_summary',
    table: 'bearer_summary',
    view: true,
    columns: [
      { name: 'aimag_id', type: 'bigint' },
      { name: 'bearers', type: 'bigint' },
    ],
    primaryKey: ['aimag_id'],
  })

const mapped = (): ModelDocument =>
  validModel({
    kind: 'model',
    version: 1,
    name: 'heritage_site',
    table: 'heritage_site',
    columns: [
      { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
      { name: 'name', type: 'text', nullable: false },
      { name: 'location', type: { name: 'geometry', shape: 'point' } },
    ],
    primaryKey: ['id'],
  })

describe('model documents', () => {
  it('cannot carry SQL in a table, column or index name: the schema refuses it before any plan', () => {
    const result = validateDocument({
      kind: 'model',
      version: 1,
      name: 'news',
      table: 'news; drop table tamga_user; --',
      columns: [{ name: 'id"; drop table x; --', type: 'bigint', nullable: false }],
      primaryKey: ['id'],
      indexes: [{ name: 'x on news; drop', columns: ['id'] }],
    })
    expect(result.ok).toBe(false)
    const paths = result.ok ? [] : result.issues.map((issue) => `${issue.path} ${issue.code}`)
    expect(paths).toEqual(
      expect.arrayContaining(['/table pattern', '/columns/0/name pattern', '/indexes/0/name pattern']),
    )
  })

  it('cannot name a system table', () => {
    const result = validateDocument({ ...heritage[0], table: 'tamga_user' })
    expect(result.ok ? [] : result.issues.map((issue) => `${issue.path} ${issue.code}`)).toEqual([
      '/table reserved-table',
    ])
  })
})

describe.each(testBackends())('planning model changes on $name', (backend) => {
  let database: TamgaDatabase
  beforeEach(async () => {
    database = await backend.open()
    await migrateSystemTables(database.db)
  })
  afterEach(async () => {
    await database.close()
  })

  it('creates every heritage model in an empty database, referenced tables first, then has nothing left to do', async () => {
    const plan = await planModelChanges(database.db, heritage)
    expect(plan.issues).toEqual([])
    expect(plan.changes.filter((change) => change.destructive)).toEqual([])

    const created = plan.changes.filter((change) => change.kind === 'create-table').map((change) => change.table)
    expect([...created].sort()).toEqual(heritage.map((model) => model.table).sort())
    const tableOf = new Map(heritage.map((model) => [model.name, model.table]))
    const foreignKeys = heritage.flatMap((model) =>
      (model.foreignKeys ?? []).map((key) => ({ from: model.table, to: tableOf.get(key.references.model) ?? '' })),
    )
    expect(foreignKeys.length).toBeGreaterThan(0)
    for (const { from, to } of foreignKeys) expect(created.indexOf(to)).toBeLessThan(created.indexOf(from))
    // Foreign keys are added once every table exists.
    const lastCreate = plan.changes.findLastIndex((change) => change.kind === 'create-table')
    const firstForeignKey = plan.changes.findIndex((change) => change.kind === 'add-foreign-key')
    expect(firstForeignKey).toBeGreaterThan(lastCreate)
    expect(plan.changes.filter((change) => change.kind === 'add-foreign-key')).toHaveLength(foreignKeys.length)

    const report = await applyModelChanges(database.db, plan)
    expect(report.applied).toHaveLength(plan.changes.length)

    const state = await readDatabaseState(database.db)
    for (const model of heritage) {
      const relation = state.relations.get(model.table)
      expect(relation?.kind, model.table).toBe('table')
      expect(relation?.constraints.filter((constraint) => constraint.type === 'foreign')).toHaveLength(
        model.foreignKeys?.length ?? 0,
      )
      expect(relation?.indexes.map((index) => index.columns)).toEqual(
        expect.arrayContaining((model.indexes ?? []).map((index) => index.columns)),
      )
    }

    const again = await planModelChanges(database.db, heritage)
    expect(again).toEqual({ changes: [], issues: [] })
  })

  it('gives the created tables their defaults, identities, uniques and comments, and no default for the current user', async () => {
    await applyModelChanges(database.db, await planModelChanges(database.db, heritage))
    const { rows } = await sql<{
      id: number
      is_published: boolean
      created_at: Date
      deleted_at: Date | null
    }>`insert into heritage_bearer (last_name, first_name, register_number) values ('Дорж', 'Батболд', 'УБ12345678')
       returning id, is_published, created_at, deleted_at`.execute(database.db)
    expect(rows[0]).toMatchObject({ id: 1, is_published: false, deleted_at: null })
    expect(rows[0]?.created_at).toBeInstanceOf(Date)
    await expect(
      sql`insert into heritage_bearer (last_name, first_name, register_number) values ('Дорж', 'Сараа', 'УБ12345678')`.execute(
        database.db,
      ),
    ).rejects.toThrow(/unique/)

    const application = (await readDatabaseState(database.db)).relations.get('application')
    const applicant = application?.columns.find((column) => column.name === 'applicant_id')
    expect(applicant).toMatchObject({ notNull: true, defaultExpression: null, identity: null })
    expect(applicant?.comment).toBe('The user (role 5) who applies')
  })

  it('never creates a view model, only checks that the view exists', async () => {
    await applyModelChanges(database.db, await planModelChanges(database.db, heritage))
    const models = [...heritage, bearerSummary()]

    const missing = await planModelChanges(database.db, models)
    expect(missing.changes).toEqual([])
    expect(missing.issues).toEqual([
      expect.objectContaining({ model: 'bearer_summary', table: 'bearer_summary', code: 'view-missing' }),
    ])
    await expect(applyModelChanges(database.db, missing)).rejects.toBeInstanceOf(ModelPlanError)
    expect((await readDatabaseState(database.db)).relations.has('bearer_summary')).toBe(false)

    await sql`create view bearer_summary as
              select aimag_id, count(*) as bearers from heritage_bearer group by aimag_id`.execute(database.db)
    expect(await planModelChanges(database.db, models)).toEqual({ changes: [], issues: [] })
  })

  it('refuses a geometry column without PostGIS, naming the model and column, and changes nothing', async () => {
    const plan = await planModelChanges(database.db, [...heritage, mapped()])
    expect(plan.issues).toEqual([
      {
        model: 'heritage_site',
        table: 'heritage_site',
        column: 'location',
        code: 'postgis-required',
        message: {
          en_US:
            'model "heritage_site": the column "location" is a geometry(Point, 4326), which needs the PostGIS extension; this database does not have it',
          mn_MN:
            '"heritage_site" модель: "location" багана geometry(Point, 4326) төрөлтэй тул PostGIS өргөтгөл шаардлагатай; энэ өгөгдлийн санд PostGIS суулгаагүй байна',
        },
      },
    ])
    expect(plan.changes.some((change) => change.table === 'heritage_site')).toBe(false)
    const error = await applyModelChanges(database.db, plan).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ModelPlanError)
    expect(error instanceof ModelPlanError ? error.messages.mn_MN : '').toContain('PostGIS')
    const state = await readDatabaseState(database.db)
    expect([...state.relations.keys()].filter((name) => !name.startsWith('tamga_'))).toEqual([])
  })

  it('refuses a foreign key to a model that is not there', async () => {
    const envoy = heritage.find((model) => model.name === 'envoy')
    expect(envoy).toBeDefined()
    const plan = await planModelChanges(database.db, envoy === undefined ? [] : [envoy])
    expect(plan.issues.map((issue) => `${issue.model} ${issue.code}`)).toEqual(['envoy unknown-reference'])
  })

  it('refuses two models over one table', async () => {
    const [first] = heritage
    expect(first).toBeDefined()
    if (first === undefined) return
    const twin = validModel({ ...first, name: `${first.name}-twin` })
    const plan = await planModelChanges(database.db, [first, twin])
    expect(plan.issues.map((issue) => `${issue.model} ${issue.code}`)).toEqual([`${first.name}-twin duplicate-table`])
  })
})
