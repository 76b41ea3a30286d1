import {
  checkFormRecord,
  type FormDocument,
  type GridDocument,
  type ModelDocument,
  type RowCondition,
} from '@tamga/schema'
import { type Kysely, sql, type Transaction } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { tamgaError } from '../http/errors.ts'
import { formulaValues } from './formulas.ts'
import { type Fragment, rowConditionSql } from './rowConditions.ts'

/** The krud, its table and grid, and who acts: what every one-row operation needs. */
export interface RowTarget {
  krud: string
  model: ModelDocument
  grid: GridDocument
  /** The role's row conditions for the action: a row outside them does not exist for the caller. */
  conditions: readonly RowCondition[]
  userId: number
  /** Write an audit row in the same transaction (the project's `withCrudLog`). */
  log: boolean
}

const INTEGER_ID = /^-?\d{1,18}$/
const UUID_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The identity from the URL, checked against its column's type, so a malformed id is a 404
 * and never reaches the database as a value it cannot cast.
 */
export function identityValue(model: ModelDocument, identity: string, text: string): string | number {
  const column = model.columns.find((candidate) => candidate.name === identity)
  const type = column === undefined ? undefined : typeof column.type === 'string' ? column.type : column.type.name
  if (type === 'integer' || type === 'bigint') {
    if (!INTEGER_ID.test(text)) throw tamgaError('NOT_FOUND')
    return type === 'integer' ? Number(text) : text
  }
  if (type === 'uuid' && !UUID_ID.test(text)) throw tamgaError('NOT_FOUND')
  return text
}

function whereRow(target: RowTarget, id: string | number, extra: Fragment[] = []): Fragment {
  const conditions = target.conditions.map((condition) =>
    rowConditionSql(condition, target.userId, (name) => sql.ref(name)),
  )
  const all = [sql`${sql.ref(target.grid.identity)} = ${id}`, ...conditions, ...extra]
  return sql.join(all, sql` and `)
}

async function writeLog(
  trx: Transaction<SystemDatabase>,
  target: RowTarget,
  id: string | number,
  action: 'create' | 'update' | 'delete' | 'restore' | 'purge',
  before: unknown,
  after: unknown,
): Promise<void> {
  if (!target.log) return
  await trx
    .insertInto('tamga_crud_log')
    .values({
      krud: target.krud,
      table_name: target.model.table,
      row_id: String(id),
      action,
      user_id: target.userId,
      before: before === undefined ? null : JSON.stringify(before),
      after: after === undefined ? null : JSON.stringify(after),
    })
    .execute()
}

/** One live row of the krud as the caller may see it, or 404. */
export async function readRow(
  db: Kysely<SystemDatabase>,
  target: RowTarget,
  id: string | number,
): Promise<Record<string, unknown>> {
  const live = target.model.softDelete === true ? [sql`deleted_at is null`] : []
  const result = await sql<
    Record<string, unknown>
  >`select *, xmin::text as _version from ${sql.table(target.model.table)} where ${whereRow(target, id, live)}`.execute(
    db,
  )
  const row = result.rows[0]
  if (row === undefined) throw tamgaError('NOT_FOUND')
  return row
}

/**
 * Deletes a row: sets `deleted_at` when the model keeps deleted rows, removes it otherwise; the
 * audit row goes in the same transaction. A row the caller may not touch is a 404.
 */
export async function deleteRow(db: Kysely<SystemDatabase>, target: RowTarget, id: string | number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const table = sql.table(target.model.table)
    const result =
      target.model.softDelete === true
        ? await sql<
            Record<string, unknown>
          >`update ${table} set deleted_at = now() where ${whereRow(target, id, [sql`deleted_at is null`])} returning *`.execute(
            trx,
          )
        : await sql<Record<string, unknown>>`delete from ${table} where ${whereRow(target, id)} returning *`.execute(
            trx,
          )
    const row = result.rows[0]
    if (row === undefined) throw tamgaError('NOT_FOUND')
    await writeLog(trx, target, id, 'delete', row, undefined)
  })
}

/** Brings a soft-deleted row back; 404 when there is no such deleted row for the caller. */
export async function restoreRow(db: Kysely<SystemDatabase>, target: RowTarget, id: string | number): Promise<void> {
  if (target.model.softDelete !== true) throw tamgaError('NOT_FOUND')
  await db.transaction().execute(async (trx) => {
    const result = await sql<
      Record<string, unknown>
    >`update ${sql.table(target.model.table)} set deleted_at = null where ${whereRow(target, id, [sql`deleted_at is not null`])} returning *`.execute(
      trx,
    )
    const row = result.rows[0]
    if (row === undefined) throw tamgaError('NOT_FOUND')
    await writeLog(trx, target, id, 'restore', undefined, row)
  })
}

/** Removes a soft-deleted row for good (only from the deleted list); 404 otherwise. */
export async function purgeRow(db: Kysely<SystemDatabase>, target: RowTarget, id: string | number): Promise<void> {
  if (target.model.softDelete !== true) throw tamgaError('NOT_FOUND')
  await db.transaction().execute(async (trx) => {
    const result = await sql<
      Record<string, unknown>
    >`delete from ${sql.table(target.model.table)} where ${whereRow(target, id, [sql`deleted_at is not null`])} returning *`.execute(
      trx,
    )
    const row = result.rows[0]
    if (row === undefined) throw tamgaError('NOT_FOUND')
    await writeLog(trx, target, id, 'purge', row, undefined)
  })
}

/** The version a read answers (`_version`): PostgreSQL's row version, which every update changes. */
export const VERSION_FIELD = '_version'

/**
 * The values a form may write, checked with the same JSON Schema the browser validates with
 * (`checkFormRecord` of `@tamga/schema`), plus what the server fills: the fields filled with the
 * current user, and the columns the role's `current-user` row conditions bind to the caller (a
 * user cannot file a record in someone else's name).
 */
function writableValues(
  target: RowTarget,
  form: FormDocument,
  body: unknown,
  mode: 'create' | 'update',
): Record<string, unknown> {
  // What the server computes (formulas) or fills (the current user) is not taken from the
  // client: a form that shows those fields may send them back, and they are left out.
  const sent: Record<string, unknown> = { ...(body as Record<string, unknown>) }
  for (const field of form.fields) {
    if (field.formula !== undefined || field.fillWithCurrentUser === true) delete sent[field.name]
  }
  const issues = checkFormRecord(form, target.model, sent, mode)
  if (issues.length > 0) throw tamgaError('VALIDATION_FAILED', { issues, in: 'body' })
  const values: Record<string, unknown> = sent
  if (mode === 'create') {
    for (const field of form.fields) {
      if (field.fillWithCurrentUser === true) values[field.name] = target.userId
    }
  }
  for (const condition of target.conditions) {
    if (condition.type === 'current-user' && (mode === 'create' || condition.column in values)) {
      values[condition.column] = target.userId
    }
  }
  return values
}

/** The record's formula fields computed from `record` (spec 3.13), only those that are columns. */
function withFormulas(target: RowTarget, form: FormDocument, record: Record<string, unknown>): Record<string, unknown> {
  // numeric and bigint columns come back from the driver as text, which arithmetic would refuse.
  const scope: Record<string, unknown> = { ...record }
  for (const column of target.model.columns) {
    const type = typeof column.type === 'string' ? column.type : column.type.name
    const value = scope[column.name]
    if ((type === 'numeric' || type === 'bigint') && typeof value === 'string' && value.trim() !== '')
      scope[column.name] = Number(value)
  }
  const { values, issues } = formulaValues(form, scope)
  if (issues.length > 0) throw tamgaError('VALIDATION_FAILED', { issues, in: 'body' })
  const columns = new Set(target.model.columns.map((column) => column.name))
  return Object.fromEntries(Object.entries(values).filter(([column]) => columns.has(column)))
}

function assignments(values: Record<string, unknown>): Fragment[] {
  return Object.entries(values).map(([column, value]) => sql`${sql.ref(column)} = ${toParameter(value)}`)
}

/** JSON values (arrays, objects) go to json/jsonb columns as text; scalars as they are. */
function toParameter(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : value
}

/** Creates a record from a form's values, in one transaction with its audit row. */
export async function createRow(
  db: Kysely<SystemDatabase>,
  target: RowTarget,
  form: FormDocument,
  body: unknown,
): Promise<Record<string, unknown>> {
  const given = writableValues(target, form, body, 'create')
  const values = { ...given, ...withFormulas(target, form, given) }
  return db.transaction().execute(async (trx) => {
    const columns = Object.keys(values)
    const table = sql.table(target.model.table)
    const insert =
      columns.length === 0
        ? sql<Record<string, unknown>>`insert into ${table} default values returning *, xmin::text as _version`
        : sql<
            Record<string, unknown>
          >`insert into ${table} (${sql.join(columns.map((column) => sql.ref(column)))}) values (${sql.join(columns.map((column) => sql`${toParameter(values[column])}`))}) returning *, xmin::text as _version`
    const row = (await insert.execute(trx)).rows[0]
    if (row === undefined) throw tamgaError('SERVER_ERROR')
    await writeLog(trx, target, String(row[target.grid.identity]), 'create', undefined, row)
    return row
  })
}

/**
 * Changes the fields a request sends (a partial update), only when the record is still at the
 * version the caller read: a stale write is refused with 409 `RECORD_CHANGED`, never lost.
 */
export async function updateRow(
  db: Kysely<SystemDatabase>,
  target: RowTarget,
  form: FormDocument,
  id: string | number,
  version: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const values = writableValues(target, form, body, 'update')
  if (Object.keys(values).length === 0 && target.model.timestamps !== true) return readRow(db, target, id)
  const live = target.model.softDelete === true ? [sql`deleted_at is null`] : []
  return db.transaction().execute(async (trx) => {
    const table = sql.table(target.model.table)
    const before = (
      await sql<
        Record<string, unknown>
      >`select *, xmin::text as _version from ${table} where ${whereRow(target, id, live)} for update`.execute(trx)
    ).rows[0]
    if (before === undefined) throw tamgaError('NOT_FOUND')
    if (before[VERSION_FIELD] !== version) throw tamgaError('RECORD_CHANGED')
    // Formulas see the record as it will be: the stored values with the sent ones over them.
    const set = assignments({ ...values, ...withFormulas(target, form, { ...before, ...values }) })
    if (target.model.timestamps === true) set.push(sql`updated_at = now()`)
    const after = (
      await sql<
        Record<string, unknown>
      >`update ${table} set ${sql.join(set)} where ${whereRow(target, id, live)} returning *, xmin::text as _version`.execute(
        trx,
      )
    ).rows[0]
    if (after === undefined) throw tamgaError('NOT_FOUND')
    await writeLog(trx, target, id, 'update', before, after)
    return after
  })
}
