import { type FormDocument, formKind, type GridDocument } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TamgaDatabase } from '../db/database.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { applyModelChanges } from '../models/apply.ts'
import { planModelChanges } from '../models/plan.ts'
import { validModel } from '../models/testing.ts'
import { createRow, type RowTarget, readRow, updateRow } from './rowOperations.ts'

const model = validModel({
  kind: 'model',
  version: 1,
  name: 'rec_order',
  table: 'rec_order',
  columns: [
    { name: 'id', type: 'integer', default: { named: 'identity' } },
    { name: 'price', type: { name: 'numeric', precision: 12, scale: 2 } },
    { name: 'quantity', type: 'integer' },
    { name: 'total', type: { name: 'numeric', precision: 14, scale: 2 }, nullable: true },
  ],
  primaryKey: ['id'],
})

const form = {
  ...formKind.example,
  name: 'rec_order',
  model: 'rec_order',
  fields: [
    { name: 'price', widget: 'number', required: true },
    { name: 'quantity', widget: 'number', required: true },
    { name: 'total', widget: 'number', formula: 'price * quantity' },
  ],
  layout: undefined,
} as FormDocument

const grid = {
  kind: 'grid',
  version: 1,
  name: 'rec_order',
  model: 'rec_order',
  identity: 'id',
  columns: [{ field: 'price' }],
} as GridDocument

describe.each(testBackends())('record writes on $name', (backend) => {
  const testDatabase = useMigratedDatabase(backend)
  let database: TamgaDatabase
  let target: RowTarget
  beforeAll(async () => {
    database = testDatabase()
    await applyModelChanges(database.db, await planModelChanges(database.db, [model]))
    const user = await database.db
      .insertInto('tamga_user')
      .values({ login: 'rec-writer', password_hash: 'x', role_id: 1 } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
    target = { krud: 'orders', model, grid, conditions: [], userId: user.id, log: true }
  })
  afterAll(async () => {
    await database.db.schema.dropTable('rec_order').ifExists().execute()
  })

  it('computes formula fields on create and again from the stored values on a partial update', async () => {
    const created = await createRow(database.db, target, form, { price: 1500, quantity: 3, total: 1 })
    expect(Number(created.total)).toBe(4500)
    const id = created.id as number
    const updated = await updateRow(database.db, target, form, id, String(created._version), { quantity: 4 })
    expect(Number(updated.total)).toBe(6000)
    expect(Number((await readRow(database.db, target, id)).total)).toBe(6000)
  })

  it('writes nothing when the form refuses the values', async () => {
    const before = await database.db
      .selectFrom('rec_order' as never)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    await expect(createRow(database.db, target, form, { price: 'many' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    })
    const after = await database.db
      .selectFrom('rec_order' as never)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number((after as { n: unknown }).n)).toBe(Number((before as { n: unknown }).n))
  })
})
