import { type Kysely, sql } from 'kysely'

/** The people who sign in (spec 3.13 User); accounts, sessions and resets build on it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tamga_user')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('login', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('nickname', 'text')
    .addColumn('register_no', 'text')
    .addColumn('birthday', 'date')
    .addColumn('gender', 'text', (c) => c.check(sql`gender in ('men', 'women')`))
    .addColumn('phone', 'text')
    .addColumn('mobile', 'text')
    .addColumn('note', 'text')
    .addColumn('image', 'text')
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute()
  // Logins and e-mail addresses are unique among live accounts, whatever their case.
  await sql`create unique index tamga_user_login on tamga_user (lower(login)) where deleted_at is null`.execute(db)
  await sql`create unique index tamga_user_email on tamga_user (lower(email)) where deleted_at is null and email is not null`.execute(
    db,
  )
}
