import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { createTestPostgresDatabase, describeOnPostgres } from '../db/testing.ts'
import { prepareInstance } from './prepareInstance.ts'

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..')

describe('preparing an instance on the embedded database', () => {
  const folders: string[] = []
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true })
  })

  it('migrates, imports the project, creates its tables and seeds a new data folder, then keeps it on restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tamga-prepare-'))
    folders.push(dataDir)
    const config = loadConfig({ DATA_DIR: dataDir }, repoRoot)

    const first = await prepareInstance(config)
    try {
      expect(first.report.migrations).toEqual([
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
      expect(first.report.documents).toBe('database')
      expect(first.report.projectImported).toBe(true)
      expect(first.report.modelChanges).toBeGreaterThan(0)
      expect(first.report.destructiveWaiting).toEqual([])
      expect(first.report.accounts !== undefined && 'demo' in first.report.accounts).toBe(true)
      expect(first.report.seeded.find((entry) => entry.table === 'news')?.rows).toBeGreaterThanOrEqual(5)
      expect((await first.instance.store.list('form')).length).toBeGreaterThan(0)
      await sql`insert into feedback (name, message) values ('Туршилт', 'Дахин эхлэхэд үлдэх ёстой')`.execute(
        first.instance.database.db,
      )
    } finally {
      await first.instance.close()
    }

    const second = await prepareInstance(config)
    try {
      expect(second.report).toMatchObject({
        migrations: [],
        projectImported: false,
        modelChanges: 0,
        accounts: undefined,
        seeded: [],
      })
      expect(second.instance.secret).toBe(first.instance.secret)
      const { rows } = await sql<{
        count: number
      }>`select count(*)::int as count from feedback where name = 'Туршилт'`.execute(second.instance.database.db)
      expect(rows[0]?.count).toBe(1)
    } finally {
      await second.instance.close()
    }
  }, 120_000)
})

describeOnPostgres('preparing an instance', (postgres) => {
  it('creates one super admin and no demo accounts or demo rows', async () => {
    const created = await createTestPostgresDatabase(postgres.url)
    try {
      const config = loadConfig({ DATABASE_URL: created.url, TAMGA_ADMIN_PASSWORD: 'Adm1n!pass' }, repoRoot)
      const { instance, report } = await prepareInstance(config)
      try {
        expect(report.accounts).toEqual({ superAdmin: { login: 'admin', generatedPassword: undefined } })
        expect(report.seeded).toEqual([])
        const users = await instance.database.db.selectFrom('tamga_user').select(['login', 'role_id']).execute()
        expect(users).toEqual([{ login: 'admin', role_id: 1 }])
      } finally {
        await instance.close()
      }
    } finally {
      await created.drop()
    }
  }, 120_000)
})
