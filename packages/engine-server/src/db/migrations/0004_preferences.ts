import { type Kysely, sql } from 'kysely'

/**
 * Per-user preferences (the saved tabs of spec 3.8, keyed so later settings need no migration)
 * and the browsers' web-push subscriptions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tamga_user_preference')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('tamga_user.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tamga_user_preference_pkey', ['user_id', 'key'])
    .execute()

  await db.schema
    .createTable('tamga_push_subscription')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('tamga_user.id').onDelete('cascade'))
    // One browser subscription has one endpoint: it belongs to whoever subscribed in it last.
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('tamga_push_subscription_user').on('tamga_push_subscription').column('user_id').execute()
}

/** Drops the tables {@link up} creates. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tamga_push_subscription').execute()
  await db.schema.dropTable('tamga_user_preference').execute()
}
