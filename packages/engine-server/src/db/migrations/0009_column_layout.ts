import { type Kysely, sql } from 'kysely'

/**
 * Each user's own layout of each krud's grid (issue 27): the columns' order, which are hidden
 * or pinned, and their widths, one row per user and krud, gone with the user. A row of its
 * own, not a key of `tamga_user_preference`: the krud is a column, so a layout is read and
 * reset by its primary key, and every layout of a krud can be found without parsing keys.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tamga_column_layout')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('tamga_user.id').onDelete('cascade'))
    .addColumn('krud', 'text', (c) => c.notNull())
    .addColumn('layout', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tamga_column_layout_pkey', ['user_id', 'krud'])
    .execute()
}

/** Undoes {@link up}. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tamga_column_layout').execute()
}
