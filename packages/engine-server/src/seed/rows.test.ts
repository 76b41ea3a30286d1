import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateSystemTables, type TamgaDatabase } from '../db/database.ts'
import { testBackends } from '../db/testing.ts'
import { applyModelChanges } from '../models/apply.ts'
import { planModelChanges } from '../models/plan.ts'
import { heritageModels } from '../models/testing.ts'
import { seedDemoAccounts } from './accounts.ts'
import { readSeedFolder, SeedError, seedRows } from './rows.ts'

const heritageDir = fileURLToPath(new URL('../../../../examples/heritage', import.meta.url))

describe.each(testBackends())('seed rows on $name', (backend) => {
  let database: TamgaDatabase
  beforeAll(async () => {
    database = await backend.open()
    await migrateSystemTables(database.db)
    await seedDemoAccounts(database.db)
    await applyModelChanges(database.db, await planModelChanges(database.db, heritageModels()))
  }, 60_000)
  afterAll(async () => {
    await database.close()
  })

  it('refuses a row with a column its model does not have, and writes nothing at all', async () => {
    const seed = await readSeedFolder(heritageDir)
    const broken = new Map(seed.rows)
    broken.set('news', [...(seed.rows.get('news') ?? []), { id: 999, title: 'x', headline_colour: 'red' }])
    await expect(seedRows(database.db, heritageModels(), { order: seed.order, rows: broken })).rejects.toThrow(
      SeedError,
    )
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from aimag`.execute(database.db)
    expect(rows[0]?.count).toBe(0)
  })

  it('inserts every seed file of the heritage project in order', async () => {
    const seed = await readSeedFolder(heritageDir)
    const report = await seedRows(database.db, heritageModels(), seed)
    expect(report.map((entry) => entry.table)).toEqual(seed.order)
    for (const { table, rows } of report) {
      const { rows: counted } = await sql<{
        count: number
      }>`select count(*)::int as count from ${sql.table(table)}`.execute(database.db)
      expect(counted[0]?.count, table).toBe(rows)
      expect(rows, table).toBe(seed.rows.get(table)?.length)
    }
  }, 60_000)

  it('gives a row without a column that another row of its table has the column’s default', async () => {
    const rows = [
      { name: 'Тодорхой төрөлтэй', topic: 'question', message: 'Асуулт' },
      { name: 'Төрөлгүй', message: 'Санал' },
    ]
    await seedRows(database.db, heritageModels(), { order: ['feedback'], rows: new Map([['feedback', rows]]) })
    const { rows: stored } = await sql<{ name: string; topic: string }>`select name, topic from feedback
      where name in ('Тодорхой төрөлтэй', 'Төрөлгүй') order by id`.execute(database.db)
    expect(stored).toEqual([
      { name: 'Тодорхой төрөлтэй', topic: 'question' },
      { name: 'Төрөлгүй', topic: 'suggestion' },
    ])
  })

  it('writes the account id where a row names an account by login', async () => {
    const applicant = await database.db
      .selectFrom('tamga_user')
      .select('id')
      .where('login', '=', 'applicant')
      .executeTakeFirstOrThrow()
    const { rows } = await sql<{ applicant_id: number }>`select distinct applicant_id from application`.execute(
      database.db,
    )
    expect(rows.map((row) => row.applicant_id)).toEqual([applicant.id])
  })

  it('moves identity sequences past the seeded ids, so the next row gets a new one', async () => {
    const { rows } = await sql<{
      id: number
    }>`insert into aimag (name, code) values ('Шинэ аймаг', 'MN-X') returning id`.execute(database.db)
    const { rows: max } = await sql<{
      max: number
    }>`select max(id)::int as max from aimag where code <> 'MN-X'`.execute(database.db)
    expect(rows[0]?.id).toBeGreaterThan(max[0]?.max ?? Number.POSITIVE_INFINITY)
  })
})
