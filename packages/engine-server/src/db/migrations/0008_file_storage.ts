import { type Kysely, sql } from 'kysely'

/**
 * The shared file storage on PostgreSQL (issue 26), used when no object store is configured:
 *
 * - `tamga_file`: one row per storage key, naming the stored version (`id`) with its size and
 *   SHA-256. Replacing a key's bytes makes a new version; readers of the old one see it whole
 *   or are told it went.
 * - `tamga_file_chunk`: the version's bytes in pieces of a quarter megabyte, in order of `seq`,
 *   removed with their version. They are stored uncompressed out of line: uploads are mostly
 *   images and PDFs, compressed already, and PostgreSQL would only spend time trying.
 *
 * The tables exist on the embedded database too, where the data folder keeps the files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tamga_file')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('chunk_size', 'integer', (c) => c.notNull().check(sql`chunk_size > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createTable('tamga_file_chunk')
    .addColumn('file_id', 'text', (c) => c.notNull().references('tamga_file.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull().check(sql`seq >= 0`))
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('tamga_file_chunk_pkey', ['file_id', 'seq'])
    .execute()
  await sql`alter table tamga_file_chunk alter column bytes set storage external`.execute(db)
}

/** Undoes {@link up}. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tamga_file_chunk').execute()
  await db.schema.dropTable('tamga_file').execute()
}
