import type { ModelDocument } from '@tamga/schema'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrateSystemTables, type TamgaDatabase } from '../db/database.ts'
import { testBackends } from '../db/testing.ts'
import { applyModelChanges, DestructiveChangeError } from './apply.ts'
import { type ActualRelation, readDatabaseState } from './introspect.ts'
import { type ModelChange, type PlanOptions, planModelChanges } from './plan.ts'
import { validModel } from './testing.ts'

/** A small registry table the cases below change one way or another. */
function donation(
  change: (document: Record<string, unknown> & { columns: Array<Record<string, unknown>> }) => void = () => {},
) {
  const document = {
    kind: 'model',
    version: 1,
    name: 'donation',
    table: 'donation',
    columns: [
      { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
      { name: 'donor', type: { name: 'varchar', length: 40 }, nullable: false },
      { name: 'note', type: 'text' },
      { name: 'amount', type: { name: 'numeric', precision: 10, scale: 2 } },
      { name: 'pieces', type: 'integer' },
      { name: 'received_on', type: 'date', default: { value: '2026-01-01' } },
    ],
    primaryKey: ['id'],
    timestamps: true,
  }
  change(document)
  return validModel(document)
}

const confirmation = { by: 'admin', reason: 'The council asked for the change on 2026-11-21' }

const kinds = (changes: readonly ModelChange[]) => changes.map((change) => `${change.kind} ${change.table}`)

describe.each(testBackends())('applying model changes on $name', (backend) => {
  let database: TamgaDatabase
  beforeEach(async () => {
    database = await backend.open()
    await migrateSystemTables(database.db)
    await applyModelChanges(database.db, await planModelChanges(database.db, [donation()]))
    await sql`insert into donation (donor, note, amount, pieces)
              values ('Бат-Эрдэнэ', 'Морин хуурын сургалтад', 125000.50, 3),
                     ('Оюунчимэг', null, 98000, 1)`.execute(database.db)
  })
  afterEach(async () => {
    await database.close()
  })

  const rows = async () =>
    (await sql<Record<string, unknown>>`select * from donation order by id`.execute(database.db)).rows.map(
      ({ created_at: _created, updated_at: _updated, ...rest }) => rest,
    )
  const table = async (name = 'donation'): Promise<ActualRelation | undefined> =>
    (await readDatabaseState(database.db)).relations.get(name)
  const log = () => database.db.selectFrom('tamga_schema_change').selectAll().orderBy('id').execute()
  const plan = (models: ModelDocument[], options?: PlanOptions) => planModelChanges(database.db, models, options)

  it('logs the creation of a table as an additive change', async () => {
    const entries = await log()
    expect(entries.map((entry) => [entry.model, entry.destructive, entry.confirmed_by, entry.reason])).toEqual([
      ['donation', false, null, null],
    ])
    expect(entries[0]?.statements[0]).toMatch(/^create table "donation" \(/)
  })

  it('adds columns, widens types, relaxes NOT NULL and adds an index without confirmation, keeping the data', async () => {
    const before = await rows()
    const widened = donation((document) => {
      document.columns[1] = { name: 'donor', type: { name: 'varchar', length: 120 } }
      document.columns[2] = { name: 'note', type: 'text', comment: 'What the donor asked the money to go to' }
      document.columns[3] = { name: 'amount', type: { name: 'numeric', precision: 14, scale: 2 } }
      document.columns[4] = { name: 'pieces', type: 'bigint', default: { value: 1 } }
      document.columns.push(
        { name: 'channel', type: { name: 'varchar', length: 20 }, nullable: false, default: { value: 'cash' } },
        { name: 'receipt', type: 'uuid', unique: true },
      )
      document.indexes = [{ columns: ['donor'] }]
    })
    const changes = (await plan([widened])).changes
    expect(changes.map((change) => change.kind)).toEqual([
      'widen-column',
      'drop-not-null',
      'widen-column',
      'widen-column',
      'set-default',
      'add-column',
      'add-column',
      'set-comment',
      'add-unique',
      'add-index',
    ])
    expect(changes.every((change) => !change.destructive)).toBe(true)

    await applyModelChanges(database.db, await plan([widened]))
    expect(await rows()).toEqual(before.map((row) => ({ ...row, channel: 'cash', receipt: null })))
    const donationTable = await table()
    expect(donationTable?.columns.find((column) => column.name === 'donor')).toMatchObject({
      formatted: 'character varying(120)',
      notNull: false,
    })
    expect(donationTable?.indexes.map((index) => index.name)).toEqual(['donation_donor_idx'])
    expect(await plan([widened])).toEqual({ changes: [], issues: [] })
    const entries = await log()
    expect(entries).toHaveLength(1 + changes.length)
    expect(entries.every((entry) => !entry.destructive && entry.confirmed_by === null)).toBe(true)
  })

  it('adds a NOT NULL column without a default to a filled table as a destructive step of its own', async () => {
    const withCode = donation((document) => {
      document.columns.push({ name: 'code', type: { name: 'varchar', length: 10 }, nullable: false })
    })
    const changes = (await plan([withCode])).changes
    expect(changes.map((change) => [change.kind, change.destructive])).toEqual([
      ['add-column', false],
      ['set-not-null', true],
    ])
    await sql`delete from donation`.execute(database.db)
    expect((await plan([withCode])).changes.map((change) => [change.kind, change.destructive])).toEqual([
      ['add-column', false],
    ])
  })

  const destructiveCases: Array<{
    name: string
    models: () => ModelDocument[]
    options?: PlanOptions
    expected: string[]
    /** The rows read the same after the change (their values fit the new definition). */
    keepsRows?: boolean
    unchanged: (relation: ActualRelation | undefined, other: ActualRelation | undefined) => void
    changed: (relation: ActualRelation | undefined, other: ActualRelation | undefined) => void
  }> = [
    {
      name: 'dropping a column (prune)',
      models: () => [donation((document) => document.columns.splice(2, 1))],
      options: { prune: true },
      expected: ['drop-column donation'],
      unchanged: (relation) => expect(relation?.columns.map((column) => column.name)).toContain('note'),
      changed: (relation) => expect(relation?.columns.map((column) => column.name)).not.toContain('note'),
    },
    {
      name: 'narrowing a varchar',
      models: () => [
        donation((document) => {
          document.columns[1] = { name: 'donor', type: { name: 'varchar', length: 12 }, nullable: false }
        }),
      ],
      expected: ['change-column-type donation'],
      keepsRows: true,
      unchanged: (relation) =>
        expect(relation?.columns.find((column) => column.name === 'donor')?.formatted).toBe('character varying(40)'),
      changed: (relation) =>
        expect(relation?.columns.find((column) => column.name === 'donor')?.formatted).toBe('character varying(12)'),
    },
    {
      name: 'making a nullable column NOT NULL',
      models: () => [
        donation((document) => {
          document.columns[4] = { name: 'pieces', type: 'integer', nullable: false }
        }),
      ],
      expected: ['set-not-null donation'],
      keepsRows: true,
      unchanged: (relation) =>
        expect(relation?.columns.find((column) => column.name === 'pieces')?.notNull).toBe(false),
      changed: (relation) => expect(relation?.columns.find((column) => column.name === 'pieces')?.notNull).toBe(true),
    },
    {
      name: 'dropping a table no model names (prune)',
      models: () => [
        validModel({
          kind: 'model',
          version: 1,
          name: 'pledge',
          table: 'pledge',
          columns: [{ name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } }],
          primaryKey: ['id'],
        }),
      ],
      options: { prune: true },
      expected: ['create-table pledge', 'drop-table donation'],
      unchanged: (relation, other) => {
        expect(relation).toBeDefined()
        expect(other).toBeUndefined()
      },
      changed: (relation, other) => {
        expect(relation).toBeUndefined()
        expect(other?.kind).toBe('table')
      },
    },
  ]

  it.each(destructiveCases)(
    'refuses $name without confirmation, changing nothing, and applies and logs it with one',
    async ({ models, options, expected, keepsRows, unchanged, changed }) => {
      const before = await rows()
      const planned = await plan(models(), options)
      expect(kinds(planned.changes)).toEqual(expected)

      const refusal = await applyModelChanges(database.db, planned).catch((error: unknown) => error)
      expect(refusal).toBeInstanceOf(DestructiveChangeError)
      if (!(refusal instanceof DestructiveChangeError)) return
      const destructive = planned.changes.filter((change) => change.destructive)
      expect(refusal.changes).toEqual(destructive)
      for (const change of destructive) {
        expect(refusal.messages.mn_MN).toContain(change.description.mn_MN)
        expect(refusal.messages.en_US).toContain(change.description.en_US)
      }
      await expect(
        applyModelChanges(database.db, planned, { confirmDestructive: { by: ' ', reason: 'no one' } }),
      ).rejects.toBeInstanceOf(DestructiveChangeError)
      unchanged(await table(), await table('pledge'))
      expect(await rows()).toEqual(before)
      expect(await log()).toHaveLength(1)

      await applyModelChanges(database.db, planned, { confirmDestructive: confirmation })
      changed(await table(), await table('pledge'))
      if (keepsRows === true) expect(await rows()).toEqual(before)
      const entries = (await log()).slice(1)
      expect(entries.map((entry) => [entry.model, entry.destructive, entry.confirmed_by, entry.reason])).toEqual(
        planned.changes.map((change) => [
          change.model ?? change.table,
          change.destructive,
          change.destructive ? confirmation.by : null,
          change.destructive ? confirmation.reason : null,
        ]),
      )
      expect(entries.map((entry) => entry.statements)).toEqual(
        planned.changes.map((change) => change.statements.map((statement) => statement.sql)),
      )
      expect(await plan(models(), options)).toEqual({ changes: [], issues: [] })
    },
  )

  it('rolls every change and log row back when a confirmed statement fails', async () => {
    const planned = await plan([
      donation((document) => {
        document.columns.push({ name: 'remark', type: 'text' })
        // "Бат-Эрдэнэ" is longer than 5 characters, so PostgreSQL refuses the narrowing.
        document.columns[1] = { name: 'donor', type: { name: 'varchar', length: 5 }, nullable: false }
      }),
    ])
    expect(kinds(planned.changes)).toEqual(['change-column-type donation', 'add-column donation'])
    await expect(applyModelChanges(database.db, planned, { confirmDestructive: confirmation })).rejects.toThrow(
      /too long/,
    )
    const relation = await table()
    expect(relation?.columns.map((column) => column.name)).not.toContain('remark')
    expect(relation?.columns.find((column) => column.name === 'donor')?.formatted).toBe('character varying(40)')
    expect(await log()).toHaveLength(1)
  })

  it('replaces a changed foreign key and drops a removed unique constraint only when confirmed', async () => {
    const donor = validModel({
      kind: 'model',
      version: 1,
      name: 'donor',
      table: 'donor',
      columns: [
        { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
        { name: 'email', type: 'text', unique: true },
      ],
      primaryKey: ['id'],
    })
    const linked = (onDelete: 'set-null' | 'cascade') =>
      donation((document) => {
        document.columns.push({ name: 'donor_id', type: 'bigint' })
        document.foreignKeys = [{ columns: ['donor_id'], references: { model: 'donor', columns: ['id'] }, onDelete }]
      })
    await applyModelChanges(database.db, await plan([donor, linked('set-null')]))
    expect(await plan([donor, linked('set-null')])).toEqual({ changes: [], issues: [] })

    const withoutUnique = validModel({ ...donor, columns: [donor.columns[0], { name: 'email', type: 'text' }] })
    expect(kinds((await plan([withoutUnique, linked('set-null')])).changes)).toEqual([])
    const planned = await plan([withoutUnique, linked('cascade')], { prune: true })
    expect(planned.changes.map((change) => [change.kind, change.destructive])).toEqual([
      ['drop-foreign-key', true],
      ['drop-unique', true],
      ['add-foreign-key', false],
    ])
    await expect(applyModelChanges(database.db, planned)).rejects.toBeInstanceOf(DestructiveChangeError)
    await applyModelChanges(database.db, planned, { confirmDestructive: confirmation })
    const foreignKey = (await table())?.constraints.find((constraint) => constraint.type === 'foreign')
    expect(foreignKey?.references).toEqual({ table: 'donor', columns: ['id'], onDelete: 'cascade' })
    expect((await table('donor'))?.constraints.map((constraint) => constraint.type)).toEqual(['primary'])
  })

  it('turns a column into an identity and back without confirmation', async () => {
    const counted = validModel({
      kind: 'model',
      version: 1,
      name: 'visit',
      table: 'visit',
      columns: [
        { name: 'id', type: 'bigint', nullable: false },
        { name: 'visitor', type: 'text' },
      ],
      primaryKey: ['id'],
    })
    const identity = validModel({
      ...counted,
      columns: [{ name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } }, counted.columns[1]],
    })
    await applyModelChanges(database.db, await plan([counted]))
    await sql`insert into visit (id, visitor) values (7, 'Сүхбаатар')`.execute(database.db)
    const toIdentity = await plan([identity])
    expect(toIdentity.changes.map((change) => [change.kind, change.destructive])).toEqual([['set-default', false]])
    await applyModelChanges(database.db, toIdentity)
    const inserted = await sql<{ id: number }>`insert into visit (visitor) values ('Гэрэл') returning id`.execute(
      database.db,
    )
    expect(inserted.rows[0]?.id).toBe(1)
    expect(await plan([identity])).toEqual({ changes: [], issues: [] })

    const back = await plan([counted])
    expect(back.changes.map((change) => [change.kind, change.destructive])).toEqual([['drop-default', false]])
    await applyModelChanges(database.db, back)
    expect((await table('visit'))?.columns.find((column) => column.name === 'id')?.identity).toBeNull()
    expect(await plan([counted])).toEqual({ changes: [], issues: [] })
  })

  it('keeps a date default stable although PostgreSQL rewrites its constant', async () => {
    const stamped = donation((document) => {
      document.columns.push({ name: 'pledged_at', type: 'timestamptz', default: { value: '2026-03-01' } })
    })
    await applyModelChanges(database.db, await plan([stamped]))
    expect(await plan([stamped])).toEqual({ changes: [], issues: [] })
    const changed = donation((document) => {
      document.columns.push({ name: 'pledged_at', type: 'timestamptz', default: { value: '2026-03-02' } })
    })
    expect(kinds((await plan([changed])).changes)).toEqual(['set-default donation'])
  })
})
