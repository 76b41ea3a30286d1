import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { columnTypeName, effectiveColumns, type ModelDocument } from '@tamga/schema'
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'

/** A project's seed rows: the tables in insert order, and each table's rows. */
export interface SeedData {
  order: string[]
  rows: Map<string, Array<Record<string, unknown>>>
}

/** A seed file that cannot be inserted, with the file and what is wrong. */
export class SeedError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`)
    this.name = 'SeedError'
  }
}

/** Reads `seed/order.json` and the file of every table it lists; a project without seed data gives none. */
export async function readSeedFolder(projectDir: string): Promise<SeedData> {
  const folder = join(projectDir, 'seed')
  let orderText: string
  try {
    orderText = await readFile(join(folder, 'order.json'), 'utf8')
  } catch {
    return { order: [], rows: new Map() }
  }
  const order = JSON.parse(orderText) as unknown
  if (!Array.isArray(order) || !order.every((entry) => typeof entry === 'string')) {
    throw new SeedError('seed/order.json', 'must be a JSON array of table names')
  }
  const rows = new Map<string, Array<Record<string, unknown>>>()
  for (const table of order) {
    const file = `seed/${table}.json`
    const parsed = JSON.parse(await readFile(join(projectDir, file), 'utf8')) as unknown
    if (
      !Array.isArray(parsed) ||
      !parsed.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))
    ) {
      throw new SeedError(file, 'must be a JSON array of row objects')
    }
    rows.set(table, parsed as Array<Record<string, unknown>>)
  }
  return { order, rows }
}

/** Rows one insert statement carries: far below PostgreSQL's 65,535 parameters for any table's width. */
const SEED_ROWS_PER_STATEMENT = 500

const isLoginReference = (value: unknown): value is { $login: string } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 1 &&
  typeof (value as { $login?: unknown }).$login === 'string'

/**
 * Inserts the seed rows in one transaction, table by table in `order`. Table and column names
 * are taken from the model documents (a seed key that is not a column of its model is refused,
 * never written into SQL); every value is a bound parameter. `{ "$login": "…" }` becomes that
 * account's id. Identity sequences are moved past the seeded ids so the next insert does not
 * collide. Returns the number of rows per table.
 */
export async function seedRows(
  db: Kysely<SystemDatabase>,
  models: readonly ModelDocument[],
  seed: SeedData,
): Promise<Array<{ table: string; rows: number }>> {
  const byTable = new Map(models.map((model) => [model.table, model]))
  const inserted: Array<{ table: string; rows: number }> = []
  await db.transaction().execute(async (trx) => {
    const accounts = new Map(
      (await trx.selectFrom('tamga_user').select(['id', 'login']).where('deleted_at', 'is', null).execute()).map(
        (account) => [account.login, account.id],
      ),
    )
    for (const table of seed.order) {
      const file = `seed/${table}.json`
      const model = byTable.get(table)
      if (model === undefined) throw new SeedError(file, `"${table}" is not the table of any model of the project`)
      if (model.view === true) throw new SeedError(file, `"${table}" is a view; a view has no rows of its own`)
      const columns = new Map(effectiveColumns(model).map((column) => [column.name, column]))
      const rows = seed.rows.get(table) ?? []
      for (const [index, row] of rows.entries()) {
        const unknown = Object.keys(row).find((name) => !columns.has(name))
        if (unknown !== undefined) throw new SeedError(file, `row ${index}: "${unknown}" is not a column of ${table}`)
      }
      // Every column some row gives, in the model's order; a row without one takes its default.
      const targets = [...columns.values()].filter((column) => rows.some((row) => column.name in row))
      const tuples = rows.map((row, index) =>
        targets.map((column): RawBuilder<unknown> => {
          if (!(column.name in row)) return sql`default`
          const value = row[column.name]
          if (isLoginReference(value)) {
            const id = accounts.get(value.$login)
            if (id === undefined) {
              throw new SeedError(file, `row ${index}: no account "${value.$login}" for ${column.name}`)
            }
            return sql`${id}`
          }
          if (['json', 'jsonb'].includes(columnTypeName(column.type))) return sql`${JSON.stringify(value)}`
          return sql`${value}`
        }),
      )
      // A few statements per table rather than one per row: each statement is a round trip into
      // PGlite, and a row at a time took a good part of a new database's first start.
      for (let start = 0; start < tuples.length; start += SEED_ROWS_PER_STATEMENT) {
        const chunk = tuples.slice(start, start + SEED_ROWS_PER_STATEMENT)
        await sql`insert into ${sql.table(model.table)} (${sql.join(targets.map((column) => sql.ref(column.name)))}) values ${sql.join(
          chunk.map((values) => sql`(${sql.join(values)})`),
        )}`.execute(trx)
      }
      for (const column of columns.values()) {
        const identity =
          column.default !== undefined && 'named' in column.default && column.default.named === 'identity'
        if (!identity || rows.length === 0) continue
        await sql`select setval(pg_get_serial_sequence(${model.table}, ${column.name}),
          (select coalesce(max(${sql.ref(column.name)}), 0) + 1 from ${sql.table(model.table)}), false)`.execute(trx)
      }
      inserted.push({ table, rows: rows.length })
    }
  })
  return inserted
}
