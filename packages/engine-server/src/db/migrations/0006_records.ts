import { type Kysely, sql } from 'kysely'

/**
 * What the records engine keeps besides the rows: the searches users save per krud (a grid's
 * `savedSearch`), and on an upload the krud and form field it was made for, so that whoever may
 * read that krud's records may read the file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tamga_saved_search')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('tamga_user.id').onDelete('cascade'))
    .addColumn('krud', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('query', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('tamga_saved_search_name', ['user_id', 'krud', 'name'])
    .execute()
  await db.schema.alterTable('tamga_upload').addColumn('krud', 'text').execute()
  await db.schema.alterTable('tamga_upload').addColumn('field', 'text').execute()
}

/** Undoes {@link up}. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tamga_upload').dropColumn('field').execute()
  await db.schema.alterTable('tamga_upload').dropColumn('krud').execute()
  await db.schema.dropTable('tamga_saved_search').execute()
}
