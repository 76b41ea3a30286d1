import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateSystemTables, openDatabase, type TamgaDatabase } from './database.ts'
import { createTestPostgresDatabase, describeOnPostgres, testBackends } from './testing.ts'

describe.each(testBackends())('the database on $name', (backend) => {
  let database: TamgaDatabase
  beforeAll(async () => {
    database = await backend.open()
  })
  afterAll(async () => {
    await database.close()
  })

  it('creates the system tables, then has nothing left to migrate', async () => {
    const first = await migrateSystemTables(database.db)
    expect(first.applied).toEqual([
      '0001_documents',
      '0002_users',
      '0003_accounts',
      '0004_preferences',
      '0005_crud_log',
      '0006_records',
      '0007_workflow',
      '0008_file_storage',
      '0009_column_layout',
    ])
    expect((await migrateSystemTables(database.db)).applied).toEqual([])
    const tables = await database.db.introspection.getTables()
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining([
        'tamga_document',
        'tamga_document_history',
        'tamga_schema_change',
        'tamga_setting',
        'tamga_user',
      ]),
    )
  })

  it('refuses a database that ran a migration this server does not know, as when it has one to run', async () => {
    await migrateSystemTables(database.db)
    await sql`insert into tamga_migration (name, timestamp) values ('9999_from_a_newer_server', '2027-01-01')`.execute(
      database.db,
    )
    try {
      await expect(migrateSystemTables(database.db)).rejects.toThrow(/9999_from_a_newer_server/)
    } finally {
      await sql`delete from tamga_migration where name = '9999_from_a_newer_server'`.execute(database.db)
    }
    expect((await migrateSystemTables(database.db)).applied).toEqual([])
  })

  it('returns the same JavaScript values on every backend', async () => {
    const { rows } = await sql<{
      big: number | string
      huge: number | string
      day: string
      amount: string
      at: Date
      doc: unknown
    }>`select 42::int8 as big, 9007199254740993::int8 as huge, date '2026-11-21' as day,
              1250000.50::numeric as amount, timestamptz '2026-11-21 08:00:00+08' as at,
              '{"a":[1,2]}'::jsonb as doc`.execute(database.db)
    expect(rows[0]).toEqual({
      big: 42,
      huge: '9007199254740993',
      day: '2026-11-21',
      amount: '1250000.50',
      at: new Date('2026-11-21T00:00:00Z'),
      doc: { a: [1, 2] },
    })
  })

  it('keeps one transaction’s writes from another until it commits', async () => {
    await migrateSystemTables(database.db)
    await database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('tamga_setting')
        .values({ key: 'probe', value: JSON.stringify({ n: 1 }) })
        .execute()
      const inside = await trx.selectFrom('tamga_setting').select('value').where('key', '=', 'probe').executeTakeFirst()
      expect(inside?.value).toEqual({ n: 1 })
    })
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('tamga_setting')
          .set({ value: JSON.stringify({ n: 2 }) })
          .where('key', '=', 'probe')
          .execute()
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    const after = await database.db
      .selectFrom('tamga_setting')
      .select('value')
      .where('key', '=', 'probe')
      .executeTakeFirst()
    expect(after?.value).toEqual({ n: 1 })
  })
})

describeOnPostgres('a connection lost', ({ url }) => {
  it('is reported to the listener and does not end the process', async () => {
    const created = await createTestPostgresDatabase(url)
    const errors: Error[] = []
    const database = await openDatabase({ databaseUrl: created.url, onConnectionError: (error) => errors.push(error) })
    try {
      await sql`select 1`.execute(database.db)
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      const dbName = new URL(created.url).pathname.slice(1)
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [dbName])
      await admin.end()
      for (let waited = 0; errors.length === 0 && waited < 100; waited += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      expect(errors[0]?.message).toMatch(/terminating connection/)
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db)
      expect(rows).toEqual([{ one: 1 }])
    } finally {
      await database.close()
      await created.drop()
    }
  })
})
