import type { GridDocument, ModelDocument, RowCondition } from '@tamga/schema'
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { tamgaError } from '../http/errors.ts'

/** A piece of SQL with its bound values. */
type Fragment = RawBuilder<unknown>

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

function conditionsSql(target: RowTarget): Fragment[] {
  return target.conditions.map((condition) =>
    condition.type === 'current-user'
      ? sql`${sql.ref(condition.column)} = ${target.userId}`
      : sql`${sql.ref(condition.column)} in (select org_id from tamga_user_organization where user_id = ${target.userId})`,
  )
}

function whereRow(target: RowTarget, id: string | number, extra: Fragment[] = []): Fragment {
  const all = [sql`${sql.ref(target.grid.identity)} = ${id}`, ...conditionsSql(target), ...extra]
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
  >`select * from ${sql.table(target.model.table)} where ${whereRow(target, id, live)}`.execute(db)
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
