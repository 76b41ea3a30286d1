import { type Kysely, sql } from 'kysely'

/**
 * The audit log of record writes (`withCrudLog`, spec 3.7): one row per create, update, delete,
 * restore or permanent delete, written in the same transaction as the change it records.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tamga_crud_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('krud', 'text', (c) => c.notNull())
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('row_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('tamga_user.id').onDelete('set null'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute()
  await db.schema.createIndex('tamga_crud_log_row').on('tamga_crud_log').columns(['table_name', 'row_id']).execute()
}

/** Drops the table {@link up} creates. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tamga_crud_log').execute()
}
