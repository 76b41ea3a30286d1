import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { validateDocumentOf } from './definition.ts'
import {
  columnTypeSql,
  effectiveColumns,
  isSystemColumn,
  type ModelDocument,
  modelKind,
  modelLabelColumn,
  referencedBy,
} from './model.ts'

const folder = new URL('../../../../examples/heritage/documents/models/', import.meta.url)
const heritageModels = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .map((file) => [file, JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as unknown] as const)

const base = (): ModelDocument => structuredClone(modelKind.example)

/** The path and code of every issue, or an empty list when the document is valid. */
function problems(input: unknown): Array<{ path: string; code: string }> {
  const result = validateDocumentOf(modelKind, input)
  return result.ok ? [] : result.issues.map(({ path, code }) => ({ path, code }))
}

describe('model documents', () => {
  it('the built-in example is valid', () => {
    expect(problems(modelKind.example)).toEqual([])
  })

  it('the heritage project has a model for every shared table', () => {
    expect(heritageModels.map(([file]) => file).sort()).toEqual([
      'ahas_member.json',
      'aimag.json',
      'application.json',
      'content_category.json',
      'content_item.json',
      'course_lesson.json',
      'envoy.json',
      'feedback.json',
      'field_sample.json',
      'heritage_apprentice.json',
      'heritage_bearer.json',
      'heritage_domain.json',
      'investor.json',
      'news.json',
      'page.json',
      'partner.json',
      'public_request.json',
      'supporter.json',
    ])
  })

  it.each(heritageModels)('the heritage model %s is valid and named after its table', (file, document) => {
    expect(problems(document)).toEqual([])
    const model = document as ModelDocument
    expect(`${model.name}.json`).toBe(file)
    expect(model.table).toBe(model.name)
  })

  it('the built-in example is the heritage heritage_bearer model', () => {
    expect(heritageModels.find(([file]) => file === 'heritage_bearer.json')?.[1]).toEqual(modelKind.example)
  })

  it('the application model carries the workflow status and is soft-deleted', () => {
    const application = heritageModels.find(([file]) => file === 'application.json')?.[1] as ModelDocument
    expect(application.softDelete).toBe(true)
    expect(effectiveColumns(application).map((column) => column.name)).toEqual([
      'id',
      'applicant_id',
      'heritage_bearer_id',
      'title',
      'description',
      'amount',
      'attachment',
      'process_status',
      'created_by',
      'created_at',
      'updated_at',
      'deleted_at',
    ])
  })

  it('rejects a column type outside the closed list', () => {
    const model = base()
    Object.assign(model.columns[1] ?? {}, { type: 'money' })
    expect(problems(model)).toEqual([{ path: '/columns/1/type', code: 'enum' }])
  })

  it('rejects a varchar without its length', () => {
    const model = base()
    Object.assign(model.columns[1] ?? {}, { type: { name: 'varchar' } })
    expect(problems(model)).toEqual([{ path: '/columns/1/type', code: 'required' }])
  })

  it('rejects a misspelt simple type by listing the simple types', () => {
    const model = base()
    Object.assign(model.columns[1] ?? {}, { type: 'timestamp_tz' })
    const result = validateDocumentOf(modelKind, model)
    expect(result.ok ? [] : result.issues[0]?.message.en_US).toContain('«timestamptz»')
  })

  it('rejects a geometry of an unknown shape', () => {
    const model = base()
    model.columns.push({ name: 'location', type: { name: 'geometry', shape: 'point' } })
    Object.assign(model.columns.at(-1)?.type ?? {}, { shape: 'circle' })
    expect(problems(model)).toEqual([{ path: '/columns/9/type/shape', code: 'enum' }])
  })

  it('rejects a raw SQL default', () => {
    const model = base()
    Object.assign(model.columns[1] ?? {}, { default: { sql: "'x' || now()" } })
    expect(problems(model)).toEqual([
      { path: '/columns/1/default', code: 'required' },
      { path: '/columns/1/default', code: 'additionalProperties' },
    ])
  })

  it('rejects a table name that is not an SQL identifier', () => {
    expect(problems({ ...base(), table: 'Heritage Bearer' })).toEqual([{ path: '/table', code: 'pattern' }])
  })

  it('rejects a table name reserved for the system tables, in Mongolian and English', () => {
    const result = validateDocumentOf(modelKind, { ...base(), table: 'tamga_user' })
    expect(result.ok ? [] : result.issues).toEqual([
      {
        path: '/table',
        code: 'reserved-table',
        message: {
          en_US: '"tamga_user" starts with "tamga_", which is reserved for Tamga\'s system tables',
          mn_MN: '"tamga_user" нь "tamga_"-ээр эхэлж байна; энэ угтвар Tamga-ийн системийн хүснэгтэд зориулагдсан',
        },
        params: { table: 'tamga_user', prefix: 'tamga_' },
      },
    ])
    expect(problems({ ...base(), table: 'tamgalan' })).toEqual([])
  })

  it('rejects a column name used twice', () => {
    const model = base()
    model.columns.push({ name: 'first_name', type: 'text' })
    expect(problems(model)).toEqual([{ path: '/columns/9/name', code: 'duplicate-column' }])
  })

  it('rejects primary key, index and foreign key columns the model does not have', () => {
    const model = base()
    model.primaryKey = ['uid']
    model.indexes = [{ columns: ['aimag_id', 'province_id'] }]
    model.foreignKeys = [{ columns: ['domain_id'], references: { model: 'heritage_domain', columns: ['id'] } }]
    expect(problems(model)).toEqual([
      { path: '/primaryKey/0', code: 'unknown-column' },
      { path: '/indexes/0/columns/1', code: 'unknown-column' },
      { path: '/foreignKeys/0/columns/0', code: 'unknown-column' },
    ])
  })

  it('accepts indexes on the columns the timestamps and soft-delete flags add', () => {
    const model = base()
    model.indexes = [{ columns: ['deleted_at'] }, { columns: ['created_at'] }]
    expect(problems(model)).toEqual([])
    model.softDelete = false
    expect(problems(model)).toEqual([{ path: '/indexes/0/columns/0', code: 'unknown-column' }])
  })

  it('rejects a foreign key whose two column lists differ in length', () => {
    const model = base()
    model.foreignKeys = [{ columns: ['aimag_id'], references: { model: 'aimag', columns: ['id', 'code'] } }]
    expect(problems(model)).toEqual([{ path: '/foreignKeys/0/references/columns', code: 'column-count-mismatch' }])
  })

  it('checks the referenced columns of a foreign key to the model itself', () => {
    const model = base()
    model.columns.push({ name: 'mentor_id', type: 'bigint' })
    model.foreignKeys = [{ columns: ['mentor_id'], references: { model: 'heritage_bearer', columns: ['key'] } }]
    expect(problems(model)).toEqual([{ path: '/foreignKeys/0/references/columns/0', code: 'unknown-column' }])
  })

  it('rejects on-delete set-null on a column that is not nullable', () => {
    const model = base()
    Object.assign(model.columns[5] ?? {}, { nullable: false })
    expect(model.columns[5]?.name).toBe('aimag_id')
    expect(problems(model)).toEqual([{ path: '/foreignKeys/0/columns/0', code: 'set-null-not-nullable' }])
  })

  it('a soft-delete model has no deleted_at column of another type', () => {
    const model = base()
    model.columns.push({ name: 'deleted_at', type: 'boolean' })
    expect(problems(model)).toEqual([{ path: '/columns/9/type', code: 'reserved-column' }])
  })

  it('a soft-delete model has no deleted_at column that cannot be null', () => {
    const model = base()
    model.columns.push({ name: 'deleted_at', type: 'timestamptz', nullable: false })
    expect(problems(model)).toEqual([{ path: '/columns/9/type', code: 'reserved-column' }])
  })

  it('a model with timestamps has no created_at or updated_at of another type', () => {
    const model = base()
    model.columns.push({ name: 'created_at', type: 'date' }, { name: 'updated_at', type: 'timestamp' })
    expect(problems(model)).toEqual([{ path: '/columns/9/type', code: 'reserved-column' }])
  })

  it('a model without soft delete may use deleted_at as it likes', () => {
    const model = base()
    model.softDelete = false
    model.columns.push({ name: 'deleted_at', type: 'boolean' })
    expect(problems(model)).toEqual([])
  })

  it.each([
    [{ name: 'x', type: 'integer', default: { value: 'zero' } }],
    [{ name: 'x', type: 'integer', default: { value: 1.5 } }],
    [{ name: 'x', type: 'boolean', default: { value: 1 } }],
    [{ name: 'x', type: 'text', default: { value: true } }],
    [{ name: 'x', type: 'date', default: { named: 'now' } }],
    [{ name: 'x', type: 'text', default: { named: 'gen_random_uuid' } }],
    [{ name: 'x', type: 'text', default: { named: 'current_user_id' } }],
    [{ name: 'x', type: 'uuid', default: { named: 'identity' } }],
  ] as const)('rejects a default that does not fit the column: %j', (column) => {
    const model = base()
    model.columns.push(column)
    expect(problems(model)).toEqual([{ path: '/columns/9/default', code: 'default-type-mismatch' }])
  })

  it.each([
    [{ name: 'x', type: 'integer', default: { value: 0 } }],
    [{ name: 'x', type: { name: 'numeric', precision: 10, scale: 2 }, default: { value: 1.5 } }],
    [{ name: 'x', type: { name: 'varchar', length: 20 }, default: { value: 'draft' } }],
    [{ name: 'x', type: 'timestamptz', default: { named: 'now' } }],
    [{ name: 'x', type: 'date', default: { named: 'current_date' } }],
    [{ name: 'x', type: 'uuid', default: { named: 'gen_random_uuid' } }],
    [{ name: 'x', type: 'bigint', default: { named: 'current_user_id' } }],
  ] as const)('accepts a default that fits the column: %j', (column) => {
    const model = base()
    model.columns.push(column)
    expect(problems(model)).toEqual([])
  })

  it('rejects a numeric scale larger than its precision', () => {
    const model = base()
    model.columns.push({ name: 'amount', type: { name: 'numeric', precision: 4, scale: 6 } })
    expect(problems(model)).toEqual([{ path: '/columns/9/type/scale', code: 'scale-exceeds-precision' }])
  })

  it('rejects a primary key column declared nullable', () => {
    const model = base()
    Object.assign(model.columns[0] ?? {}, { nullable: true })
    expect(problems(model)).toEqual([{ path: '/primaryKey/0', code: 'nullable-primary-key' }])
  })

  it('rejects two indexes with the same name', () => {
    const model = base()
    model.indexes = [
      { name: 'hb_aimag', columns: ['aimag_id'] },
      { name: 'hb_aimag', columns: ['aimag_id', 'heritage_domain_id'] },
    ]
    expect(problems(model)).toEqual([{ path: '/indexes/1/name', code: 'duplicate-index' }])
  })

  it('rejects a column repeated inside an index', () => {
    const model = base()
    model.indexes = [{ columns: ['aimag_id', 'aimag_id'] }]
    expect(problems(model)).toEqual([{ path: '/indexes/0/columns', code: 'uniqueItems' }])
  })

  it('a view has no indexes or foreign keys', () => {
    const model = { ...base(), view: true }
    expect(problems(model)).toEqual([
      { path: '/indexes', code: 'view-read-only' },
      { path: '/foreignKeys', code: 'view-read-only' },
    ])
    expect(problems({ ...model, indexes: [], foreignKeys: [] })).toEqual([])
  })
})

describe('columnTypeSql', () => {
  it.each([
    ['text', 'text'],
    ['timestamptz', 'timestamptz'],
    [{ name: 'varchar', length: 75 }, 'varchar(75)'],
    [{ name: 'numeric', precision: 14, scale: 2 }, 'numeric(14, 2)'],
    [{ name: 'numeric', precision: 10 }, 'numeric(10, 0)'],
    [{ name: 'geometry', shape: 'point' }, 'geometry(Point, 4326)'],
    [{ name: 'geometry', shape: 'line', srid: 3857 }, 'geometry(LineString, 3857)'],
    [{ name: 'geometry', shape: 'polygon' }, 'geometry(Polygon, 4326)'],
  ] as const)('writes %j as %s', (type, sql) => {
    expect(columnTypeSql(type)).toBe(sql)
  })
})

describe('effectiveColumns', () => {
  it('adds the timestamp columns, stamped by the database, and the soft-delete column after the declared ones', () => {
    const columns = effectiveColumns(base())
    expect(columns.slice(-3)).toEqual([
      { name: 'created_at', type: 'timestamptz', nullable: false, default: { named: 'now' } },
      { name: 'updated_at', type: 'timestamptz', nullable: false, default: { named: 'now' } },
      { name: 'deleted_at', type: 'timestamptz', nullable: true },
    ])
  })

  it('adds nothing when the flags are off', () => {
    const model = { ...base(), timestamps: false, softDelete: false }
    expect(effectiveColumns(model)).toEqual(model.columns)
  })
})

describe('system columns', () => {
  const events: ModelDocument = {
    kind: 'model',
    version: 1,
    name: 'event',
    table: 'event',
    timestamps: true,
    softDelete: true,
    primaryKey: ['id'],
    columns: [
      { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
      { name: 'title', type: 'text', translatable: true },
      { name: 'aimag_id', type: 'integer' },
      { name: 'amount', type: { name: 'numeric', precision: 14, scale: 2 } },
      { name: 'author_id', type: 'bigint', default: { named: 'current_user_id' } },
      { name: 'created_by', type: 'bigint' },
      { name: 'process_status', type: { name: 'varchar', length: 50 } },
    ],
    foreignKeys: [{ columns: ['aimag_id'], references: { model: 'aimag', columns: ['id'] } }],
  }
  const own = (options?: { status?: boolean }) =>
    effectiveColumns(events)
      .filter((column) => !isSystemColumn(events, column, options))
      .map((column) => column.name)

  it('are the generated key, timestamps, soft-delete stamp, authors, translations and the status', () => {
    expect(own()).toEqual(['title', 'aimag_id', 'amount'])
  })

  it('leave the workflow status to the model when it is asked for', () => {
    expect(own({ status: true })).toEqual(['title', 'aimag_id', 'amount', 'process_status'])
  })

  it("a key typed by a person is not the system's", () => {
    const coded: ModelDocument = { ...events, primaryKey: ['code'], columns: [{ name: 'code', type: 'text' }] }
    expect(isSystemColumn(coded, { name: 'code', type: 'text' })).toBe(false)
  })

  it('a row is named by its name column, else its first own text column, else its key', () => {
    expect(modelLabelColumn(events)).toBe('title')
    const coded: ModelDocument = {
      ...events,
      columns: [
        { name: 'code', type: 'text' },
        { name: 'aimag_ner', type: 'text' },
      ],
    }
    expect(modelLabelColumn(coded)).toBe('aimag_ner')
    expect(modelLabelColumn({ ...events, columns: [{ name: 'id', type: 'bigint' }] })).toBe('id')
  })

  it('a column with a single-column foreign key names the row it points at', () => {
    expect(referencedBy(events, 'aimag_id')).toEqual({ model: 'aimag', column: 'id' })
    expect(referencedBy(events, 'amount')).toBeUndefined()
  })
})
