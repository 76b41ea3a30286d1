import type { ModelDocument } from '@tamga/schema'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TamgaDatabase } from '../db/database.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { applyModelChanges } from '../models/apply.ts'
import { planModelChanges } from '../models/plan.ts'
import { validModel } from '../models/testing.ts'
import { EVERY_ROW } from '../records/tableAccess.ts'
import { compileRead, compileReadAggregate, escapeLike } from './compileRead.ts'
import { grantAccess, type ReadAccess, visitorAccess } from './readAccess.ts'
import type { ReadCondition, ReadQuery } from './readQuery.ts'

const item: ModelDocument = validModel({
  kind: 'model',
  version: 1,
  name: 'read_item',
  table: 'read_item',
  columns: [
    { name: 'id', type: 'integer', default: { named: 'identity' } },
    { name: 'name', type: 'text' },
    { name: 'owner', type: 'integer' },
    { name: 'is_published', type: 'boolean' },
    { name: 'day', type: 'timestamptz' },
  ],
  primaryKey: ['id'],
  softDelete: true,
})

// name, owner, published, day; 'Е' is deleted.
const ROWS: Array<[string, number, boolean, string]> = [
  ['А', 1, true, '2026-01-01T08:00:00Z'],
  ['Б', 1, false, '2026-01-02T23:00:00Z'],
  ['В_г', 2, true, '2026-01-03T12:00:00Z'],
  ['100%', 2, false, '2026-01-04T12:00:00Z'],
  ['Д', 3, true, '2026-01-05T12:00:00Z'],
  ['Е', 3, true, '2026-01-06T12:00:00Z'],
]

const EVERYONE: ReadAccess = { rows: EVERY_ROW, userId: 1 }

describe.each(testBackends())('the read compiler on $name', (backend) => {
  const testDatabase = useMigratedDatabase(backend)
  let database: TamgaDatabase
  beforeAll(async () => {
    database = testDatabase()
    await applyModelChanges(database.db, await planModelChanges(database.db, [item]))
    await database.db
      .insertInto('read_item' as never)
      .values(ROWS.map(([name, owner, published, day]) => ({ name, owner, is_published: published, day })) as never)
      .execute()
    await sql`update read_item set deleted_at = now() where name = 'Е'`.execute(database.db)
  })
  afterAll(async () => {
    await database.db.schema.dropTable('read_item').ifExists().execute()
  })

  const base = (overrides: Partial<ReadQuery> = {}): ReadQuery => ({
    model: item,
    alias: 't',
    select: [{ column: 'name' }],
    order: [{ by: 'id', desc: false }],
    ...overrides,
  })
  async function names(query: ReadQuery, access: ReadAccess = EVERYONE): Promise<string[]> {
    const rows = (await compileRead<{ name: string }>(query, access).execute(database.db)).rows
    return rows.map((row) => row.name)
  }
  const where = (...conditions: ReadCondition[]) => base({ where: conditions })

  it('reads the live rows of a soft-delete model unless the deleted or all rows are asked for', async () => {
    expect(await names(base())).toEqual(['А', 'Б', 'В_г', '100%', 'Д'])
    expect(await names(base({ rows: 'deleted' }))).toEqual(['Е'])
    expect(await names(base({ rows: 'any' }))).toHaveLength(6)
  })

  it('applies the caller’s access to every read: a grant’s row conditions, a visitor’s published rule, none at all', async () => {
    const own = grantAccess([{ type: 'current-user', column: 'owner' }], 2)
    expect(await names(base(), own)).toEqual(['В_г', '100%'])
    const visitor = visitorAccess([{ type: 'column-equals', column: 'is_published', value: true }])
    expect(await names(base(), visitor)).toEqual(['А', 'В_г', 'Д'])
    // Any one condition set: the caller's own rows or the published ones.
    const either: ReadAccess = {
      rows: {
        every: false,
        anyOf: [
          [{ type: 'current-user', column: 'owner' }],
          [{ type: 'column-equals', column: 'is_published', value: true }],
        ],
      },
      userId: 1,
    }
    expect(await names(base(), either)).toEqual(['А', 'Б', 'В_г', 'Д'])
    expect(await names(base(), { rows: { every: false, anyOf: [] }, userId: 1 })).toEqual([])
    const counted = await compileReadAggregate<{ n: string }>(base(), own, [sql`count(*)::text as n`]).execute(
      database.db,
    )
    expect(counted.rows[0]?.n).toBe('2')
    const distinct = await compileRead<{ owner: number }>(
      base({ select: [{ column: 'owner' }], order: [{ by: 'owner', desc: false }], distinct: true }),
      own,
    ).execute(database.db)
    expect(distinct.rows).toEqual([{ owner: 2 }])
  })

  it('compares, matches words literally, takes a date range’s whole last day, and lists nothing for an empty set', async () => {
    expect(await names(where({ column: 'owner', is: 'equal', value: 1 }))).toEqual(['А', 'Б'])
    expect(await names(where({ column: 'owner', is: 'not-equal', value: 1 }))).toEqual(['В_г', '100%', 'Д'])
    expect(await names(where({ column: 'owner', is: 'equal', value: '3', text: true }))).toEqual(['Д'])
    expect(
      await names(where({ column: 'owner', is: 'at-least', value: 2 }, { column: 'owner', is: 'at-most', value: 2 })),
    ).toEqual(['В_г', '100%'])
    expect(await names(where({ column: 'name', is: 'matching', match: 'contains', text: '_' }))).toEqual(['В_г'])
    expect(await names(where({ column: 'name', is: 'matching', match: 'starts-with', text: '100%' }))).toEqual(['100%'])
    expect(await names(where({ column: 'name', is: 'matching', match: 'contains', text: '' }))).toHaveLength(5)
    expect(await names(where({ column: 'day', is: 'on-or-before-day', day: '2026-01-02' }))).toEqual(['А', 'Б'])
    expect(await names(where({ column: 'owner', is: 'one-of', values: [] }))).toEqual([])
    expect(await names(where({ column: 'owner', is: 'one-of', values: ['1', '3'], text: true }))).toEqual([
      'А',
      'Б',
      'Д',
    ])
    expect(await names(where({ column: 'owner', is: 'null' }))).toEqual([])
    expect(await names(where({ is: 'none' }))).toEqual([])
  })

  it('searches every target in every spelling, and pages by keyset as by offset', async () => {
    expect(await names(where({ is: 'searched', targets: ['name'], variants: ['а', 'д'] }))).toEqual(['А', 'Д'])
    expect(await names(where({ is: 'searched', targets: ['name'], variants: [] }))).toHaveLength(5)
    const order = [
      { by: 'owner', desc: true },
      { by: 'id', desc: false },
    ]
    const all = await names(base({ order }))
    const rows = (
      await compileRead<{ owner: number; id: number }>(
        base({ select: [{ column: 'owner' }, { column: 'id' }], order, window: { limit: 2 } }),
        EVERYONE,
      ).execute(database.db)
    ).rows
    const last = rows.at(-1)
    const next = await names(
      base({ order, where: [{ is: 'after', keys: order, values: [last?.owner, last?.id] }], window: { limit: 2 } }),
    )
    expect(next).toEqual(await names(base({ order, window: { limit: 2, offset: 2 } })))
    expect(next).toEqual(all.slice(2, 4))
  })

  it('answers the total before the window beside the rows, and refuses a window that is no checked integer', async () => {
    const rows = (
      await compileRead<{ name: string; __total: string | number }>(
        base({ window: { limit: 2 }, total: true }),
        EVERYONE,
      ).execute(database.db)
    ).rows
    expect(rows.map((row) => Number(row.__total))).toEqual([5, 5])
    expect(() => compileRead(base({ window: { limit: 1.5 } }), EVERYONE)).toThrow(/out of range/)
    expect(() => compileRead(base({ window: { limit: 50_001 } }), EVERYONE)).toThrow(/out of range/)
  })
})

describe('escapeLike', () => {
  it('escapes the pattern characters and the escape itself', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b')
  })
})
