import { type FormDocument, formKind, type GridDocument } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TamgaDatabase } from '../db/database.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { applyModelChanges } from '../models/apply.ts'
import { planModelChanges } from '../models/plan.ts'
import { validModel } from '../models/testing.ts'
import { createRow, insertRows, type RowTarget, readRow, updateRow } from './rowOperations.ts'

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
    { name: 'org_id', type: 'integer', nullable: true },
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
    { name: 'org_id', widget: 'number' },
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

  it('refuses to file or move a record outside the organisations a role’s row condition allows', async () => {
    const [mine, theirs] = await database.db
      .insertInto('tamga_organization')
      .values([{ name: 'Mine' }, { name: 'Theirs' }])
      .returning('id')
      .execute()
    await database.db
      .insertInto('tamga_user_organization')
      .values({ user_id: target.userId, org_id: mine?.id ?? 0 })
      .execute()
    const scoped: RowTarget = { ...target, conditions: [{ type: 'user-organizations', column: 'org_id' }] }
    const count = async () =>
      Number(
        (
          (await database.db
            .selectFrom('rec_order' as never)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()) as { n: unknown }
        ).n,
      )
    const before = await count()
    await expect(
      createRow(database.db, scoped, form, { price: 1, quantity: 1, org_id: theirs?.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' })
    await expect(
      database.db.transaction().execute((trx) =>
        insertRows(trx, scoped, form, [
          { price: 1, quantity: 1, org_id: mine?.id },
          { price: 1, quantity: 1, org_id: theirs?.id },
        ]),
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect(await count()).toBe(before)

    const own = await createRow(database.db, scoped, form, { price: 1, quantity: 1, org_id: mine?.id })
    await expect(
      updateRow(database.db, scoped, form, own.id as number, String(own._version), { org_id: theirs?.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect((await readRow(database.db, scoped, own.id as number)).org_id).toBe(mine?.id)
  })
})
