// A generated server (issue 11) creates its tables from `@tamga/codegen`'s SQL; Tamga must see
// those tables as exactly what the model documents describe, or the two would fight over one
// database.
import { createTableSql, describeProject, foreignKeySql } from '@tamga/codegen'
import { loadProject, systemTablesSql } from '@tamga/schema'
import { type Kysely, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { migrateSystemTables } from '../db/database.ts'
import { testBackends } from '../db/testing.ts'
import { readProjectDirectory } from '../project/readProjectDirectory.ts'
import { planModelChanges } from './plan.ts'
import { heritageModels } from './testing.ts'

const heritage = new URL('../../../../examples/heritage/', import.meta.url)

/** The tables the description makes, by name. */
const SYSTEM_TABLES = systemTablesSql().flatMap((statement) =>
  [...statement.matchAll(/^create table if not exists "([a-z_]+)"/g)].map((match) => match[1] ?? ''),
)

/** Each system table's columns as PostgreSQL keeps them: type, nullability, default, identity. */
async function systemColumns<T>(db: Kysely<T>): Promise<string[]> {
  const columns = await sql<Record<string, string | null>>`
    select table_name, column_name, data_type, is_nullable, column_default, is_identity, identity_generation
    from information_schema.columns
    where table_schema = current_schema() and table_name = any(${SYSTEM_TABLES})
    order by table_name, column_name`.execute(db)
  return columns.rows.map((column) => Object.values(column).join(' '))
}

async function generatedStatements(): Promise<{ system: string[]; tables: string[] }> {
  const { project, issues } = loadProject(await readProjectDirectory(heritage.pathname))
  if (project === undefined) throw new Error(JSON.stringify(issues))
  const plan = describeProject(project)
  return {
    system: systemTablesSql(),
    tables: [...plan.tables.flatMap((table) => createTableSql(table)), ...plan.tables.flatMap(foreignKeySql)],
  }
}

describe.each(testBackends())('generated tables on $name', (backend) => {
  it('are the tables the heritage models describe: Tamga plans no change for them', async () => {
    const database = await backend.open()
    try {
      const { system, tables } = await generatedStatements()
      for (const statement of [...system, ...tables]) await sql.raw(statement).execute(database.db)
      const plan = await planModelChanges(database.db, heritageModels())
      expect(plan.issues).toEqual([])
      expect(plan.changes.map((change) => change.description.en_US)).toEqual([])
    } finally {
      await database.close()
    }
  }, 120_000)

  it('are the system tables Tamga’s migrations end in, column for column', async () => {
    const migrated = await backend.open()
    const described = await backend.open()
    try {
      await migrateSystemTables(migrated.db)
      for (const statement of systemTablesSql()) await sql.raw(statement).execute(described.db)
      const expected = await systemColumns(migrated.db)
      expect(SYSTEM_TABLES.length).toBeGreaterThan(5)
      expect(expected.length).toBeGreaterThan(50)
      expect(await systemColumns(described.db)).toEqual(expected)
    } finally {
      await migrated.close()
      await described.close()
    }
  }, 120_000)

  it('run again on a database Tamga migrated and filled, changing nothing', async () => {
    const database = await backend.open()
    try {
      await migrateSystemTables(database.db)
      const { system, tables } = await generatedStatements()
      for (const statement of [...system, ...tables]) await sql.raw(statement).execute(database.db)
      await sql`insert into aimag (name) values ('Архангай')`.execute(database.db)
      for (const statement of [...system, ...tables]) await sql.raw(statement).execute(database.db)
      const rows = await sql<{ name: string }>`select name from aimag`.execute(database.db)
      expect(rows.rows).toEqual([{ name: 'Архангай' }])
      expect((await planModelChanges(database.db, heritageModels())).changes).toEqual([])
    } finally {
      await database.close()
    }
  }, 120_000)
})
