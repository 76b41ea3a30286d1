import argon2 from 'argon2'
import { beforeAll, describe, expect, it } from 'vitest'
import { migrateSystemTables, type TamgaDatabase } from '../db/database.ts'
import { instanceSecret } from '../db/instanceSecret.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, hasAccounts, seedDemoAccounts, seedSuperAdmin } from './accounts.ts'

describe.each(testBackends())('accounts and the instance secret on $name', (backend) => {
  const testDatabase = useMigratedDatabase(backend)
  let database: TamgaDatabase
  beforeAll(() => {
    database = testDatabase()
  })

  it('creates the seven demo accounts with their roles, each signing in with the demo password', async () => {
    expect(await hasAccounts(database.db)).toBe(false)
    await seedDemoAccounts(database.db)
    const rows = await database.db
      .selectFrom('tamga_user')
      .select(['login', 'role_id', 'password_hash', 'confirmed'])
      .orderBy('id')
      .execute()
    expect(rows.map((row) => [row.login, row.role_id])).toEqual([
      ['admin', 1],
      ['sysadmin', 2],
      ['staff', 3],
      ['council1', 4],
      ['council2', 4],
      ['council3', 4],
      ['applicant', 5],
    ])
    expect(rows.every((row) => row.confirmed)).toBe(true)
    const first = rows[0]
    if (first === undefined) throw new Error('no account')
    expect(first.password_hash.startsWith('$argon2id$')).toBe(true)
    expect(await argon2.verify(first.password_hash, DEMO_PASSWORD)).toBe(true)
    expect(await argon2.verify(first.password_hash, 'demo#2026')).toBe(false)
    expect(DEMO_ACCOUNTS).toHaveLength(7)
  })

  it('refuses a second account with the same login in another case', async () => {
    await expect(
      database.db.insertInto('tamga_user').values({ login: 'ADMIN', password_hash: 'x', role_id: 1 }).execute(),
    ).rejects.toThrow()
  })

  it('keeps one generated secret for every instance, unless TAMGA_SECRET is set', async () => {
    const [a, b] = await Promise.all([instanceSecret(database.db, undefined), instanceSecret(database.db, undefined)])
    expect(a).toBe(b)
    expect(a.length).toBeGreaterThanOrEqual(64)
    expect(await instanceSecret(database.db, undefined)).toBe(a)
    expect(await instanceSecret(database.db, 'from-the-environment')).toBe('from-the-environment')
  })
})

describe.each(testBackends())('the first super admin on $name', (backend) => {
  it('uses TAMGA_ADMIN_PASSWORD when given and generates one otherwise', async () => {
    const database = await backend.open()
    try {
      await migrateSystemTables(database.db)
      const generated = await seedSuperAdmin(database.db, undefined)
      expect(generated.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/)
      const row = await database.db
        .selectFrom('tamga_user')
        .select(['password_hash', 'role_id'])
        .executeTakeFirstOrThrow()
      expect(row.role_id).toBe(1)
      expect(await argon2.verify(row.password_hash, generated.generatedPassword ?? '')).toBe(true)
      await database.db.deleteFrom('tamga_user').execute()
      const given = await seedSuperAdmin(database.db, 'S3cret!pass')
      expect(given.generatedPassword).toBeUndefined()
      const stored = await database.db.selectFrom('tamga_user').select('password_hash').executeTakeFirstOrThrow()
      expect(await argon2.verify(stored.password_hash, 'S3cret!pass')).toBe(true)
    } finally {
      await database.close()
    }
  })
})
