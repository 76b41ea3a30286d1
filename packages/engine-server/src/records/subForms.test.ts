import { type FormDocument, formKind, type GridDocument, type ModelDocument } from '@tamga/schema'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TamgaDatabase } from '../db/database.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { applyModelChanges } from '../models/apply.ts'
import { planModelChanges } from '../models/plan.ts'
import { validModel } from '../models/testing.ts'
import { createRow, type RowTarget, readRow, readSubFormRows, updateRow } from './rowOperations.ts'

const invoice = validModel({
  kind: 'model',
  version: 1,
  name: 'sub_invoice',
  table: 'sub_invoice',
  columns: [
    { name: 'id', type: 'integer', default: { named: 'identity' } },
    { name: 'customer', type: 'text' },
    { name: 'total', type: { name: 'numeric', precision: 14, scale: 2 }, nullable: true },
    { name: 'lines_count', type: 'integer', nullable: true },
  ],
  primaryKey: ['id'],
})

const line = validModel({
  kind: 'model',
  version: 1,
  name: 'sub_line',
  table: 'sub_line',
  softDelete: true,
  columns: [
    { name: 'id', type: 'integer', default: { named: 'identity' } },
    { name: 'invoice_id', type: 'integer' },
    { name: 'item', type: 'text' },
    { name: 'price', type: { name: 'numeric', precision: 12, scale: 2 } },
    { name: 'quantity', type: 'integer' },
    { name: 'amount', type: { name: 'numeric', precision: 14, scale: 2 }, nullable: true },
    { name: 'deleted_at', type: 'timestamptz', nullable: true },
  ],
  primaryKey: ['id'],
})

const lineForm = {
  ...formKind.example,
  name: 'sub_line_form',
  model: 'sub_line',
  identity: 'id',
  triggers: undefined,
  fields: [
    { name: 'item', widget: 'text', required: true },
    { name: 'price', widget: 'number', required: true },
    { name: 'quantity', widget: 'number', required: true, rules: [{ type: 'min', value: 1 }] },
    { name: 'amount', widget: 'number', formula: 'price * quantity' },
  ],
  layout: undefined,
} as unknown as FormDocument

function invoiceForm(settings: Record<string, unknown> = {}): FormDocument {
  return {
    ...formKind.example,
    name: 'sub_invoice_form',
    model: 'sub_invoice',
    identity: 'id',
    triggers: undefined,
    fields: [
      { name: 'customer', widget: 'text', required: true },
      {
        name: 'lines',
        widget: 'sub-form',
        subForm: { form: 'sub_line_form', connectionField: 'invoice_id', ...settings },
      },
      { name: 'total', widget: 'number', consolidation: { subForm: 'lines', column: 'amount', aggregate: 'sum' } },
      {
        name: 'lines_count',
        widget: 'number',
        consolidation: { subForm: 'lines', column: 'id', aggregate: 'count' },
      },
    ],
    layout: undefined,
  } as unknown as FormDocument
}

const grid = {
  kind: 'grid',
  version: 1,
  name: 'sub_invoice',
  model: 'sub_invoice',
  identity: 'id',
  columns: [{ field: 'customer' }],
} as GridDocument

describe.each(testBackends())('sub-form rows saved with their record on $name', (backend) => {
  const testDatabase = useMigratedDatabase(backend)
  let database: TamgaDatabase
  let target: RowTarget
  const models = new Map<string, ModelDocument>([
    ['sub_invoice', invoice],
    ['sub_line', line],
  ])

  beforeAll(async () => {
    database = testDatabase()
    await applyModelChanges(database.db, await planModelChanges(database.db, [invoice, line]))
    const user = await database.db
      .insertInto('tamga_user')
      .values({ login: 'sub-writer', password_hash: 'x', role_id: 1 } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
    target = {
      krud: 'invoices',
      model: invoice,
      grid,
      conditions: [],
      userId: user.id,
      log: true,
      documents: {
        form: (name) => (name === 'sub_line_form' ? lineForm : undefined),
        model: (name) => models.get(name),
      },
    }
  })
  afterAll(async () => {
    await database.db.schema.dropTable('sub_line').ifExists().execute()
    await database.db.schema.dropTable('sub_invoice').ifExists().execute()
  })

  const liveLines = async (invoiceId: unknown) =>
    (
      await sql<{
        id: number
        item: string
        quantity: number
        amount: string
      }>`select id, item, quantity, amount from sub_line where invoice_id = ${invoiceId} and deleted_at is null order by id`.execute(
        database.db,
      )
    ).rows

  it('creates the record and its rows in one go, with the rows’ formulas and the record’s consolidations', async () => {
    const created = await createRow(database.db, target, invoiceForm(), {
      customer: 'Bold',
      lines: [
        { item: 'Morin khuur', price: 1000, quantity: 2 },
        { item: 'Deel', price: 500, quantity: 1 },
      ],
    })
    expect(Number(created.total)).toBe(2500)
    expect(created.lines_count).toBe(2)
    expect((await liveLines(created.id)).map((row) => Number(row.amount))).toEqual([2000, 500])
  })

  it('saves a changed list as a diff: untouched rows keep their identity and are not written', async () => {
    const created = await createRow(database.db, target, invoiceForm(), {
      customer: 'Saraa',
      lines: [
        { item: 'keep', price: 10, quantity: 1 },
        { item: 'change', price: 10, quantity: 1 },
        { item: 'remove', price: 10, quantity: 1 },
      ],
    })
    const [keep, change, remove] = await liveLines(created.id)
    const updated = await updateRow(
      database.db,
      target,
      invoiceForm(),
      created.id as number,
      String(created._version),
      {
        lines: [
          { id: keep?.id, item: 'keep', price: 10, quantity: 1 },
          { id: change?.id, item: 'change', price: 10, quantity: 5 },
          { item: 'new', price: 1, quantity: 3 },
        ],
      },
    )
    const after = await liveLines(created.id)
    expect(after.map((row) => row.item)).toEqual(['keep', 'change', 'new'])
    expect(after[0]?.id).toBe(keep?.id)
    expect(after[1]?.id).toBe(change?.id)
    expect(Number(updated.total)).toBe(10 + 50 + 3)
    // The removed row went to the deleted list; the untouched one has no update in the log.
    const removed = await sql<{
      deleted_at: unknown
    }>`select deleted_at from sub_line where id = ${remove?.id}`.execute(database.db)
    expect(removed.rows[0]?.deleted_at).not.toBeNull()
    const logged = await sql<{ row_id: string; action: string }>`
      select row_id, action from tamga_crud_log where table_name = 'sub_line' and action <> 'create'
      and row_id in (${String(keep?.id)}, ${String(change?.id)}, ${String(remove?.id)}) order by id`.execute(
      database.db,
    )
    expect(logged.rows).toEqual([
      { row_id: String(change?.id), action: 'update' },
      { row_id: String(remove?.id), action: 'delete' },
    ])
  })

  it('reads the live rows back under the sub-form field, in the order they were added, only the child form’s fields', async () => {
    const created = await createRow(database.db, target, invoiceForm(), {
      customer: 'Dorj',
      lines: [
        { item: 'first', price: 3, quantity: 1 },
        { item: 'second', price: 4, quantity: 2 },
        { item: 'third', price: 5, quantity: 1 },
      ],
    })
    const [first, second, third] = await liveLines(created.id)
    await updateRow(database.db, target, invoiceForm(), created.id as number, String(created._version), {
      lines: [
        { id: first?.id, item: 'first', price: 3, quantity: 1 },
        { id: third?.id, item: 'third', price: 5, quantity: 1 },
      ],
    })
    const read = await readSubFormRows(
      database.db,
      target,
      invoiceForm(),
      await readRow(database.db, target, created.id as number),
    )
    expect(Object.keys(read)).toEqual(['lines'])
    expect(read.lines?.map((row) => [row.id, row.item, Number(row.amount)])).toEqual([
      [first?.id, 'first', 3],
      [third?.id, 'third', 5],
    ])
    expect(read.lines?.map((row) => row.id)).not.toContain(second?.id)
    expect(Object.keys(read.lines?.[0] ?? {}).sort()).toEqual(['amount', 'id', 'item', 'price', 'quantity'])
  })

  it('refuses a bad row at its place and writes nothing of the record or its rows', async () => {
    const before = await sql<{ n: string }>`select count(*) as n from sub_invoice`.execute(database.db)
    await expect(
      createRow(database.db, target, invoiceForm(), {
        customer: 'Nobody',
        lines: [
          { item: 'fine', price: 1, quantity: 1 },
          { item: 'bad', price: 1, quantity: 'many' },
        ],
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', details: { issues: [{ path: '/lines/1/quantity' }] } })
    const after = await sql<{ n: string }>`select count(*) as n from sub_invoice`.execute(database.db)
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n)
  })

  it('keeps the document’s limits: no removal when deleting is off, no foreign rows', async () => {
    const created = await createRow(database.db, target, invoiceForm(), {
      customer: 'Tuya',
      lines: [
        { item: 'a', price: 1, quantity: 1 },
        { item: 'b', price: 1, quantity: 1 },
      ],
    })
    const [first] = await liveLines(created.id)
    await expect(
      updateRow(
        database.db,
        target,
        invoiceForm({ disableDelete: true }),
        created.id as number,
        String(created._version),
        {
          lines: [{ id: first?.id, item: 'a', price: 1, quantity: 1 }],
        },
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' })
    await expect(
      updateRow(database.db, target, invoiceForm(), created.id as number, String(created._version), {
        lines: [{ id: 999_999, item: 'x', price: 1, quantity: 1 }],
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', details: { issues: [{ path: '/lines/0/id' }] } })
    expect(await liveLines(created.id)).toHaveLength(2)
    expect((await readRow(database.db, target, created.id as number))._version).toBe(created._version)
  })
})
