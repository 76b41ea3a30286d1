// The SQL migrations the generated server embeds: Tamga's system tables first, then one file
// per table, then each table's foreign keys once all tables exist. Names depend on the table,
// never on its place in the project, so a model added later adds files without renaming others;
// a foreign-key file also carries a version of its keys, so a changed set of keys is applied.
import { systemTablesSql } from '@tamga/schema'
import type { ProjectPlan } from '../plan/types.ts'
import { createTableSql, foreignKeySql, foreignKeysVersion } from '../sql/index.ts'

/** The folder the migrator embeds. */
export const MIGRATIONS_FOLDER = 'internal/db/migrations'

function script(statements: readonly string[]): string {
  return statements.map((statement) => `${statement};`).join('\n\n')
}

/** Migration file name → SQL, in the order they apply (their names sort in that order). */
export function migrationFiles(plan: ProjectPlan): Array<[name: string, sql: string]> {
  const files: Array<[string, string]> = [['0001_system.sql', script(systemTablesSql())]]
  for (const table of plan.tables) {
    const statements = createTableSql(table)
    if (statements.length > 0) files.push([`0002_table_${table.table}.sql`, script(statements)])
  }
  for (const table of plan.tables) {
    const keys = foreignKeySql(table)
    if (keys.length > 0) files.push([`0003_foreign_keys_${table.table}_${foreignKeysVersion(table)}.sql`, script(keys)])
  }
  return files.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}
