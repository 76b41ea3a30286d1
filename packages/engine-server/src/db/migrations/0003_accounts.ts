import { type Kysely, sql } from 'kysely'

/**
 * Accounts: sessions (revocable on every instance), sign-in failures for lockout, password
 * reset codes, extra roles, organisations (spec 3.10), notifications and uploaded files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tamga_session')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('tamga_user.id').onDelete('cascade'))
    // Only a hash of the token is kept: a leaked table does not sign anyone in.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('active_role_id', 'integer', (c) => c.notNull())
    .addColumn('remember', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute()
  await db.schema.createIndex('tamga_session_user').on('tamga_session').column('user_id').execute()

  await db.schema
    .createTable('tamga_login_attempt')
    // 'login:<lower-case login>' or 'ip:<address>': failures are counted per login and per address.
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_failure_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_failure_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .execute()

  await db.schema
    .createTable('tamga_password_reset')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('tamga_user.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('tamga_password_reset_user').on('tamga_password_reset').column('user_id').execute()

  await db.schema
    .createTable('tamga_user_role')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('tamga_user.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('tamga_user_role_pkey', ['user_id', 'role_id'])
    .execute()

  await db.schema
    .createTable('tamga_org_type')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('tamga_organization')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text')
    .addColumn('org_type_id', 'integer', (c) => c.references('tamga_org_type.id').onDelete('set null'))
    .addColumn('parent_id', 'integer', (c) => c.references('tamga_organization.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute()
  await db.schema
    .createTable('tamga_user_organization')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('tamga_user.id').onDelete('cascade'))
    .addColumn('org_id', 'integer', (c) => c.notNull().references('tamga_organization.id').onDelete('cascade'))
    .addColumn('is_main', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('tamga_user_organization_pkey', ['user_id', 'org_id'])
    .execute()

  await db.schema
    .createTable('tamga_notification')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('tamga_user.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('link', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute()
  await sql`create index tamga_notification_unread on tamga_notification (user_id, created_at desc) where read_at is null`.execute(
    db,
  )

  await db.schema
    .createTable('tamga_upload')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'integer', (c) => c.references('tamga_user.id').onDelete('set null'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    // Where the storage keeps the bytes (a relative key under DATA_DIR/uploads, or an object key).
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  // Bumped by every document write: caches of compiled permissions compare it at each request.
  await sql`insert into tamga_setting (key, value) values ('documents_version', '0'::jsonb) on conflict do nothing`.execute(
    db,
  )
}
