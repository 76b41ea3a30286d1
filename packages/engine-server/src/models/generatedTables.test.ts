// A generated server (issue 11) creates its tables from `@tamga/codegen`'s SQL; Tamga must see
// those tables as exactly what the model documents describe, or the two would fight over one
// database.
import { createTableSql, describeProject, foreignKeySql, systemTablesSql } from '@tamga/codegen'
import { loadProject } from '@tamga/schema'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { migrateSystemTables } from '../db/database.ts'
import { testBackends } from '../db/testing.ts'
import { readProjectDirectory } from '../project/readProjectDirectory.ts'
import { planModelChanges } from './plan.ts'
import { heritageModels } from './testing.ts'

const heritage = new URL('../../../../examples/heritage/', import.meta.url)

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
