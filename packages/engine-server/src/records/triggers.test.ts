import { type FormDocument, formKind, type GridDocument } from '@tamga/schema'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TamgaDatabase } from '../db/database.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { tamgaError } from '../http/errors.ts'
import { applyModelChanges } from '../models/apply.ts'
import { planModelChanges } from '../models/plan.ts'
import { validModel } from '../models/testing.ts'
import { createChangeHub, type RecordChange } from './changes.ts'
import { createRow, deleteRow, type RowTarget, updateRow } from './rowOperations.ts'
import { TriggerRegistry } from './triggers.ts'

const model = validModel({
  kind: 'model',
  version: 1,
  name: 'trg_note',
  table: 'trg_note',
  columns: [
    { name: 'id', type: 'integer', default: { named: 'identity' } },
    { name: 'body', type: 'text' },
    { name: 'stamp', type: 'text', nullable: true },
    { name: 'created_by', type: 'integer', nullable: true },
  ],
  primaryKey: ['id'],
})

const side = validModel({
  kind: 'model',
  version: 1,
  name: 'trg_side',
  table: 'trg_side',
  columns: [
    { name: 'id', type: 'integer', default: { named: 'identity' } },
    { name: 'note', type: 'text' },
  ],
  primaryKey: ['id'],
})

function formWith(triggers: FormDocument['triggers']): FormDocument {
  return {
    ...formKind.example,
    name: 'trg_note',
    model: 'trg_note',
    identity: 'id',
    triggers,
    fields: [{ name: 'body', widget: 'text', required: true }],
    layout: undefined,
  } as FormDocument
}

const grid = {
  kind: 'grid',
  version: 1,
  name: 'trg_note',
  model: 'trg_note',
  identity: 'id',
  columns: [{ field: 'body' }],
  triggers: { namespace: 'Notes/Triggers', beforeDelete: 'keepPinned', afterDelete: 'recordDeletion' },
} as GridDocument

describe.each(testBackends())('trigger methods around writes on $name', (backend) => {
  const testDatabase = useMigratedDatabase(backend)
  let database: TamgaDatabase
  let userId: number
  const missing: string[] = []
  const registry = new TriggerRegistry((namespace, method) => missing.push(`${namespace}::${method}`))
  const changes: RecordChange[] = []
  const hub = createChangeHub()
  hub.listen((change) => changes.push(change))

  registry.register('Notes\\Triggers', {
    stamp(context) {
      context.values.stamp = `by ${context.userId}`
    },
    async writeSideThenFail(context) {
      await sql`insert into trg_side (note) values (${String(context.after?.id)})`.execute(context.trx)
      throw tamgaError('VALIDATION_FAILED', { issues: [], in: 'body' })
    },
    keepPinned(context) {
      if (context.before?.body === 'pinned') throw tamgaError('FORBIDDEN')
    },
    async recordDeletion(context) {
      await sql`insert into trg_side (note) values (${`deleted ${String(context.before?.id)}`})`.execute(context.trx)
    },
  })

  const target = (): RowTarget => ({
    krud: 'notes',
    model,
    grid,
    conditions: [],
    userId,
    log: true,
    triggers: registry,
    changes: hub,
  })
  const count = async (table: string, where = sql`true`) =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(database.db))
        .rows[0]?.n,
    )

  beforeAll(async () => {
    database = testDatabase()
    await applyModelChanges(database.db, await planModelChanges(database.db, [model, side]))
    const user = await database.db
      .insertInto('tamga_user')
      .values({ login: 'trg-writer', password_hash: 'x', role_id: 1 } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
    userId = user.id
  })
  afterAll(async () => {
    await database.db.schema.dropTable('trg_note').ifExists().execute()
    await database.db.schema.dropTable('trg_side').ifExists().execute()
  })

  it('lets a before-insert method change the values written, under any spelling of its namespace', async () => {
    const row = await createRow(
      database.db,
      target(),
      formWith({ namespace: 'Notes.Triggers', beforeInsert: 'stamp' }),
      {
        body: 'hello',
      },
    )
    expect(row.stamp).toBe(`by ${userId}`)
  })

  it('rolls the row, the method’s own writes and the audit row back when an after-insert method fails', async () => {
    const notes = await count('trg_note')
    const sides = await count('trg_side')
    const logs = await count('tamga_crud_log', sql`table_name = 'trg_note'`)
    const before = changes.length
    await expect(
      createRow(database.db, target(), formWith({ namespace: 'Notes\\Triggers', afterInsert: 'writeSideThenFail' }), {
        body: 'lost',
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(await count('trg_note')).toBe(notes)
    expect(await count('trg_side')).toBe(sides)
    expect(await count('tamga_crud_log', sql`table_name = 'trg_note'`)).toBe(logs)
    expect(changes.length).toBe(before)
  })

  it('fills created_by with the built-in Tamga setCreatedBy method', async () => {
    const row = await createRow(database.db, target(), formWith({ namespace: 'Tamga', beforeInsert: 'setCreatedBy' }), {
      body: 'mine',
    })
    expect(row.created_by).toBe(userId)
  })

  it('runs the update methods with the row before the change', async () => {
    const form = formWith({ namespace: 'Notes\\Triggers', beforeUpdate: 'stamp' })
    const row = await createRow(database.db, target(), formWith(undefined), { body: 'plain' })
    const updated = await updateRow(database.db, target(), form, row.id as number, String(row._version), {
      body: 'changed',
    })
    expect(updated).toMatchObject({ body: 'changed', stamp: `by ${userId}` })
  })

  it('keeps a row a before-delete method refuses, and writes the after-delete method’s row with the delete', async () => {
    const pinned = await createRow(database.db, target(), formWith(undefined), { body: 'pinned' })
    await expect(deleteRow(database.db, target(), pinned.id as number)).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect(await count('trg_note', sql`id = ${pinned.id}`)).toBe(1)

    const plain = await createRow(database.db, target(), formWith(undefined), { body: 'goes' })
    await deleteRow(database.db, target(), plain.id as number)
    expect(await count('trg_note', sql`id = ${plain.id}`)).toBe(0)
    expect(await count('trg_side', sql`note = ${`deleted ${String(plain.id)}`}`)).toBe(1)
  })

  it('tells the change hub of committed writes only', async () => {
    const before = changes.length
    const row = await createRow(database.db, target(), formWith(undefined), { body: 'told' })
    await deleteRow(database.db, target(), row.id as number)
    expect(changes.slice(before).map((change) => [change.action, change.id, change.model])).toEqual([
      ['insert', String(row.id), 'trg_note'],
      ['delete', String(row.id), 'trg_note'],
    ])
  })

  it('writes without a method no registration names, and reports the name once', async () => {
    const form = formWith({ namespace: 'Elsewhere', afterInsert: 'notImplementedHere' })
    await createRow(database.db, target(), form, { body: 'one' })
    await createRow(database.db, target(), form, { body: 'two' })
    expect(missing.filter((name) => name === 'Elsewhere::notImplementedHere')).toHaveLength(1)
  })
})
