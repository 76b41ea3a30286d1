import { type Kysely, sql } from 'kysely'

/**
 * The approval-workflow engine's tables (issue 8):
 *
 * - `tamga_process`: one per record under a workflow, with the diagram it started with; every
 *   action locks this row (`select … for update`), so actions on one record happen one at a time.
 * - `tamga_process_step`: the step records (spec 3.1), open while `is_done` is 0.
 * - `tamga_status_history`: what was done (spec 3.3), append-only: a trigger refuses UPDATE,
 *   DELETE and TRUNCATE, so no one, not even the server, rewrites the history.
 * - `tamga_vote`: a council member's place in a vote (spec 3.4); a vote once cast cannot be
 *   changed or removed (a trigger again).
 *
 * People are kept by id without foreign keys in the history and the votes: removing a user for
 * good must not rewrite (or be blocked by) what they did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tamga_process')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('workflow', 'text', (c) => c.notNull())
    .addColumn('krud', 'text', (c) => c.notNull())
    .addColumn('row_id', 'text', (c) => c.notNull())
    .addColumn('diagram', 'jsonb', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_type', 'text', (c) => c.notNull())
    .addColumn('action_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('tamga_process_record', ['krud', 'row_id'])
    .execute()

  await db.schema
    .createTable('tamga_process_step')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('process_id', 'integer', (c) => c.notNull().references('tamga_process.id'))
    .addColumn('row_id', 'text', (c) => c.notNull())
    .addColumn('role_id', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_type', 'text', (c) => c.notNull())
    .addColumn('status_id', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('is_subject_changeable', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_read_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_signature_needed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('description', 'text')
    .addColumn('is_done', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`is_done in (0, 1)`))
    .addColumn('signature', 'text')
    .addColumn('step_data', 'jsonb', (c) => c.notNull())
    .addColumn('action_num', 'integer', (c) => c.notNull())
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('opened_by', 'integer')
    .addColumn('done_at', 'timestamptz')
    .addColumn('done_by', 'integer')
    .addColumn('port', 'text')
    .addColumn('status_action', 'text')
    .addColumn('due_date', 'date')
    .execute()
  await db.schema
    .createIndex('tamga_process_step_process')
    .on('tamga_process_step')
    .columns(['process_id', 'id'])
    .execute()
  // The waiting list looks open steps up by user and by role; the overdue list by date.
  await sql`create index tamga_process_step_open_user on tamga_process_step (user_id) where is_done = 0`.execute(db)
  await sql`create index tamga_process_step_open_role on tamga_process_step (role_id) where is_done = 0 and user_id is null`.execute(
    db,
  )
  await sql`create index tamga_process_step_open_due on tamga_process_step (due_date) where is_done = 0 and due_date is not null`.execute(
    db,
  )

  await db.schema
    .createTable('tamga_status_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('process_id', 'integer', (c) => c.notNull().references('tamga_process.id'))
    .addColumn('step_id', 'integer', (c) => c.notNull().references('tamga_process_step.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_type', 'text', (c) => c.notNull())
    .addColumn('status_action', 'text')
    .addColumn('is_done', 'smallint', (c) => c.notNull().check(sql`is_done in (0, 1)`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('description', 'text')
    .addColumn('action_num', 'integer', (c) => c.notNull())
    .addColumn('signature', 'text')
    .addColumn('user_id', 'integer')
    .addColumn('role_id', 'integer')
    .execute()
  await db.schema
    .createIndex('tamga_status_history_process')
    .on('tamga_status_history')
    .columns(['process_id', 'id'])
    .execute()
  await sql`create function tamga_status_history_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'tamga_status_history is append-only: % is refused', tg_op using errcode = '55000';
    end $$`.execute(db)
  await sql`create trigger tamga_status_history_append_only before update or delete on tamga_status_history
    for each row execute function tamga_status_history_append_only()`.execute(db)
  await sql`create trigger tamga_status_history_no_truncate before truncate on tamga_status_history
    for each statement execute function tamga_status_history_append_only()`.execute(db)

  await db.schema
    .createTable('tamga_vote')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('step_id', 'integer', (c) => c.notNull().references('tamga_process_step.id'))
    .addColumn('process_id', 'integer', (c) => c.notNull().references('tamga_process.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('approve', 'smallint', (c) => c.check(sql`approve in (0, 1)`))
    .addColumn('recreate', 'smallint', (c) => c.check(sql`recreate in (0, 1)`))
    .addColumn('voted', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`voted in (0, 1)`))
    .addColumn('description', 'text')
    .addColumn('signature_image', 'text')
    .addColumn('signature_date', 'timestamptz')
    .addUniqueConstraint('tamga_vote_member', ['step_id', 'user_id'])
    .execute()
  await sql`create index tamga_vote_waiting on tamga_vote (user_id) where voted = 0`.execute(db)
  await sql`create function tamga_vote_cast_once() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' or old.voted = 1 then
        raise exception 'tamga_vote: a cast vote cannot be changed or removed' using errcode = '55000';
      end if;
      return new;
    end $$`.execute(db)
  await sql`create trigger tamga_vote_cast_once before update or delete on tamga_vote
    for each row execute function tamga_vote_cast_once()`.execute(db)
}

/** Undoes {@link up}. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tamga_vote').execute()
  await sql`drop function tamga_vote_cast_once()`.execute(db)
  await db.schema.dropTable('tamga_status_history').execute()
  await sql`drop function tamga_status_history_append_only()`.execute(db)
  await db.schema.dropTable('tamga_process_step').execute()
  await db.schema.dropTable('tamga_process').execute()
}
