// The SQL migrations the generated server embeds: Tamga's system tables first, then one file
// per table in creation order, then every foreign key once all tables exist.
import type { ProjectPlan } from '../plan/types.ts'
import { createTableSql, foreignKeySql, systemTablesSql } from '../sql/index.ts'

/** The folder the migrator embeds. */
export const MIGRATIONS_FOLDER = 'internal/db/migrations'

function script(statements: readonly string[]): string {
  return statements.map((statement) => `${statement};`).join('\n\n')
}

/** Migration file name → SQL, in the order they apply (their names sort in that order). */
export function migrationFiles(plan: ProjectPlan): Array<[name: string, sql: string]> {
  const files: Array<[string, string]> = [['system', script(systemTablesSql())]]
  for (const table of plan.tables) {
    const statements = createTableSql(table)
    if (statements.length > 0) files.push([`table_${table.table}`, script(statements)])
  }
  const keys = plan.tables.flatMap((table) => foreignKeySql(table))
  if (keys.length > 0) files.push(['foreign_keys', script(keys)])
  return files.map(([name, sql], index) => [`${String(index + 1).padStart(4, '0')}_${name}.sql`, sql])
}
