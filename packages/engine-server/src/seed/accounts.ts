import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { hashPassword } from '../auth/passwordHash.ts'
import type { SystemDatabase } from '../db/tables.ts'
import { DEMO_PASSWORD } from './demoPassword.ts'

export { DEMO_PASSWORD }

/** A demo account: who it is and which role it has (heritage role ids: 1 super admin … 5 applicant). */
export interface DemoAccount {
  login: string
  roleId: number
  firstName: string
  lastName: string
  email: string
}

/** The demo accounts `npm start` creates in a fresh embedded database. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { login: 'admin', roleId: 1, firstName: 'Тэмүүлэн', lastName: 'Батсүх', email: 'admin@example.com' },
  { login: 'sysadmin', roleId: 2, firstName: 'Мөнхзул', lastName: 'Ганболд', email: 'sysadmin@example.com' },
  { login: 'staff', roleId: 3, firstName: 'Сарнай', lastName: 'Дорж', email: 'staff@example.com' },
  { login: 'council1', roleId: 4, firstName: 'Батбаяр', lastName: 'Лхагва', email: 'council1@example.com' },
  { login: 'council2', roleId: 4, firstName: 'Оюунчимэг', lastName: 'Пүрэв', email: 'council2@example.com' },
  { login: 'council3', roleId: 4, firstName: 'Ганзориг', lastName: 'Түмэн', email: 'council3@example.com' },
  { login: 'applicant', roleId: 5, firstName: 'Нарантуяа', lastName: 'Очир', email: 'applicant@example.com' },
]

/** Whether the database holds an account yet, live or deleted. */
export async function hasAccounts(db: Kysely<SystemDatabase>): Promise<boolean> {
  const row = await db.selectFrom('tamga_user').select('id').limit(1).executeTakeFirst()
  return row !== undefined
}

/**
 * Creates the demo accounts that do not exist yet, all with {@link DEMO_PASSWORD}, confirmed.
 * Only for demo databases: a shared password has no place on a real server. Returns the
 * accounts it created.
 */
export async function seedDemoAccounts(db: Kysely<SystemDatabase>): Promise<readonly DemoAccount[]> {
  const existing = new Set(
    (await db.selectFrom('tamga_user').select('login').where('deleted_at', 'is', null).execute()).map((row) =>
      row.login.toLowerCase(),
    ),
  )
  const missing = DEMO_ACCOUNTS.filter((account) => !existing.has(account.login))
  if (missing.length === 0) return []
  const hash = await hashPassword(DEMO_PASSWORD)
  await db
    .insertInto('tamga_user')
    .values(
      missing.map((account) => ({
        login: account.login,
        email: account.email,
        password_hash: hash,
        first_name: account.firstName,
        last_name: account.lastName,
        role_id: account.roleId,
        confirmed: true,
      })),
    )
    .execute()
  return missing
}

/** The first super admin of a PostgreSQL database, and the password to tell the operator once. */
export interface SuperAdmin {
  login: string
  /** Set when the password was generated here: print it once, it is stored only as a hash. */
  generatedPassword: string | undefined
}

/**
 * Creates the one super admin (role 1) of a new PostgreSQL database: its password is
 * `TAMGA_ADMIN_PASSWORD` when given, otherwise generated.
 */
export async function seedSuperAdmin(db: Kysely<SystemDatabase>, password: string | undefined): Promise<SuperAdmin> {
  const generated = password === undefined ? randomBytes(18).toString('base64url') : undefined
  await db
    .insertInto('tamga_user')
    .values({
      login: 'admin',
      password_hash: await hashPassword(password ?? generated ?? ''),
      first_name: 'Super',
      last_name: 'Admin',
      role_id: 1,
      confirmed: true,
    })
    .execute()
  return { login: 'admin', generatedPassword: generated }
}
