import { type Kysely, sql } from 'kysely'

/** Documents with their history, the log of schema changes, and instance settings. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tamga_document')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text')
    .addPrimaryKeyConstraint('tamga_document_pkey', ['kind', 'name'])
    .execute()
  await db.schema
    .createTable('tamga_document_history')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer')
    .addColumn('body', 'jsonb')
    .addColumn('change', 'text', (c) => c.notNull().check(sql`change in ('create', 'update', 'delete', 'restore')`))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('changed_by', 'text')
    .addUniqueConstraint('tamga_document_history_revision', ['kind', 'name', 'revision'])
    .execute()
  await db.schema
    .createTable('tamga_schema_change')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('statements', 'jsonb', (c) => c.notNull())
    .addColumn('destructive', 'boolean', (c) => c.notNull())
    .addColumn('confirmed_by', 'text')
    .addColumn('reason', 'text')
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createTable('tamga_setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}
